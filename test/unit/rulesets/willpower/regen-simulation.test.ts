import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SEED_ABILITIES,
  SEED_REGEN_RULES,
  SEED_STATUSES,
} from '../../../../shared/rulesets/willpower/defaults';
import { computeRegen, findStatus } from '../../../../shared/rulesets/willpower/regen';
import {
  advanceRegen,
  changePace,
  makeRegenClock,
  MAX_SIMULATION_TURNS,
  simulateRegen,
  spendMana,
  startRegen,
  type ManaDrain,
  type RegenPool,
  type RegenSimulationInput,
  type RegenStep,
} from '../../../../shared/rulesets/willpower/regen-simulation';

const TATHREN_RATE = { seconds: 216, points: 1 };
const burningHands = (() => {
  const ability = SEED_ABILITIES.find((a) => a.id === 'burning-hands');
  if (ability === undefined) throw new Error('no Burning hands');
  return { label: ability.name, cost: ability.cost };
})();
const ebbing = (() => {
  const drain = findStatus(SEED_STATUSES, 'ebbing').drain;
  if (drain === undefined) throw new Error('Ebbing drains nothing');
  return drain;
})();

/** Runs a pool through the given steps with the step API, collecting every event. */
function runSteps(pool: RegenPool, startMana: number, steps: readonly number[]): RegenStep {
  const clock = makeRegenClock(pool);
  let step = startRegen(clock, startMana);
  const events = [...step.events];
  for (const seconds of steps) {
    step = advanceRegen(clock, step.state, seconds);
    events.push(...step.events);
  }
  return { state: step.state, events };
}

describe('Willpower regen simulation: the seed example (Tathren, a point every 216 s)', () => {
  it('refills Tathren from empty to full in 3888 seconds and not a second sooner', () => {
    const input = { maxMana: 18, startMana: 0, rate: TATHREN_RATE };
    expect(simulateRegen({ ...input, durationSeconds: 3887 }).finalMana).toBe(17);
    expect(simulateRegen({ ...input, durationSeconds: 3888 }).finalMana).toBe(18);
  });

  it('casts Burning hands twice in an hour from empty, at the moment the sixth point comes back', () => {
    const result = simulateRegen({
      maxMana: 18,
      startMana: 0,
      rate: TATHREN_RATE,
      durationSeconds: 3600,
      turnSeconds: 10,
      spend: burningHands,
    });
    expect(result).toMatchObject({ finalMana: 4, casts: 2, gained: 16, drained: 0, turns: 360 });
    const casts = result.timeline.filter((event) => event.kind === 'cast');
    expect(casts).toEqual([
      { seconds: 1296, mana: 0, kind: 'cast' },
      { seconds: 2592, mana: 0, kind: 'cast' },
    ]);
    expect(result.timeline[0]).toEqual({ seconds: 0, mana: 0, kind: 'start' });
    expect(result.timeline.at(-1)).toEqual({ seconds: 3600, mana: 4, kind: 'end' });
  });

  it('casts three times at once from a full pool of 18', () => {
    const result = simulateRegen({
      maxMana: 18,
      startMana: 18,
      rate: TATHREN_RATE,
      durationSeconds: 0,
      spend: burningHands,
    });
    expect(result.casts).toBe(3);
    expect(result.timeline.map((e) => [e.seconds, e.mana, e.kind])).toEqual([
      [0, 18, 'start'],
      [0, 12, 'cast'],
      [0, 6, 'cast'],
      [0, 0, 'cast'],
      [0, 0, 'end'],
    ]);
  });

  it('sustains 8 casts an hour resting with Meditation (a point every 72 s)', () => {
    const regen = computeRegen(SEED_REGEN_RULES, {
      wil: 12,
      statuses: [findStatus(SEED_STATUSES, 'resting')],
      diseased: findStatus(SEED_STATUSES, 'diseased'),
      restingFactors: [{ label: 'Meditation', factor: 1.5 }],
    });
    const result = simulateRegen({
      maxMana: 18,
      startMana: 0,
      rate: regen.rate,
      durationSeconds: 3600,
      spend: burningHands,
    });
    expect(result).toMatchObject({ gained: 50, casts: 8, finalMana: 2 });
  });
});

describe('Willpower regen simulation: the fine print', () => {
  const pool: RegenPool = { maxMana: 18, rate: TATHREN_RATE };

  it('carries progress toward the next point over from turn to turn', () => {
    const split = runSteps(pool, 10, [100, 100, 16]);
    expect(split.state.mana).toBe(11);
    expect(split.events.filter((e) => e.kind === 'regen')).toEqual([
      { seconds: 216, mana: 11, kind: 'regen' },
    ]);
  });

  it('loses progress once full: after spending, the next point takes a full 216 s', () => {
    const clock = makeRegenClock(pool);
    // Full at 216 s; the 84 s after that count for nothing.
    const full = advanceRegen(clock, startRegen(clock, 17).state, 300);
    expect(full.state).toMatchObject({ mana: 18, regenProgress: 0 });
    const spent = spendMana(clock, full.state, 1);
    expect(spent.refused).toBe(false);
    expect(advanceRegen(clock, spent.state, 215).state.mana).toBe(17);
    expect(advanceRegen(clock, spent.state, 216).events).toEqual([
      { seconds: 516, mana: 18, kind: 'regen' },
    ]);
  });

  it('refuses to spend more than the pool holds, and then spends nothing', () => {
    const clock = makeRegenClock(pool);
    const start = startRegen(clock, 5).state;
    const refused = spendMana(clock, start, 6);
    expect(refused).toEqual({ state: start, events: [], refused: true });
  });

  it('keeps a fractional pace exact: 86.4 s a point is 5 points every 432 s', () => {
    const fast = { maxMana: 100, rate: { seconds: 432, points: 5 } };
    expect(simulateRegen({ ...fast, startMana: 0, durationSeconds: 431 }).finalMana).toBe(4);
    const exact = simulateRegen({ ...fast, startMana: 0, durationSeconds: 432, turnSeconds: 1 });
    expect(exact.finalMana).toBe(5);
    expect(exact.timeline.filter((e) => e.kind === 'regen').map((e) => e.seconds)).toEqual([
      86.4, 172.8, 259.2, 345.6, 432,
    ]);
  });

  it('drains 1 mana every 20 seconds while ebbing, never below 0', () => {
    const ebbingPool = { maxMana: 18, rate: null, drains: [ebbing] };
    expect(simulateRegen({ ...ebbingPool, startMana: 10, durationSeconds: 159 }).finalMana).toBe(3);
    const emptied = simulateRegen({ ...ebbingPool, startMana: 10, durationSeconds: 1000 });
    expect(emptied).toMatchObject({ finalMana: 0, drained: 10 });
    expect(emptied.timeline.filter((e) => e.kind === 'drain').map((e) => e.seconds)).toEqual([
      20, 40, 60, 80, 100, 120, 140, 160, 180, 200,
    ]);
  });

  it('keeps the pool as it is when mana never comes back, apart from the first casts', () => {
    const result = simulateRegen({
      maxMana: 18,
      startMana: 14,
      rate: null,
      durationSeconds: 7200,
      spend: burningHands,
    });
    expect(result).toMatchObject({ finalMana: 2, casts: 2, gained: 0 });
  });

  it('never casts an ability that costs more than the maximum, and fills up instead', () => {
    const result = simulateRegen({
      maxMana: 5,
      startMana: 0,
      rate: TATHREN_RATE,
      durationSeconds: 3600,
      spend: burningHands,
    });
    expect(result).toMatchObject({ finalMana: 5, casts: 0, gained: 5 });
  });

  it('gives the same result for turns of 1 s, 7 s, a minute or the whole hour', () => {
    const input: RegenSimulationInput = {
      maxMana: 18,
      startMana: 3,
      rate: { seconds: 432, points: 5 },
      drains: [ebbing],
      spend: burningHands,
      durationSeconds: 3600,
    };
    const whole = simulateRegen(input);
    for (const turnSeconds of [1, 7, 60]) {
      const split = simulateRegen({ ...input, turnSeconds });
      expect({ ...split, turns: whole.turns }).toEqual(whole);
    }
  });

  it('refuses what it cannot simulate, naming it', () => {
    const base = { maxMana: 18, startMana: 0, rate: TATHREN_RATE, durationSeconds: 60 };
    expect(() => simulateRegen({ ...base, startMana: 19 })).toThrow(
      'The starting mana (19) is above the maximum.',
    );
    expect(() => simulateRegen({ ...base, turnSeconds: 0.5 })).toThrow(RangeError);
    expect(() => simulateRegen({ ...base, durationSeconds: -1 })).toThrow(RangeError);
    expect(() => simulateRegen({ ...base, spend: { label: 'Free', cost: 0 } })).toThrow(
      'The cost of Free must be a whole number, 1 or more (0).',
    );
    expect(() => simulateRegen({ ...base, rate: { seconds: 216, points: 0.5 } })).toThrow(
      RangeError,
    );
    expect(() =>
      simulateRegen({ ...base, durationSeconds: MAX_SIMULATION_TURNS + 1, turnSeconds: 1 }),
    ).toThrow(RangeError);
  });
});

describe('Willpower regen simulation: properties', () => {
  const arbitraryRate = fc.record({
    seconds: fc.integer({ min: 1, max: 600 }),
    points: fc.integer({ min: 1, max: 8 }),
  });
  /** A drain every whole or half second count (so the clock needs more than one tick a second). */
  const arbitraryDrain: fc.Arbitrary<ManaDrain> = fc.record({
    mana: fc.integer({ min: 1, max: 3 }),
    everySeconds: fc.integer({ min: 1, max: 120 }).map((halves) => halves / 2),
  });
  const arbitraryPool = fc
    .record({
      maxMana: fc.integer({ min: 0, max: 40 }),
      rate: fc.option(arbitraryRate, { nil: null }),
      drains: fc.array(arbitraryDrain, { maxLength: 2 }),
      cost: fc.option(fc.integer({ min: 1, max: 45 }), { nil: null }),
      startShare: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ maxMana, rate, drains, cost, startShare }) => ({
      pool: {
        maxMana,
        rate,
        drains,
        spend: cost === null ? null : { label: 'Ability', cost },
      } satisfies RegenPool,
      startMana: Math.floor(startShare * maxMana),
    }));
  const arbitrarySteps = fc.array(fc.integer({ min: 0, max: 2000 }), {
    minLength: 1,
    maxLength: 12,
  });

  it('does not depend on how the total time is split into turns', () => {
    fc.assert(
      fc.property(arbitraryPool, arbitrarySteps, ({ pool, startMana }, steps) => {
        const total = steps.reduce((sum, s) => sum + s, 0);
        const split = runSteps(pool, startMana, steps);
        const once = runSteps(pool, startMana, [total]);
        expect(split.state).toEqual(once.state);
        expect(split.events).toEqual(once.events);
      }),
    );
  });

  it('keeps mana between 0 and the maximum, in time order', () => {
    fc.assert(
      fc.property(arbitraryPool, fc.integer({ min: 0, max: 5000 }), ({ pool, startMana }, t) => {
        const result = simulateRegen({ ...pool, startMana, durationSeconds: t, turnSeconds: 97 });
        result.timeline.forEach((event, index) => {
          expect(event.mana).toBeGreaterThanOrEqual(0);
          expect(event.mana).toBeLessThanOrEqual(pool.maxMana);
          if (index > 0) {
            expect(event.seconds).toBeGreaterThanOrEqual(result.timeline[index - 1]?.seconds ?? 0);
          }
        });
      }),
    );
  });

  const arbitraryPlain = fc.record({
    maxMana: fc.integer({ min: 0, max: 60 }),
    startShare: fc.double({ min: 0, max: 1, noNaN: true }),
    rate: arbitraryRate,
    durationSeconds: fc.integer({ min: 0, max: 200_000 }),
  });

  it('matches the closed form without spending: min(max, start + floor(T / seconds per point))', () => {
    fc.assert(
      fc.property(arbitraryPlain, ({ maxMana, startShare, rate, durationSeconds }) => {
        const startMana = Math.floor(startShare * maxMana);
        const points = Math.floor((durationSeconds * rate.points) / rate.seconds);
        const result = simulateRegen({ maxMana, startMana, rate, durationSeconds });
        expect(result.finalMana).toBe(Math.min(maxMana, startMana + points));
        expect(result.gained).toBe(result.finalMana - startMana);
      }),
    );
  });

  it('matches the closed form with spending: floor((start + points) / cost) casts', () => {
    fc.assert(
      fc.property(
        arbitraryPlain,
        fc.integer({ min: 1, max: 70 }),
        ({ maxMana, startShare, rate, durationSeconds }, cost) => {
          const startMana = Math.floor(startShare * maxMana);
          const points = Math.floor((durationSeconds * rate.points) / rate.seconds);
          const result = simulateRegen({
            maxMana,
            startMana,
            rate,
            durationSeconds,
            spend: { label: 'Ability', cost },
          });
          if (cost > maxMana) {
            expect(result.casts).toBe(0);
            expect(result.finalMana).toBe(Math.min(maxMana, startMana + points));
          } else {
            expect(result.casts).toBe(Math.floor((startMana + points) / cost));
            expect(result.finalMana).toBe((startMana + points) % cost);
            expect(result.gained).toBe(points);
          }
        },
      ),
    );
  });

  it('matches the closed form of a drain alone: max(0, start \u2212 mana \u00d7 floor(T / every))', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 10_000 }),
        (startMana, mana, everySeconds, durationSeconds) => {
          const result = simulateRegen({
            maxMana: 60,
            startMana,
            rate: null,
            drains: [{ mana, everySeconds }],
            durationSeconds,
          });
          const bites = Math.floor(durationSeconds / everySeconds);
          expect(result.finalMana).toBe(Math.max(0, startMana - mana * bites));
        },
      ),
    );
  });
});

describe('changePace', () => {
  it('carries the progress toward the next point as the same fraction of a point, lost when full', () => {
    fc.assert(
      fc.property(
        fc.record({
          seconds: fc.integer({ min: 1, max: 400 }),
          points: fc.integer({ min: 1, max: 5 }),
        }),
        fc.record({
          seconds: fc.integer({ min: 1, max: 400 }),
          points: fc.integer({ min: 1, max: 5 }),
        }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 3 }),
        (before, after, maxMana, seconds, gift) => {
          const from = makeRegenClock({ maxMana, rate: before });
          const to = makeRegenClock({ maxMana, rate: after });
          // Spend everything at 0 s, then let `seconds` go by at the first pace.
          const spent = spendMana(from, startRegen(from, maxMana).state, maxMana).state;
          const state = advanceRegen(from, spent, seconds).state;
          const mana = Math.min(maxMana, state.mana + gift);
          const moved = changePace(from, state, to, mana);
          // Points come at the fractions of a point: (k − carried) × seconds / points at the new pace.
          const carried = mana >= maxMana ? 0 : state.regenProgress / (from.regenPeriod as number);
          const toFull = Math.max(
            0,
            Math.ceil(((maxMana - mana - carried) * after.seconds) / after.points - 1e-9),
          );
          const full = advanceRegen(moved.clock, moved.state, toFull).state;
          expect(full.mana).toBe(maxMana);
          if (toFull > 0) {
            expect(advanceRegen(moved.clock, moved.state, toFull - 1).state.mana).toBeLessThan(
              maxMana,
            );
          }
        },
      ),
      { numRuns: 300, seed: 36 },
    );
  });

  it('keeps a drain’s clock as many seconds along when the new pace has the same drain', () => {
    const drains = [{ mana: 1, everySeconds: 20 }];
    const from = makeRegenClock({ maxMana: 10, rate: { seconds: 7, points: 1 }, drains });
    const to = makeRegenClock({ maxMana: 10, rate: { seconds: 3, points: 1 }, drains });
    const state = advanceRegen(from, startRegen(from, 5).state, 13).state;
    const moved = changePace(from, state, to, state.mana);
    // 13 s along a 20 s drain: it bites 7 s later at the new pace too.
    const mana = (s: number) => advanceRegen(moved.clock, moved.state, s).state.drained;
    expect(mana(6)).toBe(0);
    expect(mana(7)).toBe(1);
  });
});
