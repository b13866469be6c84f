/**
 * Closing (or quitting) with unsaved edits asks Save / Don't Save / Cancel. The question and the
 * answer's meaning are pure; CloseGuard is the per-window state machine behind the 'close'
 * event, over injected effects so it is tested with fake timers and no Electron.
 */
import type { MessageBoxOptions } from 'electron';
import type { SaveProgress } from './ipc-handlers';

export type CloseChoice = 'save' | 'discard' | 'cancel';

export const CLOSE_PROMPT_BUTTONS = ['Save', "Don't Save", 'Cancel'] as const;

/** How long the page has to start saving after being asked, or to report itself clean after. */
export const SAVE_WAIT_MS = 10_000;

export function closePromptOptions(fileName: string | null): MessageBoxOptions {
  return {
    type: 'warning',
    title: 'Unsaved changes',
    message: `Do you want to save the changes you made to ${fileName ?? 'this new project'}?`,
    detail: "Your changes will be lost if you don't save them.",
    buttons: [...CLOSE_PROMPT_BUTTONS],
    defaultId: 0,
    // Escape, and closing the box itself, answer Cancel: nothing is lost by accident.
    cancelId: 2,
    noLink: true,
  };
}

/** The button index showMessageBox answered, as a choice; anything unexpected is Cancel. */
export function closeChoiceFor(response: number): CloseChoice {
  if (response === 0) return 'save';
  if (response === 1) return 'discard';
  return 'cancel';
}

export interface CloseGuardDeps {
  readonly isDirty: () => boolean;
  readonly fileName: () => string | null;
  /** Shows the question; resolves to the index of the button pressed. */
  readonly ask: (options: MessageBoxOptions) => Promise<number>;
  /** Asks the page to save (sends the 'save' menu command). */
  readonly requestSave: () => void;
  /** Don't Save: the unsaved edits are given up, so their recovery file goes too. */
  readonly discard: () => Promise<void>;
  /** Closes the window for real (or resumes quitting). */
  readonly finish: () => void;
  /** The close was called off (Cancel, or the save did not happen): stop quitting too. */
  readonly abandon: () => void;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

type GuardState = 'idle' | 'asking' | 'awaiting-save' | 'saving' | 'confirmed';

export class CloseGuard {
  #state: GuardState = 'idle';
  #timer: unknown = null;

  constructor(private readonly deps: CloseGuardDeps) {}

  get state(): GuardState {
    return this.#state;
  }

  /**
   * Called from the window's 'close' event: true lets the close proceed; false means prevent it
   * (the question is shown, or a save it asked for is still running).
   */
  allowClose(): boolean {
    if (this.#state === 'confirmed' || (this.#state === 'idle' && !this.deps.isDirty())) {
      return true;
    }
    if (this.#state === 'idle') void this.#ask();
    return false;
  }

  /** setDocumentState arrived: a save asked for by the prompt ends when the page is clean. */
  documentStateChanged(dirty: boolean): void {
    if (!dirty && (this.#state === 'awaiting-save' || this.#state === 'saving')) this.#confirm();
  }

  /** saveProject's progress for this window. */
  saveProgress(progress: SaveProgress): void {
    if (this.#state !== 'awaiting-save' && this.#state !== 'saving') return;
    if (progress === 'started') {
      // The save dialog may stay open a long time: wait for the outcome, not the clock.
      this.#state = 'saving';
      this.#stopTimer();
    } else if (progress === 'saved') {
      if (!this.deps.isDirty()) this.#confirm();
      else this.#startTimer(); // the page reports itself clean right after
    } else {
      this.#abandon(); // canceled or failed: the edits are still unsaved, so stay open
    }
  }

  async #ask(): Promise<void> {
    this.#state = 'asking';
    let choice: CloseChoice;
    try {
      choice = closeChoiceFor(await this.deps.ask(closePromptOptions(this.deps.fileName())));
    } catch {
      choice = 'cancel';
    }
    if (choice === 'cancel') {
      this.#abandon();
    } else if (choice === 'discard') {
      await this.deps.discard().catch(() => undefined);
      this.#confirm();
    } else {
      this.#state = 'awaiting-save';
      this.#startTimer();
      this.deps.requestSave();
    }
  }

  #startTimer(): void {
    this.#stopTimer();
    this.#timer = this.deps.setTimer(() => {
      this.#timer = null;
      this.#abandon();
    }, SAVE_WAIT_MS);
  }

  #stopTimer(): void {
    if (this.#timer !== null) this.deps.clearTimer(this.#timer);
    this.#timer = null;
  }

  #confirm(): void {
    this.#stopTimer();
    this.#state = 'confirmed';
    this.deps.finish();
  }

  #abandon(): void {
    this.#stopTimer();
    this.#state = 'idle';
    this.deps.abandon();
  }
}
