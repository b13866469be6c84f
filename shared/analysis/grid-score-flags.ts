/**
 * `--with-scores`, `--flag-at Z` and `--band COLUMN=LOW..HIGH`: what every grid report (a built-in
 * ruleset's `<id>/grid`, a custom ruleset's `custom/grid`) adds as the screen's "Scores in the CSV"
 * adds it: each value column's z-score and the row's outliers. The options, their columns, their
 * line of `--help` and their reader, written once.
 */
import { afterFlag, splitPair, type GivenFlags } from '../cli/flags';
import { listNames } from '../cli/names';
import type { OptionSpecs } from '../cli/options';
import type { HelpEntry } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { ColumnDoc } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';
import { gridReport, type BalanceGrid, type GridBand } from './grid';
import {
  checkGridBand,
  checkOutlierThreshold,
  OUTLIER_Z_DEFAULT,
  OUTLIER_Z_MAX,
  parseGridBand,
} from './grid-spec';

export const GRID_SCORE_OPTIONS = {
  'with-scores': { type: 'boolean' },
  'flag-at': { type: 'string', example: '2', number: true },
  band: { type: 'string', multiple: true, example: 'max_mana_l30=100..300' },
} as const satisfies OptionSpecs;

export type GridScoreOptionName = keyof typeof GRID_SCORE_OPTIONS;

export const GRID_SCORE_OPTION_NAMES: GridScoreOptionName[] = ['with-scores', 'flag-at', 'band'];

/** The columns `--with-scores` adds after the values, as the screen's "Scores in the CSV". */
export const GRID_SCORE_COLUMNS: readonly ColumnDoc[] = [
  {
    name: '<column>_z',
    meaning:
      'with --with-scores: each value column’s z-score, (value − the column’s mean) / its ' +
      'population standard deviation, to a hundredth; empty for "never" or a column whose values ' +
      'are all the same',
  },
  {
    name: 'outliers',
    meaning:
      'with --with-scores: the row’s outliers as the screen’s Outliers list says them (outside ' +
      'its column’s band where it has one, else |z| at or past --flag-at), in column order, ' +
      'joined by "; "; empty: none',
  },
];

export const GRID_SCORES_HELP: HelpEntry = {
  term: '--with-scores, --flag-at Z, --band COLUMN=LOW..HIGH',
  meaning:
    'add each value column’s z-score (<column>_z) and the row’s outliers, as the screen’s ' +
    '"Scores in the CSV": a value Z or more standard deviations from its column’s mean ' +
    `(default ${OUTLIER_Z_DEFAULT}, at most ${OUTLIER_Z_MAX}); where a column has a band, outside ` +
    'it instead (the bands saved with --project, each replaced by a --band of its column; repeat ' +
    '--band for several columns; an end may be left open: 100.., ..300)',
};

/**
 * The grid's table; with `--with-scores`, its z-scores and outliers by `--flag-at` (default 2, as
 * the screen's "Flag at |z| ≥") and the bands: those `saved` with the project (the screen's), each
 * replaced by a `--band COLUMN=LOW..HIGH` of its column, read as the screen's fields read them. `--flag-at` and `--band` change only those columns, so without the switch they are
 * refused rather than ignored.
 */
export function scoredGridReport(
  grid: BalanceGrid,
  flags: GivenFlags<GridScoreOptionName>,
  saved: Readonly<Record<string, GridBand>> = {},
): ReportTable {
  const switched = flags.has('with-scores');
  const stray = flags.one('flag-at') ?? flags.all('band')[0];
  if (!switched) {
    if (stray !== undefined) {
      throw new UsageError(
        `${stray.shown}: it sets the outliers column of --with-scores; give --with-scores too`,
      );
    }
    return gridReport(grid);
  }
  const threshold = flags.one('flag-at');
  let z = OUTLIER_Z_DEFAULT;
  if (threshold !== undefined) {
    const text = threshold.value.trim().replace(/\u2212/g, '-');
    z = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    const problem = checkOutlierThreshold(z);
    if (problem !== null) throw new UsageError(`${threshold.shown}: ${afterFlag(problem)}`);
  }
  // The bands saved with the project (the screen's), each replaced by a --band of its column.
  const bands: Record<string, GridBand> = Object.fromEntries(
    grid.columns.flatMap((column) => {
      const band = saved[column.key];
      return band === undefined ? [] : [[column.key, band]];
    }),
  );
  const given = new Set<string>();
  const keys = grid.columns.map((column) => ({ id: column.key, name: column.key }));
  for (const flag of flags.all('band')) {
    const { name, value } = splitPair(flag, 'COLUMN=LOW..HIGH, e.g. max_mana_l30=100..300');
    const column = grid.columns.find((each) => each.key === name.trim().toLowerCase());
    if (column === undefined) {
      throw new UsageError(`${flag.shown}: no such column; choose one of ${listNames(keys)}`);
    }
    if (given.has(column.key)) {
      throw new UsageError(`${flag.shown}: ${column.key} has a band already`);
    }
    given.add(column.key);
    const band = parseGridBand(value);
    if (band === null) {
      throw new UsageError(
        `${flag.shown}: expected LOW..HIGH with an end or both, e.g. 100..300, 100.. or ..300`,
      );
    }
    const problem = checkGridBand(band.min, band.max);
    if (problem !== null) throw new UsageError(`${flag.shown}: ${afterFlag(problem)}`);
    bands[column.key] = band;
  }
  return gridReport(grid, { z, bands });
}
