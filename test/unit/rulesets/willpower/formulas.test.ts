/**
 * Willpower's template in the formula language gives exactly the built-in engine's max mana and HP:
 * every race × class of the default data, every level 1–60, both readings of a negative level
 * gain, and stat scores fast-check draws over the whole stat table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormulas } from '../../../../shared/formula/check';
import { FormulaEvaluation } from '../../../../shared/formula/evaluate';
import type { WillpowerBuild, WillpowerData } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import {
  willpowerFormulaBuild,
  willpowerFormulaSource,
} from '../../../../shared/rulesets/willpower/formulas';
import { computeHpCurve } from '../../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';
import { statScoreRange } from '../../../../shared/rulesets/willpower/stat-modifiers';

const DATA = makeDefaultWillpowerData();

function bare(
  data: WillpowerData,
  raceId: string,
  classId: string,
  stats: WillpowerBuild['stats'],
) {
  return { ...TATHREN, raceId, classId, stats, skills: [], itemIds: [], talents: [] };
}

/** Both curves from the formulas and from the engine, level by level. */
function curves(data: WillpowerData, build: WillpowerBuild) {
  const checked = checkFormulas(willpowerFormulaSource(data));
  expect(checked.problems).toEqual([]);
  const run = new FormulaEvaluation(checked, willpowerFormulaBuild(build));
  const levels = Array.from({ length: data.rules.maxLevel }, (_, i) => i + 1);
  return {
    formulaMana: levels.map((level) => run.value('max_mana', level)),
    engineMana: computeManaCurve(data, build).points.map((point) => point.maxMana),
    formulaHp: levels.map((level) => run.value('max_hp', level)),
    engineHp: computeHpCurve(data, build).points.map((point) => point.maxHp),
  };
}

describe('Willpower in the formula language', () => {
  it('gives Tathren’s 18 at level 1 and 26 at level 2, as the seed', () => {
    const { formulaMana } = curves(DATA, TATHREN);
    expect(formulaMana.slice(0, 2)).toEqual([18, 26]);
  });

  it('gives the engine’s max mana and HP at every level for every race × class', () => {
    for (const race of DATA.races) {
      for (const cls of DATA.classes) {
        const c = curves(DATA, bare(DATA, race.id, cls.id, TATHREN.stats));
        expect(c.formulaMana).toEqual(c.engineMana);
        expect(c.formulaHp).toEqual(c.engineHp);
      }
    }
  });

  it('agrees for any stat scores of the table, under both readings of a negative gain', () => {
    const { min, max } = statScoreRange(DATA.statModifiers);
    const score = fc.integer({ min, max });
    fc.assert(
      fc.property(
        fc.constantFrom(...DATA.races.map((race) => race.id)),
        fc.constantFrom(...DATA.classes.map((cls) => cls.id)),
        fc.record({ int: score, wil: score, pre: score, con: score }),
        fc.constantFrom('sum-never-negative' as const, 'modifier-never-negative' as const),
        fc.integer({ min: 1, max: 60 }),
        (raceId, classId, stats, levelGain, hpGrowthStopsAt) => {
          const data = { ...DATA, rules: { ...DATA.rules, levelGain, hpGrowthStopsAt } };
          const c = curves(data, bare(data, raceId, classId, stats));
          expect(c.formulaMana).toEqual(c.engineMana);
          expect(c.formulaHp).toEqual(c.engineHp);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads an edited stat table and edited races, as the engine does', () => {
    const data: WillpowerData = {
      ...DATA,
      races: DATA.races.map((race) => (race.id === 'elf' ? { ...race, mana: 9 } : race)),
      statModifiers: DATA.statModifiers.map((row) =>
        row.score === 15 ? { ...row, modifier: 7 } : row,
      ),
    };
    const c = curves(data, TATHREN);
    expect(c.formulaMana[0]).toBe(9 + 12 + 7 + 1 + 0);
    expect(c.formulaMana).toEqual(c.engineMana);
  });
});
