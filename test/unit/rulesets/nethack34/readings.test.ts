/**
 * Seed 002: the power die has "(WIS / 2) + X" sides, "X is usually 1, but is 2 for high level
 * Healers, Knights, Monks, and Priests": 1 for a Monk or Priest below XL 10. The game's tables
 * give them 2 at every level; the built-in data follows the game, and the seed is one edit away.
 */
import { describe, expect, it } from 'vitest';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import {
  lowPowerDieReading,
  withLowPowerDie,
} from '../../../../shared/rulesets/nethack34/readings';

const data = makeDefaultNethack34Data();
const monk = { roleId: 'Mon', raceId: 'Hum', con: 14, wis: 14, int: 10, regen: {} } as const;

describe('the low-level power die of Monks and Priests', () => {
  it('follows the game in the built-in data, and says which reading each role has', () => {
    expect(lowPowerDieReading(data, 'Mon')).toBe('game');
    expect(lowPowerDieReading(data, 'Pri')).toBe('game');
    expect(lowPowerDieReading(data, 'Wiz')).toBeNull();
    const seed = withLowPowerDie(data, 'seed');
    expect(lowPowerDieReading(seed, 'Mon')).toBe('seed');
    expect(lowPowerDieReading(seed, 'Pri')).toBe('seed');
    // Other roles are untouched, and the game's reading comes back exactly.
    expect(seed.roles.filter((role) => !['Mon', 'Pri'].includes(role.id))).toEqual(
      data.roles.filter((role) => !['Mon', 'Pri'].includes(role.id)),
    );
    expect(withLowPowerDie(seed, 'game')).toEqual(data);
  });

  it("gives a Monk one side fewer per level-up below XL 10 in the seed's reading", () => {
    const game = computeAdvancement(data, monk).levels;
    const seed = computeAdvancement(withLowPowerDie(data, 'seed'), monk).levels;
    // XL 2: d(7 + 2) vs d(7 + 1) more power, plus the same fixed part.
    expect((game[1]?.pw.mean ?? 0) - (seed[1]?.pw.mean ?? 0)).toBeCloseTo(0.5, 12);
    // From XL 10 both use the high-level die (2): the gap stops growing.
    const gap = (xl: number) => (game[xl - 1]?.pw.mean ?? 0) - (seed[xl - 1]?.pw.mean ?? 0);
    expect(gap(10)).toBeCloseTo(gap(11), 12);
    expect(gap(30)).toBeCloseTo(gap(10), 12);
    expect(gap(9)).toBeLessThan(gap(10));
  });
});
