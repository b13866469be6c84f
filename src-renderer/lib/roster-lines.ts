import { LINE_COLORS } from './chart-colors';

/**
 * A chart of many series (a roster of builds) draws one of them in colour and the others as one
 * muted line: past the line colours the series could not be told apart anyway, and chart.js
 * works per dataset, so 200 builds drawn as 200 datasets cost a keystroke ~50 ms. Merged, the
 * others are one dataset whose pieces are split by gaps; each point remembers which series it
 * came from, for the tooltip and a click.
 */
export const ROSTER_FROM = LINE_COLORS.length + 1;

export interface MergedLine {
  readonly points: { x: number; y: number | null }[];
  /** The series each point came from (a gap belongs to the series before it). */
  readonly owners: number[];
}

/** Every series but `keep` as one line, a gap between two series. */
export function mergeOthers<P extends { readonly x: number }>(
  series: readonly { readonly points: readonly P[] }[],
  keep: number,
  y: (point: P) => number | null,
): MergedLine {
  const points: { x: number; y: number | null }[] = [];
  const owners: number[] = [];
  series.forEach((entry, index) => {
    if (index === keep || entry.points.length === 0) return;
    for (const point of entry.points) {
      points.push({ x: point.x, y: y(point) });
      owners.push(index);
    }
    const last = entry.points[entry.points.length - 1];
    if (last !== undefined) {
      points.push({ x: last.x, y: null });
      owners.push(index);
    }
  });
  return { points, owners };
}

/**
 * `mergeOthers`, remembered: when the series (their point arrays) and the kept one are the ones
 * merged last time, the same merged line comes back, so comparing and redrawing cost nothing.
 */
export function mergerOfOthers<P extends { readonly x: number }>(
  y: (point: P) => number | null,
): (series: readonly { readonly points: readonly P[] }[], keep: number) => MergedLine {
  let last: { keep: number; sources: readonly (readonly P[])[]; merged: MergedLine } | null = null;
  return (series, keep) => {
    const sources = series.map((entry) => entry.points);
    if (
      last !== null &&
      last.keep === keep &&
      last.sources.length === sources.length &&
      last.sources.every((points, i) => points === sources[i])
    ) {
      return last.merged;
    }
    const merged = mergeOthers(series, keep, y);
    last = { keep, sources, merged };
    return merged;
  };
}

/** The dataset the merged others are drawn as: one thin line in `color` (the muted grey). */
export function othersDataset(label: string, merged: MergedLine, color: string) {
  return {
    label,
    data: merged.points,
    borderColor: color,
    backgroundColor: color,
    borderWidth: 1,
    pointRadius: 0,
    pointHoverRadius: 4,
    spanGaps: false,
    fill: false,
    clip: false as const,
  };
}
