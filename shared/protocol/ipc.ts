/**
 * The one IPC contract between the renderer and the Electron main process. The preload's
 * verbs, the main-side handlers and the page's `wellspring` global all derive from it.
 */

/** Every channel name is `wellspring:<verb>`, so nothing else on ipcMain can collide with ours. */
export const IPC_PREFIX = 'wellspring:';

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  /** Where the renderer runs: the desktop app, or a plain browser (tests, web build). */
  readonly shell: 'electron' | 'browser';
  /** Electron and Chromium versions in the desktop app; absent in a browser. */
  readonly electronVersion?: string;
  readonly chromeVersion?: string;
}

export interface ExportCsvRequest {
  /** File name offered in the save dialog, e.g. `tathren-max-mana.csv`. */
  readonly suggestedName: string;
  /** The whole file, already encoded as CSV text (BOM included when wanted). */
  readonly csv: string;
}

export type ExportCsvOutcome =
  | { readonly saved: true; readonly location: string }
  | { readonly saved: false; readonly canceled: true };

/** Verb → argument tuple and result. */
export interface IpcContract {
  getAppInfo: { readonly args: []; readonly result: AppInfo };
  exportCsv: { readonly args: [request: ExportCsvRequest]; readonly result: ExportCsvOutcome };
}

export type IpcVerb = keyof IpcContract;

/** The verbs in a fixed order, for the preload and the handler registration to iterate. */
export const IPC_VERBS: readonly IpcVerb[] = ['getAppInfo', 'exportCsv'];

/** Handlers never throw across IPC: they answer with a result object. */
export type IpcResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** What the page's `wellspring` global offers: one async function per verb. */
export type WellspringApi = {
  readonly [V in IpcVerb]: (
    ...args: IpcContract[V]['args']
  ) => Promise<IpcResult<IpcContract[V]['result']>>;
};

export function ipcChannel(verb: IpcVerb): string {
  return `${IPC_PREFIX}${verb}`;
}

/** Limits main enforces on renderer input (a renderer is never trusted with the disk). */
export const EXPORT_CSV_LIMITS = { maxNameLength: 200, maxBytes: 50 * 1024 * 1024 } as const;
