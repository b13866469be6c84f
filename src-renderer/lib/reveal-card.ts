import { onDesignerInput } from './designer-input';

/**
 * Brings one card of a screen into view and gives its heading the focus: what a balance grid cell
 * asks for when it opens a build ("Seconds per point L30" opens at the Regeneration card, not at
 * the top of the page). The card may not be drawn yet (the screen is switching, the engine is
 * answering for the new build), so it is waited for; a card that never comes leaves the page where
 * it is.
 */

/**
 * The heading of `screenId`'s card (an h2), or of the screen itself (its h1), whose text starts
 * with `heading`, if it is drawn.
 */
function findHeading(screenId: string, heading: string): HTMLElement | undefined {
  const screen = document.querySelector(`[data-screen-id="${CSS.escape(screenId)}"]`);
  const headings = screen?.querySelectorAll<HTMLElement>('h1, h2') ?? [];
  return [...headings].find((each) => (each.textContent ?? '').trim().startsWith(heading));
}

/** The card a heading belongs to: what is brought to the top of the view. */
function cardOf(element: HTMLElement): HTMLElement {
  return element.closest<HTMLElement>('section, details, .card') ?? element;
}

function show(element: HTMLElement): void {
  cardOf(element).scrollIntoView({ block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * How long the card is held in place at most. The cards above it take their answers as the engine
 * gives them, which on a busy 2-core machine took more than the 5 s this once was: a full test run
 * saw NetHack's regeneration table pushed out of the window after the hold had ended. Whatever the
 * designer does first (scroll, click, type) ends it sooner.
 */
const HOLD_MS = 15_000;

/**
 * Shows the card once it is drawn and visible (after the frame that draws it, so the layout has
 * settled), and again if the screen draws it anew or moves it (the cards above it grow as the
 * engine answers for the new build, or are laid out for the first time, and the browser's scroll
 * anchoring does not always hold it; a scroll that is not the designer's is looked at too); until
 * `timeoutMs` have passed or the designer scrolls, clicks or types, whichever is first.
 */
export function revealCard(screenId: string, heading: string, timeoutMs = HOLD_MS): void {
  let shown: HTMLElement | null = null;
  /** Where the shown card's top was put, in the window; null until it is. */
  let placedTop: number | null = null;
  let frame = 0;
  const showAfterLayout = (element: HTMLElement) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (!element.isConnected) return;
        show(element);
        placedTop = cardOf(element).getBoundingClientRect().top;
        watchSizes(element);
      });
    });
  };
  const check = () => {
    const element = findHeading(screenId, heading);
    // Hidden (the screen is still switching): wait for the next change.
    if (element === undefined || element.offsetParent === null) return;
    if (element !== shown) {
      shown = element;
      placedTop = null;
      showAfterLayout(element);
    } else if (
      placedTop !== null &&
      Math.abs(cardOf(element).getBoundingClientRect().top - placedTop) > 1
    ) {
      placedTop = null;
      showAfterLayout(element);
    }
  };
  const observer = new MutationObserver(check);
  // The cards below a screen's first rows are laid out only as they come near the window
  // (app.css, content-visibility): one drawn for the first time takes its real height in place of
  // an estimate, which moves what is below it with no change to the page's elements.
  const sizes = new ResizeObserver(check);
  const watchSizes = (element: HTMLElement) => {
    sizes.disconnect();
    const screen = element.closest('[data-screen-id]');
    for (const card of screen?.children ?? []) sizes.observe(card);
  };
  const timer = setTimeout(stop, timeoutMs);
  const stopHearing = onDesignerInput(stop);
  function stop(): void {
    observer.disconnect();
    sizes.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    stopHearing();
    document.removeEventListener('scroll', check, true);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  // A scroll by the designer comes after a wheel, a key or a pointer, which have ended this.
  document.addEventListener('scroll', check, { capture: true, passive: true });
  check();
}
