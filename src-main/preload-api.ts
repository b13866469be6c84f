/**
 * Builds `window.wellspring` from the IPC contract: one function per verb, each a thin
 * `invoke` on its prefixed channel. ipcRenderer itself is never handed to the page.
 */
import { IPC_VERBS, ipcChannel, type WellspringApi } from '../shared/protocol/ipc';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

export function createWellspringApi(invoke: Invoke): WellspringApi {
  const api = Object.fromEntries(
    IPC_VERBS.map((verb) => [verb, (...args: unknown[]) => invoke(ipcChannel(verb), ...args)]),
  );
  // The cast is the trust boundary the contract describes: main answers every verb with an
  // IpcResult of that verb's result type.
  return Object.freeze(api) as unknown as WellspringApi;
}
