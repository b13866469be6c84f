/**
 * `custom/curves` and `custom/check` through the CLI: a custom ruleset of the project file, by
 * name or id, its builds, its checks failing CI with exit 3 (naming the rows and values), its
 * refused formulas as empty cells and a line on stderr, and the refusals of exit 2.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import type { CustomRuleset } from '../../../shared/rulesets/custom/schema';
import { helpText } from '../../../src-main/cli/help-text';
import {
  customProject,
  smallCustomRuleset,
  SMALL_RULESET_TEXT,
} from '../../fixtures/custom-ruleset';
import { readCsv, run } from './cli-harness';

function filesWith(rulesets: readonly CustomRuleset[] = [smallCustomRuleset()]) {
  return { 'game.json': JSON.stringify(customProject(rulesets)) };
}

function withText(text: string, base = smallCustomRuleset()): CustomRuleset {
  return { ...base, text };
}

/** The small ruleset with the orc's HP bonus set to `bonus`. */
function withOrcBonus(bonus: number): CustomRuleset {
  const ruleset = smallCustomRuleset();
  const [race, ...rest] = ruleset.tables;
  if (race === undefined) throw new Error('no race table');
  const rows = race.rows.map((row) =>
    row.id === 'orc' ? { ...row, values: { ...row.values, hp_bonus: bonus } } : row,
  );
  return { ...ruleset, tables: [{ ...race, rows }, ...rest] };
}

/**
 * hp_max at `level` by brute force, independent of the formula engine: every sequence of hit dice
 * rolled from level 2 up, each level adding max(1, roll + con_mod) to the first level's value.
 */
function bruteForceHp(start: number, hitDie: number, conMod: number, level: number) {
  let totals = [start];
  for (let l = 2; l <= level; l += 1) {
    totals = totals.flatMap((total) =>
      Array.from({ length: hitDie }, (_, i) => total + Math.max(1, i + 1 + conMod)),
    );
  }
  const sorted = [...totals].sort((a, b) => a - b);
  // The smallest value with at least q% of the rolls at or below it (as percentile() reads it).
  const at = (q: number) => sorted[Math.ceil((q / 100) * sorted.length - 1e-9) - 1] ?? sorted[0];
  const mean = totals.reduce((sum, x) => sum + x, 0) / totals.length;
  return [mean, at(5), at(50), at(95)].map(String);
}

describe('wellspring report custom/curves', () => {
  it('writes one row per level, one column per formula with a unit, dice as mean and p5/p50/p95', async () => {
    const result = await run(['report', 'custom/curves', '--project', 'game.json'], filesWith());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const [header, ...rows] = readCsv(result.stdout);
    // con_mod has no unit: not a column. hp_max rolls: its mean and three percentiles.
    expect(header).toEqual([
      'level',
      'hp_start',
      'hp_max',
      'hp_max_p5',
      'hp_max_p50',
      'hp_max_p95',
      'mana',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);
    // Elf wizard, Con 14 (modifier 2), a ring: start 6 + 2 + 2 = 10; mana 3 + 12 × level + 5.
    for (const [index, row] of rows.entries()) {
      const level = index + 1;
      expect(row[1]).toBe('10');
      expect(row.slice(2, 6)).toEqual(bruteForceHp(10, 6, 2, level));
      expect(row[6]).toBe(String(3 + 12 * level + 5));
    }
  });

  it('computes for the build --build names (by name, any case), its unset inputs at their initial values', async () => {
    const result = await run(
      ['report', 'custom/curves', '--project', 'game.json', '--build', 'orc FIGHTER'],
      filesWith(),
    );
    expect(result.code, result.stderr).toBe(0);
    const [, ...rows] = readCsv(result.stdout);
    // Orc fighter, Con 10 (the input's initial value, modifier 0), no item: 10 + 4 + 0.
    for (const [index, row] of rows.entries()) {
      expect(row.slice(1, 6)).toEqual(['14', ...bruteForceHp(14, 10, 0, index + 1)]);
      expect(row[6]).toBe('0');
    }
  });

  it('leaves a refused formula’s cells empty, says why on stderr, and computes the others', async () => {
    const text = `${smallCustomRuleset().text}broken: hp = hp_mx + 1\nratio: hp = 12 / (level - 3)\n`;
    const result = await run(
      ['report', 'custom/curves', '--project', 'game.json'],
      filesWith([withText(text)]),
    );
    expect(result.code, result.stderr).toBe(0);
    const [header, ...rows] = readCsv(result.stdout);
    expect(header?.slice(-2)).toEqual(['broken', 'ratio']);
    expect(rows.map((row) => row.at(-2))).toEqual(['', '', '', '', '']);
    // 12 / (level − 3): no value at level 3 only, never a 0 or a NaN.
    expect(rows.map((row) => row.at(-1))).toEqual(['-6', '-12', '', '12', '6']);
    expect(rows[1]?.slice(2, 6)).toEqual(bruteForceHp(10, 6, 2, 2));
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toMatch(
      /^Small game: line 11, column 14, in broken: Nothing is called “hp_mx”/,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Small game: broken has no value at 5 of 5 levels \(the first at level 1\)/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Small game: ratio has no value at 1 of 5 levels \(the first at level 3\): .*Its cells are empty\.$/,
      ),
    );
  });

  it('refuses more than 1,000,000 values (formulas × levels) before computing, naming them', async () => {
    const text = Array.from({ length: 101 }, (_, i) => `f${i}: hp = ${i}`).join('\n');
    const ruleset = { ...withText(text), axis: { name: 'level', first: 0, last: 10_000 } };
    const result = await run(
      ['report', 'custom/curves', '--project', 'game.json'],
      filesWith([ruleset]),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'Small game: 101 formulas over 10,001 levels would take 1,010,101 values; Wellspring computes at most 1,000,000: shorten the axis or give fewer formulas a unit.\n',
    );
  });
});

describe('wellspring report custom/check', () => {
  it('exits 0 when every check holds, one row each with its cases', async () => {
    const result = await run(['report', 'custom/check', '--project', 'game.json'], filesWith());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(readCsv(result.stdout)).toEqual([
      ['check', 'condition', 'outcome', 'cases', 'failures', 'failing'],
      // 2 races × 2 classes at level 1 only (hp_max@1 reads no other level).
      ['1', 'hp_max@1 >= 1 for every race, class', 'holds', '4', '0', ''],
      // mana reads the level: 4 pairs × 5 levels.
      ['2', 'mana >= 1 for every race, class', 'holds', '20', '0', ''],
    ]);
  });

  it('exits 3 when a check fails, naming the rows and the values, the CSV written all the same', async () => {
    // An orc's HP bonus of −15: a wizard starts at 6 − 15 + 2 = −7, a fighter at 10 − 15 + 2 = −3
    // (the build's Con 14 for the rows the check does not range over).
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json', '--ruleset', 'small'],
      filesWith([withOrcBonus(-15)]),
    );
    expect(result.code).toBe(3);
    const [, first, second] = readCsv(result.stdout);
    expect(first).toEqual([
      '1',
      'hp_max@1 >= 1 for every race, class',
      'fails',
      '4',
      '2',
      'For race orc, class wizard, it fails: hp_max@1 is -7. For race orc, class fighter, it fails: hp_max@1 is -3.',
    ]);
    expect(second?.[2]).toBe('holds');
    expect(result.stderr).toBe(
      'Small game: check 1 (hp_max@1 >= 1 for every race, class) fails: For race orc, class wizard, it fails: hp_max@1 is -7. (and 1 more)\n',
    );
  });

  it('fails at exactly the edge: hp_max@1 of 0 fails ">= 1", of 1 holds', async () => {
    // Orc wizard: 6 + bonus + 2 (Con 14). A bonus of −8 gives 0, of −7 gives 1.
    const failing = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withOrcBonus(-8)]),
    );
    expect(failing.code).toBe(3);
    expect(readCsv(failing.stdout)[1]?.[5]).toBe(
      'For race orc, class wizard, it fails: hp_max@1 is 0.',
    );
    const holding = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withOrcBonus(-7)]),
    );
    expect(holding.code, holding.stderr).toBe(0);
  });

  it('fails a rolled condition that does not hold in every roll, saying its share', async () => {
    const text = `${smallCustomRuleset().text}check hp_max@2 >= 14 for every race\n`;
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withText(text)]),
    );
    expect(result.code).toBe(3);
    // Elf wizard at level 2: 10 + max(1, d6 + 2), so 13 to 18: 14 or more in 5 of 6 rolls.
    const row = readCsv(result.stdout)[3];
    // Two cases (each race, the build's wizard); the orc wizard's 15 to 20 holds.
    expect(row?.slice(2, 5)).toEqual(['fails', '2', '1']);
    expect(row?.[5]).toMatch(
      /^For race elf, it fails \(it holds in 83\.33% of rolls\): hp_max@2 is a roll from 13 to 18 \(mean 15\.5\)\.$/,
    );
  });

  it('fails a check it cannot read (exit 3), never letting it vanish from the list', async () => {
    const text = `${smallCustomRuleset().text}check hp_max@1 >= for every race\n`;
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withText(text)]),
    );
    expect(result.code).toBe(3);
    const rows = readCsv(result.stdout);
    expect(rows).toHaveLength(4);
    expect(rows[3]?.slice(0, 5)).toEqual([
      '3',
      'hp_max@1 >= for every race',
      'unreadable',
      '0',
      '0',
    ]);
    expect(rows[3]?.[5]).toMatch(/^line 11, column 19: “f” cannot stand here/);
    expect(result.stderr).toMatch(
      /^Small game: check 3 \(hp_max@1 >= for every race\) cannot be read: line 11, column 19/,
    );
  });

  it('fails the checks past the language’s 1,000 statements, each saying it was not read', async () => {
    // The small ruleset's 6 statements, 994 formulas, then checks 1,001 and 1,002.
    const filler = Array.from({ length: 994 }, (_, i) => `f${i} = ${i}\n`).join('');
    const text = `${smallCustomRuleset().text}${filler}check mana >= 0\ncheck mana >= 1\n`;
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withText(text)]),
    );
    expect(result.code).toBe(3);
    const rows = readCsv(result.stdout).slice(1);
    expect(rows.map((row) => row[2])).toEqual(['holds', 'holds', 'unreadable', 'unreadable']);
    expect(rows[2]?.[5]).toMatch(/: At most 1000 formulas and checks are read\.$/);
    expect(rows[3]?.[5]).toMatch(
      /^line 1006, column 1: It is not read: the language reads at most 1,000 formulas and checks\.$/,
    );
  });

  it('fails a check reading a name that is not there as unreadable, with the nearest name (exit 3)', async () => {
    const text = `${smallCustomRuleset().text}check hp_mx@1 >= 1 for every race\n`;
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withText(text)]),
    );
    expect(result.code).toBe(3);
    const row = readCsv(result.stdout)[3];
    expect(row?.slice(2, 5)).toEqual(['unreadable', '0', '0']);
    expect(row?.[5]).toMatch(/Nothing is called “hp_mx”\. Did you mean hp_max\?/);
  });

  it('reads a check over a table that is not there as unreadable, at the table’s name (exit 3)', async () => {
    const text = `${smallCustomRuleset().text}check hp_max@1 >= 1 for every race, clas\n`;
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withText(text)]),
    );
    expect(result.code).toBe(3);
    const row = readCsv(result.stdout)[3];
    expect(row?.slice(2, 5)).toEqual(['unreadable', '0', '0']);
    const line = text.split('\n').length - 1;
    const column = 'check hp_max@1 >= 1 for every race, '.length + 1;
    expect(row?.[5]).toBe(
      `line ${line}, column ${column}: No table is called “clas”. Did you mean class?`,
    );
    expect(result.stderr).toContain('cannot be read');
  });

  it('says on stderr a problem of a formula no check reads, and exits 0 when the checks hold', async () => {
    const text = `${smallCustomRuleset().text}broken: hp = hp_mx + 1\n`;
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withText(text)]),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /^Small game: line 11, column 14, in broken: Nothing is called “hp_mx”/,
    );
  });
});

describe('the custom reports refuse what they cannot read (exit 2), listing what there is', () => {
  it('a project with no custom ruleset', async () => {
    const result = await run(['report', 'custom/check', '--project', 'game.json'], {
      'game.json': JSON.stringify(makeDefaultProject()),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'custom/check: the project has no custom ruleset (its "custom" section lists none); give --project a file with one\n',
    );
    expect((await run(['report', 'custom/curves'])).code).toBe(2);
  });

  it('an unknown --ruleset, and none given where there are two', async () => {
    const other = { ...smallCustomRuleset(), id: 'other', name: 'Other game' };
    const files = filesWith([smallCustomRuleset(), other]);
    const unknown = await run(
      ['report', 'custom/curves', '--project', 'game.json', '--ruleset', 'Big game'],
      files,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      '--ruleset "Big game": there is no custom ruleset of that name or id (there are: Small game, Other game)\n',
    );
    const none = await run(['report', 'custom/curves', '--project', 'game.json'], files);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      'custom/curves: the project has 2 custom rulesets; name one with --ruleset (Small game, Other game)\n',
    );
    const byId = await run(
      ['report', 'custom/curves', '--project', 'game.json', '--ruleset', 'other'],
      files,
    );
    expect(byId.code, byId.stderr).toBe(0);
  });

  it('an unknown --build', async () => {
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json', '--build', 'Tathren'],
      filesWith(),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      '--build Tathren: Small game has no build of that name or id (there are: Elf wizard, Orc fighter)\n',
    );
  });
});

describe('a studio’s own project', () => {
  it('needs no Willpower build for the custom reports (the built-in reports still do)', async () => {
    const project = customProject();
    const files = {
      'game.json': JSON.stringify({ ...project, willpower: { ...project.willpower, builds: [] } }),
    };
    const check = await run(['report', 'custom/check', '--project', 'game.json'], files);
    expect(check.code, check.stderr).toBe(0);
    const curves = await run(['report', 'willpower/curves', '--project', 'game.json'], files);
    expect(curves.code).toBe(2);
    expect(curves.stderr).toBe('--project game.json: has no willpower builds\n');
  });
});

describe('wellspring --help', () => {
  it('documents every column of the custom reports, and exit 3', () => {
    const help = helpText();
    for (const column of ['FORMULA_p5', 'FORMULA_p95', 'outcome', 'failing', 'cases']) {
      expect(help).toContain(column);
    }
    expect(help).toMatch(/custom\/curves\s+a custom ruleset's formulas with a unit/);
    expect(help).toMatch(/--ruleset NAME/);
    expect(help).toMatch(/custom\/check: a\s+check of the ruleset does not hold/);
  });
});

describe('custom/check holds all its checks to one bound on cases', () => {
  /** The small ruleset over levels 1–1,000 with `extra` more checks of mana (4,000 cases each). */
  function withChecks(extra: number): CustomRuleset {
    const base = smallCustomRuleset();
    const text = `${base.text.replace('2..5', '2..1000')}${'check mana >= 0 for every race, class\n'.repeat(extra)}`;
    return { ...base, text, axis: { name: 'level', first: 1, last: 1000 } };
  }

  it('refuses checks that together would run more than 20,000 cases, before running any', async () => {
    // 4 cases of hp_max@1, then 4,000 (2 races × 2 classes × 1,000 levels) for each mana check.
    const result = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withChecks(4)]),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'Small game: 6 checks would take 20,004 cases (rows × levels); Wellspring computes at most 20,000: check fewer rows or levels, or split the checks between rulesets.\n',
    );
    const under = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withChecks(3)]),
    );
    expect(under.code, under.stderr).toBe(0);
    expect(
      readCsv(under.stdout)
        .slice(1)
        .reduce((n, row) => n + Number(row[3]), 0),
    ).toBe(16_004);
  });
});

describe('wellspring report custom/sensitivity, custom/goal and custom/explain', () => {
  it('ranks what moves a formula most: the elf wizard’s mana at level 3 (3 + 12 × 3 + 5 = 44)', async () => {
    const result = await run(
      [
        'report',
        'custom/sensitivity',
        '--project',
        'game.json',
        '--measure',
        'mana',
        '--level',
        '3',
      ],
      filesWith(),
    );
    expect(result.code, result.stderr).toBe(0);
    const [header, ...rows] = readCsv(result.stdout);
    expect(header?.slice(0, 3)).toEqual(['input', 'kind', 'realistic_step']);
    // The ring's 5 mana off; the class's mana counts three times at level 3; the amulet's 2 on;
    // the race's and the ring's own number once; the rest not at all.
    expect(rows.map((row) => [row[0], row[1], row[5], row[8]])).toEqual([
      ['item ring', 'item', '-5', ''],
      ['class wizard’s mana', 'class column', '-3', '3'],
      ['item amulet', 'item', '', '2'],
      ['race elf’s mana', 'race column', '-1', '1'],
      ['item ring’s mana', 'item column', '-1', '1'],
      ['con', 'input', '0', '0'],
      ['race elf’s hp_bonus', 'race column', '0', '0'],
      ['class wizard’s hit_die', 'class column', '0', '0'],
    ]);
    // An item is put on or taken off, not moved by a point.
    expect(rows.find((row) => row[0] === 'item ring')?.slice(2, 4)).toEqual([
      'on or off',
      'on → off',
    ]);
  });

  it('seeks the nearest value of a ranged input that meets a goal', async () => {
    const ruleset = smallCustomRuleset();
    const ranged = {
      ...ruleset,
      inputs: [{ name: 'con', unit: null, initial: 10, min: 3, max: 18 }],
    };
    const result = await run(
      [
        'report',
        'custom/goal',
        '--project',
        'game.json',
        '--measure',
        'hp_start',
        '--at-least',
        '12',
      ],
      filesWith([ranged]),
    );
    expect(result.code, result.stderr).toBe(0);
    // hp_start = 6 + 2 + the Con modifier: Con 14 is +2 (10); +4 needs Con 18; Con 17 is +3 (11).
    const [, row] = readCsv(result.stdout);
    expect(row).toEqual(['con', '14', '18', '4', '12', '17', '11']);
  });

  it('takes a formula apart at a level: its parts, a roll’s spread, the piece taken', async () => {
    const result = await run(
      ['report', 'custom/explain', '--project', 'game.json', '--measure', 'hp_max', '--level', '3'],
      filesWith(),
    );
    expect(result.code, result.stderr).toBe(0);
    const [header, top, ...parts] = readCsv(result.stdout);
    expect(header).toEqual(['depth', 'part', 'value', 'low', 'p5', 'p50', 'p95', 'high', 'note']);
    // 10 at level 1, then d6 + 2 a level: 21 on average at level 3, from 16 to 26.
    expect(top).toEqual([
      '0',
      'hp_max',
      '21',
      '16',
      '17',
      '21',
      '25',
      '26',
      'the piece for levels 2–5',
    ]);
    expect(parts.map((row) => [row[0], row[1], row[2]])).toContainEqual([
      '1',
      'prev(hp_max)',
      '15.5',
    ]);
  });

  it('writes a roll’s mean as every custom report does, without float noise', async () => {
    const text = `${SMALL_RULESET_TEXT}heavy: hp = 50d100 + hp_start\n`;
    const result = await run(
      ['report', 'custom/explain', '--project', 'game.json', '--measure', 'heavy'],
      filesWith([withText(text)]),
    );
    expect(result.code, result.stderr).toBe(0);
    const rows = readCsv(result.stdout).slice(1);
    // 50 × 50.5 = 2525 exactly, and the elf wizard's start, 6 + 2 + 2 = 10.
    expect(rows.slice(0, 3).map((row) => [row[1], row[2]])).toEqual([
      ['heavy', '2535'],
      ['50d100', '2525'],
      ['hp_start', '10'],
    ]);
  });

  it('says why a formula the checks refused cannot be asked for: its problem, or the one it waits on', async () => {
    const text = `${SMALL_RULESET_TEXT.replace(/check .*\n/g, '')}gain: hp = hp_strt + 1\nmore: hp = gain * 2\n`;
    const refused = await run(
      ['report', 'custom/explain', '--project', 'game.json', '--measure', 'gain'],
      filesWith([withText(text)]),
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      '--measure gain: gain is refused: line 9, column 12, in gain: Nothing is called “hp_strt”. Did you mean hp_start?\n',
    );
    const waits = await run(
      ['report', 'custom/sensitivity', '--project', 'game.json', '--measure', 'more'],
      filesWith([withText(text)]),
    );
    expect(waits.code).toBe(2);
    expect(waits.stderr).toBe(
      '--measure more: more waits on gain, which is refused: line 9, column 12, in gain: Nothing is called “hp_strt”. Did you mean hp_start?\n',
    );
  });

  it('says why a goal has no row, and that a ruleset without checks ran none', async () => {
    const goal = await run(
      ['report', 'custom/goal', '--project', 'game.json', '--measure', 'mana', '--at-least', '50'],
      filesWith(),
    );
    expect(goal.code, goal.stderr).toBe(0);
    expect(readCsv(goal.stdout)).toHaveLength(1);
    expect(goal.stderr).toContain(
      'No input of this ruleset has a declared range, so goal seek has nothing to move',
    );
    const none = await run(
      ['report', 'custom/check', '--project', 'game.json'],
      filesWith([withText(SMALL_RULESET_TEXT.replace(/check .*\n/g, ''))]),
    );
    expect(none.code, none.stderr).toBe(0);
    expect(none.stderr).toBe(
      'Small game: the ruleset has no check, so none ran (write one as check hp_max@1 >= 1 for every race, class).\n',
    );
  });

  it('refuses a measure that is not a formula with a unit, and a level off the axis (exit 2)', async () => {
    const nope = await run(
      ['report', 'custom/explain', '--project', 'game.json', '--measure', 'con_mod'],
      filesWith(),
    );
    expect(nope.code).toBe(2);
    expect(nope.stderr).toContain(
      'no formula with a unit is called that; choose one of hp_start, hp_max, mana',
    );
    const far = await run(
      ['report', 'custom/sensitivity', '--project', 'game.json', '--level', '9'],
      filesWith(),
    );
    expect(far.code).toBe(2);
    expect(far.stderr).toContain('--level 9: give a whole level from 1 to 5');
  });
});

describe('wellspring report custom/grid', () => {
  const grid = (args: readonly string[], rulesets?: readonly CustomRuleset[]) =>
    run(['report', 'custom/grid', '--project', 'game.json', ...args], filesWith(rulesets));

  it('crosses every race with every class, each measure at the usual levels the axis has', async () => {
    const result = await grid([]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const [header, ...rows] = readCsv(result.stdout);
    // Levels 1–5: of 1, 10, 30 and 60 only 1, and the axis's last. hp_start reads no level: one
    // column, at the first level.
    expect(header).toEqual([
      'race',
      'class',
      'hp_start_l1',
      'hp_max_l1',
      'hp_max_l5',
      'mana_l1',
      'mana_l5',
    ]);
    // Every row keeps the first build's Con 14 (modifier +2) and its ring (+5 mana).
    const races = { elf: { hp: 2, mana: 3 }, orc: { hp: 4, mana: 0 } };
    const classes = { wizard: { die: 6, mana: 12 }, fighter: { die: 10, mana: 0 } };
    const expected = Object.entries(races).flatMap(([race, r]) =>
      Object.entries(classes).map(([klass, c]) => {
        const start = c.die + r.hp + 2;
        const mana = (level: number) => r.mana + c.mana * level + 5;
        const [meanAt5] = bruteForceHp(start, c.die, 2, 5);
        return [race, klass, start, start, meanAt5, mana(1), mana(5)].map(String);
      }),
    );
    expect(rows).toEqual(expected);
  });

  it('crosses only the tables --over names, takes --measure and --levels, and adds scores', async () => {
    const result = await grid([
      '--over',
      'CLASS',
      '--measure',
      'mana',
      '--levels',
      '2..4',
      '--with-scores',
    ]);
    expect(result.code, result.stderr).toBe(0);
    const [header, ...rows] = readCsv(result.stdout);
    expect(header).toEqual([
      'class',
      'mana_l2',
      'mana_l3',
      'mana_l4',
      'mana_l2_z',
      'mana_l3_z',
      'mana_l4_z',
      'outliers',
    ]);
    // The elf of the build: 3 + 12 × level + 5 for the wizard, 3 + 5 for the fighter; two rows
    // one standard deviation either side of their mean.
    expect(rows).toEqual([
      ['wizard', '32', '44', '56', '1', '1', '1', ''],
      ['fighter', '8', '8', '8', '-1', '-1', '-1', ''],
    ]);
  });

  it('says an outlier’s value as its column holds them: whole numbers as such, others to a hundredth', async () => {
    const result = await grid([
      ...['--over', 'class', '--measure', 'mana', '--measure', 'hp_max', '--levels', '2'],
      ...['--with-scores', '--flag-at', '0.5'],
    ]);
    expect(result.code, result.stderr).toBe(0);
    // The elf wizard's mana 3 + 24 + 5; its HP 10 + a d6 + 2 on average, 15.5.
    expect(readCsv(result.stdout)[1]).toEqual([
      'wizard',
      '32',
      '15.5',
      '1',
      '-1',
      'mana at level 2 is 1.0σ above the roster (32); hp_max at level 2 is 1.0σ below the roster (15.50)',
    ]);
  });

  it('writes never where a formula refuses, says why once on stderr, and computes the rest', async () => {
    // ratio divides by 0 where twice the level is the class's hit die (the wizard's 6 at level 3,
    // the fighter's 10 at level 5);
    // broken names a formula that is not there, so the checks refuse it outright.
    const text =
      `${SMALL_RULESET_TEXT.replace(/check .*\n/g, '')}` +
      'ratio: hp = 60 / (class.hit_die - 2 * level)\nbroken: hp = hp_mx + 1\n';
    const result = await grid(
      ['--measure', 'ratio', '--measure', 'broken', '--measure', 'hp_start', '--levels', '3,5'],
      [withText(text)],
    );
    expect(result.code, result.stderr).toBe(0);
    const [header, ...rows] = readCsv(result.stdout);
    expect(header).toEqual([
      'race',
      'class',
      'ratio_l3',
      'ratio_l5',
      'broken_l3',
      'broken_l5',
      'hp_start_l3',
    ]);
    expect(rows).toEqual([
      ['elf', 'wizard', 'never', '-15', 'never', 'never', '10'],
      ['elf', 'fighter', '15', 'never', 'never', 'never', '14'],
      ['orc', 'wizard', 'never', '-15', 'never', 'never', '12'],
      ['orc', 'fighter', '15', 'never', 'never', 'never', '16'],
    ]);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^Small game: line \d+, column \d+, in broken: .*hp_mx.*Did you mean hp_max\?/,
      ),
      expect.stringMatching(
        /^Small game: ratio has no value in 4 of 8 cells \(the first: elf wizard at level 3\): Division by 0 in ratio at level 3 \(line 9, column 19\)\. Those cells read never\.$/,
      ),
      expect.stringMatching(/^Small game: broken has no value in 8 of 8 cells /),
    ]);
  });

  it('keeps the rows where --where’s formula is not 0, and leaves out a row it cannot judge', async () => {
    // kept: 1 for the wizard, 0 for the fighter; odd divides by the race's bonus less 2 (the elf's
    // 2: a row it cannot judge).
    const text =
      `${SMALL_RULESET_TEXT.replace(/check .*\n/g, '')}` +
      'kept = class.hit_die < 8\nodd = 1 / (race.hp_bonus - 2) * level\n';
    const wizards = await grid(
      ['--where', 'kept', '--measure', 'mana', '--levels', '1'],
      [withText(text)],
    );
    expect(wizards.code, wizards.stderr).toBe(0);
    expect(readCsv(wizards.stdout)).toEqual([
      ['race', 'class', 'mana_l1'],
      ['elf', 'wizard', '20'],
      ['orc', 'wizard', '17'],
    ]);
    const judged = await grid(
      ['--where', 'odd', '--measure', 'mana', '--levels', '1'],
      [withText(text)],
    );
    expect(judged.code, judged.stderr).toBe(0);
    expect(readCsv(judged.stdout).map((row) => row.slice(0, 2))).toEqual([
      ['race', 'class'],
      ['orc', 'wizard'],
      ['orc', 'fighter'],
    ]);
    const broken = await grid(['--where', 'broken'], [withText(`${text}broken = hp_mx\n`)]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(
      /^--where broken: broken is refused: line 1\d, column \d+, in broken: Nothing is called “hp_mx”\. Did you mean hp_max\? It cannot choose rows\.\n$/,
    );
    expect(judged.stderr).toMatch(
      /^Small game: odd cannot be computed for elf wizard: Division by 0 in odd at level 1 \(line 10, column 12\)\. Rows it cannot judge are left out\.\n$/,
    );
  });

  it('is the build alone when the ruleset has no table a build picks one row of', async () => {
    const base = smallCustomRuleset();
    const ruleset = {
      ...base,
      text: 'hp: hp = 10 + con * level\n',
      tables: [],
      builds: [{ id: 'solo', name: 'Solo', rows: {}, inputs: { con: 3 } }],
    };
    const result = await grid(['--levels', '1,5'], [ruleset]);
    expect(result.code, result.stderr).toBe(0);
    expect(readCsv(result.stdout)).toEqual([
      ['build', 'hp_l1', 'hp_l5'],
      ['Solo', '13', '25'],
    ]);
  });

  it.each([
    [
      ['--measure', 'con_mod'],
      '--measure con_mod: no formula with a unit is called that; choose one of hp_start, hp_max, mana',
    ],
    [['--measure', 'mana', '--measure', 'MANA'], '--measure MANA: mana is given more than once'],
    [
      ['--over', 'item'],
      '--over item: no table a build picks one row of is called that; choose one of race, class',
    ],
    [['--levels', '0,3'], '--levels 0,3: "0" is not a level'],
    [['--levels', '1..9'], '--levels 1..9: "1..9" is not a range of levels'],
    [
      ['--flag-at', '3'],
      '--flag-at 3: it sets the outliers column of --with-scores; give --with-scores too',
    ],
  ])('refuses %j in one line naming the flag (exit 2)', async (args, message) => {
    const result = await grid(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });

  it('refuses a grid past its values before computing any (exit 2)', async () => {
    const base = smallCustomRuleset();
    const [race, ...rest] = base.tables;
    if (race === undefined) throw new Error('no race table');
    const many = {
      ...race,
      rows: Array.from({ length: 1_000 }, (_, i) => ({
        // The builds pick the elf and the orc: keep them.
        id: ['elf', 'orc'][i] ?? `r${i}`,
        values: { hp_bonus: 1, mana: 1 },
      })),
    };
    const long = {
      ...base,
      text: SMALL_RULESET_TEXT.replace('2..5', '2..600'),
      tables: [many, ...rest],
      axis: { name: 'level', first: 1, last: 600 },
    };
    const started = performance.now();
    const result = await grid(['--levels', '1,600'], [long]);
    expect(result.code).toBe(2);
    // 2,000 rows × 600 levels × 4 formulas: past 1,000,000 values, refused before any.
    expect(result.stderr).toMatch(/a grid of 2,000 rows to level 600.*1,000,000/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
