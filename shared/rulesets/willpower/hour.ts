/**
 * One hour, the same wherever a Willpower figure counts the casts in it (the casting economy and
 * What moves it most's casts an hour, the balance grid, endurance's casts before empty and per
 * hour): from 0 s to 3,600 s, both ends included. A cast at exactly 3,600 s counts: the mana that
 * came back within the hour pays for it, so from an empty pool the count is the sustained rate
 * itself (a point every 120 s and a cost of 6: a cast every 720 s, 5 in the hour, not 4).
 */
import { simulateRegen, type RegenPool } from './regen-simulation';

export const HOUR_SECONDS = 3600;

/** The rule in the words the cards' notes and the CLI's column docs use. */
export const HOUR_RULE = 'an hour runs from 0 s to 3,600 s, a cast at exactly 3,600 s included';

/** Whether a cast `seconds` after the hour began falls within it. */
export function inTheHour(seconds: number): boolean {
  return seconds >= 0 && seconds <= HOUR_SECONDS;
}

/**
 * Where a walk in whole seconds (`walkRotation`, which casts at no step at or past its horizon)
 * stops so that its casts are the hour's: the first whole second past it.
 */
export const HOUR_WALK_HORIZON = HOUR_SECONDS + 1;

/**
 * Casts in an hour of casting one ability of `cost` the moment the pool holds it, from
 * `startMana` (0 for what regeneration alone sustains), each at its exact moment: every cast
 * whose moment is {@link inTheHour}. 0 for a cost above the maximum (never cast).
 */
export function castsInAnHour(
  pool: RegenPool & { readonly startMana: number; readonly cost: number; readonly label: string },
): number {
  const { cost, label, startMana, ...rest } = pool;
  if (cost > pool.maxMana) return 0;
  // A run of the hour's length holds every moment up to its end, 3,600 s included.
  const run = simulateRegen({
    ...rest,
    startMana,
    spend: cost > 0 ? { label, cost } : null,
    durationSeconds: HOUR_SECONDS,
  });
  return run.timeline.filter((event) => event.kind === 'cast' && inTheHour(event.seconds)).length;
}
