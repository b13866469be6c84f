import { quoted } from '../../project/problems';
import { STAT_IDS, STAT_NAMES, type WillpowerBuild, type WillpowerData } from './data';
import { statScoreRange } from './stat-modifiers';
import { SKILL_VALUE_MAX } from './limits';

/** A field of a build, named as a JSON path so the UI can place the message on that field. */
export type BuildField =
  | 'name'
  | 'raceId'
  | 'classId'
  | 'level'
  | `stats.${keyof WillpowerBuild['stats']}`
  | `itemIds.${number}`
  | `talents.${number}`
  | `skills.${number}`
  | 'horoscopeId';

export interface BuildIssue {
  readonly field: BuildField;
  readonly message: string;
}

/** Long enough for "Tathren, level 12 elf wizard (Int-heavy)", short enough for a legend. */
export const BUILD_NAME_MAX_LENGTH = 60;

function isWholeNumberIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Every reason the engine could not compute this build; empty when the build is sound. */
export function validateBuild(data: WillpowerData, build: WillpowerBuild): BuildIssue[] {
  const issues: BuildIssue[] = [];
  const name = build.name.trim();
  if (name === '' || name.length > BUILD_NAME_MAX_LENGTH) {
    issues.push({
      field: 'name',
      message: `A build needs a name of 1 to ${BUILD_NAME_MAX_LENGTH} characters.`,
    });
  }
  if (!data.races.some((race) => race.id === build.raceId)) {
    issues.push({ field: 'raceId', message: `There is no race ${quoted(build.raceId)}.` });
  }
  if (!data.classes.some((cls) => cls.id === build.classId)) {
    issues.push({ field: 'classId', message: `There is no class ${quoted(build.classId)}.` });
  }
  const maxLevel = data.rules.maxLevel;
  if (!isWholeNumberIn(build.level, 1, maxLevel)) {
    issues.push({ field: 'level', message: `Level must be a whole number from 1 to ${maxLevel}.` });
  }
  const { min, max } = statScoreRange(data.statModifiers);
  for (const stat of STAT_IDS) {
    if (!isWholeNumberIn(build.stats[stat], min, max)) {
      issues.push({
        field: `stats.${stat}`,
        message: `${STAT_NAMES[stat].name} must be a whole number from ${min} to ${max}.`,
      });
    }
  }
  issues.push(...validateChoices(data, build));
  return issues;
}

/** Items, talents, skills and sign: every id must exist, every level and value be in range. */
function validateChoices(data: WillpowerData, build: WillpowerBuild): BuildIssue[] {
  const issues: BuildIssue[] = [];
  build.itemIds.forEach((id, index) => {
    if (!data.items.some((item) => item.id === id)) {
      issues.push({ field: `itemIds.${index}`, message: `There is no item ${quoted(id)}.` });
    }
  });
  const maxLevel = data.rules.maxLevel;
  build.talents.forEach(({ talentId, takenAtLevel }, index) => {
    const talent = data.talents.find((candidate) => candidate.id === talentId);
    if (talent === undefined) {
      issues.push({
        field: `talents.${index}`,
        message: `There is no talent ${quoted(talentId)}.`,
      });
    } else if (!isWholeNumberIn(takenAtLevel, 1, maxLevel)) {
      issues.push({
        field: `talents.${index}`,
        message: `${talent.name} must be taken at a level from 1 to ${maxLevel}.`,
      });
    }
  });
  build.skills.forEach(({ skillId, value }, index) => {
    const skill = data.skills.find((candidate) => candidate.id === skillId);
    if (skill === undefined) {
      issues.push({ field: `skills.${index}`, message: `There is no skill ${quoted(skillId)}.` });
    } else if (!isWholeNumberIn(value, 0, SKILL_VALUE_MAX)) {
      issues.push({
        field: `skills.${index}`,
        message: `${skill.name} must be a whole number from 0 to ${SKILL_VALUE_MAX}.`,
      });
    }
  });
  if (build.horoscopeId !== null && !data.horoscope.some((sign) => sign.id === build.horoscopeId)) {
    issues.push({
      field: 'horoscopeId',
      message: `There is no sign ${quoted(build.horoscopeId)}.`,
    });
  }
  return issues;
}
