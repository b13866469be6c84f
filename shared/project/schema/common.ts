/**
 * The building blocks of the project schema: every field says, in a designer's words, what it
 * must be ("must be a whole number from 1 to 30"). The JSON path is added by the loader.
 */
import * as v from 'valibot';
import { LIST_MAX, listTooLongMessage, TEXT_MAX_LENGTH, textTooLongMessage } from '../limits';
import { quoted } from '../problems';

/** The message of an object schema: not an object, a missing field, or a field it does not know. */
function objectMessage(issue: v.StrictObjectIssue): string {
  if (issue.expected === 'Object') return `must be an object, not ${describe(issue.input)}`;
  if (issue.expected === 'never') return 'is not a field Wellspring knows (misspelt?)';
  return 'is missing';
}

/** A short description of a wrong value for a message: `"abc"`, `12.5`, a list, null. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'undefined') return 'nothing';
  return String(value);
}

/** A JSON object with exactly these fields (in this order when saved), read-only once loaded. */
export function record<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(v.strictObject(entries, objectMessage), v.readonly());
}

/** A JSON array of `item`, at most `max` long, read-only once loaded. */
export function list<const TItem extends v.GenericSchema>(item: TItem, max = LIST_MAX) {
  return v.pipe(
    v.array(item, (issue) => `must be a list, not ${describe(issue.input)}`),
    v.maxLength(max, (issue) => listTooLongMessage((issue.input as unknown[]).length, max)),
    v.readonly(),
  );
}

/** A whole number from `min` to `max` (both included). */
export function whole(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** A number (decimals allowed) from `min` to `max`; `above` excludes `min` itself. */
export function decimal(min: number, max: number, options: { above?: boolean } = {}) {
  const message = `must be a number ${options.above === true ? 'above' : 'from'} ${min} ${
    options.above === true ? 'and at most' : 'to'
  } ${max}`;
  return v.pipe(
    v.number(message),
    v.finite(message),
    v.check((value) => (options.above === true ? value > min : value >= min), message),
    v.maxValue(max, message),
  );
}

/** What a text past {@link TEXT_MAX_LENGTH} characters, the bound of every text of a project, says. */
function tooLong(issue: { readonly input: string }): string {
  return textTooLongMessage(issue.input.length);
}

/** Any text (names, gifts, notes), at most 200 characters. */
export const text = v.pipe(
  v.string((issue) => `must be text, not ${describe(issue.input)}`),
  v.maxLength(TEXT_MAX_LENGTH, tooLong),
);

/** An id other rows and builds refer to: non-empty text, at most 200 characters. */
export const id = v.pipe(
  v.string((issue) => `must be an id (text), not ${describe(issue.input)}`),
  v.minLength(1, 'must be an id of at least 1 character'),
  v.maxLength(TEXT_MAX_LENGTH, tooLong),
);

/** true or false. */
export const flag = v.boolean((issue) => `must be true or false, not ${describe(issue.input)}`);

/** One of a fixed list of words. */
export function oneOf<const TOptions extends v.PicklistOptions>(options: TOptions) {
  return v.picklist(
    options,
    (issue) => `must be one of ${options.join(', ')}, not ${describe(issue.input)}`,
  );
}
