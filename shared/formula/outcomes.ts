/**
 * A formula's random value: its outcomes and their probabilities, exact up to floating point.
 * Unlike the engine's {@link Dist} (whole numbers, dense), a formula may halve a roll or take 50%
 * of it, so outcomes are any numbers, kept sorted and sparse. Sums of whole-numbered outcomes go
 * through `convolve` (the engine's dense product), the common case of dice plus dice.
 */
import { convolve, type Dist } from '../engine/dist';

export interface Outcomes {
  readonly kind: 'outcomes';
  /** Ascending, each once. */
  readonly values: readonly number[];
  /** `probs[i]` is P(value = values[i]); each > 0, summing to 1. */
  readonly probs: readonly number[];
}

/** A formula's value: a plain number (a boolean is 1 or 0) or a random one. */
export type Value = number | Outcomes;

export function isRandom(value: Value): value is Outcomes {
  return typeof value !== 'number';
}

/** From (value, probability) pairs in any order; one outcome left is that number. */
export function fromPairs(pairs: Iterable<readonly [number, number]>): Value {
  const merged = new Map<number, number>();
  for (const [value, p] of pairs) {
    if (p <= 0) continue;
    // `+ 0` makes −0 and 0 one outcome.
    const key = value + 0;
    merged.set(key, (merged.get(key) ?? 0) + p);
  }
  const values = [...merged.keys()].sort((a, b) => a - b);
  if (values.length === 1) return values[0] as number;
  return { kind: 'outcomes', values, probs: values.map((v) => merged.get(v) as number) };
}

export function fromDist(dist: Dist): Value {
  const pairs: [number, number][] = [];
  dist.probs.forEach((p, i) => pairs.push([dist.offset + i, p]));
  return fromPairs(pairs);
}

/** Each (value, probability) of a value; a number is itself with probability 1. */
export function pairsOf(value: Value): [number, number][] {
  if (typeof value === 'number') return [[value, 1]];
  return value.values.map((v, i) => [v, value.probs[i] as number]);
}

function asDist(value: Outcomes): Dist | null {
  const { values, probs } = value;
  const first = values[0] as number;
  const last = values.at(-1) as number;
  if (!values.every(Number.isSafeInteger) || last - first > 100_000) return null;
  const dense = new Array<number>(last - first + 1).fill(0);
  values.forEach((v, i) => (dense[v - first] = probs[i] as number));
  return { offset: first, probs: dense };
}

/** f(X) for each outcome X. */
export function mapValue(value: Value, f: (x: number) => number): Value {
  if (typeof value === 'number') return f(value);
  return fromPairs(value.values.map((v, i) => [f(v), value.probs[i] as number]));
}

/** f(A, B) for independent A and B. */
export function combine(a: Value, b: Value, f: (x: number, y: number) => number): Value {
  if (typeof a === 'number' && typeof b === 'number') return f(a, b);
  const pa = pairsOf(a);
  const pb = pairsOf(b);
  const out: [number, number][] = [];
  for (const [x, p] of pa) for (const [y, q] of pb) out.push([f(x, y), p * q]);
  return fromPairs(out);
}

/** A + B for independent A and B: a dense convolution when both are whole numbers. */
export function add(a: Value, b: Value): Value {
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (typeof a !== 'number' && typeof b !== 'number') {
    const da = asDist(a);
    const db = asDist(b);
    if (da && db) return fromDist(convolve(da, db));
  }
  return combine(a, b, (x, y) => x + y);
}

/** The mixture Σ pᵢ·Vᵢ: the value of a formula whose shared roll came out each way. */
export function mixture(parts: readonly (readonly [Value, number])[]): Value {
  const out: [number, number][] = [];
  for (const [value, weight] of parts) {
    for (const [v, p] of pairsOf(value)) out.push([v, p * weight]);
  }
  return fromPairs(out);
}

export function expectation(value: Value): number {
  return pairsOf(value).reduce((sum, [v, p]) => sum + v * p, 0);
}

/**
 * A value as a report writes it: a number as it is; a roll's mean to 12 significant digits, so
 * the float noise of adding up thousands of chances (317.000000000001 for an exact 317) never
 * reaches a table, while every digit a designer reads is kept.
 */
export function reportedMean(value: Value): number {
  if (typeof value === 'number') return value;
  const mean = expectation(value);
  return mean === 0 ? 0 : Number(mean.toPrecision(12));
}

/** P(value ≠ 0): a condition's chance of holding. */
export function chance(value: Value): number {
  return pairsOf(value).reduce((sum, [v, p]) => (v !== 0 ? sum + p : sum), 0);
}

/**
 * The smallest outcome v with P(X ≤ v) ≥ q/100, as AnyDice and spreadsheets' PERCENTILE.INC on a
 * discrete value read it (the 50th of 1d6 is 3). A tolerance of 1e-12 keeps 0.1 + 0.2 from
 * passing over an outcome that exactly reaches the share.
 */
export function percentile(value: Value, q: number): number {
  let cumulative = 0;
  const pairs = pairsOf(value);
  for (const [v, p] of pairs) {
    cumulative += p;
    if (cumulative >= q / 100 - 1e-12) return v;
  }
  return (pairs.at(-1) as [number, number])[0];
}

export function lowest(value: Value): number {
  return typeof value === 'number' ? value : (value.values[0] as number);
}

export function highest(value: Value): number {
  return typeof value === 'number' ? value : (value.values.at(-1) as number);
}
