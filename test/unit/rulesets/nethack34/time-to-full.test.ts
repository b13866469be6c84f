import { describe, expect, it } from 'vitest';
import { point, rndDist } from '../../../../shared/engine/dist';
import { Memo } from '../../../../shared/engine/memo';
import { Rng } from '../../../../shared/engine/rng';
import { expectedTurnsToGain } from '../../../../shared/rulesets/nethack34/time-to-full';

describe('expected turns to regain a deficit, turn by turn', () => {
  it('takes interval × deficit turns for 1 point per event from turn 1', () => {
    expect(expectedTurnsToGain(10, 7, point(1))).toBe(70);
    expect(expectedTurnsToGain(5, 1, point(1))).toBe(5);
  });

  it('heals every turn with Regeneration, and the event adds its own point', () => {
    // Interval 3 from turn 1: turns 1, 2 give 1 each (intrinsic), turn 3 gives the event's 1.
    expect(expectedTurnsToGain(3, 3, point(1), 1)).toBe(3);
    expect(expectedTurnsToGain(4, 3, point(2), 1)).toBe(3);
  });

  it('agrees with a seeded simulation for a random amount', () => {
    const rng = new Rng(42);
    const runs = 20000;
    let total = 0;
    for (let i = 0; i < runs; i += 1) {
      let missing = 50;
      let turn = 1;
      let turns = 0;
      while (missing > 0) {
        if (turn % 3 === 0) missing -= Math.min(rng.rnd(16), 6);
        turn += 1;
        turns += 1;
      }
      total += turns;
    }
    const capped = { offset: 1, probs: [1, 1, 1, 1, 1, 11].map((n) => n / 16) };
    const exact = expectedTurnsToGain(50, 3, capped);
    expect(Math.abs(total / runs - exact)).toBeLessThan(0.3);
    expect(exact).toBeGreaterThan(0);
    expect(rndDist(6).probs).toHaveLength(6);
  });

  it('answers the same from a table kept in a memo, whichever deficit is asked first', () => {
    const memo = new Memo();
    const amount = rndDist(7);
    // 12 first, then deficits past the rows the table starts with (it grows, keeping its rows).
    const deficits = [12, 90, 45, 300];
    const alone = deficits.map((deficit) => expectedTurnsToGain(deficit, 4, amount, 1));
    const shared = deficits.map((deficit) => expectedTurnsToGain(deficit, 4, amount, 1, 1, memo));
    expect(shared).toEqual(alone);
    expect(memo.count('nethack34/turns-to-gain')).toBe(1);
    expect(expectedTurnsToGain(30, 4, amount, 1, 2, memo)).toBe(
      expectedTurnsToGain(30, 4, amount, 1, 2),
    );
  });

  it('refuses a pool that never fills', () => {
    expect(() => expectedTurnsToGain(3, 2, point(0))).toThrow('never fills');
  });
});
