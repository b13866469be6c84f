/**
 * Performance marks for the input-to-chart benchmark (`npm run bench`): an edit marks its time,
 * the chart marks when it has drawn, and the pair becomes one `ws:input-to-chart` measure.
 */
const INPUT = 'ws:input';
const DRAWN = 'ws:chart-drawn';
export const INPUT_TO_CHART = 'ws:input-to-chart';

export function markInput(): void {
  performance.clearMarks(INPUT);
  performance.mark(INPUT);
}

export function markChartDrawn(): void {
  if (performance.getEntriesByName(INPUT, 'mark').length === 0) return;
  performance.mark(DRAWN);
  performance.measure(INPUT_TO_CHART, INPUT, DRAWN);
  performance.clearMarks(INPUT);
  performance.clearMarks(DRAWN);
}
