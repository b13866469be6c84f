/** One step: the document on the other side of it, and what the step was (its note). */
interface Step<T, N> {
  readonly document: T;
  readonly note: N | undefined;
  /** What keeping this step costs (see `UndoLimit`); 0 on the redo stack. */
  readonly cost?: number;
}

/**
 * How much history is kept: a budget, and what a step costs against it. A step's cost is what
 * its document holds that the step before it does not (`unsharedBytes` for a project); the
 * oldest steps are dropped once the costs add up past the budget, never the last one.
 */
export interface UndoLimit<T> {
  readonly budget: number;
  readonly cost: (document: T, before: T | undefined) => number;
}

/** A limit in steps: each costs 1. */
export function stepLimit<T>(steps: number): UndoLimit<T> {
  return { budget: steps, cost: () => 1 };
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
  /** The costs of the steps in `#past`, added up. */
  #spent = 0;
  #dropped = 0;
  /** The redo steps the group's first edit cleared: a group that changes nothing keeps them. */
  #futureBeforeGroup: Step<T, N>[] = [];

  /**
   * @param limit how much history is kept (the oldest steps are dropped first).
   * @param same whether two documents hold the same data (identity unless told).
   */
  constructor(
    private readonly limit: UndoLimit<T> = stepLimit(500),
    private readonly same: (a: T, b: T) => boolean = Object.is,
  ) {}

  /** How many of the oldest steps were dropped to stay within the limit (since the last clear). */
  get droppedSteps(): number {
    return this.#dropped;
  }

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
    this.#push({ document: previous, note });
  }

  /** Puts a step on the undo stack, then drops the oldest ones past the budget. */
  #push(step: Step<T, N>): void {
    const cost = this.limit.cost(step.document, this.#past.at(-1)?.document);
    this.#past.push({ ...step, cost });
    this.#spent += cost;
    while (this.#spent > this.limit.budget && this.#past.length > 1) {
      this.#spent -= this.#past.shift()?.cost ?? 0;
      this.#dropped += 1;
    }
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
    this.#spent -= start.cost ?? 0;
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
    this.#spent -= step.cost ?? 0;
    this.#future.push({ document: current, note: step.note });
    this.#lastGroup = null;
    this.#futureBeforeGroup = [];
    return step.document;
  }

  /** The document to go forward to from `current`, or undefined when there is nothing to redo. */
  redo(current: T): T | undefined {
    const step = this.#future.pop();
    if (step === undefined) return undefined;
    this.#push({ document: current, note: step.note });
    this.#lastGroup = null;
    this.#futureBeforeGroup = [];
    return step.document;
  }

  /** Forgets every step (a project opened or created). */
  clear(): void {
    this.#past = [];
    this.#future = [];
    this.#lastGroup = null;
    this.#spent = 0;
    this.#dropped = 0;
    this.#futureBeforeGroup = [];
  }
}
