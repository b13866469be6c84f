/**
 * The worker's calls for a custom ruleset's screen. `custom/screen` answers what the screen draws
 * for one build: the `custom/curves` report (the table its CSV writes, byte for byte the CLI's),
 * each charted formula as a series read off that table (a roll's mean with its 5th–95th
 * percentile band), and the checker's problems where they stand in the text, for the editor.
 */
import type { CheckedRuleset } from '../../formula/check';
import { checkedRuleset } from './checked';
import { FormulaEvaluation, FormulaRefusal } from '../../formula/evaluate';
import { explainFormula } from '../../formula/explain';
import type { Explained } from '../../engine/explain';
import { GivenFlags } from '../../cli/flags';
import type { GridScoreOptionName } from '../../analysis/grid-score-flags';
import { customGoal, customGridTable, customSensitivity } from './analysis-reports';
import type { GoalDirection, GoalResult } from '../../analysis/goal-seek';
import type { Sensitivity } from '../../analysis/sensitivity';
import { lowerFormulas } from '../../formula/lower';
import { positionIn } from '../../formula/syntax';
import type { ReportTable } from '../../report/report-table';
import { customCurvesTable, customCurveValues } from './curves';
import { percentile, reportedMean, type Value } from '../../formula/outcomes';
import { customFormulaBuild, NO_BUILD } from './formula-source';
import type { CustomRuleset } from './schema';
import { customSideBySide, type CustomSideBySide } from './side-by-side';
import { customFit, type CustomFit, type CustomFitQuestion } from './fit';

/** A roll's percentiles at each level, for the chart's bands; null where it has no value. */
export type BandPercentiles = Readonly<
  Record<'p5' | 'p25' | 'p50' | 'p75' | 'p95', readonly (number | null)[]>
>;

/** A formula with a unit as the chart draws it: a value per level of the axis, null where none. */
export interface CurveSeries {
  readonly name: string;
  /** As written after the name (`mp/tick`). */
  readonly unit: string;
  /** Its value, or a roll's exact mean (as the report writes it), per level; null where none. */
  readonly values: readonly (number | null)[];
  /** A roll's percentiles per level (its bands), or null for a formula that cannot roll. */
  readonly band: BandPercentiles | null;
  /**
   * Whether another formula reads it (a step on the way, `hp_role_fix`), or none does (a result
   * the designer is after, `hp_max`): the screen draws the results first.
   */
  readonly readByOthers: boolean;
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

/** A formula with no value at some levels: how many, the first, and the first refusal's words. */
export interface CurveGap {
  readonly name: string;
  readonly levels: number;
  readonly first: number;
  readonly message: string;
}

export interface CustomScreenAnswer {
  readonly levels: readonly number[];
  /** Formulas that check but have no value at some levels (a row the build does not pick). */
  readonly gaps: readonly CurveGap[];
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

const BAND = { p5: 5, p25: 25, p50: 50, p75: 75, p95: 95 } as const;

/** The formulas another formula reads (steps on the way to the results). */
function readByOthers(checked: CheckedRuleset): Set<string> {
  return new Set(
    [...checked.formulas.values()].flatMap((formula) =>
      [...formula.uses].filter((name) => name !== formula.name),
    ),
  );
}

export function customScreen({ ruleset, buildId }: CustomScreenQuestion): CustomScreenAnswer {
  const checked = checkedRuleset(ruleset);
  const build = buildId === null ? undefined : ruleset.builds.find((each) => each.id === buildId);
  if (buildId !== null && build === undefined) {
    throw new RangeError(`${ruleset.name} has no build “${buildId}”.`);
  }
  const formulaBuild = build === undefined ? NO_BUILD : customFormulaBuild(build);
  const computed = customCurveValues(ruleset.name, checked, formulaBuild);
  const table = customCurvesTable(
    ruleset.name,
    checked,
    formulaBuild,
    build?.name ?? 'no build',
    computed,
  );
  const units = declaredUnits(ruleset.text);
  const read = readByOthers(checked);
  const series = computed.charted.map(({ name, random }): CurveSeries => {
    const values = computed.values.get(name) ?? [];
    const each = (read: (value: Value) => number) =>
      values.map((value) => (value === null ? null : read(value)));
    return {
      name,
      unit: units.get(name) ?? '',
      values: each(reportedMean),
      readByOthers: read.has(name),
      band: random
        ? (Object.fromEntries(
            Object.entries(BAND).map(([key, q]) => [key, each((value) => percentile(value, q))]),
          ) as unknown as BandPercentiles)
        : null,
    };
  });
  const problems = checked.problems.map(({ from, to, formula, message }) => ({
    from,
    to,
    ...positionIn(ruleset.text, from),
    formula,
    message,
  }));
  // A refused formula, or one waiting on it, is said by its problem already.
  const gaps = [...computed.gaps]
    .filter(([name]) => !checked.refused.has(name) && !checked.waiting.has(name))
    .map(([name, gap]) => ({
      name,
      levels: gap.levels.length,
      first: gap.levels[0] ?? 0,
      message: gap.message,
    }));
  return { levels: computed.levels, gaps, series, problems, table };
}

export interface CustomExplainQuestion extends CustomScreenQuestion {
  /** The formula taken apart, and the level. */
  readonly name: string;
  readonly level: number;
}

/**
 * A formula at a level taken apart for the build (each part's value: a roll's by its mean; the
 * piece or branch taken; what a bound did), as `custom/explain` gives it.
 * @throws FormulaRefusal where the formula has no value there, in its words
 */
export function customExplain({ ruleset, buildId, name, level }: CustomExplainQuestion): Explained {
  const checked = checkedRuleset(ruleset);
  const build = buildId === null ? undefined : ruleset.builds.find((each) => each.id === buildId);
  const run = new FormulaEvaluation(
    checked,
    build === undefined ? NO_BUILD : customFormulaBuild(build),
  );
  return explainFormula(run, name, level);
}

export interface CustomGridQuestion extends CustomScreenQuestion {
  /** The grid's levels as the Levels field reads them ("1, 10, 20"); null: the usual ones. */
  readonly levels: string | null;
  /** Every formula with a unit as a column, or only the results (those no other formula reads). */
  readonly measures: 'results' | 'all';
  /** A formula that keeps a row where it is not 0 (`--where`), or null: every row. */
  readonly where: string | null;
}

/**
 * The balance grid as `wellspring report custom/grid --with-scores [--levels …]` gives it for the
 * build: every combination of the tables a build picks one row of, the rest from the build.
 * @throws UsageError for levels the axis does not have, WorkBoundError past the grid's bounds
 */
export function customGrid({
  ruleset,
  buildId,
  levels,
  measures,
  where,
}: CustomGridQuestion): ReportTable {
  const checked = checkedRuleset(ruleset);
  const build = buildId === null ? undefined : ruleset.builds.find((each) => each.id === buildId);
  const read = readByOthers(checked);
  // The results the checks passed: a refused one would only fill its column with "never".
  const results = [...declaredUnits(ruleset.text).keys()].filter(
    (name) => !read.has(name) && checked.formulas.has(name),
  );
  const flag = (value: string, shown: string) => [{ value, shown }];
  const flags = new GivenFlags<'measure' | 'levels' | 'over' | 'where' | GridScoreOptionName>({
    'with-scores': flag('true', '--with-scores'),
    ...(levels === null ? {} : { levels: flag(levels, 'Levels') }),
    ...(measures === 'results' && results.length > 0
      ? { measure: results.map((name) => ({ value: name, shown: `Measure ${name}` })) }
      : {}),
    ...(where === null ? {} : { where: flag(where, 'Rows where') }),
  });
  return customGridTable(
    ruleset.name,
    checked,
    {
      name: build?.name ?? 'no build',
      build: build === undefined ? NO_BUILD : customFormulaBuild(build),
    },
    flags,
  );
}

export interface CustomMeasureQuestion extends CustomScreenQuestion {
  /** A formula with a unit, and the level it is read at. */
  readonly measure: string;
  readonly level: number;
}

/** The checked ruleset and the build (none: no row picked, every input at its initial value). */
function checkedWithBuild(ruleset: CustomRuleset, buildId: string | null) {
  const checked = checkedRuleset(ruleset);
  const build = buildId === null ? undefined : ruleset.builds.find((each) => each.id === buildId);
  return { checked, build: build === undefined ? NO_BUILD : customFormulaBuild(build) };
}

/** What moves the measure most at the level, as `custom/sensitivity` gives it. */
export function customSensitivityAt({
  ruleset,
  buildId,
  measure,
  level,
}: CustomMeasureQuestion): Sensitivity {
  const { checked, build } = checkedWithBuild(ruleset, buildId);
  return customSensitivity(checked, build, { measure, level });
}

export interface CustomGoalQuestion extends CustomMeasureQuestion {
  readonly goal: GoalDirection;
  readonly target: number;
}

/** The nearest value of each ranged input that meets the goal, as `custom/goal` gives it. */
export function customGoalAt({
  ruleset,
  buildId,
  measure,
  level,
  goal,
  target,
}: CustomGoalQuestion): GoalResult {
  const { checked, build } = checkedWithBuild(ruleset, buildId);
  return customGoal(checked, build, { measure, level }, { goal, target });
}

export interface CustomSideBySideQuestion {
  readonly ruleset: CustomRuleset;
  /** Build A's and build B's ids. */
  readonly a: string;
  readonly b: string;
}

/** Build B beside build A, every formula with a unit, as `custom/side-by-side` gives it. */
export function customSideBySideOf({ ruleset, a, b }: CustomSideBySideQuestion): CustomSideBySide {
  const checked = checkedRuleset(ruleset);
  const side = (id: string) => {
    const build = ruleset.builds.find((each) => each.id === id);
    if (build === undefined) throw new RangeError(`${ruleset.name} has no build “${id}”.`);
    return { name: build.name, build: customFormulaBuild(build) };
  };
  return customSideBySide(ruleset.name, checked, side(a), side(b));
}

export interface CustomFitAsked extends CustomScreenQuestion, CustomFitQuestion {}

/** Curve from targets for the build, as `custom/fit` gives it. */
export function customFitOf({ ruleset, buildId, ...question }: CustomFitAsked): CustomFit {
  const { checked, build } = checkedWithBuild(ruleset, buildId);
  const named = ruleset.builds.find((each) => each.id === buildId)?.name ?? 'no build';
  return customFit(checked, { name: named, build }, question);
}

export interface CustomValuesQuestion extends CustomScreenQuestion {
  readonly level: number;
}

/**
 * Each formula without a unit (a step the curves leave out: `con_mod`, `low_band`) at the level,
 * for the editor's names and hover: a roll by its mean, null where it has no value there. The
 * formulas with a unit are the screen's series already.
 */
export function customValues({
  ruleset,
  buildId,
  level,
}: CustomValuesQuestion): Readonly<Record<string, number | null>> {
  const { checked, build } = checkedWithBuild(ruleset, buildId);
  const units = declaredUnits(ruleset.text);
  const run = new FormulaEvaluation(checked, build);
  const values: Record<string, number | null> = {};
  for (const name of checked.formulas.keys()) {
    if (units.has(name)) continue;
    try {
      values[name] = reportedMean(run.value(name, level));
    } catch (error) {
      if (!(error instanceof FormulaRefusal)) throw error;
      values[name] = null;
    }
  }
  return values;
}

export const CUSTOM_ENGINE = {
  'custom/screen': customScreen,
  'custom/explain': customExplain,
  'custom/grid': customGrid,
  'custom/sensitivity': customSensitivityAt,
  'custom/goal': customGoalAt,
  'custom/side-by-side': customSideBySideOf,
  'custom/fit': customFitOf,
  'custom/values': customValues,
};
