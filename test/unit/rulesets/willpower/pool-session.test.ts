import { describe, expect, it } from 'vitest';
import {
  maxChanged,
  regain,
  spend,
  startSession,
  statusLowers,
  statusPasses,
  wait,
} from '../../../../shared/rulesets/willpower/pool-session';

const tathrenRate = { seconds: 216, points: 1 };

describe('a pool over time (Tathren: 18 max, a point every 216 s)', () => {
  it('refuses a cost it cannot pay and spends nothing', () => {
    const low = spend(startSession(18), 15, 'Big spell');
    expect(low.current).toBe(3);
    const refused = spend(low, 6, 'Burning hands');
    expect(refused.current).toBe(3);
    expect(refused.message).toBe(
      'Burning hands needs 6 mana but you have 3: refused, nothing spent.',
    );
  });

  it('carries progress toward the next point from one wait to the next', () => {
    const spent = spend(startSession(18), 6, 'Burning hands');
    const first = wait(spent, 100, tathrenRate, []);
    expect(first.current).toBe(12);
    const second = wait(first, 116, tathrenRate, []);
    expect(second.current).toBe(13);
    expect(wait(second, 432, tathrenRate, []).current).toBe(15);
  });

  it('loses the progress once full', () => {
    const almost = spend(startSession(18), 1, 'Spark');
    const full = wait(almost, 300, tathrenRate, []);
    expect(full.current).toBe(18);
    expect(full.progress).toEqual({ n: 0, d: 1 });
    const again = spend(full, 1, 'Spark');
    expect(wait(again, 215, tathrenRate, []).current).toBe(17);
    expect(wait(again, 216, tathrenRate, []).current).toBe(18);
  });

  it('raises only the maximum for an item, and lowers the mana you have when it comes off', () => {
    const spent = spend(startSession(18), 6, 'Burning hands');
    const ringed = maxChanged(spent, 23, 'other');
    expect([ringed.current, ringed.max]).toEqual([12, 23]);
    const full = maxChanged(startSession(18), 23, 'other');
    expect([full.current, full.max]).toEqual([18, 23]);
    const off = maxChanged({ ...full, current: 23 }, 18, 'other');
    expect([off.current, off.max]).toEqual([18, 18]);
  });

  it('raises both on a level-up', () => {
    const up = maxChanged(spend(startSession(18), 6, 'Burning hands'), 26, 'level-up');
    expect([up.current, up.max]).toEqual([20, 26]);
  });

  it('drains Ebbing while nothing comes back, never below zero', () => {
    const ebbing = [{ label: 'Ebbing', mana: 1, everySeconds: 20 }];
    const after = wait(startSession(18), 70, null, ebbing);
    expect(after.current).toBe(15);
    expect(wait(after, 10, null, ebbing).current).toBe(14);
    expect(wait(startSession(2), 1000, null, ebbing).current).toBe(0);
  });

  it('keeps each drain’s clock by its status’s name, whatever the name', () => {
    // Names are the designer's text: `constructor` and `__proto__` are names like any other.
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const drain = [{ label: name, mana: 1, everySeconds: 20 }];
      const after = wait(startSession(18), 70, null, drain);
      expect(after.current).toBe(15);
      // 10 s carried over from the first wait: 10 more make the next bite.
      expect(wait(after, 10, null, drain).current).toBe(14);
    }
  });

  it('never regains above the maximum', () => {
    expect(regain(spend(startSession(18), 2, 'x'), 5, 'Siphoning').current).toBe(18);
  });
});

describe('when the most falls', () => {
  it('lowers max and current together for a disease', () => {
    const sick = maxChanged(spend(startSession(18), 2, 'x'), 16, 'disease');
    expect([sick.current, sick.max]).toEqual([14, 16]);
  });

  it('keeps current under a stat-lowering status but regains nothing above the lower max', () => {
    const capped = statusLowers(spend(startSession(18), 1, 'x'), 15, 'Weakened');
    expect([capped.current, capped.max]).toEqual([17, 18]);
    expect(wait(capped, 10_000, tathrenRate, []).current).toBe(17);
    const low = spend(capped, 10, 'y');
    expect(wait(low, 10_000, tathrenRate, []).current).toBe(15);
    const passed = statusPasses(wait(low, 10_000, tathrenRate, []));
    expect(passed.cappedAt).toBeUndefined();
    expect(wait(passed, 10_000, tathrenRate, []).current).toBe(18);
  });
});
