/**
 * The checks a project needs beyond its schema: ids that must name existing rows, pairs the rules
 * forbid, ranges that depend on the data itself (a Willpower stat's range is its stat-modifier
 * table's), and ids that must be unique. Each problem carries a JSON path.
 *
 * Not checked: comparison entries naming a build that is gone (the view skips them).
 */
import { validateDcssBuild } from '../rulesets/dcss/validate';
import { validatePair } from '../rulesets/nethack34/validate';
import { validateMage2eData } from '../rulesets/mage2e/validate';
import { validateQuestBuild, validateQuestDispelView } from '../rulesets/quest/validate';
import { statusFactorRange } from '../rulesets/willpower/table-rows';
import { validateBuild } from '../rulesets/willpower/validate-build';
import { formatJsonPath, joinDottedField, type ProjectProblem } from './problems';
import type { ProjectDocument } from './schema/project';

type Path = readonly (string | number)[];

function problem(path: Path, message: string): ProjectProblem {
  return { path: formatJsonPath(path), message };
}

/** Every row after the first with an id already taken: `repeats the id "elf" (also [0])`. */
function duplicateIds(rows: readonly { readonly id: string }[], path: Path): ProjectProblem[] {
  const first = new Map<string, number>();
  const problems: ProjectProblem[] = [];
  rows.forEach((row, index) => {
    const earlier = first.get(row.id);
    if (earlier === undefined) first.set(row.id, index);
    else {
      problems.push(
        problem([...path, index, 'id'], `repeats the id "${row.id}" of entry ${earlier}`),
      );
    }
  });
  return problems;
}

/** The engines' validators write sentences; a problem's message has no final full stop. */
function withoutFullStop(message: string): string {
  return message.replace(/\.$/, '');
}

function idsOf(rows: readonly { readonly id: string }[]): Set<string> {
  return new Set(rows.map((row) => row.id));
}

const WILLPOWER_TABLES = [
  ['races', 'race'],
  ['classes', 'class'],
  ['items', 'item'],
  ['talents', 'talent'],
  ['skills', 'skill'],
  ['statuses', 'status'],
  ['horoscope', 'sign'],
  ['abilities', 'ability'],
] as const;

function willpowerDataProblems(doc: ProjectDocument): ProjectProblem[] {
  const { data } = doc.willpower;
  const base = ['willpower', 'data'] as const;
  const problems: ProjectProblem[] = [];
  for (const [table] of WILLPOWER_TABLES) {
    problems.push(...duplicateIds(data[table], [...base, table]));
  }
  const first = data.statModifiers[0]?.score ?? 0;
  data.statModifiers.forEach((row, index) => {
    if (row.score !== first + index) {
      problems.push(
        problem(
          [...base, 'statModifiers', index, 'score'],
          `must be ${first + index}: the scores run up one by one from ${first}`,
        ),
      );
    }
  });
  const skills = idsOf(data.skills);
  for (const table of ['items', 'talents'] as const) {
    data[table].forEach((source, index) => {
      source.effects.forEach((effect, e) => {
        if (effect.kind === 'skill-bonus' && !skills.has(effect.skillId)) {
          problems.push(
            problem(
              [...base, table, index, 'effects', e, 'skillId'],
              `There is no skill "${effect.skillId}"`,
            ),
          );
        }
      });
    });
  }
  data.statuses.forEach((status, index) => {
    const { min, max } = statusFactorRange(status.kind);
    if (status.factor < min || status.factor > max) {
      problems.push(
        problem(
          [...base, 'statuses', index, 'factor'],
          `must be from ${min} to ${max} for a status of kind ${status.kind}`,
        ),
      );
    }
  });
  const { regen, kills } = data.rules;
  if (!idsOf(data.statuses).has(regen.diseasedStatusId)) {
    problems.push(
      problem(
        [...base, 'rules', 'regen', 'diseasedStatusId'],
        `There is no status "${regen.diseasedStatusId}"`,
      ),
    );
  }
  if (!idsOf(data.classes).has(kills.malison.classId)) {
    problems.push(
      problem(
        [...base, 'rules', 'kills', 'malison', 'classId'],
        `There is no class "${kills.malison.classId}"`,
      ),
    );
  }
  return problems;
}

function willpowerBuildProblems(doc: ProjectDocument): ProjectProblem[] {
  const { data, builds } = doc.willpower;
  const problems = duplicateIds(builds, ['willpower', 'builds']);
  const statuses = idsOf(data.statuses);
  builds.forEach((build, index) => {
    const base = ['willpower', 'builds', index] as const;
    for (const issue of validateBuild(data, build)) {
      problems.push({
        path: joinDottedField(base, issue.field),
        message: withoutFullStop(issue.message),
      });
    }
    build.regenStatusIds.forEach((id, s) => {
      if (!statuses.has(id)) {
        problems.push(problem([...base, 'regenStatusIds', s], `There is no status "${id}"`));
      }
    });
  });
  return problems;
}

function nethackProblems(doc: ProjectDocument): ProjectProblem[] {
  const { data, builds } = doc.nethack34;
  const base = ['nethack34', 'data'] as const;
  const problems = [
    ...duplicateIds(data.roles, [...base, 'roles']),
    ...duplicateIds(data.races, [...base, 'races']),
    ...duplicateIds(builds, ['nethack34', 'builds']),
  ];
  const races = idsOf(data.races);
  data.roles.forEach((role, index) => {
    role.races.forEach((race, r) => {
      if (!races.has(race)) {
        problems.push(problem([...base, 'roles', index, 'races', r], `There is no race "${race}"`));
      }
    });
  });
  data.conBonus.forEach((row, index) => {
    const before = data.conBonus[index - 1];
    if (before !== undefined && row.minCon <= before.minCon) {
      problems.push(
        problem(
          [...base, 'conBonus', index, 'minCon'],
          `must be above the row before's ${before.minCon} (the rows go up by minCon)`,
        ),
      );
    }
  });
  const lowest = data.conBonus[0]?.minCon ?? 3;
  const statRange = `must be a whole number from ${lowest} to ${data.maxStat}`;
  const inRange = (value: number) => value >= lowest && value <= data.maxStat;
  builds.forEach((build, index) => {
    const path = ['nethack34', 'builds', index] as const;
    const pair = validatePair(data, build.roleId, build.raceId);
    if (pair !== null) {
      const unknownRole = !data.roles.some((role) => role.id === build.roleId);
      problems.push(problem([...path, unknownRole ? 'roleId' : 'raceId'], withoutFullStop(pair)));
    }
    for (const stat of ['con', 'wis', 'int'] as const) {
      if (!inRange(build[stat])) problems.push(problem([...path, stat], statRange));
    }
    build.statChanges?.forEach((change, c) => {
      const at = [...path, 'statChanges', c] as const;
      if (change.level > data.maxLevel) {
        problems.push(problem([...at, 'level'], `must be a level from 2 to ${data.maxLevel}`));
      }
      for (const stat of ['con', 'wis'] as const) {
        const value = change[stat];
        if (value !== undefined && !inRange(value))
          problems.push(problem([...at, stat], statRange));
      }
    });
  });
  return problems;
}

function dcssProblems(doc: ProjectDocument): ProjectProblem[] {
  const { data, builds } = doc.dcss;
  const problems = duplicateIds(builds, ['dcss', 'builds']);
  builds.forEach((build, index) => {
    for (const issue of validateDcssBuild(data, build)) {
      problems.push({
        path: joinDottedField(['dcss', 'builds', index], issue.field),
        message: withoutFullStop(issue.message),
      });
    }
  });
  return problems;
}

function questProblems(doc: ProjectDocument): ProjectProblem[] {
  const { data, builds, dispelView } = doc.quest;
  const base = ['quest'] as const;
  const problems = [
    ...duplicateIds(data.sorceryLevels, [...base, 'data', 'sorceryLevels']),
    ...duplicateIds(builds, [...base, 'builds']),
  ];
  if (data.sorceryLevels.length === 0) {
    problems.push(problem([...base, 'data', 'sorceryLevels'], 'must have at least one level'));
  }
  if (!data.sorceryLevels.some((level) => level.id === data.nonHeroLevelId)) {
    problems.push(
      problem(
        [...base, 'data', 'nonHeroLevelId'],
        `names no sorcery level ("${data.nonHeroLevelId}")`,
      ),
    );
  }
  builds.forEach((build, index) => {
    problems.push(...duplicateIds(build.spells, [...base, 'builds', index, 'spells']));
    if (data.sorceryLevels.length === 0) return;
    for (const issue of validateQuestBuild(data, build)) {
      problems.push({
        path: joinDottedField([...base, 'builds', index], issue.field),
        message: withoutFullStop(issue.message),
      });
    }
  });
  for (const issue of validateQuestDispelView(dispelView)) {
    problems.push({
      path: joinDottedField([...base, 'dispelView'], issue.field),
      message: withoutFullStop(issue.message),
    });
  }
  return problems;
}

/**
 * Mage 2e: the data's own consistency (a Gnosis row per dot, falling penalties…) and build ids.
 * A cast's own errors (more Yantras than Gnosis allows…) are not problems of the file: the
 * calculator shows them on the screen, as it does when they are typed.
 */
function mage2eProblems(doc: ProjectDocument): ProjectProblem[] {
  const { data, builds } = doc.mage2e;
  return [
    ...validateMage2eData(data).map((message) =>
      problem(['mage2e', 'data'], withoutFullStop(message)),
    ),
    ...duplicateIds(builds, ['mage2e', 'builds']),
  ];
}

/**
 * Every cross-reference and data-dependent range problem in a document the schema accepted,
 * in document order (Willpower, NetHack, DCSS, Quest, Mage 2e); empty when there is none.
 */
export function checkReferences(doc: ProjectDocument): ProjectProblem[] {
  return SECTION_REFERENCE_CHECKS.flatMap(({ check }) => check(doc));
}

/**
 * The checks by the one section each reads: when another section's shape is wrong, the sections
 * whose shape is right are still checked, so a file's problems come in one list.
 */
export const SECTION_REFERENCE_CHECKS: readonly {
  readonly section: 'willpower' | 'nethack34' | 'dcss' | 'quest' | 'mage2e';
  readonly check: (doc: ProjectDocument) => ProjectProblem[];
}[] = [
  {
    section: 'willpower',
    check: (doc) => [...willpowerDataProblems(doc), ...willpowerBuildProblems(doc)],
  },
  { section: 'nethack34', check: nethackProblems },
  { section: 'dcss', check: dcssProblems },
  { section: 'quest', check: questProblems },
  { section: 'mage2e', check: mage2eProblems },
];
