/**
 * How the screens write a chance, in the one presentation the designer chose (the status bar's
 * "Chances as"): a percentage, "1 in N", or a decimal from 0 to 1. Reports and CSV files always
 * hold the decimal itself (see `format-number.ts`); only what a screen shows follows the choice.
 *
 * Every style keeps a small chance readable instead of rounding it to nothing: two significant
 * digits below 1% ("0.043%", "0.00043", "1 in 2,300"), and a chance within 1% of certain is
 * written from its complement the same way ("99.97%"). 0 and 1 are written as they are.
 */

export type ProbabilityStyle = 'percent' | 'fraction' | 'decimal';

/** The styles in the order the setting lists them, with their names there. */
export const PROBABILITY_STYLES: readonly {
  readonly id: ProbabilityStyle;
  readonly name: string;
}[] = [
  { id: 'percent', name: 'Percent (41.7%)' },
  { id: 'fraction', name: 'Fraction (1 in 2.4, 5/12)' },
  { id: 'decimal', name: 'Decimal (0.417)' },
];

export const DEFAULT_PROBABILITY_STYLE: ProbabilityStyle = 'percent';

export function isProbabilityStyle(value: unknown): value is ProbabilityStyle {
  return PROBABILITY_STYLES.some((style) => style.id === value);
}

/** Below this, and this close to 1, a chance keeps two significant digits. */
const FINE = 0.01;
/** How far past 0 or 1 a sum of probabilities may land by rounding alone. */
const SUM_SLACK = 1e-9;
/** Below this (and this close to 1), a chance is written as "less than" it. */
const FLOOR = 1e-6;

/** Two significant digits, without an exponent or trailing zeros: 0.00043 → "0.00043". */
function twoDigits(value: number): string {
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(value)));
  return trimZeros(value.toFixed(decimals));
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A whole or decimal number with thousands separated by commas: 2300 → "2,300". */
function grouped(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** `p` scaled (×100 for percent, ×1 for decimal) and written with the fine-digit rule. */
function scaled(p: number, scale: number, coarseDecimals: number): string {
  if (p === 0 || p === 1) return String(p * scale);
  if (p < FLOOR) return `<${trimZeros((FLOOR * scale).toFixed(10))}`;
  if (1 - p < FLOOR) return `>${trimZeros(((1 - FLOOR) * scale).toFixed(10))}`;
  if (p < FINE) return twoDigits(p * scale);
  if (1 - p < FINE) {
    // The complement's two digits, subtracted exactly in the decimals they need.
    const complement = (1 - p) * scale;
    const decimals = Math.max(0, 1 - Math.floor(Math.log10(complement)));
    return trimZeros((scale - Number(complement.toFixed(decimals))).toFixed(decimals));
  }
  return trimZeros((p * scale).toFixed(coarseDecimals));
}

/** N = 1 / q to two significant digits (whole from 10 on), grouped by thousands. */
function inverse(q: number): string {
  const n = 1 / q;
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(n)));
  return grouped(trimZeros(Number(n.toPrecision(2)).toFixed(decimals)));
}

/**
 * "1 in N" up to even odds; above them, from the other side: "all but 1 in N" (0.9997 is "all but
 * 1 in 3,300"), which a "1 in 1" would hide.
 */
function oneIn(p: number): string {
  if (p === 0) return 'never';
  if (p === 1) return 'certain';
  if (p < FLOOR) return `<1 in ${grouped(String(1 / FLOOR))}`;
  if (1 - p < FLOOR) return `all but <1 in ${grouped(String(1 / FLOOR))}`;
  return p <= 0.5 ? `1 in ${inverse(p)}` : `all but 1 in ${inverse(1 - p)}`;
}

/**
 * A chance as the screens write it in `style`: 0.4167 is "41.7%", "1 in 2.4" or "0.417";
 * 0.00043 is "0.043%", "1 in 2,300" or "0.00043"; 0.9997 is "99.97%", "all but 1 in 3,300" or
 * "0.9997".
 *
 * @throws RangeError for a value outside 0–1 by more than rounding (or not a number): never a
 *   chance.
 */
export function probabilityText(given: number, style: ProbabilityStyle): string {
  if (!(given >= -SUM_SLACK && given <= 1 + SUM_SLACK)) {
    throw new RangeError(`${given} is not a chance from 0 to 1.`);
  }
  // A sum of probabilities may land a rounding error past 0 or 1 (an "at most" of 1.0000000000000002).
  const p = Math.min(1, Math.max(0, given));
  if (style === 'fraction') return oneIn(p);
  if (style === 'decimal') return scaled(p, 1, 3);
  return `${scaled(p, 100, 1)}%`;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * A chance that is a whole number of `outcomes` equally likely outcomes (15 of 2d6's 36), with
 * that exact fraction first, reduced: "5/12 (41.7%)" or "5/12 (0.417)", and the fraction alone
 * in the fraction style ("5/12"). 0 and 1 read "0 (0%)" and "1 (100%)" ("never", "certain" as a
 * fraction, "0" and "1" as a decimal). A chance that is no such fraction, or of more than 10,000 outcomes (unreadable as
 * a fraction), is written as {@link probabilityText} writes it.
 */
export function exactProbabilityText(p: number, outcomes: number, style: ProbabilityStyle): string {
  const plain = probabilityText(p, style);
  if (!Number.isInteger(outcomes) || outcomes < 1 || outcomes > 10_000) return plain;
  const hits = Math.round(p * outcomes);
  if (Math.abs(hits / outcomes - p) >= 1e-12) return plain;
  if (style === 'fraction' && (hits === 0 || hits === outcomes)) return plain;
  const common = gcd(hits, outcomes);
  const fraction =
    hits === 0 || hits === outcomes
      ? `${hits === 0 ? 0 : 1}`
      : `${hits / common}/${outcomes / common}`;
  if (style === 'fraction') return fraction;
  return fraction === plain ? plain : `${fraction} (${plain})`;
}
