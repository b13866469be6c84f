/**
 * Exact odds for dice-driven magic: success-counting d10 pools (Mage: the Awakening 2e, seed 003)
 * and the plain dice questions of a board game (seed 001): "at least one of several tries", and
 * opposed totals.
 *
 * A pool die succeeds on 8, 9 or 10. With n-again, a die showing n or more is rolled again and its
 * successes count too, without limit: the count of successes from one die is an infinite series,
 * summed here until less than {@link SERIES_TAIL} of probability is left (the rest is dropped, so
 * a distribution sums to 1 within that). Nothing is capped at a fixed depth.
 */
import { convolvePower, type Dist } from './dist';

/**
 * The probability a die's series may leave out (its whole tail beyond the last count kept): small
 * enough that a pool of 100 dice still sums to 1 within 1e-12.
 */
export const SERIES_TAIL = 1e-15;

const SIDES = 10;
/** A face at or above this is a success. */
const SUCCESS_FROM = 8;

/** Which faces are rolled again: 10-again (the usual), 9-again, 8-again, or none. */
export type Again = 10 | 9 | 8 | null;

export interface PoolQuality {
  readonly again: Again;
  /**
   * Rote quality: each die of the pool that fails is rolled once more (the dice that n-again adds
   * are not: they are extra dice, not the pool's).
   */
  readonly rote: boolean;
}

export const PLAIN_POOL: PoolQuality = { again: 10, rote: false };

/** P(a face shows at least `face`) on a d10. */
function atLeastFace(face: number): number {
  return (SIDES - face + 1) / SIDES;
}

/** A distribution over 0, 1, 2… successes, without zero probabilities at the high end. */
function dense(probs: number[]): Dist {
  let end = probs.length;
  while (end > 1 && probs[end - 1] === 0) end -= 1;
  return { offset: 0, probs: probs.slice(0, end) };
}

/**
 * The successes one die brings under `again` (no rote): 0 on 1–7; 1 on a success below the again
 * face; 1 + another die's successes on an again face.
 */
function seriesDie(again: Again): number[] {
  const pSuccess = atLeastFace(SUCCESS_FROM);
  const pAgain = again === null ? 0 : atLeastFace(again);
  const pStop = pSuccess - pAgain;
  const pFail = 1 - pSuccess;
  const probs = [pFail];
  // Exactly k ≥ 1 successes: k − 1 again faces then a success that stops the chain, or k again
  // faces then a die that fails: pAgain^(k−1) × (pStop + pAgain × pFail).
  // P(at least k + 1 successes) = pAgain^k × pSuccess exactly: the loop stops on that, not on a
  // running difference (which would carry rounding noise).
  let chain = 1;
  while (chain * pSuccess > SERIES_TAIL) {
    probs.push(chain * (pStop + pAgain * pFail));
    chain *= pAgain;
    if (pAgain === 0) break;
  }
  return probs;
}

/** The distribution of successes from one die of a pool with this quality. */
export function dieSuccesses(quality: PoolQuality): Dist {
  const once = seriesDie(quality.again);
  if (!quality.rote) return dense(once);
  // Rote: a failure (probability once[0]) rolls again, as a plain die of the same again.
  const fail = once[0] ?? 0;
  const probs = once.map((p, k) => (k === 0 ? fail * fail : p + fail * p));
  return dense(probs);
}

/**
 * The successes of a pool of `dice` dice (each independent, same quality): the `dice`-fold
 * convolution of one die.
 *
 * @throws RangeError when `dice` is not a whole number from 1 to 100.
 */
export function poolSuccesses(dice: number, quality: PoolQuality = PLAIN_POOL): Dist {
  if (!Number.isInteger(dice) || dice < 1 || dice > 100) {
    throw new RangeError(`A dice pool holds 1 to 100 dice, not ${dice}.`);
  }
  return convolvePower(dieSuccesses(quality), dice);
}

/** The mean successes of one die with n-again, in closed form: 0.3 / (1 − P(again)). */
export function meanSuccessesPerDie(again: Again): number {
  return atLeastFace(SUCCESS_FROM) / (1 - (again === null ? 0 : atLeastFace(again)));
}

/**
 * The chance die, rolled when penalties take a pool to 0 or below: one die, a success only on a
 * 10, a dramatic failure on a 1. `tenAgain`: whether its 10 is rolled again (rules differ; the
 * default is the plain reading, "success only on 10", a single success).
 */
export function chanceDie(tenAgain = false): {
  readonly successes: Dist;
  readonly dramaticFailure: number;
} {
  if (!tenAgain) {
    return { successes: { offset: 0, probs: [0.9, 0.1] }, dramaticFailure: 0.1 };
  }
  // A 10 counts and rolls a normal 10-again die: 1 + that die's successes.
  const normal = seriesDie(10);
  const probs = [0.9, ...normal.map((p) => 0.1 * p)];
  return { successes: dense(probs), dramaticFailure: 0.1 };
}

/** A roll's four outcomes, as the rules name them. */
export interface RollOutcomes {
  readonly dramaticFailure: number;
  readonly failure: number;
  readonly success: number;
  /** Success with at least `exceptionalAt` successes (part of neither `success` nor `failure`). */
  readonly exceptional: number;
}

/**
 * Outcomes of a successes distribution: failure at 0 successes (a dramatic failure is the chance
 * die's 1, passed in), success at 1 to `exceptionalAt − 1`, exceptional from `exceptionalAt` (5 by
 * default; 3 for a praxis in Mage 2e).
 */
export function outcomesOf(successes: Dist, exceptionalAt = 5, dramaticFailure = 0): RollOutcomes {
  if (!Number.isInteger(exceptionalAt) || exceptionalAt < 1) {
    throw new RangeError(`An exceptional success needs 1 or more successes, not ${exceptionalAt}.`);
  }
  let none = 0;
  let exceptional = 0;
  successes.probs.forEach((p, i) => {
    const count = successes.offset + i;
    if (count <= 0) none += p;
    else if (count >= exceptionalAt) exceptional += p;
  });
  const total = successes.probs.reduce((sum, p) => sum + p, 0);
  return {
    dramaticFailure,
    failure: none - dramaticFailure,
    success: total - none - exceptional,
    exceptional,
  };
}

/** P(at least one of several independent attempts succeeds) = 1 − Π(1 − pᵢ). */
export function anySucceeds(chances: readonly number[]): number {
  for (const p of chances) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`A probability runs from 0 to 1, not ${p}.`);
  }
  return 1 - chances.reduce((none, p) => none * (1 - p), 1);
}

/** How a tie in an opposed roll goes. */
export type TieRule = 'first-wins' | 'second-wins';

/**
 * P(the first total wins) for independent totals `first` and `second`, ties going as `ties` says
 * (a dispel in seed 001 must exceed the caster's total: ties go to the caster).
 */
export function opposedWin(first: Dist, second: Dist, ties: TieRule): number {
  // P(second ≤ v) for each v, from the cumulative sum.
  let win = 0;
  first.probs.forEach((pa, i) => {
    const a = first.offset + i;
    second.probs.forEach((pb, j) => {
      const b = second.offset + j;
      if (a > b || (a === b && ties === 'first-wins')) win += pa * pb;
    });
  });
  return win;
}
