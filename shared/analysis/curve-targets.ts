/**
 * The targets of a "curve from targets" (issue: designer power tools): a few points a curve should
 * pass through, "1=18, 60=500", as the card's field and the CLI's `--target` read them, with one
 * set of messages for both. Each ruleset fits its own column to them (Willpower's class or race
 * value, DCSS's max HP by XL).
 */

import type { ColumnDoc } from '../report/report-doc';

/** The most targets a fit takes. */
export const FIT_TARGETS_MAX = 12;

export interface CurveTarget {
  readonly level: number;
  readonly value: number;
}

/** Why a list of targets is refused, or null. `levelWord`: "Level", or "XL". */
export function checkCurveTargets(
  targets: readonly CurveTarget[],
  maxLevel: number,
  levelWord: string,
  valueRange: { readonly min: number; readonly max: number } = { min: 0, max: 1_000_000 },
  /** The first level a target may name (a custom ruleset's axis may start at 0). */
  minLevel = 1,
): string | null {
  if (targets.length === 0)
    return `Give at least one target, like ${minLevel}=18, ${maxLevel}=500.`;
  if (targets.length > FIT_TARGETS_MAX) return `At most ${FIT_TARGETS_MAX} targets.`;
  const levelName = levelWord === 'Level' ? 'level' : levelWord;
  for (const { level, value } of targets) {
    if (!Number.isSafeInteger(level) || level < minLevel || level > maxLevel) {
      return `${levelWord} ${level}: a target's ${levelName} is a whole number from ${minLevel} to ${maxLevel}.`;
    }
    if (!Number.isFinite(value) || value < valueRange.min || value > valueRange.max) {
      return `${levelWord} ${level}: a target is a number from ${valueRange.min} to ${valueRange.max}.`;
    }
  }
  const levels = targets.map((each) => each.level);
  const twice = levels.find((level, i) => levels.indexOf(level) !== i);
  return twice === undefined ? null : `${levelWord} ${twice} has two targets: give it one.`;
}

/**
 * "1=18, 60=500" (commas, semicolons or spaces between; `=` or `:` inside) as targets; the
 * message names the piece it cannot read.
 */
export function parseTargets(
  text: string,
): { ok: true; targets: CurveTarget[] } | { ok: false; message: string } {
  const pieces = text
    .split(/[,;\s]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const targets: CurveTarget[] = [];
  for (const piece of pieces) {
    const match = /^(\d+)[=:]([+-]?(?:\d+\.?\d*|\.\d+))$/.exec(piece);
    if (match === null) {
      return { ok: false, message: `"${piece}" is not LEVEL=VALUE, like 60=500.` };
    }
    targets.push({ level: Number(match[1]), value: Number(match[2]) });
  }
  return { ok: true, targets };
}

/**
 * What a fit proposes, as the last columns of every row of its table (the same on each, so the CSV
 * stays one clean table a spreadsheet can filter, and no row is a note): the table value it
 * changes, that value today and the value proposed ("Wizard mana", 12, 16). The card says the same
 * above its chart and on its button.
 */
export const PROPOSAL_COLUMNS = ['table_value', 'value_now', 'value_proposed'] as const;

/** The proposal's columns as the card's table heads them. */
export const PROPOSAL_HEADINGS = ['Table value', 'Value now', 'Proposed value'] as const;

/** The proposal's cells: the same on every row of the fit's table. */
export function proposalCells(fit: {
  readonly name: string;
  readonly from: number;
  readonly to: number;
}): [string, number, number] {
  return [fit.name, fit.from, fit.to];
}

/** The proposal's columns for `--help`; `what` names the value ("the build’s class mana"). */
export function proposalColumnDocs(what: string, example: string): ColumnDoc[] {
  return [
    {
      name: 'table_value',
      meaning: `the table value the fit changes: ${what} (e.g. "${example}")`,
    },
    { name: 'value_now', meaning: 'that value in today’s data' },
    {
      name: 'value_proposed',
      meaning:
        'the value proposed: set it to this (the same on every row; value_now when it fits best already)',
    },
  ];
}

/** One target of a one-value fit: the curve today and with the value proposed there. */
export interface OneValueFitRow {
  readonly level: number;
  readonly target: number;
  readonly now: number;
  readonly fitted: number;
}

/**
 * What every one-value fit answers (Willpower's, NetHack's): the value it changes, in words
 * ("Wizard mana"), from what to what, its row per target, the curve at every level today and
 * with the value proposed, the misses (root mean square) and the explanation.
 */
export interface OneValueFit {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly rows: readonly OneValueFitRow[];
  readonly now: readonly number[];
  readonly fitted: readonly number[];
  readonly missNow: number;
  readonly missFitted: number;
  readonly explain: string;
}

/** What a one-value fit's report says of its columns, in the ruleset's words. */
export interface OneValueFitWords {
  /** The level column: `level` or `xl`, and what a row's level is. */
  readonly level: ColumnDoc;
  readonly target: string;
  readonly now: string;
  readonly proposed: string;
  /** The table value the fit changes, and an example of one (`proposalColumnDocs`). */
  readonly what: string;
  readonly example: string;
}

/**
 * The columns of a one-value fit's report (Willpower's, NetHack's): a row per target, today's
 * curve and the proposed one there with their misses, then the value proposed.
 */
export function oneValueFitColumnDocs(words: OneValueFitWords): ColumnDoc[] {
  return [
    words.level,
    { name: 'target', meaning: words.target },
    { name: 'now', meaning: words.now },
    { name: 'miss_now', meaning: 'now − target' },
    { name: 'proposed', meaning: words.proposed },
    { name: 'miss_proposed', meaning: 'proposed − target' },
    ...proposalColumnDocs(words.what, words.example),
  ];
}

/**
 * The whole value from 0 to `max` whose curve misses the targets least (`squaredMiss`: the sum
 * of the squared misses with that value), every value tried; a tie (within 1e-9) keeps the value
 * nearest `from`, and `from` itself before any other.
 */
export function leastSquaresValue(
  from: number,
  max: number,
  squaredMiss: (value: number) => number,
): number {
  return leastSquaresAmong(
    from,
    Array.from({ length: max + 1 }, (_, value) => value),
    squaredMiss,
  );
}

/**
 * The value among `values` (and `from`) whose curve misses the targets least, as
 * {@link leastSquaresValue} chooses it; a value whose curve cannot be computed misses by
 * `Infinity` and is never chosen over one that can.
 */
export function leastSquaresAmong(
  from: number,
  values: readonly number[],
  squaredMiss: (value: number) => number,
): number {
  let best = from;
  let bestError = squaredMiss(from);
  for (const value of values) {
    if (value === from) continue;
    const error = squaredMiss(value);
    const nearer = Math.abs(value - from) < Math.abs(best - from);
    if (error < bestError - 1e-9 || (Math.abs(error - bestError) <= 1e-9 && nearer)) {
      best = value;
      bestError = error;
    }
  }
  return best;
}

/** A fit's typical miss: the root mean square of the misses, to a tenth. */
export function rootMeanSquare(misses: readonly number[]): number {
  const sum = misses.reduce((total, miss) => total + miss * miss, 0);
  return Math.round(Math.sqrt(sum / Math.max(1, misses.length)) * 10) / 10;
}
