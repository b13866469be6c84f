/**
 * The build a Willpower report is computed for: a base build (the project's, or the seed's Tathren) with the
 * command line's --race, --class, --level, --stat, --item, --talent and --skill on top. Names are
 * matched by `findNamed`; every range is checked by the engine's own `validateBuild`, and its
 * message is reported against the flag that set the field.
 */
import {
  afterFlag,
  clause,
  parseWhole,
  splitPair,
  type FlagValue,
  type GivenFlags,
} from '../../cli/flags';
import { findNamed, listNames, type Named } from '../../cli/names';
import { UsageError } from '../../cli/usage-error';
import type { WillpowerOptionName } from './cli-reports';
import {
  STAT_IDS,
  STAT_NAMES,
  type BuildSkill,
  type StatId,
  type TakenTalent,
  type WillpowerBuild,
  type WillpowerData,
} from './data';
import {
  checkCreatureLevel,
  checkKillCells,
  KILL_CAUSES,
  killScenario,
  type KillScenario,
} from './mana-on-kill';
import { checkWaitMinutes, type PoolContext, type PoolEvent } from './pool-events';
import type { WillpowerSection } from './schema';
import { validateBuild } from './validate-build';

type Flags = GivenFlags<WillpowerOptionName>;

function pick<T extends Named>(rows: readonly T[], flag: FlagValue, kind: string): T {
  const row = findNamed(rows, flag.value);
  if (row === undefined) {
    throw new UsageError(`${flag.shown}: unknown ${kind}; choose one of ${listNames(rows)}`);
  }
  return row;
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
  flags: Flags,
  origin: string,
): WillpowerBuild {
  const fields: FieldFlags = new Map();
  const race = flags.one('race');
  const cls = flags.one('class');
  const level = flags.one('level');
  const items = flags.all('item');
  const talents = flags.all('talent');
  if (level !== undefined) fields.set('level', level.shown);
  const build: WillpowerBuild = {
    ...base,
    raceId: race ? pick(data.races, race, 'race').id : base.raceId,
    classId: cls ? pick(data.classes, cls, 'class').id : base.classId,
    level: level ? parseWhole(level.value) : base.level,
    stats: applyStats(base, flags.all('stat'), fields),
    itemIds:
      items.length > 0 ? items.map((flag) => pick(data.items, flag, 'item').id) : base.itemIds,
    talents: talents.length > 0 ? applyTalents(data, talents, fields) : base.talents,
    skills: applySkills(data, base, flags.all('skill'), fields),
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

/**
 * The build a report is computed for: `--build` (or the project's first) with the flags on top,
 * an error naming the project's file and build where no flag is to blame.
 */
export function resolveWillpowerBuild(
  { data, builds }: WillpowerSection,
  flags: Flags,
): WillpowerBuild {
  const base = chooseBuild(builds, flags.one('build'));
  const project = flags.one('project');
  const origin =
    project === undefined ? `build "${base.name}"` : `${project.shown}: build "${base.name}"`;
  return applyBuildFlags(data, base, flags, origin);
}

/** The id of the `--ability` named. */
export function resolveAbility(data: WillpowerData, flag: FlagValue): string {
  return pick(data.abilities, flag, 'ability').id;
}

/**
 * `CAUSE:DX,DY[:LEVEL][:hexed]` as the Add a kill form makes it, refused where the form's fields
 * refuse (the same messages).
 */
export function parseKill(flag: FlagValue): KillScenario {
  const form = 'CAUSE:DX,DY[:LEVEL][:hexed], e.g. --kill spell:3,1:12';
  const parts = flag.value.split(':');
  const hexed = parts.length > 2 && parts[parts.length - 1]?.trim().toLowerCase() === 'hexed';
  if (hexed) parts.pop();
  const [causeName, offset, levelText, ...rest] = parts;
  if (causeName === undefined || offset === undefined || rest.length > 0) {
    throw new UsageError(`${flag.shown}: expected ${form}`);
  }
  const cause = pick(KILL_CAUSES, { ...flag, value: causeName }, 'cause').id;
  const cells = offset.split(',');
  if (cells.length !== 2) throw new UsageError(`${flag.shown}: expected ${form}`);
  const [dx, dy] = cells.map(parseWhole) as [number, number];
  const creatureLevel = levelText === undefined ? 10 : parseWhole(levelText);
  // The form's own checks and messages ("From −50 to 50 cells."), named by the part at fault.
  const cellsRefusal = checkKillCells(dx) ?? checkKillCells(dy);
  const levelRefusal = checkCreatureLevel(creatureLevel);
  const [what, refusal] =
    cellsRefusal !== null ? ['across and aside', cellsRefusal] : ['creature level', levelRefusal];
  if (refusal !== null) {
    throw new UsageError(`${flag.shown}: ${what}: ${clause(refusal).replace(/^F/, 'f')}`);
  }
  return killScenario(cause, dx, dy, creatureLevel, hexed);
}

/**
 * `cast:ABILITY`, `wait:MINUTES`, `kill:LABEL`, `blood-magic` or `refill`, as the Mana now buttons
 * play them; refused where the screen offers no such button (an unknown ability or kill, Blood
 * magic not taken, minutes the Minutes field refuses).
 */
export function parsePoolEvent(
  data: WillpowerData,
  context: () => PoolContext,
  flag: FlagValue,
): PoolEvent {
  const at = flag.value.indexOf(':');
  const kind = (at < 0 ? flag.value : flag.value.slice(0, at)).trim().toLowerCase();
  const value = at < 0 ? '' : flag.value.slice(at + 1);
  switch (kind) {
    case 'cast':
      return { kind, abilityId: pick(data.abilities, { ...flag, value }, 'ability').id };
    case 'wait': {
      const minutes = parseWhole(value);
      const refusal = checkWaitMinutes(minutes);
      if (refusal !== null) throw new UsageError(`${flag.shown}: ${afterFlag(refusal)}`);
      return { kind, minutes };
    }
    case 'kill': {
      const kills = context().kills;
      const kill = kills.find((row) => row.label.toLowerCase() === value.trim().toLowerCase());
      if (kill === undefined) {
        const labels = kills.map((row) => row.label).join('; ');
        throw new UsageError(`${flag.shown}: unknown kill; choose one of ${labels}`);
      }
      return { kind, label: kill.label };
    }
    case 'blood-magic':
      if (context().bloodMagic === undefined) {
        throw new UsageError(
          `${flag.shown}: the build has not taken a talent that gives Blood magic by its level`,
        );
      }
      return { kind };
    case 'refill':
      return { kind };
    default:
      throw new UsageError(
        `${flag.shown}: unknown event; choose one of cast:ABILITY, wait:MINUTES, kill:LABEL, ` +
          'blood-magic, refill',
      );
  }
}
