/**
 * The rulesets that declare a regeneration comparison (`shared/rulesets/<id>/regen-comparison.ts`),
 * in the order the Compare screen groups their builds, `compare/regen`'s units list them and
 * `--help` names them. The comparison's engine call (`compare-engine.ts`), its report family
 * (`report-catalog.ts`) and the Compare screen are built from this list: a ruleset that declares a
 * comparison is one line here.
 *
 * A line of the comparison is saved in the project file under its ruleset's id, which the file's
 * schema checks against its own list (`COMPARE_RULESET_IDS` in `project/schema/compare.ts`, kept
 * as it is so the format does not change): a ruleset added here is added there too, with a
 * format version, and `test/unit/app/compare-list.test.ts` fails until both agree.
 */
import type { AnyRegenComparison, RegenComparisonDeclaration } from '../analysis/regen-comparison';
import { compareRegen, type CompareSources, type RegenComparison } from '../compare/regen-compare';
import type { CompareSettings } from '../compare/settings';
import { Memo } from '../engine/memo';
import { DCSS_REGEN_COMPARISON } from '../rulesets/dcss/regen-comparison';
import { NETHACK34_REGEN_COMPARISON } from '../rulesets/nethack34/regen-comparison';
import { WILLPOWER_REGEN_COMPARISON } from '../rulesets/willpower/regen-comparison';
import type { ProjectDocument } from './project-schema';
import type { RulesetId } from './ruleset-list';

type Section<Id extends RulesetId> = ProjectDocument[Id];

/** The comparison `declaration` of ruleset `ruleset`: it reads that ruleset's section. */
function compared<Id extends RulesetId, Own, Stored>(
  ruleset: Id,
  declaration: RegenComparisonDeclaration<
    Section<Id>['data'],
    Section<Id>['builds'][number],
    Own,
    Stored
  >,
): AnyRegenComparison & { readonly ruleset: Id } {
  if (declaration.ruleset !== ruleset) {
    throw new Error(`The comparison of ${ruleset} declares itself as ${declaration.ruleset}.`);
  }
  return declaration as unknown as AnyRegenComparison & { readonly ruleset: Id };
}

export const COMPARE_LIST = [
  compared('willpower', WILLPOWER_REGEN_COMPARISON),
  compared('nethack34', NETHACK34_REGEN_COMPARISON),
  compared('dcss', DCSS_REGEN_COMPARISON),
] as const;

/** The rulesets with a regeneration comparison. */
export type CompareListId = (typeof COMPARE_LIST)[number]['ruleset'];

/**
 * The sections of `project` the comparison reads: the listed rulesets' own, each the same object
 * as in the document (an edit of Quest or Mage 2e leaves every one of them as it was).
 */
export function compareSources(project: ProjectDocument): CompareSources {
  return Object.fromEntries(COMPARE_LIST.map(({ ruleset }) => [ruleset, project[ruleset]]));
}

/**
 * The regeneration comparison of `project`'s builds under `settings` (the engine call's answer, for
 * a whole project: the tests' and the benchmark's way in).
 */
export function compareProjectRegen(
  project: ProjectDocument,
  settings: CompareSettings,
  memo = new Memo(),
): RegenComparison {
  return compareRegen(COMPARE_LIST, compareSources(project), settings, memo);
}
