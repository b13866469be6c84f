import { describe, expect, it } from 'vitest';
import type { PoolQuality } from '../../../../shared/engine/dice-pool';
import { Rng } from '../../../../shared/engine/rng';
import { computeMageCast } from '../../../../shared/rulesets/mage2e/cast';
import type { Mage2eCast } from '../../../../shared/rulesets/mage2e/data';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultMage2eData,
} from '../../../../shared/rulesets/mage2e/defaults';

/** One die of a pool, rolled: 8+ succeeds, again faces add a die, rote re-rolls a first failure. */
function rollDie(rng: Rng, quality: PoolQuality, rerolled = false): number {
  let successes = 0;
  let face = rng.rnd(10);
  if (face < 8) return quality.rote && !rerolled ? rollDie(rng, quality, true) : 0;
  for (;;) {
    if (face < 8) return successes;
    successes += 1;
    if (quality.again === null || face < quality.again) return successes;
    face = rng.rnd(10);
  }
}

/** A roll's successes, −1 for a chance die's dramatic failure. */
function roll(rng: Rng, dice: number, quality: PoolQuality): number {
  if (dice <= 0) {
    const face = rng.rnd(10);
    return face === 10 ? 1 : face === 1 ? -1 : 0;
  }
  let total = 0;
  for (let i = 0; i < dice; i += 1) total += rollDie(rng, quality);
  return total;
}

describe('Monte Carlo cross-check', () => {
  it('matches the released joint outcome within 4 standard errors (seed 2e, 200 000 casts)', () => {
    const data = makeDefaultMage2eData();
    // Pool 6 (Potency 5: −4, a day: −2, Yantras +3), 7 Paradox dice at 9-again.
    const cast: Mage2eCast = {
      ...DEFAULT_MAGE_CAST,
      potency: { advanced: false, level: 5 },
      otherReach: 3,
    };
    const view = computeMageCast(data, cast);
    expect(view.pool.value).toBe(6);
    expect(view.paradox.pool?.value).toBe(7);
    const paradoxQuality = view.paradox.quality ?? { again: 10, rote: false };
    const rng = new Rng(0x2e);
    const runs = 200_000;
    const counts = { dramaticFailure: 0, failure: 0, success: 0, exceptional: 0 };
    for (let i = 0; i < runs; i += 1) {
      const paradox = Math.max(0, roll(rng, view.paradox.pool?.value ?? 0, paradoxQuality));
      const dice = view.pool.value - paradox;
      if (dice <= data.impossibleAt) {
        counts.failure += 1;
        continue;
      }
      const successes = roll(rng, dice, view.castingQuality);
      if (successes < 0) counts.dramaticFailure += 1;
      else if (successes === 0) counts.failure += 1;
      else if (successes >= view.exceptionalAt) counts.exceptional += 1;
      else counts.success += 1;
    }
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) {
      const p = view.outcomes[key];
      const se = Math.sqrt((p * (1 - p)) / runs);
      expect(Math.abs(counts[key] / runs - p)).toBeLessThan(4 * se + 1e-9);
    }
    expect(view.outcomes.dramaticFailure).toBeGreaterThan(0);
  });
});
