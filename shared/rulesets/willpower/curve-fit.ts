/**
 * Curves from targets (Willpower): the designer names a few points a build's max mana (or max HP)
 * should pass through ("level 1 = 18, level 60 = 500"), and one table value, the build's race's or
 * class's mana or HP, is proposed to hit them as nearly as it can: every whole value the table
 * takes is tried, and the one with the least sum of squared misses wins (a tie goes to the value
 * nearest today's, so a curve already on target stays as it is).
 *
 * Willpower's rules make every curve a straight line over levels (a level adds the same amount;
 * items and talents add from their level), so the points are the only shape a designer can ask
 * for here: one value cannot bend a line. The figures are the screens' own (`computeManaCurve`,
 * `computeHpCurve`) for the build with the value changed.
 */
import {
  checkCurveTargets,
  leastSquaresValue,
  PROPOSAL_COLUMNS,
  PROPOSAL_HEADINGS,
  proposalCells,
  rootMeanSquare,
  type CurveTarget,
  type OneValueFit,
  type OneValueFitRow,
} from '../../analysis/curve-targets';
import type { ReportTable } from '../../report/report-table';

export { FIT_TARGETS_MAX, parseTargets, type CurveTarget } from '../../analysis/curve-targets';
import type { WillpowerBuild, WillpowerData } from './data';
import { computeHpCurve } from './hp';
import { ROW_AMOUNT_MAX } from './limits';
import { computeManaCurve } from './max-mana';

export type FitColumn = 'class-mana' | 'race-mana' | 'class-hp' | 'race-hp';

export const FIT_COLUMNS: readonly {
  readonly id: FitColumn;
  readonly table: 'classes' | 'races';
  readonly field: 'mana' | 'hp';
  /** What the curve is: the figure the column feeds. */
  readonly figure: string;
}[] = [
  { id: 'class-mana', table: 'classes', field: 'mana', figure: 'max mana' },
  { id: 'race-mana', table: 'races', field: 'mana', figure: 'max mana' },
  { id: 'class-hp', table: 'classes', field: 'hp', figure: 'max HP' },
  { id: 'race-hp', table: 'races', field: 'hp', figure: 'max HP' },
];

export interface FitInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  readonly column: FitColumn;
  readonly targets: readonly CurveTarget[];
}

export type FitRow = OneValueFitRow;

export interface CurveFit extends OneValueFit {
  readonly column: FitColumn;
  /** The row edited, by id, and its words: "Wizard mana". */
  readonly rowId: string;
  readonly table: 'classes' | 'races';
  readonly field: 'mana' | 'hp';
  /** "max mana" or "max HP". */
  readonly figure: string;
}

/** Why a list of targets is refused, or null (the field's check and the CLI's). */
export function checkTargets(targets: readonly CurveTarget[], maxLevel: number): string | null {
  return checkCurveTargets(targets, maxLevel, 'Level');
}

function curveOf(data: WillpowerData, build: WillpowerBuild, field: 'mana' | 'hp'): number[] {
  return field === 'mana'
    ? computeManaCurve(data, build).points.map((point) => point.maxMana)
    : computeHpCurve(data, build).points.map((point) => point.maxHp);
}

/**
 * The whole value of the column (0 to the table's maximum) whose curve passes nearest the
 * targets.
 *
 * @throws RangeError for targets `checkTargets` refuses, or a build whose race or class is gone.
 */
export function fitWillpowerCurve({ data, build, column, targets }: FitInput): CurveFit {
  const problem = checkTargets(targets, data.rules.maxLevel);
  if (problem !== null) throw new RangeError(problem);
  const spec = FIT_COLUMNS.find((each) => each.id === column);
  if (spec === undefined) throw new RangeError(`There is no column "${column}" to fit.`);
  const rowId = spec.table === 'classes' ? build.classId : build.raceId;
  const row = data[spec.table].find((each) => each.id === rowId);
  if (row === undefined) throw new RangeError(`The build's ${spec.table} row "${rowId}" is gone.`);
  const from = row[spec.field];
  const withValue = (value: number): WillpowerData => ({
    ...data,
    [spec.table]: data[spec.table].map((each) =>
      each.id === rowId ? { ...each, [spec.field]: value } : each,
    ),
  });
  const missesOf = (curve: readonly number[]) =>
    targets.map(({ level, value }) => (curve[level - 1] ?? 0) - value);
  const squared = (curve: readonly number[]) =>
    missesOf(curve).reduce((total, miss) => total + miss * miss, 0);

  const now = curveOf(data, build, spec.field);
  const to = leastSquaresValue(from, ROW_AMOUNT_MAX, (value) =>
    squared(value === from ? now : curveOf(withValue(value), build, spec.field)),
  );
  const best = { value: to, curve: to === from ? now : curveOf(withValue(to), build, spec.field) };
  const name = `${row.name} ${spec.field === 'mana' ? 'mana' : 'HP'}`;
  const sorted = [...targets].sort((a, b) => a.level - b.level);
  return {
    column,
    rowId,
    name,
    table: spec.table,
    field: spec.field,
    figure: spec.figure,
    from,
    to: best.value,
    rows: sorted.map(({ level, value }) => ({
      level,
      target: value,
      now: now[level - 1] ?? 0,
      fitted: best.curve[level - 1] ?? 0,
    })),
    now,
    fitted: best.curve,
    missNow: rootMeanSquare(missesOf(now)),
    missFitted: rootMeanSquare(missesOf(best.curve)),
    explain:
      best.value === from
        ? `${name} ${from} already fits best: no whole value from 0 to ${ROW_AMOUNT_MAX} comes nearer the targets.`
        : `${name} ${from} → ${best.value} brings ${build.name}’s ${spec.figure} nearest the targets ` +
          `(a typical miss of ${rootMeanSquare(missesOf(best.curve))}, now ${rootMeanSquare(missesOf(now))}). ` +
          `Every build of that ${spec.table === 'classes' ? 'class' : 'race'} moves with it.`,
  };
}

/** The fit's table's columns: a row per target, then what the fit proposes. */
export const FIT_REPORT_COLUMNS = [
  'level',
  'target',
  'now',
  'miss_now',
  'proposed',
  'miss_proposed',
  ...PROPOSAL_COLUMNS,
] as const;

/**
 * The fit as the card's table and `wellspring report willpower/fit`'s CSV: a row per target, each
 * saying the value proposed ("Wizard mana", 12, 16).
 */
export function fitReport(fit: CurveFit): ReportTable {
  return {
    title: `${fit.name} ${fit.from} → ${fit.to}: ${fit.figure} at each target`,
    columns: FIT_REPORT_COLUMNS,
    headings: [
      'Level',
      'Target',
      'Now',
      'Miss now',
      `With ${fit.to}`,
      'Miss then',
      ...PROPOSAL_HEADINGS,
    ],
    rows: fit.rows.map((row) => [
      row.level,
      row.target,
      row.now,
      Math.round((row.now - row.target) * 10) / 10,
      row.fitted,
      Math.round((row.fitted - row.target) * 10) / 10,
      ...proposalCells(fit),
    ]),
  };
}
