import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  convolve,
  convolvePower,
  distKey,
  mapValues,
  max,
  mean,
  min,
  point,
  probabilityOf,
  quantile,
  quantiles,
  rn2Dist,
  rndDist,
  shift,
  toRows,
  total,
  uniform,
  variance,
  type Dist,
} from '../../../shared/engine/dist';

const d6 = rndDist(6);

/** A small random distribution: offset −20..20, 1..8 positive weights, normalised. */
const arbDist: fc.Arbitrary<Dist> = fc
  .record({
    offset: fc.integer({ min: -20, max: 20 }),
    weights: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
  })
  .map(({ offset, weights }) => {
    const sum = weights.reduce((a, b) => a + b, 0);
    return { offset, probs: weights.map((w) => w / sum) };
  });

describe('exact discrete distributions', () => {
  it('builds rnd(n) on 1..n and rn2(n) on 0..n−1', () => {
    expect(min(rndDist(8))).toBe(1);
    expect(max(rndDist(8))).toBe(8);
    expect(min(rn2Dist(8))).toBe(0);
    expect(max(rn2Dist(8))).toBe(7);
    expect(toRows(rn2Dist(1))).toEqual([{ value: 0, probability: 1 }]);
    expect(toRows(point(-3))).toEqual([{ value: -3, probability: 1 }]);
  });

  it('refuses empty or fractional ranges', () => {
    expect(() => uniform(3, 2)).toThrow(RangeError);
    expect(() => rn2Dist(0)).toThrow(RangeError);
    expect(() => point(1.5)).toThrow(RangeError);
    expect(() => mapValues(d6, (x) => x / 2)).toThrow(RangeError);
  });

  it('gives a d6 mean 3.5 and variance 35/12', () => {
    expect(total(d6)).toBeCloseTo(1, 12);
    expect(mean(d6)).toBeCloseTo(3.5, 12);
    expect(variance(d6)).toBeCloseTo(35 / 12, 12);
  });

  it('makes the sum of two d6 triangular', () => {
    const two = convolve(d6, d6);
    expect(min(two)).toBe(2);
    expect(max(two)).toBe(12);
    for (let s = 2; s <= 12; s += 1) {
      expect(probabilityOf(two, s)).toBeCloseTo((6 - Math.abs(s - 7)) / 36, 14);
    }
    expect(Math.abs(total(two) - 1)).toBeLessThan(1e-12);
    expect(mean(two)).toBeCloseTo(7, 12);
    expect(variance(two)).toBeCloseTo(70 / 12, 12);
  });

  it('reads quantiles as the smallest value whose CDF reaches p', () => {
    expect(quantile(d6, 0.5)).toBe(3);
    expect(quantile(d6, 0.5000001)).toBe(4);
    expect(quantile(d6, 0.05)).toBe(1);
    expect(quantile(d6, 0.95)).toBe(6);
    expect(quantile(d6, 1)).toBe(6);
    expect(quantile(d6, 0)).toBe(1);
    const two = convolve(d6, d6);
    expect(quantile(two, 0.5)).toBe(7);
    expect(quantile(two, 1 / 36)).toBe(2);
    expect(() => quantile(d6, 1.5)).toThrow(RangeError);
  });

  it('reads several quantiles in one pass, each exactly as quantile reads it', () => {
    expect(quantiles(d6, [0, 0.05, 0.5, 0.5000001, 0.95, 1])).toEqual([1, 1, 3, 4, 6, 6]);
    expect(() => quantiles(d6, [0.5, 0.25])).toThrow(RangeError);
    expect(() => quantiles(d6, [0.5, 2])).toThrow(RangeError);
    fc.assert(
      fc.property(
        arbDist,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (d, ps) => {
          const sorted = [...ps].sort((x, y) => x - y);
          expect(quantiles(d, sorted)).toEqual(sorted.map((p) => quantile(d, p)));
        },
      ),
    );
  });

  it('reads at-least and at-most probabilities', () => {
    expect(atLeast(d6, 5)).toBeCloseTo(2 / 6, 14);
    expect(atMost(d6, 2)).toBeCloseTo(2 / 6, 14);
    expect(atLeast(d6, -10)).toBeCloseTo(1, 14);
    expect(atLeast(d6, 7)).toBe(0);
    expect(atMost(d6, 0)).toBe(0);
    expect(atMost(d6, 99)).toBeCloseTo(1, 14);
  });

  it('merges outcomes that map to the same value', () => {
    const floored = mapValues(shift(d6, -3), (x) => Math.max(1, x));
    expect(toRows(floored).map((r) => r.value)).toEqual([1, 2, 3]);
    expect(probabilityOf(floored, 1)).toBeCloseTo(4 / 6, 14);
    const threeHalves = mapValues(rn2Dist(4), (x) => Math.trunc((3 * x) / 2));
    expect(toRows(threeHalves)).toEqual([
      { value: 0, probability: 0.25 },
      { value: 1, probability: 0.25 },
      { value: 3, probability: 0.25 },
      { value: 4, probability: 0.25 },
    ]);
    const constant = mapValues(d6, () => 0);
    expect(toRows(constant)).toEqual([{ value: 0, probability: expect.closeTo(1, 12) }]);
  });

  it('sums n draws by repeated convolution', () => {
    const tenD8 = convolvePower(rndDist(8), 10);
    expect(min(tenD8)).toBe(10);
    expect(max(tenD8)).toBe(80);
    expect(mean(tenD8)).toBeCloseTo(45, 10);
    expect(Math.abs(total(tenD8) - 1)).toBeLessThan(1e-12);
    expect(toRows(convolvePower(d6, 0))).toEqual([{ value: 0, probability: 1 }]);
  });

  it('sums n draws by squaring to what n convolutions one by one give', () => {
    // A die, a lopsided distribution below 0, and one with a gap (a 0 inside).
    const lopsided: Dist = { offset: -2, probs: [0.1, 0.6, 0.3] };
    const gapped: Dist = { offset: 1, probs: [0.5, 0, 0.25, 0.25] };
    for (const d of [d6, lopsided, gapped]) {
      for (const count of [1, 2, 3, 7, 33, 100]) {
        let oneByOne = convolve(d, { offset: 0, probs: [1] });
        for (let i = 1; i < count; i += 1) oneByOne = convolve(oneByOne, d);
        const squared = convolvePower(d, count);
        expect(squared.offset).toBe(oneByOne.offset);
        expect(squared.probs).toHaveLength(oneByOne.probs.length);
        squared.probs.forEach((p, i) => expect(p).toBeCloseTo(oneByOne.probs[i] ?? NaN, 15));
      }
    }
  });

  it('keys a distribution by its values and probabilities', () => {
    expect(distKey(rndDist(6))).toBe(distKey(uniform(1, 6)));
    expect(distKey(rndDist(6))).not.toBe(distKey(rn2Dist(6)));
    expect(distKey({ offset: 0, probs: [0.5, 0.5] })).not.toBe(
      distKey({ offset: 0, probs: [0.25, 0.75] }),
    );
  });

  it('convolves commutatively, adding means and variances', () => {
    fc.assert(
      fc.property(arbDist, arbDist, (a, b) => {
        const ab = convolve(a, b);
        const ba = convolve(b, a);
        expect(ab.offset).toBe(ba.offset);
        ab.probs.forEach((p, i) => expect(p).toBeCloseTo(ba.probs[i] ?? NaN, 14));
        expect(Math.abs(total(ab) - 1)).toBeLessThan(1e-12);
        expect(mean(ab)).toBeCloseTo(mean(a) + mean(b), 9);
        expect(variance(ab)).toBeCloseTo(variance(a) + variance(b), 9);
      }),
    );
  });

  it('keeps total probability under any integer map', () => {
    fc.assert(
      fc.property(arbDist, fc.integer({ min: 1, max: 5 }), (d, k) => {
        const mapped = mapValues(d, (x) => Math.trunc(x / k));
        expect(Math.abs(total(mapped) - 1)).toBeLessThan(1e-12);
        expect(quantile(mapped, 0.5)).toBe(Math.trunc(quantile(d, 0.5) / k) + 0);
      }),
    );
  });
});
