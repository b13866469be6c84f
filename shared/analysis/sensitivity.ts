/**
 * Sensitivity, the part every ruleset shares: a figure of a build, and each input the build reads
 * moved by its realistic step (one at a time, the rest as the build has it), ranked by the larger
 * of its two moves; and the CSV the screen's card and `wellspring report <ruleset>/sensitivity`
 * write. A ruleset says which inputs there are, how each moves and how the figure is computed
 * (`shared/rulesets/<id>/sensitivity.ts`).
 */
import type { GridMeasure } from './grid';
import type { ColumnDoc } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';

/** One move of an input: its step in words, the figure after it, and the change (null: never). */
export interface SensitivityMove {
  /** "16 → 17", "off", "3 → 4". */
  readonly step: string;
  /** The figure after the move; null where it has none ("never"). */
  readonly value: number | null;
  /** value − the build's figure; null where either side is "never". */
  readonly change: number | null;
}

export interface SensitivityRow {
  /** Unique in the result: `stat:int`, `item:ring-of-mana`. */
  readonly id: string;
  /** What kind of input: "stat", "item", "role"… (a ruleset's words; the CSV's `kind`). */
  readonly kind: string;
  /** "Intelligence", "Stat modifier at 15", "Elf mana", "Ring of mana". */
  readonly name: string;
  /** The realistic step, said once: "one point", "10% (at least 1)", "on or off". */
  readonly realistic: string;
  readonly down: SensitivityMove | null;
  readonly up: SensitivityMove | null;
}

export interface Sensitivity {
  readonly title: string;
  readonly measure: GridMeasure;
  /** The level (or XL) the figure is read at. */
  readonly level: number;
  /** Where the figure is read when it is not at a level ("90 max HP"); else "level 30". */
  readonly at?: string;
  /** The build's figure as it is, rounded as the rows' values are; null: "never". */
  readonly base: number | null;
  /** Ranked: the largest move first; rows whose moves change nothing last, in the data's order. */
  readonly rows: readonly SensitivityRow[];
  /** The item or talent the build has that moves the figure least when taken off, or null. */
  readonly least: { readonly name: string; readonly change: number | null } | null;
  readonly basis: string;
}

/** An input's moves before they are computed: each a changed copy of what the figure reads. */
export interface SensitivityCandidate<T> {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly realistic: string;
  readonly down: { readonly step: string; readonly moved: T } | null;
  readonly up: { readonly step: string; readonly moved: T } | null;
}

/** How far a row's larger move goes: a move to or from "never" is the largest there is. */
function size(row: SensitivityRow, base: number | null): number {
  const moves = [row.down, row.up].filter((move) => move !== null);
  return Math.max(
    0,
    ...moves.map((move) =>
      move.change !== null ? Math.abs(move.change) : move.value === base ? 0 : Infinity,
    ),
  );
}

/**
 * `value` to `decimals` places, halves away from zero (−4.05 → −4.1 and 4.05 → 4.1 alike, so a
 * move down and a move up of the same size read the same). Float noise is dropped first
 * (4.049999999999999 is 4.05).
 */
export function roundFigure(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / scale || 0;
}

/** `roundFigure`, "never" (null) staying null. */
export function roundOrNever(value: number | null, decimals: number): number | null {
  return value === null ? null : roundFigure(value, decimals);
}

/**
 * How a change column is worked out, for `--help`: from the exact figures, rounded once, so
 * 10.15 and −4.05 are not 10.2 − 0 and −4 (the differences of figures rounded first).
 */
export const CHANGE_FROM_EXACT =
  'worked out from the exact figures, then rounded as the values are (halves away from zero): ' +
  'it can differ in the last place from the difference of the two rounded values';

/**
 * Computes each candidate's moves with `figure` and ranks the rows: the largest move first, ties
 * (and the rows that move nothing) in the candidates' order. `base` and `figure` are exact; each
 * value is rounded to `decimals` places (the measure's), and each change is the exact difference
 * rounded the same way, never the difference of two rounded values.
 */
export function rankedMoves<T>(
  candidates: readonly SensitivityCandidate<T>[],
  base: number | null,
  figure: (moved: T) => number | null,
  decimals: number,
): SensitivityRow[] {
  const move = (at: SensitivityCandidate<T>['down']): SensitivityMove | null => {
    if (at === null) return null;
    const exact = figure(at.moved);
    const change = exact === null || base === null ? null : roundFigure(exact - base, decimals);
    return { step: at.step, value: roundOrNever(exact, decimals), change };
  };
  return candidates
    .map((candidate): SensitivityRow => ({
      id: candidate.id,
      kind: candidate.kind,
      name: candidate.name,
      realistic: candidate.realistic,
      down: move(candidate.down),
      up: move(candidate.up),
    }))
    .map((row, index) => ({ row, index, size: size(row, base) }))
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .map(({ row }) => row);
}

/** What a ruleset's sensitivity report says of its columns, in its own nouns. */
export interface SensitivityColumnWords {
  /** The inputs moved: "Con, Wis, the Con bonus of the character’s row, …". */
  readonly inputs: string;
  /** How `kind` names them: "stat, con bonus, role or race". */
  readonly kinds: string;
  /** Each kind's realistic step: "one point (one level for xlev)". */
  readonly steps: string;
  /** What a move down reads like, and when there is none: `the move down ("16 → 15"); empty: none`. */
  readonly down: string;
  /** What a move up reads like: "the move up or on". */
  readonly up: string;
  /** How the values are rounded: "the measure after it (whole numbers)". */
  readonly value: string;
  /** Whose own value a change is from: "the character’s". */
  readonly whose: string;
  /**
   * Whether the values have decimals, so that a change worked out from the exact figures can
   * differ in the last place from the difference of two rounded values (`CHANGE_FROM_EXACT`).
   */
  readonly decimals: boolean;
}

/** The columns of `sensitivityReport`, each said once, with a ruleset's own nouns. */
export function sensitivityColumns(words: SensitivityColumnWords): ColumnDoc[] {
  const from = `the ${words.whose.replace(/^the /, '')} own value`;
  return [
    { name: 'input', meaning: `${words.inputs}; ranked by the larger of its two moves` },
    { name: 'kind', meaning: words.kinds },
    { name: 'realistic_step', meaning: words.steps },
    { name: 'down_step', meaning: words.down },
    { name: 'down_value', meaning: words.value },
    {
      name: 'down_change',
      meaning: words.decimals
        ? `down_value − ${from}, ${CHANGE_FROM_EXACT}`
        : `down_value − ${from}`,
    },
    { name: 'up_step', meaning: words.up },
    { name: 'up_value', meaning: 'the measure after it' },
    {
      name: 'up_change',
      meaning: words.decimals
        ? `up_value − ${from}, worked out the same way`
        : `up_value − ${from}`,
    },
  ];
}

/** The CSV of a sensitivity: one row per input, ranked, both moves. */
export function sensitivityReport(result: Sensitivity): ReportTable {
  const shown = (value: number | null) => (value === null ? 'never' : value);
  const cells = (move: SensitivityMove | null) =>
    move === null
      ? ['', '', '']
      : [move.step, shown(move.value), move.change === null ? '' : move.change];
  return {
    title: `${result.title} (now ${result.base === null ? 'never' : result.base})`,
    columns: [
      'input',
      'kind',
      'realistic_step',
      'down_step',
      'down_value',
      'down_change',
      'up_step',
      'up_value',
      'up_change',
    ],
    headings: [
      'Input',
      'Kind',
      'Realistic step',
      'Down',
      'Value',
      'Change',
      'Up',
      'Value',
      'Change',
    ],
    rows: result.rows.map((row) => [
      row.name,
      row.kind,
      row.realistic,
      ...cells(row.down),
      ...cells(row.up),
    ]),
  };
}
