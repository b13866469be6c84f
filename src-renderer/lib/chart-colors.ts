/** The charts' colours that need no page: the line colours' names, and band translucency. */

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
