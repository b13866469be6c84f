/**
 * The checks a project needs beyond its schema: ids that must name existing rows, pairs the rules
 * forbid, ranges that depend on the data itself (a Willpower stat's range is its stat-modifier
 * table's), and ids that must be unique. Each ruleset declares its own (`problems` in its
 * `index.ts`); each problem carries a JSON path.
 *
 * Not checked: comparison entries naming a build that is gone (the view skips them).
 */
import { customProblems } from '../rulesets/custom/references';
import { RULESET_LIST } from './ruleset-list';
import type { RulesetDeclaration } from '../rulesets/ruleset';
import type { ProjectProblem } from '../project/problems';
import type { ProjectDocument } from './project-schema';

/** A ruleset's checks on its own section (each reads only that section). */
export function sectionProblems(ruleset: RulesetDeclaration, section: unknown): ProjectProblem[] {
  // The schema accepted the section: it is the declaration's own section type.
  return ruleset.problems(section as Parameters<typeof ruleset.problems>[0]);
}

/**
 * Every cross-reference and data-dependent range problem in a document the schema accepted,
 * in the order of `list`; empty when there is none.
 */
export function referencesOf(
  list: readonly RulesetDeclaration[],
  doc: Readonly<Record<string, unknown>>,
): ProjectProblem[] {
  return list.flatMap((ruleset) => sectionProblems(ruleset, doc[ruleset.meta.id]));
}

/** `referencesOf` the app's rulesets, then the custom rulesets' own checks. */
export function checkReferences(doc: ProjectDocument): ProjectProblem[] {
  return [...referencesOf(RULESET_LIST, doc), ...customProblems(doc.custom)];
}
