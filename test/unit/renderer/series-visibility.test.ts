import { describe, expect, it } from 'vitest';
import { legendOptions } from '../../../src-renderer/lib/chart-legend';
import type { ChartTheme } from '../../../src-renderer/lib/chart-theme.svelte';
import {
  applyHiddenSeries,
  onSeriesToggle,
  toggled,
  toggleSeries,
} from '../../../src-renderer/lib/series-visibility';

const theme: ChartTheme = {
  text: '#111',
  grid: '#eee',
  font: { family: 'sans-serif', size: 13 },
  color: () => '#444',
  muted: '#4448',
};

type LegendClick = (event: unknown, item: { text?: string }, legend: { chart: object }) => void;

describe('hiding a series from the legend', () => {
  it('puts a label in the hidden set, and takes it out on the second click', () => {
    const once = toggled(['Tathren'], 'Gnome Wizard');
    expect(once).toEqual(['Tathren', 'Gnome Wizard']);
    expect(toggled(once, 'Tathren')).toEqual(['Gnome Wizard']);
  });

  it("routes a click on a legend entry to the clicked chart's own toggle", () => {
    const clicked: string[] = [];
    const other: string[] = [];
    const chart = {};
    const otherChart = {};
    onSeriesToggle(chart, (label) => clicked.push(label));
    onSeriesToggle(otherChart, (label) => other.push(label));
    const { onClick } = legendOptions(theme) as { onClick: LegendClick };
    onClick(null, { text: 'Tathren' }, { chart });
    onClick(null, {}, { chart });
    expect(clicked).toEqual(['Tathren']);
    expect(other).toEqual([]);
    // A chart nothing registered for (destroyed, or not a LiveChart): nothing happens.
    expect(() => toggleSeries({}, 'Tathren')).not.toThrow();
  });

  it("sets each dataset's visibility by its label, leaving unnamed datasets shown", () => {
    const shown: [number, boolean][] = [];
    const chart = {
      data: { datasets: [{ label: 'Tathren' }, { label: 'Gnome Wizard' }, {}] },
      setDatasetVisibility: (index: number, visible: boolean) => shown.push([index, visible]),
    };
    applyHiddenSeries(chart, ['Gnome Wizard']);
    expect(shown).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
  });
});
