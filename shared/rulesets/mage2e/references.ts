/** The checks a Mage 2e section needs beyond its schema (see `shared/project/reference-checks.ts`). */
import type { ProjectProblem } from '../../project/problems';
import { duplicateIds, problem, withoutFullStop } from '../../project/reference-checks';
import type { Mage2eSection } from './schema';
import { validateMage2eData } from './validate';

/**
 * Mage 2e: the data's own consistency (a Gnosis row per dot, falling penalties…) and build ids.
 * A cast's own errors (more Yantras than Gnosis allows…) are not problems of the file: the
 * calculator shows them on the screen, as it does when they are typed.
 */
export function mage2eProblems({ data, builds }: Mage2eSection): ProjectProblem[] {
  return [
    ...validateMage2eData(data).map((message) =>
      problem(['mage2e', 'data'], withoutFullStop(message)),
    ),
    ...duplicateIds(builds, ['mage2e', 'builds']),
  ];
}
