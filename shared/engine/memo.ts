/**
 * A bounded memory of computed answers by key, the least recently used forgotten first. The
 * engine is deterministic, so an answer found here is the answer: remembering only saves time.
 * One `Memo` lives as long as its owner (the engine worker keeps one, the page keeps one of the
 * worker's answers; a CLI run or a test makes its own).
 */
export class Memo {
  readonly #answers = new Map<string, unknown>();

  /** @param capacity how many answers to keep (at least 1). */
  constructor(private readonly capacity = 500) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError('A memo keeps at least one answer.');
    }
  }

  /** The answer remembered under `key`, else `compute()` (remembered unless it throws). */
  get<T>(key: string, compute: () => T): T {
    const known = this.peek<T>(key);
    if (known !== undefined) return known;
    const answer = compute();
    this.set(key, answer);
    return answer;
  }

  /** The answer remembered under `key`, or undefined (answers are never undefined). */
  peek<T>(key: string): T | undefined {
    const answer = this.#answers.get(key);
    if (answer === undefined) return undefined;
    // Most recently used last: a Map iterates in insertion order.
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer as T;
  }

  set(key: string, answer: unknown): void {
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    if (this.#answers.size > this.capacity) {
      const oldest = this.#answers.keys().next();
      if (!oldest.done) this.#answers.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#answers.size;
  }

  /** How many answers are remembered under keys starting with `prefix` (what was shared). */
  count(prefix: string): number {
    let count = 0;
    for (const key of this.#answers.keys()) if (key.startsWith(prefix)) count += 1;
    return count;
  }
}
