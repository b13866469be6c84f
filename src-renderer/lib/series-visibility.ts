/**
 * Series a designer hides by clicking their legend entry (on the canvas, or in the legend list a
 * keyboard reaches). chart.js calls the legend's `onClick` with its own chart; the chart's owner
 * (`LiveChart`) registers what hides a series of that chart here. Plain (no runes), so the legend
 * options stay testable under Node.
 */
const toggles = new WeakMap<object, (label: string) => void>();

/** Registers what a click on `chart`'s legend entry named `label` does. */
export function onSeriesToggle(chart: object, toggle: (label: string) => void): void {
  toggles.set(chart, toggle);
}

/** Hides the series named `label` in `chart`, or shows it again; nothing for an unknown chart. */
export function toggleSeries(chart: object, label: string): void {
  toggles.get(chart)?.(label);
}

/** `hidden` with `label` taken out when it is in, put in (last) when it is not. */
export function toggled(hidden: readonly string[], label: string): readonly string[] {
  return hidden.includes(label) ? hidden.filter((each) => each !== label) : [...hidden, label];
}

/** What chart.js needs to show or hide datasets (any chart, whatever its type). */
interface DatasetVisibility {
  readonly data: { readonly datasets: readonly { readonly label?: string }[] };
  setDatasetVisibility(datasetIndex: number, visible: boolean): void;
}

/**
 * Shows every dataset of `chart` but those named in `hidden`. Set on chart.js's own state of each
 * dataset (not on the dataset objects, which are the chart's picture and compared by value).
 */
export function applyHiddenSeries(chart: DatasetVisibility, hidden: readonly string[]): void {
  chart.data.datasets.forEach(({ label }, index) => {
    chart.setDatasetVisibility(index, label === undefined || !hidden.includes(label));
  });
}
