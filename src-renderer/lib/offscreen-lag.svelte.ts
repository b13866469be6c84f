import { untrack } from 'svelte';
import { InView } from './in-view.svelte';

/**
 * What a section below the fold shows, a frame late while nobody can see it. An edit at the top
 * of a screen rewrites tables far below (NetHack's regeneration by XL, the whole distribution at
 * one XL); laying those out in the same frame cost the visible charts 10 ms of every keystroke.
 * Out of view (`track` on the section's element), a new value is taken after the next frame has
 * been presented, so the charts one is looking at are drawn first; in view, or coming into view
 * (within about a wheel notch), at once. Create it while a component initialises (it owns an
 * effect).
 */
export class OffscreenLag<T> {
  #value: T;
  readonly #view = new InView();
  /** The newest value waiting for the frame to pass, if one is. */
  #waiting: { value: T } | null = null;

  constructor(get: () => T) {
    this.#value = $state.raw(untrack(get));
    $effect.pre(() => {
      const next = get();
      if (this.#view.near) {
        this.#waiting = null;
        this.#value = next;
        return;
      }
      if (this.#waiting === null) afterNextFrame(() => this.#takeWaiting());
      this.#waiting = { value: next };
    });
  }

  /** The value to draw. */
  get value(): T {
    return this.#value;
  }

  /** Whether the tracked element is in (or next to) the window. */
  get inView(): boolean {
    return this.#view.near;
  }

  /** Put on the section (`{@attach lag.track}`): follows whether it is in view. */
  get track(): InView['track'] {
    return this.#view.track;
  }

  #takeWaiting(): void {
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting !== null) this.#value = waiting.value;
  }
}

/**
 * Runs `work` at the start of the frame after the next one: the next frame presents what is in
 * view, and `work`'s changes are laid out and painted in the one after.
 */
function afterNextFrame(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(work));
}
