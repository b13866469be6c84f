/**
 * Each ruleset's engine calls, by ruleset id: what the worker answers (with the comparison's,
 * `engine-handlers.ts`) and what the protocol's types are read from. A record over the ids of
 * the list of rulesets, so a ruleset without its engine does not compile.
 */
import { DCSS_ENGINE } from '../rulesets/dcss/engine';
import type { RulesetId } from './ruleset-list';
import { MAGE2E_ENGINE } from '../rulesets/mage2e/engine';
import { NETHACK34_ENGINE } from '../rulesets/nethack34/engine';
import { QUEST_ENGINE } from '../rulesets/quest/engine';
import type { EngineCallMap } from '../rulesets/ruleset';
import { WILLPOWER_ENGINE } from '../rulesets/willpower/engine';

export const RULESET_ENGINES = {
  willpower: WILLPOWER_ENGINE,
  nethack34: NETHACK34_ENGINE,
  dcss: DCSS_ENGINE,
  quest: QUEST_ENGINE,
  mage2e: MAGE2E_ENGINE,
} as const satisfies Readonly<Record<RulesetId, EngineCallMap>>;
