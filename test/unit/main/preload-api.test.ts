import { describe, expect, it } from 'vitest';
import { IPC_VERBS, type ExportCsvRequest } from '../../../shared/protocol/ipc';
import { createWellspringApi } from '../../../src-main/preload-api';

function recordingInvoke() {
  const calls: { channel: string; args: unknown[] }[] = [];
  const invoke = async (channel: string, ...args: unknown[]) => {
    calls.push({ channel, args });
    return { ok: true, value: channel };
  };
  return { calls, invoke };
}

describe('createWellspringApi', () => {
  it('offers exactly one function per verb of the contract', () => {
    const api = createWellspringApi(recordingInvoke().invoke);
    expect(Object.keys(api).sort()).toEqual([...IPC_VERBS].sort());
    for (const verb of IPC_VERBS) expect(typeof api[verb]).toBe('function');
  });

  it('invokes each verb on its wellspring:-prefixed channel', async () => {
    const { calls, invoke } = recordingInvoke();
    const api = createWellspringApi(invoke);
    await api.getAppInfo();
    expect(calls).toEqual([{ channel: 'wellspring:getAppInfo', args: [] }]);
  });

  it('passes arguments through unchanged and returns what main answered', async () => {
    const { calls, invoke } = recordingInvoke();
    const api = createWellspringApi(invoke);
    const request: ExportCsvRequest = { suggestedName: 'mana.csv', csv: 'level,mana\r\n1,18\r\n' };
    const result = await api.exportCsv(request);
    expect(calls).toEqual([{ channel: 'wellspring:exportCsv', args: [request] }]);
    expect(calls[0]?.args[0]).toBe(request);
    expect(result).toEqual({ ok: true, value: 'wellspring:exportCsv' });
  });

  it('exposes nothing but the verbs and cannot be modified by the page', () => {
    const api = createWellspringApi(recordingInvoke().invoke);
    expect(Object.isFrozen(api)).toBe(true);
    expect('invoke' in api).toBe(false);
    expect('ipcRenderer' in api).toBe(false);
  });
});
