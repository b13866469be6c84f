/**
 * Exact fractions for rules whose factors are simple rationals (½, ¼, 1.5, 3) and whose percents
 * are whole numbers: seconds per point becomes an exact fraction and simulations run on integers.
 */

/** An exact fraction `n / d`: `d` ≥ 1, both safe integers, in lowest terms. */
export interface Fraction {
  readonly n: number;
  readonly d: number;
}

/** Denominators above this are not read as an exact decimal or fraction (6 decimal places). */
const MAX_DENOMINATOR = 1_000_000;

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function fraction(n: number, d: number, what: string): Fraction {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) {
    throw new RangeError(`${what} is too large or too fine to compute exactly.`);
  }
  const sign = d < 0 ? -1 : 1;
  const divisor = gcd(n, d) || 1;
  // `+ 0` turns a −0 numerator into 0.
  return { n: (sign * n) / divisor + 0, d: (sign * d) / divisor };
}

/**
 * The exact fraction a finite number stands for: whole numbers as themselves, decimals and
 * simple fractions (0.5, 1.05, 12.5, 0.1 + 0.2, 1 / 3) as the fraction with the smallest
 * denominator (at most 1 000 000) within 1e-9 relative error, found by continued fractions.
 * A number no such fraction comes that close to (1e-7) is refused; an irrational one that has
 * such a fraction is read as it (π as 103993 / 33102), which data typed as decimals never meets.
 *
 * @param what names the number in the error message.
 * @throws RangeError when the number is not finite or no such fraction exists.
 */
export function toFraction(value: number, what: string): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number.`);
  if (Number.isInteger(value)) return fraction(value, 1, what);
  const sign = value < 0 ? -1 : 1;
  const x = Math.abs(value);
  const tolerance = 1e-9 * Math.max(1, x);
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let rest = x;
  for (let step = 0; step < 64; step += 1) {
    const a = Math.floor(rest);
    const [h2, k2] = [a * h1 + h0, a * k1 + k0];
    if (k2 > MAX_DENOMINATOR) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    if (Math.abs(x - h1 / k1) <= tolerance) return fraction(sign * h1, k1, what);
    const remainder = rest - a;
    if (remainder === 0) break;
    rest = 1 / remainder;
  }
  throw new RangeError(`${what} (${value}) is not a decimal or fraction that can be exact.`);
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  const g1 = gcd(a.n, b.d) || 1;
  const g2 = gcd(b.n, a.d) || 1;
  return fraction((a.n / g1) * (b.n / g2), (a.d / g2) * (b.d / g1), 'The pace');
}

export function add(a: Fraction, b: Fraction): Fraction {
  const g = gcd(a.d, b.d) || 1;
  return fraction(a.n * (b.d / g) + b.n * (a.d / g), (a.d / g) * b.d, 'The sum');
}

export function divide(a: Fraction, b: Fraction): Fraction {
  if (b.n === 0) throw new RangeError('Cannot divide by zero.');
  return multiply(a, fraction(b.d, b.n, 'The divisor'));
}

/** Negative, zero or positive as `a` is below, equal to or above `b` (exact). */
export function compare(a: Fraction, b: Fraction): number {
  const left = BigInt(a.n) * BigInt(b.d);
  const right = BigInt(b.n) * BigInt(a.d);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function valueOf(f: Fraction): number {
  return f.n / f.d;
}

export const ONE: Fraction = { n: 1, d: 1 };
