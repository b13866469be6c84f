/**
 * Curve from targets (NetHack): the designer names a few points a character's mean max HP (or
 * power) should pass through ("1=15, 30=200"), and one number of the role's or the race's
 * advancement record (a fixed part or a die size: the HP dice) is proposed to hit them as nearly as
 * it can: every whole value 0 to the table's maximum is tried, and the one with the least sum of
 * squared misses wins (a tie goes to the value nearest today's), as Willpower's fit does. The mean
 * is the exact one the charts draw (`explain-mean.ts`: a mean is a sum of means).
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
import type { Advance, Nethack34Data, NethackCharacter } from './data';
import { explainMeanHp, explainMeanPw } from './explain-mean';
import { TABLE_MAX } from './schema';

export type NethackFitField = keyof Advance;

/** The record's numbers, as the tables' columns name them. */
export const NETHACK_FIT_FIELDS: readonly {
  readonly id: NethackFitField;
  readonly name: string;
}[] = [
  { id: 'infix', name: 'start' },
  { id: 'inrnd', name: 'start d' },
  { id: 'lofix', name: 'low' },
  { id: 'lornd', name: 'low d' },
  { id: 'hifix', name: 'high' },
  { id: 'hirnd', name: 'high d' },
];

export interface NethackFitInput {
  readonly data: Nethack34Data;
  readonly build: NethackCharacter & { readonly name?: string };
  readonly pool: 'hp' | 'pw';
  readonly owner: 'role' | 'race';
  readonly field: NethackFitField;
  readonly targets: readonly CurveTarget[];
}

export type NethackFitRow = OneValueFitRow;

/** The means to 3 decimals. */
export interface NethackFit extends OneValueFit {
  readonly pool: 'hp' | 'pw';
  readonly owner: 'role' | 'race';
  readonly field: NethackFitField;
  /** The role's or race's id, and the number in words: "Valkyrie HP low d". */
  readonly ownerId: string;
}

/** Why targets are refused, or null: the card's field and `--target` say it alike. */
export function checkNethackTargets(
  targets: readonly CurveTarget[],
  data: Nethack34Data,
): string | null {
  return checkCurveTargets(targets, data.maxLevel, 'XL');
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The whole value of the record's number whose mean curve passes nearest the targets.
 *
 * @throws RangeError for targets `checkNethackTargets` refuses, or a character whose role or race
 *   is not in the data.
 */
export function fitNethackCurve({
  data,
  build,
  pool,
  owner,
  field,
  targets,
}: NethackFitInput): NethackFit {
  const problem = checkNethackTargets(targets, data);
  if (problem !== null) throw new RangeError(problem);
  const table = owner === 'role' ? 'roles' : 'races';
  const ownerId = owner === 'role' ? build.roleId : build.raceId;
  const row = (
    data[table] as readonly { id: string; name: string; hp: Advance; pw: Advance }[]
  ).find((each) => each.id === ownerId);
  if (row === undefined)
    throw new RangeError(`The character's ${owner} "${ownerId}" is not in the data.`);
  const fieldName = NETHACK_FIT_FIELDS.find((each) => each.id === field)?.name;
  if (fieldName === undefined) throw new RangeError(`There is no field "${field}" to fit.`);
  const from = row[pool][field];
  const withValue = (value: number): Nethack34Data => ({
    ...data,
    [table]: (data[table] as readonly { id: string }[]).map((each) =>
      each.id === ownerId
        ? { ...each, [pool]: { ...(each as typeof row)[pool], [field]: value } }
        : each,
    ),
  });
  const explain = pool === 'hp' ? explainMeanHp : explainMeanPw;
  const meansAt = (moved: Nethack34Data, levels: readonly number[]) =>
    levels.map((level) => explain(moved, build, level).value);
  const targetLevels = targets.map((each) => each.level);
  const squared = (means: readonly number[]) =>
    means.reduce((total, value, i) => total + (value - (targets[i]?.value ?? 0)) ** 2, 0);

  const best = leastSquaresValue(from, TABLE_MAX, (value) =>
    squared(meansAt(value === from ? data : withValue(value), targetLevels)),
  );
  const every = Array.from({ length: data.maxLevel }, (_, i) => i + 1);
  const now = meansAt(data, every).map(rounded);
  const fitted = meansAt(withValue(best), every).map(rounded);
  const sorted = [...targets].sort((a, b) => a.level - b.level);
  const missesOf = (curve: readonly number[]) =>
    sorted.map(({ level, value }) => (curve[level - 1] ?? 0) - value);
  const pools = pool === 'hp' ? 'HP' : 'power';
  const name = `${row.name} ${pool === 'hp' ? 'HP' : 'Pw'} ${fieldName}`;
  const who = build.name ?? `${row.name}`;
  return {
    pool,
    owner,
    field,
    ownerId,
    name,
    from,
    to: best,
    rows: sorted.map(({ level, value }) => ({
      level,
      target: value,
      now: now[level - 1] ?? 0,
      fitted: fitted[level - 1] ?? 0,
    })),
    now,
    fitted,
    missNow: rootMeanSquare(missesOf(now)),
    missFitted: rootMeanSquare(missesOf(fitted)),
    explain:
      best === from
        ? `${name} ${from} already fits best: no whole value from 0 to ${TABLE_MAX} comes nearer the targets.`
        : `${name} ${from} → ${best} brings ${who}’s mean max ${pools} nearest the targets ` +
          `(a typical miss of ${rootMeanSquare(missesOf(fitted))}, now ${rootMeanSquare(missesOf(now))}). ` +
          `Every character of that ${owner} moves with it.`,
  };
}

/** The fit's table's columns: a row per target, then what the fit proposes. */
export const NETHACK_FIT_REPORT_COLUMNS = [
  'xl',
  'target',
  'now',
  'miss_now',
  'proposed',
  'miss_proposed',
  ...PROPOSAL_COLUMNS,
] as const;

/**
 * The fit as the card's table and `wellspring report nethack34/fit`'s CSV: a row per target, each
 * saying the value proposed ("Wizard HP low d", 8, 12).
 */
export function nethackFitReport(fit: NethackFit): ReportTable {
  return {
    title: `${fit.name} ${fit.from} → ${fit.to}: mean max ${fit.pool === 'hp' ? 'HP' : 'power'} at each target`,
    columns: NETHACK_FIT_REPORT_COLUMNS,
    headings: ['XL', 'Target', 'Now', 'Miss now', `With ${fit.to}`, 'Miss', ...PROPOSAL_HEADINGS],
    rows: fit.rows.map((row) => [
      row.level,
      row.target,
      row.now,
      rounded(row.now - row.target),
      row.fitted,
      rounded(row.fitted - row.target),
      ...proposalCells(fit),
    ]),
  };
}
