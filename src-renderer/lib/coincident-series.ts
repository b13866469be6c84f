import { ROSTER_FROM } from './roster-lines';

/**
 * Lines that lie exactly on each other: two builds alike in everything the chart reads (a
 * duplicated build, before its first edit) draw one line, and a reader takes it for one build.
 * The chart card names each such group under its heading.
 */

interface Series {
  readonly label: string;
  readonly points: readonly { readonly x: number; readonly y: number | null }[];
}

/** Equal for series that share every point. */
function pointsKey(series: Series): string {
  return series.points.map((point) => `${point.x}:${point.y ?? ''}`).join(' ');
}

/** The labels of the series that share every point, in groups of two or more, in chart order. */
export function coincidentGroups(series: readonly Series[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const each of series) {
    const key = pointsKey(each);
    groups.set(key, [...(groups.get(key) ?? []), each.label]);
  }
  return [...groups.values()].filter((labels) => labels.length > 1);
}

/**
 * "A and B draw the same line." / "A, B and C draw the same line."; past `maxNames` names, the rest
 * counted: "A, B, C, D and 7 more draw the same line."
 */
export function coincidentSentence(labels: readonly string[], maxNames = Infinity): string {
  if (labels.length > maxNames) {
    const rest = labels.length - maxNames;
    return `${labels.slice(0, maxNames).join(', ')} and ${rest} more draw the same line.`;
  }
  const head = labels.slice(0, -1).join(', ');
  return `${head} and ${labels.at(-1) ?? ''} draw the same line.`;
}

/** Groups and names a chart card's note spells out before it only counts the rest. */
const NOTE_GROUPS = 3;
const NOTE_NAMES = 4;

/**
 * The chart card's note on lines drawn on each other: a sentence per group, the first three
 * groups named (four names each at most), the others counted, so a roster of 200 builds gets a
 * short note and not a page of names.
 */
export function coincidentNote(series: readonly Series[]): string {
  const groups = coincidentGroups(series);
  const named = groups.slice(0, NOTE_GROUPS).map((group) => coincidentSentence(group, NOTE_NAMES));
  const rest = groups.slice(NOTE_GROUPS);
  if (rest.length > 0) {
    const lines = rest.reduce((count, group) => count + group.length, 0);
    named.push(
      `${rest.length} more group${rest.length === 1 ? '' : 's'} of ${lines} series draw the same line as each other.`,
    );
  }
  if (named.length === 0) return '';
  return `${named.join(' ')} Each line beneath shows as an outline around the one above it.`;
}

/** The width of a line that lies on no other, and how much wider each line beneath it is drawn. */
export const LINE_WIDTH = 2;
const OUTLINE_STEP = 3;

/**
 * The width of each series (by index) so that lines lying on each other all stay in sight: chart.js
 * draws the first series on top, so in a group the top one keeps `LINE_WIDTH` and each one beneath
 * it is drawn `OUTLINE_STEP` wider, showing as an outline in its own colour around the lines above.
 * Widths, not dashes: a dashed line on a chart is always the baseline's.
 */
export function coincidentWidths(series: readonly Series[]): number[] {
  const byPoints = new Map<string, number[]>();
  series.forEach((each, index) => {
    const key = pointsKey(each);
    byPoints.set(key, [...(byPoints.get(key) ?? []), index]);
  });
  const widths = series.map(() => LINE_WIDTH);
  for (const members of byPoints.values()) {
    members.forEach((index, rank) => {
      widths[index] = LINE_WIDTH + rank * OUTLINE_STEP;
    });
  }
  return widths;
}

/** A line by level, as the comparison draws it: the median, and its band where it has one. */
interface LevelSeries {
  readonly label: string;
  readonly points: readonly {
    readonly level: number;
    readonly value: number | null;
    readonly low?: number;
    readonly high?: number;
  }[];
}

/** How many levels in a row two lines must share before the note names them. */
const OVERLAP_MIN_LEVELS = 3;

/**
 * The comparison's lines that lie on each other over a run of levels though not everywhere (two
 * games' systems agree from XL 2 to 27, say): each pair's longest run of consecutive levels with
 * the same value and band, when it is at least three levels. "A and B lie on each other from
 * level 2 to 27." A reader otherwise takes the two for one band (issue 40, item 4).
 */
export function overlapNote(series: readonly LevelSeries[]): string {
  // From a roster's size the comparison draws one colour per game's pool and no bands, so a pair
  // cannot be told apart anyway, and the pairs grow as the square (200 lines: 19,900 of them).
  if (series.length >= ROSTER_FROM) return '';
  const sentences: string[] = [];
  series.forEach((first, i) => {
    for (const second of series.slice(i + 1)) {
      const run = longestSharedRun(first, second);
      if (run !== null) {
        sentences.push(
          `${first.label} and ${second.label} lie on each other from level ${run.from} to ${run.to}.`,
        );
      }
    }
  });
  return sentences.join(' ');
}

function longestSharedRun(
  a: LevelSeries,
  b: LevelSeries,
): { readonly from: number; readonly to: number } | null {
  const other = new Map(b.points.map((point) => [point.level, point]));
  let best: { from: number; to: number; count: number } | null = null;
  let run: { from: number; to: number; count: number } | null = null;
  let previous: number | null = null;
  for (const point of a.points) {
    const twin = other.get(point.level);
    const same =
      twin !== undefined &&
      point.value !== null &&
      point.value === twin.value &&
      point.low === twin.low &&
      point.high === twin.high;
    if (!same) {
      run = null;
    } else if (run !== null && previous !== null && point.level === previous + 1) {
      run.to = point.level;
      run.count += 1;
    } else {
      run = { from: point.level, to: point.level, count: 1 };
    }
    previous = point.level;
    if (run !== null && (best === null || run.count > best.count)) best = { ...run };
  }
  return best !== null && best.count >= OVERLAP_MIN_LEVELS ? best : null;
}
