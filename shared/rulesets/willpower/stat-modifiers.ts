import type { StatModifierRow } from './data';

/**
 * The seed refers to a Stats table it does not include. This default, floor((score − 10) / 2),
 * matches every modifier the seed quotes (15 → +2, 12 → +1, 10 → +0) and is editable.
 */
export function defaultStatModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** Builds the default table for scores `min..max` inclusive. */
export function makeDefaultStatModifierTable(min: number, max: number): StatModifierRow[] {
  const rows: StatModifierRow[] = [];
  for (let score = min; score <= max; score += 1) {
    rows.push({ score, modifier: defaultStatModifier(score) });
  }
  return rows;
}

/** The lowest and highest score the table covers, i.e. the valid range of a stat. */
export function statScoreRange(table: readonly StatModifierRow[]): { min: number; max: number } {
  const first = table[0];
  const last = table[table.length - 1];
  if (first === undefined || last === undefined) {
    throw new Error('The stat modifier table is empty.');
  }
  return { min: first.score, max: last.score };
}

/** The modifier for a score; throws for a score the table does not cover (validate first). */
export function lookupStatModifier(table: readonly StatModifierRow[], score: number): number {
  const row = table.find((candidate) => candidate.score === score);
  if (row === undefined) {
    const { min, max } = statScoreRange(table);
    throw new RangeError(`No stat modifier for score ${score}: the table covers ${min} to ${max}.`);
  }
  return row.modifier;
}

/** How far an edited modifier may go either way; beyond this a typo is far likelier than intent. */
export const STAT_MODIFIER_LIMIT = 99;

/** The message for an edited modifier outside what the table accepts, or null when it is fine. */
export function checkStatModifier(score: number, modifier: number): string | null {
  if (Number.isInteger(modifier) && Math.abs(modifier) <= STAT_MODIFIER_LIMIT) return null;
  return `The modifier for score ${score} must be a whole number from \u2212${STAT_MODIFIER_LIMIT} to ${STAT_MODIFIER_LIMIT}.`;
}
