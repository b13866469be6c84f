/**
 * The look every chart shares, read from the page's CSS custom properties (so light and dark
 * themes apply) and its font: axis titles, ticks, grid and tooltips.
 */
export interface ChartTheme {
  readonly text: string;
  readonly grid: string;
  readonly font: { readonly family: string; readonly size: number };
  /** A CSS custom property's colour, e.g. `color('--chart-line-1')`. */
  color(name: string): string;
}

export function readChartTheme(element: Element, size = 13): ChartTheme {
  const style = getComputedStyle(element);
  const color = (name: string) => style.getPropertyValue(name).trim() || '#444';
  return {
    text: color('--chart-text'),
    grid: color('--chart-grid'),
    font: { family: style.fontFamily, size },
    color,
  };
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
