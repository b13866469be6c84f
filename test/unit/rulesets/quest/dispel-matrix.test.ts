import { describe, expect, it } from 'vitest';
import {
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
} from '../../../../shared/rulesets/quest/defaults';
import {
  dispelMatrixBefore,
  dispelMatrixKnownTotal,
} from '../../../../shared/rulesets/quest/dispel-matrix';
import { questDispelReport } from '../../../../shared/rulesets/quest/reports';
import { dispelChance } from '../../../../shared/rulesets/quest/magic';
import { computeQuestView, dispelExample } from '../../../../shared/rulesets/quest/view';
import { validateQuestDispelView } from '../../../../shared/rulesets/quest/validate';
import { BORGRON, UNDERWORLD_SORCERER } from '../../../../shared/rulesets/quest/defaults';

const rules = makeDefaultQuestData().dispel;
/** Int 1–8, one dispeller of Int 5, the seed's 12 to beat: the screen's settings as it opens. */
const view = makeDefaultQuestDispelView();
/** P(2d6 = s) for s = 2..12. */
const twoD6 = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((n) => n / 36);

describe('the dispel odds matrix', () => {
  it('before the cast: equal Int wins (1 − P(tie)) / 2, a tie going to the caster', () => {
    const matrix = dispelMatrixBefore(rules, view);
    expect(matrix.rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const tie = twoD6.reduce((sum, p) => sum + p * p, 0);
    expect(tie).toBeCloseTo(146 / 1296, 15);
    expect(matrix.cells[4]?.[4]).toBeCloseTo((1 - tie) / 2, 12);
    // More Int never hurts the dispeller, and always hurts the caster.
    for (const row of matrix.cells) {
      for (let c = 1; c < row.length; c += 1) expect(row[c]).toBeGreaterThan(row[c - 1] ?? 1);
    }
  });

  it('against a known total: the seed’s 12 to beat is 15/36 for Int 5', () => {
    const matrix = dispelMatrixKnownTotal(rules, view);
    expect(matrix.rows[0]).toBe(3);
    expect(matrix.rows.at(-1)).toBe(20);
    const row = matrix.cells[matrix.rows.indexOf(12)] ?? [];
    expect(row[4]).toBeCloseTo(15 / 36, 15);
    // Int 8 needs more than 4 on 2d6: 1 − 6/36.
    expect(row[7]).toBeCloseTo(30 / 36, 15);
    // Int 1 needs a double six; against 20, nobody of Int 8 or less can win.
    expect(row[0]).toBeCloseTo(1 / 36, 15);
    expect(matrix.cells.at(-1)?.every((p) => p === 0)).toBe(true);
  });

  it('before the cast, several dispellers all face the same caster roll (not independent)', () => {
    const three = dispelMatrixBefore(rules, { ...view, dispellers: 3 });
    // Σ_t P(caster 2d6 + 3 = t) × (1 − (1 − P(2d6 + 3 > t))³), exact: 0.694430…
    const exact = twoD6.reduce((sum, pt, i) => {
      const beat = twoD6.reduce((acc, pd, j) => (j > i ? acc + pd : acc), 0);
      return sum + pt * (1 - (1 - beat) ** 3);
    }, 0);
    expect(exact).toBeCloseTo(0.69443, 5);
    expect(three.cells[2]?.[2]).toBeCloseTo(exact, 12);
  });

  it('with several dispellers, one success is enough: 1 − (1 − p)^n', () => {
    const two = dispelMatrixKnownTotal(rules, { ...view, dispellers: 2 });
    const p = 15 / 36;
    expect(two.cells[two.rows.indexOf(12)]?.[4]).toBeCloseTo(1 - (1 - p) ** 2, 15);
  });

  it('reproduces the seed’s example: Int 5 against the sorcerer’s 12 needs an 8, 15/36', () => {
    const example = dispelExample(rules, UNDERWORLD_SORCERER.int, 5, view);
    expect(example).toMatchObject({
      casterInt: 5,
      dispellerInt: 5,
      casterTotal: 12,
      casterLow: 7,
      casterHigh: 17,
      rollNeeded: 8,
      dispellers: 1,
    });
    expect(example.against).toBeCloseTo(15 / 36, 15);
    expect(example.againstAll).toBe(example.against);
    expect(example.before).toBeCloseTo(575 / 1296, 15);
  });

  it('the example’s chances with several dispellers are the matrices’ marked cells', () => {
    const three = { ...view, dispellers: 3 };
    const example = dispelExample(rules, 4, 6, three);
    const before = dispelMatrixBefore(rules, three);
    const known = dispelMatrixKnownTotal(rules, three);
    expect(example.beforeAll).toBe(before.cells[3]?.[5]);
    expect(example.againstAll).toBe(known.cells[known.rows.indexOf(12)]?.[5]);
    expect(example.before).toBeCloseTo(dispelChance(rules, 4, 6), 15);
    expect(example.againstAll).toBeCloseTo(1 - (1 - example.against) ** 3, 15);
  });

  it('writes the matrices as tables', () => {
    const answer = computeQuestView(makeDefaultQuestData(), BORGRON, view);
    const table = questDispelReport(answer.knownTotal, 'known-total');
    expect(table.columns.slice(0, 3)).toEqual([
      'caster_total',
      'dispeller_int_1',
      'dispeller_int_2',
    ]);
    expect(table.rows.find((row) => row[0] === 12)?.[5]).toBe(0.416667);
    const before = questDispelReport(answer.before, 'before');
    expect(before.columns[0]).toBe('caster_int');
    expect(before.rows).toHaveLength(8);
  });

  it('refuses a reversed or oversized Int range with a message on the field', () => {
    expect(validateQuestDispelView({ ...view, minInt: 5, maxInt: 2 })).toEqual([
      { field: 'maxInt', message: 'The highest Int must be at least the lowest (5).' },
      { field: 'minInt', message: 'The lowest Int must be at most the highest (2).' },
    ]);
    expect(validateQuestDispelView({ ...view, maxInt: 40 }).map((issue) => issue.field)).toEqual([
      'maxInt',
      'minInt',
    ]);
    expect(validateQuestDispelView({ ...view, dispellers: 0 })[0]?.field).toBe('dispellers');
  });
});
