/**
 * The designer taking over: a wheel, a click or a key anywhere in the window (seen first, in the
 * capture phase). What the app keeps in place for them (a card revealed, a field scrolled to, the
 * tour's target) lets go at once then.
 */
const INPUTS = ['wheel', 'pointerdown', 'keydown'] as const;

/** Calls `listener` on each such input from now on; returns the function that stops it. */
export function onDesignerInput(listener: () => void): () => void {
  for (const type of INPUTS) window.addEventListener(type, listener, true);
  return () => {
    for (const type of INPUTS) window.removeEventListener(type, listener, true);
  };
}
