import type { EndurancePatterns as Kept } from '../../shared/compare/endurance-compare';
import { onNextRun } from './app-run';

/** What a pattern is kept for: a ruleset's Endurance card (its declaration's id and start). */
interface PatternOwner<Stored> {
  readonly ruleset: string;
  readonly initial: Stored;
}

/**
 * The fights each ruleset's Endurance card is set to, for the whole window: the cards edit them
 * and the Compare screen's endurance card fights the same ones. A view setting, like a chart's
 * figure: not saved in the project (the card says so). A ruleset whose card was never edited is
 * not kept: it fights its declaration's `initial` (Willpower's null: the data's first ability).
 */
export class EndurancePatterns {
  #edited = $state.raw<Kept>({});

  /** The pattern `owner`'s card fights: the edited one, else its start. */
  of<Stored>(owner: PatternOwner<Stored>): Stored {
    return Object.hasOwn(this.#edited, owner.ruleset)
      ? (this.#edited[owner.ruleset] as Stored)
      : owner.initial;
  }

  /** Keeps `stored` as the pattern `owner`'s card fights from now on. */
  set<Stored>(owner: PatternOwner<Stored>, stored: Stored): void {
    this.#edited = { ...this.#edited, [owner.ruleset]: stored };
  }

  /** The edited patterns by ruleset id: what the endurance comparison is asked with. */
  get edited(): Kept {
    return this.#edited;
  }
}

export let endurancePatterns = new EndurancePatterns();
onNextRun(() => (endurancePatterns = new EndurancePatterns()));
