/**
 * `npm test`: every check the project has, in one run, ending with one plain total line
 * (`N passed, N failed[, N skipped]`) summed over all runners. Static checks count one each;
 * vitest and Playwright count their tests. A runner that crashes before reporting counts as failed.
 *
 *   npm test                      everything
 *   npm test -- --only typecheck  one group (typecheck, lint, security, build, unit, e2e)
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join, relative, resolve } from 'node:path';

type Group = 'typecheck' | 'lint' | 'security' | 'build' | 'unit' | 'e2e';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
}

interface Step {
  readonly group: Group;
  readonly name: string;
  readonly command: readonly string[];
  readonly env?: Record<string, string>;
  /** Turns the finished command into counts; static checks are one pass or one fail. */
  readonly tally?: (exitCode: number) => Tally;
}

const reportDir = join('test-results', 'runner');
const vitestJson = join(reportDir, 'vitest.json');
const playwrightJson = join(reportDir, 'playwright.json');

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function tallyVitest(exitCode: number): Tally {
  const report = readJson(vitestJson) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
        testResults?: {
          name: string;
          message?: string;
          assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
        }[];
      }
    | undefined;
  if (report === undefined) return crashed('vitest', exitCode);
  const notes = (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0 && file.message)
      return [`failed: ${relative('.', file.name)}: ${firstLines(file.message)}`];
    return failed.map(
      (a) =>
        `failed: ${relative('.', file.name)} › ${a.fullName}: ${firstLines(a.failureMessages?.[0])}`,
    );
  });
  const tally: Tally = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    notes,
  };
  // A suite that fails to load has no failed test but a failing exit code: count it.
  if (exitCode !== 0 && tally.failed === 0) tally.failed = 1;
  return tally;
}

interface PlaywrightSpecTest {
  status: string;
  annotations?: { type: string; description?: string }[];
  results?: { errors?: { message?: string }[] }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file?: string; line?: number; tests: PlaywrightSpecTest[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * The first lines of a failure's message, colour codes stripped: CI keeps only the tail of the
 * output, so the summary itself says what failed and why.
 */
function firstLines(message: string | undefined, count = 4): string {
  const plain = stripVTControlCharacters(message ?? 'no message');
  return (
    plain
      .split('\n')
      .map((line) => line.trim())
      // A code frame's context lines (`4 |   …`, `|   ^`) say less than the line it points at (`> 5 | …`).
      .filter((line) => line !== '' && !/^at .*node_modules/.test(line) && !/^\d* *\|/.test(line))
      .slice(0, count)
      .join(' | ')
  );
}

function failedPlaywright(suites: readonly PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .map((t) => {
          const title = [...path, suite.title, spec.title].filter(Boolean).join(' › ');
          const where = spec.file === undefined ? '' : ` ${spec.file}:${spec.line ?? 0}`;
          // A timeout is two errors: "Test timeout of 30000ms exceeded." and then the step it
          // stopped in, with its call log (what it was waiting for) and where in the spec.
          const errors = t.results?.[0]?.errors ?? [];
          const said =
            errors.length === 0
              ? firstLines(undefined)
              : errors.map((e) => firstLines(e.message, 6)).join(' || ');
          return `${t.status === 'flaky' ? 'flaky' : 'failed'}:${where} ${title}: ${said}`;
        }),
    ),
    ...failedPlaywright(suite.suites ?? [], [...path, suite.title]),
  ]);
}

function skippedReasons(suites: readonly PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'skipped')
        .map((t) => {
          const reason = t.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason';
          const title = [...path, suite.title, spec.title].filter(Boolean).join(' › ');
          return `${reason.startsWith('skipped') ? reason : `skipped: ${reason}`} (${title})`;
        }),
    ),
    ...skippedReasons(suite.suites ?? [], [...path, suite.title]),
  ]);
}

function tallyPlaywright(exitCode: number): Tally {
  const report = readJson(playwrightJson) as
    | {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        suites: PlaywrightSuite[];
        errors?: unknown[];
      }
    | undefined;
  if (report === undefined) return crashed('playwright', exitCode);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const tally: Tally = {
    passed: expected,
    failed: unexpected + flaky,
    skipped,
    notes: [...failedPlaywright(report.suites), ...skippedReasons(report.suites)],
  };
  if (exitCode !== 0 && tally.failed === 0) tally.failed = 1;
  return tally;
}

function crashed(runner: string, exitCode: number): Tally {
  return {
    passed: 0,
    failed: 1,
    skipped: 0,
    notes: [`${runner} exited ${exitCode} without a report`],
  };
}

const STEPS: readonly Step[] = [
  {
    group: 'typecheck',
    name: 'tsc shared/ (no DOM, no Node)',
    command: ['tsc', '-p', 'shared/tsconfig.json'],
  },
  {
    group: 'typecheck',
    name: 'tsc engine worker',
    command: ['tsc', '-p', 'src-renderer/worker/tsconfig.json'],
  },
  { group: 'typecheck', name: 'tsc src-main/', command: ['tsc', '-p', 'src-main/tsconfig.json'] },
  {
    group: 'typecheck',
    name: 'tsc test/ and configs',
    command: ['tsc', '-p', 'test/tsconfig.json'],
  },
  {
    group: 'typecheck',
    name: 'svelte-check renderer',
    command: [
      'svelte-check',
      '--tsconfig',
      'src-renderer/tsconfig.json',
      '--fail-on-warnings',
      '--output',
      'human',
    ],
  },
  { group: 'lint', name: 'eslint', command: ['eslint', '.'] },
  {
    group: 'lint',
    name: 'prettier --check',
    command: ['prettier', '--check', '.', '--log-level', 'warn'],
  },
  {
    group: 'lint',
    name: 'actionlint (.github/workflows)',
    command: ['tsx', 'test/lint-workflows.ts'],
  },
  {
    group: 'security',
    name: 'electronegativity',
    command: ['tsx', 'test/security/electronegativity.ts'],
  },
  {
    group: 'build',
    name: 'build renderer (vite)',
    command: ['vite', 'build', '--logLevel', 'warn'],
  },
  {
    // The web app (dist/web), which web-build.spec.ts serves from a static host.
    group: 'build',
    name: 'build web app (vite --mode web)',
    command: ['vite', 'build', '--mode', 'web', '--logLevel', 'warn'],
  },
  {
    group: 'build',
    name: 'build main + preload (esbuild)',
    command: ['npm', 'run', '--silent', 'build:main'],
  },
  {
    group: 'build',
    name: 'build reports CLI (esbuild)',
    command: ['npm', 'run', '--silent', 'build:cli'],
  },
  {
    group: 'unit',
    name: 'vitest',
    command: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    tally: tallyVitest,
  },
  {
    group: 'e2e',
    name: 'playwright (Chromium, Electron, packaging)',
    command: ['playwright', 'test'],
    env: { WELLSPRING_PW_JSON: playwrightJson },
    tally: tallyPlaywright,
  },
];

function selectedGroups(argv: readonly string[]): ReadonlySet<Group> | null {
  const at = argv.indexOf('--only');
  if (at === -1) return null;
  return new Set((argv[at + 1] ?? '').split(',') as Group[]);
}

/** The environment's name for PATH: `Path` on Windows, where a second `PATH` would be ambiguous. */
const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';

/** The project's own tools first, as npm scripts see them. */
const localPath = [resolve('node_modules', '.bin'), process.env[pathKey] ?? ''].join(delimiter);

/**
 * On Windows the tools in node_modules/.bin and npm itself are .cmd files, which Node starts only
 * through a shell (the release workflow runs `npm test` there); elsewhere no shell is needed.
 */
const viaShell = process.platform === 'win32';

/**
 * The static checks and the builds: independent of each other, so they run side by side (see
 * `runChecks`). Vitest and Playwright come after them: the browser tests need every build, and
 * each of the two keeps both cores busy on its own.
 */
const PARALLEL_GROUPS: ReadonlySet<Group> = new Set(['typecheck', 'lint', 'security', 'build']);

interface Finished {
  readonly step: Step;
  readonly exitCode: number;
  readonly seconds: string;
}

function announce(step: Step): void {
  console.log(`\n\u25b6 ${step.name}: ${step.command.join(' ')}`);
}

/** Runs one step with its output on the terminal as it comes (builds, vitest, playwright). */
function runInline(step: Step): Finished {
  announce(step);
  const started = performance.now();
  const [bin, ...args] = step.command;
  const result = spawnSync(bin ?? '', args, {
    stdio: 'inherit',
    env: { ...process.env, [pathKey]: localPath, ...step.env },
    shell: viaShell,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return { step, exitCode: result.status ?? 1, seconds };
}

/** Runs one step with its output held back, printed whole when it ends (so checks don't interleave). */
function runBuffered(step: Step): Promise<Finished> {
  const started = performance.now();
  const [bin, ...args] = step.command;
  return new Promise((done) => {
    const child = spawn(bin ?? '', args, {
      env: { ...process.env, [pathKey]: localPath, ...step.env },
      shell: viaShell,
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (exitCode: number) => {
      announce(step);
      process.stdout.write(Buffer.concat(output));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      done({ step, exitCode, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/**
 * The static checks and builds, as many at once as the machine has cores (2 here): each is one
 * process that mostly keeps one core busy, so side by side they take about half the time. The
 * two builds of the renderer ran one after the other for 11.5 s, and with nothing beside them
 * used 1.2 cores of 2.
 */
async function runChecks(steps: readonly Step[]): Promise<Finished[]> {
  const queue = [...steps];
  const finished: Finished[] = [];
  const worker = async (): Promise<void> => {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      finished.push(await runBuffered(step));
    }
  };
  const lanes = Math.max(1, Math.min(availableParallelism(), steps.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  // The summary keeps the steps' own order, whichever ended first.
  return steps.flatMap((step) => finished.filter((each) => each.step === step));
}

async function run(): Promise<number> {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const only = selectedGroups(process.argv.slice(2));
  const total: Tally = { passed: 0, failed: 0, skipped: 0, notes: [] };
  const lines: string[] = [];
  let buildFailed = false;

  const record = ({ step, exitCode, seconds }: Finished): void => {
    const tally = step.tally?.(exitCode) ?? {
      passed: exitCode === 0 ? 1 : 0,
      failed: exitCode === 0 ? 0 : 1,
      skipped: 0,
      notes: [],
    };
    if (step.group === 'build' && exitCode !== 0) buildFailed = true;
    total.passed += tally.passed;
    total.failed += tally.failed;
    total.skipped += tally.skipped;
    total.notes.push(...tally.notes);
    const verdict = tally.failed > 0 ? 'FAIL' : 'ok  ';
    const counts = step.tally
      ? ` (${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped)`
      : '';
    lines.push(`${verdict}  ${step.name}${counts} in ${seconds}s`);
  };

  const selected = STEPS.filter((step) => only === null || only.has(step.group));
  const checks = selected.filter((step) => PARALLEL_GROUPS.has(step.group));
  for (const finished of await runChecks(checks)) record(finished);
  for (const step of selected.filter((each) => !PARALLEL_GROUPS.has(each.group))) {
    if (step.group === 'e2e' && buildFailed) {
      total.failed += 1;
      lines.push(`FAIL  ${step.name}: not run, the build failed`);
      continue;
    }
    record(runInline(step));
  }

  console.log('\nSummary');
  for (const line of lines) console.log(`  ${line}`);
  for (const note of total.notes) console.log(`  ${note}`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
  return total.failed > 0 ? 1 : 0;
}

process.exitCode = await run();
