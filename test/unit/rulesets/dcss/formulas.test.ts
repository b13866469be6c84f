/**
 * DCSS regeneration in the formula language gives exactly the built-in engine's figures: BRR, TRR,
 * points per action, HP per turn, turns per HP and turns from 1 HP to full, at every XL of the
 * build's max HP by XL, for the seed's two examples and any build fast-check draws (every bonus,
 * Slow Healing level, action length and walking, and every reading of the rules text).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormulas } from '../../../../shared/formula/check';
import { FormulaEvaluation, FormulaRefusal } from '../../../../shared/formula/evaluate';
import type { DcssBuild, DcssData } from '../../../../shared/rulesets/dcss/data';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../../../../shared/rulesets/dcss/defaults';
import { dcssFormulaBuild, dcssFormulaSource } from '../../../../shared/rulesets/dcss/formulas';
import { computeRegenAt } from '../../../../shared/rulesets/dcss/regen';

const DATA = makeDefaultDcssData();

/** A formula's number at a level, or null where it refuses (a division by a rate of 0). */
function valueOr(run: FormulaEvaluation, name: string, level: number): number | null {
  try {
    const value = run.value(name, level);
    if (typeof value !== 'number') throw new Error(`${name} is a roll`);
    return value;
  } catch (error) {
    if (error instanceof FormulaRefusal) return null;
    throw error;
  }
}

function compare(data: DcssData, build: DcssBuild): void {
  const checked = checkFormulas(dcssFormulaSource(data, build));
  expect(checked.problems).toEqual([]);
  const run = new FormulaEvaluation(checked, dcssFormulaBuild(build));
  build.maxHpByLevel.forEach((mhp, i) => {
    const level = i + 1;
    const engine = computeRegenAt(data.rules, build, mhp);
    expect(run.value('brr', level)).toBe(engine.brr.value);
    expect(run.value('trr', level)).toBe(engine.trr.value);
    expect(run.value('points', level)).toBe(engine.pointsPerAction);
    expect(run.value('hp_per_turn', level)).toBe(engine.hpPerTurn);
    expect(valueOr(run, 'turns_per_hp', level)).toBe(engine.turnsPerHp);
    expect(valueOr(run, 'turns_to_full', level)).toBe(engine.turnsToFull);
  });
}

describe('DCSS regeneration in the formula language', () => {
  it('gives the seed’s TRR 1220 for the Demonspawn Berserker at 543 MHP', () => {
    const build = { ...DEMONSPAWN_BERSERKER, maxHpByLevel: [30, 90, 543] };
    const run = new FormulaEvaluation(
      checkFormulas(dcssFormulaSource({ ...DATA, maxLevel: 3 }, build)),
      dcssFormulaBuild(build),
    );
    expect(run.value('brr', 1)).toBe(10);
    expect(run.value('brr', 2)).toBe(25);
    expect(run.value('trr', 3)).toBe(1220);
  });

  it('gives the engine’s figures at every XL for the seed’s two builds', () => {
    compare(DATA, DEFAULT_DCSS_BUILD);
    compare(DATA, DEMONSPAWN_BERSERKER);
  });

  it('gives the engine’s figures for any build and every reading of the rules', () => {
    const build = fc.record({
      isTroll: fc.boolean(),
      rings: fc.integer({ min: 0, max: 3 }),
      trollLeather: fc.boolean(),
      moonTrollLeather: fc.boolean(),
      mutation: fc.integer({ min: 0, max: 3 }),
      spell: fc.boolean(),
      trogsHand: fc.boolean(),
      pbdRank: fc.integer({ min: 0, max: 3 }),
      corpses: fc.integer({ min: 0, max: 9 }),
      slowHealing: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
      monsterInSight: fc.boolean(),
      actionAuts: fc.integer({ min: 1, max: 30 }),
      walking: fc.boolean(),
      maxHpByLevel: fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 27, maxLength: 27 }),
    });
    const readings = fc.record({
      spellStacksWithTrog: fc.boolean(),
      trollLeatherHelpsTrolls: fc.boolean(),
      minimumRateOne: fc.boolean(),
    });
    fc.assert(
      fc.property(build, readings, (parts, reading) => {
        const data: DcssData = {
          ...DATA,
          maxLevel: 27,
          rules: { ...DATA.rules, readings: { ...DATA.rules.readings, ...reading } },
        };
        compare(data, { ...DEFAULT_DCSS_BUILD, ...parts });
      }),
      { numRuns: 80 },
    );
  });
});
