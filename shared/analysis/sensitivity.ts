/**
 * Sensitivity, the part every ruleset shares: a figure of a build, and each input the build reads
 * moved by its realistic step (one at a time, the rest as the build has it), ranked by the larger
 * of its two moves; and the CSV the screen's card and `wellspring report <ruleset>/sensitivity`
 * write. A ruleset says which inputs there are, how each moves and how the figure is computed
 * (`shared/rulesets/<id>/sensitivity.ts`).
 */
import type { GridMeasure } from '../balance/grid';
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
  /** The build's figure as it is; null: "never". */
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
 * Computes each candidate's moves with `figure` and ranks the rows: the largest move first, ties
 * (and the rows that move nothing) in the candidates' order. Changes are to a tenth, or to the
 * figure's own `decimals` when it has more (DCSS's turns per HP, to a hundredth).
 */
export function rankedMoves<T>(
  candidates: readonly SensitivityCandidate<T>[],
  base: number | null,
  figure: (moved: T) => number | null,
  decimals = 1,
): SensitivityRow[] {
  const scale = 10 ** Math.max(1, decimals);
  const move = (at: SensitivityCandidate<T>['down']): SensitivityMove | null => {
    if (at === null) return null;
    const value = figure(at.moved);
    const change =
      value === null || base === null ? null : Math.round((value - base) * scale) / scale;
    return { step: at.step, value, change };
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
