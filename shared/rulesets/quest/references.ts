/** The checks a Quest section needs beyond its schema (see `shared/project/reference-checks.ts`). */
import type { ProjectProblem } from '../../project/problems';
import {
  duplicateIds,
  joinDottedField,
  problem,
  withoutFullStop,
} from '../../project/reference-checks';
import type { QuestSection } from './schema';
import { validateQuestBuild, validateQuestDispelView } from './validate';

/**
 * Quest: unique level, caster and spell ids, a non-hero level that exists, each caster's own
 * checks and the dispel view's.
 */
export function questProblems({ data, builds, dispelView }: QuestSection): ProjectProblem[] {
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
