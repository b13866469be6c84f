import { describe, expect, it } from 'vitest';
import {
  coincidentGroups,
  coincidentNote,
  coincidentSentence,
  coincidentWidths,
  overlapNote,
} from '../../../src-renderer/lib/coincident-series';
import { ROSTER_FROM } from '../../../src-renderer/lib/roster-lines';

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
    expect(coincidentSentence(['A', 'B', 'C', 'D', 'E', 'F'], 4)).toBe(
      'A, B, C, D and 2 more draw the same line.',
    );
  });
});

describe('coincidentWidths', () => {
  it('draws every line that lies on a later one on top, each one beneath wider', () => {
    const widths = coincidentWidths([
      line('Tathren', [18, 20, 22]),
      line('Other', [18, 20, 23]),
      line('Tathren (copy)', [18, 20, 22]),
      line('Tathren (copy 2)', [18, 20, 22]),
    ]);
    // chart.js draws the first series on top: it stays thin, and each under it shows around it.
    expect(widths).toEqual([2, 2, 5, 8]);
  });

  it('leaves lines that lie on no other at the plain width, and never dashes', () => {
    expect(coincidentWidths([line('A', [1, 2]), line('B', [1, 3])])).toEqual([2, 2]);
  });
});

describe('coincidentNote', () => {
  it('names three groups at most, four names each, and counts the rest', () => {
    // Six groups of three lines each: builds k, k + 6 and k + 12 draw the same line.
    const series = Array.from({ length: 18 }, (_, i) => line(`B${i + 1}`, [i % 6]));
    expect(coincidentNote(series)).toBe(
      'B1, B7 and B13 draw the same line. B2, B8 and B14 draw the same line. ' +
        'B3, B9 and B15 draw the same line. 3 more groups of 9 series draw the same line as each other. ' +
        'Each line beneath shows as an outline around the one above it.',
    );
    const many = Array.from({ length: 10 }, (_, i) => line(`C${i + 1}`, [1]));
    expect(coincidentNote(many)).toBe(
      'C1, C2, C3, C4 and 6 more draw the same line. ' +
        'Each line beneath shows as an outline around the one above it.',
    );
    expect(coincidentNote([line('A', [1]), line('B', [2])])).toBe('');
  });
});

describe('overlapNote', () => {
  const line = (label: string, values: readonly (number | null)[], band = false) => ({
    label,
    points: values.map((value, i) => ({
      level: i + 1,
      value,
      ...(band && value !== null ? { low: value - 1, high: value + 2 } : {}),
    })),
  });

  it('names two lines that share a run of levels, with its first and last level', () => {
    const a = line('Elf Wizard (NetHack): power', [200, 70, 5, 5, 5, 5, 5, 5], true);
    const b = line('Bare (DCSS): HP', [9, 5, 5, 5, 5, 5, 5], true);
    expect(overlapNote([a, b])).toBe(
      'Elf Wizard (NetHack): power and Bare (DCSS): HP lie on each other from level 3 to 7.',
    );
  });

  it('names nothing for runs under three levels, a different band, or a gap in the levels', () => {
    expect(overlapNote([line('A', [1, 5, 5, 9]), line('B', [2, 5, 5, 8])])).toBe('');
    const banded = line('A', [5, 5, 5, 5], true);
    expect(overlapNote([banded, line('B', [5, 5, 5, 5])])).toBe('');
    const gapped = {
      label: 'C',
      points: [1, 2, 4, 5].map((level) => ({ level, value: 3 })),
    };
    expect(overlapNote([gapped, line('D', [3, 3, 3, 3, 3])])).toBe('');
    expect(overlapNote([line('E', [null, null, null]), line('F', [null, null, null])])).toBe('');
  });

  it('says nothing past eight lines, where the chart draws one colour per pool and no bands', () => {
    const same = Array.from({ length: ROSTER_FROM }, (_, i) => line(`L${i}`, [1, 1, 1]));
    expect(overlapNote(same)).toBe('');
    expect(overlapNote(same.slice(0, ROSTER_FROM - 1))).toMatch(/^L0 and L1 lie on each other/);
  });

  it('keeps the longest run of a pair, and names every pair', () => {
    const a = line('A', [1, 1, 1, 0, 2, 2, 2, 2]);
    const b = line('B', [1, 1, 1, 9, 2, 2, 2, 2]);
    const c = line('C', [1, 1, 1, 7, 7]);
    expect(overlapNote([a, b, c])).toBe(
      'A and B lie on each other from level 5 to 8. A and C lie on each other from level 1 to 3. B and C lie on each other from level 1 to 3.',
    );
  });
});
