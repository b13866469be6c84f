/**
 * Two builds of a custom ruleset side by side (`custom/side-by-side`, the screen's card): every
 * formula with a unit for A, for B and B − A at each level, checked against the small ruleset's
 * figures worked out by hand, and the CLI's report the same table, its build B chosen as the card
 * chooses it and refused in words where there is none.
 */
import { describe, expect, it } from 'vitest';
import { customSideBySideOf } from '../../../../shared/rulesets/custom/engine';
import { customProject, smallCustomRuleset } from '../../../fixtures/custom-ruleset';
import { asCsvCells, readCsv, run } from '../../cli/cli-harness';

const ruleset = smallCustomRuleset();
const levels = [1, 2, 3, 4, 5];
const files = { 'game.json': JSON.stringify(customProject([ruleset])) };

describe('two builds of a custom ruleset side by side', () => {
  it('sets every formula with a unit of B beside A, and B − A, level by level', () => {
    const answer = customSideBySideOf({ ruleset, a: 'elf-wizard', b: 'orc-fighter' });
    expect(answer.levels).toEqual(levels);
    expect(answer.formulas.map((formula) => formula.name)).toEqual(['hp_start', 'hp_max', 'mana']);
    // mana = race.mana + class.mana × level + the ring's 5: the elf wizard's 3 + 12L + 5, the orc
    // fighter's 0. hp_start = hit die + race bonus + Con mod: 6 + 2 + 2 against 10 + 4 + 0.
    const mana = answer.formulas.find((formula) => formula.name === 'mana');
    expect(mana?.a).toEqual(levels.map((level) => 8 + 12 * level));
    expect(mana?.b).toEqual(levels.map(() => 0));
    const { table } = answer;
    expect(table.columns).toEqual([
      'level',
      'a_elf_wizard_hp_start',
      'b_orc_fighter_hp_start',
      'change_hp_start',
      'a_elf_wizard_hp_max',
      'b_orc_fighter_hp_max',
      'change_hp_max',
      'a_elf_wizard_mana',
      'b_orc_fighter_mana',
      'change_mana',
    ]);
    expect(table.rows.map((row) => row[0])).toEqual(levels);
    expect(table.rows.map((row) => row.slice(1, 4))).toEqual(levels.map(() => [10, 14, 4]));
    expect(table.rows.map((row) => row[9])).toEqual(levels.map((level) => -(8 + 12 * level)));
    // hp_max rolls: each cell its exact mean, the change their difference, with no float noise.
    for (const row of table.rows) {
      const [a, b, change] = row.slice(4, 7) as number[];
      expect(change).toBe(Number(((b ?? 0) - (a ?? 0)).toPrecision(12)));
    }
  });

  it('starts its rows at the axis’s first level and names its first column after the axis', () => {
    const zero = {
      ...ruleset,
      axis: { name: 'tier', first: 0, last: 3 },
      text: 'gold: mp = 5 * tier + race.mana\n',
    };
    const { table, levels } = customSideBySideOf({
      ruleset: zero,
      a: 'elf-wizard',
      b: 'orc-fighter',
    });
    expect(levels).toEqual([0, 1, 2, 3]);
    expect(table.columns).toEqual([
      'tier',
      'a_elf_wizard_gold',
      'b_orc_fighter_gold',
      'change_gold',
    ]);
    // Elf mana 3, orc 0: 5 × tier + 3 against 5 × tier.
    expect(table.rows).toEqual([0, 1, 2, 3].map((tier) => [tier, 5 * tier + 3, 5 * tier, -3]));
  });

  it('is the CLI’s report byte for byte, build B the one after A unless --versus names it', async () => {
    const cli = await run(['report', 'custom/side-by-side', '--project', 'game.json'], files);
    expect(cli).toMatchObject({ code: 0, stderr: '' });
    const answer = customSideBySideOf({ ruleset, a: 'elf-wizard', b: 'orc-fighter' });
    expect(readCsv(cli.stdout)).toEqual(asCsvCells(answer.table));
    // From the last build, B wraps to the first.
    const fromOrc = await run(
      ['report', 'custom/side-by-side', '--project', 'game.json', '--build', 'Orc fighter'],
      files,
    );
    expect(readCsv(fromOrc.stdout)[0]?.[1]).toBe('a_orc_fighter_hp_start');
    expect(readCsv(fromOrc.stdout)[0]?.[2]).toBe('b_elf_wizard_hp_start');
    const named = await run(
      ['report', 'custom/side-by-side', '--project', 'game.json', '--versus', 'orc-fighter'],
      files,
    );
    expect(named.stdout).toBe(cli.stdout);
  });

  it('refuses build B the same as A, one it does not have, and a ruleset of one build', async () => {
    const refused = async (args: readonly string[], project = files) =>
      run(['report', 'custom/side-by-side', '--project', 'game.json', ...args], project);
    expect(await refused(['--versus', 'Elf wizard'])).toMatchObject({
      code: 2,
      stderr:
        '--versus "Elf wizard": build B is build A (Elf wizard); name another with --versus\n',
    });
    expect(await refused(['--versus', 'Gnome'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^--versus Gnome: Small game has no build of that name or id/),
    });
    const alone = {
      'game.json': JSON.stringify(
        customProject([{ ...ruleset, builds: ruleset.builds.slice(0, 1) }]),
      ),
    };
    expect(await refused([], alone)).toMatchObject({
      code: 2,
      stderr:
        'custom/side-by-side: Small game has one build; add another to set two side by side\n',
    });
  });
});
