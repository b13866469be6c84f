/**
 * The worker's calls for a custom ruleset's screen. `custom/screen` answers what the screen draws
 * for one build: the `custom/curves` report (the table its CSV writes, byte for byte the CLI's),
 * each charted formula as a series read off that table (a roll's mean with its 5th–95th
 * percentile band), and the checker's problems where they stand in the text, for the editor.
 */
import { checkFormulas } from '../../formula/check';
import { lowerFormulas } from '../../formula/lower';
import { positionIn } from '../../formula/syntax';
import type { ReportTable } from '../../report/report-table';
import { customCurvesTable } from './curves';
import { customFormulaBuild, customFormulaSource, NO_BUILD } from './formula-source';
import type { CustomRuleset } from './schema';

/** A formula with a unit as the chart draws it: a value per level of the axis, null where none. */
export interface CurveSeries {
  readonly name: string;
  /** As written after the name (`mp/tick`). */
  readonly unit: string;
  /** Its value, or a roll's exact mean, per level; null where it has no value. */
  readonly values: readonly (number | null)[];
  /** A roll's 5th and 95th percentiles per level (the band), or null for a fixed formula. */
  readonly band: {
    readonly low: readonly (number | null)[];
    readonly high: readonly (number | null)[];
  } | null;
}

/** A problem of the text, placed: offsets for the editor, line and column for the words. */
export interface PlacedProblem {
  readonly from: number;
  readonly to: number;
  readonly line: number;
  readonly column: number;
  /** The formula it is in, or null (a check, a line that could not be read). */
  readonly formula: string | null;
  readonly message: string;
}

export interface CustomScreenAnswer {
  readonly levels: readonly number[];
  readonly series: readonly CurveSeries[];
  readonly problems: readonly PlacedProblem[];
  /** `custom/curves` for the build: what the chart's table and CSV show. */
  readonly table: ReportTable;
}

export interface CustomScreenQuestion {
  readonly ruleset: CustomRuleset;
  /** The build shown; null: the ruleset has none (no row picked, every input at its initial value). */
  readonly buildId: string | null;
}

/** The unit each formula declares, by name, as written. */
function declaredUnits(text: string): Map<string, string> {
  const units = new Map<string, string>();
  for (const statement of lowerFormulas(text).statements) {
    if (statement.kind !== 'definition' || statement.unit === null) continue;
    const { top, over } = statement.unit;
    if (!units.has(statement.name.text)) {
      units.set(statement.name.text, [top, ...over].map((word) => word.text).join('/'));
    }
  }
  return units;
}

/** A column of the curves' table as numbers, an empty cell as null (never NaN on a chart). */
function columnOf(table: ReportTable, column: string): (number | null)[] | null {
  const index = table.columns.indexOf(column);
  if (index < 0) return null;
  return table.rows.map((row) => {
    const cell = row[index];
    return typeof cell === 'number' && Number.isFinite(cell) ? cell : null;
  });
}

export function customScreen({ ruleset, buildId }: CustomScreenQuestion): CustomScreenAnswer {
  const checked = checkFormulas(customFormulaSource(ruleset));
  const build = buildId === null ? undefined : ruleset.builds.find((each) => each.id === buildId);
  if (buildId !== null && build === undefined) {
    throw new RangeError(`${ruleset.name} has no build “${buildId}”.`);
  }
  const table = customCurvesTable(
    ruleset.name,
    checked,
    build === undefined ? NO_BUILD : customFormulaBuild(build),
    build?.name ?? 'no build',
  );
  const units = declaredUnits(ruleset.text);
  const series = [...units].flatMap(([name, unit]): CurveSeries[] => {
    const values = columnOf(table, name);
    if (values === null) return [];
    const low = columnOf(table, `${name}_p5`);
    const high = columnOf(table, `${name}_p95`);
    return [{ name, unit, values, band: low === null || high === null ? null : { low, high } }];
  });
  const problems = checked.problems.map(({ from, to, formula, message }) => ({
    from,
    to,
    ...positionIn(ruleset.text, from),
    formula,
    message,
  }));
  return {
    levels: table.rows.map((row) => Number(row[0])),
    series,
    problems,
    table,
  };
}

export const CUSTOM_ENGINE = {
  'custom/screen': customScreen,
};
