import { untrack } from 'svelte';
import type { Attachment } from 'svelte/attachments';

/** How far outside the window a section still counts as in view: about one wheel notch. */
const NEAR_VIEW = '120px 0px';

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
  #inView = $state(true);
  /** The newest value waiting for the frame to pass, if one is. */
  #waiting: { value: T } | null = null;

  constructor(get: () => T) {
    this.#value = $state.raw(untrack(get));
    $effect.pre(() => {
      const next = get();
      if (this.#inView) {
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
    return this.#inView;
  }

  /** Put on the section (`{@attach lag.track}`): follows whether it is in view. */
  readonly track: Attachment<Element> = (element) => {
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last !== undefined) this.#inView = last.isIntersecting;
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      this.#inView = true;
    };
  };

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
