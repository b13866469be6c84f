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

function show(element: HTMLElement): void {
  const card = element.closest<HTMLElement>('section, details, .card') ?? element;
  card.scrollIntoView({ block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Shows the card once it is drawn and visible (after the frame that draws it, so the layout has
 * settled), and again if the screen draws it anew while the engine answers for the new build; until
 * `timeoutMs` have passed or the designer scrolls, clicks or types, whichever is first.
 */
export function revealCard(screenId: string, heading: string, timeoutMs = 5000): void {
  let shown: HTMLElement | null = null;
  let frame = 0;
  const check = () => {
    const element = findHeading(screenId, heading);
    // Hidden (the screen is still switching) or already shown: wait for the next change.
    if (element === undefined || element === shown || element.offsetParent === null) return;
    shown = element;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (element.isConnected) show(element);
      });
    });
  };
  const observer = new MutationObserver(check);
  const userActs = ['wheel', 'pointerdown', 'keydown'] as const;
  const timer = setTimeout(stop, timeoutMs);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userActs) window.removeEventListener(type, stop, true);
  }
  for (const type of userActs) window.addEventListener(type, stop, true);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  check();
}
