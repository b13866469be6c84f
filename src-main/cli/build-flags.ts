/**
 * The build a report is computed for: a base build (the project's, or the seed's Tathren) with the
 * command line's --race, --class, --level, --stat, --item, --talent and --skill on top. Names are
 * matched by `findNamed`; every range is checked by the engine's own `validateBuild`, and its
 * message is reported against the flag that set the field.
 */
import {
  STAT_IDS,
  STAT_NAMES,
  type BuildSkill,
  type StatId,
  type TakenTalent,
  type WillpowerBuild,
  type WillpowerData,
} from '../../shared/rulesets/willpower/data';
import { validateBuild } from '../../shared/rulesets/willpower/validate-build';
import { findNamed, listNames, type Named } from './names';
import type { FlagValue, ReportFlags } from './parse-args';
import { UsageError } from './usage-error';

/** The build flags only (the rest of `ReportFlags` is about data and output). */
export type BuildFlags = Pick<
  ReportFlags,
  'race' | 'class' | 'level' | 'stats' | 'items' | 'talents' | 'skills'
>;

/** "12", "+12", "-3" → the number; anything else → NaN, which `validateBuild` then rejects. */
export function parseWhole(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function pick<T extends Named>(rows: readonly T[], flag: FlagValue, kind: string): T {
  const row = findNamed(rows, flag.value);
  if (row === undefined) {
    throw new UsageError(`${flag.shown}: unknown ${kind}; choose one of ${listNames(rows)}`);
  }
  return row;
}

/** `NAME=VALUE` split at the last "=". */
export function splitPair(flag: FlagValue, form: string): { name: string; value: string } {
  const at = flag.value.lastIndexOf('=');
  if (at < 0) throw new UsageError(`${flag.shown}: expected ${form}`);
  return { name: flag.value.slice(0, at), value: flag.value.slice(at + 1) };
}

const STAT_ROWS: readonly (Named & { readonly stat: StatId })[] = STAT_IDS.flatMap((stat) => [
  { id: stat, name: STAT_NAMES[stat].short, stat },
  { id: stat, name: STAT_NAMES[stat].name, stat },
]);
const STAT_CHOICES = STAT_IDS.map((stat) => ({ id: stat, name: STAT_NAMES[stat].short }));

/** Which flag set which build field, so an engine message lands on the flag the user typed. */
type FieldFlags = Map<string, string>;

function applyStats(base: WillpowerBuild, flags: readonly FlagValue[], fields: FieldFlags) {
  const stats: Record<StatId, number> = { ...base.stats };
  for (const flag of flags) {
    const { name, value } = splitPair(flag, 'STAT=SCORE, e.g. --stat Int=15');
    const row = findNamed(STAT_ROWS, name);
    if (row === undefined) {
      throw new UsageError(`${flag.shown}: unknown stat; choose one of ${listNames(STAT_CHOICES)}`);
    }
    const field = `stats.${row.stat}`;
    if (fields.has(field)) {
      throw new UsageError(`${flag.shown}: ${STAT_NAMES[row.stat].short} is given more than once`);
    }
    fields.set(field, flag.shown);
    stats[row.stat] = parseWhole(value);
  }
  return stats;
}

/** `NAME` (taken at level 1) or `NAME@LEVEL`; a talent whose own name has an "@" still matches. */
function applyTalents(data: WillpowerData, flags: readonly FlagValue[], fields: FieldFlags) {
  const talents: TakenTalent[] = [];
  for (const flag of flags) {
    let talent = findNamed(data.talents, flag.value);
    let takenAtLevel = 1;
    const at = flag.value.lastIndexOf('@');
    if (talent === undefined && at >= 0) {
      talent = pick(data.talents, { ...flag, value: flag.value.slice(0, at) }, 'talent');
      takenAtLevel = parseWhole(flag.value.slice(at + 1));
    }
    talent ??= pick(data.talents, flag, 'talent');
    const { id, name } = talent;
    if (talents.some((taken) => taken.talentId === id)) {
      throw new UsageError(
        `${flag.shown}: ${name} is given more than once; a talent is taken once`,
      );
    }
    fields.set(`talents.${talents.length}`, flag.shown);
    talents.push({ talentId: id, takenAtLevel });
  }
  return talents;
}

function applySkills(
  data: WillpowerData,
  base: WillpowerBuild,
  flags: readonly FlagValue[],
  fields: FieldFlags,
): BuildSkill[] {
  const skills = [...base.skills];
  for (const flag of flags) {
    const { name, value } = splitPair(flag, 'NAME=VALUE, e.g. --skill Concentration=100');
    const skill = pick(data.skills, { ...flag, value: name }, 'skill');
    const trained: BuildSkill = { skillId: skill.id, trained: true, value: parseWhole(value) };
    const index = skills.findIndex((state) => state.skillId === skill.id);
    const field = `skills.${index < 0 ? skills.length : index}`;
    if (fields.has(field)) {
      throw new UsageError(`${flag.shown}: ${skill.name} is given more than once`);
    }
    fields.set(field, flag.shown);
    if (index < 0) skills.push(trained);
    else skills[index] = trained;
  }
  return skills;
}

/** Drops the engine's full stop: the error line goes on with nothing after it. */
export function clause(message: string): string {
  return message.replace(/\.$/, '');
}

/**
 * `base` with the flags applied. `--item` and `--talent`, when given, replace the base build's
 * items and talents; `--stat` and `--skill` replace only the stats and skills they name.
 *
 * @param origin How an error names the base build when no flag is to blame:
 *   `--project x.json: build "Tathren"`.
 * @throws UsageError for an unknown name, a malformed pair, or the first `validateBuild` issue
 *   (issues a flag caused first), as "<flag>: <engine message>".
 */
export function applyBuildFlags(
  data: WillpowerData,
  base: WillpowerBuild,
  flags: BuildFlags,
  origin: string,
): WillpowerBuild {
  const fields: FieldFlags = new Map();
  if (flags.level !== undefined) fields.set('level', flags.level.shown);
  const build: WillpowerBuild = {
    ...base,
    raceId: flags.race ? pick(data.races, flags.race, 'race').id : base.raceId,
    classId: flags.class ? pick(data.classes, flags.class, 'class').id : base.classId,
    level: flags.level ? parseWhole(flags.level.value) : base.level,
    stats: applyStats(base, flags.stats, fields),
    itemIds:
      flags.items.length > 0
        ? flags.items.map((flag) => pick(data.items, flag, 'item').id)
        : base.itemIds,
    talents: flags.talents.length > 0 ? applyTalents(data, flags.talents, fields) : base.talents,
    skills: applySkills(data, base, flags.skills, fields),
  };
  const issues = validateBuild(data, build);
  const issue = issues.find(({ field }) => fields.has(field)) ?? issues[0];
  if (issue !== undefined) {
    throw new UsageError(`${fields.get(issue.field) ?? origin}: ${clause(issue.message)}`);
  }
  return build;
}

/** The ids of the `--status` conditions, in the order given. */
export function resolveStatuses(data: WillpowerData, flags: readonly FlagValue[]): string[] {
  return flags.map((flag) => pick(data.statuses, flag, 'status').id);
}

/** The base build: `--build NAME` (any case, or its id) among `builds`, else the first. */
export function chooseBuild(
  builds: readonly WillpowerBuild[],
  flag: FlagValue | undefined,
): WillpowerBuild {
  const first = builds[0];
  if (first === undefined) throw new UsageError('the project has no willpower builds');
  return flag === undefined ? first : pick(builds, flag, 'build');
}
