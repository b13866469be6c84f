import type { EngineCallType } from '../../shared/app/engine-protocol';
import type { RulesetId } from '../../shared/app/ruleset-list';

/**
 * The rulesets whose engine answers `<id>/fit` (declared in `shared/rulesets/<id>/fit-analysis.ts`):
 * the ones `CurveFitCard` can be placed on.
 */
export type FitRulesetId = {
  [Id in RulesetId]: `${Id}/fit` extends EngineCallType ? Id : never;
}[RulesetId];
