/**
 * What main knows about the document each window shows: the file it came from (the renderer never
 * sees or sends paths), whether it has unsaved edits and its title (from setDocumentState), and a
 * file waiting to be opened (Open Recent, a double-click, a command-line argument) for the page's
 * next openProject. Plain data over a map keyed by window, so it is tested without Electron.
 */

/** A pending open is forgotten after this long, so a stale one never opens without a dialog. */
export const PENDING_OPEN_TTL_MS = 2 * 60 * 1000;

export interface DocumentSession {
  /** The window's file, or null for a new, never-saved document. */
  filePath: string | null;
  dirty: boolean;
  title: string;
  /** A file to open on the page's next openProject instead of asking, and when it was set. */
  pendingOpen: { readonly filePath: string; readonly at: number } | null;
  /** The recovery record the window's page writes its unsaved edits to (none written yet: null). */
  recoveryId: string | null;
}

export function createDocumentSession(): DocumentSession {
  return { filePath: null, dirty: false, title: 'Wellspring', pendingOpen: null, recoveryId: null };
}

/** Takes the pending file (at most once), or null when there is none or it has gone stale. */
export function takePendingOpen(session: DocumentSession, now: number): string | null {
  const pending = session.pendingOpen;
  session.pendingOpen = null;
  if (pending === null || now - pending.at > PENDING_OPEN_TTL_MS || now < pending.at) return null;
  return pending.filePath;
}

/** One session per window, created on first use and dropped when the window closes. */
export class DocumentSessions<W extends object> {
  readonly #sessions = new Map<W, DocumentSession>();

  get(window: W): DocumentSession {
    let session = this.#sessions.get(window);
    if (session === undefined) {
      session = createDocumentSession();
      this.#sessions.set(window, session);
    }
    return session;
  }

  has(window: W): boolean {
    return this.#sessions.has(window);
  }

  delete(window: W): void {
    this.#sessions.delete(window);
  }

  /** True when any window holds unsaved edits. */
  anyDirty(): boolean {
    return [...this.#sessions.values()].some((session) => session.dirty);
  }
}
