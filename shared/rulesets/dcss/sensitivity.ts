/**
 * DCSS sensitivity: what moves a build's turns per HP or turns from 1 HP to full most, at the max
 * HP the DCSS screen explains (the build's Max HP field). Each input the regeneration rules read
 * is moved by its realistic step, one at a time, the rest as the build has it:
 *
 * - the build's Max HP by 10% either way (at least 1): a few XLs of growth;
 * - each countable source by one: rings of regeneration, the regeneration mutation's level, Slow
 *   Healing's level, Powered by Death's rank, and the corpses in reach when the build has the
 *   mutation;
 * - each worn or cast source on or off: troll leather armour, the moon troll leather armour, the
 *   Regeneration spell, Trog's Hand, a monster in sight (it matters only with Slow Healing);
 * - each number of the rules (the base rate's knee, divisors and addend, each source's bonus,
 *   points per HP) by 10% either way, at least 1.
 *
 * The source the build has whose removal moves the figure least is named on its own. The ranking
 * and the CSV are `shared/analysis/sensitivity.ts`'s; the measures, where they are read and the
 * reports' and card's words are `analyses.ts`.
 */
import type { FigureComputation } from '../../analysis/figure-analyses';
import { measureOf } from '../../analysis/figure-model';
import { seekGoal, type GoalDirection, type GoalResult } from '../../analysis/goal-seek';
import type { GridMeasure } from '../../analysis/grid';
import {
  rankedMoves,
  roundOrNever,
  type Sensitivity,
  type SensitivityCandidate,
} from '../../analysis/sensitivity';
import {
  DCSS_ANALYSES,
  DCSS_SENSITIVITY_MEASURES,
  type DcssGoalInputId,
  type DcssSensitivityMeasureId,
} from './analyses';
import type { DcssBuild, DcssData, DcssRules } from './data';
import {
  DCSS_MAX_CORPSES,
  DCSS_MAX_HP_LIMIT,
  DCSS_MAX_MUTATION,
  DCSS_MAX_PBD_RANK,
  DCSS_MAX_RINGS,
} from './limits';
import { computeRegenAt } from './regen';
import { validateDcssBuild, validateDcssData } from './validate';

export interface DcssSensitivityInput {
  readonly data: DcssData;
  readonly build: DcssBuild;
  readonly measure: DcssSensitivityMeasureId;
}

interface Moved {
  readonly rules: DcssRules;
  readonly build: DcssBuild;
}

const REALISTIC = {
  build: '10% (at least 1)',
  count: 'one',
  source: 'on or off',
  rule: '10% (at least 1)',
} as const;

/** The rule numbers moved, as the DCSS rules tables name them. */
const RULE_NUMBERS: readonly {
  readonly name: string;
  readonly read: (rules: DcssRules) => number;
  readonly write: (rules: DcssRules, to: number) => DcssRules;
  readonly min: number;
}[] = [
  ...(['knee', 'lowDivisor', 'highDivisor', 'highAdd'] as const).map((key) => ({
    name: {
      knee: 'Base rate: knee (max HP)',
      lowDivisor: 'Base rate: divisor below the knee',
      highDivisor: 'Base rate: divisor from the knee',
      highAdd: 'Base rate: added from the knee',
    }[key],
    read: (rules: DcssRules) => rules.base[key],
    write: (rules: DcssRules, to: number) => ({ ...rules, base: { ...rules.base, [key]: to } }),
    min: key === 'lowDivisor' || key === 'highDivisor' ? 1 : 0,
  })),
  ...(
    [
      ['perRing', 'Bonus per ring'],
      ['trollLeather', 'Troll leather bonus'],
      ['moonTrollExtra', 'Moon troll leather extra'],
      ['perMutationLevel', 'Bonus per mutation level'],
      ['spell', 'Regeneration spell bonus'],
      ['trogsHand', "Trog's Hand bonus"],
      ['perCorpse', 'Powered by Death per corpse'],
      ['poweredByDeathMax', 'Powered by Death at most'],
    ] as const
  ).map(([key, name]) => ({
    name,
    read: (rules: DcssRules) => rules.bonuses[key],
    write: (rules: DcssRules, to: number) => ({
      ...rules,
      bonuses: { ...rules.bonuses, [key]: to },
    }),
    min: 0,
  })),
  {
    name: 'Points per HP',
    read: (rules) => rules.pointsPerHp,
    write: (rules, to) => ({ ...rules, pointsPerHp: to }),
    min: 1,
  },
];

/**
 * The figure, exact (null: never): turns per HP, or turns to full. The sensitivity and the goal
 * round it to the measure's decimals (turns per HP to a hundredth, turns to full to a tenth).
 */
export function dcssFigure(
  rules: DcssRules,
  build: DcssBuild,
  measure: DcssSensitivityMeasureId,
): number | null {
  const regen = computeRegenAt(rules, build, build.maxHp);
  return measure === 'turns-per-hp' ? regen.turnsPerHp : regen.turnsToFull;
}

/** A step of 10% of `value`, rounded, at least 1. */
const tenPercent = (value: number) => Math.max(1, Math.round(value / 10));

function candidates(rules: DcssRules, build: DcssBuild): SensitivityCandidate<Moved>[] {
  const list: SensitivityCandidate<Moved>[] = [];
  const moves = (
    from: number,
    step: number,
    low: number,
    high: number,
    move: (to: number) => Moved,
  ): Pick<SensitivityCandidate<Moved>, 'down' | 'up'> => {
    const at = (to: number) =>
      to < low || to > high ? null : { step: `${from} → ${to}`, moved: move(to) };
    return { down: at(from - step), up: at(from + step) };
  };
  list.push({
    id: 'build:max-hp',
    kind: 'build',
    name: 'Max HP',
    realistic: REALISTIC.build,
    ...moves(build.maxHp, tenPercent(build.maxHp), 1, DCSS_MAX_HP_LIMIT, (to) => ({
      rules,
      build: { ...build, maxHp: to },
    })),
  });
  const counts = [
    ['rings', 'Rings of regeneration', DCSS_MAX_RINGS],
    ['mutation', 'Regeneration mutation level', DCSS_MAX_MUTATION],
    ['slowHealing', 'Slow Healing level', 3],
    ['pbdRank', 'Powered by Death rank', DCSS_MAX_PBD_RANK],
    ...(build.pbdRank > 0 ? [['corpses', 'Corpses in reach', DCSS_MAX_CORPSES] as const] : []),
  ] as const;
  for (const [key, name, max] of counts) {
    list.push({
      id: `count:${key}`,
      kind: 'count',
      name,
      realistic: REALISTIC.count,
      ...moves(build[key], 1, 0, max, (to) => ({ rules, build: { ...build, [key]: to } })),
    });
  }
  const switches = [
    ['trollLeather', 'Troll leather armour'],
    ['moonTrollLeather', 'Moon troll leather armour'],
    ['spell', 'Regeneration spell'],
    ['trogsHand', "Trog's Hand"],
    ['monsterInSight', 'A monster in sight'],
  ] as const;
  for (const [key, name] of switches) {
    const on = build[key];
    const moved = { step: on ? 'off' : 'on', moved: { rules, build: { ...build, [key]: !on } } };
    list.push({
      id: `source:${key}`,
      kind: 'source',
      name,
      realistic: REALISTIC.source,
      down: on ? moved : null,
      up: on ? null : moved,
    });
  }
  RULE_NUMBERS.forEach((rule, index) => {
    const value = rule.read(rules);
    list.push({
      id: `rule:${index}`,
      kind: 'rule',
      name: rule.name,
      realistic: REALISTIC.rule,
      ...moves(value, tenPercent(value), rule.min, 99_999, (to) => ({
        rules: rule.write(rules, to),
        build,
      })),
    });
  });
  return list;
}

/**
 * The measure asked for, the data and the build checked as the engine checks them.
 *
 * @throws RangeError for data or a build the engine refuses, or an unknown measure.
 */
function checked({
  data,
  build,
  measure,
}: DcssSensitivityInput): GridMeasure<DcssSensitivityMeasureId> {
  const [dataProblem] = validateDcssData(data);
  if (dataProblem !== undefined) throw new RangeError(dataProblem);
  const [issue] = validateDcssBuild(data, build);
  if (issue !== undefined) throw new RangeError(`${build.name}: ${issue.message}`);
  return measureOf(DCSS_SENSITIVITY_MEASURES, measure);
}

/**
 * What moves the build's figure most at its own max HP.
 *
 * @throws RangeError for an unknown measure, or data or a build the engine refuses.
 */
export function computeDcssSensitivity(input: DcssSensitivityInput): Sensitivity {
  const measure = checked(input);
  const { data, build, measure: measureId } = input;
  const base = dcssFigure(data.rules, build, measureId);
  const rows = rankedMoves(
    candidates(data.rules, build),
    base,
    (moved) => dcssFigure(moved.rules, moved.build, measureId),
    measure.decimals,
  );
  // The sources the build has, taken off (a ring, a level of the mutation, troll leather…).
  const owned = rows.filter(
    (row) =>
      row.down !== null &&
      ((row.kind === 'source' && row.id !== 'source:monsterInSight') ||
        row.id === 'count:rings' ||
        row.id === 'count:mutation' ||
        row.id === 'count:pbdRank'),
  );
  const least = owned
    .map((row) => ({
      name: row.kind === 'count' ? `${row.name} (${row.down?.step ?? ''})` : row.name,
      change: row.down?.change ?? null,
    }))
    .sort((a, b) => Math.abs(a.change ?? Infinity) - Math.abs(b.change ?? Infinity))[0];
  const name = measure.name.charAt(0).toLowerCase() + measure.name.slice(1);
  const at = DCSS_ANALYSES.where.at(build, build.maxHp);
  return {
    title: `${build.name}: what moves ${name} at ${at}`,
    measure,
    level: build.maxHp,
    at,
    base: roundOrNever(base, measure.decimals),
    rows,
    least: least ?? null,
    basis:
      'Each input moved by its realistic step, one at a time, the rest as the build has it; ' +
      `at the build's max HP, ${build.maxHp}` +
      (build.pbdRank > 0 ? ', Powered by Death counted as lasting throughout' : '') +
      '.',
  };
}

export interface DcssGoalInput extends DcssSensitivityInput {
  readonly goal: GoalDirection;
  readonly target: number;
}

export type DcssGoalResult = GoalResult<DcssGoalInputId, DcssSensitivityMeasureId>;

/**
 * The nearest ring count, regeneration mutation level and max HP that bring the build's figure to
 * the goal ("how many rings for at most 2 turns per HP?").
 *
 * @throws RangeError as `computeDcssSensitivity`, or for a goal that is not a number.
 */
export function seekDcssGoal(input: DcssGoalInput): DcssGoalResult {
  const measure = checked(input);
  const { data, build } = input;
  const score = (id: DcssGoalInputId, name: string, min: number, max: number) => ({
    id,
    name,
    from: build[id],
    min,
    max,
    figure: (to: number) => dcssFigure(data.rules, { ...build, [id]: to }, input.measure),
  });
  return seekGoal({
    who: build.name,
    measure,
    at: DCSS_ANALYSES.where.at(build, build.maxHp),
    goal: input.goal,
    target: input.target,
    base: dcssFigure(data.rules, build, input.measure),
    inputs: [
      score('rings', 'Rings of regeneration', 0, DCSS_MAX_RINGS),
      score('mutation', 'Regeneration mutation level', 0, DCSS_MAX_MUTATION),
      score('maxHp', 'Max HP', 1, DCSS_MAX_HP_LIMIT),
    ],
  });
}

/**
 * DCSS's answers to the figure questions (`analyses.ts`): its own, not a plain model's, since the
 * sensitivity names the source the build could most easily do without and says how its basis was
 * read (Powered by Death as lasting). Both read the figure at the build's own max HP (the
 * question's level is that number).
 */
export const DCSS_FIGURES: FigureComputation<
  DcssData,
  DcssBuild,
  DcssSensitivityMeasureId,
  DcssGoalInputId
> = {
  sensitivity: computeDcssSensitivity,
  goal: seekDcssGoal,
};
