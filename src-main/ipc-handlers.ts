/**
 * The IPC handlers as plain functions over injected dependencies, so validation, sender checks
 * and results are tested without Electron. ipc.ts wires them to ipcMain.
 */
import path from 'node:path';
import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import {
  PROJECT_EXTENSION,
  type AppInfo,
  type DocumentState,
  type ExportCsvFilesOutcome,
  type ExportCsvOutcome,
  type IpcContract,
  type IpcResult,
  type IpcVerb,
  type OpenProjectOutcome,
  type SaveProjectOutcome,
} from '../shared/protocol/ipc';
import { mendFileName } from '../shared/report/file-name';
import { isAppUrl } from './app-url';
import { takePendingOpen, type DocumentSession } from './document-session';
import { parseIpcArgs, type ParsedArgs } from './ipc-schemas';
import {
  loadProjectFile,
  projectBaseName,
  withProjectExtension,
  type ProjectParser,
} from './project-files';
import type { RecoveryStore } from './recovery';

export type SaveProgress = 'started' | 'saved' | 'canceled' | 'failed';

/** Who sent a request: the app window it came from (null if none) and the sending frame's URL. */
export interface IpcSender<W> {
  readonly window: W | null;
  readonly url: string;
  /** The request comes from the page's main frame, not a frame inside it. */
  readonly mainFrame: boolean;
}

export interface IpcDeps<W> {
  readonly appInfo: () => AppInfo;
  readonly documentsDir: () => string;
  readonly showSaveDialog: (
    parent: W,
    options: SaveDialogOptions,
  ) => Promise<{ readonly canceled: boolean; readonly filePath?: string }>;
  /** Writes atomically (writeFileAtomic): the old file or the new one, never a torn one. */
  readonly writeFile: (filePath: string, data: string) => Promise<void>;
  /** The paths that already exist (a write there would replace them). */
  readonly existing: (filePaths: readonly string[]) => Promise<string[]>;
  /**
   * Asks before replacing files no dialog has asked about (a name the dialog returned without
   * its extension, files an export puts in a folder). True: replace them.
   */
  readonly confirmReplace: (parent: W, filePaths: readonly string[]) => Promise<boolean>;
  readonly showOpenDialog: (
    parent: W,
    options: OpenDialogOptions,
  ) => Promise<{ readonly canceled: boolean; readonly filePaths: readonly string[] }>;
  /** Reads a project file as text, refusing one over PROJECT_FILE_MAX_BYTES. */
  readonly readProjectFile: (filePath: string) => Promise<string>;
  readonly parseProject: ProjectParser;
  /** The window's document session (its file path never leaves main). */
  readonly session: (window: W) => DocumentSession;
  readonly now: () => number;
  /** A file was opened or saved: Open Recent, the OS recent documents. Failures are ignored. */
  readonly rememberFile: (filePath: string) => Promise<void>;
  readonly recovery: RecoveryStore;
  /** Title, macOS edited dot, and the close prompt waiting for a save. */
  readonly applyDocumentState: (window: W, state: DocumentState) => void;
  /** How a saveProject is going, for a close prompt waiting on it. */
  readonly onSaveProgress: (window: W, progress: SaveProgress) => void;
}

/** The open dialog's filters: projects first, any JSON file as the fallback. */
export const PROJECT_OPEN_FILTERS = [
  { name: 'Wellspring project', extensions: [PROJECT_EXTENSION.slice(1)] },
  { name: 'JSON', extensions: ['json'] },
] as const;

export type IpcHandler<V extends IpcVerb, W> = (
  sender: IpcSender<W>,
  args: readonly unknown[],
) => Promise<IpcResult<IpcContract[V]['result']>>;

export type IpcHandlers<W> = { readonly [V in IpcVerb]: IpcHandler<V, W> };

export function createAppInfo(
  version: string,
  versions: { readonly electron?: string; readonly chrome?: string },
): AppInfo {
  return {
    name: 'Wellspring',
    version,
    shell: 'electron',
    ...(versions.electron === undefined ? {} : { electronVersion: versions.electron }),
    ...(versions.chrome === undefined ? {} : { chromeVersion: versions.chrome }),
  };
}

/** Why a sender is refused, or null when it is the main frame of one of our windows showing our app. */
export function rejectSender<W>(sender: IpcSender<W>): string | null {
  if (sender.window === null) return 'request ignored: the sender is not a Wellspring window';
  if (!isAppUrl(sender.url)) return 'request ignored: the sender is not showing the Wellspring app';
  if (!sender.mainFrame) return 'request ignored: the sender is a frame inside the page';
  return null;
}

/** Linux save dialogs do not add the filter's extension; `report` becomes `report.csv`. */
export function withCsvExtension(filePath: string): string {
  return path.extname(filePath) === '' ? `${filePath}.csv` : filePath;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sender check, argument parsing and the never-throw rule, shared by every verb. */
function guard<V extends IpcVerb, W>(
  verb: V,
  run: (window: W, args: ParsedArgs<V>) => Promise<IpcContract[V]['result']>,
): IpcHandler<V, W> {
  return async (sender, args) => {
    try {
      const rejection = rejectSender(sender);
      if (rejection !== null || sender.window === null) {
        return { ok: false, error: `${verb}: ${rejection ?? 'unknown sender'}` };
      }
      const parsed = parseIpcArgs(verb, args);
      if (!parsed.ok) return { ok: false, error: parsed.error };
      return { ok: true, value: await run(sender.window, parsed.args) };
    } catch (error) {
      return { ok: false, error: `${verb}: ${errorMessage(error)}` };
    }
  };
}

export function createIpcHandlers<W>(deps: IpcDeps<W>): IpcHandlers<W> {
  /** True when nothing in `targets` exists, or the user agrees to replace what does. */
  async function mayReplace(window: W, targets: readonly string[]): Promise<boolean> {
    if (targets.length === 0) return true;
    const found = await deps.existing(targets);
    return found.length === 0 || deps.confirmReplace(window, found);
  }

  return {
    getAppInfo: guard('getAppInfo', async () => deps.appInfo()),

    exportCsv: guard('exportCsv', async (window, [request]): Promise<ExportCsvOutcome> => {
      const choice = await deps.showSaveDialog(window, {
        title: 'Export CSV',
        defaultPath: path.join(deps.documentsDir(), mendFileName(request.suggestedName)),
        filters: [
          { name: 'CSV', extensions: ['csv'] },
          { name: 'All files', extensions: ['*'] },
        ],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (choice.canceled || choice.filePath === undefined || choice.filePath === '') {
        return { saved: false, canceled: true };
      }
      const location = withCsvExtension(choice.filePath);
      if (!(await mayReplace(window, location === choice.filePath ? [] : [location]))) {
        return { saved: false, canceled: true };
      }
      await deps.writeFile(location, request.csv);
      return { saved: true, location };
    }),

    exportCsvFiles: guard(
      'exportCsvFiles',
      async (window, [request]): Promise<ExportCsvFilesOutcome> => {
        const choice = await deps.showOpenDialog(window, {
          title: 'Export every table as CSV into a folder',
          defaultPath: deps.documentsDir(),
          buttonLabel: 'Export here',
          properties: ['openDirectory', 'createDirectory'],
        });
        const folder = choice.filePaths[0];
        if (choice.canceled || folder === undefined || folder === '') {
          return { saved: false, canceled: true };
        }
        // Names are plain file names (checked above), so each lands inside the folder; mended
        // for every platform's rules, and kept apart should two mend to the same name.
        const names = distinctNames(
          request.files.map((file) => withCsvExtension(mendFileName(file.suggestedName))),
        );
        const targets = request.files.map((file, i) => ({
          target: path.join(folder, names[i] ?? ''),
          csv: file.csv,
        }));
        if (
          !(await mayReplace(
            window,
            targets.map(({ target }) => target),
          ))
        ) {
          return { saved: false, canceled: true };
        }
        for (const { target, csv } of targets) await deps.writeFile(target, csv);
        return { saved: true, location: folder, count: request.files.length };
      },
    ),

    newProject: guard('newProject', async (window) => {
      const session = deps.session(window);
      session.filePath = null;
      session.pendingOpen = null;
      return null;
    }),

    openProject: guard('openProject', async (window): Promise<OpenProjectOutcome> => {
      const session = deps.session(window);
      let filePath = takePendingOpen(session, deps.now());
      if (filePath === null) {
        const choice = await deps.showOpenDialog(window, {
          title: 'Open Project',
          defaultPath:
            session.filePath === null ? deps.documentsDir() : path.dirname(session.filePath),
          filters: PROJECT_OPEN_FILTERS.map((filter) => ({
            ...filter,
            extensions: [...filter.extensions],
          })),
          properties: ['openFile'],
        });
        filePath = choice.filePaths[0] ?? null;
        if (choice.canceled || filePath === null || filePath === '') return { status: 'canceled' };
      }
      const outcome = await loadProjectFile(filePath, {
        readFile: deps.readProjectFile,
        parseProject: deps.parseProject,
      });
      if (outcome.status === 'opened') {
        session.filePath = filePath;
        await remember(filePath);
      }
      return outcome;
    }),

    openBaseline: guard('openBaseline', async (window): Promise<OpenProjectOutcome> => {
      const session = deps.session(window);
      const choice = await deps.showOpenDialog(window, {
        title: 'Open Baseline Project',
        defaultPath:
          session.filePath === null ? deps.documentsDir() : path.dirname(session.filePath),
        filters: PROJECT_OPEN_FILTERS.map((filter) => ({
          ...filter,
          extensions: [...filter.extensions],
        })),
        properties: ['openFile'],
      });
      const filePath = choice.filePaths[0] ?? null;
      if (choice.canceled || filePath === null || filePath === '') return { status: 'canceled' };
      // Only read: the window's file, its recent list and what Save writes stay as they were.
      return loadProjectFile(filePath, {
        readFile: deps.readProjectFile,
        parseProject: deps.parseProject,
      });
    }),

    revertProject: guard('revertProject', async (window): Promise<OpenProjectOutcome> => {
      const { filePath } = deps.session(window);
      if (filePath === null) return { status: 'canceled' };
      return loadProjectFile(filePath, {
        readFile: deps.readProjectFile,
        parseProject: deps.parseProject,
      });
    }),

    saveProject: guard('saveProject', async (window, [request]): Promise<SaveProjectOutcome> => {
      const session = deps.session(window);
      deps.onSaveProgress(window, 'started');
      try {
        let target = request.saveAs ? null : session.filePath;
        if (target === null) {
          const choice = await deps.showSaveDialog(window, {
            title: request.saveAs ? 'Save Project As' : 'Save Project',
            defaultPath:
              session.filePath ??
              path.join(
                deps.documentsDir(),
                `${mendFileName(projectBaseName(request.suggestedName))}${PROJECT_EXTENSION}`,
              ),
            filters: [{ name: 'Wellspring project', extensions: [PROJECT_EXTENSION.slice(1)] }],
            properties: ['createDirectory', 'showOverwriteConfirmation'],
          });
          if (choice.canceled || choice.filePath === undefined || choice.filePath === '') {
            deps.onSaveProgress(window, 'canceled');
            return { status: 'canceled' };
          }
          target = withProjectExtension(choice.filePath);
          // The dialog asked about the name it returned, not the one with the extension added.
          if (!(await mayReplace(window, target === choice.filePath ? [] : [target]))) {
            deps.onSaveProgress(window, 'canceled');
            return { status: 'canceled' };
          }
        }
        await deps.writeFile(target, request.text);
        session.filePath = target;
        await remember(target);
        deps.onSaveProgress(window, 'saved');
        return { status: 'saved', name: path.basename(target) };
      } catch (error) {
        deps.onSaveProgress(window, 'failed');
        throw error;
      }
    }),

    writeRecovery: guard('writeRecovery', async (window, [record]) => {
      await deps.recovery.write(record);
      // The window's own record: the one its close prompt's Don't Save deletes.
      deps.session(window).recoveryId = record.id;
      return null;
    }),

    readRecovery: guard('readRecovery', async () => deps.recovery.read()),

    clearRecovery: guard('clearRecovery', async (_window, [id]) => {
      await deps.recovery.clear(id);
      return null;
    }),

    setDocumentState: guard('setDocumentState', async (window, [state]) => {
      const session = deps.session(window);
      session.title = state.title;
      session.dirty = state.dirty;
      deps.applyDocumentState(window, state);
      return null;
    }),
  };

  async function remember(filePath: string): Promise<void> {
    await deps.rememberFile(filePath).catch(() => undefined);
  }
}

/** The names as given, a second `a.csv` becoming `a (2).csv`, a third `a (3).csv`. */
export function distinctNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      candidate = `${stem} (${n})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
