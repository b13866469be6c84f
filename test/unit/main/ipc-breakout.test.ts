/**
 * What a compromised page can send main, tried against every verb: the break-out spec's IPC
 * attempts (test/e2e/electron/breakout.electron.spec.ts) with the handlers under Node. Each must
 * come back refused, touch nothing, pollute no prototype and leave the handlers working.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_CSV_LIMITS, IPC_VERBS } from '../../../shared/protocol/ipc';
import { createIpcHandlers, type IpcDeps, type IpcSender } from '../../../src-main/ipc-handlers';

interface FakeWindow {
  readonly id: number;
}

const window: FakeWindow = { id: 1 };
const sender: IpcSender<FakeWindow> = {
  window,
  url: 'app://wellspring/index.html',
  mainFrame: true,
};

/** Dependencies that record every effect: a refused call must leave these empty. */
function recording() {
  const effects: string[] = [];
  const effect =
    (name: string, value: unknown = undefined) =>
    async () => {
      effects.push(name);
      return value;
    };
  const deps = {
    appInfo: () => ({ name: 'Wellspring', version: '0', shell: 'electron' }),
    documentsDir: () => path.join(path.sep, 'docs'),
    showSaveDialog: effect('save dialog', { canceled: true }),
    writeFile: effect('write'),
    existing: async () => [],
    confirmReplace: effect('confirm', false),
    showOpenDialog: effect('open dialog', { canceled: true, filePaths: [] }),
    readProjectFile: effect('read', ''),
    parseProject: effect('parse'),
    session: () => {
      effects.push('session');
      throw new Error('no session in this test');
    },
    now: () => 0,
    rememberFile: effect('remember'),
    recovery: {
      read: effect('recovery read', []),
      write: effect('recovery write'),
      clear: effect('recovery clear'),
    },
    applyDocumentState: () => void effects.push('document state'),
    onSaveProgress: () => void effects.push('save progress'),
  } as unknown as IpcDeps<FakeWindow>;
  return { effects, handlers: createIpcHandlers(deps) };
}

afterEach(() => {
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
});

describe('IPC from a compromised page', () => {
  it.each(IPC_VERBS)('%s refuses arguments of the wrong types and count', async (verb) => {
    const { effects, handlers } = recording();
    // A string, path-like: also not a record id (clearRecovery takes one).
    for (const args of [
      [42],
      ['../text'],
      [null, null],
      [[1, 2, 3]],
      [{ nope: true }],
      [() => 1],
    ]) {
      const result = await handlers[verb](sender, args);
      expect(result.ok, `${verb}(${String(args)})`).toBe(false);
    }
    expect(effects).toEqual([]);
  });

  it('refuses __proto__ and constructor keys, and pollutes nothing', async () => {
    const { effects, handlers } = recording();
    const poisoned = [
      JSON.parse('{"suggestedName":"a.csv","csv":"x","__proto__":{"polluted":true}}'),
      JSON.parse('{"suggestedName":"a.csv","csv":"x","constructor":{"prototype":{"polluted":1}}}'),
    ];
    for (const request of poisoned) {
      const result = await handlers.exportCsv(sender, [request]);
      expect(result.ok).toBe(false);
    }
    const files = JSON.parse(
      '{"files":[{"suggestedName":"a.csv","csv":"x","__proto__":{"polluted":true}}]}',
    );
    expect((await handlers.exportCsvFiles(sender, [files])).ok).toBe(false);
    const state = JSON.parse('{"title":"t","dirty":false,"__proto__":{"polluted":true}}');
    expect((await handlers.setDocumentState(sender, [state])).ok).toBe(false);
    expect(effects).toEqual([]);
  });

  it('refuses an oversized payload before any dialog or write', async () => {
    const { effects, handlers } = recording();
    const big = 'x'.repeat(EXPORT_CSV_LIMITS.maxBytes + 1);
    const result = await handlers.exportCsv(sender, [{ suggestedName: 'a.csv', csv: big }]);
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/csv must be at most 50 MB$/),
    });
    const title = 'x'.repeat(501);
    expect((await handlers.setDocumentState(sender, [{ title, dirty: true }])).ok).toBe(false);
    expect(effects).toEqual([]);
  });

  it('refuses a path where a file name goes', async () => {
    const { effects, handlers } = recording();
    for (const suggestedName of ['../../.bashrc', '/etc/passwd', 'a\\b.csv', 'a\u0000.csv', '..']) {
      const result = await handlers.exportCsv(sender, [{ suggestedName, csv: 'x' }]);
      expect(result.ok, suggestedName).toBe(false);
    }
    expect(effects).toEqual([]);
  });

  it('keeps answering properly after every refusal', async () => {
    const { handlers } = recording();
    await handlers.exportCsv(sender, [JSON.parse('{"__proto__":{"polluted":true}}')]);
    await handlers.getAppInfo({ ...sender, mainFrame: false }, []);
    expect(await handlers.getAppInfo(sender, [])).toEqual({
      ok: true,
      value: { name: 'Wellspring', version: '0', shell: 'electron' },
    });
  });
});
