/**
 * The README's "Balance checks in CI" recipe, run as written: its shell lines, in a throwaway game
 * repository that holds only its project file and the built CLI (`dist-cli/wellspring.cjs`, made
 * by `npm run build:cli` before the e2e run) copied as `tools/wellspring.cjs`: no node_modules, no
 * Wellspring checkout. A data commit that moves a curve past the threshold fails the check (exit
 * 3, with the CSV of what moved); a pure rename passes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { serializeProject } from '../../../shared/app/serialize';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bundle = path.join(repoRoot, 'dist-cli', 'wellspring.cjs');

/** The shell lines of the README's CI example. */
function readmeRecipe(): string {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Balance checks in CI'));
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  if (block?.[1] === undefined) throw new Error('README: no sh block under "Balance checks in CI"');
  return block[1];
}

/** The default project with one Willpower race changed. */
function withRace(id: string, change: Record<string, unknown>): string {
  const project: ProjectDocument = makeDefaultProject();
  const races = project.willpower.data.races.map((race) =>
    race.id === id ? { ...race, ...change } : race,
  );
  return serializeProject({
    ...project,
    willpower: { ...project.willpower, data: { ...project.willpower.data, races } },
  });
}

test.describe('The README’s balance check in CI', () => {
  let game: string;

  test.beforeEach(() => {
    test.skip(!existsSync(bundle), `skipped: no ${bundle} (npm run build:cli makes it)`);
    game = mkdtempSync(path.join(tmpdir(), 'wellspring-game-'));
    mkdirSync(path.join(game, 'tools'));
    copyFileSync(bundle, path.join(game, 'tools', 'wellspring.cjs'));
    writeFileSync(path.join(game, 'game.wellspring.json'), serializeProject(makeDefaultProject()));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@example.invalid', ...args], {
        cwd: game,
        stdio: 'pipe',
      });
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-qm', 'The balance as shipped');
    // What a CI checkout has: the main branch as origin/main.
    git('update-ref', 'refs/remotes/origin/main', 'HEAD');
  });

  test.afterEach(() => {
    if (game !== undefined) rmSync(game, { recursive: true, force: true });
  });

  function runRecipe(): { code: number | null; stderr: string } {
    const result = spawnSync('sh', ['-e', '-c', readmeRecipe()], { cwd: game, encoding: 'utf8' });
    return { code: result.status, stderr: result.stderr };
  }

  test('fails a data commit that moves a curve past --fail-over, and writes what moved', () => {
    writeFileSync(path.join(game, 'game.wellspring.json'), withRace('elf', { mana: 20 }));
    const { code, stderr } = runRecipe();
    expect(code).toBe(3);
    expect(stderr).toMatch(/^\d+ result cells? moved more than 2% \(first: willpower\/curves/);
    const csv = readFileSync(path.join(game, 'balance-diff.csv'), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'report,build,row,column,base,new,change,percent',
    );
    expect(csv).toContain('willpower/grid,,Elf / Wizard,max_mana_l1,18,35,17,94.44');
  });

  test('passes a commit that only renames a race', () => {
    writeFileSync(path.join(game, 'game.wellspring.json'), withRace('gnome', { name: 'Gnomish' }));
    const { code, stderr } = runRecipe();
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
