/**
 * When a linear axis hides a line: the comparison puts games whose numbers differ by orders of
 * magnitude on one axis (Willpower's few mana points a turn beside a DCSS berserker's dozens of
 * HP), and a line whose tallest value is a small share of the tallest line's lies flat along the
 * bottom. The view names such lines and offers the log scale.
 */
import type { CompareSeries } from './regen-compare';

/** A line whose peak is below this share of the tallest line's peak reads as flat. */
export const FLAT_SHARE = 1 / 20;

function peak(series: CompareSeries): number {
  let highest = 0;
  for (const point of series.points) {
    highest = Math.max(highest, point.high ?? 0, point.value ?? 0);
  }
  return highest;
}

/** The lines a linear axis flattens: each with a peak above 0 and below 1/20 of the tallest. */
export function flattenedSeries(series: readonly CompareSeries[]): CompareSeries[] {
  const tallest = Math.max(0, ...series.map(peak));
  if (tallest <= 0) return [];
  return series.filter((each) => {
    const highest = peak(each);
    return highest > 0 && highest < tallest * FLAT_SHARE;
  });
}
