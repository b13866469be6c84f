/**
 * The element that really has focus: inside a shadow root (the formula editor draws CodeMirror in
 * one, so its styles need no inline <style> the Content Security Policy refuses), the document's
 * `activeElement` is the shadow's host, and the focused control is the host's own active element.
 */
export function deepActiveElement(element: Element | null): Element | null {
  let focused = element;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}
