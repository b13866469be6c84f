import type { Attachment } from 'svelte/attachments';

/** How far outside the window a section still counts as in view: about one wheel notch. */
export const NEAR_VIEW = '120px 0px';

/**
 * Whether an element is in (or within about a wheel notch of) the window, followed with an
 * IntersectionObserver: `{@attach inView.track}` on the element. Create it while a component
 * initialises. `initially` is the answer before the observer's first report.
 */
export class InView {
  near = $state(true);

  /** `margin`: how far outside the window still counts (`NEAR_VIEW`; '0px' for in sight). */
  constructor(
    initially = true,
    private readonly margin = NEAR_VIEW,
  ) {
    this.near = initially;
  }

  readonly track: Attachment<Element> = (element) => {
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last !== undefined) this.near = last.isIntersecting;
      },
      { rootMargin: this.margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      this.near = true;
    };
  };
}
