/**
 * A formula that reads no level (a modifier, a bonus, a chance) is computed once per build and
 * read at every level (`levelFreeFormulas` in evaluate.ts). Held here against an evaluation made
 * afresh for each single value: whatever order the values are asked in, with levels off the axis
 * among them, every answer (a value, or a refusal and its words) is the fresh one's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormulaEvaluation, FormulaRefusal } from '../../../shared/formula/evaluate';
import { expectation, pairsOf } from '../../../shared/formula/outcomes';
import type { FormulaBuild } from '../../../shared/formula/source';
import { checked } from './formula-fixtures';

const TEXT = `con_mod = floor((con - 10) / 2)
bonus: hp = race.hp_bonus + con_mod
ratio = 12 / (con - 14)
grows: hp = bonus * level
stepped: hp = by level { 1..9: bonus, 10..60: bonus + 5 }
total: hp = by level { 1: bonus, 2..60: prev(total) + stepped }
at_ten: hp = grows@10 + bonus
chance = P(d6 + con_mod >= 5)
both = chance * 10 + con_mod + ratio
far = 12 / (level - 51)
`;

const RULESET = checked(TEXT);
const NAMES = [...RULESET.formulas.keys()];

/** A value or a refusal's words, as a designer would see either. */
function answer(run: FormulaEvaluation, name: string, level: number): string | number {
  try {
    const value = run.value(name, level);
    if (typeof value !== 'number') throw new Error(`${name} rolled`);
    return value;
  } catch (error) {
    if (error instanceof FormulaRefusal) return `refused: ${error.message}`;
    throw error;
  }
}

describe('level-free formulas', () => {
  it('are what a fresh evaluation gives, in any order, off the axis too', () => {
    expect(RULESET.problems).toEqual([]);
    const asks = NAMES.flatMap((name) =>
      [0, 1, 2, 9, 10, 11, 30, 60, 61].map((level) => ({ name, level })),
    );
    fc.assert(
      fc.property(
        fc.shuffledSubarray(asks, { minLength: asks.length, maxLength: asks.length }),
        fc.integer({ min: 3, max: 18 }),
        fc.constantFrom('elf', 'orc'),
        (order, con, race) => {
          const build: FormulaBuild = { rows: { race, class: 'wizard' }, inputs: { con } };
          const run = new FormulaEvaluation(RULESET, build);
          for (const { name, level } of order) {
            const fresh = answer(new FormulaEvaluation(RULESET, build), name, level);
            expect(answer(run, name, level), `${name} at ${level}, Con ${con}, ${race}`).toEqual(
              fresh,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers a value asked past the warm-up’s step in its own words, not a lower level’s', () => {
    const run = new FormulaEvaluation(RULESET, {
      rows: { race: 'orc', class: 'wizard' },
      inputs: {},
    });
    // Asked at 60 first, the evaluation warms the levels below in steps of 50: far refuses at 51,
    // which is not what was asked.
    expect(run.value('far', 60)).toBe(12 / 9);
    expect(answer(run, 'far', 51)).toBe(
      'refused: Division by 0 in far at level 51 (line 10, column 13).',
    );
  });

  it('gives every level the one value of a formula that reads none, and refuses it at every level alike', () => {
    const run = new FormulaEvaluation(RULESET, {
      rows: { race: 'orc', class: 'wizard' },
      inputs: { con: 16 },
    });
    // Orc +4, Con 16 +3: the bonus is 7 at every level; grows and stepped still move with it.
    expect([1, 30, 60].map((level) => run.value('bonus', level))).toEqual([7, 7, 7]);
    expect([1, 30, 60].map((level) => run.value('grows', level))).toEqual([7, 210, 420]);
    expect(run.value('stepped', 9)).toBe(7);
    expect(run.value('stepped', 10)).toBe(12);
    // Con 14 divides by 0 in ratio: refused at each level asked, never cached as a value.
    const zero = new FormulaEvaluation(RULESET, {
      rows: { race: 'orc', class: 'wizard' },
      inputs: { con: 14 },
    });
    for (const level of [1, 2, 60]) {
      expect(answer(zero, 'ratio', level)).toBe(
        `refused: Division by 0 in ratio at level ${level} (line 3, column 15).`,
      );
    }
  });

  it('computes a heavy roll that reads no level once per build, alike at every level', () => {
    // 50d100 + an exploding d6: about 800,000 steps of the build's 5,000,000 each time it is
    // computed, so computed once per level it was refused at the later levels only.
    const heavy = checked('x: hp = 50d100 + d6!10\ny: hp = x@1 + x@2\nz: hp = x + x\n');
    const run = new FormulaEvaluation(heavy, {
      rows: { race: 'elf', class: 'wizard' },
      inputs: {},
    });
    const first = run.value('x', 1);
    for (let level = 2; level <= 60; level += 1) expect(run.value('x', level)).toBe(first);
    expect(expectation(first)).toBeCloseTo(50 * 50.5 + 4.2, 1);
    // The same distribution at every level, yet two levels' rolls are two rolls, and one level's
    // read twice is one roll: their means agree, their spreads do not (twice the variance, not four times).
    const variance = (value: ReturnType<typeof run.value>) => {
      const mean = expectation(value);
      return pairsOf(value).reduce((sum, [v, p]) => sum + p * (v - mean) ** 2, 0);
    };
    const small = checked('x: hp = d6\ny: hp = x@1 + x@2\nz: hp = x + x\n');
    const dice = new FormulaEvaluation(small, {
      rows: { race: 'elf', class: 'wizard' },
      inputs: {},
    });
    expect(dice.value('x', 5)).toEqual(dice.value('x', 1));
    expect(variance(dice.value('y', 3))).toBeCloseTo(2 * (35 / 12), 9);
    expect(variance(dice.value('z', 3))).toBeCloseTo(4 * (35 / 12), 9);
  });
});
