/**
 * `--project FILE`: a Wellspring project file, read by the same loader as the app
 * (`shared/app/serialize.ts`): older formats are migrated in memory, and any problem is
 * reported as one line naming its JSON path.
 */
import type { ProjectDocument } from '../../shared/app/default-project';
import { parseProject } from '../../shared/app/serialize';
import { UsageError } from '../../shared/cli/usage-error';

/**
 * Reads a project file's text (a leading byte-order mark is fine).
 *
 * @param shown How the error names the file: `--project x.json`.
 * @param needsWillpowerBuild Whether the reports read start from a Willpower build (all but the
 *   custom rulesets', which read their own builds: a studio's project may have no Willpower one).
 * @throws UsageError with the first problem on one line: "--project x.json: not JSON (…)",
 *   "--project x.json: willpower.builds[0].stats.int: must be a whole number from 1 to 30
 *   (and 2 more)".
 */
export function readProjectDocument(
  text: string,
  shown: string,
  needsWillpowerBuild = true,
): ProjectDocument {
  const result = parseProject(text, shown);
  if (result.ok) {
    // The reports start from a Willpower build; the app may hold a project with none.
    if (needsWillpowerBuild && result.document.willpower.builds.length === 0) {
      throw new UsageError(`${shown}: has no willpower builds`);
    }
    return result.document;
  }
  const [first, ...rest] = result.problems;
  const where = first === undefined || first.path === '' ? '' : `${first.path}: `;
  const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
  throw new UsageError(`${shown}: ${where}${first?.message ?? 'not a Wellspring project'}${more}`);
}
