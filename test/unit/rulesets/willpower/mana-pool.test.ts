import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diseaseLowersMax,
  putOnMaxItem,
  raiseBoth,
  regenCeiling,
  restore,
  startFull,
  statusEnds,
  statusLowersMax,
  takeOffMaxItem,
} from '../../../../shared/rulesets/willpower/mana-pool';

describe('the mana pool (seed 000: "How much mana you have", "When the most falls")', () => {
  it('raises the maximum and the mana you have together on a level-up', () => {
    expect(raiseBoth({ current: 5, max: 18 }, 8)).toEqual({ current: 13, max: 26 });
  });

  it('raises only the maximum when a "+5 to maximum mana" ring goes on', () => {
    expect(putOnMaxItem({ current: 10, max: 18 }, 5)).toEqual({ current: 10, max: 23 });
  });

  it('starts a creature that already wears the ring full', () => {
    expect(startFull(18 + 5)).toEqual({ current: 23, max: 23 });
  });

  it('lowers the mana you have to the new maximum when the ring comes off, if need be', () => {
    expect(takeOffMaxItem({ current: 23, max: 23 }, 5)).toEqual({ current: 18, max: 18 });
    expect(takeOffMaxItem({ current: 10, max: 23 }, 5)).toEqual({ current: 10, max: 18 });
  });

  it('lowers both when a disease damages a stat', () => {
    expect(diseaseLowersMax({ current: 12, max: 18 }, 2)).toEqual({ current: 10, max: 16 });
    expect(diseaseLowersMax({ current: 1, max: 18 }, 2)).toEqual({ current: 0, max: 16 });
  });

  it('keeps the mana you have under a stat-lowering status, but regains none above the lower cap', () => {
    const lowered = statusLowersMax({ current: 17, max: 18 }, 3);
    expect(lowered.current).toBe(17);
    expect(regenCeiling(lowered)).toBe(15);
    expect(restore(lowered, 1)).toEqual(lowered);
    const spent = { ...lowered, current: 10 };
    expect(restore(spent, 9).current).toBe(15);
    expect(statusEnds(restore(spent, 9))).toEqual({ current: 15, max: 18 });
  });

  it('never restores above the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        (max, spent, points) => {
          const pool = { current: Math.max(0, max - spent), max };
          const after = restore(pool, points);
          expect(after.current).toBeLessThanOrEqual(max);
          expect(after.current).toBeGreaterThanOrEqual(pool.current);
        },
      ),
    );
  });
});
