import { on } from 'svelte/events';

import { translucent } from './chart-colors';
import { logBounds, logTickLabel, logTicks } from './log-ticks';
import { onRunEnd } from './app-run';

export { LINE_COLORS, lineColor, translucent } from './chart-colors';

/**
 * The look every chart shares, read from the page's CSS custom properties (so light and dark
 * themes apply) and its font: axis titles, ticks, grid, lines. Read once, and again only when the
 * colour scheme changes; charts read it instead of asking the style engine on every redraw.
 */
export interface ChartTheme {
  readonly text: string;
  readonly grid: string;
  readonly font: { readonly family: string; readonly size: number };
  /** A CSS custom property's colour, e.g. `color('--chart-line-1')`. */
  color(name: string): string;
  /** The grey the lines of a roster's other builds are drawn in. */
  readonly muted: string;
}

function readTheme(): ChartTheme {
  const style = getComputedStyle(document.body);
  const colors: Record<string, string> = {};
  const color = (name: string): string =>
    (colors[name] ??= style.getPropertyValue(name).trim() || '#444');
  return {
    text: color('--chart-text'),
    grid: color('--chart-grid'),
    font: { family: style.fontFamily, size: 13 },
    color,
    muted: translucent(color('--chart-line-8'), 0.35),
  };
}

let current = $state.raw<ChartTheme | null>(null);
/** Stops following the scheme: the run ended (the next run's first chart reads it again). */
let unfollow = (): void => {};
onRunEnd(() => {
  unfollow();
  current = null;
});

/**
 * The theme now. Reading it in an effect re-runs the effect when the scheme changes (the chart is
 * then built again in the new colours).
 */
export function chartTheme(): ChartTheme {
  if (current === null) {
    current = readTheme();
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    unfollow = on(scheme, 'change', () => (current = readTheme()));
  }
  return current;
}

/** A linear axis with a title, in the theme's colours. */
export function linearAxis(theme: ChartTheme, title: string, ticks: Record<string, unknown> = {}) {
  return {
    type: 'linear' as const,
    title: { display: true, text: title, color: theme.text, font: theme.font },
    ticks: { color: theme.text, font: theme.font, ...ticks },
    grid: { color: theme.grid },
  };
}

/** Widens a log axis to the ticks around its data (see `logBounds`). */
function boundsOnTicks(axis: { min: number; max: number }): void {
  const { min, max } = logBounds(axis.min, axis.max);
  axis.min = min;
  axis.max = max;
}

/** Puts a log axis's ticks on 1, 2 and 5 of each decade it spans (see `logTicks`). */
function readableLogTicks(axis: { min: number; max: number; ticks: { value: number }[] }): void {
  const ticks = logTicks(axis.min, axis.max);
  if (ticks.length > 0) axis.ticks = ticks.map((value) => ({ value }));
}

function logLabel(value: number | string): string {
  return logTickLabel(Number(value));
}

/**
 * A logarithmic axis with a title, in the theme's colours, ticked at 1, 2 and 5 of every decade
 * (below 10 and below 1 as well), from the tick at or below its lowest value to the one at or
 * above its highest, and labelled as a person writes numbers. Its functions are made
 * once, so two pictures with the same axis compare equal.
 */
export function logAxis(theme: ChartTheme, title: string) {
  return {
    ...linearAxis(theme, title, { autoSkip: false, callback: logLabel }),
    type: 'logarithmic' as const,
    afterDataLimits: boundsOnTicks,
    afterBuildTicks: readableLogTicks,
  };
}
