/** One step: the document on the other side of it, and what the step was (its note). */
interface Step<T, N> {
  readonly document: T;
  readonly note: N | undefined;
}

/**
 * The undo and redo stacks of an immutable document: each edit records the document as it was
 * before, with a note of what the edit was ("Intelligence, Willpower › Tathren"), which moves
 * with the step between the stacks so Undo and Redo can say what they will do. Edits of one group
 * (typing in one field while it keeps focus) are one step: only the first edit of a group
 * records, so one Undo puts back the value the field had before it; a group that ends where it
 * began leaves no step (`settle`).
 * Plain TypeScript (no runes), so it is tested under Node; `ProjectStore` wraps it in state.
 */
export class UndoHistory<T, N = never> {
  #past: Step<T, N>[] = [];
  #future: Step<T, N>[] = [];
  #lastGroup: string | null = null;
  /** The redo steps the group's first edit cleared: a group that changes nothing keeps them. */
  #futureBeforeGroup: Step<T, N>[] = [];

  /**
   * @param limit how many steps are kept (the oldest are dropped first).
   * @param same whether two documents hold the same data (identity unless told).
   */
  constructor(
    private readonly limit = 500,
    private readonly same: (a: T, b: T) => boolean = Object.is,
  ) {}

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /** What Undo would undo (the note of the last step), if it has one. */
  get undoNote(): N | undefined {
    return this.#past.at(-1)?.note;
  }

  /** What Redo would make again, if it has a note. */
  get redoNote(): N | undefined {
    return this.#future.at(-1)?.note;
  }

  /**
   * An edit replaced `previous`. `group`: a key shared by edits that undo as one step (null: a step
   * of its own); `note`: what the edit was (a group keeps its first edit's). Any new edit clears
   * the redo stack, as in every editor.
   */
  record(previous: T, group: string | null = null, note?: N): void {
    if (group !== null && group === this.#lastGroup) return;
    this.#futureBeforeGroup = this.#future;
    this.#future = [];
    this.#lastGroup = group;
    this.#past.push({ document: previous, note });
    if (this.#past.length > this.limit) this.#past.shift();
  }

  /**
   * The document to keep after an edit of `group` made `next` (call after `record`). When the
   * group's edits have brought the data back to what it was before the group began (a field typed
   * into and put back, by hand or by Escape), the group leaves no step, the redo steps it cleared
   * come back, and the document before it is kept, the very object, so nothing reads as changed
   * (not even "unsaved"). Otherwise `next`.
   */
  settle(next: T, group: string | null): T {
    const start = this.#past.at(-1);
    if (group === null || group !== this.#lastGroup || start === undefined) return next;
    if (!this.same(start.document, next)) return next;
    this.#past.pop();
    this.#future = this.#futureBeforeGroup;
    this.#futureBeforeGroup = [];
    // The next edit of the same group is its first again: it records a step.
    this.#lastGroup = null;
    return start.document;
  }

  /** The document to go back to from `current`, or undefined when there is nothing to undo. */
  undo(current: T): T | undefined {
    const step = this.#past.pop();
    if (step === undefined) return undefined;
    this.#future.push({ document: current, note: step.note });
    this.#lastGroup = null;
    this.#futureBeforeGroup = [];
    return step.document;
  }

  /** The document to go forward to from `current`, or undefined when there is nothing to redo. */
  redo(current: T): T | undefined {
    const step = this.#future.pop();
    if (step === undefined) return undefined;
    this.#past.push({ document: current, note: step.note });
    this.#lastGroup = null;
    this.#futureBeforeGroup = [];
    return step.document;
  }

  /** Forgets every step (a project opened or created). */
  clear(): void {
    this.#past = [];
    this.#future = [];
    this.#lastGroup = null;
    this.#futureBeforeGroup = [];
  }
}
