/**
 * The element each step of the tour points at, found on the page as the designer sees it (by the
 * marks the screens already carry: screen ids, card names, field ids), and how to bring one into
 * view. Null while it is not drawn (a screen loading, the engine answering, a hidden screen).
 */
import { buildEverySection } from './lazy-section.svelte';
import type { TourStepId } from './tour-path';

function screen(id: string): Element | null {
  return document.querySelector(`[data-screen-id="${CSS.escape(id)}"]`);
}

/** A drawn element: not in a hidden screen nor otherwise without a box. */
function drawn(element: Element | null | undefined): HTMLElement | null {
  return element instanceof HTMLElement && element.getClientRects().length > 0 ? element : null;
}

/** A card (a chart or table, an analysis) of a screen by its name. */
function card(screenId: string, name: string): HTMLElement | null {
  return drawn(screen(screenId)?.querySelector(`section[aria-label="${CSS.escape(name)}"]`));
}

/** The build the Willpower screen shows (its id), or null before it is drawn. */
export function shownWillpowerBuildId(): string | null {
  return (
    screen('willpower')?.querySelector('[data-edit-build]')?.getAttribute('data-edit-build') ?? null
  );
}

/** The element step `id` points at; `classId` is the class whose mana the first step edits. */
export function findTourTarget(id: TourStepId, classId: string | null): HTMLElement | null {
  switch (id) {
    case 'class-mana': {
      // Found in a closed table too (it is opened when the step is brought into view); a table
      // never opened is built first, and the field found on the next look.
      if (classId === null) return null;
      const field = screen('willpower')?.querySelector<HTMLElement>(
        `#${CSS.escape(`class-${classId}-mana`)}`,
      );
      if (field === null || field === undefined) buildEverySection();
      return field ?? null;
    }
    case 'mana-curve':
      return card('willpower', 'Max mana, levels 1–60');
    case 'explain':
      return card('willpower', 'Explain a point');
    case 'compare':
      return drawn(
        [...document.querySelectorAll('nav[aria-label="Rulesets"] button')].find(
          (button) => button.querySelector('.name')?.textContent?.trim() === 'Compare regeneration',
        ),
      );
    case 'export':
      return drawn(
        [...(card('compare', 'Regeneration by level')?.querySelectorAll('button') ?? [])].find(
          (button) => button.textContent?.trim() === 'Export CSV…',
        ),
      );
  }
}

/**
 * Brings a step's target into view: the closed sections around it opened, a small one centred,
 * a tall one (a chart card) at the top, leaving room under it for the callout.
 */
export function revealTourTarget(target: HTMLElement): void {
  for (
    let node = target.closest('details');
    node !== null;
    node = node.parentElement?.closest('details') ?? null
  ) {
    node.open = true;
  }
  const tall = target.getBoundingClientRect().height > window.innerHeight * 0.4;
  target.scrollIntoView({ block: tall ? 'start' : 'center' });
}

/** Whether `target` is in the window: whole, or for one taller than the window, its top. */
export function inView(target: HTMLElement): boolean {
  const { top, bottom, height } = target.getBoundingClientRect();
  if (height === 0) return false;
  const windowHeight = document.documentElement.clientHeight;
  return top >= 0 && (bottom <= windowHeight || top < windowHeight / 2);
}

/** The ring an Undo's field gets (`.restored` in app.css), once. */
export function flash(element: HTMLElement): void {
  element.classList.remove('restored');
  // A new animation even when the last one has not ended.
  void element.offsetWidth;
  element.classList.add('restored');
  element.addEventListener('animationend', () => element.classList.remove('restored'), {
    once: true,
  });
}
