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

/** The line colours, in order: series i takes `LINE_COLORS[i % 8]` (custom properties in app.css). */
export const LINE_COLORS: readonly string[] = Array.from(
  { length: 8 },
  (_, i) => `--chart-line-${i + 1}`,
);

/** The custom property of series `index`'s colour. */
export function lineColor(index: number): string {
  return LINE_COLORS[index % LINE_COLORS.length] ?? '--chart-line-1';
}

/** A `#rrggbb` colour at an opacity (for bands); any other colour string comes back as it is. */
export function translucent(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex === undefined) return color;
  const n = Number.parseInt(hex, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
