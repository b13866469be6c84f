import type { EngineCallType } from '../../shared/app/engine-protocol';
import type { RulesetId } from '../../shared/app/ruleset-list';

/**
 * The rulesets whose engine answers `<id>/endurance` (declared in
 * `shared/rulesets/<id>/endurance-analysis.ts`): the ones `EnduranceCard` can be placed on.
 */
export type EnduranceRulesetId = {
  [Id in RulesetId]: `${Id}/endurance` extends EngineCallType ? Id : never;
}[RulesetId];

/**
 * What a ruleset's pattern form is given by `EnduranceCard`: the data and build it fights in, the
 * pattern it shows, and how to change it (the window's, shared with Compare). `at` is the level the
 * card explains; a form that lets the designer choose it (DCSS's Explain XL) reads `chosenAt` and
 * calls `chooseAt` (null: back to the ruleset's own).
 */
export interface EnduranceFormProps<Data, Build, Pattern> {
  data: Data;
  build: Build;
  pattern: Pattern;
  change: (patch: Partial<Pattern>) => void;
  at: number;
  chosenAt: number | null;
  chooseAt: (level: number | null) => void;
}
