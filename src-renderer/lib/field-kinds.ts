import { parseWholeNumber, type Parsed } from './parse-whole-number';

/**
 * What a field edits: how typed text becomes a value and back, and (for numbers) what the arrow
 * keys try. Range checks are not here: they come from the engine's validation.
 */
export interface FieldKind<T> {
  parse(text: string, label: string): Parsed<T>;
  format(value: T): string;
  /** Values the arrow keys try, nearest the full step first; the first valid one is taken. */
  stepCandidates?(value: T, direction: 1 | -1, big: boolean): readonly T[];
  readonly inputmode: 'numeric' | 'text';
}

function numberSteps(value: number, direction: 1 | -1, big: boolean): number[] {
  const size = big ? 5 : 1;
  // From the full step down to one, so Shift+↑ at 58 of 60 stops at 60.
  return Array.from({ length: size }, (_, i) => value + direction * (size - i));
}

export const wholeNumber: FieldKind<number> = {
  parse: parseWholeNumber,
  format: (value) => String(value),
  stepCandidates: numberSteps,
  inputmode: 'numeric',
};

/** A modifier: shown with its sign (+2, 0, -1), as the rules texts write them. */
export const signedWholeNumber: FieldKind<number> = {
  ...wholeNumber,
  format: (value) => (value > 0 ? `+${value}` : String(value)),
};

export const text: FieldKind<string> = {
  parse: (raw, label) => {
    const trimmed = raw.trim();
    return trimmed === ''
      ? { ok: false, message: `${label} is empty.` }
      : { ok: true, value: trimmed };
  },
  format: (value) => value,
  inputmode: 'text',
};
