/**
 * Curve from targets for a designer's own ruleset (`custom/fit`, the screen's card): a few points a
 * formula should pass through for the build ("1=12, 30=150"), and one number of its tables (a
 * cell: a class's hit die, a race's bonus) proposed to hit them as nearly as it can. Every value of
 * a range is tried (whole numbers from 0 to twice today's, at least to 20, unless the designer
 * gives one), the ruleset computed again with it; the value with the least sum of
 * squared misses wins (a roll by its exact mean; a tie goes to the value nearest today's), as the
 * built-in rulesets' fits choose. A value the formulas refuse (a division by it at 0) is passed.
 */
import {
  checkCurveTargets,
  leastSquaresAmong,
  PROPOSAL_COLUMNS,
  PROPOSAL_HEADINGS,
  proposalCells,
  rootMeanSquare,
  type CurveTarget,
  type OneValueFit,
} from '../../analysis/curve-targets';
import type { CheckedRuleset } from '../../formula/check';
import { FormulaEvaluation, FormulaRefusal } from '../../formula/evaluate';
import { reportedMean } from '../../formula/outcomes';
import type { FormulaBuild, FormulaSource } from '../../formula/source';
import { checkWork } from '../../engine/work-bound';
import type { ReportTable } from '../../report/report-table';
import { CURVE_VALUES_MAX } from './curves';

/** The fit's table's columns after the axis's: a row per target, then what the fit proposes. */
export const CUSTOM_FIT_COLUMNS = [
  'target',
  'now',
  'miss_now',
  'proposed',
  'miss_proposed',
  ...PROPOSAL_COLUMNS,
] as const;

/** The most values one fit tries. */
export const FIT_VALUES_MAX = 1_000;

/**
 * The most steps (pairs of outcomes combined) all the values' evaluations take together: ten
 * evaluations at the language's own bound for one, seconds of work at most.
 */
export const FIT_WORK_MAX = 50_000_000;

/** A number of the ruleset's tables: its table, its row's id and its column. */
export interface FitCell {
  readonly table: string;
  readonly row: string;
  readonly column: string;
}

/** The values a fit tries: from `from` to `to` by `step`. */
export interface FitRange {
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

export interface CustomFitQuestion {
  /** A formula with a unit. */
  readonly measure: string;
  readonly cell: FitCell;
  readonly targets: readonly CurveTarget[];
  /** The values tried; null: {@link defaultFitRange} of the cell's value. */
  readonly range: FitRange | null;
}

export interface CustomFit extends OneValueFit {
  readonly measure: string;
  readonly cell: FitCell;
  readonly range: FitRange;
  /** The axis's levels, which `now` and `fitted` give a value at (NaN: none there). */
  readonly levels: readonly number[];
  /** The report's table: a row per target, then what the fit proposes. */
  readonly table: ReportTable;
}

/**
 * Whole values from 0 (or below today's, when it is negative) to twice today's, at least to 20: a
 * table's numbers are mostly small (bonuses, dice), and a die of a hundred sides rolled over thirty
 * levels is refused by the steps bound. A best value at the end says to try further.
 */
export function defaultFitRange(now: number): FitRange {
  const from = Math.min(0, Math.floor(now));
  const to = Math.max(20, Math.ceil(2 * now));
  return { from, to: Math.min(to, from + FIT_VALUES_MAX - 1), step: 1 };
}

/** The values of `range`, or why they are refused (a step of 0, more than 1,000 values). */
export function fitValues(range: FitRange): number[] | string {
  const { from, to, step } = range;
  if (![from, to, step].every(Number.isFinite) || step <= 0 || to < from) {
    return `Try values from a number up to a larger one by a step above 0, like 0..100:1.`;
  }
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  if (count > FIT_VALUES_MAX) {
    return `${count.toLocaleString('en')} values to try; at most ${FIT_VALUES_MAX.toLocaleString('en')}: a larger step or a narrower range.`;
  }
  // Each value as written (0.1 × 3 is 0.3, not 0.30000000000000004).
  return Array.from({ length: count }, (_, i) => Number((from + i * step).toPrecision(12)));
}

/** `"0..100:1"` (the step may be left out: 1) as a range, or why it cannot be read. */
export function parseFitRange(text: string): FitRange | string {
  const number = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
  const match = new RegExp(
    `^\\s*(${number})\\s*\\.\\.\\s*(${number})\\s*(?::\\s*(${number}))?\\s*$`,
  ).exec(text);
  if (match === null) return `"${text}" is not FROM..TO or FROM..TO:STEP, like 0..100:1.`;
  return { from: Number(match[1]), to: Number(match[2]), step: Number(match[3] ?? 1) };
}

/** The ruleset's source with `cell` set to `value`. */
function withCell(source: FormulaSource, cell: FitCell, value: number): FormulaSource {
  return {
    ...source,
    tables: source.tables.map((table) =>
      table.name !== cell.table
        ? table
        : {
            ...table,
            rows: table.rows.map((row) =>
              row.id !== cell.row
                ? row
                : { ...row, values: { ...row.values, [cell.column]: value } },
            ),
          },
    ),
  };
}

/** The measure at each level for the build, its mean where it rolls; null where it has none. */
function curveAt(
  checked: CheckedRuleset,
  build: FormulaBuild,
  measure: string,
  levels: readonly number[],
  /** Told the steps the evaluation took. */
  spent?: (steps: number) => void,
): (number | null)[] {
  if (!checked.formulas.has(measure)) return levels.map(() => null);
  const run = new FormulaEvaluation(checked, build);
  const curve = levels.map((level) => {
    try {
      return reportedMean(run.value(measure, level));
    } catch (error) {
      if (error instanceof FormulaRefusal) return null;
      throw error;
    }
  });
  spent?.(run.workDone);
  return curve;
}

/** "from 0 to 100", "from 0 to 2 by 0.5". */
function rangeWordsOf(range: FitRange): string {
  return `from ${range.from} to ${range.to}${range.step === 1 ? '' : ` by ${range.step}`}`;
}

const tidy = (value: number) => (value === 0 ? 0 : Number(value.toPrecision(12)));

/**
 * The value of `cell` that brings `measure` nearest the targets for `build`.
 * @throws RangeError for targets, a cell or a range that cannot be fitted (in the card's words);
 *   WorkBoundError past the curves' bound (values tried × levels × formulas)
 */
export function customFit(
  checked: CheckedRuleset,
  build: { readonly name: string; readonly build: FormulaBuild },
  question: CustomFitQuestion,
): CustomFit {
  const { source } = checked;
  const { axis } = source;
  const { measure, cell, targets } = question;
  const problem = checkCurveTargets(
    targets,
    axis.last,
    'Level',
    { min: -1e15, max: 1e15 },
    axis.first,
  );
  if (problem !== null) throw new RangeError(problem);
  if (!checked.formulas.has(measure)) {
    throw new RangeError(
      `${measure} cannot be fitted: it has a problem of its own, or no formula of that name.`,
    );
  }
  const table = source.tables.find((each) => each.name === cell.table);
  const row = table?.rows.find((each) => each.id === cell.row);
  const from = row?.values[cell.column];
  if (table === undefined || row === undefined || typeof from !== 'number') {
    throw new RangeError(`There is no number ${cell.table} ${cell.row}’s ${cell.column} to fit.`);
  }
  const range = question.range ?? defaultFitRange(from);
  const values = fitValues(range);
  if (typeof values === 'string') throw new RangeError(values);
  const sorted = [...targets].sort((a, b) => a.level - b.level);
  const targetLevels = sorted.map((each) => each.level);
  const reach = (sorted.at(-1)?.level ?? axis.first) - axis.first + 1;
  checkWork(
    `Trying ${values.length.toLocaleString('en')} values of ${cell.table} ${cell.row}’s ${cell.column}`,
    values.length * reach * Math.max(1, checked.formulas.size),
    CURVE_VALUES_MAX,
    'values',
    'a narrower range or a larger step, or targets at lower levels',
  );
  // The formulas as checked today, computed over the tables with the value in: checking them
  // again for each value would cost more than computing (a thousand rows' checks, a thousand
  // times). A value a formula cannot take (a division by it at 0) is refused as it is computed.
  const checkedWith = (value: number): CheckedRuleset =>
    value === from ? checked : { ...checked, source: withCell(source, cell, value) };
  let steps = 0;
  const spend = (more: number) => {
    steps += more;
    checkWork(
      `Trying the values of ${cell.table} ${cell.row}’s ${cell.column} ${rangeWordsOf(range)}`,
      steps,
      FIT_WORK_MAX,
      'steps or more (pairs of outcomes combined)',
      'a narrower range, a larger step, or targets at lower levels',
    );
  };
  const squaredMiss = (value: number) => {
    const curve = curveAt(checkedWith(value), build.build, measure, targetLevels, spend);
    return curve.reduce<number>(
      (total, mean, i) =>
        mean === null ? Infinity : total + (mean - (sorted[i]?.value ?? 0)) ** 2,
      0,
    );
  };
  const best = leastSquaresAmong(from, values, squaredMiss);
  const levels = Array.from({ length: axis.last - axis.first + 1 }, (_, i) => axis.first + i);
  const nowCurve = curveAt(checked, build.build, measure, levels);
  const fittedCurve = curveAt(checkedWith(best), build.build, measure, levels);
  const at = (curve: readonly (number | null)[], level: number) =>
    curve[level - axis.first] ?? null;
  const missesOf = (curve: readonly (number | null)[]) =>
    sorted.map(({ level, value }) => (at(curve, level) ?? Infinity) - value);
  const name = `${cell.table} ${cell.row}’s ${cell.column}`;
  const who =
    table.holds === 'one'
      ? `Every build that picks ${cell.row} moves with it.`
      : table.holds === 'many'
        ? `Every build that holds ${cell.row} moves with it.`
        : `Every build that reads ${cell.table} ${cell.row} moves with it.`;
  const missNow = rootMeanSquare(missesOf(nowCurve));
  const missFitted = rootMeanSquare(missesOf(fittedCurve));
  const rangeWords = rangeWordsOf(range);
  const atEnd =
    best !== from && (best === values[0] || best === values.at(-1))
      ? ` It is an end of the values tried (${rangeWords}): try further to see whether a value past it fits better.`
      : '';
  // A roll is fitted by its exact mean (the charts' dotted line), and the sentence says so.
  const figure = checked.formulas.get(measure)?.shape.random
    ? `${build.name}’s mean ${measure}`
    : `${build.name}’s ${measure}`;
  const explain =
    best === from
      ? `${name} ${from} already fits best: no value ${rangeWords} brings ${figure} nearer the targets.`
      : `${name} ${from} → ${best} brings ${figure} nearest the targets: it misses them by ` +
        `${missNow} today and by ${missFitted} with ${best} (the root mean square of the misses). ${who}${atEnd}`;
  const rows = sorted.map(({ level, value }) => ({
    level,
    target: value,
    now: at(nowCurve, level) ?? NaN,
    fitted: at(fittedCurve, level) ?? NaN,
  }));
  const cellOf = (value: number) => (Number.isNaN(value) ? '' : value);
  const fit = { name, from, to: best };
  return {
    measure,
    cell,
    range,
    name,
    from,
    to: best,
    rows,
    levels,
    now: nowCurve.map((value) => value ?? NaN),
    fitted: fittedCurve.map((value) => value ?? NaN),
    missNow,
    missFitted,
    explain,
    table: {
      title: `${name} ${from} → ${best}: ${measure} at each target`,
      columns: [axis.name, ...CUSTOM_FIT_COLUMNS],
      headings: [
        axis.name,
        'Target',
        'Now',
        'Miss now',
        `With ${best}`,
        'Miss',
        ...PROPOSAL_HEADINGS,
      ],
      rows: rows.map((each) => [
        each.level,
        each.target,
        cellOf(each.now),
        Number.isNaN(each.now) ? '' : tidy(each.now - each.target),
        cellOf(each.fitted),
        Number.isNaN(each.fitted) ? '' : tidy(each.fitted - each.target),
        ...proposalCells(fit),
      ]),
    },
  };
}
