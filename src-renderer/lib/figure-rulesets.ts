import type { EngineCallType } from '../../shared/app/engine-protocol';
import type { RulesetId } from '../../shared/app/ruleset-list';

/**
 * The rulesets whose engine answers `<id>/sensitivity` and `<id>/goal` (declared with
 * `figureEngineCalls`): the ones `FigureAnalysisCard` can be placed on.
 */
export type FigureRulesetId = {
  [Id in RulesetId]: `${Id}/sensitivity` | `${Id}/goal` extends EngineCallType ? Id : never;
}[RulesetId];
