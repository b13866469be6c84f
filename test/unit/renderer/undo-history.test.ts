import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepLimit, UndoHistory } from '../../../src-renderer/lib/undo-history';

/** A document store as ProjectStore uses the history: every set records what it replaced. */
function store(initial: number) {
  const history = new UndoHistory<number>();
  let doc = initial;
  return {
    get doc() {
      return doc;
    },
    set(next: number, group: string | null = null) {
      history.record(doc, group);
      doc = next;
    },
    undo() {
      const back = history.undo(doc);
      if (back !== undefined) doc = back;
      return back !== undefined;
    },
    redo() {
      const forward = history.redo(doc);
      if (forward !== undefined) doc = forward;
      return forward !== undefined;
    },
    history,
  };
}

describe('the undo history', () => {
  it('undoes and redoes edits in order', () => {
    const s = store(0);
    s.set(1);
    s.set(2);
    expect(s.undo()).toBe(true);
    expect(s.doc).toBe(1);
    expect(s.undo()).toBe(true);
    expect(s.doc).toBe(0);
    expect(s.undo()).toBe(false);
    expect(s.redo()).toBe(true);
    expect(s.redo()).toBe(true);
    expect(s.doc).toBe(2);
    expect(s.redo()).toBe(false);
  });

  it('makes the edits of one group (typing in one field) one step', () => {
    const s = store(15);
    s.set(1, 'int#1');
    s.set(16, 'int#1');
    s.set(3, 'wil#2');
    s.undo();
    expect(s.doc).toBe(16);
    s.undo();
    expect(s.doc).toBe(15);
  });

  it('starts a new step in the same field after an undo, and a new edit clears redo', () => {
    const s = store(0);
    s.set(1, 'a#1');
    s.undo();
    s.set(2, 'a#1');
    s.set(3, 'a#1');
    expect(s.history.canRedo).toBe(false);
    s.undo();
    expect(s.doc).toBe(0);
  });

  it('keeps at most its limit of steps', () => {
    const history = new UndoHistory<number>(stepLimit(3));
    for (let i = 0; i < 10; i += 1) history.record(i);
    let doc = 10;
    let steps = 0;
    for (let back = history.undo(doc); back !== undefined; back = history.undo(doc)) {
      doc = back;
      steps += 1;
    }
    expect(steps).toBe(3);
    expect(doc).toBe(7);
    expect(history.droppedSteps).toBe(7);
  });

  it('undoing everything and redoing everything ends where it started (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (values) => {
        const s = store(-1);
        for (const value of values) s.set(value);
        const end = s.doc;
        while (s.undo());
        expect(s.doc).toBe(-1);
        while (s.redo());
        expect(s.doc).toBe(end);
      }),
    );
  });
});

describe('the notes of undo steps', () => {
  it('says what Undo and Redo will do, each note moving with its step', () => {
    const history = new UndoHistory<number, string>();
    expect(history.undoNote).toBeUndefined();
    history.record(0, 'int#1', 'Intelligence');
    history.record(1, 'int#1', 'Intelligence again');
    history.record(2, null, 'Race');
    expect(history.undoNote).toBe('Race');
    expect(history.undo(3)).toBe(2);
    expect([history.undoNote, history.redoNote]).toEqual(['Intelligence', 'Race']);
    // A group keeps its first edit's note.
    expect(history.undo(2)).toBe(0);
    expect([history.undoNote, history.redoNote]).toEqual([undefined, 'Intelligence']);
    expect(history.redo(0)).toBe(2);
    expect([history.undoNote, history.redoNote]).toEqual(['Intelligence', 'Race']);
    history.record(2, null, 'Class');
    expect([history.undoNote, history.redoNote]).toEqual(['Class', undefined]);
  });
});

describe('a group that ends where it began', () => {
  const same = (a: { n: number }, b: { n: number }) => a.n === b.n;

  it('leaves no step, and gives back the very document it began with', () => {
    const history = new UndoHistory<{ n: number }, string>(undefined, same);
    const start = { n: 15 };
    history.record(start, 'int#1', 'Intelligence');
    expect(history.settle({ n: 9 }, 'int#1')).toEqual({ n: 9 });
    history.record({ n: 9 }, 'int#1', 'Intelligence');
    expect(history.settle({ n: 15 }, 'int#1')).toBe(start);
    expect(history.canUndo).toBe(false);
    // Typing on in the same field is a step again, back to the same start.
    history.record(start, 'int#1', 'Intelligence');
    expect(history.settle({ n: 16 }, 'int#1')).toEqual({ n: 16 });
    expect(history.undo({ n: 16 })).toBe(start);
  });

  it('settles only a group: a button pressed twice is two steps', () => {
    const history = new UndoHistory<{ n: number }>(undefined, same);
    history.record({ n: 0 }, null);
    expect(history.settle({ n: 1 }, null)).toEqual({ n: 1 });
    history.record({ n: 1 }, null);
    expect(history.settle({ n: 0 }, null)).toEqual({ n: 0 });
    expect(history.canUndo).toBe(true);
  });

  it('compares with the step of its own group only', () => {
    const history = new UndoHistory<{ n: number }>(undefined, same);
    history.record({ n: 0 }, 'a#1');
    history.record({ n: 1 }, 'b#2');
    // b's edit makes the data a's start again: b's own start was 1, so b stays a step.
    expect(history.settle({ n: 0 }, 'b#2')).toEqual({ n: 0 });
    expect(history.undo({ n: 0 })).toEqual({ n: 1 });
  });

  it('gives back the redo steps the group cleared', () => {
    const history = new UndoHistory<{ n: number }, string>(undefined, same);
    history.record({ n: 0 }, null, 'Race');
    expect(history.undo({ n: 1 })).toEqual({ n: 0 });
    history.record({ n: 0 }, 'int#3', 'Intelligence');
    expect(history.canRedo).toBe(false);
    history.settle({ n: 0 }, 'int#3');
    expect([history.canRedo, history.redoNote]).toEqual([true, 'Race']);
    expect(history.redo({ n: 0 })).toEqual({ n: 1 });
  });

  it('gives back the budget of a step it settles away', () => {
    // Two steps fit. A group that ends where it began costs nothing afterwards: the next two
    // edits both stay, so two Undos reach the first of them.
    const history = new UndoHistory<{ n: number }>(stepLimit(2), same);
    history.record({ n: 0 }, null);
    history.record({ n: 1 }, 'int#1');
    history.settle({ n: 1 }, 'int#1');
    history.record({ n: 1 }, null);
    history.record({ n: 2 }, null);
    expect(history.droppedSteps).toBe(1);
    expect(history.undo({ n: 3 })).toEqual({ n: 2 });
    expect(history.undo({ n: 2 })).toEqual({ n: 1 });
    expect(history.canUndo).toBe(false);
  });
});
