/**
 * The main window and the app lifecycle around it: remembered bounds, the OS theme, the close
 * prompt, and projects handed over by the OS (double-click, command line, a second launch).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, dialog, nativeTheme, screen } from 'electron';
import { APP_ENTRY_URL } from './app-url';
import { writeFileAtomic, writeFileAtomicSync } from './atomic-write';
import {
  closeGuardFor,
  forgetWindow,
  openFileInWindow,
  pageLoaded,
  pageLoading,
  setupFiles,
} from './files';
import { projectPathFromArgv } from './launch-args';
import { PageWatch, RESTORE_RECOVERY_FRAGMENT } from './page-watch';
import { createWindowOptions, windowBackgroundColor } from './window-options';
import {
  WINDOW_STATE_FILE_NAME,
  debounce,
  parseWindowState,
  restoreWindowState,
  serializeWindowState,
  type WindowState,
} from './window-state';

let mainWindow: BrowserWindow | null = null;
/** A project to open once the window exists (argv at start, or macOS 'open-file' before it). */
let launchFile: string | null = null;

const windowStatePath = (): string => path.join(app.getPath('userData'), WINDOW_STATE_FILE_NAME);

function loadWindowState(): WindowState | null {
  try {
    return parseWindowState(readFileSync(windowStatePath(), 'utf8'));
  } catch {
    return null;
  }
}

function currentWindowState(window: BrowserWindow): WindowState {
  return { bounds: window.getNormalBounds(), maximized: window.isMaximized() };
}

function createMainWindow(): BrowserWindow {
  const restored = restoreWindowState(
    loadWindowState(),
    screen.getAllDisplays().map((display) => display.workArea),
    screen.getPrimaryDisplay().workArea,
  );
  // main.cjs and preload.cjs are bundled side by side into dist-electron/.
  const window = new BrowserWindow(
    createWindowOptions({
      preloadPath: path.join(__dirname, 'preload.cjs'),
      dark: nativeTheme.shouldUseDarkColors,
      restored,
    }),
  );
  if (restored.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  // Main owns the title (setDocumentState); the page's <title> must not overwrite it.
  window.on('page-title-updated', (event) => event.preventDefault());
  window.webContents.on('did-start-loading', () => pageLoading(window));
  window.webContents.on('did-finish-load', () => pageLoaded(window));

  // A page that dies or hangs: Reload (with the autosaved edits restored), Wait, or Close. Not
  // while the window closes (quitting may end its page any way).
  let closing = false;
  const pageWatch = new PageWatch({
    ask: async (options, signal) =>
      (await dialog.showMessageBox(window, { ...options, signal })).response,
    reload: () => void window.loadURL(`${APP_ENTRY_URL}#${RESTORE_RECOVERY_FRAGMENT}`),
    // No page is left to answer the unsaved-changes prompt; its edits are in the recovery file.
    close: () => window.destroy(),
  });
  window.webContents.on('render-process-gone', (_event, details) => {
    if (!closing && !window.isDestroyed()) pageWatch.gone(details.reason);
  });
  window.on('unresponsive', () => {
    if (!closing) pageWatch.unresponsive();
  });
  window.on('responsive', () => pageWatch.responsive());

  const saveBoundsSoon = debounce(() => {
    if (window.isDestroyed()) return;
    void writeFileAtomic(windowStatePath(), serializeWindowState(currentWindowState(window))).catch(
      () => undefined,
    );
  }, 500);
  window.on('resize', saveBoundsSoon);
  window.on('move', saveBoundsSoon);
  window.on('maximize', saveBoundsSoon);
  window.on('unmaximize', saveBoundsSoon);

  window.on('close', (event) => {
    if (!closeGuardFor(window).allowClose()) {
      event.preventDefault();
      return;
    }
    closing = true;
    saveBoundsSoon.cancel();
    try {
      writeFileAtomicSync(windowStatePath(), serializeWindowState(currentWindowState(window)));
    } catch {
      // the bounds are a convenience: never block closing on them
    }
  });
  window.on('closed', () => {
    forgetWindow(window);
    if (mainWindow === window) mainWindow = null;
  });

  mainWindow = window;
  if (launchFile !== null) {
    openFileInWindow(window, launchFile);
    launchFile = null;
  }
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

/** The window to act on: the focused one, else the main one (null: none is open). */
export function targetWindow(): BrowserWindow | null {
  return BrowserWindow.getFocusedWindow() ?? mainWindow;
}

/** The window to act on, opening one if none is (macOS keeps running without windows). */
export function ensureWindow(): BrowserWindow | null {
  const window = targetWindow();
  if (window !== null || !app.isReady()) return window;
  return createMainWindow();
}

export function openFile(filePath: string): void {
  if (mainWindow !== null) openFileInWindow(mainWindow, filePath);
  else if (app.isReady()) {
    launchFile = filePath;
    createMainWindow();
  } else launchFile = filePath;
}

export function setupWindows(): void {
  setupFiles();
  launchFile = projectPathFromArgv(process.argv, {
    defaultApp: process.defaultApp === true,
    cwd: process.cwd(),
  });

  // macOS hands files over by event, also before 'ready' (a double-click that launches the app).
  app.on('open-file', (event, filePath) => {
    event.preventDefault();
    openFile(filePath);
  });

  // A second launch lands here (main.ts holds the single-instance lock): show the first window,
  // with the project it was asked to open, if any.
  app.on('second-instance', (_event, argv, workingDirectory) => {
    const filePath = projectPathFromArgv(argv, {
      defaultApp: process.defaultApp === true,
      cwd: workingDirectory,
    });
    if (filePath !== null) {
      openFile(filePath);
      return;
    }
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // The window's background follows the OS theme (the page follows prefers-color-scheme).
  nativeTheme.on('updated', () => {
    for (const window of BrowserWindow.getAllWindows()) {
      window.setBackgroundColor(windowBackgroundColor(nativeTheme.shouldUseDarkColors));
    }
  });

  // macOS apps stay alive without windows until Quit; elsewhere closing the last window quits.
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (app.isReady() && BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });

  void app.whenReady().then(() => {
    if (mainWindow === null) createMainWindow();
  });
}
