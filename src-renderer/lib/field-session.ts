import type { FieldKind } from './field-kinds';
import type { Parsed } from './parse-whole-number';

/** What a field edits, read afresh at each call (a component's props may change). */
export interface FieldHost<T> {
  readonly kind: FieldKind<T>;
  /** The field's name in a message ("Intelligence"). */
  readonly label: string;
  /** The value the data holds now. */
  value(): T;
  /** The engine's verdict on a candidate value: a message, or null when it is fine. */
  validate(candidate: T): string | null;
  /** Writes a value into the data (the chart follows at once). */
  commit(value: T): void;
}

/**
 * One field's edit as one transaction, the rule every field of every screen follows. Typing
 * begins a session that remembers the value the data had before it. While the designer types,
 * each valid text is written at once (a live preview: the chart follows); text that is not a valid
 * value puts the data back to the value before the typing (a half-typed "99" on its way to "999"
 * never stays in the data, the file or the figures) and keeps the text with its message. Escape
 * puts the text and the data back to the value before the typing. Leaving with invalid text keeps
 * that text and its message in the field (the screen names the field) while the data keeps the
 * value before the typing, which is what a save writes. The session's writes are one undo step
 * (the focus's group, `edit-group.ts`), none when it ends where it began (`UndoHistory.settle`).
 *
 * Plain TypeScript (no runes), so it is tested under Node; `Field.svelte` drives it and shows
 * `text` and `error`.
 */
export class FieldSession<T> {
  /** What the field shows. */
  text: string;
  /** Why `text` is not a valid value, or null when it is one. */
  error: string | null = null;
  /** The value the data had when the typing began; null while no session is open. */
  #before: { readonly value: T } | null = null;
  /** The value this field wrote last: the data giving it back is no change from elsewhere. */
  #own: { readonly value: T } | null = null;
  /** The data's value the field last followed. */
  #seen: T;

  constructor(private readonly host: FieldHost<T>) {
    this.#seen = host.value();
    this.text = host.kind.format(this.#seen);
  }

  /** True while a typing session is open (the field has focus). */
  get editing(): boolean {
    return this.#before !== null;
  }

  /** The field got focus: the session remembers the value the data has now. */
  begin(): void {
    this.#before ??= { value: this.host.value() };
  }

  /** The text changed: a valid value is written; anything else puts back the value before. */
  input(raw: string): void {
    this.begin();
    this.text = raw;
    const verdict = this.#judge(raw);
    if (verdict.ok) {
      this.error = null;
      this.#write(verdict.value);
    } else {
      this.error = verdict.message;
      this.#write(this.#startValue());
    }
  }

  /** Escape: the text and the data go back to the value before the typing. */
  escape(): void {
    const original = this.#startValue();
    this.text = this.host.kind.format(original);
    this.error = null;
    this.#write(original);
  }

  /** Enter: a valid text is shown as the data holds it ("+2" for "2"); the session goes on. */
  confirm(): void {
    if (this.error === null) this.text = this.host.kind.format(this.host.value());
  }

  /**
   * The arrow keys: the first of the kind's candidates from the data's value that the rule takes,
   * as if typed. False when there is none (at the end of the range) or the kind has no steps.
   */
  step(direction: 1 | -1, big: boolean): boolean {
    const next = this.host.kind
      .stepCandidates?.(this.host.value(), direction, big)
      .find((candidate) => this.host.validate(candidate) === null);
    if (next === undefined) return false;
    this.input(this.host.kind.format(next));
    return true;
  }

  /**
   * The field lost focus: the session ends. Valid text is shown as the data holds it; invalid text
   * stays with its message (the draft the screen names), over the value before the typing.
   */
  leave(): void {
    if (this.error === null) this.text = this.host.kind.format(this.host.value());
    this.#before = null;
  }

  /**
   * The rule judging a refused draft may have changed (another field moved): a draft that is now
   * a valid value is written. Nothing else changes.
   */
  retry(): void {
    if (this.error === null) return;
    const verdict = this.#judge(this.text);
    if (!verdict.ok) return;
    this.error = null;
    this.#write(verdict.value);
  }

  /** True when a refused draft would now be taken (read inside an effect, to track the rule). */
  get retryWouldTake(): boolean {
    return this.error !== null && this.#judge(this.text).ok;
  }

  /**
   * The data's value now, given by its owner. A value from elsewhere (Undo, a Reset, another file)
   * replaces the text and any draft: the draft was an attempt to change a value no longer there.
   * `discarded`: every draft must go even when the value is the same (New, Open, a Reset).
   */
  follow(value: T, discarded = false): void {
    const changed = !Object.is(value, this.#seen);
    this.#seen = value;
    if (discarded || (changed && !this.#isOwn(value))) {
      this.#own = null;
      this.text = this.host.kind.format(value);
      this.error = null;
      if (this.#before !== null) this.#before = { value };
    } else if (!changed && this.error === null && !this.#isOwn(value)) {
      // The same value, formatted anew (the kind changed).
      this.text = this.host.kind.format(value);
    }
  }

  #isOwn(value: T): boolean {
    return this.#own !== null && Object.is(this.#own.value, value);
  }

  #startValue(): T {
    return this.#before === null ? this.host.value() : this.#before.value;
  }

  #write(value: T): void {
    if (Object.is(value, this.host.value())) return;
    this.#own = { value };
    this.#seen = value;
    this.host.commit(value);
  }

  #judge(raw: string): Parsed<T> {
    const { kind, label } = this.host;
    const parsed = kind.parse(raw, label);
    if (!parsed.ok) return { ok: false, message: this.#unreadable(raw, parsed.message) };
    const problem = this.host.validate(parsed.value);
    return problem === null ? parsed : { ok: false, message: problem };
  }

  /** The message for text that is no value at all: the field's range, when its rule names one. */
  #unreadable(raw: string, message: string): string {
    const { unreadable } = this.host.kind;
    if (unreadable === undefined) return message;
    let rule: string | null;
    try {
      rule = this.host.validate(unreadable);
    } catch {
      // A rule that cannot judge the stand-in says nothing about the range: the kind's message.
      rule = null;
    }
    return rule === null ? message : withTheRule(rule, raw, message);
  }
}

/**
 * The rule's verdict on text that is no value, with what was typed: "Intelligence must be a whole
 * number from 1 to 30." becomes "…from 1 to 30, not “abc”." (the rule's own "not NaN" left out),
 * or "Intelligence is empty: enter a whole number from 1 to 30." A rule worded otherwise ("From
 * −20 to 20 cells.") follows the kind's own message, so the range is still named.
 */
export function withTheRule(rule: string, raw: string, message: string): string {
  const shape = /^(.+?) must be (.+?)(?:, not [^,]*)?\.?$/s.exec(rule);
  if (shape === null) return `${message} ${/[.!?]$/.test(rule) ? rule : `${rule}.`}`;
  const [, subject, range] = shape;
  const typed = raw.trim();
  return typed === ''
    ? `${subject} is empty: enter ${range}.`
    : `${subject} must be ${range}, not \u201c${typed}\u201d.`;
}
