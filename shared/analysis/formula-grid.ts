/**
 * The balance grid of a ruleset written in formulas (issue 39, item 6): every combination of the
 * rows of its pick-one tables (race × class), each a build that keeps the base build's inputs and
 * other rows, against its measures (the formulas with a unit) at chosen levels. A roll is read as
 * its mean, as the curves' line is; a formula that refuses in a cell leaves it without a value
 * ("never" in the CSV, as every grid writes a cell with none), and the notes say why, once per
 * measure.
 */
import type { CheckedRuleset } from '../formula/check';
import { FormulaEvaluation, FormulaRefusal, levelFreeOf } from '../formula/evaluate';
import { reportedMean } from '../formula/outcomes';
import type { FormulaAxis, FormulaBuild, FormulaTable } from '../formula/source';
import { checkWork } from '../engine/work-bound';
import { declaredMeasures } from './formula-analyses';
import {
  checkGridWork,
  GRID_ROWS_MAX,
  gridColumns,
  type BalanceGrid,
  type GridAxisWords,
  type GridRow,
  type GridRowKey,
} from './grid';

/** What a formula grid is asked for. */
export interface FormulaGridSpec {
  /** The formulas with a unit (refused ones too: their cells read never), in column order. */
  readonly measures: readonly string[];
  /** The levels of the axis, ascending. */
  readonly levels: readonly number[];
  /** The pick-one tables whose rows the grid crosses, in the order of the row keys. */
  readonly over: readonly string[];
  /**
   * A formula that keeps a row where it is not 0 at the axis's first level (NetHack's `allowed`:
   * a Knight elf is no row); null: every combination is a row. It must not roll.
   */
  readonly where?: string | null;
}

/** The grid, and what it could not say in its cells: one line per measure that refused. */
export interface FormulaGrid {
  readonly grid: BalanceGrid;
  readonly notes: readonly string[];
}

/** The base build's name and what it sets, for the grid's basis line. */
export interface FormulaGridBase {
  readonly name: string;
  readonly build: FormulaBuild;
}

/**
 * How a grid's headings say the axis: "L" and "level" for levels, as the built-in grids; the
 * axis's own name otherwise ("Regen tick 100", "regen at tick 100").
 */
export function formulaAxisWords(axis: FormulaAxis): GridAxisWords {
  return axis.name === 'level'
    ? { heading: 'L', phrase: 'level' }
    : { heading: `${axis.name} `, phrase: axis.name };
}

/** The tables a grid may cross: those a build picks one row of, in the order of the ruleset. */
export function pickOneTables(ruleset: CheckedRuleset): readonly FormulaTable[] {
  return ruleset.source.tables.filter((table) => table.holds === 'one');
}

/** Every combination of one row of each table, in the tables' order (the last varies fastest). */
function combinations(tables: readonly FormulaTable[]): string[][] {
  return tables.reduce<string[][]>(
    (combos, table) => combos.flatMap((combo) => table.rows.map((row) => [...combo, row.id])),
    [[]],
  );
}

/** How many rows crossing `tables` makes. */
export function formulaGridRows(tables: readonly FormulaTable[]): number {
  return tables.reduce((rows, table) => rows * table.rows.length, 1);
}

/** What every row takes of the base build: its inputs and the rows of the tables not crossed. */
function basisOf(ruleset: CheckedRuleset, base: FormulaGridBase, over: readonly string[]): string {
  const inputs = ruleset.source.inputs.map((input) => {
    const set = Object.hasOwn(base.build.inputs, input.name)
      ? base.build.inputs[input.name]
      : undefined;
    return `${input.name} ${set ?? input.initial}`;
  });
  const kept = ruleset.source.tables
    .filter((table) => table.holds !== 'lookup' && !over.includes(table.name))
    .map((table) => {
      const picked = Object.hasOwn(base.build.rows, table.name)
        ? base.build.rows[table.name]
        : undefined;
      const ids = picked === undefined ? [] : typeof picked === 'string' ? [picked] : picked;
      return `${table.name} ${ids.length === 0 ? 'none' : ids.join(', ')}`;
    });
  const parts = [...inputs, ...kept];
  return parts.length === 0
    ? `Every row as ${base.name}.`
    : `Every row takes ${base.name}’s ${parts.join('; ')}.`;
}

/**
 * The grid: one row per combination of the `over` tables' rows (or the base build alone when
 * there are none), one column per measure and level.
 *
 * @throws WorkBoundError past {@link GRID_ROWS_MAX} rows or the grid's cells
 * @throws RangeError for a measure or table the ruleset does not have (the callers check first)
 */
export function formulaGrid(
  ruleset: CheckedRuleset,
  base: FormulaGridBase,
  spec: FormulaGridSpec,
  title: string,
): FormulaGrid {
  const measures = declaredMeasures(ruleset);
  const tables = spec.over.map((name) => {
    const table = pickOneTables(ruleset).find((each) => each.name === name);
    if (table === undefined) throw new RangeError(`No pick-one table is called “${name}”.`);
    return table;
  });
  const { axis } = ruleset.source;
  // A formula that reads no level is one number at every level: one column, at the first level
  // asked, not the same number repeated.
  const levelFree = levelFreeOf(ruleset);
  const first = spec.levels[0];
  const columns = gridColumns(
    measures,
    { levels: spec.levels, measures: spec.measures, spread: null },
    formulaAxisWords(axis),
  ).filter((column) => !levelFree.has(column.measure) || column.level === first);
  const rowCount = formulaGridRows(tables);
  checkWork(
    `The grid (${tables.map((table) => `${table.rows.length} ${table.name} rows`).join(' × ')})`,
    rowCount,
    GRID_ROWS_MAX,
    'rows',
    'cross fewer tables',
  );
  checkGridWork(rowCount, columns.length);
  const refused = new Map<string, { cells: number; first: string }>();
  const where = spec.where ?? null;
  let left = 0;
  let unsure: string | null = null;
  const rows: GridRow[] = combinations(tables).flatMap((ids) => {
    const picked = Object.fromEntries(tables.map((table, t) => [table.name, ids[t] as string]));
    const evaluation = new FormulaEvaluation(ruleset, {
      ...base.build,
      rows: { ...base.build.rows, ...picked },
    });
    const names = tables.length === 0 ? [base.name] : ids;
    if (where !== null) {
      let keep: boolean;
      try {
        keep = evaluation.value(where, axis.first) !== 0;
      } catch (error) {
        if (!(error instanceof FormulaRefusal)) throw error;
        // A row the filter cannot judge is left out, and the first such said.
        unsure ??= `${where} cannot be computed for ${names.join(' ')}: ${error.message}`;
        keep = false;
      }
      if (!keep) {
        left += 1;
        return [];
      }
    }
    const cells = columns.map((column) => {
      try {
        return reportedMean(evaluation.value(column.measure, column.level));
      } catch (error) {
        if (!(error instanceof FormulaRefusal)) throw error;
        const seen = refused.get(column.measure);
        refused.set(column.measure, {
          cells: (seen?.cells ?? 0) + 1,
          first:
            seen?.first ??
            `(the first: ${names.join(' ')} at ${axis.name} ${column.level}): ${error.message}`,
        });
        return null;
      }
    });
    return [
      tables.length === 0
        ? { key: 'build', ids: ['build'], names, score: null, cells }
        : { key: ids.join('/'), ids, names, score: null, cells },
    ];
  });
  const rowKeys: GridRowKey[] =
    tables.length === 0
      ? [{ column: 'build', heading: 'Build' }]
      : tables.map((table) => ({ column: table.name, heading: table.name }));
  const perMeasure = (measure: string) =>
    rows.length * columns.filter((column) => column.measure === measure).length;
  const notes = [
    ...(unsure === null ? [] : [`${unsure} Rows it cannot judge are left out.`]),
    ...[...refused].map(
      ([measure, { cells, first }]) =>
        `${measure} has no value in ${cells} of ${perMeasure(measure)} cells ${first} Those cells read never.`,
    ),
  ];
  return {
    grid: {
      title,
      rowKeys,
      spreadStat: null,
      raceStats: false,
      // Written to two decimals, or as whole numbers where every value of the column is one
      // (an outlier's sentence says "490", not "490.00").
      columns: columns.map((column, c) =>
        rows.every((row) => Number.isInteger(row.cells[c] ?? 0))
          ? { ...column, decimals: 0 as const }
          : column,
      ),
      rows,
      basis:
        basisOf(ruleset, base, spec.over) +
        (where === null
          ? ''
          : ` Only the rows where ${where} is not 0 at ${axis.name} ${axis.first}: ${left.toLocaleString('en')} of ${(rows.length + left).toLocaleString('en')} left out.`),
    },
    notes,
  };
}
