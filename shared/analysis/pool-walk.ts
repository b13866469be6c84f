/**
 * A rotation of casts walked against a pool that refills on a schedule: the part of endurance
 * every ruleset with a spell pool shares. A ruleset says how its pool moves (`PoolClock`: whole
 * seconds of Willpower's exact pool, NetHack's turns of expected power) and the walk casts, waits
 * and counts the same way for all of them.
 */

/** How a ruleset's pool moves, in whole steps of its time (seconds, turns). */
export interface PoolClock<S> {
  /** A full pool holds this much: a cast dearer than it never happens. */
  readonly capacity: number;
  /** The pool holding `amount` at the walk's first step. */
  start(amount: number): S;
  amount(state: S): number;
  /** The pool `steps` steps later, with nothing spent. */
  advance(state: S, steps: number): S;
  /** The pool after paying `cost` (the caller has checked it holds that much). */
  spend(state: S, cost: number): S;
  /** Steps until the pool holds `amount` and the state then; null: it never will. */
  waitFor(state: S, amount: number): { steps: number; state: S } | null;
  /** Whether `later` is `earlier` again but for the time: the walk between them repeats. */
  repeats(earlier: S, later: S): boolean;
  /** `state` moved on by `steps` that repeat exactly (whole cycles skipped, not walked). */
  skip(state: S, steps: number): S;
}

/** What a walk of the rotation gives: the casts made, and each one's moment and pool after it. */
export interface Walked<S = unknown> {
  readonly casts: number;
  /** Why it stopped: a cast the pool could not pay, the horizon, or the casts asked for. */
  readonly stopped: 'refused' | 'horizon' | 'casts';
  /** The step of each recorded cast (the first is at 0). */
  readonly moments: readonly number[];
  readonly amountAfter: readonly number[];
  /** The pool's whole state after each recorded cast (what a rest after it starts from). */
  readonly statesAfter: readonly S[];
}

export interface WalkOptions {
  /** A cast the pool cannot pay waits for it; without, the walk stops there. */
  readonly wait: boolean;
  /** No cast at or past this step. */
  readonly horizon: number;
  readonly maxCasts: number;
  /** Moments and pools are recorded for the first `record` casts. */
  readonly record: number;
}

/**
 * Casts the rotation (`costs`, in order, over and over) from `startAmount`, the first at step 0
 * and each next one `every` steps after the last. Whole cycles of the rotation that repeat
 * exactly (the same pool at their start) are counted, not walked, so an hour of a sustainable
 * pace is a few steps.
 */
export function walkRotation<S>(
  clock: PoolClock<S>,
  startAmount: number,
  costs: readonly number[],
  every: number,
  options: WalkOptions,
): Walked<S> {
  let state = clock.start(startAmount);
  let steps = 0;
  let casts = 0;
  const moments: number[] = [];
  const amountAfter: number[] = [];
  const statesAfter: S[] = [];
  let cycleStart: { state: S; steps: number; casts: number } | null = null;
  let stopped: Walked<S>['stopped'];
  for (;;) {
    const index = casts % costs.length;
    if (index === 0 && casts >= options.record) {
      if (cycleStart !== null && clock.repeats(cycleStart.state, state)) {
        const span = steps - cycleStart.steps;
        const perCycle = casts - cycleStart.casts;
        const cycles = Math.min(
          Math.floor((options.horizon - steps) / span) - 1,
          Math.floor((options.maxCasts - casts) / perCycle) - 1,
        );
        if (cycles > 0) {
          state = clock.skip(state, cycles * span);
          steps += cycles * span;
          casts += cycles * perCycle;
        }
        cycleStart = null;
      } else {
        cycleStart = { state, steps, casts };
      }
    }
    const cost = costs[index] as number;
    if (clock.amount(state) < cost) {
      const waited = options.wait ? clock.waitFor(state, cost) : null;
      if (waited === null) {
        stopped = 'refused';
        break;
      }
      state = waited.state;
      steps += waited.steps;
    }
    if (steps >= options.horizon) {
      stopped = 'horizon';
      break;
    }
    state = clock.spend(state, cost);
    casts += 1;
    if (casts <= options.record) {
      moments.push(steps);
      amountAfter.push(clock.amount(state));
      statesAfter.push(state);
    }
    if (casts >= options.maxCasts) {
      stopped = 'casts';
      break;
    }
    state = clock.advance(state, every);
    steps += every;
  }
  return { casts, stopped, moments, amountAfter, statesAfter };
}
