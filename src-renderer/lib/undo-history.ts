/**
 * The undo and redo stacks of an immutable document: each edit records the document as it was
 * before. Edits of one group (typing in one field while it keeps focus) are one step: only the
 * first edit of a group records, so one Undo puts back the value the field had before it.
 * Plain TypeScript (no runes), so it is tested under Node; `ProjectStore` wraps it in state.
 */
export class UndoHistory<T> {
  #past: T[] = [];
  #future: T[] = [];
  #lastGroup: string | null = null;

  /** @param limit how many steps are kept (the oldest are dropped first). */
  constructor(private readonly limit = 500) {}

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /**
   * An edit replaced `previous`. `group`: a key shared by edits that undo as one step (null: a step
   * of its own). Any new edit clears the redo stack, as in every editor.
   */
  record(previous: T, group: string | null = null): void {
    this.#future = [];
    if (group !== null && group === this.#lastGroup) return;
    this.#lastGroup = group;
    this.#past.push(previous);
    if (this.#past.length > this.limit) this.#past.shift();
  }

  /** The document to go back to from `current`, or undefined when there is nothing to undo. */
  undo(current: T): T | undefined {
    const previous = this.#past.pop();
    if (previous === undefined) return undefined;
    this.#future.push(current);
    this.#lastGroup = null;
    return previous;
  }

  /** The document to go forward to from `current`, or undefined when there is nothing to redo. */
  redo(current: T): T | undefined {
    const next = this.#future.pop();
    if (next === undefined) return undefined;
    this.#past.push(current);
    this.#lastGroup = null;
    return next;
  }

  /** Forgets every step (a project opened or created). */
  clear(): void {
    this.#past = [];
    this.#future = [];
    this.#lastGroup = null;
  }
}
