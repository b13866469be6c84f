/**
 * Who each ruleset is (id, name, seed, status, one line), read from the list of declarations:
 * navigation, the worker and reports read it; nothing else lists the rulesets.
 */
import { RULESET_LIST, type RulesetId } from './ruleset-list';
import type { RulesetMeta } from '../rulesets/ruleset';

export type { RulesetId } from './ruleset-list';

export type RulesetInfo = RulesetMeta<RulesetId>;

export const RULESETS: readonly RulesetInfo[] = RULESET_LIST.map((ruleset) => ruleset.meta);
