/**
 * The balance diff by results: two versions of a report table (a baseline project's and the
 * current one's), compared cell by cell. Rows are matched by their data's ids when the tables carry
 * them (`ReportTable.rowIds`: the grids, so renaming a race moves no result), else by their key
 * (the fewest leading cells that tell every row apart in both tables: the level, or race and
 * class); columns by their CSV name. A deleted row shows as removed, never as a shifted comparison.
 * `wellspring diff` writes every change as CSV and fails a CI job when one moves more than it
 * should.
 */
import { readableHeading } from '../report/readable-heading';
import type { ReportTable } from '../report/report-table';

/** One result cell that is not the same in both versions. */
export interface CellChange {
  /** The report's name: `willpower/curves`. */
  readonly report: string;
  /** The build's id, or empty for a report of the whole project (the grids, the comparison). */
  readonly build: string;
  /** The row's key cells, joined: "30", "Gnome / Wizard". */
  readonly row: string;
  /** The CSV names of the key's columns, joined alike: "level", "race / class". */
  readonly rowKey: string;
  /** The column's CSV name. */
  readonly column: string;
  /** The baseline's value; null when the row, column or build is new. */
  readonly base: string | number | null;
  /** The current value; null when the row, column or build is gone. */
  readonly next: string | number | null;
  /** new − base, when both are numbers. */
  readonly change: number | null;
  /**
   * The change as a percentage of |base|, when both are numbers and base is not 0. A change
   * from 0, or to or from a word ("never"), or a cell that came or went has none: it counts as
   * past any `--fail-over`.
   */
  readonly percent: number | null;
}

type Row = readonly (string | number)[];

/** How many leading cells make a unique key for every row of both tables (at least one). */
function keyWidth(tables: readonly ReportTable[]): number {
  const width = Math.min(...tables.map((table) => table.columns.length));
  for (let k = 1; k < width; k += 1) {
    const unique = tables.every((table) => {
      const keys = new Set(table.rows.map((row) => keyOf(row, k)));
      return keys.size === table.rows.length;
    });
    if (unique) return k;
  }
  return Math.max(width, 1);
}

function keyOf(row: Row, width: number): string {
  return row
    .slice(0, width)
    .map((cell) => String(cell))
    .join(' / ');
}

/** Rounds away float noise in a difference of two rounded figures (0.1 + 0.2 − 0.3). */
function tidy(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

function compare(
  base: string | number | null,
  next: string | number | null,
): Pick<CellChange, 'change' | 'percent'> {
  if (typeof base !== 'number' || typeof next !== 'number') return { change: null, percent: null };
  const change = tidy(next - base);
  return { change, percent: base === 0 ? null : tidy((change / Math.abs(base)) * 100) };
}

/**
 * Every cell that differs between two versions of one report, rows in the current table's
 * order, then the rows only the baseline has; within a row, the columns in order.
 */
export function diffTables(
  report: string,
  build: string,
  base: ReportTable | null,
  next: ReportTable | null,
): CellChange[] {
  const tables = [base, next].filter((table): table is ReportTable => table !== null);
  if (tables.length === 0) return [];
  const width = keyWidth(tables);
  const rowKey = (next ?? base)?.columns.slice(0, width).join(' / ') ?? '';
  // Rows that carry their data's ids are matched by them (a renamed race is the same rows), the
  // rest by their key cells.
  const byId = tables.every((table) => table.rowIds?.length === table.rows.length);
  const index = (table: ReportTable | null) =>
    new Map(
      (table?.rows ?? []).map(
        (row, i) => [byId ? (table?.rowIds?.[i] ?? '') : keyOf(row, width), row] as const,
      ),
    );
  const baseRows = index(base);
  const nextRows = index(next);
  const keys = [...nextRows.keys(), ...[...baseRows.keys()].filter((key) => !nextRows.has(key))];
  const columns = [
    ...(next?.columns ?? []),
    ...(base?.columns ?? []).filter((column) => !(next?.columns ?? []).includes(column)),
  ];
  const changes: CellChange[] = [];
  for (const key of keys) {
    const before = baseRows.get(key);
    const after = nextRows.get(key);
    columns.forEach((column, c) => {
      // The key's own cells are the row's name, not results.
      if (c < width) return;
      const b = cell(base, before, column);
      const n = cell(next, after, column);
      if (b === n) return;
      // Named as the row reads now (or last read, for a row that is gone).
      const row = keyOf(after ?? before ?? [], width);
      changes.push({ report, build, row, rowKey, column, base: b, next: n, ...compare(b, n) });
    });
  }
  return changes;
}

function cell(
  table: ReportTable | null,
  row: Row | undefined,
  column: string,
): string | number | null {
  if (table === null || row === undefined) return null;
  const at = table.columns.indexOf(column);
  return at < 0 ? null : (row[at] ?? null);
}

/** Whether a change is past `percent` (a change with no percentage always is). */
export function exceeds(change: CellChange, percent: number): boolean {
  return change.percent === null || Math.abs(change.percent) > percent;
}

/** The changes as the CSV `wellspring diff` writes. */
export function diffReport(changes: readonly CellChange[]): ReportTable {
  const text = (value: string | number | null) => (value === null ? '' : value);
  return {
    title: 'Result cells that changed',
    columns: ['report', 'build', 'row', 'column', 'base', 'new', 'change', 'percent'],
    rows: changes.map((change) => [
      change.report,
      change.build,
      change.row,
      change.column,
      text(change.base),
      text(change.next),
      text(change.change),
      change.percent === null ? '' : Math.round(change.percent * 100) / 100,
    ]),
  };
}

/**
 * One table beside its baseline, for a card's "Change" view: each cell that moved, with the
 * baseline's value, the current one, the change and the percentage (the row named by its key
 * columns).
 */
export function changeTable(base: ReportTable, next: ReportTable): ReportTable {
  const changes = diffTables(next.title, '', base, next);
  const width = keyWidth([base, next]);
  const key = next.columns.slice(0, width).join('_');
  /** A column as the screen names it: "Tathren: max mana", not tathren_max_mana. */
  const heading = (column: string): string => {
    for (const table of [next, base]) {
      const at = table.columns.indexOf(column);
      const named = at < 0 ? undefined : table.headings?.[at];
      if (named !== undefined) return named;
    }
    return readableHeading(column);
  };
  return {
    title: `${next.title}: change from the baseline`,
    columns: [key, 'measure', 'baseline', 'current', 'change', 'percent'],
    rows: changes.map((change) => [
      change.row,
      heading(change.column),
      change.base ?? '',
      change.next ?? '',
      change.change ?? '',
      change.percent === null ? '' : Math.round(change.percent * 100) / 100,
    ]),
  };
}
