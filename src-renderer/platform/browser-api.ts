import { fileTooLargeMessage } from '../../shared/project/project-bytes';
import type { ParseProjectResult } from '../../shared/project/serialize';
import { mendFileName } from '../../shared/report/file-name';
import { parseClient } from '../lib/parse-client';
import { askFileName } from './name-dialog';
import {
  LEGACY_RECOVERY_ID,
  PROJECT_EXTENSION,
  PROJECT_FILE_MAX_BYTES,
  RECOVERY_ID_PATTERN,
  type AppInfo,
  type ExportCsvRequest,
  type IpcResult,
  type OpenProjectOutcome,
  type RecoveryRecord,
  type SaveProjectOutcome,
  type WellspringApi,
} from '../../shared/protocol/ipc';

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

/** How long a download's blob URL lives after its click. */
const REVOKE_AFTER_MS = 40_000;

/** Offers `text` as a download called `name` (the browser decides where it lands). */
function download(name: string, text: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // Chromium's browser process reads the blob some time after the click: revoked at once (a
    // 0 ms timer), a loaded machine lost downloads now and then (CI: three export tests in one
    // run). FileSaver.js keeps the URL 40 s for the same reason; a few CSVs' memory is nothing.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** Lets the user pick one file; null when the picker is closed without one. */
function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** What opening gives for a reader's answer. */
function outcomeOf(name: string, parsed: ParseProjectResult): OpenProjectOutcome {
  if (!parsed.ok) return { status: 'invalid', name, problems: parsed.problems };
  return parsed.migratedFrom === undefined
    ? { status: 'opened', name, document: parsed.document }
    : { status: 'opened', name, document: parsed.document, migratedFrom: parsed.migratedFrom };
}

/**
 * The preload API for a plain browser (tests, web build): same verbs, browser means. Exporting
 * and saving download the file; opening uses a file picker; unsaved edits are kept in
 * localStorage, one record per tab. A browser cannot re-read a file it opened, so Revert goes
 * back to the bytes last opened or saved in this tab. Files are read as the desktop app reads
 * them: on a worker (the page's parse worker), with the same size limit, strict UTF-8 and the same
 * words.
 */
export function makeBrowserApi(version: string): WellspringApi {
  /** The file this tab opened or saved last: its name and bytes (what Revert goes back to). */
  let current: { name: string; bytes: Uint8Array } | null = null;

  /** The bytes read as a project; `remember`: they become the tab's file (not for a baseline). */
  async function opened(name: string, bytes: Uint8Array, remember = true) {
    const outcome = outcomeOf(name, await parseClient.readFile(name, bytes));
    if (remember && outcome.status === 'opened') current = { name, bytes };
    return outcome;
  }

  async function readPickedProject(remember: boolean): Promise<IpcResult<OpenProjectOutcome>> {
    try {
      const file = await pickFile(`${PROJECT_EXTENSION},.json,application/json`);
      if (file === null) return ok({ status: 'canceled' });
      // Refused by its size before a byte is read, as the desktop app does.
      if (file.size > PROJECT_FILE_MAX_BYTES) {
        return ok({
          status: 'invalid',
          name: file.name,
          problems: [{ path: '', message: fileTooLargeMessage(file.size) }],
        });
      }
      return ok(await opened(file.name, new Uint8Array(await file.arrayBuffer()), remember));
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
      current = null;
      return ok(null);
    },
    async openBaseline(): Promise<IpcResult<OpenProjectOutcome>> {
      // The same picker as Open; the file is only read (`current`, what Save writes, stays).
      return readPickedProject(false);
    },
    async openProject(): Promise<IpcResult<OpenProjectOutcome>> {
      return readPickedProject(true);
    },
    async revertProject(): Promise<IpcResult<OpenProjectOutcome>> {
      return ok(
        current === null ? { status: 'canceled' } : await opened(current.name, current.bytes),
      );
    },
    async saveProject(request): Promise<IpcResult<SaveProjectOutcome>> {
      let name: string;
      if (request.saveAs) {
        // A browser has no save dialog: ask for the name, so Save As is not just Save.
        const asked = await askFileName({
          title: 'Save Project As',
          suggested: request.suggestedName,
          extension: PROJECT_EXTENSION,
        });
        if (asked === null) return ok({ status: 'canceled' });
        name = asked;
      } else {
        name =
          current?.name ?? `${mendFileName(request.suggestedName, 'Untitled')}${PROJECT_EXTENSION}`;
      }
      download(name, request.text, 'application/json;charset=utf-8');
      current = { name, bytes: new TextEncoder().encode(request.text) };
      return ok({ status: 'saved', name });
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
