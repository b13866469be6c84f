import { describe, expect, it } from 'vitest';
import {
  anySucceeds,
  chanceDie,
  dieSuccesses,
  meanSuccessesPerDie,
  opposedWin,
  outcomesOf,
  poolSuccesses,
  SERIES_TAIL,
  type Again,
} from '../../../shared/engine/dice-pool';
import { convolvePower, mean, uniform, type Dist } from '../../../shared/engine/dist';
import { Rng } from '../../../shared/engine/rng';

const total = (d: Dist) => d.probs.reduce((sum, p) => sum + p, 0);
const at = (d: Dist, k: number) => d.probs[k - d.offset] ?? 0;

describe('success-counting d10 pools', () => {
  it.each<[Again, number]>([
    [10, 0.1],
    [9, 0.2],
    [8, 0.3],
    [null, 0],
  ])('one die with %s-again: sums to 1 and its mean is 0.3 / (1 − P(again))', (again, pAgain) => {
    const die = dieSuccesses({ again, rote: false });
    expect(Math.abs(total(die) - 1)).toBeLessThan(1e-12);
    expect(mean(die)).toBeCloseTo(0.3 / (1 - pAgain), 11);
    expect(meanSuccessesPerDie(again)).toBeCloseTo(0.3 / (1 - pAgain), 15);
    expect(at(die, 0)).toBeCloseTo(0.7, 15);
  });

  it.each<[Again, number]>([
    [10, 0.1],
    [9, 0.2],
    [8, 0.3],
    [null, 0],
  ])(
    'with rote quality and %s-again: sums to 1, mean (1 + 0.7) × 0.3 / (1 − P(again))',
    (again, pAgain) => {
      const die = dieSuccesses({ again, rote: true });
      expect(Math.abs(total(die) - 1)).toBeLessThan(1e-12);
      expect(mean(die)).toBeCloseTo((1.7 * 0.3) / (1 - pAgain), 11);
      expect(at(die, 0)).toBeCloseTo(0.49, 15);
      const pool = poolSuccesses(7, { again, rote: true });
      expect(Math.abs(total(pool) - 1)).toBeLessThan(1e-12);
      expect(mean(pool)).toBeCloseTo((7 * 1.7 * 0.3) / (1 - pAgain), 10);
    },
  );

  it('sums the series to the tail limit, not to a fixed depth (8-again goes past 20 successes)', () => {
    const die = dieSuccesses({ again: 8, rote: false });
    expect(die.probs.length).toBeGreaterThan(20);
    // What is left out is below the limit: 1 − total < SERIES_TAIL.
    expect(1 - total(die)).toBeLessThan(SERIES_TAIL * 10);
    // 10-again: exactly 1 success is a stop (8, 9) or a 10 then a failure: 0.2 + 0.1 × 0.7.
    expect(at(dieSuccesses({ again: 10, rote: false }), 1)).toBeCloseTo(0.27, 15);
  });

  it('keeps the largest pool (100 dice, 8-again, rote) within 1e-12 of summing to 1', () => {
    const pool = poolSuccesses(100, { again: 8, rote: true });
    expect(Math.abs(total(pool) - 1)).toBeLessThan(1e-12);
    expect(mean(pool)).toBeCloseTo((100 * 1.7 * 0.3) / 0.7, 8);
  });

  it('rote quality re-rolls each failed pool die once', () => {
    const rote = dieSuccesses({ again: 10, rote: true });
    expect(at(rote, 0)).toBeCloseTo(0.49, 15);
    expect(mean(rote)).toBeCloseTo((1 + 0.7) / 3, 11);
  });

  it('convolves a pool: 5 dice, 10-again, mean 5/3, and matches a seeded Monte Carlo', () => {
    const pool = poolSuccesses(5);
    expect(mean(pool)).toBeCloseTo(5 / 3, 10);
    expect(at(pool, 0)).toBeCloseTo(0.7 ** 5, 14);
    const rng = new Rng(2026);
    const runs = 200_000;
    const counts = new Map<number, number>();
    for (let r = 0; r < runs; r += 1) {
      let successes = 0;
      for (let d = 0; d < 5; d += 1) {
        let face = rng.rnd(10);
        if (face >= 8) successes += 1;
        while (face === 10) {
          face = rng.rnd(10);
          if (face >= 8) successes += 1;
        }
      }
      counts.set(successes, (counts.get(successes) ?? 0) + 1);
    }
    for (let k = 0; k <= 6; k += 1) {
      const exact = at(pool, k);
      const sampled = (counts.get(k) ?? 0) / runs;
      // Four standard errors of a proportion.
      expect(Math.abs(sampled - exact)).toBeLessThan(
        4 * Math.sqrt((exact * (1 - exact)) / runs) + 1e-4,
      );
    }
  });

  it('refuses a pool it cannot roll', () => {
    expect(() => poolSuccesses(0)).toThrow(/1 to 100 dice/);
    expect(() => poolSuccesses(2.5)).toThrow(RangeError);
  });

  it('gives the chance die its 10 and its dramatic failure on a 1', () => {
    const chance = chanceDie();
    const outcomes = outcomesOf(chance.successes, 5, chance.dramaticFailure);
    expect(outcomes.dramaticFailure).toBe(0.1);
    expect(outcomes.failure).toBeCloseTo(0.8, 15);
    expect(outcomes.success).toBeCloseTo(0.1, 15);
    expect(outcomes.exceptional).toBe(0);
    const exploding = chanceDie(true);
    expect(mean(exploding.successes)).toBeCloseTo(0.1 * (1 + 1 / 3), 11);
  });

  it('splits a pool into failure, success and exceptional success (5+, or 3 for praxis)', () => {
    const pool = poolSuccesses(8);
    const five = outcomesOf(pool);
    const three = outcomesOf(pool, 3);
    expect(five.failure).toBeCloseTo(0.7 ** 8, 14);
    expect(five.failure + five.success + five.exceptional).toBeCloseTo(1, 12);
    expect(three.exceptional).toBeGreaterThan(five.exceptional);
    expect(three.failure).toBe(five.failure);
  });
});

describe('plain dice questions', () => {
  it('at least one of several independent attempts', () => {
    expect(anySucceeds([0.5, 0.5])).toBeCloseTo(0.75, 15);
    expect(anySucceeds([])).toBe(0);
    expect(() => anySucceeds([1.5])).toThrow(RangeError);
  });

  it('opposed 2d6 + Int totals: a dispel must exceed the caster (ties go to the caster)', () => {
    const twoD6 = convolvePower(uniform(1, 6), 2);
    const plus = (d: Dist, k: number): Dist => ({ offset: d.offset + k, probs: d.probs });
    // Equal Int: P(strictly higher) = (1 − P(tie)) / 2, P(tie) = Σ p² = 146/1296.
    const tie = 146 / 1296;
    expect(opposedWin(plus(twoD6, 3), plus(twoD6, 3), 'second-wins')).toBeCloseTo(
      (1 - tie) / 2,
      14,
    );
    expect(opposedWin(plus(twoD6, 3), plus(twoD6, 3), 'first-wins')).toBeCloseTo((1 + tie) / 2, 14);
  });
});
