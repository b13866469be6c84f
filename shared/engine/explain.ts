/**
 * Explain traces: every number the UI shows carries the terms it was made of, so the UI never
 * re-derives a value and a designer can always ask "where does this come from?".
 */

/** One addend of an explained sum, e.g. `{ label: 'Elf', value: 3 }`. */
export interface ExplainTerm {
  readonly label: string;
  readonly value: number;
  /** In a product only: divide by this value instead of multiplying (`÷ 2 (pace)`). */
  readonly divide?: boolean;
}

/** A bound applied after summing, e.g. "never below zero". */
export interface ExplainClamp {
  /** The sum before the bound was applied. */
  readonly unclamped: number;
  /** Why the bound exists, shown to the user. */
  readonly reason: string;
}

/** A value together with the terms that produced it. */
export interface Explained {
  readonly value: number;
  readonly terms: readonly ExplainTerm[];
  /** Present only when a bound changed the sum (or product). */
  readonly clamp?: ExplainClamp;
  /** How the terms combine: absent means a sum (every trace made before products existed). */
  readonly op?: 'sum' | 'product';
}

/**
 * A bound applied after combining: `floor` raises a total below it, `ceiling` lowers a total above
 * it (either or both), and `reason` is shown when one of them changed the total.
 */
export interface ExplainBound {
  readonly floor?: number;
  readonly ceiling?: number;
  readonly reason: string;
}

function applyBound(
  value: number,
  bound: ExplainBound | undefined,
): { value: number; clamp?: ExplainClamp } {
  if (bound === undefined) return { value };
  if (bound.floor !== undefined && value < bound.floor) {
    return { value: bound.floor, clamp: { unclamped: value, reason: bound.reason } };
  }
  if (bound.ceiling !== undefined && value > bound.ceiling) {
    return { value: bound.ceiling, clamp: { unclamped: value, reason: bound.reason } };
  }
  return { value };
}

/**
 * Sums terms, then raises the total to `floor` when it falls below (or lowers it to `ceiling`
 * when it rises above), recording that it did.
 */
export function sumTerms(terms: readonly ExplainTerm[], bound?: ExplainBound): Explained {
  const sum = terms.reduce((total, term) => total + term.value, 0);
  const bounded = applyBound(sum, bound);
  return bounded.clamp === undefined
    ? { value: bounded.value, terms }
    : { value: bounded.value, terms, clamp: bounded.clamp };
}

/**
 * Multiplies factors (dividing by those marked `divide`), then applies the bound like
 * {@link sumTerms}. An empty product is 1. The value is the product of the multipliers divided once
 * by the product of the divisors, in floating point: exact for the rules' halves, quarters,
 * 1.5 and whole numbers; a caller needing exact rationals computes them itself.
 *
 * @throws RangeError when a divisor is 0 or a factor is not a finite number.
 */
export function multiplyFactors(factors: readonly ExplainTerm[], bound?: ExplainBound): Explained {
  let multiplied = 1;
  let divided = 1;
  for (const factor of factors) {
    if (!Number.isFinite(factor.value)) {
      throw new RangeError(`The factor "${factor.label}" is not a finite number.`);
    }
    if (factor.divide === true) {
      if (factor.value === 0) throw new RangeError(`Cannot divide by "${factor.label}", it is 0.`);
      divided *= factor.value;
    } else {
      multiplied *= factor.value;
    }
  }
  const bounded = applyBound(multiplied / divided, bound);
  return bounded.clamp === undefined
    ? { op: 'product', value: bounded.value, terms: factors }
    : { op: 'product', value: bounded.value, terms: factors, clamp: bounded.clamp };
}

const MINUS = '\u2212';

/** A number as the rules texts print it: a true minus sign (−3), never a hyphen. */
export function formatNumber(value: number): string {
  return value < 0 ? `${MINUS}${-value}` : `${value}`;
}

/** The vulgar fractions a factor below 1 is written as, by `numerator/denominator`. */
const FRACTION_GLYPHS: Readonly<Record<string, string>> = {
  '1/2': '\u00bd',
  '1/3': '\u2153',
  '2/3': '\u2154',
  '1/4': '\u00bc',
  '3/4': '\u00be',
  '1/8': '\u215b',
  '3/8': '\u215c',
  '5/8': '\u215d',
  '7/8': '\u215e',
};

const GLYPH_DENOMINATORS = [2, 3, 4, 8] as const;

/**
 * A factor as a product trace writes it. Strictly between 0 and 1, halves, thirds, quarters and
 * eighths are written as fractions (½, ⅓, ¾, ⅛); every other value as a decimal rounded to at
 * most 4 places, trailing zeros dropped (1.5, 3, 0.0625, 61.7143). Negative values take a true
 * minus sign.
 */
export function formatFactor(value: number): string {
  if (value < 0) return `${MINUS}${formatFactor(-value)}`;
  if (value > 0 && value < 1) {
    for (const denominator of GLYPH_DENOMINATORS) {
      const numerator = Math.round(value * denominator);
      if (Math.abs(value * denominator - numerator) < 1e-9) {
        const glyph = FRACTION_GLYPHS[`${numerator}/${denominator}`];
        if (glyph !== undefined) return glyph;
      }
    }
  }
  const rounded = Math.round(value * 10_000) / 10_000;
  return `${rounded === 0 ? 0 : rounded}`;
}

function formatFactorTerm(term: ExplainTerm, first: boolean): string {
  const label = `(${term.label})`;
  const value = formatFactor(term.value);
  if (term.divide === true)
    return first ? `1 \u00f7 ${value} ${label}` : `\u00f7 ${value} ${label}`;
  return first ? `${value} ${label}` : `\u00d7 ${value} ${label}`;
}

function formatTerm(term: ExplainTerm, first: boolean): string {
  const label = `(${term.label})`;
  if (first) return `${formatNumber(term.value)} ${label}`;
  return term.value < 0 ? `${MINUS} ${-term.value} ${label}` : `+ ${term.value} ${label}`;
}

/**
 * A trace in pieces that should not be broken across lines:
 * `['3 (Elf)', '+ 12 (Wizard)', …, '= 18']`. A clamp shows as `= −3 → 0 (never below zero)`.
 * A product shows as `['½ (Poisoned)', '× 2 (Resting)', '= 1']`, its numbers written by
 * {@link formatFactor}; an empty product as `1 = 1`.
 */
export function explainedParts(explained: Explained): string[] {
  const product = explained.op === 'product';
  const format = product ? formatFactor : formatNumber;
  const terms = explained.terms.map((term, index) =>
    product ? formatFactorTerm(term, index === 0) : formatTerm(term, index === 0),
  );
  const left = terms.length === 0 ? [product ? '1' : '0'] : terms;
  const total =
    explained.clamp === undefined
      ? `= ${format(explained.value)}`
      : `= ${format(explained.clamp.unclamped)} \u2192 ${format(explained.value)} (${explained.clamp.reason})`;
  return [...left, total];
}

/**
 * Renders a trace the way the rules texts write it:
 * `3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18`.
 */
export function formatExplained(explained: Explained): string {
  return explainedParts(explained).join(' ');
}
