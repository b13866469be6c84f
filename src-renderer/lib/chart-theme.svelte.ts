import { on } from 'svelte/events';

import { translucent } from './chart-colors';

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

/**
 * The theme now. Reading it in an effect re-runs the effect when the scheme changes (the chart is
 * then built again in the new colours).
 */
export function chartTheme(): ChartTheme {
  if (current === null) {
    current = readTheme();
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    on(scheme, 'change', () => (current = readTheme()));
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
