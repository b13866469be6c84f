import { describe, expect, it } from 'vitest';
import { compareProjectRegen } from '../../../shared/app/compare-list';
import type { CompareSeries } from '../../../shared/compare/regen-compare';
import { FLAT_SHARE, flattenedSeries } from '../../../shared/compare/scale-hint';
import { makeDefaultProject } from '../../../shared/app/default-project';

function line(label: string, values: readonly (number | null)[], high?: number): CompareSeries {
  return {
    entry: { ruleset: 'willpower', build: label, pool: 'mana' },
    label,
    banded: high !== undefined,
    points: values.map((value, i) => ({
      level: i + 1,
      value,
      ...(high === undefined ? {} : { high }),
    })),
  };
}

describe('flattenedSeries', () => {
  it('names the lines whose peak is under a twentieth of the tallest line', () => {
    expect(FLAT_SHARE).toBe(1 / 20);
    const lines = [line('tall', [10, 200]), line('flat', [1, 9.9]), line('edge', [10])];
    expect(flattenedSeries(lines).map((each) => each.label)).toEqual(['flat']);
    // A band's top counts toward a line's height; a line of nothing but empty levels, or zeros,
    // is not "flattened" (there is nothing to read), nor is anything when all are 0.
    expect(flattenedSeries([line('tall', [100]), line('banded', [1], 6)])).toEqual([]);
    expect(flattenedSeries([line('tall', [100]), line('empty', [null, 0])])).toEqual([]);
    expect(flattenedSeries([line('zero', [0])])).toEqual([]);
  });

  it("flags the built-in comparison's Willpower mana beside NetHack and DCSS", () => {
    const project = makeDefaultProject();
    const comparison = compareProjectRegen(project, project.compare);
    expect(flattenedSeries(comparison.series).map((each) => each.label)).toEqual([
      'Tathren (Willpower): mana',
    ]);
  });
});
