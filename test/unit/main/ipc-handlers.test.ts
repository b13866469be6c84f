import path from 'node:path';
import type { SaveDialogOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { EXPORT_CSV_LIMITS, type AppInfo } from '../../../shared/protocol/ipc';
import { createDocumentSession } from '../../../src-main/document-session';
import {
  createAppInfo,
  createIpcHandlers,
  withCsvExtension,
  type IpcDeps,
  type IpcSender,
} from '../../../src-main/ipc-handlers';
import type { RecoveryStore } from '../../../src-main/recovery';

interface FakeWindow {
  readonly id: number;
}

const appWindow: FakeWindow = { id: 1 };
const appSender: IpcSender<FakeWindow> = {
  window: appWindow,
  url: 'app://wellspring/index.html',
  mainFrame: true,
};
const documents = path.join(path.sep, 'home', 'designer', 'Documents');
const appInfo: AppInfo = {
  name: 'Wellspring',
  version: '0.1.0',
  shell: 'electron',
  electronVersion: '41.7.1',
  chromeVersion: '140.0.0.0',
};

interface Harness {
  deps: IpcDeps<FakeWindow>;
  dialogs: { parent: FakeWindow; options: SaveDialogOptions }[];
  writes: { filePath: string; data: string }[];
}

const noRecovery: RecoveryStore = {
  write: async () => undefined,
  read: async () => [],
  clear: async () => undefined,
};

function harness(
  dialogAnswer: { canceled: boolean; filePath?: string } = {
    canceled: false,
    filePath: path.join(documents, 'mana.csv'),
  },
  writeFile?: (filePath: string, data: string) => Promise<void>,
): Harness {
  const dialogs: Harness['dialogs'] = [];
  const writes: Harness['writes'] = [];
  return {
    dialogs,
    writes,
    deps: {
      appInfo: () => appInfo,
      documentsDir: () => documents,
      showSaveDialog: async (parent, options) => {
        dialogs.push({ parent, options });
        return dialogAnswer;
      },
      writeFile:
        writeFile ??
        (async (filePath, data) => {
          writes.push({ filePath, data });
        }),
      existing: async () => [],
      confirmReplace: async () => true,
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
      readProjectFile: async () => {
        throw new Error('not used');
      },
      parseProject: () => ({ ok: false, problems: [] }),
      session: () => createDocumentSession(),
      now: () => 0,
      rememberFile: async () => undefined,
      recovery: noRecovery,
      applyDocumentState: () => undefined,
      onSaveProgress: () => undefined,
    },
  };
}

const goodRequest = { suggestedName: 'mana.csv', csv: 'level,mana\r\n1,18\r\n' };

describe('getAppInfo handler', () => {
  it('answers the app name, version and runtime versions', async () => {
    const handlers = createIpcHandlers(harness().deps);
    expect(await handlers.getAppInfo(appSender, [])).toEqual({ ok: true, value: appInfo });
  });

  it('refuses any argument', async () => {
    const handlers = createIpcHandlers(harness().deps);
    const result = await handlers.getAppInfo(appSender, ['surprise']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^getAppInfo: invalid arguments/);
  });

  it('answers an error instead of throwing when app info fails', async () => {
    const { deps } = harness();
    const handlers = createIpcHandlers({
      ...deps,
      appInfo: () => {
        throw new Error('no version');
      },
    });
    expect(await handlers.getAppInfo(appSender, [])).toEqual({
      ok: false,
      error: 'getAppInfo: no version',
    });
  });
});

describe('createAppInfo', () => {
  it('reports the Electron shell with its Electron and Chrome versions', () => {
    expect(createAppInfo('0.1.0', { electron: '41.7.1', chrome: '140.0.0.0' })).toEqual(appInfo);
  });

  it('leaves out versions the runtime does not report', () => {
    expect(createAppInfo('0.1.0', {})).toEqual({
      name: 'Wellspring',
      version: '0.1.0',
      shell: 'electron',
    });
  });
});

describe('sender checks', () => {
  it('ignores requests from web contents that have no app window', async () => {
    const h = harness();
    const handlers = createIpcHandlers(h.deps);
    const result = await handlers.exportCsv(
      { window: null, url: 'app://wellspring/', mainFrame: true },
      [goodRequest],
    );
    expect(result).toEqual({
      ok: false,
      error: 'exportCsv: request ignored: the sender is not a Wellspring window',
    });
    expect(h.dialogs).toHaveLength(0);
    expect(h.writes).toHaveLength(0);
  });

  it.each([['https://evil.example/'], ['file:///tmp/index.html'], ['app://other/'], ['']])(
    'ignores requests from a window showing %s',
    async (url) => {
      const h = harness();
      const handlers = createIpcHandlers(h.deps);
      const result = await handlers.exportCsv({ window: appWindow, url, mainFrame: true }, [
        goodRequest,
      ]);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain('not showing the Wellspring app');
      expect(h.dialogs).toHaveLength(0);
    },
  );

  it('ignores requests from a frame inside the app page (an iframe), on every verb', async () => {
    const h = harness();
    const handlers = createIpcHandlers(h.deps);
    const frame = { ...appSender, mainFrame: false };
    const result = await handlers.exportCsv(frame, [goodRequest]);
    expect(result).toEqual({
      ok: false,
      error: 'exportCsv: request ignored: the sender is a frame inside the page',
    });
    expect(h.dialogs).toHaveLength(0);
    expect((await handlers.getAppInfo(frame, [])).ok).toBe(false);
    expect((await handlers.getAppInfo(appSender, [])).ok).toBe(true);
  });

  it('checks the sender for getAppInfo too', async () => {
    const handlers = createIpcHandlers(harness().deps);
    const result = await handlers.getAppInfo({ window: null, url: '', mainFrame: true }, []);
    expect(result.ok).toBe(false);
  });
});

describe('exportCsv argument validation', () => {
  const cases: [string, unknown[], RegExp][] = [
    ['no argument', [], /\{ suggestedName, csv \}/],
    ['two arguments', [goodRequest, goodRequest], /exactly one argument/],
    ['a string instead of an object', ['mana.csv'], /\{ suggestedName, csv \}/],
    ['null', [null], /\{ suggestedName, csv \}/],
    ['a missing suggestedName', [{ csv: 'a' }], /suggestedName/],
    ['a missing csv', [{ suggestedName: 'a.csv' }], /csv/],
    [
      'a numeric suggestedName',
      [{ suggestedName: 42, csv: 'a' }],
      /suggestedName must be a string/,
    ],
    [
      'a csv that is not a string',
      [{ suggestedName: 'a.csv', csv: ['a'] }],
      /csv must be a string/,
    ],
    ['an empty suggestedName', [{ suggestedName: '', csv: 'a' }], /must not be empty/],
    [
      'a suggestedName that is too long',
      [{ suggestedName: `${'n'.repeat(EXPORT_CSV_LIMITS.maxNameLength)}.csv`, csv: 'a' }],
      /at most 200 characters/,
    ],
    ['a forward slash', [{ suggestedName: '../../.bashrc', csv: 'a' }], /plain file name/],
    ['a backslash', [{ suggestedName: '..\\evil.csv', csv: 'a' }], /plain file name/],
    ['a NUL character', [{ suggestedName: 'mana.csv\0.exe', csv: 'a' }], /plain file name/],
    ['the name ..', [{ suggestedName: '..', csv: 'a' }], /plain file name/],
    ['an extra key', [{ ...goodRequest, path: '/etc/passwd' }], /path/],
  ];

  it.each(cases)('refuses %s', async (_label, args, message) => {
    const h = harness();
    const handlers = createIpcHandlers(h.deps);
    const result = await handlers.exportCsv(appSender, args);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(/^exportCsv: invalid arguments/);
      expect(result.error).toMatch(message);
    }
    expect(h.dialogs).toHaveLength(0);
    expect(h.writes).toHaveLength(0);
  });

  it('refuses a csv larger than the byte limit, counting UTF-8 bytes', async () => {
    const h = harness();
    const handlers = createIpcHandlers(h.deps);
    // 'é' is 2 bytes in UTF-8: half the limit in characters is just over it in bytes.
    const csv = 'é'.repeat(EXPORT_CSV_LIMITS.maxBytes / 2 + 1);
    const result = await handlers.exportCsv(appSender, [{ suggestedName: 'big.csv', csv }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/csv must be at most 50 MB$/);
    expect(h.dialogs).toHaveLength(0);
  });

  it('accepts a csv of exactly the byte limit', async () => {
    const h = harness();
    const handlers = createIpcHandlers(h.deps);
    const csv = 'x'.repeat(EXPORT_CSV_LIMITS.maxBytes);
    const result = await handlers.exportCsv(appSender, [{ suggestedName: 'big.csv', csv }]);
    expect(result.ok).toBe(true);
  });
});

describe('exportCsv', () => {
  it('asks where to save, in the documents folder, with the suggested name and a CSV filter', async () => {
    const h = harness();
    await createIpcHandlers(h.deps).exportCsv(appSender, [goodRequest]);
    expect(h.dialogs).toHaveLength(1);
    const [{ parent, options }] = h.dialogs as [Harness['dialogs'][number]];
    expect(parent).toBe(appWindow);
    expect(options.defaultPath).toBe(path.join(documents, 'mana.csv'));
    expect(options.filters?.[0]).toEqual({ name: 'CSV', extensions: ['csv'] });
  });

  it('writes the csv where the user chose and says where', async () => {
    const h = harness();
    const result = await createIpcHandlers(h.deps).exportCsv(appSender, [goodRequest]);
    expect(result).toEqual({
      ok: true,
      value: { saved: true, location: path.join(documents, 'mana.csv') },
    });
    expect(h.writes).toEqual([
      { filePath: path.join(documents, 'mana.csv'), data: goodRequest.csv },
    ]);
  });

  it('appends .csv when the chosen name has no extension', async () => {
    const h = harness({ canceled: false, filePath: path.join(documents, 'mana') });
    const result = await createIpcHandlers(h.deps).exportCsv(appSender, [goodRequest]);
    expect(result).toEqual({
      ok: true,
      value: { saved: true, location: path.join(documents, 'mana.csv') },
    });
  });

  it('reports a canceled dialog as not saved and writes nothing', async () => {
    const h = harness({ canceled: true });
    const result = await createIpcHandlers(h.deps).exportCsv(appSender, [goodRequest]);
    expect(result).toEqual({ ok: true, value: { saved: false, canceled: true } });
    expect(h.writes).toHaveLength(0);
  });

  it('answers an error instead of throwing when the write fails', async () => {
    const h = harness(undefined, async () => {
      throw new Error('EACCES: permission denied');
    });
    const result = await createIpcHandlers(h.deps).exportCsv(appSender, [goodRequest]);
    expect(result).toEqual({ ok: false, error: 'exportCsv: EACCES: permission denied' });
  });

  it('answers an error instead of throwing when the dialog fails', async () => {
    const { deps } = harness();
    const handlers = createIpcHandlers({
      ...deps,
      showSaveDialog: () => Promise.reject(new Error('no display')),
    });
    expect(await handlers.exportCsv(appSender, [goodRequest])).toEqual({
      ok: false,
      error: 'exportCsv: no display',
    });
  });
});

describe('withCsvExtension', () => {
  it('adds .csv only when the name has no extension', () => {
    expect(withCsvExtension('/tmp/report')).toBe('/tmp/report.csv');
    expect(withCsvExtension('/tmp/report.csv')).toBe('/tmp/report.csv');
    expect(withCsvExtension('/tmp/report.txt')).toBe('/tmp/report.txt');
  });
});
