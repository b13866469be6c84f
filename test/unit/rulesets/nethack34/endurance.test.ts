import { describe, expect, it } from 'vitest';
import {
  checkNethackPattern,
  computeNethackEndurance,
  DEFAULT_NETHACK_PATTERN,
  nethackEndurance,
  nethackEnduranceReport,
  type NethackEndurancePattern,
} from '../../../../shared/rulesets/nethack34/endurance';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../../../shared/rulesets/nethack34/defaults';
import { computeNethackRegenView } from '../../../../shared/rulesets/nethack34/regen-view';
import { pwInterval } from '../../../../shared/rulesets/nethack34/regen';
import { Memo } from '../../../../shared/engine/memo';

const data = makeDefaultNethack34Data();
// An Elf Wizard with Wis 16 and Int 16: each regeneration turn brings rnd(3), 2 on average.
const build = DEFAULT_NETHACK_BUILD;
const view = computeNethackRegenView(data, build);

function walk(pattern: Partial<NethackEndurancePattern>, of = build) {
  return computeNethackEndurance({
    data,
    build: of,
    pattern: { ...DEFAULT_NETHACK_PATTERN, ...pattern },
    xl: 10,
  });
}

describe('computeNethackEndurance', () => {
  it('runs XL 1–30 on the median max power of the regeneration table', () => {
    const result = walk({});
    expect(result.levels.map((row) => row.xl)).toEqual(view.map((row) => row.xl));
    expect(result.levels.map((row) => row.maxPw)).toEqual(view.map((row) => row.maxPw));
  });

  it('casts from empty as often as the mean regeneration pays: ⌊2 × events / cost⌋', () => {
    // Closed form: constant cost and regeneration, the pace never binding (one turn apart):
    // casts = ⌊(0 + gain × events) / cost⌋ over the turns 1..1000 the walk covers.
    const result = walk({ rotation: [{ spellLevel: 1, damage: '2d6' }], everyTurns: 1 });
    for (const row of result.levels) {
      if (row.never !== null) continue;
      const interval = pwInterval(row.xl, true);
      const events = Math.floor(1000 / interval) - Math.floor(1 / interval);
      expect(row.castsPer1000Turns, `XL ${row.xl}`).toBe(Math.floor((2 * events) / 5));
    }
  });

  it('with no power coming back, casts from full are ⌊max / cost⌋ and from empty none', () => {
    const stressed = { ...build, regen: { encumbrance: 'stressed' as const } };
    const result = walk({ rotation: [{ spellLevel: 2, damage: '1' }] }, stressed);
    for (const row of result.levels) {
      if (row.never !== null) {
        expect(row.maxPw).toBeLessThan(10);
        continue;
      }
      expect(row.castsBeforeEmpty).toBe(Math.floor(row.maxPw / 10));
      expect(row.castsPer1000Turns).toBe(0);
      expect(row.restTurns.p50).toBeNull();
    }
  });

  it('a fight the pool pays outright lasts (casts − 1) × the pace', () => {
    // 10 damage a cast against 40 HP: 4 casts, always. At XL 30 the pool pays them outright.
    const result = walk({ rotation: [{ spellLevel: 1, damage: '10' }], everyTurns: 3 });
    const top = result.levels[29];
    expect(result.castsToKill.casts).toEqual({ p5: 4, p50: 4, p95: 4 });
    expect(top?.turnsToKill).toEqual({ p5: 9, p50: 9, p95: 9 });
  });

  it('rests back the power a fight spent, on the regeneration turns after it', () => {
    // One cast of 5 power at XL 30 from full: the pool is 5 short (less what came back during a
    // 0-turn fight: nothing). The rest waits for ⌈5 / 2⌉ = 3 regeneration turns.
    const result = walk({ rotation: [{ spellLevel: 1, damage: '40' }] });
    const top = result.levels[29];
    const interval = pwInterval(30, true);
    // The fight's one cast is on turn 1; the rest counts from turn 2 to the third multiple of the
    // interval after turn 1.
    expect(top?.turnsToKill.p50).toBe(0);
    expect(top?.restTurns.p50).toBe(3 * interval - 1);
  });

  it('waits for power when the pool runs short, so a long fight is slower than the pace', () => {
    const result = walk({ rotation: [{ spellLevel: 1, damage: '1d4' }], targetHp: 100 });
    const first = result.levels[0];
    expect(first?.never).toBeNull();
    const p50 = first?.turnsToKill.p50 ?? 0;
    expect(p50).toBeGreaterThan((result.castsToKill.casts.p50 ?? 0) - 1);
    // More power at XL 30: the same kill comes sooner.
    expect(result.levels[29]?.turnsToKill.p50 ?? Infinity).toBeLessThan(p50);
  });

  it('gives the rest’s own percentiles: p5 ≤ p50 ≤ p95 at every XL', () => {
    // A longer fight leaves more time for power to come back: the rest after the p5 fight can
    // be longer than after the median one, so the rest is read over the kill's distribution.
    const result = walk({});
    for (const row of result.levels) {
      const { p5, p50, p95 } = row.restTurns;
      if (p5 === null || p50 === null || p95 === null) continue;
      expect(p5, `XL ${row.xl}`).toBeLessThanOrEqual(p50);
      expect(p50, `XL ${row.xl}`).toBeLessThanOrEqual(p95);
    }
  });

  it('says never where one spell costs more than the pool', () => {
    const result = walk({ rotation: [{ spellLevel: 7, damage: '6d6' }] });
    const first = result.levels[0];
    expect(first?.never).toMatch(/35 power costs more than the median max power/);
    expect(first?.turnsToKill).toEqual({ p5: null, p50: null, p95: null });
    expect(nethackEnduranceReport('Elf Wizard', result).rows[0]?.slice(5, 8)).toEqual([
      'never',
      'never',
      'never',
    ]);
  });

  it('explains the chosen XL and refuses a pattern with the field’s words', () => {
    const result = walk({});
    expect(result.explain[0]).toMatch(/^At XL 10: median max power \d+; one pass/);
    expect(checkNethackPattern({ ...DEFAULT_NETHACK_PATTERN, everyTurns: 0 })).toEqual([
      'Turns between casts: A whole number of turns from 1 to 1000.',
    ]);
    expect(() => walk({ rotation: [{ spellLevel: 8, damage: '' }] })).toThrow(
      /Cast 1's spell level: A spell level from 1 to 7/,
    );
  });

  it('reads the same from the memo as computed afresh', () => {
    const input = { data, build, pattern: DEFAULT_NETHACK_PATTERN, xl: 5 };
    expect(nethackEndurance(input, new Memo())).toEqual(computeNethackEndurance(input));
  });
});
