/**
 * Sandboxed preload: bundled by esbuild into one CJS file whose only import is `electron`.
 * Exposes the contract's verbs and onMenuCommand as `window.wellspring`, nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createWellspringApi } from './preload-api';

contextBridge.exposeInMainWorld(
  'wellspring',
  createWellspringApi(
    (channel, ...args) => ipcRenderer.invoke(channel, ...args),
    (channel, listener) => {
      ipcRenderer.on(channel, listener);
      return () => {
        ipcRenderer.removeListener(channel, listener);
      };
    },
  ),
);
