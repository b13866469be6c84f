import type { CardBaseline } from '../components/ChartCard.svelte';
import type { ChartSeries } from '../components/LineChart.svelte';
import type { ReportTable } from '../../shared/report/report-table';

/**
 * A chart card's baseline made the way the card's own series and table are: `series` and `table`
 * are the view's functions of an engine answer, given the baseline's answer. Each baseline series
 * is drawn under the series at the same place (null without a baseline or its answer yet).
 */
export function cardBaseline<T>(
  name: string | null,
  answer: T | null | undefined,
  series: (answer: T) => readonly ChartSeries[],
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
