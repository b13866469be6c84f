/** The checks a Willpower section needs beyond its schema (see `shared/project/reference-checks.ts`). */
import { quoted, type ProjectProblem } from '../../project/problems';
import {
  duplicateIds,
  idsOf,
  joinDottedField,
  problem,
  withoutFullStop,
} from '../../project/reference-checks';
import { STAT_IDS } from './data';
import type { WillpowerSection } from './schema';
import { statScoreRange } from './stat-modifiers';
import { statusFactorRange } from './table-rows';
import { validateBuild } from './validate-build';

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

function willpowerDataProblems(data: WillpowerSection['data']): ProjectProblem[] {
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
  if (data.statModifiers.length > 0) {
    const { min, max } = statScoreRange(data.statModifiers);
    data.races.forEach((race, index) => {
      for (const stat of STAT_IDS) {
        const score = race.typicalStats[stat];
        if (!Number.isInteger(score) || score < min || score > max) {
          problems.push(
            problem(
              [...base, 'races', index, 'typicalStats', stat],
              `must be a whole number from ${min} to ${max} (the stat modifier table's scores)`,
            ),
          );
        }
      }
    });
  }
  const skills = idsOf(data.skills);
  for (const table of ['items', 'talents'] as const) {
    data[table].forEach((source, index) => {
      source.effects.forEach((effect, e) => {
        if (effect.kind === 'skill-bonus' && !skills.has(effect.skillId)) {
          problems.push(
            problem(
              [...base, table, index, 'effects', e, 'skillId'],
              `There is no skill ${quoted(effect.skillId)}`,
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
        `There is no status ${quoted(regen.diseasedStatusId)}`,
      ),
    );
  }
  if (!idsOf(data.classes).has(kills.malison.classId)) {
    problems.push(
      problem(
        [...base, 'rules', 'kills', 'malison', 'classId'],
        `There is no class ${quoted(kills.malison.classId)}`,
      ),
    );
  }
  return problems;
}

function willpowerBuildProblems({ data, builds }: WillpowerSection): ProjectProblem[] {
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
        problems.push(problem([...base, 'regenStatusIds', s], `There is no status ${quoted(id)}`));
      }
    });
  });
  return problems;
}

/**
 * Willpower: unique row ids, stat scores that run up one by one, effects and rules naming rows
 * that exist, status factors within their kind's range, and each build's own checks.
 */
export function willpowerProblems(section: WillpowerSection): ProjectProblem[] {
  return [...willpowerDataProblems(section.data), ...willpowerBuildProblems(section)];
}
