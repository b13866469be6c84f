/**
 * Which edits belong together for undo: every edit made while one text field keeps focus is one
 * group ("typing in a field is one undo step per field edit, not per keystroke"). A checkbox, a
 * select or a button is a step of its own. The group key changes on every focus, so typing in a
 * field, leaving it and coming back makes two steps.
 */
import { deepActiveElement } from './deep-focus';

let focusSerial = 0;
let listening = false;

const TEXT_TYPES = new Set(['text', 'number', 'search', 'email', 'url', 'tel', '']);

function isTextField(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return true;
  // A code editor's text (the formula editor): typing in it is one step, as in a text area.
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element instanceof HTMLInputElement && TEXT_TYPES.has(element.type);
}

/** Starts counting focus changes (once per page). */
export function watchFocusForEditGroups(target: Document = document): void {
  if (listening) return;
  listening = true;
  target.addEventListener('focusin', () => {
    focusSerial += 1;
  });
}

/** The group of an edit made now: the focused text field's session, or null. */
export function currentEditGroup(): string | null {
  const element = deepActiveElement(document.activeElement);
  if (!isTextField(element)) return null;
  return `${element.id || element.getAttribute('name') || element.tagName}#${focusSerial}`;
}
