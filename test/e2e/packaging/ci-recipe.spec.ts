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
import { customProject, smallCustomRuleset } from '../../fixtures/custom-ruleset';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bundle = path.join(repoRoot, 'dist-cli', 'wellspring.cjs');

/**
 * The shell lines of the README's CI examples: the first (`diff`), or the `which`th of its section
 * (the second: `custom/check`).
 */
function readmeRecipe(which = 0): string {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('## Balance checks in CI');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const block = [...section.matchAll(/```sh\n([\s\S]*?)```/g)][which];
  if (block?.[1] === undefined) {
    throw new Error(`README: no sh block ${which + 1} under "Balance checks in CI"`);
  }
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

/** A throwaway game folder holding the CLI as shipped, in tools/, as the README's recipe has it. */
function gameWithCli(): string {
  const game = mkdtempSync(path.join(tmpdir(), 'wellspring-game-'));
  mkdirSync(path.join(game, 'tools'));
  copyFileSync(bundle, path.join(game, 'tools', 'wellspring.cjs'));
  return game;
}

test.describe('The README’s balance check in CI', () => {
  let game: string;

  test.beforeEach(() => {
    test.skip(!existsSync(bundle), `skipped: no ${bundle} (npm run build:cli makes it)`);
    game = gameWithCli();
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

/** The small custom ruleset of the fixtures, named as the README's recipe names it. */
function customGame(orcHpBonus: number): string {
  const ruleset = smallCustomRuleset();
  const tables = ruleset.tables.map((table) =>
    table.name !== 'race'
      ? table
      : {
          ...table,
          rows: table.rows.map((row) =>
            row.id === 'orc' ? { ...row, values: { ...row.values, hp_bonus: orcHpBonus } } : row,
          ),
        },
  );
  return serializeProject(customProject([{ ...ruleset, name: 'My game', tables }]));
}

test.describe('The README’s custom/check in CI', () => {
  let game: string;

  test.beforeEach(() => {
    test.skip(!existsSync(bundle), `skipped: no ${bundle} (npm run build:cli makes it)`);
    game = gameWithCli();
  });

  test.afterEach(() => {
    if (game !== undefined) rmSync(game, { recursive: true, force: true });
  });

  function runCheck(): { code: number | null; stderr: string; csv: string } {
    const result = spawnSync('sh', ['-e', '-c', readmeRecipe(1)], { cwd: game, encoding: 'utf8' });
    const out = path.join(game, 'checks.csv');
    const csv = existsSync(out) ? readFileSync(out, 'utf8') : '';
    return { code: result.status, stderr: result.stderr, csv };
  }

  test('passes when every check holds', () => {
    writeFileSync(path.join(game, 'game.wellspring.json'), customGame(4));
    const { code, stderr, csv } = runCheck();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(csv).toContain('1,"hp_max@1 >= 1 for every race, class",holds,4,0,');
  });

  test('fails when a check does not hold (exit 3), naming the row and the value', () => {
    // An orc's HP bonus of −15: an orc wizard starts at 6 − 15 + 2 = −7 HP.
    writeFileSync(path.join(game, 'game.wellspring.json'), customGame(-15));
    const { code, stderr, csv } = runCheck();
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /^My game: check 1 \(hp_max@1 >= 1 for every race, class\) fails: For race orc, class wizard, it fails: hp_max@1 is -7\./,
    );
    expect(csv).toContain(',fails,4,2,');
  });
});
