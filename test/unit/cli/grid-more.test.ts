/**
 * `wellspring report quest/grid` and `mage2e/grid`: the flags a designer gives them, what they set
 * and what they refuse, read by the same readers as the other grids' (`shared/balance/cli.ts`).
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { questBudget } from '../../../shared/rulesets/quest/budget';
import { readCsv, run } from './cli-harness';

const project = makeDefaultProject();

describe('wellspring report quest/grid', () => {
  it('sets every caster’s Int with --stat Int=N, and reads each cell from its quest budget', async () => {
    const { code, stdout, stderr } = await run([
      ...['report', 'quest/grid', '--stat', 'Int=1', '--levels', '0,40'],
      ...['--measure', 'pool', '--measure', 'total-casts'],
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[0]).toEqual(['caster', 'pool_l0', 'pool_l40', 'total_casts_l0', 'total_casts_l40']);
    project.quest.builds.forEach((caster, i) => {
      const at = (vp: number) => questBudget(project.quest.data, { ...caster, int: 1, vp });
      expect(rows[i + 1]).toEqual([
        caster.name,
        ...[0, 40].map((vp) => String(at(vp).pool.value)),
        ...[0, 40].map((vp) => String(at(vp).totalCasts)),
      ]);
    });
  });

  it('adds the z-scores and outliers with --with-scores, as every grid does', async () => {
    const { code, stdout } = await run([
      ...['report', 'quest/grid', '--levels', '18', '--measure', 'pool'],
      ...['--with-scores', '--band', 'pool_l18=3..'],
    ]);
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[0]).toEqual(['caster', 'pool_l18', 'pool_l18_z', 'outliers']);
    // Borgron's 6 and the sorcerer's 2: one above the mean, one below, 1σ each; 2 is under 3.
    expect(rows.slice(1)).toEqual([
      ['Borgron', '6', '1', ''],
      ['Sorcerer from the underworld', '2', '-1', "mana pool at VP 18 is 2, below the band's 3"],
    ]);
  });

  it.each([
    [
      ['--build', 'Borgron'],
      '--build Borgron: quest/grid does not take --build; it takes --project',
    ],
    [['--race-stats'], '--race-stats: quest/grid does not take --race-stats; it takes --project'],
    [
      ['--levels', '1000'],
      '--levels 1000: "1000" is not a level: give whole numbers from 0 to 999, separated by commas (e.g. 1, 10, 30), or a range (0..999, or 0..999:5 for every fifth)',
    ],
    [['--stat', 'Wis=3'], '--stat Wis=3: unknown stat; choose one of Int, Potions'],
    [['--stat', 'Potions=100'], '--stat Potions=100: Potions must be a whole number from 0 to 99'],
    [
      ['--measure', 'max-mana'],
      '--measure max-mana: unknown measure; choose one of pool, quest-mana, total-casts, casting-limit',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'quest/grid', ...flags]);
    expect(stdout).toBe('');
    expect(stderr.trim().startsWith(message)).toBe(true);
    expect(code).toBe(2);
  });
});

describe('wellspring report mage2e/grid', () => {
  it('opens on every Gnosis, 1 to 10, with the odds of success and of Paradox', async () => {
    const { code, stdout } = await run(['report', 'mage2e/grid']);
    expect(code).toBe(0);
    const [header, ...rows] = readCsv(stdout);
    const gnosis = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(header).toEqual([
      'spell',
      ...gnosis.map((g) => `success_chance_l${g}`),
      ...gnosis.map((g) => `paradox_chance_l${g}`),
    ]);
    expect(rows.map((row) => row[0])).toEqual(project.mage2e.builds.map((cast) => cast.name));
  });

  it.each([
    [
      ['--levels', '11'],
      '--levels 11: "11" is not a level: give whole numbers from 1 to 10, separated by commas (e.g. 1, 10, 30), or a range (1..10, or 1..10:5 for every fifth)',
    ],
    [['--stat', 'Arcanum=0..5'], '--stat Arcanum=0..5: From must be a whole number from 1 to 5'],
    [['--stat', 'Gnosis=3'], '--stat Gnosis=3: unknown stat; choose one of Arcanum'],
    [['--ability', 'Fireball'], '--ability Fireball: mage2e/grid does not take --ability'],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'mage2e/grid', ...flags]);
    expect(stdout).toBe('');
    expect(stderr.trim().startsWith(message)).toBe(true);
    expect(code).toBe(2);
  });
});
