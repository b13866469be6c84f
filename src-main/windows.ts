/** The main window and the app lifecycle around it. */
import path from 'node:path';
import { app, BrowserWindow } from 'electron';
import { APP_ENTRY_URL } from './app-url';
import { createWindowOptions } from './window-options';

let mainWindow: BrowserWindow | null = null;

function createMainWindow(): void {
  // main.cjs and preload.cjs are bundled side by side into dist-electron/.
  const window = new BrowserWindow(
    createWindowOptions({ preloadPath: path.join(__dirname, 'preload.cjs') }),
  );
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
  void window.loadURL(APP_ENTRY_URL);
}

export function setupWindows(): void {
  // A second launch lands here (main.ts holds the single-instance lock): show the first window.
  app.on('second-instance', () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // macOS apps stay alive without windows until Quit; elsewhere closing the last window quits.
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (app.isReady() && BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });

  void app.whenReady().then(createMainWindow);
}
