/**
 * The project verbs (newProject, openProject, revertProject, saveProject, the recovery verbs,
 * setDocumentState) on real temporary folders, with the real parser, atomic writer and recovery
 * store; only the dialogs and the window are stand-ins.
 */
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { parseProject, serializeProject } from '../../../shared/app/serialize';
import { PROJECT_FILE_MAX_BYTES, type DocumentState } from '../../../shared/protocol/ipc';
import { writeFileAtomic } from '../../../src-main/atomic-write';
import { DocumentSessions, PENDING_OPEN_TTL_MS } from '../../../src-main/document-session';
import {
  createIpcHandlers,
  type IpcSender,
  type SaveProgress,
} from '../../../src-main/ipc-handlers';
import { existingPaths, readProjectText } from '../../../src-main/project-files';
import { createRecoveryStore, RECOVERY_DIR_NAME } from '../../../src-main/recovery';

interface FakeWindow {
  readonly id: number;
}

let dir: string;
let documents: string;
let userData: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-project-'));
  documents = path.join(dir, 'Documents');
  userData = path.join(dir, 'userData');
  await fs.mkdir(documents);
  await fs.mkdir(userData);
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const projectText = serializeProject(makeDefaultProject());

function setup() {
  const window: FakeWindow = { id: 1 };
  const sender: IpcSender<FakeWindow> = {
    window,
    url: 'app://wellspring/index.html',
    mainFrame: true,
  };
  const sessions = new DocumentSessions<FakeWindow>();
  const openAnswers: { canceled: boolean; filePaths: string[] }[] = [];
  const saveAnswers: { canceled: boolean; filePath?: string }[] = [];
  const openDialogs: OpenDialogOptions[] = [];
  const saveDialogs: SaveDialogOptions[] = [];
  const remembered: string[] = [];
  const states: DocumentState[] = [];
  const progress: SaveProgress[] = [];
  /** What the replace question was asked about, and the answers to give (default: replace). */
  const replaceAsked: string[][] = [];
  const replaceAnswers: boolean[] = [];
  let now = 1_000_000;
  const handlers = createIpcHandlers<FakeWindow>({
    appInfo: () => ({ name: 'Wellspring', version: '0.1.0', shell: 'electron' }),
    documentsDir: () => documents,
    showSaveDialog: async (_parent, options) => {
      saveDialogs.push(options);
      return saveAnswers.shift() ?? { canceled: true };
    },
    writeFile: (filePath, data) => writeFileAtomic(filePath, data),
    existing: existingPaths,
    confirmReplace: async (_parent, filePaths) => {
      replaceAsked.push([...filePaths]);
      return replaceAnswers.shift() ?? true;
    },
    showOpenDialog: async (_parent, options) => {
      openDialogs.push(options);
      return openAnswers.shift() ?? { canceled: true, filePaths: [] };
    },
    readProjectFile: readProjectText,
    parseProject,
    session: (w) => sessions.get(w),
    now: () => now,
    rememberFile: async (filePath) => {
      remembered.push(filePath);
    },
    recovery: createRecoveryStore(() => userData),
    applyDocumentState: (_w, state) => states.push(state),
    onSaveProgress: (_w, p) => progress.push(p),
  });
  return {
    window,
    sender,
    session: () => sessions.get(window),
    handlers,
    openAnswers,
    saveAnswers,
    openDialogs,
    saveDialogs,
    remembered,
    states,
    progress,
    replaceAsked,
    replaceAnswers,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

async function writeProject(name: string, text = projectText): Promise<string> {
  const filePath = path.join(documents, name);
  await fs.writeFile(filePath, text);
  return filePath;
}

describe('openProject', () => {
  it('asks for a project file in the documents folder, then opens and remembers it', async () => {
    const h = setup();
    const filePath = await writeProject('balance.wellspring.json');
    h.openAnswers.push({ canceled: false, filePaths: [filePath] });

    const result = await h.handlers.openProject(h.sender, []);

    expect(result).toEqual({
      ok: true,
      value: { status: 'opened', name: 'balance.wellspring.json', document: makeDefaultProject() },
    });
    expect(h.openDialogs[0]?.defaultPath).toBe(documents);
    expect(h.openDialogs[0]?.filters).toEqual([
      { name: 'Wellspring project', extensions: ['wellspring.json'] },
      { name: 'JSON', extensions: ['json'] },
    ]);
    expect(h.openDialogs[0]?.properties).toEqual(['openFile']);
    expect(h.session().filePath).toBe(filePath);
    expect(h.remembered).toEqual([filePath]);
  });

  it('answers canceled, and keeps the current file, when the dialog is canceled', async () => {
    const h = setup();
    h.session().filePath = '/kept.wellspring.json';
    expect(await h.handlers.openProject(h.sender, [])).toEqual({
      ok: true,
      value: { status: 'canceled' },
    });
    expect(h.session().filePath).toBe('/kept.wellspring.json');
    expect(h.openDialogs[0]?.defaultPath).toBe(path.sep);
  });

  it('answers the problems of an invalid file and keeps the current file', async () => {
    const h = setup();
    h.session().filePath = '/kept.wellspring.json';
    const filePath = await writeProject('broken.json', '{"formatVersion": 2, "willpower": 3');
    h.openAnswers.push({ canceled: false, filePaths: [filePath] });

    const result = await h.handlers.openProject(h.sender, []);

    expect(result.ok && result.value.status).toBe('invalid');
    if (result.ok && result.value.status === 'invalid') {
      expect(result.value.name).toBe('broken.json');
      expect(result.value.problems.length).toBeGreaterThan(0);
    }
    expect(h.session().filePath).toBe('/kept.wellspring.json');
    expect(h.remembered).toEqual([]);
  });

  it('refuses a file over the size limit before reading it, with a clear message', async () => {
    const h = setup();
    const filePath = path.join(documents, 'huge.wellspring.json');
    const handle = await fs.open(filePath, 'w');
    await handle.truncate(PROJECT_FILE_MAX_BYTES + 1); // sparse: no 50 MB written
    await handle.close();
    h.openAnswers.push({ canceled: false, filePaths: [filePath] });

    const result = await h.handlers.openProject(h.sender, []);

    expect(result).toEqual({
      ok: true,
      value: {
        status: 'invalid',
        name: 'huge.wellspring.json',
        problems: [
          {
            path: '',
            message: 'The file is larger than 50 MB, the most Wellspring opens.',
          },
        ],
      },
    });
  });

  it('reports a file that disappeared as a problem, not as an error', async () => {
    const h = setup();
    h.openAnswers.push({
      canceled: false,
      filePaths: [path.join(documents, 'gone.wellspring.json')],
    });
    const result = await h.handlers.openProject(h.sender, []);
    expect(result.ok && result.value.status === 'invalid' && result.value.problems).toEqual([
      {
        path: '',
        message: 'The file no longer exists (it may have been moved, renamed or deleted).',
      },
    ]);
  });

  it('opens a pending file (Open Recent, double-click) without a dialog, once', async () => {
    const h = setup();
    const filePath = await writeProject('recent.wellspring.json');
    h.session().pendingOpen = { filePath, at: 1_000_000 };

    const first = await h.handlers.openProject(h.sender, []);
    expect(first.ok && first.value.status).toBe('opened');
    expect(h.openDialogs).toHaveLength(0);
    expect(h.session().filePath).toBe(filePath);

    await h.handlers.openProject(h.sender, []);
    expect(h.openDialogs).toHaveLength(1);
  });

  it('ignores a pending file that has gone stale and asks instead', async () => {
    const h = setup();
    const filePath = await writeProject('recent.wellspring.json');
    h.session().pendingOpen = { filePath, at: 1_000_000 };
    h.advance(PENDING_OPEN_TTL_MS + 1);
    expect(await h.handlers.openProject(h.sender, [])).toEqual({
      ok: true,
      value: { status: 'canceled' },
    });
    expect(h.openDialogs).toHaveLength(1);
  });

  it('takes no arguments', async () => {
    const h = setup();
    const result = await h.handlers.openProject(h.sender, ['/etc/passwd']);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(/^openProject: invalid arguments: .*takes no arguments/);
    expect(h.openDialogs).toHaveLength(0);
  });
});

describe('openBaseline', () => {
  it('reads the chosen file but leaves the window’s own file, recent list and Save alone', async () => {
    const h = setup();
    const own = await writeProject('balance.wellspring.json');
    h.session().filePath = own;
    const other = await writeProject('last-week.wellspring.json');
    h.openAnswers.push({ canceled: false, filePaths: [other] });

    const result = await h.handlers.openBaseline(h.sender, []);

    expect(result).toEqual({
      ok: true,
      value: {
        status: 'opened',
        name: 'last-week.wellspring.json',
        document: makeDefaultProject(),
      },
    });
    expect(h.openDialogs[0]?.title).toBe('Open Baseline Project');
    expect(h.openDialogs[0]?.defaultPath).toBe(documents);
    expect(h.session().filePath).toBe(own);
    expect(h.remembered).toEqual([]);
  });

  it('answers canceled when the dialog is closed, and names the problems of a bad file', async () => {
    const h = setup();
    expect(await h.handlers.openBaseline(h.sender, [])).toEqual({
      ok: true,
      value: { status: 'canceled' },
    });
    const bad = await writeProject('bad.json', '{"version": 1, "willpower": 3}');
    h.openAnswers.push({ canceled: false, filePaths: [bad] });
    const result = await h.handlers.openBaseline(h.sender, []);
    expect(result.ok && result.value.status).toBe('invalid');
    expect(await h.handlers.openBaseline(h.sender, ['/etc/passwd'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^openBaseline: invalid arguments: .*takes no arguments/),
    });
  });
});

describe('revertProject', () => {
  it('answers canceled when the window has no file', async () => {
    const h = setup();
    expect(await h.handlers.revertProject(h.sender, [])).toEqual({
      ok: true,
      value: { status: 'canceled' },
    });
  });

  it('reads the window’s file again, without a dialog', async () => {
    const h = setup();
    const filePath = await writeProject('balance.wellspring.json');
    h.session().filePath = filePath;
    const result = await h.handlers.revertProject(h.sender, []);
    expect(result).toEqual({
      ok: true,
      value: { status: 'opened', name: 'balance.wellspring.json', document: makeDefaultProject() },
    });
    expect(h.openDialogs).toHaveLength(0);
  });

  it('answers the problems when the file on disk has become invalid, keeping its path', async () => {
    const h = setup();
    const filePath = await writeProject('balance.wellspring.json', 'not json');
    h.session().filePath = filePath;
    const result = await h.handlers.revertProject(h.sender, []);
    expect(result.ok && result.value.status).toBe('invalid');
    expect(h.session().filePath).toBe(filePath);
  });
});

describe('saveProject', () => {
  const request = { text: projectText, saveAs: false, suggestedName: 'Tathren balance' };

  it('asks where to save a new project, offering <name>.wellspring.json in Documents', async () => {
    const h = setup();
    const chosen = path.join(documents, 'Tathren balance.wellspring.json');
    h.saveAnswers.push({ canceled: false, filePath: chosen });

    const result = await h.handlers.saveProject(h.sender, [request]);

    expect(result).toEqual({
      ok: true,
      value: { status: 'saved', name: 'Tathren balance.wellspring.json' },
    });
    expect(h.saveDialogs[0]?.defaultPath).toBe(chosen);
    expect(h.saveDialogs[0]?.filters).toEqual([
      { name: 'Wellspring project', extensions: ['wellspring.json'] },
    ]);
    expect(await fs.readFile(chosen, 'utf8')).toBe(projectText);
    expect(h.session().filePath).toBe(chosen);
    expect(h.remembered).toEqual([chosen]);
    expect(h.progress).toEqual(['started', 'saved']);
  });

  it('adds the extension when the dialog returns a bare name', async () => {
    const h = setup();
    h.saveAnswers.push({ canceled: false, filePath: path.join(documents, 'balance') });
    const result = await h.handlers.saveProject(h.sender, [request]);
    expect(result).toEqual({
      ok: true,
      value: { status: 'saved', name: 'balance.wellspring.json' },
    });
    expect(await fs.readdir(documents)).toEqual(['balance.wellspring.json']);
  });

  it('saves over the window’s file without asking, atomically', async () => {
    const h = setup();
    const filePath = await writeProject('balance.wellspring.json', '{"old": true}');
    h.session().filePath = filePath;
    const result = await h.handlers.saveProject(h.sender, [request]);
    expect(result).toEqual({
      ok: true,
      value: { status: 'saved', name: 'balance.wellspring.json' },
    });
    expect(h.saveDialogs).toHaveLength(0);
    expect(await fs.readFile(filePath, 'utf8')).toBe(projectText);
    expect(await fs.readdir(documents)).toEqual(['balance.wellspring.json']);
  });

  it('asks again for Save As, starting from the current file, and moves the window to the new one', async () => {
    const h = setup();
    const old = await writeProject('balance.wellspring.json', '{"old": true}');
    h.session().filePath = old;
    const copy = path.join(documents, 'copy.wellspring.json');
    h.saveAnswers.push({ canceled: false, filePath: copy });

    await h.handlers.saveProject(h.sender, [{ ...request, saveAs: true }]);

    expect(h.saveDialogs[0]?.defaultPath).toBe(old);
    expect(h.saveDialogs[0]?.title).toBe('Save Project As');
    expect(await fs.readFile(old, 'utf8')).toBe('{"old": true}');
    expect(await fs.readFile(copy, 'utf8')).toBe(projectText);
    expect(h.session().filePath).toBe(copy);
  });

  it('answers canceled and writes nothing when the dialog is canceled', async () => {
    const h = setup();
    expect(await h.handlers.saveProject(h.sender, [request])).toEqual({
      ok: true,
      value: { status: 'canceled' },
    });
    expect(await fs.readdir(documents)).toEqual([]);
    expect(h.session().filePath).toBeNull();
    expect(h.progress).toEqual(['started', 'canceled']);
  });

  it('answers an error, keeps the path and reports the failure when the write fails', async () => {
    const h = setup();
    h.saveAnswers.push({
      canceled: false,
      filePath: path.join(dir, 'missing', 'x.wellspring.json'),
    });
    const result = await h.handlers.saveProject(h.sender, [request]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^saveProject: ENOENT/);
    expect(h.session().filePath).toBeNull();
    expect(h.progress).toEqual(['started', 'failed']);
  });

  it.each([
    ['a path as suggestedName', { ...request, suggestedName: '../../evil' }, /plain file name/],
    ['a missing saveAs', { text: 'x', suggestedName: 'a' }, /saveAs/],
    ['a string saveAs', { ...request, saveAs: 'yes' }, /saveAs must be true or false/],
    ['a path key', { ...request, path: '/etc/passwd' }, /path/],
    ['a text that is not a string', { ...request, text: 42 }, /text must be a string/],
  ])('refuses %s before any dialog', async (_label, arg, message) => {
    const h = setup();
    const result = await h.handlers.saveProject(h.sender, [arg]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect(h.saveDialogs).toHaveLength(0);
  });

  it('refuses a text over PROJECT_FILE_MAX_BYTES, counting UTF-8 bytes', async () => {
    const h = setup();
    const text = 'é'.repeat(PROJECT_FILE_MAX_BYTES / 2 + 1);
    const result = await h.handlers.saveProject(h.sender, [{ ...request, text }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/text must be at most 50 MB$/);
  });
});

describe('newProject', () => {
  it('forgets the window’s file and any pending open', async () => {
    const h = setup();
    h.session().filePath = '/a.wellspring.json';
    h.session().pendingOpen = { filePath: '/b.wellspring.json', at: 0 };
    expect(await h.handlers.newProject(h.sender, [])).toEqual({ ok: true, value: null });
    expect(h.session().filePath).toBeNull();
    expect(h.session().pendingOpen).toBeNull();
  });
});

describe('recovery verbs', () => {
  const record = {
    id: 'window-a',
    text: projectText,
    changedAt: '2026-03-14T09:26:53.589Z',
    fileName: 'balance.wellspring.json',
  };
  const recordsDir = (): string => path.join(userData, RECOVERY_DIR_NAME);

  it('writes the window’s record in the data folder, reads it back, and clears it', async () => {
    const h = setup();
    expect(await h.handlers.readRecovery(h.sender, [])).toEqual({ ok: true, value: [] });
    expect(await h.handlers.writeRecovery(h.sender, [record])).toEqual({ ok: true, value: null });
    expect(await fs.readdir(recordsDir())).toEqual(['window-a.json']);
    // The window's own record: its close prompt's Don't Save deletes this one.
    expect(h.session().recoveryId).toBe('window-a');
    expect(await h.handlers.readRecovery(h.sender, [])).toEqual({ ok: true, value: [record] });
    expect(await h.handlers.clearRecovery(h.sender, ['window-a'])).toEqual({
      ok: true,
      value: null,
    });
    expect(await fs.readdir(recordsDir())).toEqual([]);
    expect(await h.handlers.clearRecovery(h.sender, ['window-a'])).toEqual({
      ok: true,
      value: null,
    });
  });

  it('keeps a record without a file name, beside another window’s', async () => {
    const h = setup();
    const untitled = { id: 'window-b', text: record.text, changedAt: '2026-03-14T10:00:00Z' };
    await h.handlers.writeRecovery(h.sender, [record]);
    await h.handlers.writeRecovery(h.sender, [untitled]);
    expect(await h.handlers.readRecovery(h.sender, [])).toEqual({
      ok: true,
      value: [untitled, record],
    });
  });

  it.each([
    ['a date that is not ISO', { ...record, changedAt: 'yesterday' }, /ISO 8601/],
    ['an impossible date', { ...record, changedAt: '2026-13-45T99:00:00Z' }, /changedAt/],
    ['a path as fileName', { ...record, fileName: '/etc/passwd' }, /plain file name/],
    ['an extra key', { ...record, filePath: '/etc/passwd' }, /filePath/],
    ['a missing text', { id: record.id, changedAt: record.changedAt }, /text/],
    ['a missing id', { text: record.text, changedAt: record.changedAt }, /id/],
    ['a path as id', { ...record, id: '../../escape' }, /letters, digits or dashes/],
  ])('refuses %s', async (_label, arg, message) => {
    const h = setup();
    const result = await h.handlers.writeRecovery(h.sender, [arg]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect(await fs.readdir(userData)).toEqual([]);
  });

  it('clears only a record id, never a path', async () => {
    const h = setup();
    const result = await h.handlers.clearRecovery(h.sender, ['../recent.json']);
    expect(result.ok).toBe(false);
  });
});

describe('setDocumentState', () => {
  it('remembers the title and the dirty flag and applies them to the window', async () => {
    const h = setup();
    const state = { title: '\u2022 balance.wellspring.json \u2014 Wellspring', dirty: true };
    expect(await h.handlers.setDocumentState(h.sender, [state])).toEqual({ ok: true, value: null });
    expect(h.session()).toMatchObject(state);
    expect(h.states).toEqual([state]);
  });

  it.each([
    ['a title with a newline', { title: 'a\nb', dirty: false }, /control characters/],
    ['a very long title', { title: 'x'.repeat(501), dirty: false }, /at most 500/],
    ['a string dirty flag', { title: 'a', dirty: 'no' }, /dirty must be true or false/],
  ])('refuses %s', async (_label, arg, message) => {
    const h = setup();
    const result = await h.handlers.setDocumentState(h.sender, [arg]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect(h.states).toEqual([]);
  });
});

describe('sender checks for the project verbs', () => {
  it.each(['newProject', 'openProject', 'revertProject', 'readRecovery', 'clearRecovery'] as const)(
    '%s ignores a sender that is not showing the app',
    async (verb) => {
      const h = setup();
      const result = await h.handlers[verb](
        { window: h.window, url: 'https://evil.example/', mainFrame: true },
        [],
      );
      expect(result.ok).toBe(false);
      expect(h.openDialogs).toHaveLength(0);
    },
  );

  it.each(['newProject', 'openProject', 'revertProject', 'readRecovery', 'clearRecovery'] as const)(
    '%s ignores a frame inside the app page',
    async (verb) => {
      const h = setup();
      const result = await h.handlers[verb](
        { window: h.window, url: 'app://wellspring/index.html', mainFrame: false },
        [],
      );
      expect(result).toEqual({
        ok: false,
        error: `${verb}: request ignored: the sender is a frame inside the page`,
      });
      expect(h.openDialogs).toHaveLength(0);
    },
  );
});

describe('exportCsvFiles', () => {
  const files = [
    { suggestedName: 'wellspring-a-2026-12-02.csv', csv: '\ufeffLevel\r\n1\r\n' },
    { suggestedName: 'wellspring-b-2026-12-02', csv: 'x\r\n' },
  ];

  it('writes every file into the folder chosen, adding .csv where missing', async () => {
    const h = setup();
    const folder = path.join(documents, 'reports');
    await fs.mkdir(folder);
    h.openAnswers.push({ canceled: false, filePaths: [folder] });
    const result = await h.handlers.exportCsvFiles(h.sender, [{ files }]);
    expect(result).toEqual({ ok: true, value: { saved: true, location: folder, count: 2 } });
    expect(h.openDialogs[0]?.properties).toEqual(['openDirectory', 'createDirectory']);
    expect(await fs.readFile(path.join(folder, 'wellspring-a-2026-12-02.csv'), 'utf8')).toBe(
      '\ufeffLevel\r\n1\r\n',
    );
    expect((await fs.readdir(folder)).sort()).toEqual([
      'wellspring-a-2026-12-02.csv',
      'wellspring-b-2026-12-02.csv',
    ]);
  });

  it('mends names Windows would refuse, on every platform, keeping them apart', async () => {
    const h = setup();
    const folder = path.join(documents, 'mended');
    await fs.mkdir(folder);
    h.openAnswers.push({ canceled: false, filePaths: [folder] });
    const unsafe = [
      { suggestedName: 'CON.csv', csv: 'con' },
      { suggestedName: 'a:b?.csv', csv: 'colon' },
      { suggestedName: 'a-b-.csv', csv: 'same once mended' },
      { suggestedName: 'trailing. ', csv: 'dots' },
    ];
    const result = await h.handlers.exportCsvFiles(h.sender, [{ files: unsafe }]);
    expect(result.ok).toBe(true);
    expect((await fs.readdir(folder)).sort()).toEqual([
      '_CON.csv',
      'a-b- (2).csv',
      'a-b-.csv',
      'trailing.csv',
    ]);
    expect(await fs.readFile(path.join(folder, 'a-b- (2).csv'), 'utf8')).toBe('same once mended');
  });

  it('writes nothing when the folder dialog is canceled', async () => {
    const h = setup();
    const result = await h.handlers.exportCsvFiles(h.sender, [{ files }]);
    expect(result).toEqual({ ok: true, value: { saved: false, canceled: true } });
  });

  it('refuses names that are paths, duplicates and empty lists before asking', async () => {
    const h = setup();
    for (const bad of [[{ suggestedName: '../escape.csv', csv: 'x' }], [files[0], files[0]], []]) {
      const result = await h.handlers.exportCsvFiles(h.sender, [{ files: bad }]);
      expect(result.ok).toBe(false);
    }
    expect(h.openDialogs).toEqual([]);
  });
});

describe('replacing files no dialog asked about', () => {
  it('asks before a save whose added extension names an existing file, and keeps it on No', async () => {
    const h = setup();
    const existing = await writeProject('balance.wellspring.json', 'old');
    // The dialog vetted "balance", not "balance.wellspring.json".
    h.saveAnswers.push({ canceled: false, filePath: path.join(documents, 'balance') });
    h.replaceAnswers.push(false);
    const refused = await h.handlers.saveProject(h.sender, [
      { text: projectText, saveAs: true, suggestedName: 'balance' },
    ]);
    expect(refused).toEqual({ ok: true, value: { status: 'canceled' } });
    expect(h.replaceAsked).toEqual([[existing]]);
    expect(await fs.readFile(existing, 'utf8')).toBe('old');

    h.saveAnswers.push({ canceled: false, filePath: path.join(documents, 'balance') });
    const saved = await h.handlers.saveProject(h.sender, [
      { text: projectText, saveAs: true, suggestedName: 'balance' },
    ]);
    expect(saved).toEqual({
      ok: true,
      value: { status: 'saved', name: 'balance.wellspring.json' },
    });
    expect(await fs.readFile(existing, 'utf8')).toBe(projectText);
  });

  it('does not ask when the dialog returned the full name (it asked itself)', async () => {
    const h = setup();
    const existing = await writeProject('kept.wellspring.json', 'old');
    h.saveAnswers.push({ canceled: false, filePath: existing });
    await h.handlers.saveProject(h.sender, [
      { text: projectText, saveAs: true, suggestedName: 'kept' },
    ]);
    expect(h.replaceAsked).toEqual([]);
    expect(await fs.readFile(existing, 'utf8')).toBe(projectText);
  });

  it('asks once before an export into a folder replaces files, writing none on No', async () => {
    const h = setup();
    const folder = path.join(documents, 'out');
    await fs.mkdir(folder);
    await fs.writeFile(path.join(folder, 'a.csv'), 'old a');
    h.openAnswers.push({ canceled: false, filePaths: [folder] });
    h.replaceAnswers.push(false);
    const files = [
      { suggestedName: 'a.csv', csv: 'new a' },
      { suggestedName: 'b.csv', csv: 'new b' },
    ];
    const result = await h.handlers.exportCsvFiles(h.sender, [{ files }]);
    expect(result).toEqual({ ok: true, value: { saved: false, canceled: true } });
    expect(h.replaceAsked).toEqual([[path.join(folder, 'a.csv')]]);
    expect(await fs.readdir(folder)).toEqual(['a.csv']);
    expect(await fs.readFile(path.join(folder, 'a.csv'), 'utf8')).toBe('old a');
  });
});
