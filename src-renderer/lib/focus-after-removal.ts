import { tick } from 'svelte';

/** What can take the focus: an enabled control, or an element in the Tab order. */
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element's ancestors, nearest first. */
function ancestorsOf(element: Element): Element[] {
  const found: Element[] = [];
  for (let each = element.parentElement; each !== null; each = each.parentElement) {
    found.push(each);
  }
  return found;
}

/**
 * Runs `remove`, which takes away `control` (the Delete, Remove or Take off pressed, with its
 * row), and once the page is drawn again, if the focus fell to the page with it, gives the focus
 * to the removal's "Undo deleting …" in the same section, else to the first control of the
 * nearest container still there (the list's next row, its Add button, the "Put on" list). A
 * keyboard user keeps their place; nothing happens when the focus is still somewhere.
 */
export async function removeKeepingFocus(
  control: Element | null,
  remove: () => void,
): Promise<void> {
  const path = control === null ? [] : ancestorsOf(control);
  remove();
  await tick();
  if (control === null || control.isConnected) return;
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  const kept = path.filter((each) => each.isConnected);
  const section = kept[0]?.closest('section');
  const undo = section?.querySelector<HTMLElement>('button[aria-label^="Undo deleting"]');
  if (undo) {
    undo.focus();
    return;
  }
  // The nearest container still there that holds a control (an emptied list's holds none). A
  // control in a fieldset's legend (its table's "Edit…") leads elsewhere: the list's own come first.
  for (const container of kept) {
    const next = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (each) => each.closest('legend') === null,
    );
    if (next !== undefined) {
      next.focus();
      return;
    }
  }
}
