/**
 * NetHack 3.4 sensitivity: what moves a character's max HP or max power at an XL most (the mean,
 * or the 5th or 95th percentile: the balance grid's measures, from the exact distributions the
 * NetHack screen draws). Each input the character reads is moved by one point either way, one at
 * a time: Con and Wis (within the data's range), each number of the role's and the race's HP and
 * power advancement records (the fixed parts and the die sizes; a die size of 0 is "no die"), the
 * Con bonus of the row the character's Con falls in, and the role's `xlev` (the XL where the high
 * numbers start). `shared/analysis/sensitivity.ts` ranks the rows and writes the CSV.
 */
import type { FigureComputation } from '../../analysis/figure-analyses';
import { seekGoal, type GoalDirection, type GoalResult } from '../../analysis/goal-seek';
import type { GridMeasure } from '../../analysis/grid';
import {
  rankedMoves,
  roundFigure,
  type Sensitivity,
  type SensitivityCandidate,
} from '../../analysis/sensitivity';
import { computeAdvancement } from './advancement';
import type { NethackGoalInputId } from './analyses';
import type { Advance, Nethack34Build, Nethack34Data, NethackCharacter } from './data';
import { NETHACK_POOL_MEASURES, nethackStatRange, type NethackPoolMeasureId } from './grid';
import { TABLE_MAX } from './schema';

export interface NethackSensitivitySpec {
  readonly measure: NethackPoolMeasureId;
  /** The XL the figure is read at. */
  readonly level: number;
}

export interface NethackSensitivityInput {
  readonly data: Nethack34Data;
  readonly build: NethackCharacter & { readonly name?: string };
  readonly spec: NethackSensitivitySpec;
}

interface Moved {
  readonly data: Nethack34Data;
  readonly build: NethackCharacter;
}

/** The advancement record's numbers, as the tables' columns name them. */
const ADVANCE_FIELDS: readonly { key: keyof Advance; name: string }[] = [
  { key: 'infix', name: 'start' },
  { key: 'inrnd', name: 'start d' },
  { key: 'lofix', name: 'low' },
  { key: 'lornd', name: 'low d' },
  { key: 'hifix', name: 'high' },
  { key: 'hirnd', name: 'high d' },
];

/**
 * The figures sensitivity and goal seek read: the grid's pool measures, the means to 3 decimals as
 * `nethack34/curves` writes them (the grid's tenth would hide a move of 0.05: 10.15 read 10.2).
 */
export const NETHACK_SENSITIVITY_MEASURES: readonly GridMeasure<NethackPoolMeasureId>[] =
  NETHACK_POOL_MEASURES.map((measure) =>
    measure.id.endsWith('-mean')
      ? {
          ...measure,
          meaning: measure.meaning.replace('to a tenth', 'to 3 decimals'),
          decimals: 3,
        }
      : measure,
  );

/**
 * The measure's figure for the character at the XL, as the NetHack screen's distributions give it:
 * exact (the mean unrounded); the sensitivity and the goal round it to the measure's decimals.
 */
export function nethackFigure(
  data: Nethack34Data,
  build: NethackCharacter,
  spec: NethackSensitivitySpec,
): number {
  const at = computeAdvancement(data, build).levels[spec.level - 1];
  if (at === undefined)
    throw new RangeError(`XL must be a whole number from 1 to ${data.maxLevel}.`);
  const [pool, part] = spec.measure.split('-') as ['hp' | 'pw', 'mean' | 'p5' | 'p95'];
  const summary = pool === 'hp' ? at.hp : at.pw;
  return part === 'mean' ? summary.mean : summary[part];
}

function candidates(data: Nethack34Data, build: NethackCharacter): SensitivityCandidate<Moved>[] {
  const list: SensitivityCandidate<Moved>[] = [];
  const { min, max } = nethackStatRange(data);
  const onePoint = (
    from: number,
    low: number,
    high: number,
    move: (to: number) => Moved,
  ): Pick<SensitivityCandidate<Moved>, 'down' | 'up'> => {
    const at = (to: number) =>
      to < low || to > high ? null : { step: `${from} → ${to}`, moved: move(to) };
    return { down: at(from - 1), up: at(from + 1) };
  };
  for (const [stat, name] of [
    ['con', 'Constitution'],
    ['wis', 'Wisdom'],
  ] as const) {
    list.push({
      id: `stat:${stat}`,
      kind: 'stat',
      name,
      realistic: 'one point',
      ...onePoint(build[stat], min, max, (to) => ({ data, build: { ...build, [stat]: to } })),
    });
  }
  const row = [...data.conBonus].reverse().find((each) => each.minCon <= build.con);
  if (row !== undefined) {
    list.push({
      id: `con-bonus:${row.minCon}`,
      kind: 'con bonus',
      name: `Con bonus from Con ${row.minCon}`,
      realistic: 'one point',
      ...onePoint(row.bonus, -99, 99, (to) => ({
        data: {
          ...data,
          conBonus: data.conBonus.map((each) => (each === row ? { ...each, bonus: to } : each)),
        },
        build,
      })),
    });
  }
  const role = data.roles.find((each) => each.id === build.roleId);
  const race = data.races.find((each) => each.id === build.raceId);
  for (const [kind, owner, table] of [
    ['role', role, 'roles'],
    ['race', race, 'races'],
  ] as const) {
    if (owner === undefined) continue;
    for (const [pool, poolName] of [
      ['hp', 'HP'],
      ['pw', 'Pw'],
    ] as const) {
      for (const field of ADVANCE_FIELDS) {
        const value = owner[pool][field.key];
        list.push({
          id: `${kind}:${pool}:${field.key}`,
          kind,
          name: `${owner.name} ${poolName} ${field.name}`,
          realistic: 'one point',
          ...onePoint(value, 0, TABLE_MAX, (to) => ({
            data: {
              ...data,
              [table]: (data[table] as readonly (typeof owner)[]).map((each) =>
                each.id === owner.id
                  ? { ...each, [pool]: { ...each[pool], [field.key]: to } }
                  : each,
              ),
            },
            build,
          })),
        });
      }
    }
  }
  if (role !== undefined) {
    list.push({
      id: 'role:xlev',
      kind: 'role',
      name: `${role.name} xlev (high numbers from)`,
      realistic: 'one level',
      ...onePoint(role.xlev, 1, 99, (to) => ({
        data: {
          ...data,
          roles: data.roles.map((each) => (each.id === role.id ? { ...each, xlev: to } : each)),
        },
        build,
      })),
    });
  }
  return list;
}

/**
 * What moves the character's figure most.
 *
 * @throws RangeError for an XL past the data's last, an unknown measure, or a character the
 *   engine refuses (a race the role does not allow, a stat out of range).
 */
export function computeNethackSensitivity({
  data,
  build,
  spec,
}: NethackSensitivityInput): Sensitivity {
  if (!Number.isInteger(spec.level) || spec.level < 1 || spec.level > data.maxLevel) {
    throw new RangeError(`XL must be a whole number from 1 to ${data.maxLevel}.`);
  }
  const measure = NETHACK_SENSITIVITY_MEASURES.find((each) => each.id === spec.measure);
  if (measure === undefined) throw new RangeError(`Unknown measure "${spec.measure}".`);
  const base = nethackFigure(data, build, spec);
  const rows = rankedMoves(
    candidates(data, build),
    base,
    (moved) => nethackFigure(moved.data, moved.build, spec),
    measure.decimals,
  );
  const role = data.roles.find((each) => each.id === build.roleId)?.name ?? build.roleId;
  const race = data.races.find((each) => each.id === build.raceId)?.name ?? build.raceId;
  const who = build.name ?? `${race} ${role}`;
  return {
    title: `${who}: what moves ${measure.name} at XL ${spec.level}`,
    measure,
    level: spec.level,
    base: roundFigure(base, measure.decimals),
    rows,
    least: null,
    basis:
      'Each input moved by one point, one at a time, the rest as the character has it; exact ' +
      'distributions (the mean to 3 decimals, each change from the exact means).',
  };
}

export interface NethackGoalInput extends NethackSensitivityInput {
  readonly goal: GoalDirection;
  readonly target: number;
}

export type NethackGoalResult = GoalResult<NethackGoalInputId, NethackPoolMeasureId>;

/**
 * The nearest Con and Wis that bring the character's figure at the XL to the goal ("what Con
 * gives a mean of 150 HP at XL 20?"), over the data's stat range.
 *
 * @throws RangeError as `computeNethackSensitivity`, or for a goal that is not a number.
 */
export function seekNethackGoal({
  data,
  build,
  spec,
  goal,
  target,
}: NethackGoalInput): NethackGoalResult {
  if (!Number.isInteger(spec.level) || spec.level < 1 || spec.level > data.maxLevel) {
    throw new RangeError(`XL must be a whole number from 1 to ${data.maxLevel}.`);
  }
  const measure = NETHACK_SENSITIVITY_MEASURES.find((each) => each.id === spec.measure);
  if (measure === undefined) throw new RangeError(`Unknown measure "${spec.measure}".`);
  const { min, max } = nethackStatRange(data);
  const who = build.name ?? 'The character';
  return seekGoal({
    who,
    measure,
    at: `XL ${spec.level}`,
    goal,
    target,
    base: nethackFigure(data, build, spec),
    inputs: (['con', 'wis'] as const).map((stat) => ({
      id: stat,
      name: stat === 'con' ? 'Con' : 'Wis',
      from: build[stat],
      min,
      max,
      figure: (score: number) => nethackFigure(data, { ...build, [stat]: score }, spec),
    })),
  });
}

/**
 * The two answers as the question every ruleset is asked (`analyses.ts`): the figure at the
 * question's XL. Not a plain model (`figureComputation`): the means are read to 3 decimals, the
 * base rounded, and the measure's name kept as it is ("HP mean") in the titles.
 */
export const NETHACK34_FIGURES: FigureComputation<
  Nethack34Data,
  Nethack34Build,
  NethackPoolMeasureId,
  NethackGoalInputId
> = {
  sensitivity: ({ data, build, measure, level }) =>
    computeNethackSensitivity({ data, build, spec: { measure, level } }),
  goal: ({ data, build, measure, level, goal, target }) =>
    seekNethackGoal({ data, build, spec: { measure, level }, goal, target }),
};
