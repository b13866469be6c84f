import type { EngineCallType } from '../../shared/app/engine-protocol';
import type { RulesetId } from '../../shared/app/ruleset-list';

/**
 * The rulesets whose engine answers `<id>/endurance` (declared in
 * `shared/rulesets/<id>/endurance-analysis.ts`): the ones `EnduranceCard` can be placed on.
 */
export type EnduranceRulesetId = {
  [Id in RulesetId]: `${Id}/endurance` extends EngineCallType ? Id : never;
}[RulesetId];
