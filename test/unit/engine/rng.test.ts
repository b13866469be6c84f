import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/engine/rng';

function draw(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => rng.nextUint32());
}

describe('the seeded RNG (test oracle)', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(new Rng(42), 20)).toEqual(draw(new Rng(42), 20));
    expect(draw(new Rng(42), 20)).not.toEqual(draw(new Rng(43), 20));
  });

  it('resumes from a saved state', () => {
    const rng = new Rng(7);
    draw(rng, 5);
    const saved = rng.save();
    const rest = draw(rng, 10);
    expect(draw(Rng.fromState(JSON.parse(JSON.stringify(saved))), 10)).toEqual(rest);
  });

  it('keeps rnd(n) in 1..n and rn2(n) in 0..n−1, roughly uniformly', () => {
    const rng = new Rng(2024);
    const counts = new Array<number>(6).fill(0);
    const trials = 60_000;
    for (let i = 0; i < trials; i += 1) {
      const roll = rng.rnd(6);
      expect(roll >= 1 && roll <= 6).toBe(true);
      counts[roll - 1] = (counts[roll - 1] ?? 0) + 1;
    }
    // Expected 10 000 each; sd ≈ 91. Allow 5 sd.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(460);
    for (let i = 0; i < 1000; i += 1) expect(rng.rn2(1)).toBe(0);
    const mean =
      Array.from({ length: 20_000 }, () => rng.nextFloat()).reduce((a, b) => a + b) / 20_000;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
  });

  it('refuses a die with no sides', () => {
    expect(() => new Rng(1).rn2(0)).toThrow(RangeError);
    expect(() => new Rng(1.5)).toThrow(RangeError);
  });
});
