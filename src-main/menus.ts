/** The application menu, rebuilt whenever Open Recent changes (see menu-template.ts). */
import os from 'node:os';
import { app, dialog, Menu } from 'electron';
import { clearRecentFiles, onRecentFilesChanged, recentFiles, runMenuCommand } from './files';
import { aboutDialogOptions, buildMenuTemplate } from './menu-template';
import { ensureWindow, openFile, targetWindow } from './windows';

function showAbout(): void {
  const options = aboutDialogOptions({
    appName: app.getName(),
    version: app.getVersion(),
    electron: process.versions.electron,
    chrome: process.versions.chrome,
    node: process.versions.node,
  });
  const parent = targetWindow();
  void (parent === null ? dialog.showMessageBox(options) : dialog.showMessageBox(parent, options));
}

function buildMenu(list: readonly string[]): Menu {
  return Menu.buildFromTemplate(
    buildMenuTemplate(
      {
        platform: process.platform,
        appName: app.getName(),
        isDev: !app.isPackaged,
        recentFiles: list,
        homeDir: os.homedir(),
      },
      {
        command: (command) => {
          // A new window opens with a new document, so New needs nothing more than the window.
          const hadWindow = targetWindow() !== null;
          const window = ensureWindow();
          if (window !== null && (hadWindow || command !== 'new')) runMenuCommand(window, command);
        },
        openRecent: (filePath) => openFile(filePath),
        clearRecent: () => void clearRecentFiles().catch(() => undefined),
        about: showAbout,
      },
    ),
  );
}

export function setupMenus(): void {
  void app.whenReady().then(async () => {
    onRecentFilesChanged((list) => Menu.setApplicationMenu(buildMenu(list)));
    Menu.setApplicationMenu(buildMenu([]));
    await recentFiles.load();
  });
}
