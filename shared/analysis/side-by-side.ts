import { machineNames } from '../report/machine-name';
import type { ReportTable } from '../report/report-table';

/** One figure a side-by-side sets A against B on: `max_mana` headed "max mana". */
export interface SideBySideFigure {
  /** The CSV columns' tail: `a_tathren_max_mana`, `change_max_mana`. */
  readonly key: string;
  readonly heading: string;
}

/** One build of the pair: its name and, per figure in order, its value at each level from 1. */
export interface SideBySideBuild {
  readonly name: string;
  readonly values: readonly (readonly (number | undefined)[])[];
}

export interface SideBySideSpec {
  /** The first column's heading on screen ("Level", "XL"); its CSV name is always `level`. */
  readonly levelHeading: string;
  readonly figures: readonly SideBySideFigure[];
  readonly a: SideBySideBuild;
  readonly b: SideBySideBuild;
  /** Each change as the table writes it (to 3 decimals for means); as it comes by default. */
  readonly round?: (value: number) => number;
}

/**
 * Build A beside build B, level by level: each figure of A, of B, and B − A, for a "Two builds
 * side by side" card (its table view and CSV) and `wellspring report <ruleset>/side-by-side`.
 * A level only one build has leaves the other's cells and the change empty.
 */
export function sideBySideTable(spec: SideBySideSpec): ReportTable {
  const { a, b, figures } = spec;
  const round = spec.round ?? ((value: number) => value);
  const [keyA, keyB] = machineNames([`a ${a.name}`, `b ${b.name}`]);
  const levels = Math.min(...[a, b].flatMap((build) => build.values.map((each) => each.length)));
  const cell = (value: number | undefined): number | string => value ?? '';
  const change = (x: number | undefined, y: number | undefined): number | string =>
    x === undefined || y === undefined ? '' : round(y - x);
  return {
    title: `${b.name} against ${a.name} by level`,
    columns: [
      'level',
      ...figures.flatMap((figure) => [
        `${keyA}_${figure.key}`,
        `${keyB}_${figure.key}`,
        `change_${figure.key}`,
      ]),
    ],
    headings: [
      spec.levelHeading,
      ...figures.flatMap((figure) => [
        `A ${a.name}: ${figure.heading}`,
        `B ${b.name}: ${figure.heading}`,
        `B − A ${figure.heading}`,
      ]),
    ],
    rows: Array.from({ length: Number.isFinite(levels) ? levels : 0 }, (_, i) => [
      i + 1,
      ...figures.flatMap((_figure, f) => {
        const x = a.values[f]?.[i];
        const y = b.values[f]?.[i];
        return [cell(x), cell(y), change(x, y)];
      }),
    ]),
  };
}
