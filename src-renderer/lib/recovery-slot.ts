/**
 * Which recovery records a page may write and offer. Each page load writes its unsaved edits
 * under an id of its own, and holds a Web Lock named by that id for as long as it lives, so
 * another window (another tab, another desktop window) can tell its record is a live window's:
 * it is never offered there, nor overwritten. A record whose lock nobody holds is a closed
 * window's (or a reloaded or crashed page's): the first page to take its lock offers it.
 * The id is also kept in sessionStorage, so a reloaded tab knows its previous page's record.
 */
import { LEGACY_RECOVERY_ID } from '../../shared/protocol/ipc';

/** sessionStorage key of the id the tab's page writes under (read by the next page in it). */
export const PAGE_RECORD_KEY = 'wellspring:recovery-page';

/** How long a reloaded page waits for its previous page to let go of its record's lock. */
export const PREVIOUS_PAGE_WAIT_MS = 2000;

export interface RecoverySlot {
  /** The id this page writes its unsaved edits under (its lock is held once `start` ends). */
  readonly ownId: string;
  /** The id the tab's page before this one wrote under (a reload), if any. */
  readonly previousId: string | null;
  /** Takes the lock of this page's own id. */
  start(): Promise<void>;
  /**
   * Takes a record's lock unless a live window holds it (true: this page holds it now, so no
   * other window offers it). The previous page's record waits a moment for its lock.
   */
  claim(id: string): Promise<boolean>;
  /** Lets go of a record's lock (it was cleared, or is left for the next start). */
  release(id: string): void;
  /** Lets go of every lock it holds: the app's run ended (see `app-run.ts`). */
  releaseAll(): void;
  /** A fresh id (for this page's edits set aside under their own record). */
  newId(): string;
}

/** A random id: a UUID where the page has crypto.randomUUID, else time and random digits. */
export function newRecordId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function lockName(id: string): string {
  return `wellspring:recovery:${id}`;
}

/**
 * The slot over the page's Web Locks and sessionStorage. Without Web Locks (an old browser)
 * every record counts as a closed window's: offered, never lost, possibly in two tabs at once.
 */
export function pageRecoverySlot(
  locks: LockManager | undefined = globalThis.navigator?.locks,
  storage: Storage | undefined = globalThis.sessionStorage,
): RecoverySlot {
  const previousId = readPrevious(storage);
  const ownId = newRecordId();
  try {
    storage?.setItem(PAGE_RECORD_KEY, ownId);
  } catch {
    // Storage refused (private mode): a reload then offers its record like a closed tab's.
  }
  const held = new Map<string, () => void>();

  function hold(id: string, waitMs: number): Promise<boolean> {
    if (held.has(id)) return Promise.resolve(true);
    if (locks === undefined) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const options: LockOptions =
        waitMs > 0 ? { signal: AbortSignal.timeout(waitMs) } : { ifAvailable: true };
      locks
        .request(lockName(id), options, (lock) => {
          if (lock === null) {
            resolve(false);
            return undefined;
          }
          resolve(true);
          // Held until released (or the page goes).
          return new Promise<void>((release) => held.set(id, release));
        })
        .catch(() => resolve(false));
    });
  }

  return {
    ownId,
    previousId,
    async start() {
      await hold(ownId, 0);
    },
    claim: (id) =>
      hold(id, id === previousId && id !== LEGACY_RECOVERY_ID ? PREVIOUS_PAGE_WAIT_MS : 0),
    release(id) {
      held.get(id)?.();
      held.delete(id);
    },
    releaseAll() {
      for (const release of held.values()) release();
      held.clear();
    },
    newId: newRecordId,
  };
}

function readPrevious(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(PAGE_RECORD_KEY) ?? null;
  } catch {
    return null;
  }
}
