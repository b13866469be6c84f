/**
 * The DCSS build a `dcss/*` report is computed for, from --mhp and the regeneration flags, on top
 * of the seed's plain build (no bonuses, 10-aut actions). Every range is checked by the engine's
 * own `validateDcssBuild` / `validateDcssSimulation`, and its message is reported against the flag
 * that set the field: "--mutation 4: the regeneration mutation runs from 0 to 3".
 */
import type { DcssBuild, DcssData, SlowHealingLevel } from '../../shared/rulesets/dcss/data';
import { DEFAULT_DCSS_BUILD } from '../../shared/rulesets/dcss/defaults';
import {
  validateDcssBuild,
  validateDcssSimulation,
  type DcssField,
} from '../../shared/rulesets/dcss/validate';
import type { DcssSimulationInput } from '../../shared/rulesets/dcss/view';
import { clause, parseWhole } from './build-flags';
import type { FlagValue, ReportFlags } from './parse-args';
import type { DcssOptionName } from './report-catalog';
import { UsageError } from './usage-error';

/** The flags the DCSS reports read. */
export type DcssFlags = Pick<ReportFlags, 'dcss'>;

export interface DcssRequest {
  readonly build: DcssBuild;
  readonly simulation: DcssSimulationInput;
}

/** Without --turns, the simulation plays this many turns (from --start-hp, default 1). */
export const DEFAULT_DCSS_TURNS = 100;
export const DEFAULT_DCSS_START_HP = 1;

/** Which flag sets which field, so an engine message lands on the flag the user typed. */
const FIELD_FLAGS: readonly (readonly [DcssField, DcssOptionName])[] = [
  ['maxHp', 'mhp'],
  ['rings', 'rings'],
  ['mutation', 'mutation'],
  ['pbdRank', 'pbd-rank'],
  ['corpses', 'corpses'],
  ['slowHealing', 'slow-healing'],
  ['actionAuts', 'action-auts'],
  ['startHp', 'start-hp'],
  ['turns', 'turns'],
];

/** "The regeneration mutation runs from 0 to 3." → "the regeneration mutation runs from 0 to 3". */
function afterFlag(message: string): string {
  return clause(message).replace(/^The /, 'the ');
}

/**
 * The build and simulation the flags describe: --mhp (required), --rings, --mutation, --pbd-rank,
 * --corpses, --slow-healing, --action-auts (whole numbers), the switches --troll-leather,
 * --moon-troll-leather, --spell, --trogs-hand, --monster-in-sight, --troll, --walking, and the
 * simulation's --start-hp (default 1) and --turns (default 100).
 *
 * @param reportName for the line that asks for a missing --mhp.
 * @throws UsageError naming the flag at fault: the engine's own range message, or --corpses
 *   without Powered by Death.
 */
export function resolveDcssFlags(
  data: DcssData,
  flags: DcssFlags,
  reportName: string,
): DcssRequest {
  const given = flags.dcss;
  const mhp = given.mhp;
  if (mhp === undefined) {
    throw new UsageError(`--mhp: ${reportName} needs the max HP, e.g. --mhp 90`);
  }
  const whole = (flag: FlagValue | undefined, fallback: number) =>
    flag === undefined ? fallback : parseWhole(flag.value);
  const on = (name: DcssOptionName) => given[name] !== undefined;
  const build: DcssBuild = {
    ...DEFAULT_DCSS_BUILD,
    id: 'cli',
    name: 'Command line',
    maxHp: parseWhole(mhp.value),
    isTroll: on('troll'),
    rings: whole(given.rings, 0),
    trollLeather: on('troll-leather') || on('moon-troll-leather'),
    moonTrollLeather: on('moon-troll-leather'),
    mutation: whole(given.mutation, 0),
    spell: on('spell'),
    trogsHand: on('trogs-hand'),
    pbdRank: whole(given['pbd-rank'], 0),
    corpses: whole(given.corpses, 0),
    // validateDcssBuild refuses anything but 0..3 before the engine reads it.
    slowHealing: whole(given['slow-healing'], 0) as SlowHealingLevel,
    monsterInSight: on('monster-in-sight'),
    actionAuts: whole(given['action-auts'], DEFAULT_DCSS_BUILD.actionAuts),
    walking: on('walking'),
  };
  const simulation: DcssSimulationInput = {
    startHp: whole(given['start-hp'], DEFAULT_DCSS_START_HP),
    turns: whole(given.turns, DEFAULT_DCSS_TURNS),
  };
  const buildIssues = validateDcssBuild(data, build);
  const issues = [
    ...buildIssues,
    ...(buildIssues.some(({ field }) => field === 'maxHp')
      ? []
      : validateDcssSimulation(build, simulation)),
  ];
  for (const [field, name] of FIELD_FLAGS) {
    const issue = issues.find((candidate) => candidate.field === field);
    const flag = given[name];
    if (issue !== undefined) {
      throw new UsageError(`${flag?.shown ?? `--${name}`}: ${afterFlag(issue.message)}`);
    }
  }
  const [other] = issues;
  if (other !== undefined) throw new UsageError(`${mhp.shown}: ${afterFlag(other.message)}`);
  if (given.corpses !== undefined && build.corpses > 0 && build.pbdRank === 0) {
    throw new UsageError(
      `${given.corpses.shown}: corpses count only for Powered by Death; give --pbd-rank 1 to 3 too`,
    );
  }
  return { build, simulation };
}
