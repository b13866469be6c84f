/**
 * Lines that lie exactly on each other: two builds alike in everything the chart reads (a
 * duplicated build, before its first edit) draw one line, and a reader takes it for one build.
 * The chart card names each such group under its heading.
 */

interface Series {
  readonly label: string;
  readonly points: readonly { readonly x: number; readonly y: number | null }[];
}

/** The labels of the series that share every point, in groups of two or more, in chart order. */
export function coincidentGroups(series: readonly Series[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const each of series) {
    const key = each.points.map((point) => `${point.x}:${point.y ?? ''}`).join(' ');
    groups.set(key, [...(groups.get(key) ?? []), each.label]);
  }
  return [...groups.values()].filter((labels) => labels.length > 1);
}

/** "A and B draw the same line." / "A, B and C draw the same line." */
export function coincidentSentence(labels: readonly string[]): string {
  const head = labels.slice(0, -1).join(', ');
  return `${head} and ${labels.at(-1) ?? ''} draw the same line.`;
}
