/**
 * Exact discrete distributions over integers: dice sums, level-up increments, max HP at a level.
 *
 * A {@link Dist} is a dense array of probabilities starting at `offset`: `probs[i]` is the
 * probability of the value `offset + i`. Dense arrays make convolution a tight double loop (the
 * NetHack ruleset convolves 28 role/race pairs × 30 levels × HP and power in milliseconds).
 * Every constructor and operation returns a trimmed distribution: no zero probability at either
 * end (a distribution with total 0 is never built). Probabilities are floating point; sums of
 * products of dice probabilities stay within ~1e-15 of the exact value per level.
 */

/** A distribution over the integers `offset .. offset + probs.length − 1`. */
export interface Dist {
  /** The smallest value with probability > 0. */
  readonly offset: number;
  /** `probs[i]` is P(value = offset + i); first and last entries are > 0. */
  readonly probs: readonly number[];
}

function checkInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number.`);
}

/**
 * Drops zero probabilities at both ends. `probs` is a new array of the caller's, so it is kept as
 * it is when there is nothing to drop (most sums of dice): no copy.
 * @throws RangeError when every probability is 0.
 */
function trimmed(offset: number, probs: readonly number[]): Dist {
  let start = 0;
  let end = probs.length;
  while (start < end && probs[start] === 0) start += 1;
  while (end > start && probs[end - 1] === 0) end -= 1;
  if (start === end) throw new RangeError('A distribution needs some probability above 0.');
  if (start === 0 && end === probs.length) return { offset, probs };
  return { offset: offset + start, probs: probs.slice(start, end) };
}

const keys = new WeakMap<Dist, string>();

/**
 * The distribution as text, for a memo key: equal distributions give equal keys. Written once per
 * distribution object: the same amount is asked about for every level and pool on its schedule,
 * and writing out its probabilities is the slow part of the key.
 */
export function distKey(d: Dist): string {
  let key = keys.get(d);
  if (key === undefined) {
    key = `${d.offset}|${d.probs.join(',')}`;
    keys.set(d, key);
  }
  return key;
}

/** The value `k` with certainty. */
export function point(k: number): Dist {
  checkInteger(k, 'A point value');
  return { offset: k, probs: [1] };
}

/**
 * Each integer `lo .. hi` (inclusive) with probability 1 / (hi − lo + 1). NetHack's rnd(n) is
 * `uniform(1, n)` and rn2(n) is `uniform(0, n − 1)`.
 *
 * @throws RangeError when the bounds are not whole numbers or `hi < lo`.
 */
export function uniform(lo: number, hi: number): Dist {
  checkInteger(lo, 'The lower bound');
  checkInteger(hi, 'The upper bound');
  if (hi < lo) throw new RangeError(`uniform(${lo}, ${hi}) is empty: the upper bound is below.`);
  const size = hi - lo + 1;
  return { offset: lo, probs: new Array<number>(size).fill(1 / size) };
}

/** NetHack's rnd(n): uniform on 1..n. @throws RangeError when n < 1. */
export function rndDist(n: number): Dist {
  return uniform(1, n);
}

/** NetHack's rn2(n): uniform on 0..n−1. @throws RangeError when n < 1. */
export function rn2Dist(n: number): Dist {
  return uniform(0, n - 1);
}

/** The distribution of A + B for independent A ~ a and B ~ b. */
export function convolve(a: Dist, b: Dist): Dist {
  const pa = a.probs;
  const pb = b.probs;
  // Filled with a fraction first, so the engine keeps the array as unboxed doubles: the double
  // loop then runs several times faster on wide distributions (the sums are unchanged).
  const out = new Array<number>(pa.length + pb.length - 1).fill(0.5).fill(0);
  for (let i = 0; i < pa.length; i += 1) {
    const x = pa[i] as number;
    if (x === 0) continue;
    for (let j = 0; j < pb.length; j += 1) {
      out[i + j] = (out[i + j] as number) + x * (pb[j] as number);
    }
  }
  return trimmed(a.offset + b.offset, out);
}

/**
 * The distribution of X + X′ for two independent draws of `d`: `convolve(d, d)` with each pair of
 * different values multiplied once and counted twice, half the work of the general product.
 */
function square(d: Dist): Dist {
  const p = d.probs;
  const n = p.length;
  const out = new Array<number>(2 * n - 1).fill(0.5).fill(0);
  for (let i = 0; i < n; i += 1) {
    const x = p[i] as number;
    if (x === 0) continue;
    out[2 * i] = (out[2 * i] as number) + x * x;
    const twice = 2 * x;
    for (let j = i + 1; j < n; j += 1) {
      out[i + j] = (out[i + j] as number) + twice * (p[j] as number);
    }
  }
  return trimmed(2 * d.offset, out);
}

/**
 * The sum of `count` independent draws of `d` (`count` ≥ 0; 0 draws sum to the point 0), by
 * repeated squaring: about log₂(count) convolutions instead of `count` (100 draws: 8, not 100).
 */
export function convolvePower(d: Dist, count: number): Dist {
  checkInteger(count, 'The number of draws');
  if (count < 0) throw new RangeError('The number of draws cannot be negative.');
  let result = point(0);
  let squared = d;
  for (let left = count; left > 0; left = Math.floor(left / 2)) {
    if (left % 2 === 1) result = convolve(result, squared);
    if (left > 1) squared = square(squared);
  }
  return result;
}

/** The distribution shifted by `k` (X + k). */
export function shift(d: Dist, k: number): Dist {
  checkInteger(k, 'A shift');
  return { offset: d.offset + k, probs: d.probs };
}

/**
 * The distribution of f(X): `f` maps each outcome to a whole number, and outcomes mapped to the
 * same number have their probabilities added. The rounding is `f`'s own, e.g.
 * `(x) => Math.max(1, x)` for "0 or less becomes 1" or `(x) => Math.trunc((3 * x) / 2)`.
 *
 * @throws RangeError when `f` returns something other than a safe integer.
 */
export function mapValues(d: Dist, f: (value: number) => number): Dist {
  const mapped: { value: number; p: number }[] = [];
  let lo = Infinity;
  let hi = -Infinity;
  d.probs.forEach((p, i) => {
    if (p === 0) return;
    // `+ 0` turns a −0 (from Math.trunc of a small negative) into 0.
    const value = f(d.offset + i) + 0;
    checkInteger(value, `The mapped value of ${d.offset + i}`);
    mapped.push({ value, p });
    lo = Math.min(lo, value);
    hi = Math.max(hi, value);
  });
  const out = new Array<number>(hi - lo + 1).fill(0);
  for (const { value, p } of mapped) out[value - lo] = (out[value - lo] ?? 0) + p;
  return trimmed(lo, out);
}

/** Sum of the probabilities (1 up to floating-point error for every distribution built here). */
export function total(d: Dist): number {
  return d.probs.reduce((sum, p) => sum + p, 0);
}

/** The expected value Σ x·P(x). */
export function mean(d: Dist): number {
  const { offset, probs } = d;
  let sum = 0;
  for (let i = 0; i < probs.length; i += 1) sum += (probs[i] as number) * (offset + i);
  return sum;
}

/** The variance Σ (x − mean)²·P(x) (computed around the mean, so it never goes negative). */
export function variance(d: Dist): number {
  const m = mean(d);
  return d.probs.reduce((sum, p, i) => {
    const delta = d.offset + i - m;
    return sum + p * delta * delta;
  }, 0);
}

/** The smallest value with probability > 0. */
export function min(d: Dist): number {
  return d.offset;
}

/** The largest value with probability > 0. */
export function max(d: Dist): number {
  return d.offset + d.probs.length - 1;
}

/**
 * The smallest value x with P(X ≤ x) ≥ p, for 0 < p ≤ 1 (p5 is `quantile(d, 0.05)`). The
 * cumulative sum is compared with `p − 1e-12`, so a CDF that reaches p exactly in exact arithmetic
 * (0.5 for a d6 at 3) is not pushed one value up by rounding. p = 0 gives the minimum.
 *
 * @throws RangeError when p is outside 0..1.
 */
export function quantile(d: Dist, p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A quantile needs 0 ≤ p ≤ 1, not ${p}.`);
  const target = p - 1e-12;
  let cumulative = 0;
  for (let i = 0; i < d.probs.length; i += 1) {
    cumulative += d.probs[i] ?? 0;
    if (cumulative >= target) return d.offset + i;
  }
  return max(d);
}

/**
 * {@link quantile} at each of `ps` (ascending), read in one pass over the distribution: the same
 * cumulative sums in the same order, so each value is exactly what `quantile` gives.
 *
 * @throws RangeError when a p is outside 0..1 or the list is not ascending.
 */
export function quantiles(d: Dist, ps: readonly number[]): number[] {
  const probs = d.probs;
  let i = 0;
  let cumulative = probs[0] as number;
  return ps.map((p, k) => {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`A quantile needs 0 ≤ p ≤ 1, not ${p}.`);
    if (k > 0 && p < (ps[k - 1] as number)) {
      throw new RangeError('Quantiles are read in ascending order of p.');
    }
    const target = p - 1e-12;
    while (cumulative < target && i + 1 < probs.length) {
      i += 1;
      cumulative += probs[i] as number;
    }
    // Past the last value the cumulative sum fell short by rounding: the maximum, as `quantile`.
    return d.offset + i;
  });
}

/** P(X ≥ k). */
export function atLeast(d: Dist, k: number): number {
  let sum = 0;
  for (let i = Math.max(0, k - d.offset); i < d.probs.length; i += 1) sum += d.probs[i] ?? 0;
  return sum;
}

/** P(X ≤ k). */
export function atMost(d: Dist, k: number): number {
  let sum = 0;
  const last = Math.min(d.probs.length - 1, k - d.offset);
  for (let i = 0; i <= last; i += 1) sum += d.probs[i] ?? 0;
  return sum;
}

/** P(X = k). */
export function probabilityOf(d: Dist, k: number): number {
  return d.probs[k - d.offset] ?? 0;
}

/** One row per value with probability > 0, in increasing value order. */
export function toRows(
  d: Dist,
): readonly { readonly value: number; readonly probability: number }[] {
  const rows: { value: number; probability: number }[] = [];
  d.probs.forEach((probability, i) => {
    if (probability > 0) rows.push({ value: d.offset + i, probability });
  });
  return rows;
}
