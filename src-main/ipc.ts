/** Registers one ipcMain handler per verb of the IPC contract (shared/protocol/ipc.ts). */
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { IPC_VERBS, ipcChannel } from '../shared/protocol/ipc';
import {
  applyDocumentState,
  recovery,
  rememberFile,
  saveProgress,
  sessions,
  writeProjectFile,
} from './files';
import { createAppInfo, createIpcHandlers, type IpcSender } from './ipc-handlers';
import { createWorkerParser } from './parse-in-worker';
import { existingPaths, readProjectText } from './project-files';

function describeSender(event: IpcMainInvokeEvent): IpcSender<BrowserWindow> {
  return {
    window: BrowserWindow.fromWebContents(event.sender),
    // senderFrame is null once the frame has navigated away or been destroyed: refuse then.
    url: event.senderFrame?.url ?? '',
    // Only the page itself may ask, never a frame inside it (an iframe is the app's origin too).
    mainFrame: event.senderFrame !== null && event.senderFrame === event.sender.mainFrame,
  };
}

export function documentsDir(): string {
  try {
    return app.getPath('documents');
  } catch {
    return app.getPath('home'); // some Linux desktops define no documents folder
  }
}

export function setupIpc(): void {
  // main.cjs and parse-worker.cjs are bundled side by side into dist-electron/.
  const parser = createWorkerParser(path.join(__dirname, 'parse-worker.cjs'));
  const handlers = createIpcHandlers<BrowserWindow>({
    appInfo: () => createAppInfo(app.getVersion(), process.versions),
    documentsDir,
    showSaveDialog: (parent, options) => dialog.showSaveDialog(parent, options),
    writeFile: writeProjectFile,
    existing: existingPaths,
    confirmReplace: async (parent, filePaths) => {
      const names = filePaths.map((filePath) => path.basename(filePath));
      const { response } = await dialog.showMessageBox(parent, {
        type: 'warning',
        buttons: ['Replace', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
        message:
          names.length === 1
            ? `${names[0]} already exists. Replace it?`
            : `${names.length} of these files already exist. Replace them?`,
        detail: names.slice(0, 10).join('\n') + (names.length > 10 ? '\n…' : ''),
      });
      return response === 0;
    },
    showOpenDialog: (parent, options) => dialog.showOpenDialog(parent, options),
    readProjectFile: readProjectText,
    parseProject: parser.parse,
    session: (window) => sessions.get(window),
    now: () => Date.now(),
    rememberFile,
    recovery,
    applyDocumentState,
    onSaveProgress: saveProgress,
  });
  for (const verb of IPC_VERBS) {
    ipcMain.handle(ipcChannel(verb), (event, ...args: unknown[]) =>
      handlers[verb](describeSender(event), args),
    );
  }
}
