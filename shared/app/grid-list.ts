/**
 * The rulesets that declare a balance grid (`shared/rulesets/<id>/grid.ts`), in the order the
 * Balance grid screen's Ruleset list and `wellspring report --list` show them. The screen's
 * choice and sources, the `<id>/grid` reports and `wellspring diff`'s grid levels are built from
 * this list: a ruleset that declares a grid is one line here (and its `<id>/grid` engine call).
 */
import type { AnyGridDeclaration, GridDeclaration } from '../analysis/grid-declaration';
import type { EngineCallType } from './engine-protocol';
import type { ProjectDocument } from './default-project';
import { DCSS_GRID } from '../rulesets/dcss/grid';
import { MAGE2E_GRID } from '../rulesets/mage2e/grid';
import { NETHACK34_GRID } from '../rulesets/nethack34/grid';
import { QUEST_GRID } from '../rulesets/quest/grid';
import type { RulesetId } from './ruleset-list';
import { WILLPOWER_GRID } from '../rulesets/willpower/grid';

/** `Id`, when the worker has its `Id/grid` call; else `never`, so a grid without one does not compile. */
type WithEngineCall<Id extends RulesetId> = `${Id}/grid` extends EngineCallType ? Id : never;

/** The grid `declaration` of ruleset `ruleset`: it reads that ruleset's section of the project. */
function grid<Id extends RulesetId>(
  ruleset: WithEngineCall<Id>,
  declaration: GridDeclaration<ProjectDocument[Id], object>,
): GridDeclaration<ProjectDocument[Id], object> & { readonly ruleset: Id } {
  if (declaration.ruleset !== ruleset) {
    throw new Error(`The grid of ${ruleset} declares itself as ${declaration.ruleset}.`);
  }
  return declaration as GridDeclaration<ProjectDocument[Id], object> & { readonly ruleset: Id };
}

export const GRID_LIST = [
  grid('willpower', WILLPOWER_GRID),
  grid('nethack34', NETHACK34_GRID),
  grid('dcss', DCSS_GRID),
  grid('quest', QUEST_GRID),
  grid('mage2e', MAGE2E_GRID),
] as const;

/** The rulesets with a balance grid. */
export type GridRulesetId = (typeof GRID_LIST)[number]['ruleset'];

/** The grid of `id`. */
export function gridOf(id: GridRulesetId): AnyGridDeclaration {
  const found = GRID_LIST.find((each) => each.ruleset === id);
  if (found === undefined) throw new RangeError(`No balance grid for "${id}".`);
  return found as AnyGridDeclaration;
}

/** The section of `project` a grid reads (typed as the list's declarations take it). */
export function gridSection(project: ProjectDocument, id: GridRulesetId): never {
  return project[id] as never;
}
