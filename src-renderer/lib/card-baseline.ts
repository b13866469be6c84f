import type { ReportTable } from '../../shared/report/report-table';

/** A line of a chart card, as `LineChart` draws it. */
export interface CardSeries {
  readonly label: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly axis?: 'left' | 'right';
}

/** The baseline's version of a table card (see `baseline.svelte.ts`): the same report. */
export interface TableBaseline {
  /** What the baseline is: "the last saved version", a file's name. */
  readonly name: string;
  /** The same report as the card's table, computed from the baseline. */
  readonly table: ReportTable;
}

/** The baseline's version of a chart card: its table, and its series drawn dashed. */
export interface CardBaseline extends TableBaseline {
  /** Each drawn dashed under the current series at index `of` (in its colour). */
  readonly series: readonly (CardSeries & { readonly of: number })[];
}

/**
 * A table card's baseline made the way the card's own table is: `table` is the view's function of
 * an engine answer, given the baseline's (null without a baseline or its answer yet).
 */
export function tableBaseline<T>(
  name: string | null,
  answer: T | null | undefined,
  table: (answer: T) => ReportTable | null,
): TableBaseline | null {
  if (name === null || answer === null || answer === undefined) return null;
  const made = table(answer);
  return made === null ? null : { name, table: made };
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

/** A baseline query's answer with the baseline's name, as a card takes it; null without one. */
export function withBaseline<T>(query: {
  readonly name: string | null;
  readonly output: T | null;
}): { readonly name: string; readonly result: T } | null {
  const { name, output } = query;
  return name === null || output === null ? null : { name, result: output };
}
