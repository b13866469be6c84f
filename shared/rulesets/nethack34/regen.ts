import { mapValues, mean, point, rndDist, type Dist } from '../../engine/dist';

/**
 * NetHack 3.4.3 regeneration in normal form (`allmain.c`), per experience level:
 *
 * - HP, below XL 10: 1 HP on turns whose counter is a multiple of floor(42 / (XL + 2)) + 1.
 *   From XL 10: on multiples of 3, 1 HP if Con ≤ 12, else rnd(Con) capped at XL − 9. With the
 *   Regeneration intrinsic, +1 on every other turn too. (Only while below max, and while less
 *   than Stressed or not moving; not modelled here.)
 * - Power: on multiples of floor((38 − XL) × 4 / 6) (Wizards × 3 / 6; multiply first, then
 *   divide), regain rnd(floor((Wis + Int) / 15) + 1); every turn with the Eye of the Aethiopica.
 *   Only when Unencumbered or Burdened.
 *
 * "Per 1000 turns" counts the turns 1..1000 of the turn counter: floor(1000 / interval) events,
 * each worth the mean of its amount (exact expectation, floating point).
 */

export const TURNS = 1000;

export interface RegenOptions {
  readonly regeneration?: boolean;
  readonly eyeOfAethiopica?: boolean;
}

export interface RegenRow {
  readonly xl: number;
  /** Turns between HP regeneration events. */
  readonly hpInterval: number;
  /** HP regained on one event. */
  readonly hpAmount: Dist;
  /** Expected HP over turns 1..1000 (while below max). */
  readonly hpPer1000Turns: number;
  readonly pwInterval: number;
  readonly pwAmount: Dist;
  readonly pwPer1000Turns: number;
}

/** The HP regeneration interval at an experience level (1..30). */
export function hpInterval(xl: number): number {
  return xl < 10 ? Math.floor(42 / (xl + 2)) + 1 : 3;
}

/** HP regained on one regeneration turn: 1, or from XL 10 with Con ≥ 13, min(rnd(Con), XL − 9). */
export function hpAmount(xl: number, con: number): Dist {
  if (xl < 10 || con <= 12) return point(1);
  return mapValues(rndDist(con), (x) => Math.min(x, xl - 9));
}

/** The power regeneration interval: floor((38 − XL) × 4 / 6), Wizards × 3 / 6. */
export function pwInterval(xl: number, isWizard: boolean, eye = false): number {
  if (eye) return 1;
  return Math.floor(((38 - xl) * (isWizard ? 3 : 4)) / 6);
}

/** Power regained on one regeneration turn: rnd(floor((Wis + Int) / 15) + 1). */
export function pwAmount(wis: number, int: number): Dist {
  return rndDist(Math.floor((wis + int) / 15) + 1);
}

/** Regeneration at one XL for a character with these stats. */
export function computeRegenRow(
  xl: number,
  stats: { readonly con: number; readonly wis: number; readonly int: number },
  isWizard: boolean,
  options: RegenOptions = {},
): RegenRow {
  if (!Number.isInteger(xl) || xl < 1 || xl > 30) {
    throw new RangeError(`An experience level runs from 1 to 30, not ${xl}.`);
  }
  const hpEvery = hpInterval(xl);
  const hpEvents = Math.floor(TURNS / hpEvery);
  const hpOneEvent = hpAmount(xl, stats.con);
  const intrinsic = options.regeneration === true ? TURNS - hpEvents : 0;
  const pwEvery = pwInterval(xl, isWizard, options.eyeOfAethiopica === true);
  const pwOneEvent = pwAmount(stats.wis, stats.int);
  return {
    xl,
    hpInterval: hpEvery,
    hpAmount: hpOneEvent,
    hpPer1000Turns: hpEvents * mean(hpOneEvent) + intrinsic,
    pwInterval: pwEvery,
    pwAmount: pwOneEvent,
    pwPer1000Turns: Math.floor(TURNS / pwEvery) * mean(pwOneEvent),
  };
}

/** Regeneration at XL 1..30. */
export function computeRegenTable(
  stats: { readonly con: number; readonly wis: number; readonly int: number },
  isWizard: boolean,
  options: RegenOptions = {},
): readonly RegenRow[] {
  return Array.from({ length: 30 }, (_, i) => computeRegenRow(i + 1, stats, isWizard, options));
}
