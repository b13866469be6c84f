import { describe, expect, it } from 'vitest';
import { max, mean, probabilityOf, total } from '../../../../shared/engine/dist';
import {
  computeRegenRow,
  computeRegenTable,
  hpAmount,
  hpInterval,
  pwInterval,
} from '../../../../shared/rulesets/nethack34/regen';

describe('NetHack 3.4 regeneration', () => {
  it("reproduces the seed's HP intervals for XL 1–10", () => {
    const seed = [15, 11, 9, 8, 7, 6, 5, 5, 4, 3];
    expect(seed.map((_, i) => hpInterval(i + 1))).toEqual(seed);
    expect(hpInterval(30)).toBe(3);
  });

  it('heals 1 HP below Con 13, else rnd(Con) capped at XL − 9', () => {
    expect(mean(hpAmount(20, 12))).toBe(1);
    expect(mean(hpAmount(10, 18))).toBeCloseTo(1, 14);
    const capped = hpAmount(12, 18);
    expect(max(capped)).toBe(3);
    expect(probabilityOf(capped, 3)).toBeCloseTo(16 / 18, 14);
    expect(Math.abs(total(hpAmount(30, 25)) - 1)).toBeLessThan(1e-12);
  });

  it('counts regeneration events over turns 1..1000', () => {
    const stats = { con: 18, wis: 18, int: 18 };
    expect(computeRegenRow(1, stats, false).hpPer1000Turns).toBe(66);
    // XL 12, Con 18: 333 events × (1/18 + 2/18 + 3 × 16/18).
    expect(computeRegenRow(12, stats, false).hpPer1000Turns).toBeCloseTo(333 * (51 / 18), 9);
    expect(computeRegenRow(1, stats, false, { regeneration: true }).hpPer1000Turns).toBe(1000);
  });

  it('regains power every (38 − XL) × 4/6 turns, Wizards × 3/6, rnd((Wis + Int)/15 + 1)', () => {
    expect(pwInterval(1, false)).toBe(24);
    expect(pwInterval(1, true)).toBe(18);
    expect(pwInterval(30, false)).toBe(5);
    expect(pwInterval(30, true)).toBe(4);
    expect(pwInterval(5, true, true)).toBe(1);
    // Wis 18 + Int 18 = 36: rnd(3), mean 2; Wizard XL 1: floor(1000 / 18) = 55 events.
    expect(computeRegenRow(1, { con: 10, wis: 18, int: 18 }, true).pwPer1000Turns).toBe(110);
    const table = computeRegenTable({ con: 10, wis: 10, int: 10 }, false);
    expect(table).toHaveLength(30);
    for (let i = 1; i < table.length; i += 1) {
      expect(table[i]?.pwPer1000Turns).toBeGreaterThanOrEqual(table[i - 1]?.pwPer1000Turns ?? 0);
    }
    expect(() => computeRegenRow(31, { con: 10, wis: 10, int: 10 }, false)).toThrow(RangeError);
  });
});
