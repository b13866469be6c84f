/**
 * Where an edit was made, so Undo and Redo can say what they will do ("Undo Intelligence
 * (Willpower › Tathren)") and show that field again. Read from the page when the edit is made:
 * the focused control's label, and the marks its ancestors carry (`data-screen-*` on a screen,
 * `data-edit-*` on a build's card or a table). An edit made with no control in focus is placed by
 * the section of the project it changed.
 */
import { deepActiveElement } from './deep-focus';

/** What one undo step was, and where to show it again. */
export interface EditPlace {
  /** The field's label ("Intelligence"), or the button's words ("Delete build"); null: unknown. */
  readonly what: string | null;
  /** The screen's id ("willpower") and name ("Willpower"). */
  readonly screenId: string | null;
  readonly screenName: string | null;
  /** The build or table the field belongs to ("Tathren", "Races"), when it is one. */
  readonly where: string | null;
  /** The project section and build id, so the screen can select that build again. */
  readonly section: string | null;
  readonly buildId: string | null;
  /** The control's element id, to focus it again. */
  readonly fieldId: string | null;
}

/** Labels are cut to this many characters (a long button text or a free-text label). */
const LABEL_MAX = 40;

function tidy(text: string | null | undefined): string | null {
  const words = (text ?? '').replace(/\s+/g, ' ').trim();
  if (words === '') return null;
  return words.length > LABEL_MAX ? `${words.slice(0, LABEL_MAX - 1)}\u2026` : words;
}

/** A control's name as a person reads it: its label, its aria-label, or a button's words. */
function labelOf(element: Element): string | null {
  const ariaLabel = element.getAttribute('aria-label');
  if (ariaLabel !== null) return tidy(ariaLabel);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy !== null) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
    if (tidy(text) !== null) return tidy(text);
  }
  const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
  const label = labels?.[0];
  if (label !== undefined) {
    // A label holding its control (a checkbox) reads as its own words only.
    const words = [...label.childNodes]
      .filter(
        (node) =>
          node !== element && !(node instanceof Element && node.matches('input, select, textarea')),
      )
      .map((node) => node.textContent ?? '')
      .join(' ');
    return tidy(words);
  }
  if (element instanceof HTMLButtonElement) return tidy(element.textContent);
  return null;
}

/** The nearest value of `attribute` on `element` or an ancestor. */
function nearest(element: Element, attribute: string): string | null {
  return element.closest(`[${attribute}]`)?.getAttribute(attribute) ?? null;
}

/** Where an edit made now comes from: the focused control, or null when none is in focus. */
export function placeOfFocus(doc: Document = document): EditPlace | null {
  const element = doc.activeElement;
  if (element === null || element === doc.body || element === doc.documentElement) return null;
  // A control inside a shadow root (the formula editor) is named by itself, placed by its host.
  return placeOfControl(element, deepActiveElement(element) ?? element);
}

/**
 * Where an edit of `element`'s value is placed, as if made in it (the tour's "Show me" edits a
 * field without typing in it); null when it is on no screen.
 */
export function placeOfControl(element: Element, control: Element = element): EditPlace | null {
  const screenId = nearest(element, 'data-screen-id');
  if (screenId === null) return null;
  return {
    what: labelOf(control),
    screenId,
    screenName: nearest(element, 'data-screen-name'),
    where: nearest(element, 'data-edit-where'),
    section: nearest(element, 'data-edit-section'),
    buildId: nearest(element, 'data-edit-build'),
    fieldId: control.id === '' ? null : control.id,
  };
}

/**
 * What the buttons say after "Undo" or "Redo": "Intelligence (Willpower › Tathren)", "Delete
 * build (DCSS › Ringed)", or "edit (NetHack 3.4)" for an edit made with no control in focus.
 */
export function describePlace(place: EditPlace): string {
  const within = [place.screenName, place.where].filter((part) => part !== null).join(' \u203a ');
  const what = place.what ?? 'edit';
  return within === '' ? what : `${what} (${within})`;
}
