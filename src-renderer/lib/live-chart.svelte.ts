import type { ChartConfiguration, ChartType, DefaultDataPoint } from 'chart.js';
import { untrack } from 'svelte';
import { Chart } from './chart-setup';
import { redrawIfChanged } from './chart-redraw';
import { chartTheme, type ChartTheme } from './chart-theme.svelte';
import { applyHiddenSeries, onSeriesToggle, toggled } from './series-visibility';

/** A chart's picture: what it draws (compared by value), and how to put it into the chart. */
export interface ChartPicture<TType extends ChartType, TData> {
  readonly picture: unknown;
  readonly apply: (chart: Chart<TType, TData>) => void;
}

/**
 * The one lifecycle of every chart: a chart.js chart on a canvas, built when the canvas is
 * attached (`<canvas {@attach chart.canvas}>`) and again only when the colour scheme changes
 * (`configure` runs untracked, so no prop rebuilds it), never animated, sized by its box,
 * destroyed with its canvas; and painted by `paint`, which the chart redraws only when the
 * picture (or the set of series the designer hid) differs from the last one (see
 * `redrawIfChanged`). Create it while the component initialises.
 */
export class LiveChart<TType extends ChartType, TData = DefaultDataPoint<TType>> {
  current = $state.raw<Chart<TType, TData> | undefined>(undefined);
  /**
   * The legend entries the designer hid (a click on the entry, or its button in the legend list),
   * by label: a series keeps its place hidden while its data changes, as long as the chart lives.
   */
  hidden = $state.raw<readonly string[]>([]);

  /** Hides the series named `label`, or shows it again. */
  readonly toggle = (label: string): void => {
    this.hidden = toggled(this.hidden, label);
  };

  /**
   * @param configure the chart's type and options for a colour scheme (no data).
   * @param paint the picture now, for a colour scheme (reads the component's props, so a new
   *   picture follows them); null: nothing to draw yet.
   */
  constructor(
    private readonly configure: (
      theme: ChartTheme,
    ) => Omit<ChartConfiguration<TType, TData>, 'data'>,
    paint: (theme: ChartTheme) => ChartPicture<TType, TData> | null,
  ) {
    $effect(() => {
      const chart = this.current;
      if (chart === undefined) return;
      const next = paint(chartTheme());
      const hidden = this.hidden;
      if (next === null) return;
      redrawIfChanged(chart, { picture: next.picture, hidden }, () => {
        next.apply(chart);
        applyHiddenSeries(chart, hidden);
      });
    });
  }

  /** The canvas's attachment: builds the chart (again when the colour scheme changes). */
  readonly canvas = (canvas: HTMLCanvasElement): (() => void) => {
    const theme = chartTheme();
    const created = untrack(() => {
      const config = this.configure(theme);
      const options = {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        ...config.options,
      };
      // chart.js's option types are conditional on the chart type: TypeScript cannot relate
      // them for a generic TType; `configure` is checked at each call site.
      const full = { ...config, data: { datasets: [] }, options } as unknown;
      return new Chart<TType, TData>(canvas, full as ChartConfiguration<TType, TData>);
    });
    onSeriesToggle(created, this.toggle);
    this.current = created;
    return () => {
      created.destroy();
      this.current = undefined;
    };
  };
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
