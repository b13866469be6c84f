/**
 * Seed 000, "Spending it": "Anything that costs mana is refused when you have too little, and then
 * spends nothing." and Blood magic: "turns 5 of your hit points into 3 mana at once … It never
 * takes your last hit point, so with 5 or fewer it refuses. It never brings your mana above your
 * maximum, and does nothing while your mana is full."
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import {
  buildPoolContext,
  playPoolEvents,
  poolLogReport,
} from '../../../../shared/rulesets/willpower/pool-events';
import { SEED_KILL_SCENARIOS } from '../../../../shared/rulesets/willpower/casting-economy';

const data = makeDefaultWillpowerData();
const blood = {
  ...TATHREN,
  level: 3,
  talents: [{ talentId: 'blood-magic', takenAtLevel: 1 }],
  stats: { ...TATHREN.stats, con: 16 },
};

describe('Mana now, event by event', () => {
  it('refuses a cast it cannot pay and spends nothing', () => {
    const context = buildPoolContext(data, TATHREN, [], SEED_KILL_SCENARIOS);
    const cast = { kind: 'cast', abilityId: 'burning-hands' } as const;
    const rows = playPoolEvents(context, [cast, cast, cast, cast]);
    expect(rows.map((row) => row.mana)).toEqual([12, 6, 0, 0]);
    expect(rows[3]?.message).toBe(
      'Burning hands needs 6 mana but you have 0: refused, nothing spent.',
    );
  });

  it('Blood magic: 5 HP into 3 mana, never the last hit point, nothing while full', () => {
    const context = buildPoolContext(data, blood, [], SEED_KILL_SCENARIOS);
    const maxHp = context.maxHp;
    expect(maxHp).toBeGreaterThan(10);
    const rows = playPoolEvents(context, [
      { kind: 'blood-magic' },
      { kind: 'cast', abilityId: 'burning-hands' },
      { kind: 'blood-magic' },
      { kind: 'blood-magic' },
      { kind: 'refill' },
    ]);
    expect(rows[0]?.message).toMatch(/^Mana is full \(34\/34\): Blood magic does nothing\.$/);
    expect(rows[0]?.hp).toBe(maxHp);
    expect(rows.slice(1, 4).map((row) => [row.mana, row.hp])).toEqual([
      [28, maxHp],
      [31, maxHp - 5],
      [34, maxHp - 10],
    ]);
    expect(rows[4]).toMatchObject({ mana: 34, hp: maxHp, event: 'Refill' });
  });

  it('a wait brings mana back at the build’s pace with carry-over; a kill pays Siphoning', () => {
    const ring = { ...TATHREN, itemIds: ['siphoning-ring'] };
    const context = buildPoolContext(data, ring, [], SEED_KILL_SCENARIOS);
    const rows = playPoolEvents(context, [
      { kind: 'cast', abilityId: 'burning-hands' },
      { kind: 'cast', abilityId: 'burning-hands' },
      { kind: 'wait', minutes: 3 },
      { kind: 'wait', minutes: 4 },
      { kind: 'kill', label: 'Your spell, 3 cells straight' },
    ]);
    // A point every 216 s: 180 s give none, 420 s in all give 1 (the 180 carried over).
    expect(rows.map((row) => row.mana)).toEqual([12, 6, 6, 7, 9]);
    expect(() => playPoolEvents(context, [{ kind: 'wait', minutes: 0 }])).toThrow(
      'Minutes must be from 1 to 1440.',
    );
    expect(() => playPoolEvents(context, [{ kind: 'blood-magic' }])).toThrow(/needs the talent/);
  });

  it('writes the log with machine names and the screen’s words', () => {
    const context = buildPoolContext(data, TATHREN, [], SEED_KILL_SCENARIOS);
    const table = poolLogReport(
      'Tathren',
      playPoolEvents(context, [{ kind: 'cast', abilityId: 'burning-hands' }]),
    );
    expect(table.columns).toEqual(['step', 'event', 'mana', 'max_mana', 'hp', 'max_hp', 'message']);
    expect(table.headings?.[2]).toBe('MP');
    expect(table.rows).toEqual([
      [1, 'Cast Burning hands', 12, 18, context.maxHp, context.maxHp, 'Burning hands: spent 6.'],
    ]);
  });
});
