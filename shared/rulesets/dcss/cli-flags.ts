/**
 * The DCSS build a `dcss/*` report is computed for, from --mhp and the regeneration flags, on top
 * of the seed's plain build (no bonuses, 10-aut actions). Every range is checked by the engine's
 * own `validateDcssBuild` / `validateDcssSimulation`, and its message is reported against the flag
 * that set the field: "--mutation 4: the regeneration mutation runs from 0 to 3".
 */
import { afterFlag, parseWhole, type FlagValue, type GivenFlags } from '../../cli/flags';
import { findNamed, listNames } from '../../cli/names';
import { UsageError } from '../../cli/usage-error';
import type { DcssOptionName } from './cli-reports';
import type { DcssBuild, DcssData, SlowHealingLevel } from './data';
import { DEFAULT_DCSS_BUILD, DEFAULT_DCSS_SIMULATION } from './defaults';
import { validateDcssBuild, validateDcssSimulation, type DcssField } from './validate';
import type { DcssSimulationInput } from './view';

export interface DcssRequest {
  readonly build: DcssBuild;
  readonly simulation: DcssSimulationInput;
}

/** The project's build --build names (by name or id), or undefined without --build. */
export function baseBuild(
  builds: readonly DcssBuild[],
  flag: FlagValue | undefined,
): DcssBuild | undefined {
  if (flag === undefined) return undefined;
  const found = findNamed(builds, flag.value);
  if (found === undefined) {
    throw new UsageError(`${flag.shown}: no such DCSS build; choose one of ${listNames(builds)}`);
  }
  return found;
}

/**
 * --mhp, or --build to take it from: what a report of one build at its max HP reads first.
 *
 * @throws UsageError naming the report ("--mhp: dcss/goal needs the max HP …")
 */
function requireDcssMaxHp(flags: GivenFlags<DcssOptionName>, reportName: string): void {
  if (!flags.has('mhp') && !flags.has('build')) {
    throw new UsageError(`--mhp: ${reportName} needs the max HP (or --build NAME), e.g. --mhp 90`);
  }
}

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

/**
 * The build and simulation the flags describe. The build starts from a project's build (--build
 * NAME) or the seed's plain one (--mhp required then); on top, --mhp, --rings, --mutation,
 * --pbd-rank, --corpses, --slow-healing, --action-auts (whole numbers) and the switches
 * --troll-leather, --moon-troll-leather, --spell, --trogs-hand, --monster-in-sight, --troll,
 * --walking (a switch turns a bonus on; one the build has stays on). The simulation starts from
 * --start-hp and plays --turns turns, by default as the DCSS screen does (1 HP, 30 turns).
 *
 * @param builds the project's DCSS builds (the built-in project's without --project).
 * @param reportName for the line that asks for a missing --mhp.
 * @throws UsageError naming the flag at fault: the engine's own range message, or --corpses
 *   without Powered by Death.
 */
export function resolveDcssFlags(
  data: DcssData,
  builds: readonly DcssBuild[],
  flags: GivenFlags<DcssOptionName>,
  reportName: string,
  /** The build without --build (a report that reads the max HP curve, not --mhp). */
  fallback?: DcssBuild,
): DcssRequest {
  const given = (name: DcssOptionName) => flags.one(name);
  const mhp = given('mhp');
  if (fallback === undefined) requireDcssMaxHp(flags, reportName);
  const base = baseBuild(builds, given('build')) ?? fallback;
  const whole = (flag: FlagValue | undefined, fallback: number) =>
    flag === undefined ? fallback : parseWhole(flag.value);
  const start = base ?? { ...DEFAULT_DCSS_BUILD, id: 'cli', name: 'Command line' };
  const on = (name: DcssOptionName, kept: boolean) => kept || flags.has(name);
  const build: DcssBuild = {
    ...start,
    maxHp: whole(mhp, start.maxHp),
    isTroll: on('troll', start.isTroll),
    rings: whole(given('rings'), start.rings),
    trollLeather:
      on('troll-leather', start.trollLeather) || on('moon-troll-leather', start.moonTrollLeather),
    moonTrollLeather: on('moon-troll-leather', start.moonTrollLeather),
    mutation: whole(given('mutation'), start.mutation),
    spell: on('spell', start.spell),
    trogsHand: on('trogs-hand', start.trogsHand),
    pbdRank: whole(given('pbd-rank'), start.pbdRank),
    corpses: whole(given('corpses'), start.corpses),
    // validateDcssBuild refuses anything but 0..3 before the engine reads it.
    slowHealing: whole(given('slow-healing'), start.slowHealing) as SlowHealingLevel,
    monsterInSight: on('monster-in-sight', start.monsterInSight),
    actionAuts: whole(given('action-auts'), start.actionAuts),
    walking: on('walking', start.walking),
  };
  const simulation: DcssSimulationInput = {
    startHp: whole(given('start-hp'), DEFAULT_DCSS_SIMULATION.startHp),
    turns: whole(given('turns'), DEFAULT_DCSS_SIMULATION.turns),
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
    const flag = given(name);
    if (issue !== undefined) {
      throw new UsageError(`${flag?.shown ?? `--${name}`}: ${afterFlag(issue.message)}`);
    }
  }
  const [other] = issues;
  if (other !== undefined) {
    const blamed = mhp ?? given('build');
    throw new UsageError(`${blamed?.shown ?? '--mhp'}: ${afterFlag(other.message)}`);
  }
  const corpses = given('corpses');
  if (corpses !== undefined && build.corpses > 0 && build.pbdRank === 0) {
    throw new UsageError(
      `${corpses.shown}: corpses count only for Powered by Death; give --pbd-rank 1 to 3 too`,
    );
  }
  return { build, simulation };
}
