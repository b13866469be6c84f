import { LIMITS as FORMULA_LIMITS } from '../formula/source';
import { formatJsonPath } from './problems';

/**
 * How large a project may grow. A designer will not reach these limits (a thousand builds of one
 * ruleset, a thousand items, rows of a table; a name of 200 characters), but a file made by a
 * script or a hostile share code might, and past them the window stops being live. Opening
 * refuses a file past one before it checks anything else (`bounded-json.ts`: the refusal costs
 * nothing in proportion to the damage, so 10^6 builds are refused at once); editing refuses an
 * edit that would make one (the project store), so every saved file opens again.
 */
export const LIST_MAX = 1000;

/**
 * The comparison's lines: one per pool (HP, mana) of every build of its three rulesets, so six
 * times the builds one ruleset may hold.
 */
export const COMPARE_ENTRIES_MAX = 6 * LIST_MAX;

/**
 * Any text of a project: a name, an id, a note. Room for a sentence (the longest text of the
 * built-in data, a Mage 2e Anomaly's effect, is 79 characters); a 200,000-character race name
 * held the Balance grid for over a second. Editing screens may ask for less (a Willpower row's
 * name: 40).
 */
export const TEXT_MAX_LENGTH = 200;

/**
 * Lists and objects inside each other. The schema nests 7 deep; the bound is checked on the
 * text before JSON.parse, so a code of 10^4 brackets is refused before anything recurses into it.
 */
export const NESTING_MAX = 32;

/** The limit of the list at this JSON path (as segments: `['compare', 'entries']`). */
export function listLimitAt(segments: readonly (string | number)[]): number {
  return segments.length === 2 && segments[0] === 'compare' && segments[1] === 'entries'
    ? COMPARE_ENTRIES_MAX
    : LIST_MAX;
}

/**
 * The limit of the text at this JSON path: a custom ruleset's formula text (in a file
 * `custom.rulesets[0].text`; in a share code of one, whose `section` is that `custom` section,
 * `section.rulesets[0].text`) holds up to the formula language's own limit (100,000 characters);
 * every other text, {@link TEXT_MAX_LENGTH}.
 */
export function textLimitAt(segments: readonly (string | number)[]): number {
  return segments.length === 4 &&
    (segments[0] === 'custom' || segments[0] === 'section') &&
    segments[1] === 'rulesets' &&
    typeof segments[2] === 'number' &&
    segments[3] === 'text'
    ? FORMULA_LIMITS.text
    : TEXT_MAX_LENGTH;
}

/** What a refused list says: "holds 1,001 entries; Wellspring takes at most 1,000". */
export function listTooLongMessage(length: number, max = LIST_MAX): string {
  return `holds ${length.toLocaleString('en')} entries; Wellspring takes at most ${max.toLocaleString('en')}`;
}

/** What a refused text says: "is 250 characters long; Wellspring takes at most 200". */
export function textTooLongMessage(length: number, max = TEXT_MAX_LENGTH): string {
  return `is ${length.toLocaleString('en')} characters long; Wellspring takes at most ${max.toLocaleString('en')}`;
}

/** What an object with too many fields says (no object of the schema has more than a few dozen). */
export function tooManyFieldsMessage(count: number, max = LIST_MAX): string {
  return `holds ${count.toLocaleString('en')} fields; Wellspring takes at most ${max.toLocaleString('en')}`;
}

/** A part of a document past its limit: a list's entries, an object's fields, a text's length. */
export interface LimitBreach {
  readonly kind: 'list' | 'fields' | 'text';
  /** The JSON path of the part (`willpower.builds`), as `formatJsonPath` writes it. */
  readonly path: string;
  readonly length: number;
  readonly max: number;
}

/** The breach in a file's words: "holds 1,001 entries; Wellspring takes at most 1,000". */
export function limitBreachMessage(breach: LimitBreach): string {
  switch (breach.kind) {
    case 'list':
      return listTooLongMessage(breach.length, breach.max);
    case 'fields':
      return tooManyFieldsMessage(breach.length, breach.max);
    case 'text':
      return textTooLongMessage(breach.length, breach.max);
  }
}

type Segments = (string | number)[];

function breach(kind: LimitBreach['kind'], at: Segments, length: number, max: number): LimitBreach {
  return { kind, path: formatJsonPath(at), length, max };
}

function breachBelow(value: unknown, at: Segments): LimitBreach | null {
  if (typeof value === 'string') {
    const max = textLimitAt(at);
    return value.length > max ? breach('text', at, value.length, max) : null;
  }
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return null;
  if (Array.isArray(value)) {
    const max = listLimitAt(at);
    if (value.length > max) return breach('list', at, value.length, max);
    for (const [i, item] of value.entries()) {
      at.push(i);
      const found = breachBelow(item, at);
      at.pop();
      if (found !== null) return found;
    }
    return null;
  }
  const keys = Object.keys(value);
  if (keys.length > LIST_MAX) return breach('fields', at, keys.length, LIST_MAX);
  for (const key of keys) {
    at.push(key);
    const found =
      key.length > TEXT_MAX_LENGTH
        ? breach('text', at, key.length, TEXT_MAX_LENGTH)
        : breachBelow((value as Readonly<Record<string, unknown>>)[key], at);
    at.pop();
    if (found !== null) return found;
  }
  return null;
}

/**
 * The first part of `value` past its limit (in document order), or null: a list longer than its
 * limit ({@link LIST_MAX}; the comparison's lines {@link COMPARE_ENTRIES_MAX}), an object with
 * more fields than {@link LIST_MAX}, a text longer than its limit ({@link textLimitAt}) or a
 * field's name longer than {@link TEXT_MAX_LENGTH}. A list's length and an object's field count are read before anything
 * inside them, so the walk costs little more than the parse before it.
 * Frozen parts are not entered: in the app every part of the document already checked is frozen,
 * so after an edit only what the edit made is walked.
 */
export function limitBreachIn(value: unknown): LimitBreach | null {
  return breachBelow(value, []);
}
