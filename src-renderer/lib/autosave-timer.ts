/**
 * When autosave writes the recovery record: `AUTOSAVE_DELAY_MS` after the last edit, so a burst
 * of typing is written once, but never later than `AUTOSAVE_MAX_WAIT_MS` after the first edit not
 * yet written, so a designer who keeps editing (an edit every second for a minute) is still
 * protected every few seconds. Plain TypeScript over an injected clock, tested with a fake one.
 */

/** How long after the last edit unsaved work is written to the recovery record. */
export const AUTOSAVE_DELAY_MS = 2000;

/** The longest an edit waits to be written while edits keep coming. */
export const AUTOSAVE_MAX_WAIT_MS = 5000;

export interface AutosaveClock {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (timer: unknown) => void;
}

const realClock: AutosaveClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export class AutosaveTimer {
  #timer: unknown = null;
  /** When the oldest edit not yet written was made (null: none is waiting). */
  #waitingSince: number | null = null;

  constructor(
    private readonly write: () => void,
    private readonly clock: AutosaveClock = realClock,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
    private readonly maxWaitMs = AUTOSAVE_MAX_WAIT_MS,
  ) {}

  /** True while an edit waits to be written. */
  get pending(): boolean {
    return this.#waitingSince !== null;
  }

  /** An edit was made: write `delayMs` after it, or when the oldest waiting edit is `maxWaitMs` old. */
  changed(): void {
    const now = this.clock.now();
    this.#waitingSince ??= now;
    const due = Math.min(now + this.delayMs, this.#waitingSince + this.maxWaitMs);
    this.#stop();
    this.#timer = this.clock.setTimeout(() => this.flush(), Math.max(0, due - now));
  }

  /** Writes now if an edit is waiting (the page is being hidden or closed). */
  flush(): void {
    if (this.#waitingSince === null) return;
    this.cancel();
    this.write();
  }

  /** Nothing is waiting any more (the project was saved, or undone back to its file). */
  cancel(): void {
    this.#stop();
    this.#waitingSince = null;
  }

  #stop(): void {
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
