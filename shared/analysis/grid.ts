/**
 * The balance grid: a whole roster (every race × class, or DCSS's builds; optionally × a spread of
 * one stat) against
 * the measures a designer picks, at chosen levels. A ruleset builds the grid's numbers
 * (`shared/rulesets/<id>/grid.ts`); this module holds what is the same for every ruleset: the
 * grid's shape, each column's spread (mean, standard deviation, z-scores), the outliers, and the
 * table the screen shows, its CSV export and `wellspring report <ruleset>/grid` all write.
 */
import { checkWork } from '../engine/work-bound';
import type { ReportTable } from '../report/report-table';

/** A measure a ruleset's grid can show, e.g. max mana. One column per measure and level. */
export interface GridMeasure<Id extends string = string> {
  readonly id: Id;
  /** As a heading and a sentence say it: "Max mana". */
  readonly name: string;
  /** The CSV column's stem: `max_mana` (then `_l30`). */
  readonly column: string;
  /** What one value means, for `--help` and the screen's tooltip. */
  readonly meaning: string;
  /**
   * How a cell reads: whole numbers, or to a tenth (seconds, minutes), a hundredth or (NetHack's
   * means in sensitivity and goal seek, as its curves report) a thousandth.
   */
  readonly decimals: 0 | 1 | 2 | 3;
  /**
   * Which way is better for the build: more (a pool, casts; the default) or less (a wait). The
   * heat map colours by it, so blue is the good side of every column.
   */
  readonly better?: 'higher' | 'lower';
}

/** The measure a designer names, by its id, CSV column or name in any case ("Max mana"). */
export function findGridMeasure<M extends GridMeasure>(
  measures: readonly M[],
  name: string,
): M | undefined {
  const wanted = name.trim().toLowerCase();
  return measures.find((each) => [each.id, each.column, each.name.toLowerCase()].includes(wanted));
}

/** One stat spread over a range of scores: Int 8, 10, …, 18. */
export interface StatSpread {
  readonly stat: string;
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

/** What a grid is asked for. */
export interface GridSpec {
  /** The levels, ascending, no repeats. */
  readonly levels: readonly number[];
  /** Measure ids, in the order the columns show them. */
  readonly measures: readonly string[];
  /** One stat over a range, or null: every row has the base stats. */
  readonly spread: StatSpread | null;
  /**
   * Each row takes its race's typical stats (the Races table) instead of the base build's; the
   * spread stat still spreads. Absent or false: the base build's. Rulesets whose races have no
   * typical stats (DCSS) ignore it.
   */
  readonly raceStats?: boolean;
  /**
   * The ability a casting measure casts (Willpower's casts an hour), by id; absent or null: the
   * data's first. Other rulesets ignore it.
   */
  readonly spell?: string | null;
}

/** A column that names the row, before the measures: Race and Class, or DCSS's Build. */
export interface GridRowKey {
  /** The CSV name: `race`. */
  readonly column: string;
  /** "Race" */
  readonly heading: string;
}

/** The row keys of a race × class roster. */
export const RACE_CLASS_KEYS: readonly GridRowKey[] = [
  { column: 'race', heading: 'Race' },
  { column: 'class', heading: 'Class' },
];

export interface GridColumn {
  /** The CSV name: `max_mana_l30`. */
  readonly key: string;
  readonly measure: string;
  readonly level: number;
  /** "Max mana L30" */
  readonly heading: string;
  /** "max mana at level 30", as an outlier's sentence says it. */
  readonly phrase: string;
  readonly decimals: 0 | 1 | 2 | 3;
  /** The measure's better side (see `GridMeasure.better`). */
  readonly better: 'higher' | 'lower';
}

export interface GridRow {
  /** Unique in the grid: `gnome/wizard/14`. */
  readonly key: string;
  /** One per row key of the grid, the data's id: `gnome`, `wizard`. */
  readonly ids: readonly string[];
  /** One per row key, as shown: "Gnome", "Wizard". */
  readonly names: readonly string[];
  /** The spread stat's score (null without a spread). */
  readonly score: number | null;
  /** One value per column; null where the measure has none ("never" fills). */
  readonly cells: readonly (number | null)[];
}

export interface BalanceGrid {
  readonly title: string;
  /** What names a row (Race, Class), in the order the table shows them. */
  readonly rowKeys: readonly GridRowKey[];
  /** The spread stat's short name ("Int"), or null without a spread. */
  readonly spreadStat: string | null;
  /** Each row took its race's typical stats (`GridSpec.raceStats`), not the base build's. */
  readonly raceStats: boolean;
  readonly columns: readonly GridColumn[];
  readonly rows: readonly GridRow[];
  /** What every row shares, said once above the grid: "Stats Int 14, Wil 12 … ; no items". */
  readonly basis: string;
}

/** How many rows a grid may have: every race × class × score (a screen pages through them). */
export const GRID_ROWS_MAX = 20_000;

/**
 * The most cells (rows × columns, a measure at a level each) one grid call computes: about a
 * second on a busy 2-core machine (NetHack's cells cost the most, ~15 µs each; Willpower's ~4 µs).
 * The screen asks a grid with a spread one score at a time, so only each score's share counts
 * there; the CLI computes the whole grid in one call.
 */
export const GRID_CELLS_MAX = 100_000;

/**
 * Refuses a grid of more than {@link GRID_CELLS_MAX} cells before any is computed (a project's
 * tables can make a roster of 1,000 × 1,000 rows without any spread).
 *
 * @throws WorkBoundError naming the rows and columns
 */
export function checkGridWork(rows: number, columns: number): void {
  checkWork(
    `The grid (${rows.toLocaleString('en')} rows × ${columns.toLocaleString('en')} columns)`,
    rows * columns,
    GRID_CELLS_MAX,
    'cells',
    'pick fewer levels or measures, or a larger step for the stat spread',
  );
}

/**
 * A roster of builds without those whose rows would repeat an earlier one's: `alike` is what the
 * grid reads of a build (its id, name and whatever each column or spread sets left out). A build
 * opened from a grid ("Borgron, Int 6") is such a build: it would weigh twice in every column's
 * mean. `leftOut` says which were left out and why (" Left out, as their rows repeat: …"), or ''.
 */
export function withoutRepeats<B extends { readonly name: string }>(
  builds: readonly B[],
  alike: (build: B) => string,
  differsIn: string,
): { readonly kept: B[]; readonly leftOut: string } {
  const kept: B[] = [];
  const keys: string[] = [];
  const repeats: string[] = [];
  for (const build of builds) {
    const key = alike(build);
    const earlier = kept[keys.indexOf(key)];
    if (earlier === undefined) {
      kept.push(build);
      keys.push(key);
    } else repeats.push(`${build.name} (${earlier.name} but for its ${differsIn})`);
  }
  const leftOut =
    repeats.length === 0 ? '' : ` Left out, as their rows repeat: ${repeats.join('; ')}.`;
  return { kept, leftOut };
}

/** The scores a spread takes: from, from + step, …, up to `to`. */
export function spreadScores(spread: StatSpread): number[] {
  const scores: number[] = [];
  for (let score = spread.from; score <= spread.to; score += spread.step) scores.push(score);
  return scores;
}

/** A name as a sentence's middle writes it: "max mana", but "HP mean" keeps its capitals. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/**
 * How a grid's level axis is written: Willpower's levels, NetHack's and DCSS's XLs, Quest's VP,
 * Mage 2e's Gnosis. The CSV column stays `_l<N>` for every axis (`pool_l18` is VP 18), so a
 * script or `wellspring diff` reads every grid alike.
 */
export interface GridAxisWords {
  /** Before the number in a heading: "L" (Max mana L30), "XL" (HP mean XL10), "Gnosis " (…Gnosis 3). */
  readonly heading: string;
  /** In a sentence, before the number: "level" (max mana at level 30), "XL", "VP", "Gnosis". */
  readonly phrase: string;
}

/** The axis words of a ruleset that says "L" in headings ("level" in sentences) or "XL". */
export function axisWords(levelWord: 'L' | 'XL'): GridAxisWords {
  return levelWord === 'L' ? { heading: 'L', phrase: 'level' } : { heading: 'XL', phrase: 'XL' };
}

/**
 * The columns of a spec: each measure at each level, measure by measure. `axis` is how the
 * ruleset says level: "L" (Max mana L30, max mana at level 30), "XL" (HP mean XL10), or its own
 * words (Quest's VP, Mage 2e's Gnosis).
 */
export function gridColumns(
  measures: readonly GridMeasure[],
  spec: GridSpec,
  axis: 'L' | 'XL' | GridAxisWords = 'L',
): GridColumn[] {
  const words = typeof axis === 'string' ? axisWords(axis) : axis;
  return spec.measures.flatMap((id) => {
    const measure = measures.find((each) => each.id === id);
    if (measure === undefined) throw new RangeError(`Unknown measure "${id}".`);
    return spec.levels.map((level) => ({
      key: `${measure.column}_l${level}`,
      measure: measure.id,
      level,
      heading: `${measure.name} ${words.heading}${level}`,
      phrase: `${inSentence(measure.name)} at ${words.phrase} ${level}`,
      decimals: measure.decimals,
      better: measure.better ?? 'higher',
    }));
  });
}

/** A row's name as a sentence starts: "Gnome Wizard", "Gnome Wizard, Int 14". */
export function rowLabel(grid: Pick<BalanceGrid, 'spreadStat'>, row: GridRow): string {
  const name = row.names.join(' ');
  return grid.spreadStat === null || row.score === null
    ? name
    : `${name}, ${grid.spreadStat} ${row.score}`;
}

/** One column's spread over the roster (the rows with a value). */
export interface ColumnSpread {
  readonly mean: number;
  /** Population standard deviation (the roster is all there is, not a sample). */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
  /** How many rows have a value. */
  readonly n: number;
}

/** Each column's spread; null for a column no row has a value in. */
export function columnSpreads(
  grid: Pick<BalanceGrid, 'columns' | 'rows'>,
): (ColumnSpread | null)[] {
  return grid.columns.map((_, column) => {
    const values = grid.rows
      .map((row) => row.cells[column])
      .filter((value): value is number => value !== null && value !== undefined);
    if (values.length === 0) return null;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    return {
      mean,
      sd: Math.sqrt(variance),
      min: Math.min(...values),
      max: Math.max(...values),
      n: values.length,
    };
  });
}

/** How far a value sits from its column's mean, in standard deviations; null when not defined. */
export function zScore(value: number | null, spread: ColumnSpread | null): number | null {
  if (value === null || spread === null || spread.sd === 0) return null;
  return (value - spread.mean) / spread.sd;
}

/** Which cells count as outliers: |z| at or past `z`, or outside a column's band. */
export interface OutlierRule {
  /** At least this many standard deviations from the column's mean (above 0). */
  readonly z: number;
  /** Per column key: the values a designer accepts; a value outside is flagged. */
  readonly bands?: Readonly<Record<string, GridBand>>;
}

/** A column's band: the values a designer accepts (either end may be open). */
export interface GridBand {
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * Whether a value is flagged in its column: outside the column's band when it has one (the band
 * alone decides there), else at or past the threshold's |z|.
 */
export function isOutlierValue(
  value: number,
  z: number | null,
  rule: OutlierRule,
  columnKey: string,
): boolean {
  const band = rule.bands?.[columnKey];
  if (band !== undefined) return outsideBand(value, band) !== null;
  return z !== null && Math.abs(z) >= rule.z;
}

/** Which side of its band a value falls, or null inside it (or without a band). */
export function outsideBand(value: number, band: GridBand | undefined): 'below' | 'above' | null {
  if (band === undefined) return null;
  if (band.min !== null && value < band.min) return 'below';
  if (band.max !== null && value > band.max) return 'above';
  return null;
}

export interface Outlier {
  readonly row: number;
  readonly column: number;
  readonly value: number;
  readonly z: number | null;
  /** "Gnome Wizard: max mana at level 30 is 2.4σ above the roster (216)" */
  readonly sentence: string;
  /** The same without the row's name: "max mana at level 30 is 2.4σ above the roster (216)". */
  readonly phrase: string;
}

/** A cell's value as the grid writes it: to its column's decimals (18, 216.0, 0.09). */
export function formatGridValue(value: number, decimals: 0 | 1 | 2 | 3): string {
  return decimals === 0 ? String(value) : value.toFixed(decimals);
}

/**
 * The cells a designer should look at: those at least `rule.z` standard deviations from their
 * column's mean, and those outside their column's band; the largest |z| first, band cells after.
 */
export function findOutliers(grid: BalanceGrid, rule: OutlierRule): Outlier[] {
  const spreads = columnSpreads(grid);
  const found: Outlier[] = [];
  grid.rows.forEach((row, r) => {
    row.cells.forEach((value, c) => {
      const column = grid.columns[c];
      if (value === null || column === undefined) return;
      const z = zScore(value, spreads[c] ?? null);
      const band = rule.bands?.[column.key];
      const add = (phrase: string) =>
        found.push({
          row: r,
          column: c,
          value,
          z,
          sentence: `${rowLabel(grid, row)}: ${phrase}`,
          phrase,
        });
      // A band is what the designer set as acceptable for its column: it alone decides there
      // (a value inside it is fine however far from the mean), so a roster can be "fixed".
      if (band !== undefined) {
        const side = outsideBand(value, band);
        if (side !== null) {
          add(
            `${column.phrase} is ${formatGridValue(value, column.decimals)}, ` +
              (side === 'below' ? `below the band's ${band.min}` : `above the band's ${band.max}`),
          );
        }
      } else if (z !== null && Math.abs(z) >= rule.z) {
        const side = z > 0 ? 'above' : 'below';
        add(
          `${column.phrase} is ${Math.abs(z).toFixed(1)}σ ${side} the roster (${formatGridValue(value, column.decimals)})`,
        );
      }
    });
  });
  return found.sort(
    (a, b) => Math.abs(b.z ?? 0) - Math.abs(a.z ?? 0) || a.row - b.row || a.column - b.column,
  );
}

/** The spread stat's CSV name: `int`, `slow_healing`. */
export function spreadColumn(stat: string): string {
  return stat.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** A z-score as the scores' columns write it: to a hundredth. */
export function roundZ(z: number): number {
  return Math.round(z * 100) / 100 || 0;
}

/**
 * The grid as a table: the row keys (race, class), the spread stat, then one column per measure
 * and level. With `scores` (the outlier rule: the screen's threshold and bands, or the CLI's
 * `--with-scores`), then each value column's z-score (`max_mana_l30_z`, to a hundredth; empty where
 * none: "never", or a column whose values are all the same) and the row's outliers, as the
 * screen's Outliers list says them (`findOutliers`), in column order, joined by "; ".
 */
export function gridReport(grid: BalanceGrid, scores: OutlierRule | null = null): ReportTable {
  const stat = grid.spreadStat === null ? [] : [spreadColumn(grid.spreadStat)];
  const spreads = scores === null ? [] : columnSpreads(grid);
  const outliersOf = new Map<number, Outlier[]>();
  for (const outlier of scores === null ? [] : findOutliers(grid, scores)) {
    outliersOf.set(outlier.row, [...(outliersOf.get(outlier.row) ?? []), outlier]);
  }
  const scoreCells = (row: GridRow, r: number): (string | number)[] => {
    if (scores === null) return [];
    const zs = row.cells.map((value, c) => {
      const z = zScore(value, spreads[c] ?? null);
      return z === null ? '' : roundZ(z);
    });
    const flagged = [...(outliersOf.get(r) ?? [])].sort((a, b) => a.column - b.column);
    return [...zs, flagged.map((outlier) => outlier.phrase).join('; ')];
  };
  return {
    title: grid.title,
    columns: [
      ...grid.rowKeys.map((key) => key.column),
      ...stat,
      ...grid.columns.map((column) => column.key),
      ...(scores === null ? [] : [...grid.columns.map((column) => `${column.key}_z`), 'outliers']),
    ],
    headings: [
      ...grid.rowKeys.map((key) => key.heading),
      ...(grid.spreadStat === null ? [] : [grid.spreadStat]),
      ...grid.columns.map((column) => column.heading),
      ...(scores === null
        ? []
        : [...grid.columns.map((column) => `${column.heading} z`), 'Outliers']),
    ],
    rows: grid.rows.map((row, r) => [
      ...row.names,
      ...(grid.spreadStat === null ? [] : [row.score ?? '']),
      ...row.cells.map((value) => (value === null ? 'never' : value)),
      ...scoreCells(row, r),
    ]),
    rowIds: grid.rows.map((row) => row.key),
  };
}

/**
 * A spread grid asked for one score at a time (so a long one shows progress and can stop), put
 * back together: row by row of the roster, each row's scores in the order of the chunks. Every
 * chunk must be the same roster and columns (the same spec but for the spread's scores).
 */
export function mergeGridChunks(chunks: readonly BalanceGrid[]): BalanceGrid {
  const [first] = chunks;
  if (first === undefined) throw new RangeError('No grid to merge.');
  if (chunks.length === 1) return first;
  const rows: GridRow[] = [];
  for (let i = 0; i < first.rows.length; i += 1) {
    for (const chunk of chunks) {
      const row = chunk.rows[i];
      if (row === undefined) throw new RangeError('The grids to merge have different rosters.');
      rows.push(row);
    }
  }
  return { ...first, rows };
}

/** The spec of each chunk of `spec`: one per score of its spread (the spec itself without one). */
export function gridChunks(spec: GridSpec): GridSpec[] {
  if (spec.spread === null) return [spec];
  const { stat } = spec.spread;
  return spreadScores(spec.spread).map((score) => ({
    ...spec,
    spread: { stat, from: score, to: score, step: 1 },
  }));
}
