/**
 * The mana pool over game time (seed 000, "The fine print"): a point comes back each time enough
 * time has gone by; "progress toward the next point carries over from turn to turn. It is lost
 * once you are full. Only the total time counts, not how it is split up."
 *
 * Exact: time is counted in whole ticks, with as many ticks per second as it takes for every
 * period (seconds per point, seconds per drain) to be a whole number of ticks. No floating point
 * enters the state, so the result is the same however the time is split into turns.
 */
import type { RegenRate } from './regen';
import { toFraction } from '../../engine/fraction';

/** Casting an ability of `cost` mana whenever the pool holds that much (the "sustained" view). */
export interface SpendPlan {
  readonly label: string;
  /** Whole points, 1 or more. A cost above the maximum is never cast. */
  readonly cost: number;
}

/** Takes `mana` whole points every `everySeconds` seconds (Ebbing: 1 every 20). */
export interface ManaDrain {
  readonly mana: number;
  readonly everySeconds: number;
}

/** The pool's fixed rules for a run. */
export interface RegenPool {
  /** Whole points, 0 or more. */
  readonly maxMana: number;
  /** From `computeRegen`; null when mana never comes back. */
  readonly rate: RegenRate | null;
  readonly drains?: readonly ManaDrain[];
  readonly spend?: SpendPlan | null;
}

/** A validated pool with every period in whole ticks (see {@link makeRegenClock}). */
export interface RegenClock {
  readonly maxMana: number;
  readonly ticksPerSecond: number;
  /** Ticks per point; null when mana never comes back. */
  readonly regenPeriod: number | null;
  readonly drains: readonly { readonly mana: number; readonly period: number }[];
  /** The spending plan's cost; null without one. */
  readonly cost: number | null;
}

/** The pool at one moment. Counts are since the start of the run. */
export interface RegenState {
  /** Game time since the start, in ticks of the clock. */
  readonly tick: number;
  readonly mana: number;
  /** Ticks toward the next point; always 0 while full or when mana never comes back. */
  readonly regenProgress: number;
  /** Ticks toward each drain's next bite, in the clock's order. */
  readonly drainProgress: readonly number[];
  readonly gained: number;
  readonly drained: number;
  /** Casts made by the spending plan. */
  readonly casts: number;
  /** Mana spent by hand ({@link spendMana}). */
  readonly spent: number;
}

export type RegenEventKind = 'start' | 'regen' | 'cast' | 'spend' | 'drain' | 'end';

/** One change of the pool: what happened, when (seconds since the start), and mana after it. */
export interface RegenEvent {
  readonly seconds: number;
  readonly mana: number;
  readonly kind: RegenEventKind;
}

export interface RegenStep {
  readonly state: RegenState;
  /** The changes during the step, in order; several can share a moment (a point, then a cast). */
  readonly events: readonly RegenEvent[];
}

export interface RegenSimulationInput extends RegenPool {
  /** Whole points, from 0 to `maxMana`. */
  readonly startMana: number;
  /** Whole seconds, 0 or more. */
  readonly durationSeconds: number;
  /**
   * Whole seconds per turn, 1 or more (the last turn may be shorter); default: the whole
   * duration at once. The result is the same for any turn length: only the total time counts.
   */
  readonly turnSeconds?: number;
}

export interface RegenSimulationResult {
  readonly finalMana: number;
  /** Casts made by the spending plan (0 without one). */
  readonly casts: number;
  /** Points that came back. */
  readonly gained: number;
  /** Points the drains took. */
  readonly drained: number;
  readonly turns: number;
  /**
   * Every change of mana, in order: `start` at 0 s, then each point back, cast and drain at its
   * exact moment (a point that refills the pool to the cost and the cast it allows share a
   * moment), then `end` at the duration. Seconds are exact fractions written as numbers (86.4).
   */
  readonly timeline: readonly RegenEvent[];
}

/** A run longer than this many turns is refused, so a typo cannot freeze the UI. */
export const MAX_SIMULATION_TURNS = 1_000_000;

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function requireWhole(value: number, min: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number, ${min} or more (${value}).`);
  }
}

function requireSafe(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} is too long to count exactly.`);
  }
  return value;
}

/**
 * Validates a pool and puts every period on one clock: `ticksPerSecond` is the least common
 * multiple of the rate's points and of each drain's seconds' denominator, so a point takes
 * `rate.seconds × ticksPerSecond / rate.points` whole ticks.
 *
 * @throws RangeError for a negative or fractional maximum, a rate that is not two positive whole
 * numbers, a drain that is not whole mana every positive seconds, a cost below 1, or numbers too
 * large to count in safe integers.
 */
export function makeRegenClock(pool: RegenPool): RegenClock {
  requireWhole(pool.maxMana, 0, 'The maximum mana');
  const { rate } = pool;
  if (rate !== null) {
    requireWhole(rate.seconds, 1, 'The seconds of the rate');
    requireWhole(rate.points, 1, 'The points of the rate');
  }
  const drains = (pool.drains ?? []).map((drain) => {
    requireWhole(drain.mana, 0, 'The mana a drain takes');
    if (!(drain.everySeconds > 0)) {
      throw new RangeError(`A drain must bite every so many seconds, above 0.`);
    }
    return { mana: drain.mana, every: toFraction(drain.everySeconds, 'The seconds of a drain') };
  });
  const spend = pool.spend ?? null;
  if (spend !== null) requireWhole(spend.cost, 1, `The cost of ${spend.label}`);

  const reduced =
    rate === null
      ? null
      : {
          seconds: rate.seconds / gcd(rate.seconds, rate.points),
          points: rate.points / gcd(rate.seconds, rate.points),
        };
  const lcm = (a: number, b: number) => requireSafe((a / gcd(a, b)) * b, 'The clock');
  const ticksPerSecond = drains.reduce(
    (ticks, drain) => lcm(ticks, drain.every.d),
    reduced === null ? 1 : reduced.points,
  );
  return {
    maxMana: pool.maxMana,
    ticksPerSecond,
    regenPeriod:
      reduced === null
        ? null
        : requireSafe(reduced.seconds * (ticksPerSecond / reduced.points), 'A point'),
    drains: drains
      .filter((drain) => drain.mana > 0)
      .map((drain) => ({
        mana: drain.mana,
        period: requireSafe(drain.every.n * (ticksPerSecond / drain.every.d), 'A drain'),
      })),
    cost: spend === null ? null : spend.cost,
  };
}

/** A mutable copy of the state, used only inside one step. */
interface Working {
  tick: number;
  mana: number;
  regenProgress: number;
  drainProgress: number[];
  gained: number;
  drained: number;
  casts: number;
  spent: number;
}

function working(state: RegenState): Working {
  return { ...state, drainProgress: [...state.drainProgress] };
}

function frozen(work: Working): RegenState {
  return { ...work, drainProgress: [...work.drainProgress] };
}

function record(clock: RegenClock, work: Working, kind: RegenEventKind, events: RegenEvent[]) {
  events.push({ seconds: work.tick / clock.ticksPerSecond, mana: work.mana, kind });
}

/** The spending plan: cast for as long as the pool holds the cost. */
function castWhilePossible(clock: RegenClock, work: Working, events: RegenEvent[]): void {
  if (clock.cost === null) return;
  while (work.mana >= clock.cost) {
    work.mana -= clock.cost;
    work.casts += 1;
    record(clock, work, 'cast', events);
  }
}

/**
 * The pool at the start of a run: `startMana`, no progress toward anything, and the spending
 * plan's casts at 0 s (a full pool of 18 with a cost of 6 casts three times at once).
 *
 * @param startMana whole points from 0 to the maximum.
 * @throws RangeError for a start outside that range.
 */
export function startRegen(clock: RegenClock, startMana: number): RegenStep {
  requireWhole(startMana, 0, 'The starting mana');
  if (startMana > clock.maxMana) {
    throw new RangeError(`The starting mana (${startMana}) is above the maximum.`);
  }
  const work: Working = {
    tick: 0,
    mana: startMana,
    regenProgress: 0,
    drainProgress: clock.drains.map(() => 0),
    gained: 0,
    drained: 0,
    casts: 0,
    spent: 0,
  };
  const events: RegenEvent[] = [];
  record(clock, work, 'start', events);
  castWhilePossible(clock, work, events);
  return { state: frozen(work), events };
}

/**
 * The pool after `seconds` more of game time, with every change on the way at its exact moment.
 * Progress carries over from step to step, so any split of the same total time gives the same
 * state and the same events. At one moment, a point comes back first, then the spending plan
 * casts, then the drains bite (in the clock's order). While the pool is full, progress toward
 * the next point is lost (held at 0); it starts again from 0 the moment mana drops. The drains'
 * clocks run all the time; a bite on an empty pool takes nothing.
 *
 * @param seconds whole seconds, 0 or more.
 * @throws RangeError for fractional or negative seconds, or a time too long to count exactly.
 */
export function advanceRegen(clock: RegenClock, state: RegenState, seconds: number): RegenStep {
  requireWhole(seconds, 0, 'The seconds to advance');
  let remaining = requireSafe(seconds * clock.ticksPerSecond, 'The time to advance');
  requireSafe(state.tick + remaining, 'The run');
  const work = working(state);
  const events: RegenEvent[] = [];
  for (;;) {
    const regenDue =
      clock.regenPeriod !== null && work.mana < clock.maxMana
        ? clock.regenPeriod - work.regenProgress
        : null;
    if (regenDue === null && (clock.drains.length === 0 || work.mana === 0)) {
      // Nothing can change any more in this step: only the drains' clocks move on.
      work.drainProgress = work.drainProgress.map(
        (progress, index) => (progress + remaining) % (clock.drains[index]?.period ?? 1),
      );
      work.tick += remaining;
      break;
    }
    const next = clock.drains.reduce(
      (soonest, drain, index) => Math.min(soonest, drain.period - (work.drainProgress[index] ?? 0)),
      regenDue ?? Number.MAX_SAFE_INTEGER,
    );
    const elapsed = Math.min(next, remaining);
    work.tick += elapsed;
    remaining -= elapsed;
    if (regenDue !== null) work.regenProgress += elapsed;
    work.drainProgress = work.drainProgress.map((progress) => progress + elapsed);
    if (next > elapsed) break;

    if (regenDue !== null && work.regenProgress === clock.regenPeriod) {
      work.mana += 1;
      work.gained += 1;
      work.regenProgress = 0;
      record(clock, work, 'regen', events);
      castWhilePossible(clock, work, events);
    }
    clock.drains.forEach((drain, index) => {
      if (work.drainProgress[index] !== drain.period) return;
      work.drainProgress[index] = 0;
      if (work.mana === 0) return;
      const taken = Math.min(work.mana, drain.mana);
      work.mana -= taken;
      work.drained += taken;
      record(clock, work, 'drain', events);
    });
  }
  return { state: frozen(work), events };
}

/**
 * The pool moved onto another pace at one moment (a rest begun after a fight: the resting
 * statuses change how fast mana comes), holding `mana` (what the moment left, a kill's gift
 * included). The seed's "progress toward the next point carries over … it is lost once you are
 * full": the progress carries as the same fraction of a point (42 s toward a 216 s point is 21 s
 * toward a 108 s one), or is lost when `mana` fills the pool; each drain's clock stays as many
 * seconds along when the new pace has the same drain (else it starts from 0). The clock returned
 * is `to` counted in ticks fine enough to hold those fractions exactly (the same pace).
 *
 * @throws RangeError for a mana outside 0..the new maximum, or ticks too fine to count exactly.
 */
export function changePace(
  from: RegenClock,
  state: RegenState,
  to: RegenClock,
  mana: number,
): { readonly clock: RegenClock; readonly state: RegenState } {
  requireWhole(mana, 0, 'The mana carried');
  if (mana > to.maxMana) throw new RangeError(`The mana carried (${mana}) is above the maximum.`);
  const lcm = (a: number, b: number) => requireSafe((a / gcd(a, b)) * b, 'The clock');
  // A fraction n / d of `to`'s ticks is whole in ticks d / gcd(n, d) times finer.
  const finer = (n: number, d: number) => d / gcd(requireSafe(n, 'The clock'), d);
  const progress =
    mana >= to.maxMana || from.regenPeriod === null || to.regenPeriod === null
      ? null
      : { n: state.regenProgress * to.regenPeriod, d: from.regenPeriod };
  const drains = to.drains.map((drain) => {
    const same = from.drains.findIndex(
      (each) =>
        each.mana === drain.mana &&
        each.period * to.ticksPerSecond === drain.period * from.ticksPerSecond,
    );
    return same === -1
      ? null
      : { n: (state.drainProgress[same] ?? 0) * to.ticksPerSecond, d: from.ticksPerSecond };
  });
  const scale = [progress, ...drains].reduce(
    (q, part) => (part === null ? q : lcm(q, finer(part.n, part.d))),
    1,
  );
  const inTicks = (part: { n: number; d: number } | null) =>
    part === null ? 0 : requireSafe((part.n * scale) / part.d, 'The clock');
  return {
    clock: {
      ...to,
      ticksPerSecond: requireSafe(to.ticksPerSecond * scale, 'The clock'),
      regenPeriod: to.regenPeriod === null ? null : requireSafe(to.regenPeriod * scale, 'A point'),
      drains: to.drains.map((drain) => ({ ...drain, period: drain.period * scale })),
    },
    state: {
      tick: 0,
      mana,
      regenProgress: inTicks(progress),
      drainProgress: drains.map(inTicks),
      gained: 0,
      drained: 0,
      casts: 0,
      spent: 0,
    },
  };
}

/**
 * Spends `amount` mana by hand (an ability the player casts). "Anything that costs mana is
 * refused when you have too little, and then spends nothing": `refused` is then true and the
 * state is unchanged. Spending from a full pool starts progress toward the next point from 0.
 *
 * @param amount whole points, 0 or more.
 */
export function spendMana(
  clock: RegenClock,
  state: RegenState,
  amount: number,
): RegenStep & { readonly refused: boolean } {
  requireWhole(amount, 0, 'The mana to spend');
  if (amount > state.mana) return { state, events: [], refused: true };
  const work = working(state);
  work.mana -= amount;
  work.spent += amount;
  const events: RegenEvent[] = [];
  record(clock, work, 'spend', events);
  return { state: frozen(work), events, refused: false };
}

/**
 * Runs the pool for `durationSeconds`, turn by turn, with the spending plan casting whenever it
 * can. Exact, and independent of the turn length. Without drains, in closed form (g = the whole
 * points of time, floor(T × rate.points / rate.seconds)): with no plan, or a cost above the
 * maximum, final = min(max, start + g); with a cost C up to the maximum, casts = floor((start + g)
 * / C) and final = (start + g) mod C (casting at once, the pool is never full long enough to
 * lose progress).
 *
 * Work grows with the number of turns plus the number of events.
 *
 * @throws RangeError as {@link makeRegenClock} and {@link startRegen} do, for a duration or a turn
 * length that is not whole (the turn at least 1), or more than {@link MAX_SIMULATION_TURNS} turns.
 */
export function simulateRegen(input: RegenSimulationInput): RegenSimulationResult {
  const clock = makeRegenClock(input);
  requireWhole(input.durationSeconds, 0, 'The duration in seconds');
  const turnSeconds = input.turnSeconds ?? Math.max(1, input.durationSeconds);
  requireWhole(turnSeconds, 1, 'The seconds per turn');
  const turns = Math.ceil(input.durationSeconds / turnSeconds);
  if (turns > MAX_SIMULATION_TURNS) {
    throw new RangeError(`A run of ${turns} turns is too long (at most ${MAX_SIMULATION_TURNS}).`);
  }
  let step = startRegen(clock, input.startMana);
  const timeline: RegenEvent[] = [...step.events];
  for (let elapsed = 0; elapsed < input.durationSeconds; elapsed += turnSeconds) {
    step = advanceRegen(clock, step.state, Math.min(turnSeconds, input.durationSeconds - elapsed));
    for (const event of step.events) timeline.push(event);
  }
  const { state } = step;
  timeline.push({ seconds: input.durationSeconds, mana: state.mana, kind: 'end' });
  return {
    finalMana: state.mana,
    casts: state.casts,
    gained: state.gained,
    drained: state.drained,
    turns,
    timeline,
  };
}
