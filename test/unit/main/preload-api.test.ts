import { describe, expect, it } from 'vitest';
import {
  IPC_VERBS,
  MENU_COMMAND_CHANNEL,
  type ExportCsvRequest,
  type MenuCommand,
} from '../../../shared/protocol/ipc';
import { createWellspringApi, type Subscribe } from '../../../src-main/preload-api';

function recordingInvoke() {
  const calls: { channel: string; args: unknown[] }[] = [];
  const invoke = async (channel: string, ...args: unknown[]) => {
    calls.push({ channel, args });
    return { ok: true, value: channel };
  };
  return { calls, invoke };
}

/** A stand-in for ipcRenderer.on/removeListener: `emit` plays main's webContents.send. */
function fakeIpcEvents() {
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const subscribe: Subscribe = (channel, listener) => {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
    return () => set.delete(listener);
  };
  const event = { sender: { send: () => undefined }, senderId: 0 };
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener(event, ...args);
  };
  const count = (channel: string) => listeners.get(channel)?.size ?? 0;
  return { subscribe, emit, count };
}

const noEvents: Subscribe = () => () => undefined;

describe('createWellspringApi', () => {
  it('offers exactly one function per verb of the contract, and onMenuCommand', () => {
    const api = createWellspringApi(recordingInvoke().invoke, noEvents);
    expect(Object.keys(api).sort()).toEqual([...IPC_VERBS, 'onMenuCommand'].sort());
    for (const verb of IPC_VERBS) expect(typeof api[verb]).toBe('function');
    expect(typeof api.onMenuCommand).toBe('function');
  });

  it('invokes each verb on its wellspring:-prefixed channel', async () => {
    const { calls, invoke } = recordingInvoke();
    const api = createWellspringApi(invoke, noEvents);
    await api.getAppInfo();
    await api.openProject();
    await api.setDocumentState({ title: 'Wellspring', dirty: false });
    expect(calls).toEqual([
      { channel: 'wellspring:getAppInfo', args: [] },
      { channel: 'wellspring:openProject', args: [] },
      { channel: 'wellspring:setDocumentState', args: [{ title: 'Wellspring', dirty: false }] },
    ]);
  });

  it('passes arguments through unchanged and returns what main answered', async () => {
    const { calls, invoke } = recordingInvoke();
    const api = createWellspringApi(invoke, noEvents);
    const request: ExportCsvRequest = { suggestedName: 'mana.csv', csv: 'level,mana\r\n1,18\r\n' };
    const result = await api.exportCsv(request);
    expect(calls).toEqual([{ channel: 'wellspring:exportCsv', args: [request] }]);
    expect(calls[0]?.args[0]).toBe(request);
    expect(result).toEqual({ ok: true, value: 'wellspring:exportCsv' });
  });

  it('exposes nothing but the verbs and cannot be modified by the page', () => {
    const api = createWellspringApi(recordingInvoke().invoke, noEvents);
    expect(Object.isFrozen(api)).toBe(true);
    expect('invoke' in api).toBe(false);
    expect('ipcRenderer' in api).toBe(false);
    expect('on' in api).toBe(false);
  });
});

describe('onMenuCommand', () => {
  it('hands the page each menu command main sends, and only the command', () => {
    const ipc = fakeIpcEvents();
    const api = createWellspringApi(recordingInvoke().invoke, ipc.subscribe);
    const received: unknown[][] = [];
    api.onMenuCommand((...args: unknown[]) => received.push(args));
    ipc.emit(MENU_COMMAND_CHANNEL, 'save');
    ipc.emit(MENU_COMMAND_CHANNEL, 'undo', { extra: 'ignored' });
    expect(received).toEqual([['save'], ['undo']]);
  });

  it('drops anything that is not one of the contract’s commands', () => {
    const ipc = fakeIpcEvents();
    const api = createWellspringApi(recordingInvoke().invoke, ipc.subscribe);
    const received: MenuCommand[] = [];
    api.onMenuCommand((command) => received.push(command));
    for (const junk of ['delete-everything', '', 42, null, { command: 'save' }, ['save']]) {
      ipc.emit(MENU_COMMAND_CHANNEL, junk);
    }
    ipc.emit('wellspring:other-channel', 'save');
    expect(received).toEqual([]);
  });

  it('stops listening when the returned function is called, once', () => {
    const ipc = fakeIpcEvents();
    const api = createWellspringApi(recordingInvoke().invoke, ipc.subscribe);
    const received: MenuCommand[] = [];
    const stop = api.onMenuCommand((command) => received.push(command));
    const other = api.onMenuCommand(() => undefined);
    expect(ipc.count(MENU_COMMAND_CHANNEL)).toBe(2);
    stop();
    stop();
    expect(ipc.count(MENU_COMMAND_CHANNEL)).toBe(1);
    ipc.emit(MENU_COMMAND_CHANNEL, 'redo');
    expect(received).toEqual([]);
    other();
    expect(ipc.count(MENU_COMMAND_CHANNEL)).toBe(0);
  });

  it('refuses a listener that is not a function', () => {
    const api = createWellspringApi(recordingInvoke().invoke, noEvents);
    expect(() => api.onMenuCommand('save' as never)).toThrow(TypeError);
  });
});
