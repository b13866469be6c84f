import { InView } from './in-view.svelte';
import { screenShown } from './screen-shown';

/**
 * Where an analysis card is: it asks the engine only while its screen is shown and it is in (or
 * near) the window. Every edit of a build changes an analysis's question, and dozens of engine
 * runs on each keystroke would queue ahead of the charts being looked at. `{@attach place.track}`
 * on the card's element; `place.asking` to its queries. Create it while a component initialises.
 */
export class CardPlace {
  readonly #view = new InView(false);
  readonly #screenShown = screenShown();

  /** Whether the card's queries ask now. */
  readonly asking = (): boolean => this.#screenShown() && this.#view.near;

  /** Follows the card's element in and out of view. */
  readonly track = this.#view.track;
}
