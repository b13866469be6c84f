/** What a field made of the text typed into it: a value, or why there is none. */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const WHOLE_NUMBER = /^[+-]?\d+$/;
const MINUS_SIGNS = /[\u2212\u2013]/g;

/**
 * Reads what a designer typed into a whole-number field. Only the syntax is checked here; the
 * range comes from the engine's own validation, so the UI never restates a rule.
 * Accepts a typographic minus (−5) as well as a hyphen; refuses exponents (1e9) and decimals.
 * Digits too many for a double still parse (to a huge value) so the range check names the range.
 */
export function parseWholeNumber(text: string, label: string): Parsed<number> {
  const trimmed = text.trim().replace(MINUS_SIGNS, '-');
  if (trimmed === '') return { ok: false, message: `${label} is empty: enter a whole number.` };
  if (!WHOLE_NUMBER.test(trimmed)) {
    return {
      ok: false,
      message: `${label} must be a whole number, not \u201c${text.trim()}\u201d.`,
    };
  }
  return { ok: true, value: Number(trimmed) };
}
