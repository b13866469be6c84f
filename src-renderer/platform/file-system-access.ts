import { mendFileName } from '../../shared/report/file-name';
import { PROJECT_EXTENSION, type OpenProjectOutcome } from '../../shared/protocol/ipc';
import { describeFileError, refusedFile, saveRefusal, tooLargeToOpen } from './project-file-checks';
import type { ProjectFileAccess, ProjectReader } from './project-file-access';
import type { RecentProject, RecentProjects } from './recent-projects';

/** What the pickers take: one kind of file, and the folder they start in kept under one id. */
interface PickerOptions {
  readonly id?: string;
  readonly types?: readonly {
    readonly description: string;
    readonly accept: Readonly<Record<string, readonly string[]>>;
  }[];
  readonly suggestedName?: string;
}

/**
 * The File System Access API's two pickers (`window.showOpenFilePicker`, `showSaveFilePicker`:
 * Chromium's, not in TypeScript's DOM types). Closed without a file, they reject with AbortError.
 */
export interface FilePickers {
  showOpenFilePicker(options: PickerOptions): Promise<FileSystemFileHandle[]>;
  showSaveFilePicker(options: PickerOptions): Promise<FileSystemFileHandle>;
}

/** The permission calls a handle has in Chromium (not in TypeScript's DOM types either). */
interface PermissionCalls {
  queryPermission?(descriptor: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
  requestPermission?(descriptor: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
}

/** The pickers of this browser, or null where it has none (Firefox, Safari). */
export function browserFilePickers(): FilePickers | null {
  const page = window as unknown as Partial<FilePickers>;
  if (typeof page.showOpenFilePicker !== 'function') return null;
  if (typeof page.showSaveFilePicker !== 'function') return null;
  return {
    showOpenFilePicker: (options) => page.showOpenFilePicker!(options),
    showSaveFilePicker: (options) => page.showSaveFilePicker!(options),
  };
}

/** The File System Access way, and Open Recent's files, which only it can open again. */
export interface FileSystemAccessFiles extends ProjectFileAccess {
  /**
   * Opens one of Open Recent's files as Open does: the browser asks again for permission to read
   * it where it has not kept it (after a restart: this needs the click that chose it).
   */
  openRecent(entry: RecentProject): Promise<OpenProjectOutcome>;
}

/** What the designer answers when the file changed on disk since it was opened or saved. */
export type ChangedOnDiskAnswer = 'overwrite' | 'save-as' | 'cancel';

export interface FileSystemAccessDeps {
  readonly pickers: FilePickers;
  readonly read: ProjectReader;
  /** Open Recent (null: the browser cannot keep handles, or the list could not be opened). */
  readonly recent: RecentProjects | null;
  /** Asks what to do about a file that changed on disk since this tab opened or saved it. */
  readonly askChangedOnDisk: (name: string) => Promise<ChangedOnDiskAnswer>;
}

const PICKER_TYPES = [
  {
    description: 'Wellspring project',
    accept: { 'application/json': [PROJECT_EXTENSION, '.json'] },
  },
] as const;

/** The pickers start in the folder last used for projects (the browser remembers it by id). */
const PICKER_ID = 'wellspring-projects';

/** The file a tab has open: its handle, and what it was when last read or written. */
interface OpenFile {
  readonly handle: FileSystemFileHandle;
  /** Its time and size then: a quick first test of "changed since". */
  readonly lastModified: number;
  readonly size: number;
  /** Its bytes then: a file touched but not changed (a sync tool) is not "changed". */
  readonly bytes: Uint8Array;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Asks for `mode` on a handle where the browser has not given it yet (after a restart). */
async function permitted(
  handle: FileSystemFileHandle,
  mode: 'read' | 'readwrite',
): Promise<boolean> {
  const calls = handle as FileSystemFileHandle & PermissionCalls;
  if (calls.queryPermission === undefined) return true; // a browser without the prompt
  if ((await calls.queryPermission({ mode })) === 'granted') return true;
  // The browser's own prompt; it needs the click that got here (Open Recent, Save).
  return (await calls.requestPermission?.({ mode })) === 'granted';
}

/**
 * Project files through the File System Access API (Chromium): Open picks a file and keeps its
 * handle, so Save writes back to that same file and Revert reads it again from disk, as the
 * desktop app does. A save makes the desktop's checks (the size limit) and one a browser can make
 * where the desktop does not: a file changed on disk since this tab opened or saved it (another
 * program, another tab) is not written over without asking. Files opened or saved go to Open
 * Recent; a baseline is only read.
 */
export function fileSystemAccessProjectFiles(deps: FileSystemAccessDeps): FileSystemAccessFiles {
  let current: OpenFile | null = null;

  /** Reads `handle` as a project; `keep`: it becomes the tab's file, and a recent one. */
  async function readHandle(
    handle: FileSystemFileHandle,
    keep: boolean,
  ): Promise<OpenProjectOutcome> {
    let file: File;
    try {
      file = await handle.getFile();
    } catch (error) {
      return refusedFile(handle.name, describeFileError(error));
    }
    const refused = tooLargeToOpen(handle.name, file.size);
    if (refused !== null) return refused;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const outcome = await deps.read(handle.name, bytes);
    if (keep && outcome.status === 'opened') {
      current = { handle, lastModified: file.lastModified, size: file.size, bytes };
      void deps.recent?.add(handle);
    }
    return outcome;
  }

  /** Whether the tab's file is still what it opened or last wrote (a missing file counts as so). */
  async function unchangedOnDisk(open: OpenFile): Promise<boolean> {
    let file: File;
    try {
      file = await open.handle.getFile();
    } catch (error) {
      // Moved or deleted: the save writes it again where it was, as the desktop's does.
      if (error instanceof DOMException && error.name === 'NotFoundError') return true;
      throw error;
    }
    if (file.lastModified === open.lastModified && file.size === open.size) return true;
    return sameBytes(new Uint8Array(await file.arrayBuffer()), open.bytes);
  }

  /**
   * Writes `text` into `handle`. `createWritable` writes a swap file beside the target and puts
   * it in the file's place only when `close()` commits, so a failure (or a tab closed) midway
   * leaves the old file whole: the desktop's atomic write, by the browser.
   */
  async function write(handle: FileSystemFileHandle, text: string): Promise<void> {
    if (!(await permitted(handle, 'readwrite'))) {
      throw new Error(
        `The browser did not allow Wellspring to write ${handle.name}, so it was not saved. ` +
          'Save As… saves the project to a file of your choice.',
      );
    }
    const writable = await handle.createWritable();
    try {
      await writable.write(text);
      await writable.close();
    } catch (error) {
      await writable.abort().catch(() => undefined);
      throw new Error(`${handle.name} was not saved: ${describeFileError(error)}`, {
        cause: error,
      });
    }
    const file = await handle.getFile();
    current = {
      handle,
      lastModified: file.lastModified,
      size: file.size,
      bytes: new TextEncoder().encode(text),
    };
    void deps.recent?.add(handle);
  }

  /** The save picker; null when it is closed without a file. */
  async function pickSaveTarget(suggestedName: string): Promise<FileSystemFileHandle | null> {
    try {
      return await deps.pickers.showSaveFilePicker({
        id: PICKER_ID,
        types: PICKER_TYPES,
        suggestedName: `${mendFileName(suggestedName, 'Untitled')}${PROJECT_EXTENSION}`,
      });
    } catch (error) {
      if (isAbort(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'file-system-access',
    async open(keep) {
      let handles: FileSystemFileHandle[];
      try {
        handles = await deps.pickers.showOpenFilePicker({ id: PICKER_ID, types: PICKER_TYPES });
      } catch (error) {
        if (isAbort(error)) return { status: 'canceled' };
        throw error;
      }
      const [handle] = handles;
      return handle === undefined ? { status: 'canceled' } : readHandle(handle, keep);
    },
    async revert() {
      return current === null ? { status: 'canceled' } : readHandle(current.handle, true);
    },
    async save(request) {
      const refusal = saveRefusal(request.text);
      if (refusal !== null) throw new Error(refusal);
      let target = request.saveAs ? null : current;
      if (target !== null && !(await unchangedOnDisk(target))) {
        const answer = await deps.askChangedOnDisk(target.handle.name);
        if (answer === 'cancel') return { status: 'canceled' };
        if (answer === 'save-as') target = null;
      }
      const handle = target?.handle ?? (await pickSaveTarget(request.suggestedName));
      if (handle === null) return { status: 'canceled' };
      await write(handle, request.text);
      return { status: 'saved', name: handle.name };
    },
    forget() {
      current = null;
    },
    async openRecent(entry) {
      if (!(await permitted(entry.handle, 'read'))) {
        return refusedFile(entry.name, describeFileError(new DOMException('', 'NotAllowedError')));
      }
      const outcome = await readHandle(entry.handle, true);
      // A file no longer there cannot come back to the list's handle: it leaves the list.
      if (outcome.status === 'invalid' && (await missing(entry.handle))) {
        await deps.recent?.remove(entry.id);
      }
      return outcome;
    },
  };
}

async function missing(handle: FileSystemFileHandle): Promise<boolean> {
  try {
    await handle.getFile();
    return false;
  } catch (error) {
    return error instanceof DOMException && error.name === 'NotFoundError';
  }
}
