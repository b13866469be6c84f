import { mapValues, mean, point, rndDist, type Dist } from '../../engine/dist';

/**
 * NetHack 3.4.3 regeneration in normal form (`allmain.c`), per experience level:
 *
 * - HP, below XL 10: 1 HP on turns whose counter is a multiple of floor(42 / (XL + 2)) + 1.
 *   From XL 10: on multiples of 3, 1 HP if Con ≤ 12, else rnd(Con) capped at XL − 9. With the
 *   Regeneration intrinsic, +1 on every other turn too. Only while below max. Moving while
 *   Stressed or worse brings none back, and Strained costs 1 HP per 30 turns, Overtaxed 1 per 10
 *   (seed 002); the Regeneration intrinsic lifts both ("unless you have regeneration": read as
 *   covering the loss too). None while praying; polymorphed, 1 HP every 20 turns, or −1 a turn
 *   for a sea monster out of water.
 * - Power: on multiples of floor((38 − XL) × 4 / 6) (Wizards × 3 / 6; multiply first, then
 *   divide), regain rnd(floor((Wis + Int) / 15) + 1); every turn with the Eye of the Aethiopica.
 *   Only when Unencumbered or Burdened.
 *
 * "Per 1000 turns" counts the turns 1..1000 of the turn counter: floor(1000 / interval) events,
 * each worth the mean of its amount (exact expectation, floating point).
 */

export const TURNS = 1000;

/** How loaded the character is (NetHack's encumbrance levels, Unencumbered first). */
export type Encumbrance = 'unencumbered' | 'burdened' | 'stressed' | 'strained' | 'overtaxed';

export interface RegenOptions {
  readonly regeneration?: boolean;
  readonly eyeOfAethiopica?: boolean;
  /** Unencumbered by default. */
  readonly encumbrance?: Encumbrance;
  /** Moving or fighting (matters from Stressed on). */
  readonly moving?: boolean;
  /** Polymorphed into another monster: 1 HP every 20 turns (not a sea monster out of water). */
  readonly polymorphed?: boolean;
  /** Polymorphed into a sea monster, out of water: −1 HP a turn, never to 0 (with `polymorphed`). */
  readonly seaMonsterOutOfWater?: boolean;
  /** Praying to a receptive god: invulnerable, and no HP comes back (power still does). */
  readonly praying?: boolean;
}

const HEAVY: readonly Encumbrance[] = ['stressed', 'strained', 'overtaxed'];

export interface RegenRow {
  readonly xl: number;
  /** Turns between HP regeneration events; null when no HP comes back under the conditions. */
  readonly hpInterval: number | null;
  /** HP regained on one event. */
  readonly hpAmount: Dist;
  /**
   * Expected net HP over turns 1..1000 (while below max); negative when strain or being out of
   * water costs HP (which never takes the last one).
   */
  readonly hpPer1000Turns: number;
  /** HP other turns bring (1 with the Regeneration intrinsic, else 0). */
  readonly hpOtherTurns: number;
  /** Null when no power comes back under the conditions. */
  readonly pwInterval: number | null;
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
  const heavy = HEAVY.includes(options.encumbrance ?? 'unencumbered');
  const intrinsic = options.regeneration === true;
  const pwOneEvent = pwAmount(stats.wis, stats.int);
  const pwEvery =
    options.eyeOfAethiopica === true ? 1 : heavy ? null : pwInterval(xl, isWizard, false);
  const pwPer1000Turns = pwEvery === null ? 0 : Math.floor(TURNS / pwEvery) * mean(pwOneEvent);
  const pw = { pwInterval: pwEvery, pwAmount: pwOneEvent, pwPer1000Turns };

  if (options.praying === true) {
    // Seed 002: "HP do not regenerate during the period of invulnerability while praying to a
    // receptive god" (allmain.c: u.uinvulnerable skips the HP block; power has its own).
    return { xl, hpInterval: null, hpAmount: point(0), hpPer1000Turns: 0, hpOtherTurns: 0, ...pw };
  }
  if (options.polymorphed === true && options.seaMonsterOutOfWater === true) {
    // Seed 002: "a sea monster out of water … will lose 1 HP each turn (but never to zero)";
    // nothing comes back, the Regeneration intrinsic included (allmain.c: an eel out of water
    // takes the place of the polymorphed form's healing).
    return {
      xl,
      hpInterval: null,
      hpAmount: point(1),
      hpPer1000Turns: -TURNS,
      hpOtherTurns: 0,
      ...pw,
    };
  }
  if (options.polymorphed === true) {
    // A polymorphed form: 1 HP every 20 turns if no worse than Burdened; every turn with the
    // Regeneration intrinsic, ignoring encumbrance.
    const every = intrinsic ? 1 : heavy ? null : 20;
    const hpPer1000Turns = every === null ? 0 : Math.floor(TURNS / every);
    return { xl, hpInterval: every, hpAmount: point(1), hpPer1000Turns, hpOtherTurns: 0, ...pw };
  }
  const hpOneEvent = hpAmount(xl, stats.con);
  if (heavy && options.moving === true && !intrinsic) {
    // Moving while Stressed or worse: no HP back; Strained costs 1 HP per 30 turns, Overtaxed 1
    // per 10 (seed 002).
    const costEvery =
      options.encumbrance === 'strained' ? 30 : options.encumbrance === 'overtaxed' ? 10 : null;
    const hpPer1000Turns = costEvery === null ? 0 : -Math.floor(TURNS / costEvery);
    return { xl, hpInterval: null, hpAmount: hpOneEvent, hpPer1000Turns, hpOtherTurns: 0, ...pw };
  }
  const hpEvery = hpInterval(xl);
  const hpEvents = Math.floor(TURNS / hpEvery);
  const other = intrinsic ? TURNS - hpEvents : 0;
  return {
    xl,
    hpInterval: hpEvery,
    hpAmount: hpOneEvent,
    hpPer1000Turns: hpEvents * mean(hpOneEvent) + other,
    hpOtherTurns: intrinsic ? 1 : 0,
    ...pw,
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
