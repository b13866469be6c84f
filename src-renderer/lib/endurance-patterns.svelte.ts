import type { DcssEndurancePattern } from '../../shared/rulesets/dcss/endurance';
import { DEFAULT_DCSS_PATTERN } from '../../shared/rulesets/dcss/endurance';
import type { NethackEndurancePattern } from '../../shared/rulesets/nethack34/endurance';
import { DEFAULT_NETHACK_PATTERN } from '../../shared/rulesets/nethack34/endurance';
import type { EndurancePattern } from '../../shared/rulesets/willpower/endurance';

/**
 * The fights each ruleset's Endurance card is set to, for the whole window: the cards edit them
 * and the Compare screen's endurance card fights the same ones. A view setting, like a chart's
 * figure: not saved in the project (the card says so).
 */
export class EndurancePatterns {
  /** Null: the data's own default (its first ability), which depends on the data. */
  willpower = $state<EndurancePattern | null>(null);
  nethack34 = $state<NethackEndurancePattern>(DEFAULT_NETHACK_PATTERN);
  dcss = $state<DcssEndurancePattern>(DEFAULT_DCSS_PATTERN);
}

export const endurancePatterns = new EndurancePatterns();
