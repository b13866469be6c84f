import type { ReportTable } from '../../shared/report/report-table';

/** A line of a chart card, as `LineChart` draws it. */
export interface CardSeries {
  readonly label: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly axis?: 'left' | 'right';
}

/** The baseline's version of a chart card (see `baseline.svelte.ts`): its series and its table. */
export interface CardBaseline {
  /** What the baseline is: "the last saved version", a file's name. */
  readonly name: string;
  /** Each drawn dashed under the current series at index `of` (in its colour). */
  readonly series: readonly (CardSeries & { readonly of: number })[];
  /** The same report as the card's table, computed from the baseline. */
  readonly table: ReportTable;
}

/**
 * A chart card's baseline made the way the card's own series and table are: `series` and `table`
 * are the view's functions of an engine answer, given the baseline's answer. Each baseline series
 * is drawn under the series at the same place (null without a baseline or its answer yet).
 */
export function cardBaseline<T>(
  name: string | null,
  answer: T | null | undefined,
  series: (answer: T) => readonly CardSeries[],
  table: (answer: T) => ReportTable,
): CardBaseline | null {
  if (name === null || answer === null || answer === undefined) return null;
  return {
    name,
    series: series(answer).map((entry, of) => ({
      ...entry,
      label: `${entry.label} (baseline)`,
      of,
    })),
    table: table(answer),
  };
}
