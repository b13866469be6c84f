/**
 * `npm run bench`: prints figures beside their budgets, asserts nothing. Builds the renderer first
 * so the browser figures are for the code as it stands.
 *
 *   npm run bench                          engine figures, then the live loop in Chromium
 *   npm run bench -- --before <ref|dir>    the live loop also on another build (a git ref, built
 *                                          in a temporary worktree, or a built renderer folder),
 *                                          interleaved, with the before→after ratio
 *   npm run bench -- --only <regex>        only the screens whose label matches (e.g. Willpower)
 *   npm run bench -- --parts <list>        default, 10x, 200, cold (comma-separated; all by default)
 *   npm run bench -- --edits <n>           edits per screen on the default project (60; 30 on the
 *                                          larger projects)
 *   npm run bench -- --browser-only        skip the engine figures
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchCompare } from './compare';
import { benchDice } from './dice';
import { benchEndurance } from './endurance';
import { benchFormulas } from './formulas';
import { benchEngineCurve, benchWillpowerRecompute } from './engine-curve';
import {
  benchBalanceGrids,
  benchEditRecompute,
  benchFullRecompute,
  benchWillpowerSweep,
} from './engine-budgets';
import { benchLiveLoop, type BenchTarget } from './live-loop';
import { benchNethack } from './nethack';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    only: { type: 'string' },
    parts: { type: 'string' },
    edits: { type: 'string' },
    'browser-only': { type: 'boolean' },
  },
});

function run(command: string, args: readonly string[], cwd?: string): void {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A built renderer for `--before`: a folder as it is, or a git ref built in a worktree. */
function buildBefore(refOrDir: string, cleanups: (() => void)[]): BenchTarget {
  if (existsSync(join(refOrDir, 'index.html')))
    return { name: 'before', outDir: resolve(refOrDir) };
  const tree = mkdtempSync(join(tmpdir(), 'wellspring-before-'));
  run('git', ['worktree', 'add', '--detach', tree, refOrDir]);
  cleanups.push(() => {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'inherit' });
    rmSync(tree, { recursive: true, force: true });
  });
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
  const outDir = join(tree, 'dist', 'renderer');
  run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn', '--outDir', outDir], tree);
  return { name: `before (${refOrDir})`, outDir };
}

run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn']);

if (!values['browser-only']) {
  console.log(benchFullRecompute());
  console.log(benchEditRecompute());
  console.log(benchWillpowerSweep());
  console.log(benchBalanceGrids());
  console.log(benchEngineCurve());
  console.log(benchWillpowerRecompute());
  console.log(benchNethack());
  console.log(benchCompare());
  console.log(benchDice());
  console.log(benchEndurance());
  console.log(benchFormulas());
}

const cleanups: (() => void)[] = [];
try {
  const targets: BenchTarget[] = [];
  if (values.before !== undefined) targets.push(buildBefore(values.before, cleanups));
  targets.push({
    name: values.before === undefined ? 'this build' : 'after',
    outDir: resolve('dist/renderer'),
  });
  const edits = Number(values.edits ?? 60);
  console.log(
    await benchLiveLoop({
      targets,
      edits,
      scaledEdits: Math.max(5, Math.round(edits / 2)),
      coldStarts: 7,
      ...(values.parts === undefined ? {} : { parts: new Set(values.parts.split(',')) }),
      ...(values.only === undefined ? {} : { only: new RegExp(values.only, 'i') }),
    }),
  );
} finally {
  for (const cleanup of cleanups) cleanup();
}
