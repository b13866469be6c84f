/**
 * Builds `window.wellspring` from the IPC contract: one function per verb, each a thin
 * `invoke` on its prefixed channel, and `onMenuCommand`. ipcRenderer itself, and its event
 * objects, are never handed to the page.
 */
import {
  IPC_VERBS,
  MENU_COMMAND_CHANNEL,
  MENU_COMMANDS,
  ipcChannel,
  type MenuCommand,
  type WellspringApi,
} from '../shared/protocol/ipc';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/** ipcRenderer.on/removeListener in one: listens on `channel`, returns the unsubscribe. */
export type Subscribe = (
  channel: string,
  listener: (event: unknown, ...args: unknown[]) => void,
) => () => void;

function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

export function createWellspringApi(invoke: Invoke, subscribe: Subscribe): WellspringApi {
  const verbs = Object.fromEntries(
    IPC_VERBS.map((verb) => [verb, (...args: unknown[]) => invoke(ipcChannel(verb), ...args)]),
  );
  const onMenuCommand = (listener: (command: MenuCommand) => void): (() => void) => {
    if (typeof listener !== 'function') throw new TypeError('onMenuCommand needs a function');
    // Only the command string crosses over: never the event (it carries `sender`, an IPC handle).
    const unsubscribe = subscribe(MENU_COMMAND_CHANNEL, (_event, command) => {
      if (isMenuCommand(command)) listener(command);
    });
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      unsubscribe();
    };
  };
  // The cast is the trust boundary the contract describes: main answers every verb with an
  // IpcResult of that verb's result type.
  return Object.freeze({ ...verbs, onMenuCommand }) as unknown as WellspringApi;
}
