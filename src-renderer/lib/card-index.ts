import { onRunEnd } from './app-run';

/**
 * The cards of the screen shown, for "Go to card" (Ctrl+G): each card a screen lays out (a
 * labelled section that is not inside another), then each table under its "Tables" (a closed
 * `<details>`), named as the screen names them. Read from the page as it is, so a card a screen
 * adds or drops is listed without a list to keep.
 */

export interface CardEntry {
  /** "Max mana, levels 1–60"; a table: "Tables › Races and classes". */
  readonly name: string;
  /** Where focus goes: the card, or a table's summary (opened first). */
  readonly element: HTMLElement;
  /** The screen it is on (the card may be drawn anew there by the time it is gone to). */
  readonly screen: HTMLElement;
}

/** A section's accessible name: its aria-label, else the text of what labels it. */
function nameOf(element: HTMLElement): string {
  const label = element.getAttribute('aria-label');
  if (label !== null && label.trim() !== '') return label.trim();
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .filter((text) => text !== '')
    .join(' ');
}

/** A summary's words without the counts and notes after its name ("Items (5)" → "Items"). */
function summaryName(summary: HTMLElement): string {
  const text = summary.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.replace(/\s*(\(\d+\)|·.*)$/, '').trim();
}

const CARD = 'section[aria-label], section[aria-labelledby]';

/** The top-level card around `element` in `screen`, or null. */
function cardAround(element: HTMLElement, screen: HTMLElement): HTMLElement | null {
  let card: HTMLElement | null = null;
  for (let at = element.parentElement?.closest<HTMLElement>(CARD) ?? null; at !== null;) {
    if (!screen.contains(at)) break;
    card = at;
    at = at.parentElement?.closest<HTMLElement>(CARD) ?? null;
  }
  return card;
}

/** The cards of `screen`, in the order they are laid out. */
export function cardsOf(screen: HTMLElement): CardEntry[] {
  const cards: CardEntry[] = [];
  for (const element of screen.querySelectorAll<HTMLElement>(`${CARD}, details > summary`)) {
    const card = cardAround(element, screen);
    if (element.tagName !== 'SUMMARY') {
      // A card's own parts (a chart's legend, a table inside it) are not cards of the screen.
      const name = card === null ? nameOf(element) : '';
      if (name !== '') cards.push({ name, element, screen });
      continue;
    }
    // A closed section (a table under "Tables", "Rules and assumptions"), not one inside another,
    // nor a card's folded explanation (Why.svelte's "How it is worked out").
    if ((element.parentElement?.parentElement?.closest('details') ?? null) !== null) continue;
    if (element.parentElement?.hasAttribute('data-explanation') === true) continue;
    const name = summaryName(element);
    if (name === '') continue;
    cards.push({
      name: card === null ? name : `${nameOf(card)} \u203a ${name}`,
      element,
      screen,
    });
  }
  return cards;
}

/** The cards whose names hold every word of `query` (any case), in order. */
export function matchingCards<T extends { readonly name: string }>(
  cards: readonly T[],
  query: string,
): T[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return cards.filter((card) => words.every((word) => card.name.toLowerCase().includes(word)));
}

/**
 * Shows a card: opens the closed sections around it, scrolls it to the top, focuses it. A card
 * still waiting for its engine answer is drawn anew when the answer comes (its placeholder
 * replaced): for a few seconds the focus follows it to the card of the same name, unless the
 * designer has moved it elsewhere meanwhile.
 */
export function goToCard(card: CardEntry, followMs = 5000): void {
  // Only the last card gone to is followed: an earlier one redrawn later must not take it back.
  following?.disconnect();
  const { screen } = card;
  const current = card.element.isConnected ? card : findCard(screen, card.name);
  if (current === undefined) return;
  show(current.element);
  const observer = new MutationObserver(() => {
    if (current.element.isConnected) return;
    observer.disconnect();
    // Removed with the focus in it, the focus fell to the page; elsewhere, it is the designer's.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const again = findCard(screen, card.name);
    if (again !== undefined) show(again.element);
  });
  observer.observe(screen, { childList: true, subtree: true });
  following = observer;
  setTimeout(() => observer.disconnect(), followMs);
}

/** The watch of the last card gone to, while it lasts. */
let following: MutationObserver | null = null;
onRunEnd(() => following?.disconnect());

/** The card of `screen` named `name` as drawn now. */
function findCard(screen: HTMLElement, name: string): CardEntry | undefined {
  return cardsOf(screen).find((each) => each.name === name);
}

function show(element: HTMLElement): void {
  if (element.tagName === 'SUMMARY') {
    const details = element.parentElement;
    if (details instanceof HTMLDetailsElement) details.open = true;
  }
  for (
    let node = element.closest('details');
    node !== null;
    node = node.parentElement?.closest('details') ?? null
  ) {
    node.open = true;
  }
  // A section takes focus only from a script (not a Tab stop of its own).
  if (element.tagName !== 'SUMMARY' && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}
