import { describe, expect, it } from 'vitest';
import { computeRegenAtLevel } from '../../../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild, WillpowerData } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';
import {
  checkEndurancePattern,
  computeWillpowerEndurance,
  defaultEndurancePattern,
  type EndurancePattern,
} from '../../../../shared/rulesets/willpower/endurance';
import {
  advanceRegen,
  makeRegenClock,
  spendMana,
  startRegen,
} from '../../../../shared/rulesets/willpower/regen-simulation';

const data: WillpowerData = makeDefaultWillpowerData();
const build: WillpowerBuild = { ...TATHREN, level: 30 };
const pattern: EndurancePattern = defaultEndurancePattern(data);

/**
 * The hour by brute force: one whole second at a time, a cast at any second from the pace's
 * next slot on when the pool holds the cost (`wait`), or the walk ends at the first slot the pool
 * cannot pay (no `wait`). No skipping ahead, no counting of ticks.
 */
function bruteHour(
  level: number,
  startFull: boolean,
  cost: number,
  every: number,
  wait: boolean,
  statusIds: readonly string[] = [],
) {
  const maxMana = computeManaCurve(data, build).points[level - 1]?.maxMana as number;
  const regen = computeRegenAtLevel(data, build, { statusIds }, level);
  const clock = makeRegenClock({ maxMana, rate: regen.rate, drains: regen.drains });
  let state = startRegen(clock, startFull ? maxMana : 0).state;
  let casts = 0;
  let nextSlot = 0;
  // The hour runs from 0 s to 3600 s, both included (hour.ts): a cast at 3600 s counts.
  for (let second = 0; second <= 3600; second += 1) {
    if (second >= nextSlot) {
      if (state.mana >= cost) {
        state = spendMana(clock, state, cost).state;
        casts += 1;
        nextSlot = second + every;
      } else if (!wait) {
        return { casts, ranDry: true };
      }
    }
    state = advanceRegen(clock, state, 1).state;
  }
  return { casts, ranDry: false };
}

describe('computeWillpowerEndurance', () => {
  it('gives a row per level, each with that level’s maximum', () => {
    const result = computeWillpowerEndurance({ data, build, statusIds: [], pattern });
    expect(result.levels.map((row) => row.level)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect(result.levels[0]?.maxMana).toBe(18);
    expect(result.levels[29]?.maxMana).toBe(250);
    expect(result.levels.every((row) => row.rotationCost === 6)).toBe(true);
  });

  it('closed form: casts before empty from full = the first j with max − j·cost + points by j·every < cost', () => {
    const regen = computeRegenAtLevel(data, build, { statusIds: [] }, 30);
    const rate = regen.rate as { seconds: number; points: number };
    for (const every of [1, 6, 60]) {
      const result = computeWillpowerEndurance({
        data,
        build,
        statusIds: [],
        pattern: { ...pattern, everySeconds: every },
      });
      const max = 250;
      let j = 0;
      // Regeneration starts at the first cast (0 s), and the pool is never full again.
      while (max - j * 6 + Math.floor((j * every * rate.points) / rate.seconds) >= 6) j += 1;
      expect(result.levels[29]?.castsBeforeEmpty).toBe(j);
    }
  });

  it('closed form: from empty, an hour of one spell casts floor(points by the last second / cost)', () => {
    const regen = computeRegenAtLevel(data, build, { statusIds: [] }, 30);
    const rate = regen.rate as { seconds: number; points: number };
    const result = computeWillpowerEndurance({ data, build, statusIds: [], pattern });
    // Points come at k × seconds-per-point; cast n waits for the first whole second past n·6 points.
    let n = 0;
    while (Math.ceil(((n + 1) * 6 * rate.seconds) / rate.points) <= 3600) n += 1;
    expect(result.levels[29]?.castsPerHour).toBe(n);
    expect(n).toBe(Math.floor(Math.floor((3600 * rate.points) / rate.seconds) / 6));
  });

  it('matches a second-by-second walk, including paces that hold and skip ahead by whole cycles', () => {
    for (const statusIds of [[], ['resting']]) {
      for (const every of [1, 7, 700, 1800]) {
        const result = computeWillpowerEndurance({
          data,
          build,
          statusIds,
          pattern: { ...pattern, everySeconds: every },
        });
        for (const level of [1, 12, 60]) {
          const row = result.levels[level - 1];
          const dry = bruteHour(level, true, 6, every, false, statusIds);
          expect(row?.castsBeforeEmpty, `from full, every ${every}, level ${level}`).toBe(
            dry.ranDry ? dry.casts : null,
          );
          expect(row?.castsPerHour, `from empty, every ${every}, level ${level}`).toBe(
            bruteHour(level, false, 6, every, true, statusIds).casts,
          );
        }
      }
    }
  });

  it('time to kill: the moment of the killing cast, at the pace while the pool lasts', () => {
    const result = computeWillpowerEndurance({
      data,
      build,
      statusIds: [],
      pattern: {
        ...pattern,
        rotation: [{ abilityId: 'burning-hands', damage: '10' }],
        targetHp: 30,
      },
    });
    expect(result.castsToKill.casts).toEqual({ p5: 3, p50: 3, p95: 3 });
    // Level 30 holds 250: casts at 0, 6 and 12 s.
    expect(result.levels[29]?.secondsToKill).toEqual({ p5: 12, p50: 12, p95: 12 });
    // Level 1 holds 18: three casts at once… at 0, 6 and 12 s too, the pool empty after.
    expect(result.levels[0]?.secondsToKill).toEqual({ p5: 12, p50: 12, p95: 12 });
    // Four casts at level 1: the fourth waits for six points.
    const four = computeWillpowerEndurance({
      data,
      build,
      statusIds: [],
      pattern: {
        ...pattern,
        rotation: [{ abilityId: 'burning-hands', damage: '10' }],
        targetHp: 40,
      },
    });
    const regen = computeRegenAtLevel(data, build, { statusIds: [] }, 1);
    const rate = regen.rate as { seconds: number; points: number };
    expect(four.levels[0]?.secondsToKill.p50).toBe(Math.ceil((6 * rate.seconds) / rate.points));
  });

  it('rest after a fight: from what is left to full at the resting pace, or the fight’s without rest', () => {
    const fixed = {
      ...pattern,
      rotation: [{ abilityId: 'burning-hands', damage: '10' }],
      targetHp: 30,
    };
    const resting = computeRegenAtLevel(data, build, { statusIds: ['resting'] }, 30);
    const usual = computeRegenAtLevel(data, build, { statusIds: [] }, 30);
    const rested = computeWillpowerEndurance({ data, build, statusIds: [], pattern: fixed });
    const row = rested.levels[29];
    // 18 spent at 0, 6 and 12 s; two points came back meanwhile only if the pace allows.
    const back = Math.floor((12 * (usual.rate?.points ?? 0)) / (usual.rate?.seconds ?? 1));
    const missing = 18 - back;
    const seconds = (r: typeof resting) =>
      Math.ceil(((r.rate?.seconds ?? 0) * missing) / (r.rate?.points ?? 1) - 1e-9);
    expect(row?.restSeconds.p50).toBeGreaterThan(0);
    expect(row?.restSeconds.p50).toBeLessThanOrEqual(seconds(resting));
    const moving = computeWillpowerEndurance({
      data,
      build,
      statusIds: [],
      pattern: { ...fixed, rest: false },
    }).levels[29];
    // Without rest the same mana comes back at the usual pace: twice as long (resting is ×2).
    expect(moving?.restSeconds.p50).toBeGreaterThan(row?.restSeconds.p50 as number);
    expect(moving?.restSeconds.p50).toBeLessThanOrEqual(seconds(usual));
  });

  it('Siphoning gives back mana at the kill when the kill is within its reach', () => {
    const siphoner = { ...build, itemIds: [...build.itemIds, 'siphoning-ring'] };
    const near = computeWillpowerEndurance({ data, build: siphoner, statusIds: [], pattern });
    const far = computeWillpowerEndurance({
      data,
      build: siphoner,
      statusIds: [],
      pattern: { ...pattern, killCells: 10 },
    });
    expect(near.levels[29]?.killMana).toBe(2);
    expect(far.levels[29]?.killMana).toBe(0);
    expect(near.levels[29]?.restSeconds.p50).toBeLessThan(
      far.levels[29]?.restSeconds.p50 as number,
    );
    expect(near.explain.join(' ')).toContain('the kill gives back 2 mana');
  });

  it('a spell dearer than the maximum never runs; nothing is NaN', () => {
    const dear = {
      ...data,
      abilities: [
        ...data.abilities,
        { id: 'meteor', name: 'Meteor', kind: 'spell' as const, cost: 40 },
      ],
    };
    const result = computeWillpowerEndurance({
      data: dear,
      build,
      statusIds: [],
      pattern: { ...pattern, rotation: [{ abilityId: 'meteor', damage: '8d6' }] },
    });
    expect(result.levels[0]?.never).toBe('Meteor costs 40, more than the maximum of 18.');
    expect(result.levels[0]?.castsPerHour).toBe(0);
    expect(result.levels[29]?.never).toBeNull();
    for (const row of result.levels) {
      for (const value of [row.castsBeforeEmpty, row.castsPerHour, row.killMana]) {
        expect(Number.isNaN(value)).toBe(false);
      }
    }
  });

  it('checks the pattern, naming the field', () => {
    expect(checkEndurancePattern(data, pattern)).toEqual([]);
    expect(
      checkEndurancePattern(data, {
        ...pattern,
        rotation: [{ abilityId: 'nope', damage: '2x6' }],
        everySeconds: 0,
        targetHp: 1.5,
        killCells: 51,
        killLevel: -1,
      }),
    ).toEqual([
      'Cast 1: there is no ability "nope".',
      'Cast 1\'s damage: "2x6" is not dice like 2d6 or a whole number.',
      'Seconds between casts: A whole number of seconds from 1 to 3600.',
      "The target's HP: A whole number of hit points from 1 to 5000.",
      'Cells to the kill: A whole number of cells from 0 to 50.',
      'The kill’s level: From 0 to 100.',
    ]);
    expect(() =>
      computeWillpowerEndurance({
        data,
        build,
        statusIds: [],
        pattern: { ...pattern, rotation: [] },
      }),
    ).toThrow('The rotation needs from 1 to 12 casts.');
  });
});

describe('a kill whose p95 is past the cap', () => {
  it('still times the p5 and p50 fights', () => {
    const result = computeWillpowerEndurance({
      data,
      build,
      statusIds: [],
      pattern: {
        ...pattern,
        rotation: [{ abilityId: 'burning-hands', damage: '1d2-1' }],
        targetHp: 500,
      },
    });
    expect(result.castsToKill.casts.p95).toBeNull();
    const row = result.levels[59];
    expect(row?.secondsToKill.p5).not.toBeNull();
    expect(row?.secondsToKill.p50).not.toBeNull();
    expect(row?.secondsToKill.p95).toBeNull();
  });
});

describe('the rest after a fight carries the progress the fight built up', () => {
  /**
   * The fight and the rest, one whole second at a time, with progress counted in exact units of
   * a point (a second adds points / seconds of one): casts at the pace from full, each waiting
   * for its cost; then rest at the resting pace until full. Progress toward the next point runs
   * while the pool is below full and is lost when it is full (the seed), so the rest starts with
   * what the fight built.
   */
  function fightThenRest(level: number, casts: number, maxMana: number, cost: number) {
    const fight = computeRegenAtLevel(data, TATHREN, { statusIds: [] }, level).rate;
    const rest = computeRegenAtLevel(data, TATHREN, { statusIds: ['resting'] }, level).rate;
    if (fight === null || rest === null) throw new Error('no regeneration');
    const point = fight.seconds * rest.seconds;
    let mana = maxMana;
    let progress = 0;
    const second = (rate: { seconds: number; points: number }) => {
      if (mana >= maxMana) return;
      progress += (rate.points * point) / rate.seconds;
      while (progress >= point && mana < maxMana) {
        mana += 1;
        progress -= point;
      }
      if (mana >= maxMana) progress = 0;
    };
    let t = 0;
    let next = 0;
    for (let cast = 1; cast <= casts; cast += 1) {
      while (t < next || mana < cost) {
        second(fight);
        t += 1;
      }
      mana -= cost;
      next = t + pattern.everySeconds;
    }
    let rested = 0;
    while (mana < maxMana) {
      second(rest);
      rested += 1;
    }
    return rested;
  }

  it('Tathren, level 5: rest p95 5,163 s (5,184 s when the fight’s 42 s toward a point were dropped)', () => {
    const result = computeWillpowerEndurance({ data, build: TATHREN, statusIds: [], pattern });
    const row = result.levels[4];
    expect(row?.secondsToKill.p95).toBe(42);
    expect(row?.restSeconds.p95).toBe(5163);
    // 48 points short at 108 s a point resting, less the 42 / 216 of a point the fight built.
    expect(5163).toBe(48 * 108 - (42 / 216) * 108);
  });

  it('matches the fight and rest played second by second, at every level and every kill length', () => {
    const result = computeWillpowerEndurance({ data, build: TATHREN, statusIds: [], pattern });
    let before = 0;
    const kills = result.castsToKill.deadBy.flatMap((dead, i) => {
      const chance = dead - before;
      before = dead;
      return chance > 1e-15 ? [{ casts: i + 1, chance }] : [];
    });
    for (const row of result.levels.filter((each) => each.level % 6 === 5)) {
      expect(row.killMana).toBe(0);
      const rests = kills
        .map(({ casts, chance }) => ({
          rest: fightThenRest(row.level, casts, row.maxMana, row.rotationCost),
          chance,
        }))
        .sort((a, b) => a.rest - b.rest);
      const at = (p: number) => {
        let sum = 0;
        return rests.find(({ chance }) => (sum += chance) >= p - 1e-12)?.rest ?? null;
      };
      expect(row.restSeconds, `level ${row.level}`).toEqual({
        p5: at(0.05),
        p50: at(0.5),
        p95: at(0.95),
      });
    }
  });
});
