/**
 * What a ruleset written in formulas gets from its declarations alone: its measures (every formula
 * with a unit), what moves one most, and goal seek over the inputs with a declared range, each
 * worked out by hand for the elf wizard of the formula tests' tables.
 */
import { describe, expect, it } from 'vitest';
import {
  formulaFigure,
  formulaGoal,
  formulaMeasures,
  formulaSensitivity,
} from '../../../shared/analysis/formula-analyses';
import { checkFormulas } from '../../../shared/formula/check';
import { ELF_WIZARD, source } from '../formula/formula-fixtures';

const HP = `con_mod = floor((con - 10) / 2)
hp: hp = by level {
  1: class.hit_die + race.hp_bonus + con_mod,
  2..60: prev(hp) + floor(class.hit_die / 2) + con_mod
}
roll: hp = d6
`;

function ruleset(text = HP, con?: { min: number; max: number }) {
  const base = source(text);
  return checkFormulas({
    ...base,
    inputs: base.inputs.map((input) =>
      input.name === 'con' && con ? { ...input, ...con } : input,
    ),
  });
}

describe('analyses of a formula ruleset', () => {
  it('measures every formula with a unit, a roll by its mean', () => {
    const checked = ruleset();
    expect(formulaMeasures(checked).map((m) => [m.id, m.meaning])).toEqual([
      ['hp', 'hp in hp'],
      ['roll', 'roll in hp, the mean of its roll'],
    ]);
    // Con 14: +2; level 1: 6 + 2 + 2 = 10; each level 3 + 2: 55 at level 10.
    expect(formulaFigure(checked, ELF_WIZARD, 'hp', 10)).toBe(55);
    expect(formulaFigure(checked, ELF_WIZARD, 'roll', 1)).toBe(3.5);
  });

  it('ranks what moves a formula most: inputs and the numbers of the rows the build picked', () => {
    const result = formulaSensitivity(ruleset(), ELF_WIZARD, 'hp', 10);
    expect(result.base).toBe(55);
    expect(
      result.rows.map((row) => [row.name, row.down?.change ?? null, row.up?.change ?? null]),
    ).toEqual([
      // Con 13: +1, so 9 + 9 × 4 = 45; Con 15 keeps +2.
      ['con', -10, 0],
      // A d5 hit die: 9 + 9 × 4 = 45; a d7: 11 + 9 × 5 = 56.
      ['class wizard’s hit_die', -10, 1],
      ['race elf’s hp_bonus', -1, 1],
      ['resting', 0, 0],
      ['race elf’s mana', 0, 0],
      ['class wizard’s mana', 0, 0],
      // The items it holds (the ring and the amulet) off, and their numbers.
      ['item ring', 0, null],
      ['item amulet', 0, null],
      ['item ring’s mana', 0, 0],
      ['item amulet’s mana', 0, 0],
    ]);
  });

  it('seeks the nearest value of each input with a range that meets a goal', () => {
    const result = formulaGoal(
      ruleset(HP, { min: 3, max: 18 }),
      ELF_WIZARD,
      'hp',
      10,
      'at-least',
      60,
    );
    // Con 16 is +3: 11 + 9 × 6 = 65; Con 15 is still +2 (55).
    expect(result.rows.map((row) => [row.name, row.to, row.value, row.short])).toEqual([
      ['con', 16, 65, { score: 15, value: 55 }],
    ]);
    expect(formulaGoal(ruleset(), ELF_WIZARD, 'hp', 10, 'at-least', 60).rows).toEqual([]);
  });

  it('reads a formula that refuses as never, and refuses a name that is no measure', () => {
    const checked = ruleset('x: hp = 10 / (level - 5)\n');
    expect(formulaFigure(checked, ELF_WIZARD, 'x', 5)).toBeNull();
    expect(formulaFigure(checked, ELF_WIZARD, 'x', 7)).toBe(5);
    expect(() => formulaSensitivity(checked, ELF_WIZARD, 'nope', 1)).toThrow(
      'No formula with a unit is called “nope”.',
    );
  });
});
