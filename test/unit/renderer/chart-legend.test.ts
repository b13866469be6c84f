import type { ChartDataset } from 'chart.js';
import { describe, expect, it } from 'vitest';
import {
  legendEntries,
  legendOptions,
  tooltipNumber,
} from '../../../src-renderer/lib/chart-legend';
import { Chart } from '../../../src-renderer/lib/chart-setup';
import type { ChartTheme } from '../../../src-renderer/lib/chart-theme.svelte';

const theme: ChartTheme = {
  text: '#111',
  grid: '#eee',
  font: { family: 'sans-serif', size: 13 },
  color: () => '#444',
  muted: '#4448',
};

type Labels = {
  usePointStyle?: boolean;
  generateLabels?: (chart: Chart) => { text: string; lineDash?: number[]; pointStyle?: unknown }[];
};

/**
 * The chart as chart.js's own generateLabels reads it: its legend options and each dataset's style
 * at point 0 (a point has no dash, as in a drawn chart; no point style of its own reads 'circle',
 * chart.js's default).
 */
function chartOf(datasets: ChartDataset<'line'>[]): Chart {
  return {
    data: { datasets },
    legend: { options: { labels: { usePointStyle: true } } },
    _getSortedDatasetMetas: () =>
      datasets.map((dataset, index) => ({
        index,
        visible: true,
        controller: {
          getStyle: () => ({ pointStyle: dataset.pointStyle ?? 'circle', borderWidth: 2 }),
        },
      })),
  } as unknown as Chart;
}

describe('legendOptions', () => {
  it('keeps the box swatch by default', () => {
    const { labels } = legendOptions(theme) as { labels: Labels };
    expect(labels.usePointStyle).toBeUndefined();
    expect(labels.generateLabels).toBeUndefined();
  });

  it("draws each entry as its dataset's style, a dashed line's dash pattern included", () => {
    const { labels } = legendOptions(theme, undefined, { pointStyle: true }) as { labels: Labels };
    expect(labels.usePointStyle).toBe(true);
    // chart.js's own entries read the point's style (no dash); the line's dash is put back.
    const datasets: ChartDataset<'line'>[] = [
      { label: 'solid', data: [], borderDash: [], pointStyle: 'line' },
      { label: 'dashed', data: [], borderDash: [6, 4], pointStyle: 'line' },
      { label: 'band', data: [], pointStyle: 'rect' },
    ];
    const items = labels.generateLabels?.(chartOf(datasets)) ?? [];
    expect(items.map((item) => [item.text, item.lineDash ?? null])).toEqual([
      ['solid', []],
      ['dashed', [6, 4]],
      ['band', null],
    ]);
    expect(Chart.defaults.plugins.legend.labels.generateLabels).toBeTypeOf('function');
  });

  it('shows a line with no point style of its own as a line, and a marker as its marker', () => {
    const { labels } = legendOptions(theme, undefined, { pointStyle: true }) as { labels: Labels };
    const datasets: ChartDataset<'line'>[] = [
      { label: 'build', data: [], borderDash: [8, 6] },
      { label: 'level 12', data: [], showLine: false, pointStyle: 'rectRot' },
      { label: 'dots', data: [], showLine: false },
    ];
    const items = labels.generateLabels?.(chartOf(datasets)) ?? [];
    expect(items.map((item) => [item.text, item.pointStyle, item.lineDash ?? null])).toEqual([
      ['build', 'line', [8, 6]],
      ['level 12', 'rectRot', null],
      ['dots', 'circle', null],
    ]);
  });
});

describe('legendEntries', () => {
  it('names the entries shown, leaving out the ones filtered away', () => {
    const datasets = [{ label: 'a', data: [] }, { data: [] }, { label: 'b (edge)', data: [] }];
    expect(legendEntries(datasets, (label) => !label.endsWith('(edge)'))).toEqual(['a']);
  });
});

describe('tooltipNumber', () => {
  it('says a value readably: three decimals from 1 up, six below, whole numbers whole', () => {
    // The fresh-eyes pass's hover on Compare: Willpower's mana per second and a NetHack HP mean.
    expect(tooltipNumber(25 / 54)).toBe('0.462963');
    expect(tooltipNumber(167.0625)).toBe('167.063');
    expect(tooltipNumber(2830.5)).toBe('2,830.5');
    expect(tooltipNumber(1_234_567)).toBe('1,234,567');
    expect(tooltipNumber(-0.000_012_34)).toBe('-0.000012');
    expect(tooltipNumber(0)).toBe('0');
    expect(tooltipNumber(1)).toBe('1');
    expect(tooltipNumber(0.999_999_9)).toBe('1');
  });
});
