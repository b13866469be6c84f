import { TEXT_MAX_LENGTH } from '../../shared/project/limits';
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
  readonly inputmode: 'numeric' | 'decimal' | 'text';
  /**
   * A value standing for text that is no value at all (NaN for a number), put to the field's rule
   * so the message for "abc" names the range the rule names for 999 ("Intelligence must be a whole
   * number from 1 to 30, not “abc”."): see `FieldSession`.
   */
  readonly unreadable?: T;
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
  unreadable: Number.NaN,
};

/**
 * A whole number that may be left out: an empty field is none (a spell that deals no damage),
 * shown empty. The arrow keys from none start at 1.
 */
export const optionalWholeNumber: FieldKind<number | null> = {
  parse: (raw, label) =>
    raw.trim() === '' ? { ok: true, value: null } : parseWholeNumber(raw, label),
  format: (value) => (value === null ? '' : String(value)),
  stepCandidates: (value, direction, big) =>
    value === null ? (direction === 1 ? [1] : []) : numberSteps(value, direction, big),
  inputmode: 'numeric',
  unreadable: Number.NaN,
};

/** A modifier: shown with its sign (+2, 0, -1), as the rules texts write them. */
export const signedWholeNumber: FieldKind<number> = {
  ...wholeNumber,
  format: (value) => (value > 0 ? `+${value}` : String(value)),
};

/** A name or a note: not empty, and no longer than any text of a project may be (200). */
export const text: FieldKind<string> = {
  parse: (raw, label) => {
    const trimmed = raw.trim();
    if (trimmed === '') return { ok: false, message: `${label} is empty.` };
    if (trimmed.length > TEXT_MAX_LENGTH) {
      return {
        ok: false,
        message: `${label} holds at most ${TEXT_MAX_LENGTH} characters (this is ${trimmed.length.toLocaleString('en')}).`,
      };
    }
    return { ok: true, value: trimmed };
  },
  format: (value) => value,
  inputmode: 'text',
};

/** Dice as typed (the field's `validate` checks them); empty is allowed: no damage. */
export const diceText: FieldKind<string> = {
  parse: (raw) => ({ ok: true, value: raw.trim() }),
  format: (value) => value,
  inputmode: 'text',
};

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const MINUS_SIGNS = /[\u2212\u2013]/g;

/**
 * Reads a number that may have decimals (a pace factor: 1.5, 0.25). Only plain decimal notation:
 * refuses exponents (1e3), NaN, Infinity, hex and thousands separators. A typographic minus is
 * read as a hyphen. The range comes from the engine's validation, as for whole numbers.
 */
export function parseDecimal(raw: string, label: string): Parsed<number> {
  const trimmed = raw.trim().replace(MINUS_SIGNS, '-');
  if (trimmed === '') return { ok: false, message: `${label} is empty: enter a number.` };
  const value = Number(trimmed);
  if (!DECIMAL.test(trimmed) || !Number.isFinite(value)) {
    return {
      ok: false,
      message: `${label} must be a number like 1.5, not \u201c${raw.trim()}\u201d.`,
    };
  }
  return { ok: true, value };
}

/** A number with decimals allowed (1.5, 0.25): no arrow-key steps, so no float drift. */
export const decimal: FieldKind<number> = {
  parse: parseDecimal,
  format: (value) => String(value),
  inputmode: 'decimal',
  unreadable: Number.NaN,
};

/** A number with decimals that may be left out: an empty field is none (an open end of a band). */
export const optionalDecimal: FieldKind<number | null> = {
  parse: (raw, label) => (raw.trim() === '' ? { ok: true, value: null } : parseDecimal(raw, label)),
  format: (value) => (value === null ? '' : String(value)),
  inputmode: 'decimal',
  unreadable: Number.NaN,
};

/** Text that may be left empty (a column's unit: none is a plain number), trimmed. */
export const optionalText: FieldKind<string> = {
  parse: (raw) => ({ ok: true, value: raw.trim() }),
  format: (value) => value,
  inputmode: 'text',
};
