/**
 * Goal seek: the smallest change of one stat that brings a build's figure at a level to a goal
 * ("what Willpower gives at most 120 s per point at level 30?"). Each stat is tried on its own,
 * the rest as the build has it, score by score outward from the build's own (one step up, one
 * down, two up…), so the nearest score that meets the goal is found even where the figure does
 * not move evenly (a modifier that changes every second point). The answer names the score and
 * the one just short of it, so it explains itself: "Wil 12 → 15: 108 s (14: 120.9 s)".
 */
import type { GridMeasure } from '../../balance/grid';
import type { ReportTable } from '../../report/report-table';
import { STAT_IDS, STAT_NAMES, type StatId, type WillpowerBuild, type WillpowerData } from './data';
import type { WillpowerGridMeasureId } from './grid';
import { checkFigureSpec, measureFigure, type SensitivitySpec } from './sensitivity';
import { statScoreRange } from './stat-modifiers';

export type GoalDirection = 'at-most' | 'at-least';

export interface GoalSpec extends SensitivitySpec {
  readonly goal: GoalDirection;
  /** The figure to reach: at most or at least this. */
  readonly target: number;
}

export interface GoalInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  readonly spec: GoalSpec;
}

/** One stat's answer. */
export interface GoalRow {
  readonly stat: StatId;
  readonly name: string;
  readonly from: number;
  /** The nearest score that meets the goal, or null: no score of the table does. */
  readonly to: number | null;
  /** The figure at `to` (null: "never", or no such score). */
  readonly value: number | null;
  /** The score one step short of `to` (toward the build's own) and its figure, or null. */
  readonly short: { readonly score: number; readonly value: number | null } | null;
}

export interface GoalResult {
  readonly title: string;
  readonly measure: GridMeasure<WillpowerGridMeasureId>;
  readonly level: number;
  readonly goal: GoalDirection;
  readonly target: number;
  /** The build's figure as it is (null: "never"). */
  readonly base: number | null;
  /** Whether the build meets the goal already. */
  readonly met: boolean;
  /** The scores tried: the stat table's. */
  readonly range: { readonly min: number; readonly max: number };
  /** A stat per row: those that reach the goal first, the smallest change first. */
  readonly rows: readonly GoalRow[];
}

/** Whether a figure meets the goal ("never" meets "at least" never, and "at most" never). */
export function meetsGoal(value: number | null, goal: GoalDirection, target: number): boolean {
  if (value === null) return false;
  return goal === 'at-most' ? value <= target : value >= target;
}

/**
 * The nearest score of each stat that meets the goal.
 *
 * @throws RangeError as `checkFigureSpec` does, or for a target that is not a finite number.
 */
export function seekWillpowerGoal({ data, build, spec }: GoalInput): GoalResult {
  const { measure } = checkFigureSpec(data, build, spec);
  if (!Number.isFinite(spec.target)) throw new RangeError('The goal must be a number.');
  const { min, max } = statScoreRange(data.statModifiers);
  const at = (stat: StatId, score: number) =>
    measureFigure(data, { ...build, stats: { ...build.stats, [stat]: score } }, spec);
  const base = measureFigure(data, build, spec);
  const met = meetsGoal(base, spec.goal, spec.target);
  const rows = STAT_IDS.map((stat): GoalRow => {
    const from = build.stats[stat];
    const name = STAT_NAMES[stat].name;
    if (met) return { stat, name, from, to: from, value: base, short: null };
    for (let step = 1; from + step <= max || from - step >= min; step += 1) {
      for (const to of [from + step, from - step]) {
        if (to < min || to > max) continue;
        const value = at(stat, to);
        if (!meetsGoal(value, spec.goal, spec.target)) continue;
        const before = to > from ? to - 1 : to + 1;
        return { stat, name, from, to, value, short: { score: before, value: at(stat, before) } };
      }
    }
    return { stat, name, from, to: null, value: null, short: null };
  });
  const change = (row: GoalRow) => (row.to === null ? Infinity : Math.abs(row.to - row.from));
  const phrase = measure.name.charAt(0).toLowerCase() + measure.name.slice(1);
  return {
    title: `${build.name}: ${phrase} at level ${spec.level} ${spec.goal === 'at-most' ? 'at most' : 'at least'} ${spec.target}`,
    measure,
    level: spec.level,
    goal: spec.goal,
    target: spec.target,
    base,
    met,
    range: { min, max },
    rows: rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => change(a.row) - change(b.row) || a.index - b.index)
      .map(({ row }) => row),
  };
}

/** One answer in words: "Willpower 12 → 15 (+3): 108 (at 14: 120.9)". */
export function goalRowWords(row: GoalRow, result: Pick<GoalResult, 'met' | 'range'>): string {
  const shown = (value: number | null) => (value === null ? 'never' : String(value));
  if (result.met) return `${row.name} ${row.from}: met already`;
  if (row.to === null) {
    return `${row.name}: no score from ${result.range.min} to ${result.range.max} reaches it`;
  }
  const change = row.to - row.from;
  const short = row.short === null ? '' : ` (at ${row.short.score}: ${shown(row.short.value)})`;
  return `${row.name} ${row.from} → ${row.to} (${change > 0 ? '+' : ''}${change}): ${shown(row.value)}${short}`;
}

/** The CSV of a goal seek: a row per stat, nearest first. */
export function goalReport(result: GoalResult): ReportTable {
  const shown = (value: number | null) => (value === null ? 'never' : value);
  return {
    title: `${result.title} (now ${shown(result.base)})`,
    columns: ['stat', 'from', 'to', 'change', 'value', 'short_of_it', 'value_short_of_it'],
    headings: ['Stat', 'Now', 'Score', 'Change', 'Value', 'One short', 'Its value'],
    rows: result.rows.map((row) => [
      row.name,
      row.from,
      row.to ?? 'none',
      row.to === null ? '' : row.to - row.from,
      row.to === null ? '' : shown(row.value),
      row.short?.score ?? '',
      row.short === null ? '' : shown(row.short.value),
    ]),
  };
}
