import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Spread } from '../../../../shared/analysis/endurance';
import { FIGHTS_MAX, fightsUntil } from '../../../../shared/rulesets/dcss/fights-before-rest';

/** Fight after fight, the HP lost so far as a distribution, stopping at the margin. */
function fightByFight(margin: number, loss: readonly number[]): Spread {
  let going = new Array<number>(margin).fill(0);
  going[0] = 1;
  let stopped = 0;
  const at: (number | null)[] = [null, null, null];
  const ps = [0.05, 0.5, 0.95];
  for (let n = 1; n <= FIGHTS_MAX && at.some((each) => each === null); n += 1) {
    const next = new Array<number>(margin).fill(0);
    going.forEach((p, sofar) => {
      loss.forEach((q, lost) => {
        if (sofar + lost >= margin) stopped += p * q;
        else next[sofar + lost] = (next[sofar + lost] as number) + p * q;
      });
    });
    going = next;
    ps.forEach((p, i) => {
      if (at[i] === null && stopped >= p - 1e-12) at[i] = n;
    });
  }
  return { p5: at[0] ?? null, p50: at[1] ?? null, p95: at[2] ?? null };
}

describe('fightsUntil', () => {
  it('counts what playing fight after fight counts (random losses and margins)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 12 }),
        (margin, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const sum = weights.reduce((a, b) => a + b, 0);
          const loss = weights.map((w) => w / sum);
          expect(fightsUntil(margin, (lost) => loss[lost] ?? 0)).toEqual(
            fightByFight(margin, loss),
          );
        },
      ),
      { numRuns: 300, seed: 36 },
    );
  });

  it('reads past 1000 fights as never, and exactly 1000 as 1000', () => {
    // One HP a fight against a margin of 1000: exactly 1000 fights, every time.
    expect(fightsUntil(1000, (lost) => (lost === 1 ? 1 : 0))).toEqual({
      p5: 1000,
      p50: 1000,
      p95: 1000,
    });
    expect(fightsUntil(1001, (lost) => (lost === 1 ? 1 : 0))).toEqual({
      p5: null,
      p50: null,
      p95: null,
    });
    // Mostly nothing lost: the p95 is past the cap.
    const rare = (lost: number) => (lost === 0 ? 0.999 : lost === 1 ? 0.001 : 0);
    expect(fightsUntil(1, rare)).toEqual(fightByFight(1, [0.999, 0.001]));
    expect(fightsUntil(1, rare).p95).toBeNull();
  });
});
