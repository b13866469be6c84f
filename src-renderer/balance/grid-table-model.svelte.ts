import {
  columnSpreads,
  formatGridValue,
  isOutlierValue,
  rowLabel,
  zScore,
  type BalanceGrid,
  type GridRow,
  type OutlierRule,
} from '../../shared/analysis/grid';
import type { GridView } from './grid-view.svelte';

/** What a grid table draws from: the grid, its outlier rule, the view, the baseline's grid. */
export interface GridTableInput {
  readonly grid: BalanceGrid;
  /** Which cells are outlined: |z| at or past `rule.z`, or outside their column's band. */
  readonly rule: OutlierRule;
  /** Sort, filter, pins: the screen keeps them while the table is away. */
  readonly view: GridView;
  /** The same grid from the baseline, or null without one. */
  readonly baseline: BalanceGrid | null;
  /** What the cells show (`view.cells`, but for the change without a baseline). */
  readonly cells: 'values' | 'z' | 'change';
}

/** A cell's change from the baseline: a number, or why there is none to subtract. */
export type CellChange = number | 'new' | 'was never' | 'now never';

/**
 * The balance grid table's view model: which rows are drawn in which order (filter, outliers,
 * sort), the columns' order (pinned first), and what each cell says and how it is coloured
 * (value, z-score or change from the baseline; outlined, heat). The component keeps only what
 * needs the page: widths, the keyboard and the focus. Create it while a component initialises
 * (its figures are `$derived` from `input`).
 */
export class GridTableModel {
  readonly #input: () => GridTableInput;
  /** Each column's mean and spread, for the z-scores. */
  readonly #spreads: ReturnType<typeof columnSpreads>;
  /** Column indexes in the order drawn: pinned first (in the order pinned), then the rest. */
  readonly order: readonly number[];
  /** How many of the grid's columns are pinned. */
  readonly pinnedCount: number;
  readonly #baseRows: ReadonlyMap<string, GridRow>;
  readonly #baseAt: readonly number[];
  /** The largest change in each column, for the change's colours (0: nothing moved). */
  readonly #largestChange: readonly number[];
  /** The rows kept by the filter (and "only outliers"), in the order sorted. */
  readonly rows: readonly GridRow[];
  /** The rows drawn: the first `view.shownCount` of `rows`. */
  readonly drawn: readonly GridRow[];

  constructor(input: () => GridTableInput) {
    this.#input = input;
    this.#spreads = $derived(columnSpreads(this.#input().grid));
    this.order = $derived.by(() => {
      const { grid, view } = this.#input();
      const indexes = grid.columns.map((_, i) => i);
      const pinnedHere = view.pinned
        .map((key) => grid.columns.findIndex((column) => column.key === key))
        .filter((i) => i >= 0);
      return [...pinnedHere, ...indexes.filter((i) => !pinnedHere.includes(i))];
    });
    this.pinnedCount = $derived(
      this.order.filter((i) => this.isPinned(this.#input().grid.columns[i]?.key ?? '')).length,
    );
    this.#baseRows = $derived(
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a lookup derived whole, never mutated
      new Map((this.#input().baseline?.rows ?? []).map((row) => [row.key, row])),
    );
    this.#baseAt = $derived.by(() => {
      const { grid, baseline } = this.#input();
      return grid.columns.map(
        (column) => baseline?.columns.findIndex((other) => other.key === column.key) ?? -1,
      );
    });
    this.#largestChange = $derived.by(() => {
      const { grid, cells } = this.#input();
      if (cells !== 'change') return [];
      return grid.columns.map((_, c) =>
        Math.max(
          0,
          ...grid.rows.map((row) => {
            const value = this.change(row, c);
            return typeof value === 'number' ? Math.abs(value) : 0;
          }),
        ),
      );
    });
    this.rows = $derived.by(() => this.#kept());
    this.drawn = $derived(this.rows.slice(0, this.#input().view.shownCount));
  }

  isPinned(key: string): boolean {
    return this.#input().view.pinned.includes(key);
  }

  /** A cell's z-score in its column, or null (a "never", or a column with no spread). */
  z(row: GridRow, column: number): number | null {
    return zScore(row.cells[column] ?? null, this.#spreads[column] ?? null);
  }

  /**
   * A cell's change from the baseline: a number, 'new' (the baseline has no such row or column),
   * or 'was never' / 'now never' where one side is "never"; 0 when both are.
   */
  change(row: GridRow, column: number): CellChange {
    const before = this.#baseRows.get(row.key);
    const at = this.#baseAt[column] ?? -1;
    if (before === undefined || at < 0) return 'new';
    const was = before.cells[at] ?? null;
    const now = row.cells[column] ?? null;
    if (was === null || now === null) {
      if (was === now) return 0;
      return was === null ? 'was never' : 'now never';
    }
    return Math.round((now - was) * 1e9) / 1e9;
  }

  isOutlier(row: GridRow, column: number): boolean {
    const { grid, rule, cells } = this.#input();
    // Showing the change, an outline (a notable value) on a "0" read as a bug: none then.
    if (cells === 'change') return false;
    const cell = row.cells[column];
    if (cell === null || cell === undefined) return false;
    return isOutlierValue(cell, this.z(row, column), rule, grid.columns[column]?.key ?? '');
  }

  #kept(): GridRow[] {
    const { grid, view, cells } = this.#input();
    // Every word must appear ("gnome, wizard" and "gnome wizard" alike).
    const words = view.filter
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((word) => word !== '');
    let kept = grid.rows.filter(
      (row) =>
        words.every((word) => rowLabel(grid, row).toLowerCase().includes(word)) &&
        (!view.onlyOutliers || row.cells.some((_, c) => this.isOutlier(row, c))),
    );
    const key = view.sortKey;
    if (key === 'name') {
      kept = [...kept].sort((a, b) => rowLabel(grid, a).localeCompare(rowLabel(grid, b)));
      if (view.descending) kept.reverse();
    } else if (key !== null) {
      const c = grid.columns.findIndex((column) => column.key === key);
      // "never" counts as the longest wait, so it sorts past every number. Showing the change,
      // the change sorts (a cell with no number for it, past every number).
      const value = (row: GridRow) => {
        if (cells === 'change') {
          const moved = this.change(row, c);
          return typeof moved === 'number' ? moved : Number.POSITIVE_INFINITY;
        }
        return row.cells[c] ?? Number.POSITIVE_INFINITY;
      };
      kept = [...kept].sort((a, b) =>
        view.descending ? value(b) - value(a) : value(a) - value(b),
      );
    }
    return kept;
  }

  /** Sorts by a column (or 'name'); again on the same one turns it round. */
  sortBy(key: string): void {
    const { view } = this.#input();
    if (view.sortKey === key) view.descending = !view.descending;
    else {
      view.sortKey = key;
      view.descending = key !== 'name';
    }
  }

  ariaSort(key: string): 'ascending' | 'descending' | undefined {
    const { view } = this.#input();
    if (view.sortKey !== key) return undefined;
    return view.descending ? 'descending' : 'ascending';
  }

  togglePin(key: string): void {
    const { view } = this.#input();
    view.pinned = this.isPinned(key)
      ? view.pinned.filter((each) => each !== key)
      : [...view.pinned, key];
  }

  /** What a cell says: its value, its z-score or its change, as `cells` chooses. */
  cellText(row: GridRow, column: number): string {
    const { grid, cells } = this.#input();
    if (cells === 'change') {
      const moved = this.change(row, column);
      if (typeof moved !== 'number') return moved;
      const decimals = grid.columns[column]?.decimals ?? 0;
      if (moved === 0) return '0';
      const size = formatGridValue(Math.abs(moved), decimals);
      return `${moved > 0 ? '+' : '\u2212'}${size}`;
    }
    if (cells === 'z') {
      const value = this.z(row, column);
      if (value === null) return '–';
      return signed(value);
    }
    return valueText(row, column, grid);
  }

  /**
   * Blue above the column's mean, orange below, deeper with distance (full at 3σ). Showing the
   * change: blue up, orange down, deeper the nearer the column's largest change.
   */
  heat(row: GridRow, column: number): string {
    const { grid, cells } = this.#input();
    let value: number | null;
    let full: number;
    if (cells === 'change') {
      const moved = this.change(row, column);
      value = typeof moved === 'number' ? moved : null;
      full = this.#largestChange[column] ?? 0;
    } else {
      value = this.z(row, column);
      full = 3;
    }
    if (value === null || value === 0 || full === 0) return '';
    const alpha = Math.min(Math.abs(value) / full, 1) * 0.55;
    // Blue on the measure's good side (more mana, less waiting), orange on the other.
    const good = grid.columns[column]?.better === 'lower' ? value < 0 : value > 0;
    const colour = `rgba(${good ? '37, 99, 235' : '234, 88, 12'}, ${alpha.toFixed(3)})`;
    // An image over the cell's own opaque colour, so a pinned cell hides what scrolls under it.
    return `background-image: linear-gradient(${colour}, ${colour})`;
  }

  /** A cell's tooltip; `label` is its row's (`rowLabel`), worked out once per row. */
  cellTitle(row: GridRow, label: string, column: number, levelWord: string): string {
    const { grid, baseline } = this.#input();
    const heading = grid.columns[column];
    const value = this.z(row, column);
    const zText = value === null ? 'no z-score' : `z ${signed(value)}`;
    const moved =
      baseline === null ? '' : `; change from the baseline: ${this.changeText(row, column)}`;
    return `${label}, ${heading?.phrase ?? ''}: ${valueText(row, column, grid)} (${zText}${moved}). Click to open this build at ${levelWord} ${heading?.level ?? ''}.`;
  }

  changeText(row: GridRow, column: number): string {
    const moved = this.change(row, column);
    if (typeof moved !== 'number') return moved;
    return moved > 0 ? `+${moved}` : String(moved);
  }
}

/** A cell's value as the grid writes it ("never" where it has none). */
function valueText(row: GridRow, column: number, grid: BalanceGrid): string {
  const value = row.cells[column];
  if (value === null || value === undefined) return 'never';
  return formatGridValue(value, grid.columns[column]?.decimals ?? 0);
}

/** A z-score as the cells write it: two decimals, so +1.97 (not outlined at 2) and +2.03 differ. */
function signed(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${Math.abs(value).toFixed(2)}`;
}
