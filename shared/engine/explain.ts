/**
 * Explain traces: every number the UI shows carries the terms it was made of, so the UI never
 * re-derives a value and a designer can always ask "where does this come from?".
 */

/** One addend of an explained sum, e.g. `{ label: 'Elf', value: 3 }`. */
export interface ExplainTerm {
  readonly label: string;
  readonly value: number;
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
  /** Present only when a bound changed the sum. */
  readonly clamp?: ExplainClamp;
}

/** Sums terms, then raises the total to `floor` when it falls below (recording that it did). */
export function sumTerms(
  terms: readonly ExplainTerm[],
  bound?: { readonly floor: number; readonly reason: string },
): Explained {
  const sum = terms.reduce((total, term) => total + term.value, 0);
  if (bound !== undefined && sum < bound.floor) {
    return { value: bound.floor, terms, clamp: { unclamped: sum, reason: bound.reason } };
  }
  return { value: sum, terms };
}

const MINUS = '\u2212';

/** A number as the rules texts print it: a true minus sign (−3), never a hyphen. */
export function formatNumber(value: number): string {
  return value < 0 ? `${MINUS}${-value}` : `${value}`;
}

function formatTerm(term: ExplainTerm, first: boolean): string {
  const label = `(${term.label})`;
  if (first) return `${formatNumber(term.value)} ${label}`;
  return term.value < 0 ? `${MINUS} ${-term.value} ${label}` : `+ ${term.value} ${label}`;
}

/**
 * A trace in pieces that should not be broken across lines:
 * `['3 (Elf)', '+ 12 (Wizard)', …, '= 18']`. A clamp shows as `= −3 → 0 (never below zero)`.
 */
export function explainedParts(explained: Explained): string[] {
  const terms = explained.terms.map((term, index) => formatTerm(term, index === 0));
  const left = terms.length === 0 ? ['0'] : terms;
  const total =
    explained.clamp === undefined
      ? `= ${formatNumber(explained.value)}`
      : `= ${formatNumber(explained.clamp.unclamped)} \u2192 ${formatNumber(explained.value)} (${explained.clamp.reason})`;
  return [...left, total];
}

/**
 * Renders a trace the way the rules texts write it:
 * `3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18`.
 */
export function formatExplained(explained: Explained): string {
  return explainedParts(explained).join(' ');
}
