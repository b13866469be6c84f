import { describe, expect, it } from 'vitest';
import { coincidentGroups, coincidentSentence } from '../../../src-renderer/lib/coincident-series';

const line = (label: string, ys: readonly (number | null)[]) => ({
  label,
  points: ys.map((y, i) => ({ x: i + 1, y })),
});

describe('coincidentGroups', () => {
  it('groups the series that share every point, and only those', () => {
    const series = [
      line('Tathren', [18, 20, 22]),
      line('Other', [18, 20, 23]),
      line('Tathren (copy)', [18, 20, 22]),
      line('Gap', [null, 20]),
      line('Gap too', [null, 20]),
    ];
    expect(coincidentGroups(series)).toEqual([
      ['Tathren', 'Tathren (copy)'],
      ['Gap', 'Gap too'],
    ]);
    expect(coincidentGroups([line('One', [1])])).toEqual([]);
    // A line that only starts alike is not the same line.
    expect(coincidentGroups([line('A', [1, 2]), line('B', [1, 2, 3])])).toEqual([]);
  });

  it('says it in one sentence', () => {
    expect(coincidentSentence(['A', 'B'])).toBe('A and B draw the same line.');
    expect(coincidentSentence(['A', 'B', 'C'])).toBe('A, B and C draw the same line.');
  });
});
