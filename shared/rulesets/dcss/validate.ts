import { formatNumber } from '../../engine/explain';
import type { DcssBuild, DcssData } from './data';
import type { DcssSimulationInput } from './view';
import {
  DCSS_MAX_ACTION_AUTS,
  DCSS_MAX_CORPSES,
  DCSS_MAX_HP_LIMIT,
  DCSS_MAX_MUTATION,
  DCSS_MAX_PBD_RANK,
  DCSS_MAX_RINGS,
  DCSS_MAX_SIMULATION_TURNS,
} from './limits';

/** A field of a DCSS build (or of the simulation input), named as a JSON path for the UI. */
export type DcssField =
  | 'maxHp'
  | 'rings'
  | 'mutation'
  | 'pbdRank'
  | 'corpses'
  | 'slowHealing'
  | 'actionAuts'
  | 'maxHpByLevel'
  | `maxHpByLevel.${number}`
  | 'startHp'
  | 'turns';

export interface DcssIssue {
  readonly field: DcssField;
  readonly message: string;
}

function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Every reason the engine could not compute this build; empty when it is sound. Ranges: max HP
 * 1..9999, rings 0..8 (Octopodes), mutation 0..3, Powered by Death rank 0..3, corpses 0..99,
 * Slow Healing 0..3, action 1..100 auts, and one max HP (1..9999) per XL up to `data.maxLevel`.
 */
export function validateDcssBuild(data: DcssData, build: DcssBuild): DcssIssue[] {
  const issues: DcssIssue[] = [];
  const check = (field: DcssField, value: number, max: number, message: string, min = 0) => {
    if (!isWholeIn(value, min, max)) issues.push({ field, message });
  };
  check(
    'maxHp',
    build.maxHp,
    DCSS_MAX_HP_LIMIT,
    `The max HP must be a whole number from 1 to ${DCSS_MAX_HP_LIMIT}.`,
    1,
  );
  check(
    'rings',
    build.rings,
    DCSS_MAX_RINGS,
    `The rings of regeneration must be a whole number from 0 to ${DCSS_MAX_RINGS} ` +
      '(an Octopode wears eight).',
  );
  check(
    'mutation',
    build.mutation,
    DCSS_MAX_MUTATION,
    `The regeneration mutation runs from 0 to ${DCSS_MAX_MUTATION}.`,
  );
  check(
    'pbdRank',
    build.pbdRank,
    DCSS_MAX_PBD_RANK,
    `The Powered by Death rank runs from 0 to ${DCSS_MAX_PBD_RANK} (0: not mutated).`,
  );
  check(
    'corpses',
    build.corpses,
    DCSS_MAX_CORPSES,
    `The corpses in reach must be a whole number from 0 to ${DCSS_MAX_CORPSES}.`,
  );
  check('slowHealing', build.slowHealing, 3, 'The Slow Healing mutation runs from 0 to 3.');
  check(
    'actionAuts',
    build.actionAuts,
    DCSS_MAX_ACTION_AUTS,
    `The action must take a whole number of auts from 1 to ${DCSS_MAX_ACTION_AUTS}.`,
    1,
  );
  const curve = build.maxHpByLevel;
  if (curve.length !== data.maxLevel) {
    issues.push({
      field: 'maxHpByLevel',
      message: `The max HP curve needs one value per XL, 1 to ${data.maxLevel}, not ${curve.length}.`,
    });
  }
  curve.forEach((mhp, index) => {
    check(
      `maxHpByLevel.${index}`,
      mhp,
      DCSS_MAX_HP_LIMIT,
      `The max HP at XL ${index + 1} must be a whole number from 1 to ${DCSS_MAX_HP_LIMIT}.`,
      1,
    );
  });
  return issues;
}

/** What is wrong with a simulation's start HP (1..max HP) and length (0..10,000 turns). */
export function validateDcssSimulation(
  build: DcssBuild,
  simulation: DcssSimulationInput,
): DcssIssue[] {
  const issues: DcssIssue[] = [];
  if (!isWholeIn(simulation.startHp, 1, Math.max(1, build.maxHp))) {
    issues.push({
      field: 'startHp',
      message: `The start HP must be a whole number from 1 to the max HP (${build.maxHp}).`,
    });
  }
  if (!isWholeIn(simulation.turns, 0, DCSS_MAX_SIMULATION_TURNS)) {
    issues.push({
      field: 'turns',
      message: `The simulation runs a whole number of turns from 0 to ${DCSS_MAX_SIMULATION_TURNS}.`,
    });
  }
  return issues;
}

/**
 * What is wrong with the editable rules: every number must be a whole number, at least 0, and the
 * divisors, the points per HP and the auts per turn at least 1 (they divide).
 */
export function validateDcssData(data: DcssData): string[] {
  const { rules } = data;
  const numbers: [string, number, number][] = [
    ['The base rate knee', rules.base.knee, 0],
    ['The base rate divisor below the knee', rules.base.lowDivisor, 1],
    ['The base rate divisor from the knee', rules.base.highDivisor, 1],
    ['The base rate addition from the knee', rules.base.highAdd, 0],
    ...Object.entries(rules.bonuses).map(([name, value]): [string, number, number] => [
      `The bonus "${name}"`,
      value,
      0,
    ]),
    ['The Powered by Death dice', rules.poweredByDeath.dice, 0],
    ['The Powered by Death die sides', rules.poweredByDeath.sides, 1],
    ['The Powered by Death turns per rank', rules.poweredByDeath.perRank, 0],
    ['The points per HP', rules.pointsPerHp, 1],
    ['The auts per turn', rules.autsPerTurn, 1],
    ['The last XL', data.maxLevel, 1],
  ];
  return numbers
    .filter(([, value, min]) => !(Number.isInteger(value) && value >= min))
    .map(
      ([name, value, min]) =>
        `${name} must be a whole number from ${min} up, not ${formatNumber(value)}.`,
    );
}

/**
 * Throws the first problem with the data or the build, so no engine function ever returns NaN.
 * @throws RangeError with the validator's message.
 */
export function assertDcssInput(data: DcssData, build: DcssBuild): void {
  const [problem] = validateDcssData(data);
  if (problem !== undefined) throw new RangeError(problem);
  const [issue] = validateDcssBuild(data, build);
  if (issue !== undefined) throw new RangeError(issue.message);
}
