/**
 * The engine's boundary, checked the way VS Code's layers checker does: `shared/` type-checks
 * against ECMAScript alone, so a Node or DOM name used there is a compile error, not something a
 * review has to catch. A probe file is compiled, in memory, as if it sat in shared/ with
 * shared/tsconfig.json; each name must fail. And no file of the program may be Node's or the
 * DOM's types.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configPath = path.join(root, 'shared', 'tsconfig.json');
const probePath = path.join(root, 'shared', '__boundary_probe__.ts');

/** Node and DOM names the engine must not see, each one statement of the probe. */
const FORBIDDEN: readonly string[] = [
  "Buffer.from('x');",
  'process.env.HOME;',
  'setTimeout(() => 0, 1);',
  'setImmediate(() => 0);',
  'require("fs");',
  'window.location;',
  'document.body;',
  'localStorage.getItem("x");',
  'new Worker("x");',
  'fetch("x");',
];

function program(probe: string): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error('shared/tsconfig.json did not parse');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError) =>
    path.resolve(fileName) === probePath
      ? ts.createSourceFile(fileName, probe, language)
      : getSourceFile(fileName, language, onError);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => path.resolve(fileName) === probePath || fileExists(fileName);
  // The probe and the one module that reaches outside (papaparse), with the engine's options.
  const csv = path.join(root, 'shared', 'report', 'to-csv.ts');
  const papaTypes = path.join(root, 'shared', 'types', 'papaparse.d.ts');
  return ts.createProgram([probePath, csv, papaTypes], config.options, host);
}

describe('the engine boundary (shared/)', () => {
  it.each(FORBIDDEN)('refuses %s', (statement) => {
    const checked = program(`export {};\n${statement}\n`);
    const errors = ts
      .getPreEmitDiagnostics(checked)
      .filter((diagnostic) => diagnostic.file?.fileName !== undefined)
      .filter((diagnostic) => path.resolve(diagnostic.file?.fileName ?? '') === probePath);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('compiles plain ECMAScript, and loads neither Node’s nor the DOM’s types', () => {
    const checked = program('export const total = [1, 2].reduce((a, b) => a + b, 0);\n');
    expect(ts.getPreEmitDiagnostics(checked).map((d) => d.messageText)).toEqual([]);
    const outside = checked
      .getSourceFiles()
      .map((file) => file.fileName)
      .filter((name) => /@types\/node|lib\.dom|@types\/papaparse/.test(name));
    expect(outside).toEqual([]);
  });
});
