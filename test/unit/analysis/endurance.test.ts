import { describe, expect, it } from 'vitest';
import {
  castsToKill,
  mapSpread,
  spreadOfKill,
  spreadWords,
} from '../../../shared/analysis/endurance';
import { parseDice } from '../../../shared/engine/dice-notation';

/** P(dead by cast n) by brute force: every sequence of rolls of `sides`-sided dice, hp small. */
function bruteDeadBy(sides: number, hp: number, casts: number): number[] {
  const out: number[] = [];
  for (let n = 1; n <= casts; n += 1) {
    let dead = 0;
    const total = sides ** n;
    for (let code = 0; code < total; code += 1) {
      let sum = 0;
      let rest = code;
      for (let i = 0; i < n; i += 1) {
        sum += (rest % sides) + 1;
        rest = Math.floor(rest / sides);
      }
      if (sum >= hp) dead += 1;
    }
    out.push(dead / total);
  }
  return out;
}

describe('castsToKill', () => {
  it('is exact: P(dead by n) matches every sequence of rolls', () => {
    const kill = castsToKill([parseDice('1d6')], 9);
    const brute = bruteDeadBy(6, 9, kill.deadBy.length);
    kill.deadBy.forEach((dead, i) => expect(dead).toBeCloseTo(brute[i] as number, 12));
    // 1d6 against 9 HP: never in one cast, 10/36 by two, 1 − 70/1296 by four, certainly by nine.
    expect(kill.deadBy[0]).toBe(0);
    expect(kill.deadBy[1]).toBeCloseTo(10 / 36, 12);
    expect(kill.deadBy[3]).toBeCloseTo(1 - 70 / 1296, 12);
    expect(kill.deadBy).toHaveLength(9);
    expect(kill.casts).toEqual({ p5: 2, p50: 3, p95: 5 });
  });

  it('constant damage kills in ceil(hp / damage) casts; a rotation alternates', () => {
    expect(castsToKill([parseDice('5')], 40).casts).toEqual({ p5: 8, p50: 8, p95: 8 });
    expect(castsToKill([parseDice('5')], 41).casts).toEqual({ p5: 9, p50: 9, p95: 9 });
    // 10 then 0 then 10…: 30 HP falls on the fifth cast.
    expect(castsToKill([parseDice('10'), parseDice('0')], 30).casts.p50).toBe(5);
    // 1d2 against 2: half the time one cast, always two.
    expect(castsToKill([parseDice('1d2')], 2).casts).toEqual({ p5: 1, p50: 1, p95: 2 });
  });

  it('never heals, and a rotation that deals nothing never kills', () => {
    // 1d4-2 deals 0, 0, 1 or 2: never less than 0, so 2 HP falls eventually.
    const kill = castsToKill([parseDice('1d4-2')], 2);
    expect(kill.deadBy[0]).toBeCloseTo(0.25, 12);
    expect(castsToKill([parseDice('0'), parseDice('1-3')], 5).casts).toEqual({
      p5: null,
      p50: null,
      p95: null,
    });
    expect(() => castsToKill([], 5)).toThrow(/at least one cast/);
    expect(() => castsToKill([parseDice('1')], 0)).toThrow(/whole number from 1/);
  });

  it('caps a fight at 1000 casts', () => {
    const kill = castsToKill([parseDice('1')], 1500);
    expect(kill.deadBy).toHaveLength(1000);
    expect(kill.casts.p50).toBeNull();
  });

  it('mapSpread keeps null', () => {
    expect(mapSpread({ p5: 1, p50: null, p95: 3 }, (x) => x * 2)).toEqual({
      p5: 2,
      p50: null,
      p95: 6,
    });
  });
});

describe('spreadOfKill', () => {
  it('reads the percentiles of the figure itself, not the figure at the casts’ percentiles', () => {
    // A kill in 1, 2 or 3 casts, 1/3 each; the rest after each: 10, 30, 20 (a longer fight can
    // leave a fuller pool). Sorted by rest: 10, 20, 30 — the median rest is 20, not rest(2) = 30.
    const kill = { deadBy: [1 / 3, 2 / 3, 1], casts: { p5: 1, p50: 2, p95: 3 } };
    const rest = [10, 30, 20];
    expect(spreadOfKill(kill, (casts) => rest[casts - 1] ?? null)).toEqual({
      p5: 10,
      p50: 20,
      p95: 30,
    });
  });

  it('counts never above every number', () => {
    const kill = { deadBy: [0.5, 1], casts: { p5: 1, p50: 1, p95: 2 } };
    expect(spreadOfKill(kill, (casts) => (casts === 1 ? null : 4))).toEqual({
      p5: 4,
      p50: 4,
      p95: null,
    });
  });
});

describe('spreadWords', () => {
  it('says 1 turn, 2 turns and never', () => {
    expect(spreadWords({ p5: 1, p50: 2, p95: null }, ' turn', ' turns')).toBe(
      '1 turn / 2 turns / never',
    );
    expect(spreadWords({ p5: 0, p50: 1, p95: 12 }, ' s')).toBe('0 s / 1 s / 12 s');
  });
});
