/**
 * Fights from full before HP is at the rest threshold or below, each fight costing an independent
 * draw of the HP a fight from full costs: the number of fights n until the losses add up to the
 * margin m = max HP − threshold. P(still going after n fights) is the mass of the n-fold sum of
 * the loss below m, so it is found by doubling: the sum of 1, 2, 4, … 512 fights (each the last
 * one convolved with itself, cut at m), then each quantile by adding powers from the largest
 * down. Exact, and the work is fixed by m alone, whatever the number of fights the answer is.
 */
import type { Spread } from '../../analysis/endurance';
import { SPREAD_QUANTILES } from '../../analysis/endurance';

/** The most fights followed before "never". */
export const FIGHTS_MAX = 1000;
/** Doublings: 2^DOUBLINGS − 1 ≥ FIGHTS_MAX. */
const DOUBLINGS = 10;

/** The convolution of two sub-distributions on 0..m − 1, cut at m (what reaches m has stopped). */
function sumBelow(a: Float64Array, b: Float64Array): Float64Array<ArrayBuffer> {
  const m = a.length;
  const out = new Float64Array(m);
  for (let i = 0; i < m; i += 1) {
    const p = a[i] as number;
    if (p === 0) continue;
    for (let j = 0; i + j < m; j += 1) out[i + j] = (out[i + j] as number) + p * (b[j] as number);
  }
  return out;
}

const total = (a: Float64Array) => a.reduce((sum, p) => sum + p, 0);

/**
 * The work {@link fightsUntil} does for a margin of `margin` HP: its convolutions' steps, each
 * about margin² / 2 (three quantiles of ten steps after ten doublings).
 */
export function fightsUntilWork(margin: number): number {
  return (DOUBLINGS * (1 + SPREAD_QUANTILES.length) * margin * (margin + 1)) / 2;
}

/**
 * Fights until the HP lost adds up to `margin` or more (that fight counted), each losing
 * `loss[v]` = P(v HP) independently (a death is a loss of every HP, at least the margin).
 * Quantiles past {@link FIGHTS_MAX} fights are null.
 */
export function fightsUntil(margin: number, loss: (lost: number) => number): Spread {
  const one = new Float64Array(margin);
  for (let v = 0; v < margin; v += 1) one[v] = loss(v);
  // A sum still going with less than the least 1 − p (5%) can never be added (its total bounds
  // any sum made with it), so doubling stops there.
  const useful = 1 - Math.max(...SPREAD_QUANTILES.map(({ p }) => p)) + 1e-12;
  const powers: Float64Array[] = [one];
  while (powers.length < DOUBLINGS && total(powers.at(-1) as Float64Array) >= useful) {
    const last = powers.at(-1) as Float64Array;
    powers.push(sumBelow(last, last));
  }
  const at = SPREAD_QUANTILES.map(({ p }): number | null => {
    // The most fights after which the chance of having stopped is still below p.
    let sofar = new Float64Array(margin);
    sofar[0] = 1;
    let fights = 0;
    for (let b = powers.length - 1; b >= 0; b -= 1) {
      const power = powers[b] as Float64Array;
      if (1 - total(power) >= p - 1e-12) continue;
      const more = sumBelow(sofar, power);
      if (1 - total(more) < p - 1e-12) {
        sofar = more;
        fights += 2 ** b;
      }
    }
    // Doubling stopped early only once every quantile is reached within the last power.
    return fights + 1 <= FIGHTS_MAX ? fights + 1 : null;
  });
  return { p5: at[0] ?? null, p50: at[1] ?? null, p95: at[2] ?? null };
}
