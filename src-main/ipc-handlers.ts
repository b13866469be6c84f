/**
 * The IPC handlers as plain functions over injected dependencies, so validation, sender checks
 * and results are tested without Electron. ipc.ts wires them to ipcMain.
 */
import path from 'node:path';
import type { SaveDialogOptions } from 'electron';
import type {
  AppInfo,
  ExportCsvOutcome,
  IpcContract,
  IpcResult,
  IpcVerb,
} from '../shared/protocol/ipc';
import { isAppUrl } from './app-url';
import { parseIpcArgs, type ParsedArgs } from './ipc-schemas';

/** Who sent a request: the app window it came from (null if none) and the sending frame's URL. */
export interface IpcSender<W> {
  readonly window: W | null;
  readonly url: string;
}

export interface IpcDeps<W> {
  readonly appInfo: () => AppInfo;
  readonly documentsDir: () => string;
  readonly showSaveDialog: (
    parent: W,
    options: SaveDialogOptions,
  ) => Promise<{ readonly canceled: boolean; readonly filePath?: string }>;
  readonly writeFile: (filePath: string, data: string) => Promise<void>;
}

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

/** Why a sender is refused, or null when it is one of our windows showing our app. */
export function rejectSender<W>(sender: IpcSender<W>): string | null {
  if (sender.window === null) return 'request ignored: the sender is not a Wellspring window';
  if (!isAppUrl(sender.url)) return 'request ignored: the sender is not showing the Wellspring app';
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
  return {
    getAppInfo: guard('getAppInfo', async () => deps.appInfo()),

    exportCsv: guard('exportCsv', async (window, [request]): Promise<ExportCsvOutcome> => {
      const choice = await deps.showSaveDialog(window, {
        title: 'Export CSV',
        defaultPath: path.join(deps.documentsDir(), request.suggestedName),
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
      await deps.writeFile(location, request.csv);
      return { saved: true, location };
    }),
  };
}
