/**
 * The one list of rulesets, in the order the navigation shows them and a project file holds
 * their sections. Adding a ruleset is a folder beside this file (its `index.ts` declares it) and
 * one line here, and one in `src-renderer/rulesets/screens.ts` for its screen.
 */
import { DCSS } from '../rulesets/dcss';
import { MAGE2E } from '../rulesets/mage2e';
import { NETHACK34 } from '../rulesets/nethack34';
import { QUEST } from '../rulesets/quest';
import { WILLPOWER } from '../rulesets/willpower';

export const RULESET_LIST = [WILLPOWER, NETHACK34, DCSS, QUEST, MAGE2E] as const;

export type RulesetDeclarations = (typeof RULESET_LIST)[number];
export type RulesetId = RulesetDeclarations['meta']['id'];
