/**
 * The legend and tooltip settings every chart shares: in the theme's colours and font, and the
 * entries a chart's accessible legend list names. Plain (no runes), so it is tested under Node.
 */
import type { ChartDataset } from 'chart.js';
import { Chart } from './chart-setup';
import type { ChartTheme } from './chart-theme.svelte';
import { toggleSeries } from './series-visibility';

/**
 * The legend every chart shares: the theme's text, and a click on an entry hides its series (or
 * shows it again; chart.js strikes a hidden entry through). The chart's `LiveChart` keeps which.
 */
export function legendOptions(
  theme: ChartTheme,
  filter?: (item: { text?: string }) => boolean,
  options: { readonly pointStyle?: boolean } = {},
): object {
  // With `pointStyle`, each entry is drawn as its dataset's `pointStyle` ('line' for a line, 'rect'
  // for a filled band) instead of a box outlined in the dash pattern. chart.js then reads the
  // point's style, which has no dash: the line's own dash pattern is put back on its entry.
  const swatch =
    options.pointStyle === true
      ? {
          usePointStyle: true,
          pointStyleWidth: 24,
          generateLabels: (chart: Chart) =>
            Chart.defaults.plugins.legend.labels.generateLabels(chart).map((item) => {
              const dataset: object = chart.data.datasets[item.datasetIndex ?? -1] ?? {};
              const dash: unknown = Reflect.get(dataset, 'borderDash');
              // A line without a point style of its own shows as a line (its points keep
              // chart.js's round hover dot); a marker or a band keeps its own style.
              const own: unknown = Reflect.get(dataset, 'pointStyle');
              const line = own === undefined && Reflect.get(dataset, 'showLine') !== false;
              const styled = line ? { ...item, pointStyle: 'line' as const } : item;
              return Array.isArray(dash) ? { ...styled, lineDash: dash as number[] } : styled;
            }),
        }
      : {};
  return {
    onClick: (_event: unknown, item: { text?: string }, legend: { chart: object }) => {
      if (item.text !== undefined) toggleSeries(legend.chart, item.text);
    },
    labels: {
      color: theme.text,
      font: theme.font,
      boxWidth: 14,
      ...swatch,
      ...(filter ? { filter } : {}),
    },
  };
}

/** Tooltips in the theme's font, as every chart has them. */
export function tooltipFonts(theme: ChartTheme): { titleFont: object; bodyFont: object } {
  return { titleFont: theme.font, bodyFont: theme.font };
}

/**
 * A value as a chart's tooltip says it: readable at a glance ("0.462963", "167.063", "2,830.5")
 * rather than every digit of the double ("0.46296296296296297"). Three decimals from 1 up, six
 * below, whole numbers whole; the table view and the CSV keep the figures as the reports write them.
 */
export function tooltipNumber(value: number): string {
  return value.toLocaleString('en', { maximumFractionDigits: Math.abs(value) >= 1 ? 3 : 6 });
}

/** The entries a chart's legend shows, for the list screen readers get. */
export function legendEntries(
  datasets: readonly ChartDataset[],
  shown: (label: string) => boolean = () => true,
): string[] {
  return datasets.flatMap(({ label }) => (label === undefined || !shown(label) ? [] : [label]));
}
