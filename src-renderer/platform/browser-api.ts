import {
  LEGACY_RECOVERY_ID,
  RECOVERY_ID_PATTERN,
  type AppInfo,
  type ExportCsvRequest,
  type IpcResult,
  type OpenProjectOutcome,
  type RecoveryRecord,
  type SaveProjectOutcome,
  type WellspringApi,
} from '../../shared/protocol/ipc';
import { download } from './download-files';
import type { ProjectFileAccess } from './project-file-access';

/**
 * Where the browser keeps unsaved edits between visits (the desktop app uses files): one
 * localStorage item per tab, `wellspring:recovery:<id>`; the one item an earlier version kept,
 * `wellspring:recovery`, reads as the record `LEGACY_RECOVERY_ID`.
 */
export const RECOVERY_STORAGE_KEY = 'wellspring:recovery';

function recoveryKey(id: string): string {
  return id === LEGACY_RECOVERY_ID ? RECOVERY_STORAGE_KEY : `${RECOVERY_STORAGE_KEY}:${id}`;
}

/** The record id a localStorage key holds, or null when it is not a recovery record's. */
function recoveryIdOf(key: string): string | null {
  if (key === RECOVERY_STORAGE_KEY) return LEGACY_RECOVERY_ID;
  if (!key.startsWith(`${RECOVERY_STORAGE_KEY}:`)) return null;
  const id = key.slice(RECOVERY_STORAGE_KEY.length + 1);
  return RECOVERY_ID_PATTERN.test(id) ? id : null;
}

function parseStoredRecord(stored: string | null, id: string): RecoveryRecord | null {
  if (stored === null) return null;
  try {
    const record = JSON.parse(stored) as Partial<RecoveryRecord>;
    if (typeof record.text === 'string' && typeof record.changedAt === 'string') {
      return {
        id,
        text: record.text,
        changedAt: record.changedAt,
        ...(typeof record.fileName === 'string' ? { fileName: record.fileName } : {}),
      };
    }
  } catch {
    // not JSON: dropped by the caller
  }
  return null;
}

/** Why a record could not be stored, in the designer's words (the quota, above all). */
function storageError(error: unknown, record: RecoveryRecord): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return (
      `the browser\u2019s storage for this page is full (the project is ${sizeText(record.text)}; ` +
      'a browser keeps about 5 to 10 MB for a page, the unsaved edits of other tabs included)'
    );
  }
  return error instanceof Error ? error.message : String(error);
}

/** A text's size as "45 kB" or "10.1 MB" (a character counted as a byte: JSON is mostly ASCII). */
function sizeText(text: string): string {
  return text.length < 1_000_000
    ? `${Math.max(1, Math.round(text.length / 1000))} kB`
    : `${(text.length / 1_000_000).toFixed(1)} MB`;
}

function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

function failed<T>(error: unknown): IpcResult<T> {
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}

/**
 * The preload API for a plain browser (tests, web build): same verbs, browser means. Project
 * files go through `files` (the File System Access API, or an upload picker and downloads); CSV
 * exports download; unsaved edits are kept in localStorage, one record per tab. Files are read as
 * the desktop app reads them: on a worker (the page's parse worker), with the same size limit,
 * strict UTF-8 and the same words.
 */
export function makeBrowserApi(version: string, files: ProjectFileAccess): WellspringApi {
  /** A file verb's answer, or its failure as the desktop's handlers give one (never thrown). */
  async function fileVerb<T>(run: () => Promise<T>): Promise<IpcResult<T>> {
    try {
      return ok(await run());
    } catch (error) {
      return failed(error);
    }
  }

  return {
    async getAppInfo(): Promise<IpcResult<AppInfo>> {
      return ok({ name: 'Wellspring', version, shell: 'browser' });
    },
    async exportCsv(request: ExportCsvRequest) {
      download(request.suggestedName, request.csv, 'text/csv;charset=utf-8');
      return ok({ saved: true, location: `your downloads (${request.suggestedName})` } as const);
    },
    async exportCsvFiles(request) {
      // A browser cannot write into a folder: each file is its own download.
      for (const file of request.files)
        download(file.suggestedName, file.csv, 'text/csv;charset=utf-8');
      return ok({
        saved: true,
        location: `your downloads (${request.files.length} files)`,
        count: request.files.length,
      } as const);
    },
    async newProject() {
      files.forget();
      return ok(null);
    },
    async openBaseline(): Promise<IpcResult<OpenProjectOutcome>> {
      // The same picker as Open; the file is only read (the tab's file, what Save writes, stays).
      return fileVerb(() => files.open(false));
    },
    async openProject(): Promise<IpcResult<OpenProjectOutcome>> {
      return fileVerb(() => files.open(true));
    },
    async revertProject(): Promise<IpcResult<OpenProjectOutcome>> {
      return fileVerb(() => files.revert());
    },
    async saveProject(request): Promise<IpcResult<SaveProjectOutcome>> {
      return fileVerb(() => files.save(request));
    },
    async writeRecovery(record: RecoveryRecord) {
      try {
        localStorage.setItem(recoveryKey(record.id), JSON.stringify(record));
        return ok(null);
      } catch (error) {
        return failed(storageError(error, record));
      }
    },
    async readRecovery(): Promise<IpcResult<readonly RecoveryRecord[]>> {
      const records: RecoveryRecord[] = [];
      for (const key of Object.keys(localStorage)) {
        const id = recoveryIdOf(key);
        if (id === null) continue;
        const record = parseStoredRecord(localStorage.getItem(key), id);
        // An unreadable record is dropped, like a torn recovery file on the desktop.
        if (record === null) localStorage.removeItem(key);
        else records.push(record);
      }
      return ok(records.sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt)));
    },
    async clearRecovery(id: string) {
      localStorage.removeItem(recoveryKey(id));
      return ok(null);
    },
    async setDocumentState(state) {
      document.title = state.title;
      return ok(null);
    },
    // A browser has no native menus: the page's own buttons and keys do these.
    onMenuCommand: () => () => {},
  };
}
