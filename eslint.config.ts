import { builtinModules } from 'node:module';
import js from '@eslint/js';
import type { Linter } from 'eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports no layer may make: the design's boundaries, enforced here rather than hoped for. */
const NODE_AND_ELECTRON = [
  { group: ['electron', 'electron/*'], message: 'Only src-main/ may talk to Electron.' },
  { group: ['node:*'], message: 'Node built-ins belong in src-main/ (or test/).' },
];

/** Every Node built-in by its bare name too (`events`, `stream`, `buffer`…), not just a few. */
const NODE_BUILTINS = builtinModules
  .filter((name) => !name.startsWith('node:') && !name.startsWith('_'))
  .map((name) => ({ name, message: 'Node built-ins belong in src-main/ (or test/).' }));

/** `no-restricted-imports` with the Node built-ins banned by name and these patterns. */
function restrictImports(
  patterns: readonly { group: string[]; message: string }[],
): Linter.RuleEntry {
  return ['error', { paths: NODE_BUILTINS, patterns: [...NODE_AND_ELECTRON, ...patterns] }];
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-electron/',
      'dist-cli/',
      'release/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The engine: pure, deterministic, portable. Nothing from outside shared/.
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': restrictImports([
        { group: ['svelte', 'svelte/*'], message: 'The engine knows nothing of the UI.' },
        { group: ['chart.js', 'chart.js/*'], message: 'The engine knows nothing of charts.' },
        {
          group: ['**/src-main/**', '**/src-renderer/**', '**/test/**'],
          message: 'shared/ imports nothing outside shared/.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'No DOM in the engine.' },
        { name: 'document', message: 'No DOM in the engine.' },
        { name: 'self', message: 'No worker globals in the engine.' },
        { name: 'process', message: 'No Node globals in the engine.' },
        { name: 'performance', message: 'No clocks in the engine: it must be deterministic.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seeded RNG instead.' },
        { object: 'Date', property: 'now', message: 'No clocks in the engine.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'No clocks in the engine.' },
      ],
    },
  },
  {
    // The renderer runs in a sandboxed page (or a plain browser): no Electron, no Node.
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restrictImports([
        { group: ['**/src-main/**'], message: 'Talk to main through the preload API.' },
      ]),
    },
  },
  {
    // The main process never imports the UI.
    files: ['src-main/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['svelte', 'svelte/*', 'chart.js'], message: 'Main never imports the UI.' },
            { group: ['**/src-renderer/**'], message: 'Main never imports renderer code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', 'scripts/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
