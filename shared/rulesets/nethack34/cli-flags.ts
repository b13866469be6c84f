/**
 * The NetHack 3.4 build a `nethack34/*` report is computed for: a project's build (--build) or a
 * plain character (--role, required then), with --role, --race and --stat on top. Roles and races
 * are matched by name or id in any case ("Wiz", "wizard"); the role/race pair is checked by the
 * engine's `validatePair`, whose message is reported against the flag at fault.
 */
import { clause, parseWhole, splitPair, type FlagValue, type GivenFlags } from '../../cli/flags';
import { findNamed, listNames, type Named } from '../../cli/names';
import { UsageError } from '../../cli/usage-error';
import type { NethackOptionName } from './cli-reports';
import type { Nethack34Build, Nethack34Data, NethackCharacter, RaceId } from './data';
import { ENCUMBRANCES, type RegenOptions } from './schema';
import { validateBuild, validatePair } from './validate';

export interface NethackRequest {
  readonly build: NethackCharacter;
  /** Intelligence: only power regeneration reads it. */
  readonly int: number;
  /** The project's build the flags started from (--build), if any. */
  readonly base: Nethack34Build | undefined;
}

/** The stat a NetHack report starts from when --stat does not name it. */
export const DEFAULT_NETHACK_STAT = 10;
/** Without --race: every role may be Human. */
export const DEFAULT_NETHACK_RACE: RaceId = 'Hum';

type NethackStat = 'con' | 'wis' | 'int';

const STATS: readonly {
  readonly stat: NethackStat;
  readonly short: string;
  readonly long: string;
}[] = [
  { stat: 'con', short: 'Con', long: 'Constitution' },
  { stat: 'wis', short: 'Wis', long: 'Wisdom' },
  { stat: 'int', short: 'Int', long: 'Intelligence' },
];

const STAT_ROWS: readonly (Named & { readonly stat: NethackStat; readonly short: string })[] =
  STATS.flatMap(({ stat, short, long }) => [
    { id: short, name: short, stat, short },
    { id: short, name: long, stat, short },
  ]);

/** "Wizard (Wiz), Valkyrie (Val)": names and ids, so either can be typed. */
export function listWithIds(rows: readonly Named[]): string {
  return rows.map((row) => `${row.name} (${row.id})`).join(', ');
}

function pick<T extends Named>(rows: readonly T[], flag: FlagValue, kind: string): T {
  const row = findNamed(rows, flag.value);
  if (row === undefined) {
    throw new UsageError(`${flag.shown}: unknown ${kind}; choose one of ${listWithIds(rows)}`);
  }
  return row;
}

function readStats(
  data: Nethack34Data,
  flags: readonly FlagValue[],
  base: Record<NethackStat, number>,
): Record<NethackStat, number> {
  const stats = { ...base };
  const lowest = data.conBonus[0]?.minCon ?? 3;
  const seen = new Set<NethackStat>();
  for (const flag of flags) {
    const { name, value } = splitPair(flag, 'STAT=SCORE, e.g. --stat Con=18');
    const row = findNamed(STAT_ROWS, name);
    if (row === undefined) {
      const choices = STATS.map(({ short }) => short).join(', ');
      throw new UsageError(`${flag.shown}: unknown stat; choose one of ${choices}`);
    }
    if (seen.has(row.stat)) {
      throw new UsageError(`${flag.shown}: ${row.short} is given more than once`);
    }
    seen.add(row.stat);
    const score = parseWhole(value);
    if (!(score >= lowest && score <= data.maxStat)) {
      throw new UsageError(
        `${flag.shown}: ${row.short} must be a whole number from ${lowest} to ${data.maxStat}`,
      );
    }
    stats[row.stat] = score;
  }
  return stats;
}

/** The project's build --build names (by name or id), or undefined without --build. */
function baseBuild(
  builds: readonly Nethack34Build[],
  flag: FlagValue | undefined,
): Nethack34Build | undefined {
  if (flag === undefined) return undefined;
  const found = findNamed(builds, flag.value);
  if (found === undefined) {
    throw new UsageError(
      `${flag.shown}: no such NetHack build; choose one of ${listNames(builds)}`,
    );
  }
  return found;
}

/** Each condition switch, and the field of the build's conditions it turns on. */
const SWITCHES = [
  ['regeneration', 'regeneration'],
  ['eye', 'eyeOfAethiopica'],
  ['moving', 'moving'],
  ['polymorphed', 'polymorphed'],
  ['sea-monster', 'seaMonsterOutOfWater'],
  ['praying', 'praying'],
] as const satisfies readonly (readonly [NethackOptionName, keyof RegenOptions])[];

/**
 * The regeneration card's conditions: the build's (none for a plain character), with the flags
 * on top (a switch turns a condition on; one the build has stays on). A sea monster must be
 * polymorphed, as the card's box is only open then.
 */
function readRegen(flags: GivenFlags<NethackOptionName>, base: RegenOptions): RegenOptions {
  const switched = SWITCHES.filter(([name]) => flags.has(name)).map(([, field]) => [field, true]);
  const regen: RegenOptions = {
    ...base,
    ...Object.fromEntries(switched),
    ...(flags.has('load')
      ? { encumbrance: flags.choice('load', ENCUMBRANCES, base.encumbrance ?? 'unencumbered') }
      : {}),
  };
  const sea = flags.one('sea-monster');
  if (sea !== undefined && regen.polymorphed !== true) {
    throw new UsageError(
      `${sea.shown}: only a polymorphed form can be a sea monster; give --polymorphed too`,
    );
  }
  return regen;
}

/**
 * The character the flags describe. From a project build (--build NAME): its role, race, stats
 * regeneration conditions and stat changes. Otherwise a plain character: --role (required), Human,
 * Con, Wis and Int 10, no conditions. Then --role, --race and --stat (3 to the data's maximum stat,
 * 25 in 3.4.3) on top.
 *
 * @param builds the project's NetHack builds (the built-in project's without --project).
 * @param reportName for the line that asks for a missing --role.
 * @throws UsageError naming the flag at fault and the choices, or the engine's own message for a
 *   role/race pair the game does not allow ("--race Dwarf: A Wizard must be Human, …, not Dwarf").
 */
export function resolveNethackFlags(
  data: Nethack34Data,
  builds: readonly Nethack34Build[],
  flags: GivenFlags<NethackOptionName>,
  reportName: string,
): NethackRequest {
  const buildFlag = flags.one('build');
  const roleFlag = flags.one('role');
  const raceFlag = flags.one('race');
  const base = baseBuild(builds, buildFlag);
  if (base === undefined && roleFlag === undefined) {
    throw new UsageError(
      `--role: ${reportName} needs a role (or --build NAME), e.g. --role Wiz; choose one of ` +
        listWithIds(data.roles),
    );
  }
  const roleId = roleFlag === undefined ? base?.roleId : pick(data.roles, roleFlag, 'role').id;
  const raceId =
    raceFlag === undefined
      ? (base?.raceId ?? DEFAULT_NETHACK_RACE)
      : pick(data.races, raceFlag, 'race').id;
  if (roleId === undefined) throw new UsageError(`--role: ${reportName} needs a role`);
  const pair = validatePair(data, roleId, raceId);
  const blamed = raceFlag ?? roleFlag ?? buildFlag;
  if (pair !== null) {
    throw new UsageError(`${blamed?.shown ?? '--role'}: ${clause(pair)}`);
  }
  const plain = { con: DEFAULT_NETHACK_STAT, wis: DEFAULT_NETHACK_STAT, int: DEFAULT_NETHACK_STAT };
  const { con, wis, int } = readStats(data, flags.all('stat'), base ?? plain);
  const build: NethackCharacter = {
    roleId,
    raceId,
    con,
    wis,
    int,
    regen: readRegen(flags, base?.regen ?? {}),
    ...(base?.statChanges === undefined ? {} : { statChanges: base.statChanges }),
  };
  const [problem] = validateBuild(data, build);
  if (problem !== undefined)
    throw new UsageError(`${blamed?.shown ?? '--role'}: ${clause(problem)}`);
  return { build, int, base };
}

/** `--level XL` (default 1): where `nethack34/sensitivity` and `nethack34/goal` read the figure. */
export function readXl(flags: GivenFlags<NethackOptionName>, maxLevel: number): number {
  const level = flags.whole('level', 1);
  if (level < 1 || level > maxLevel) {
    const shown = flags.one('level')?.shown ?? '--level';
    throw new UsageError(`${shown}: XL must be a whole number from 1 to ${maxLevel}`);
  }
  return level;
}
