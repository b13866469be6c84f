/**
 * After an Undo or Redo: the screen, the build and the field the step changed, shown again, so
 * the designer sees what came back. The field is focused and flashes once.
 */
import { buildReveal } from './build-reveal.svelte';
import type { EditPlace } from './edit-place';
import { buildEverySection } from './lazy-section.svelte';
import { revealElement } from './screen-drafts.svelte';

/** How many frames to wait for a screen that loads on first visit to draw the field. */
const WAIT_FRAMES = 90;
/** After this many frames without the field, the collapsed sections never opened are built. */
const SECTIONS_AFTER_FRAMES = 3;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

async function findField(screenId: string, fieldId: string): Promise<HTMLElement | null> {
  const selector = `[data-screen-id="${CSS.escape(screenId)}"] #${CSS.escape(fieldId)}`;
  for (let frame = 0; frame < WAIT_FRAMES; frame += 1) {
    const found = document.querySelector(selector);
    if (found instanceof HTMLElement && found.isConnected) return found;
    // Not there after a few frames: it may sit in a collapsed section never opened.
    if (frame === SECTIONS_AFTER_FRAMES) buildEverySection();
    await nextFrame();
  }
  return null;
}

/** Shows `place`: its screen (through `show`), its build, then focuses and flashes its field. */
export async function revealPlace(
  place: EditPlace,
  show: (screenId: string) => void,
): Promise<void> {
  if (place.screenId === null) return;
  show(place.screenId);
  if (place.section !== null && place.buildId !== null) {
    buildReveal.show(place.section, place.buildId);
  }
  if (place.fieldId === null) return;
  // The screen, its build and the field's value update first.
  await nextFrame();
  const field = await findField(place.screenId, place.fieldId);
  if (field === null) return;
  // A field in a closed section (a table, the rules) is shown too.
  revealElement(field);
  field.classList.add('restored');
  field.addEventListener('animationend', () => field.classList.remove('restored'), { once: true });
}
