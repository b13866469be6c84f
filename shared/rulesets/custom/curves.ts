/**
 * `custom/curves`: every formula of a custom ruleset that declares a unit, over its level axis, for
 * one build. A fixed value is one column; a random one is its mean and its 5th, 50th and 95th
 * percentiles (exact, from its whole distribution). A formula that cannot give a value is never
 * written as a number: its cells are empty and the report's notes (the CLI's stderr) say why.
 */
import type { CheckedRuleset } from '../../formula/check';
import { FormulaEvaluation, FormulaRefusal } from '../../formula/evaluate';
import { declaredMeasures } from '../../analysis/formula-analyses';
import { percentile, reportedMean, type Value } from '../../formula/outcomes';
import type { FormulaBuild } from '../../formula/source';
import { checkWork } from '../../engine/work-bound';
import type { ReportTable } from '../../report/report-table';
import { describeProblem } from './problem-words';

/** The percentiles a random formula's columns give, beside its mean. */
export const CURVE_PERCENTILES = [5, 50, 95] as const;

/** The most values one report computes (formulas × levels): a day's axis of ticks, not a year's. */
export const CURVE_VALUES_MAX = 1_000_000;

/** A formula the report charts: its name, and whether it can roll (its percentile columns). */
export interface Charted {
  readonly name: string;
  readonly random: boolean;
}

/**
 * The formulas with a unit, in the order of the text: those the checker passed with their shape,
 * and those it refused (or that wait on a refused one) as one column, which stays empty.
 */
function chartedFormulas(checked: CheckedRuleset): Charted[] {
  return declaredMeasures(checked).map(({ id }) => ({
    name: id,
    random: checked.formulas.get(id)?.shape.random ?? false,
  }));
}

function columnsOf(charted: readonly Charted[]): string[] {
  return charted.flatMap(({ name, random }) =>
    random ? [name, ...CURVE_PERCENTILES.map((q) => `${name}_p${q}`)] : [name],
  );
}

function cellsOf(value: Value, random: boolean): number[] {
  if (!random) return [reportedMean(value)];
  return [reportedMean(value), ...CURVE_PERCENTILES.map((q) => percentile(value, q))];
}

/** Where a formula had no value: its levels and the first refusal's words. */
export interface Gap {
  readonly levels: number[];
  readonly message: string;
}

/** Each charted formula's value at each level of the axis (null where it has none), and why not. */
export interface CurveValues {
  readonly charted: readonly Charted[];
  readonly levels: readonly number[];
  /** By formula, a value per level; null where it refused. */
  readonly values: ReadonlyMap<string, readonly (Value | null)[]>;
  /** By formula, where it had no value and the first refusal's words. */
  readonly gaps: ReadonlyMap<string, Gap>;
}

/**
 * Every formula with a unit of `checked` over its axis for `build`: what the curves' table and
 * the screen's chart are both read from.
 * @throws WorkBoundError past {@link CURVE_VALUES_MAX} values
 */
export function customCurveValues(
  rulesetName: string,
  checked: CheckedRuleset,
  build: FormulaBuild,
): CurveValues {
  const { axis } = checked.source;
  const charted = chartedFormulas(checked);
  const levels = Array.from({ length: axis.last - axis.first + 1 }, (_, i) => axis.first + i);
  checkWork(
    `${rulesetName}: ${charted.length.toLocaleString('en')} formulas over ${levels.length.toLocaleString('en')} levels`,
    charted.length * levels.length,
    CURVE_VALUES_MAX,
    'values',
    'shorten the axis or give fewer formulas a unit',
  );
  const evaluation = new FormulaEvaluation(checked, build);
  const gaps = new Map<string, Gap>();
  const values = new Map<string, (Value | null)[]>(charted.map(({ name }) => [name, []]));
  for (const level of levels) {
    for (const { name } of charted) {
      let value: Value | null = null;
      try {
        value = evaluation.value(name, level);
      } catch (error) {
        if (!(error instanceof FormulaRefusal)) throw error;
        const gap = gaps.get(name) ?? { levels: [], message: error.message };
        gaps.set(name, { ...gap, levels: [...gap.levels, level] });
      }
      values.get(name)?.push(value);
    }
  }
  return { charted, levels, values, gaps };
}

/**
 * The curves of `build` under the ruleset `rulesetName` (named in a refusal), as the report's
 * table: from {@link customCurveValues}, or the values given (the screen's, computed once).
 * @throws WorkBoundError past {@link CURVE_VALUES_MAX} values
 */
export function customCurvesTable(
  rulesetName: string,
  checked: CheckedRuleset,
  build: FormulaBuild,
  buildName: string,
  computed: CurveValues = customCurveValues(rulesetName, checked, build),
): ReportTable {
  const { axis, text } = checked.source;
  const { charted, levels, values, gaps } = computed;
  const rows = levels.map((level, index): (string | number)[] => [
    level,
    ...charted.flatMap(({ name, random }): (string | number)[] => {
      const value = values.get(name)?.[index] ?? null;
      if (value !== null) return cellsOf(value, random);
      return Array.from({ length: random ? 1 + CURVE_PERCENTILES.length : 1 }, () => '');
    }),
  ]);
  const notes = [
    ...checked.problems.map((problem) => `${rulesetName}: ${describeProblem(text, problem)}`),
    ...[...gaps].map(
      ([name, gap]) =>
        `${rulesetName}: ${name} has no value at ${gap.levels.length} of ${levels.length} levels (the first at ${axis.name} ${gap.levels[0]}): ${gap.message} Its cells are empty.`,
    ),
  ];
  return {
    title: `${rulesetName}: formulas with a unit over ${axis.name} ${axis.first}–${axis.last} (${buildName})`,
    columns: [axis.name, ...columnsOf(charted)],
    rows,
    ...(notes.length > 0 ? { notes } : {}),
  };
}
