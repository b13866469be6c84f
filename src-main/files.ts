/**
 * The document side of the main process, shared by IPC, the menus and the windows: one
 * DocumentSession and CloseGuard per window, the Open Recent list, the recovery file, and handing
 * a file to a page (Open Recent, double-click, command line) through a pending open.
 */
import path from 'node:path';
import { app, dialog, type BrowserWindow } from 'electron';
import { MENU_COMMAND_CHANNEL, type DocumentState, type MenuCommand } from '../shared/protocol/ipc';
import { removeStaleTempFiles, resolveWriteTarget, writeFileAtomic } from './atomic-write';
import { CloseGuard } from './close-prompt';
import { DocumentSessions } from './document-session';
import type { SaveProgress } from './ipc-handlers';
import { readTextFileLimited } from './project-files';
import { RECENT_FILE_NAME, RecentFiles } from './recent-files';
import { createRecoveryStore } from './recovery';

const RECENT_LIST_MAX_BYTES = 1024 * 1024;

export const sessions = new DocumentSessions<BrowserWindow>();

export const recovery = createRecoveryStore(() => app.getPath('userData'));

const recentListeners = new Set<(list: readonly string[]) => void>();

export const recentFiles = new RecentFiles(
  () => path.join(app.getPath('userData'), RECENT_FILE_NAME),
  {
    readText: (filePath) => readTextFileLimited(filePath, RECENT_LIST_MAX_BYTES),
    writeAtomic: (filePath, data) => writeFileAtomic(filePath, data),
  },
  (list) => {
    for (const listener of recentListeners) listener(list);
  },
);

export function onRecentFilesChanged(listener: (list: readonly string[]) => void): void {
  recentListeners.add(listener);
}

/** A project was opened or saved: Open Recent and the OS list (Dock, jump list). */
export async function rememberFile(filePath: string): Promise<void> {
  if (process.platform === 'darwin' || process.platform === 'win32') {
    app.addRecentDocument(filePath);
  }
  await recentFiles.add(filePath);
}

export async function clearRecentFiles(): Promise<void> {
  if (process.platform === 'darwin' || process.platform === 'win32') app.clearRecentDocuments();
  await recentFiles.clear();
}

/** Writes atomically, then sweeps temp files a killed earlier save left next to the target. */
export async function writeProjectFile(filePath: string, data: string): Promise<void> {
  await writeFileAtomic(filePath, data);
  // The temp files sit beside the real file (a saved-through link's target).
  void resolveWriteTarget(filePath).then(removeStaleTempFiles, () => undefined);
}

/** Pages that have loaded (and so listen for menu commands). */
const loadedPages = new WeakSet<BrowserWindow>();
const waitingCommands = new Map<BrowserWindow, MenuCommand[]>();

export function sendMenuCommand(window: BrowserWindow, command: MenuCommand): void {
  if (window.isDestroyed()) return;
  if (!loadedPages.has(window)) {
    waitingCommands.set(window, [...(waitingCommands.get(window) ?? []), command]);
    return;
  }
  window.webContents.send(MENU_COMMAND_CHANNEL, command);
}

/** Called on 'did-start-loading' (first load, reload): hold commands until the page listens. */
export function pageLoading(window: BrowserWindow): void {
  loadedPages.delete(window);
}

/** Called on 'did-finish-load': the page listens now, so commands sent meanwhile go out. */
export function pageLoaded(window: BrowserWindow): void {
  loadedPages.add(window);
  const waiting = waitingCommands.get(window) ?? [];
  waitingCommands.delete(window);
  for (const command of waiting) sendMenuCommand(window, command);
}

/**
 * Opens `filePath` in `window` the way File › Open does, minus the dialog: the path waits in the
 * window's session and the page is sent 'open'; its openProject then reads that file. The page
 * asks about its own unsaved edits first, as for any Open.
 */
export function openFileInWindow(window: BrowserWindow, filePath: string): void {
  sessions.get(window).pendingOpen = { filePath, at: Date.now() };
  sendMenuCommand(window, 'open');
  if (window.isMinimized()) window.restore();
  window.focus();
}

/** File › Open… from the menu always asks: a stale pending file must not answer instead. */
export function runMenuCommand(window: BrowserWindow, command: MenuCommand): void {
  if (command === 'open') sessions.get(window).pendingOpen = null;
  sendMenuCommand(window, command);
}

/** Set during a quit, so a close prompt answered Save or Don't Save resumes the quit. */
let quitting = false;

export function setupFiles(): void {
  app.on('before-quit', () => {
    quitting = true;
  });
}

const guards = new Map<BrowserWindow, CloseGuard>();

export function closeGuardFor(window: BrowserWindow): CloseGuard {
  let guard = guards.get(window);
  if (guard === undefined) {
    guard = new CloseGuard({
      isDirty: () => sessions.get(window).dirty,
      fileName: () => {
        const { filePath } = sessions.get(window);
        return filePath === null ? null : path.basename(filePath);
      },
      ask: async (options) => (await dialog.showMessageBox(window, options)).response,
      requestSave: () => sendMenuCommand(window, 'save'),
      discard: async () => {
        const { recoveryId } = sessions.get(window);
        if (recoveryId !== null) await recovery.clear(recoveryId);
      },
      finish: () => {
        if (quitting) app.quit();
        else if (!window.isDestroyed()) window.close();
      },
      abandon: () => {
        quitting = false;
      },
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
    });
    guards.set(window, guard);
  }
  return guard;
}

export function forgetWindow(window: BrowserWindow): void {
  guards.delete(window);
  sessions.delete(window);
  waitingCommands.delete(window);
}

/** setDocumentState: the title, macOS's edited dot and proxy icon, and the close prompt. */
export function applyDocumentState(window: BrowserWindow, state: DocumentState): void {
  if (window.isDestroyed()) return;
  window.setTitle(state.title);
  if (process.platform === 'darwin') {
    window.setDocumentEdited(state.dirty);
    window.setRepresentedFilename(sessions.get(window).filePath ?? '');
  }
  closeGuardFor(window).documentStateChanged(state.dirty);
}

export function saveProgress(window: BrowserWindow, progress: SaveProgress): void {
  closeGuardFor(window).saveProgress(progress);
}
