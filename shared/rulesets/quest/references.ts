/** The checks a Quest section needs beyond its schema (see `shared/project/reference-checks.ts`). */
import { quoted, shortened, type ProjectProblem } from '../../project/problems';
import {
  duplicateIds,
  joinDottedField,
  problem,
  withoutFullStop,
} from '../../project/reference-checks';
import type { QuestSection } from './schema';
import { validateQuestBuild, validateQuestDispelView } from './validate';

/**
 * Quest: unique level, realm, Lore, caster, spell and target ids, a non-hero level and each caster's Lore
 * that exist, each caster's own checks and the dispel view's.
 */
export function questProblems({
  data,
  builds,
  dispelView,
  targets,
}: QuestSection): ProjectProblem[] {
  const base = ['quest'] as const;
  const problems = [
    ...duplicateIds(data.sorceryLevels, [...base, 'data', 'sorceryLevels']),
    ...duplicateIds(builds, [...base, 'builds']),
    ...duplicateIds(targets, [...base, 'targets']),
  ];
  if (data.sorceryLevels.length === 0) {
    problems.push(problem([...base, 'data', 'sorceryLevels'], 'must have at least one level'));
  }
  if (!data.sorceryLevels.some((level) => level.id === data.nonHeroLevelId)) {
    problems.push(
      problem(
        [...base, 'data', 'nonHeroLevelId'],
        `names no sorcery level (${quoted(data.nonHeroLevelId)})`,
      ),
    );
  }
  problems.push(...duplicateIds(data.realms, [...base, 'data', 'realms']));
  // A caster names its Lore by id alone: a Lore's id is unique across every realm.
  const loreRealm = new Map<string, string>();
  data.realms.forEach((realm, r) =>
    realm.lores.forEach((lore, l) => {
      const earlier = loreRealm.get(lore.id);
      if (earlier === undefined) loreRealm.set(lore.id, realm.name);
      else {
        problems.push(
          problem(
            [...base, 'data', 'realms', r, 'lores', l, 'id'],
            `repeats the id ${quoted(lore.id)} of a Lore of ${shortened(earlier)}`,
          ),
        );
      }
    }),
  );
  builds.forEach((build, index) => {
    problems.push(...duplicateIds(build.spells, [...base, 'builds', index, 'spells']));
    if (build.loreId !== null && !loreRealm.has(build.loreId)) {
      problems.push(
        problem([...base, 'builds', index, 'loreId'], `names no Lore (${quoted(build.loreId)})`),
      );
    }
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
