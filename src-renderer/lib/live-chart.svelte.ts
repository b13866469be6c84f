import type { ChartConfiguration, ChartDataset, ChartType, DefaultDataPoint } from 'chart.js';
import { untrack } from 'svelte';
import { Chart } from './chart-setup';
import { chartTheme, type ChartTheme } from './chart-theme.svelte';

/**
 * One chart.js chart on a canvas, for a chart component: built once the canvas is mounted and
 * again only when the colour scheme changes (`configure` runs untracked, so no prop rebuilds it),
 * never animated, sized by its box, destroyed with the component. Pictures go in through
 * `redrawIfChanged`. Create it while the component initialises.
 */
export class LiveChart<TType extends ChartType, TData = DefaultDataPoint<TType>> {
  current = $state.raw<Chart<TType, TData> | undefined>(undefined);

  constructor(
    canvas: () => HTMLCanvasElement,
    configure: (theme: ChartTheme) => Omit<ChartConfiguration<TType, TData>, 'data'>,
  ) {
    $effect(() => {
      const theme = chartTheme();
      const created = untrack(() => {
        const config = configure(theme);
        const options = {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          ...config.options,
        };
        // chart.js's option types are conditional on the chart type: TypeScript cannot relate
        // them for a generic TType; `configure` is checked at each call site.
        const full = { ...config, data: { datasets: [] }, options } as unknown;
        return new Chart<TType, TData>(canvas(), full as ChartConfiguration<TType, TData>);
      });
      this.current = created;
      return () => {
        created.destroy();
        this.current = undefined;
      };
    });
  }
}

/** The legend every chart shares: the theme's text, and no hiding a line by clicking it. */
export function legendOptions(
  theme: ChartTheme,
  filter?: (item: { text?: string }) => boolean,
): object {
  return {
    onClick: () => {},
    labels: { color: theme.text, font: theme.font, boxWidth: 14, ...(filter ? { filter } : {}) },
  };
}

/** Tooltips in the theme's font, as every chart has them. */
export function tooltipFonts(theme: ChartTheme): { titleFont: object; bodyFont: object } {
  return { titleFont: theme.font, bodyFont: theme.font };
}

/**
 * An `onClick` handing the x of the first point clicked to `pick` (a level to explain). `chart`
 * gives the chart as drawn now.
 */
export function pickXOnClick(
  chart: () => { data: { datasets: readonly { data: readonly unknown[] }[] } } | undefined,
  pick: (x: number) => void,
): (event: unknown, elements: readonly { datasetIndex: number; index: number }[]) => void {
  return (_event, elements) => {
    const hit = elements[0];
    if (hit === undefined) return;
    const point = chart()?.data.datasets[hit.datasetIndex]?.data[hit.index];
    const x = (point as { x?: unknown } | undefined)?.x;
    if (typeof x === 'number') pick(x);
  };
}

/** The entries a chart's legend shows, for the list screen readers get. */
export function legendEntries(
  datasets: readonly ChartDataset[],
  shown: (label: string) => boolean = () => true,
): string[] {
  return datasets.flatMap(({ label }) => (label === undefined || !shown(label) ? [] : [label]));
}
