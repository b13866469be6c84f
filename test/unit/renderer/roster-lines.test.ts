import { describe, expect, it } from 'vitest';
import { mergeOthers, mergerOfOthers, ROSTER_FROM } from '../../../src-renderer/lib/roster-lines';

const series = [
  {
    points: [
      { x: 1, y: 10 },
      { x: 2, y: 20 },
    ],
  },
  {
    points: [
      { x: 1, y: 5 },
      { x: 2, y: 6 },
    ],
  },
  { points: [{ x: 1, y: 7 }] },
];

describe('roster lines', () => {
  it('starts past the eight line colours', () => {
    expect(ROSTER_FROM).toBe(9);
  });

  it('merges every series but the kept one into one line, a gap after each', () => {
    const merged = mergeOthers(series, 0, (point) => point.y);
    expect(merged.points).toEqual([
      { x: 1, y: 5 },
      { x: 2, y: 6 },
      { x: 2, y: null },
      { x: 1, y: 7 },
      { x: 1, y: null },
    ]);
    // Each point knows its series: the tooltip and a click name the right build.
    expect(merged.owners).toEqual([1, 1, 1, 2, 2]);
  });

  it('gives the same merged line back while the series arrays and the kept one stay', () => {
    const merge = mergerOfOthers((point: { x: number; y: number }) => point.y);
    const first = merge(series, 1);
    expect(merge([...series], 1)).toBe(first);
    expect(merge(series, 2)).not.toBe(first);
    const edited = [series[0], { points: [{ x: 1, y: 6 }] }, series[2]] as typeof series;
    expect(merge(edited, 2).points[3]).toEqual({ x: 1, y: 6 });
  });
});
