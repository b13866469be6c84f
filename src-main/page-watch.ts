/**
 * A dead or hung page in the desktop shell. The page autosaves unsaved edits to the recovery file
 * a moment after each change, so the answer to either is the same: tell the designer, and offer
 * to reload the window with those edits restored (or to close it: they are offered next time).
 * The questions and what each answer does are pure; PageWatch is the per-window state behind
 * the 'render-process-gone', 'unresponsive' and 'responsive' events, over injected effects, so
 * it is tested with fakes and no Electron.
 */
import type { MessageBoxOptions } from 'electron';

export { RESTORE_RECOVERY_FRAGMENT } from '../shared/protocol/ipc';

/** How a render process can end (Electron's RenderProcessGoneDetails['reason']). */
export type GoneReason =
  | 'clean-exit'
  | 'abnormal-exit'
  | 'killed'
  | 'crashed'
  | 'oom'
  | 'launch-failed'
  | 'integrity-failure'
  | 'memory-eviction';

export const GONE_BUTTONS = ['Reload', 'Close'] as const;
export const HUNG_BUTTONS = ['Wait', 'Reload', 'Close'] as const;

const REASONS: Readonly<Record<GoneReason, string>> = {
  'clean-exit': 'it closed',
  'abnormal-exit': 'it ended unexpectedly',
  killed: 'it was stopped from outside',
  crashed: 'it crashed',
  oom: 'it ran out of memory',
  'launch-failed': 'it could not start',
  'integrity-failure': 'its code failed an integrity check',
  'memory-eviction': 'the system reclaimed its memory',
};

/** Autosave writes 2 s after the last edit, and at least every 5 s while edits go on. */
const KEPT =
  'Unsaved edits are kept in the recovery file (all but at most the last 5 seconds of them).';

export function goneQuestion(reason: GoneReason): MessageBoxOptions {
  return {
    type: 'error',
    title: 'Wellspring stopped',
    message: `The Wellspring window stopped: ${REASONS[reason]}.`,
    detail: `${KEPT} Reload brings the window back with them; Close closes it, and they are offered the next time Wellspring starts.`,
    buttons: [...GONE_BUTTONS],
    defaultId: 0,
    // Escape reloads: nothing is lost, and nothing closes by accident.
    cancelId: 0,
    noLink: true,
  };
}

export function hungQuestion(): MessageBoxOptions {
  return {
    type: 'warning',
    title: 'Wellspring is not responding',
    message: 'The Wellspring window is not responding.',
    detail: `It may be working through a large project. ${KEPT} Wait gives it more time; Reload restarts the window with those edits; Close closes it, and they are offered the next time Wellspring starts.`,
    buttons: [...HUNG_BUTTONS],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
}

export interface PageWatchDeps {
  /** Shows a question (dismissed as Escape would when `signal` aborts); the button's index. */
  readonly ask: (options: MessageBoxOptions, signal: AbortSignal) => Promise<number>;
  /** Loads the page again, restoring the recovery file's edits without asking. */
  readonly reload: () => void;
  /** Closes the window without the unsaved-changes prompt (there is no page to save). */
  readonly close: () => void;
}

/** One window's answers to its page dying or hanging, one question at a time. */
export class PageWatch {
  #asking: { readonly kind: 'gone' | 'hung'; readonly abort: AbortController } | null = null;

  constructor(private readonly deps: PageWatchDeps) {}

  /** 'render-process-gone'. A clean exit (the window closing) is no trouble. */
  gone(reason: GoneReason): void {
    if (reason === 'clean-exit') return;
    if (this.#asking?.kind === 'gone') return;
    // A hung page that then dies: the new question replaces the old.
    this.#asking?.abort.abort();
    void this.#ask('gone', goneQuestion(reason), (choice) => {
      if (choice === 1) this.deps.close();
      else this.deps.reload();
    });
  }

  /** 'unresponsive'. */
  unresponsive(): void {
    if (this.#asking !== null) return;
    void this.#ask('hung', hungQuestion(), (choice) => {
      if (choice === 1) this.deps.reload();
      else if (choice === 2) this.deps.close();
    });
  }

  /** 'responsive': the page came back, so the question about it hanging goes away. */
  responsive(): void {
    if (this.#asking?.kind === 'hung') this.#asking.abort.abort();
  }

  async #ask(
    kind: 'gone' | 'hung',
    options: MessageBoxOptions,
    then: (choice: number) => void,
  ): Promise<void> {
    const abort = new AbortController();
    const asking = { kind, abort };
    this.#asking = asking;
    const choice = await this.deps.ask(options, abort.signal);
    if (this.#asking === asking) this.#asking = null;
    // A dismissed question was overtaken (the page recovered, or died): its answer means nothing.
    if (!abort.signal.aborted) then(choice);
  }
}
