import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { logBounds, logTickLabel, logTicks } from '../../../src-renderer/lib/log-ticks';

describe('logTicks', () => {
  it('gives 1, 2 and 5 of every decade, below 10 and below 1 too', () => {
    expect(logTicks(0.3, 400)).toEqual([0.5, 1, 2, 5, 10, 20, 50, 100, 200]);
    expect(logTicks(1, 10)).toEqual([1, 2, 5, 10]);
    expect(logTicks(0.01, 0.05)).toEqual([0.01, 0.02, 0.05]);
  });

  it('keeps the ends when they fall on a tick, and nothing for an axis it cannot draw', () => {
    expect(logTicks(0.2, 0.2)).toEqual([0.2]);
    expect(logTicks(0, 10)).toEqual([]);
    expect(logTicks(10, 1)).toEqual([]);
    expect(logTicks(1, Infinity)).toEqual([]);
  });

  it('every tick is inside the axis, in order, and no decade it spans lacks its 1-2-5', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-4, max: 1e6, noNaN: true }),
        fc.double({ min: 1, max: 1e4, noNaN: true }),
        (min, factor) => {
          const max = min * factor;
          const ticks = logTicks(min, max);
          for (const [i, tick] of ticks.entries()) {
            expect(tick).toBeGreaterThanOrEqual(min * (1 - 1e-9));
            expect(tick).toBeLessThanOrEqual(max * (1 + 1e-9));
            if (i > 0) expect(tick).toBeGreaterThan(ticks[i - 1] ?? 0);
            // Written with one significant digit: no float noise.
            expect(String(tick)).toMatch(/^(0\.0*)?[125]0*$/);
          }
          // Brute force: every 1-2-5 value in range is there.
          const expected: number[] = [];
          for (let e = -6; e <= 11; e += 1)
            for (const s of [1, 2, 5]) {
              const v = Number((s * 10 ** e).toPrecision(1));
              if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) expected.push(v);
            }
          expect(ticks).toEqual(expected);
        },
      ),
    );
  });
});

describe('logBounds', () => {
  it('widens the axis to the ticks around its data, and keeps ends already on a tick', () => {
    expect(logBounds(4, 280)).toEqual({ min: 2, max: 500 });
    expect(logBounds(0.46, 9)).toEqual({ min: 0.2, max: 10 });
    expect(logBounds(5, 200)).toEqual({ min: 5, max: 200 });
    expect(logBounds(0, 10)).toEqual({ min: 0, max: 10 });
  });
});

describe('logTickLabel', () => {
  it('writes a tick as a person does', () => {
    expect([0.05, 0.5, 1, 5, 50, 2000].map(logTickLabel)).toEqual([
      '0.05',
      '0.5',
      '1',
      '5',
      '50',
      '2,000',
    ]);
  });
});
