/** Registers one ipcMain handler per verb of the IPC contract (shared/protocol/ipc.ts). */
import { app, BrowserWindow, dialog, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { parseProject } from '../shared/project/serialize';
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
import { readProjectText } from './project-files';

function describeSender(event: IpcMainInvokeEvent): IpcSender<BrowserWindow> {
  return {
    window: BrowserWindow.fromWebContents(event.sender),
    // senderFrame is null once the frame has navigated away or been destroyed: refuse then.
    url: event.senderFrame?.url ?? '',
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
  const handlers = createIpcHandlers<BrowserWindow>({
    appInfo: () => createAppInfo(app.getVersion(), process.versions),
    documentsDir,
    showSaveDialog: (parent, options) => dialog.showSaveDialog(parent, options),
    writeFile: writeProjectFile,
    showOpenDialog: (parent, options) => dialog.showOpenDialog(parent, options),
    readProjectFile: readProjectText,
    parseProject,
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
