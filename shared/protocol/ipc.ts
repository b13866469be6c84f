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

/** Several reports at once (File › Export CSV…): one file each, into one folder. */
export interface ExportCsvFilesRequest {
  readonly files: readonly ExportCsvRequest[];
}

export type ExportCsvFilesOutcome =
  | { readonly saved: true; readonly location: string; readonly count: number }
  | { readonly saved: false; readonly canceled: true };

/** At most this many files in one export (a screen has a dozen or so tables). */
export const EXPORT_CSV_FILES_MAX = 100;

/** One thing wrong with a project file, at a JSON path (`willpower.builds[0].stats.int`). */
export interface ProjectFileProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * What opening (or reverting to) a project file gave. Main reads and parses the file (the shared
 * `parseProject`), so the renderer never sees a path and never touches the disk: it gets the
 * document, or the problems to show in a dialog naming the file.
 */
export type OpenProjectOutcome =
  | {
      readonly status: 'opened';
      /** The file's name, for the window title ("balance.wellspring.json"). */
      readonly name: string;
      /** The document as migrated to the current format (not written back until a save). */
      readonly document: unknown;
      /** The file's own formatVersion, when it was older and migrated on open. */
      readonly migratedFrom?: number;
    }
  | { readonly status: 'canceled' }
  | {
      readonly status: 'invalid';
      readonly name: string;
      readonly problems: readonly ProjectFileProblem[];
    };

export interface SaveProjectRequest {
  /** The serialized project (`serializeProject`): main writes exactly these bytes, atomically. */
  readonly text: string;
  /** Ask where (Save As…), even when the window already has a file. */
  readonly saveAs: boolean;
  /** Offered in the save dialog when there is no file yet, without the extension. */
  readonly suggestedName: string;
}

export type SaveProjectOutcome =
  { readonly status: 'saved'; readonly name: string } | { readonly status: 'canceled' };

/**
 * Unsaved edits kept in the app's data folder until saved or declined (autosave). Each window
 * (each browser tab) writes its own record, under its own id, so two never overwrite each other.
 */
export interface RecoveryRecord {
  /** The record's key: the page that writes it (see `RECOVERY_ID_PATTERN`). */
  readonly id: string;
  readonly text: string;
  /** When the last edit was made, ISO 8601 (shown when offering to restore). */
  readonly changedAt: string;
  /** The file the edits belong to, when there was one. */
  readonly fileName?: string;
}

/** The window's title and whether it holds unsaved edits (the close prompt reads it). */
export interface DocumentState {
  readonly title: string;
  readonly dirty: boolean;
}

/** What the native menus ask the page to do (the page owns the document and its undo stack). */
export type MenuCommand =
  | 'new'
  | 'open'
  | 'save'
  | 'saveAs'
  | 'revert'
  | 'exportCsv'
  | 'pasteCode'
  /** File › New Ruleset…: a ruleset of the designer's own, blank or from a template. */
  | 'newRuleset'
  | 'undo'
  | 'redo'
  /** Help › Take the Tour: the first-run tour again, from its first step. */
  | 'tour';

export const MENU_COMMANDS: readonly MenuCommand[] = [
  'new',
  'open',
  'save',
  'saveAs',
  'revert',
  'exportCsv',
  'pasteCode',
  'newRuleset',
  'undo',
  'redo',
  'tour',
];

/** The one channel main sends menu commands on (main → page). */
export const MENU_COMMAND_CHANNEL = `wellspring:menu-command`;

/** Verb → argument tuple and result. */
export interface IpcContract {
  getAppInfo: { readonly args: []; readonly result: AppInfo };
  exportCsv: { readonly args: [request: ExportCsvRequest]; readonly result: ExportCsvOutcome };
  /** Every table on the screen, each its own file, into a folder the user picks. */
  exportCsvFiles: {
    readonly args: [request: ExportCsvFilesRequest];
    readonly result: ExportCsvFilesOutcome;
  };
  /** Forget the window's file (File › New); the page resets its document itself. */
  newProject: { readonly args: []; readonly result: null };
  openProject: { readonly args: []; readonly result: OpenProjectOutcome };
  /**
   * Read a project file to compare the open one with (the balance diff's baseline): asks for the
   * file like openProject, but the window's own file stays the one Save writes.
   */
  openBaseline: { readonly args: []; readonly result: OpenProjectOutcome };
  /** Read the window's file again (File › Revert); `canceled` when it has none. */
  revertProject: { readonly args: []; readonly result: OpenProjectOutcome };
  saveProject: {
    readonly args: [request: SaveProjectRequest];
    readonly result: SaveProjectOutcome;
  };
  writeRecovery: { readonly args: [record: RecoveryRecord]; readonly result: null };
  /** Every record kept, the newest change first (those of windows still open too). */
  readRecovery: { readonly args: []; readonly result: readonly RecoveryRecord[] };
  /** Forgets one record (its edits were saved, restored elsewhere or discarded). */
  clearRecovery: { readonly args: [id: string]; readonly result: null };
  setDocumentState: { readonly args: [state: DocumentState]; readonly result: null };
}

export type IpcVerb = keyof IpcContract;

/** The verbs in a fixed order, for the preload and the handler registration to iterate. */
export const IPC_VERBS: readonly IpcVerb[] = [
  'getAppInfo',
  'exportCsv',
  'exportCsvFiles',
  'newProject',
  'openProject',
  'openBaseline',
  'revertProject',
  'saveProject',
  'writeRecovery',
  'readRecovery',
  'clearRecovery',
  'setDocumentState',
];

/** Handlers never throw across IPC: they answer with a result object. */
export type IpcResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** What the page's `wellspring` global offers: one async function per verb, and menu commands. */
export type WellspringApi = {
  readonly [V in IpcVerb]: (
    ...args: IpcContract[V]['args']
  ) => Promise<IpcResult<IpcContract[V]['result']>>;
} & {
  /** Calls `listener` for each menu command; returns the function that stops listening. */
  readonly onMenuCommand: (listener: (command: MenuCommand) => void) => () => void;
};

export function ipcChannel(verb: IpcVerb): string {
  return `${IPC_PREFIX}${verb}`;
}

/** Limits main enforces on renderer input (a renderer is never trusted with the disk). */
export const EXPORT_CSV_LIMITS = { maxNameLength: 200, maxBytes: 50 * 1024 * 1024 } as const;

/**
 * The URL fragment (`…/index.html#restore-recovery`) with which the desktop shell reloads a page
 * that died or hung: the page restores the recovery file's edits without asking.
 */
export const RESTORE_RECOVERY_FRAGMENT = 'restore-recovery';

/** A recovery record's id: letters, digits and dashes (a UUID), so it is safe as a file name. */
export const RECOVERY_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** The id under which a record kept by an earlier version (one record for the whole app) reads. */
export const LEGACY_RECOVERY_ID = 'earlier-version';

/** A project file (or a recovery record) larger than this is refused, read or written. */
export const PROJECT_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** The extension project files are saved with (and registered as a file association). */
export const PROJECT_EXTENSION = '.wellspring.json';

/** Open Recent holds this many files, the newest first (the desktop's menu and the browser's). */
export const RECENT_FILES_MAX = 10;
