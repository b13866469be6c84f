/** The checks a DCSS section needs beyond its schema (see `shared/project/reference-checks.ts`). */
import type { ProjectProblem } from '../../project/problems';
import { duplicateIds, joinDottedField, withoutFullStop } from '../../project/reference-checks';
import type { DcssSection } from './schema';
import { validateDcssBuild } from './validate';

/** DCSS: unique build ids and each build's own checks (its max HP curve against the data). */
export function dcssProblems({ data, builds }: DcssSection): ProjectProblem[] {
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
