import { RECENT_FILES_MAX } from '../../shared/protocol/ipc';

/** One file of the browser's Open Recent: a handle the browser keeps, with its name and when. */
export interface RecentProject {
  /** The entry's key (the list shows names, and two folders may hold files of one name). */
  readonly id: string;
  readonly name: string;
  readonly handle: FileSystemFileHandle;
  /** When it was last opened or saved, ISO 8601. */
  readonly at: string;
}

/**
 * Where the list is kept: one value, structured-cloned, so file handles survive a reload and a
 * restart (IndexedDB in the app, `indexedDbRecentStore`; a stand-in in unit tests).
 */
export interface RecentListStore {
  read(): Promise<unknown>;
  write(list: readonly RecentProject[]): Promise<void>;
}

/** A stored entry as it must be; anything else (an older shape, a damaged store) is dropped. */
function isRecentProject(entry: unknown): entry is RecentProject {
  const each = entry as Partial<Record<keyof RecentProject, unknown>> | null;
  return (
    typeof each?.id === 'string' &&
    typeof each.name === 'string' &&
    typeof each.at === 'string' &&
    (each.handle as { kind?: unknown } | null)?.kind === 'file'
  );
}

/**
 * The list with `entry` first: an entry for the same file (`isSameEntry`, whatever its name) is
 * dropped, and the list keeps at most `max`, as the desktop's Open Recent does.
 */
export async function withRecentProject(
  list: readonly RecentProject[],
  entry: RecentProject,
  max = RECENT_FILES_MAX,
): Promise<RecentProject[]> {
  const others: RecentProject[] = [];
  for (const each of list) {
    if (!(await sameFile(each.handle, entry.handle))) others.push(each);
  }
  return [entry, ...others].slice(0, max);
}

async function sameFile(a: FileSystemFileHandle, b: FileSystemFileHandle): Promise<boolean> {
  try {
    return await a.isSameEntry(b);
  } catch {
    return false;
  }
}

/**
 * Open Recent in a browser that has the File System Access API: the last project files opened or
 * saved, newest first, as file handles kept in IndexedDB. A handle is only a way back to the
 * file: the browser asks the designer again for permission to read it after a restart
 * (`file-system-access.ts`). Changes are made one after another, each reading the list afresh,
 * so two tabs' additions do not undo each other. Failures to keep the list are ignored, as the
 * desktop ignores them: the list is a convenience, never in the way of opening or saving.
 */
export class RecentProjects {
  readonly #listeners = new Set<(list: readonly RecentProject[]) => void>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: RecentListStore,
    private readonly now: () => string = () => new Date().toISOString(),
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /** The list as kept now (read afresh: another tab may have changed it). */
  async list(): Promise<readonly RecentProject[]> {
    try {
      const stored = await this.store.read();
      return Array.isArray(stored) ? stored.filter(isRecentProject).slice(0, RECENT_FILES_MAX) : [];
    } catch {
      return [];
    }
  }

  /** A file was opened or saved: it goes first. */
  add(handle: FileSystemFileHandle): Promise<void> {
    const entry: RecentProject = { id: this.newId(), name: handle.name, handle, at: this.now() };
    return this.#change(async (list) => withRecentProject(list, entry));
  }

  remove(id: string): Promise<void> {
    return this.#change(async (list) => list.filter((each) => each.id !== id));
  }

  clear(): Promise<void> {
    return this.#change(async () => []);
  }

  /** Calls `listener` with the list now and after each change this page makes; returns the stop. */
  subscribe(listener: (list: readonly RecentProject[]) => void): () => void {
    this.#listeners.add(listener);
    void this.list().then((list) => {
      if (this.#listeners.has(listener)) listener(list);
    });
    return () => this.#listeners.delete(listener);
  }

  #change(next: (list: readonly RecentProject[]) => Promise<readonly RecentProject[]>) {
    const run = async () => {
      const list = await next(await this.list());
      try {
        await this.store.write(list);
      } catch {
        return; // not kept: the list stays as it was
      }
      for (const listener of this.#listeners) listener(list);
    };
    const done = this.#queue.then(run, run);
    this.#queue = done.catch(() => undefined);
    return done.catch(() => undefined);
  }
}

const DATABASE = 'wellspring-recent-files';
const STORE = 'recent';
const KEY = 'list';

function request<T>(make: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const pending = make();
    pending.addEventListener('success', () => resolve(pending.result));
    pending.addEventListener('error', () => reject(pending.error ?? new Error('IndexedDB failed')));
  });
}

/** The list in this origin's IndexedDB: one record, the whole list. */
export function indexedDbRecentStore(): RecentListStore {
  let database: Promise<IDBDatabase> | null = null;
  const open = () => {
    database ??= new Promise((resolve, reject) => {
      const opening = indexedDB.open(DATABASE, 1);
      opening.addEventListener('upgradeneeded', () => opening.result.createObjectStore(STORE));
      opening.addEventListener('success', () => resolve(opening.result));
      opening.addEventListener('error', () => {
        database = null;
        reject(opening.error ?? new Error('IndexedDB could not be opened'));
      });
    });
    return database;
  };
  return {
    async read() {
      const db = await open();
      return request(() => db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY));
    },
    async write(list) {
      const db = await open();
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(list, KEY);
      // Kept once the transaction commits, not when the put is queued.
      await new Promise<void>((resolve, reject) => {
        transaction.addEventListener('complete', () => resolve());
        transaction.addEventListener('abort', () =>
          reject(transaction.error ?? new Error('IndexedDB write aborted')),
        );
      });
    },
  };
}
