/**
 * Goal seek, the part every ruleset shares: the smallest change of one input that brings a
 * build's figure to a goal ("what Willpower gives at most 120 s per point at level 30?", "what Int
 * makes the Quest pool reach 9 at VP 18?"). Each input is tried on its own, the rest as the build
 * has it, score by score outward from the build's own (one step up, one down, two up…), so the
 * nearest score that meets the goal is found even where the figure does not move evenly (a
 * modifier that changes every second point). The answer names the score and the one just short of
 * it, so it explains itself: "Willpower 12 → 15 (+3): 108 (at 14: 120.9)". A ruleset says which
 * inputs there are, their ranges and the figure (`shared/rulesets/<id>/goal-seek.ts`).
 */
import type { GridMeasure } from './grid';
import type { ColumnDoc } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';
import { roundOrNever } from './sensitivity';

export type GoalDirection = 'at-most' | 'at-least';

/** One input a goal seek may move: a whole-number score within a range. */
export interface GoalInput<Id extends string = string> {
  readonly id: Id;
  /** "Willpower", "Intelligence", "VP". */
  readonly name: string;
  readonly from: number;
  readonly min: number;
  readonly max: number;
  /**
   * The figure with this input at `score`, the rest as the build has it (null: "never"), exact:
   * `seekGoal` rounds it to the measure's decimals.
   */
  readonly figure: (score: number) => number | null;
}

/** One input's answer. */
export interface GoalRow<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  readonly from: number;
  /** The nearest score that meets the goal, or null: no score of its range does. */
  readonly to: number | null;
  /** The figure at `to` (null: "never", or no such score). */
  readonly value: number | null;
  /** The score one step short of `to` (toward the build's own) and its figure, or null. */
  readonly short: { readonly score: number; readonly value: number | null } | null;
  /** The scores tried. */
  readonly range: { readonly min: number; readonly max: number };
}

export interface GoalResult<Id extends string = string, M extends string = string> {
  readonly title: string;
  readonly measure: GridMeasure<M>;
  /** Where the figure is read, in words: "level 30", "VP 18". */
  readonly at: string;
  readonly goal: GoalDirection;
  readonly target: number;
  /** The build's figure as it is (null: "never"). */
  readonly base: number | null;
  /** Whether the build meets the goal already. */
  readonly met: boolean;
  /** How a figure that is not there reads: "never" (a pool that never fills), "impossible". */
  readonly none: string;
  /** An input per row: those that reach the goal first, the smallest change first. */
  readonly rows: readonly GoalRow<Id>[];
}

/** Whether a figure meets the goal ("never" meets neither "at least" nor "at most"). */
export function meetsGoal(value: number | null, goal: GoalDirection, target: number): boolean {
  if (value === null) return false;
  return goal === 'at-most' ? value <= target : value >= target;
}

/**
 * The nearest score of each input that meets the goal, nearest first.
 *
 * @throws RangeError for a target that is not a finite number.
 */
export function seekGoal<Id extends string, M extends string>(spec: {
  readonly who: string;
  readonly measure: GridMeasure<M>;
  readonly at: string;
  readonly goal: GoalDirection;
  readonly target: number;
  readonly base: number | null;
  readonly inputs: readonly GoalInput<Id>[];
  /** How a null figure reads (default "never"); a null figure meets no goal. */
  readonly none?: string;
}): GoalResult<Id, M> {
  const { measure, goal, target } = spec;
  if (!Number.isFinite(target)) throw new RangeError('The goal must be a number.');
  // A figure meets the goal as it reads, to its measure's decimals (a mean of 59.96 HP shows as
  // 60.0 and meets "at least 60"), so no answer contradicts the value beside it.
  const shown = (value: number | null) => roundOrNever(value, measure.decimals);
  const base = shown(spec.base);
  const met = meetsGoal(base, goal, target);
  const rows = spec.inputs.map((input): GoalRow<Id> => {
    const { id, name, from, min, max } = input;
    const range = { min, max };
    if (met) return { id, name, from, to: from, value: base, short: null, range };
    for (let step = 1; from + step <= max || from - step >= min; step += 1) {
      for (const to of [from + step, from - step]) {
        if (to < min || to > max) continue;
        const value = shown(input.figure(to));
        if (!meetsGoal(value, goal, target)) continue;
        const before = to > from ? to - 1 : to + 1;
        return {
          id,
          name,
          from,
          to,
          value,
          short: { score: before, value: shown(input.figure(before)) },
          range,
        };
      }
    }
    return { id, name, from, to: null, value: null, short: null, range };
  });
  const change = (row: GoalRow<Id>) => (row.to === null ? Infinity : Math.abs(row.to - row.from));
  const phrase = measure.name.charAt(0).toLowerCase() + measure.name.slice(1);
  return {
    title: `${spec.who}: ${phrase} at ${spec.at} ${goal === 'at-most' ? 'at most' : 'at least'} ${target}`,
    measure,
    at: spec.at,
    goal,
    target,
    base,
    met,
    none: spec.none ?? 'never',
    rows: rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => change(a.row) - change(b.row) || a.index - b.index)
      .map(({ row }) => row),
  };
}

/** One answer in words: "Willpower 12 → 15 (+3): 108 (at 14: 120.9)". */
export function goalRowWords(row: GoalRow, met: boolean, none = 'never'): string {
  const shown = (value: number | null) => (value === null ? none : String(value));
  if (met) return `${row.name} ${row.from}: met already`;
  if (row.to === null) {
    return `${row.name}: no score from ${row.range.min} to ${row.range.max} reaches it`;
  }
  const change = row.to - row.from;
  const short = row.short === null ? '' : ` (at ${row.short.score}: ${shown(row.short.value)})`;
  return `${row.name} ${row.from} → ${row.to} (${change > 0 ? '+' : ''}${change}): ${shown(row.value)}${short}`;
}

/** The goal table's columns, before a goal is typed too. */
export const GOAL_COLUMNS = [
  'input',
  'from',
  'to',
  'change',
  'value',
  'short_of_it',
  'value_short_of_it',
] as const;

/** What a ruleset's goal report says of its columns, in its own nouns. */
export interface GoalColumnWords {
  /** The inputs tried: "Con or Wis", "Gnosis, the Arcanum, Potency, Mana to mitigate". */
  readonly inputs: string;
  /** What one of their settings is called: "score", "value". */
  readonly noun: string;
  /** Whose own setting is tried from: "the character’s". */
  readonly whose: string;
  /** The sensitivity report whose rounding the values take: "nethack34/sensitivity". */
  readonly roundedAs: string;
  /** What a value that is not a number means, if one can be: "never": no HP comes back. */
  readonly never?: string;
}

/** The columns of `goalReport`, each said once, with a ruleset's own nouns. */
export function goalColumns(words: GoalColumnWords): ColumnDoc[] {
  const { inputs, noun, whose, roundedAs, never } = words;
  return [
    { name: 'input', meaning: `${inputs}: the smallest change first` },
    { name: 'from', meaning: `${whose} own ${noun}` },
    {
      name: 'to',
      meaning:
        `the nearest ${noun} that meets the goal (tried one step up, one down, two up…); "none" ` +
        `when none does; ${whose} own when it meets it already`,
    },
    { name: 'change', meaning: 'to − from' },
    {
      name: 'value',
      meaning:
        `the measure at that ${noun}, rounded as ${roundedAs}’s values` +
        `${never === undefined ? '' : ` (${never})`}; the goal is met by the value as written`,
    },
    { name: 'short_of_it', meaning: `the ${noun} one step nearer ${whose} own, which falls short` },
    { name: 'value_short_of_it', meaning: 'the measure there' },
  ];
}

/** The CSV of a goal seek: a row per input, nearest first. */
export function goalReport(result: GoalResult): ReportTable {
  const shown = (value: number | null) => (value === null ? result.none : value);
  return {
    title: `${result.title} (now ${shown(result.base)})`,
    columns: GOAL_COLUMNS,
    headings: ['Input', 'Now', 'Score', 'Change', 'Value', 'One short', 'Its value'],
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
