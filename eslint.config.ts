import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import type { Linter } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * The layers inside shared/, leaf first (shared/README.md, "Layers"): a folder may import its own
 * layer and those before it, never one after it. Every folder of shared/ is in exactly one layer
 * (test/unit/lint/shared-layers.test.ts checks it, and that an upward import fails the lint).
 */
export const SHARED_LAYERS: readonly {
  readonly name: string;
  readonly folders: readonly string[];
}[] = [
  {
    name: 'kernel',
    folders: ['engine', 'formula', 'report', 'cli', 'project', 'protocol', 'types'],
  },
  { name: 'analyses', folders: ['analysis'] },
  { name: 'rulesets', folders: ['rulesets'] },
  { name: 'cross-ruleset features', folders: ['balance', 'compare', 'diff'] },
  { name: 'composition root', folders: ['app'] },
];

const REPO_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The folders of the layers from `index` down, as the message's "move it down to" lists them. */
function foldersUpTo(index: number): string {
  return SHARED_LAYERS.slice(0, index + 1)
    .map(({ name, folders }) => `${name}: ${folders.map((folder) => `${folder}/`).join(', ')}`)
    .join('; ');
}

/**
 * One zone per folder and each folder of a later layer, so the message names both and says what
 * to do. The paths are resolved (the imports inside shared/ are relative, so a name pattern could
 * not tell `../balance/grid` from `../analysis/grid`).
 */
const SHARED_LAYER_ZONES = SHARED_LAYERS.flatMap((layer, index) =>
  layer.folders.flatMap((folder) =>
    SHARED_LAYERS.slice(index + 1).flatMap((above) =>
      above.folders.map((from) => ({
        target: `shared/${folder}`,
        from: `shared/${from}`,
        message:
          `shared/${folder}/ (${layer.name}) may not import shared/${from}/ (${above.name}), ` +
          `a layer above it: move what both need down to shared/${folder}/ or a layer below ` +
          `(${foldersUpTo(index)}), or move the importing code up.`,
      })),
    ),
  ),
);

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
    // Layers inside the engine, leaf first: the paths resolved, so every import is placed.
    files: ['shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: REPO_ROOT, zones: SHARED_LAYER_ZONES }],
      // An import the resolver cannot find would pass the layers unseen.
      'import-x/no-unresolved': 'error',
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
