import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldSession, withTheRule } from '../../../src-renderer/lib/field-session';
import {
  decimal,
  diceText,
  optionalWholeNumber,
  wholeNumber,
  type FieldKind,
} from '../../../src-renderer/lib/field-kinds';
import { sameData } from '../../../src-renderer/lib/same-data';
import { UndoHistory } from '../../../src-renderer/lib/undo-history';

interface Doc {
  readonly build: { readonly name: string; readonly stats: { readonly int: number } };
  readonly other: { readonly rows: readonly number[] };
}

const START: Doc = Object.freeze({
  build: Object.freeze({ name: 'Tathren', stats: Object.freeze({ int: 15 }) }),
  other: Object.freeze({ rows: Object.freeze([1, 2, 3]) }),
});

/** Intelligence's rule in the seed data: a whole number from 1 to 30. */
function intRule(candidate: number): string | null {
  return Number.isInteger(candidate) && candidate >= 1 && candidate <= 30
    ? null
    : 'Intelligence must be a whole number from 1 to 30.';
}

/**
 * A project store as ProjectStore works (every write recorded for undo under the focused field's
 * group, then settled), with one field on Intelligence. `group` is the field's focus session.
 */
function project() {
  const history = new UndoHistory<Doc, string>(undefined, sameData);
  let doc = START;
  let group: string | null = null;
  let focus = 0;
  const writes: number[] = [];
  const session = new FieldSession<number>({
    kind: wholeNumber,
    label: 'Intelligence',
    value: () => doc.build.stats.int,
    validate: intRule,
    commit: (int) => {
      writes.push(int);
      const next = { ...doc, build: { ...doc.build, stats: { ...doc.build.stats, int } } };
      history.record(doc, group, 'Intelligence');
      doc = history.settle(next, group);
    },
  });
  return {
    session,
    history,
    writes,
    get doc() {
      return doc;
    },
    get int() {
      return doc.build.stats.int;
    },
    focus() {
      focus += 1;
      group = `int#${focus}`;
      session.begin();
    },
    blur() {
      session.leave();
      group = null;
    },
    /** Types `typed` key by key over the whole text, selected first ("": the text deleted). */
    type(typed: string) {
      if (typed === '') session.input('');
      for (let end = 1; end <= typed.length; end += 1) session.input(typed.slice(0, end));
    },
    undo() {
      const back = history.undo(doc);
      if (back !== undefined) doc = back;
      session.follow(doc.build.stats.int);
    },
  };
}

describe('a field edit as one transaction', () => {
  it('shows a valid value live, and puts the value before typing back when the text stops being one', () => {
    const p = project();
    p.focus();
    p.session.input('9');
    expect(p.int).toBe(9); // the live preview: "9" is a valid Intelligence
    p.session.input('99');
    expect(p.int).toBe(15); // not 9: the data goes back to the value before the typing
    expect(p.session.text).toBe('99');
    expect(p.session.error).toBe('Intelligence must be a whole number from 1 to 30.');
    p.session.input('999');
    expect(p.int).toBe(15);
    expect(p.writes).toEqual([9, 15]);
  });

  it('Escape puts the text and the data back to the value before the typing', () => {
    const p = project();
    p.focus();
    p.type('999');
    p.session.escape();
    expect([p.int, p.session.text, p.session.error]).toEqual([15, '15', null]);
    p.type('7');
    p.session.escape();
    expect([p.int, p.session.text]).toEqual([15, '15']);
  });

  it('leaving with invalid text keeps the draft and its message over the value before typing', () => {
    const p = project();
    p.focus();
    p.type('999');
    p.blur();
    expect(p.session.text).toBe('999');
    expect(p.session.error).not.toBeNull();
    expect(p.int).toBe(15);
    // Back in the field later: Escape puts back 15, the value the data has, not a typed 9.
    p.focus();
    p.session.escape();
    expect([p.int, p.session.text, p.session.error]).toEqual([15, '15', null]);
  });

  it('leaving with a valid text keeps it, shown as the data holds it', () => {
    const p = project();
    p.focus();
    p.type(' 18 ');
    p.blur();
    expect([p.int, p.session.text]).toEqual([18, '18']);
  });

  it('makes a whole typing session one undo step that puts back the value before it', () => {
    const p = project();
    p.focus();
    p.type('17');
    p.type('1');
    p.type('12');
    p.blur();
    expect(p.int).toBe(12);
    expect(p.history.undoNote).toBe('Intelligence');
    p.undo();
    expect(p.int).toBe(15);
    expect(p.history.canUndo).toBe(false);
  });

  it('leaves no undo step, and the very document it began with, when the session ends where it began', () => {
    const p = project();
    p.focus();
    p.type('999'); // 9, then back to 15
    expect(p.history.canUndo).toBe(false);
    expect(p.doc).toBe(START);
    p.session.escape();
    p.type('16');
    p.type('15');
    p.blur();
    expect(p.history.canUndo).toBe(false);
    expect(p.doc).toBe(START);
  });

  it('keeps the redo steps when a session changes nothing', () => {
    const p = project();
    p.focus();
    p.type('20');
    p.blur();
    p.undo();
    expect(p.history.canRedo).toBe(true);
    p.focus();
    p.type('999');
    p.session.escape();
    p.blur();
    expect(p.history.canRedo).toBe(true);
    // A session that does change something clears them, as any edit does.
    p.focus();
    p.type('21');
    p.blur();
    expect(p.history.canRedo).toBe(false);
  });

  it('takes a value from elsewhere (an Undo) over a draft, and Escape then puts that value back', () => {
    const p = project();
    p.focus();
    p.type('20');
    p.blur();
    p.focus();
    p.type('abc');
    expect(p.int).toBe(20);
    p.undo();
    expect([p.int, p.session.text, p.session.error]).toEqual([15, '15', null]);
    p.type('3');
    p.session.escape();
    expect(p.int).toBe(15);
  });

  it('steps with the arrow keys to the first value the rule takes, as if typed', () => {
    const p = project();
    p.focus();
    p.type('28');
    expect(p.session.step(1, true)).toBe(true);
    expect([p.int, p.session.text]).toEqual([30, '30']);
    expect(p.session.step(1, false)).toBe(false);
    p.blur();
    p.undo();
    expect(p.int).toBe(15);
  });

  it('takes a refused draft when the rule changes to accept it, without a session', () => {
    let max = 30;
    let value = 15;
    const session = new FieldSession<number>({
      kind: wholeNumber,
      label: 'Intelligence',
      value: () => value,
      validate: (n) =>
        n >= 1 && n <= max ? null : `Intelligence must be a whole number from 1 to ${max}.`,
      commit: (n) => (value = n),
    });
    session.begin();
    session.input('35');
    session.leave();
    expect(session.retryWouldTake).toBe(false);
    max = 40;
    expect(session.retryWouldTake).toBe(true);
    session.retry();
    expect([value, session.error, session.editing]).toEqual([35, null, false]);
  });

  it('keeps the text as typed when its own value comes back ("1, 10," is [1, 10])', () => {
    const levels: FieldKind<readonly number[]> = {
      parse: (raw) => ({
        ok: true,
        value: raw
          .split(',')
          .filter((part) => part.trim() !== '')
          .map(Number),
      }),
      format: (value) => value.join(', '),
      inputmode: 'text',
    };
    let value: readonly number[] = [1];
    const session = new FieldSession({
      kind: levels,
      label: 'Levels',
      value: () => value,
      validate: () => null,
      commit: (next) => (value = next),
    });
    session.begin();
    session.input('1, 10,');
    session.follow(value);
    expect(session.text).toBe('1, 10,');
    // A value from elsewhere replaces it.
    value = [5];
    session.follow(value);
    expect(session.text).toBe('5');
  });
});

describe('the message of text that is no value', () => {
  it('names the range the rule names, with what was typed', () => {
    const p = project();
    p.focus();
    for (const typed of ['NaN', '1e999', 'abc', '12.5', 'Infinity']) {
      p.session.input(typed);
      expect(p.session.error).toBe(
        `Intelligence must be a whole number from 1 to 30, not \u201c${typed}\u201d.`,
      );
    }
    p.session.input('  ');
    expect(p.session.error).toBe('Intelligence is empty: enter a whole number from 1 to 30.');
  });

  it('keeps the kind’s message where the rule has no range to name, or the kind no stand-in', () => {
    const text = (kind: FieldKind<number> | FieldKind<string>, rule: () => string | null) => {
      const session = new FieldSession<never>({
        kind: kind as FieldKind<never>,
        label: 'Pace',
        value: () => 1 as never,
        validate: rule,
        commit: () => undefined,
      });
      session.input('x');
      return session.error;
    };
    expect(text(decimal, () => null)).toBe('Pace must be a number like 1.5, not \u201cx\u201d.');
    expect(text(decimal, () => 'Pace must be a number above 0 and at most 100.')).toBe(
      'Pace must be a number above 0 and at most 100, not \u201cx\u201d.',
    );
    expect(
      text(decimal, () => {
        throw new RangeError('not a number');
      }),
    ).toBe('Pace must be a number like 1.5, not \u201cx\u201d.');
    // Dice are text: every text is read, and the rule speaks for itself.
    expect(diceText.unreadable).toBeUndefined();
    expect(optionalWholeNumber.unreadable).toBeNaN();
  });

  it('puts what was typed in place of what the rule says it is not', () => {
    expect(withTheRule('Dice must be a whole number from 0 to 5, or none.', 'x', '')).toBe(
      'Dice must be a whole number from 0 to 5, or none, not \u201cx\u201d.',
    );
    expect(withTheRule('The knee must be a whole number from 0 up, not NaN.', 'x', '')).toBe(
      'The knee must be a whole number from 0 up, not \u201cx\u201d.',
    );
  });

  it('follows the kind’s message with a rule worded otherwise, so the range is still named', () => {
    expect(withTheRule('From \u221220 to 20 cells.', 'x', 'Across must be a whole number.')).toBe(
      'Across must be a whole number. From \u221220 to 20 cells.',
    );
    expect(withTheRule('From 1 to 10', 'x', 'By must be a whole number.')).toBe(
      'By must be a whole number. From 1 to 10.',
    );
  });
});

/** A designer's action in a field: a text typed over the field's, Escape, or leaving and coming back. */
type Action =
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'escape' }
  | {
      readonly kind: 'refocus';
    };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        fc.integer({ min: -5, max: 40 }).map(String),
        fc.constantFrom('', 'abc', 'NaN', '1e999', '9999', '12.5', ' 7 '),
      )
      .map((text) => ({ kind: 'type' as const, text })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'escape' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'refocus' as const }) },
);

/** What the rule reads from a text, by itself: the value, or null when it is not one. */
function valueOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= 30 ? n : null;
}

describe('a field edit, against a model of the rule (property)', () => {
  it('holds the value before typing or the valid text, and undoes each session in one step', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        const p = project();
        /** The model: the value at each session's start, in order, for the undo steps. */
        const starts: number[] = [];
        let before = p.int;
        p.focus();
        for (const action of actions) {
          if (action.kind === 'type') {
            p.type(action.text);
            const typed = valueOf(action.text);
            // Whatever was typed, the data is the valid text or the value before the typing.
            expect(p.int).toBe(typed ?? before);
            expect(p.session.error === null).toBe(typed !== null);
          } else if (action.kind === 'escape') {
            p.session.escape();
            expect([p.int, p.session.text]).toEqual([before, String(before)]);
          } else {
            p.blur();
            if (p.int !== before) starts.push(before);
            before = p.int;
            p.focus();
          }
        }
        p.blur();
        if (p.int !== before) starts.push(before);
        // Each session that changed the value is one step back to its start; none other.
        for (const start of starts.reverse()) {
          expect(p.history.canUndo).toBe(true);
          p.undo();
          expect(p.int).toBe(start);
        }
        expect(p.history.canUndo).toBe(false);
        expect(p.int).toBe(15);
      }),
    );
  });
});
