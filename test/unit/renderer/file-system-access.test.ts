import { describe, expect, it } from 'vitest';
import { PROJECT_FILE_MAX_BYTES, type OpenProjectOutcome } from '../../../shared/protocol/ipc';
import {
  fileSystemAccessProjectFiles,
  type ChangedOnDiskAnswer,
  type FilePickers,
} from '../../../src-renderer/platform/file-system-access';
import {
  RecentProjects,
  type RecentListStore,
  type RecentProject,
} from '../../../src-renderer/platform/recent-projects';
import { FakeDisk, type FakeFileHandle } from './fake-file-handles';

/** A project's text: a reader that opens any JSON object and refuses anything else. */
const project = (int: number) => `${JSON.stringify({ willpower: { int } }, null, 2)}\n`;

async function readJson(name: string, bytes: Uint8Array): Promise<OpenProjectOutcome> {
  try {
    return { status: 'opened', name, document: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { status: 'invalid', name, problems: [{ path: '', message: 'not JSON' }] };
  }
}

function memoryStore(): RecentListStore & { value: unknown } {
  return {
    value: undefined,
    async read() {
      return this.value;
    },
    async write(list) {
      this.value = [...list];
    },
  };
}

/**
 * The File System Access way over a fake disk: the open picker returns `opens` in turn, the save
 * picker `saves` (null: closed without a file), and the changed-on-disk question answers from
 * `answers`. Each picker call and question is recorded.
 */
function setup(options: { answers?: ChangedOnDiskAnswer[] } = {}) {
  const disk = new FakeDisk();
  const opens: (FakeFileHandle | null)[] = [];
  const saves: (FakeFileHandle | null)[] = [];
  const calls: string[] = [];
  const answers = [...(options.answers ?? [])];
  const pickers: FilePickers = {
    async showOpenFilePicker() {
      calls.push('open picker');
      const next = opens.shift();
      if (next === undefined || next === null) throw new DOMException('closed', 'AbortError');
      return [next.asHandle];
    },
    async showSaveFilePicker(options) {
      calls.push(`save picker (${options.suggestedName})`);
      const next = saves.shift();
      if (next === undefined || next === null) throw new DOMException('closed', 'AbortError');
      return next.asHandle;
    },
  };
  const store = memoryStore();
  const recent = new RecentProjects(store);
  const files = fileSystemAccessProjectFiles({
    pickers,
    read: readJson,
    recent,
    askChangedOnDisk: async (name) => {
      calls.push(`asked about ${name}`);
      return answers.shift() ?? 'cancel';
    },
  });
  const save = (int: number, saveAs = false) =>
    files.save({ text: project(int), saveAs, suggestedName: 'Untitled' });
  return { disk, opens, saves, calls, files, recent, save };
}

const intIn = (text: string | undefined) =>
  text === undefined
    ? undefined
    : (JSON.parse(text) as { willpower: { int: number } }).willpower.int;

describe('project files through the File System Access API', () => {
  it('Save writes back to the file opened, without a picker, and Revert reads it again', async () => {
    const { disk, opens, calls, files, save } = setup();
    disk.put('balance.wellspring.json', project(15));
    opens.push(disk.handle('balance.wellspring.json'));

    const opened = await files.open(true);
    expect(opened).toMatchObject({ status: 'opened', name: 'balance.wellspring.json' });
    expect(await save(17)).toEqual({ status: 'saved', name: 'balance.wellspring.json' });
    expect(intIn(disk.text('balance.wellspring.json'))).toBe(17);
    expect(calls).toEqual(['open picker']);

    disk.put('balance.wellspring.json', project(12));
    expect(await files.revert()).toMatchObject({ document: { willpower: { int: 12 } } });
  });

  it('Save with no file yet, and Save As, ask where; the file chosen becomes the tab’s', async () => {
    const { disk, saves, calls, save } = setup();
    saves.push(disk.handle('first.wellspring.json'), disk.handle('second.wellspring.json'));

    expect(await save(10)).toEqual({ status: 'saved', name: 'first.wellspring.json' });
    expect(await save(11, true)).toEqual({ status: 'saved', name: 'second.wellspring.json' });
    expect(await save(12)).toEqual({ status: 'saved', name: 'second.wellspring.json' });
    expect(calls).toEqual([
      'save picker (Untitled.wellspring.json)',
      'save picker (Untitled.wellspring.json)',
    ]);
    expect([
      intIn(disk.text('first.wellspring.json')),
      intIn(disk.text('second.wellspring.json')),
    ]).toEqual([10, 12]);
  });

  it('a picker closed without a file cancels, and nothing is written', async () => {
    const { disk, opens, saves, files, save } = setup();
    opens.push(null);
    saves.push(null);
    expect(await files.open(true)).toEqual({ status: 'canceled' });
    expect(await save(10)).toEqual({ status: 'canceled' });
    expect(disk.writes).toEqual([]);
  });

  describe('a file changed on disk since this tab opened or saved it', () => {
    async function changedBehindTheAppsBack(answers: ChangedOnDiskAnswer[]) {
      const context = setup({ answers });
      const { disk, opens, files } = context;
      disk.put('balance.wellspring.json', project(15));
      opens.push(disk.handle('balance.wellspring.json'));
      await files.open(true);
      disk.put('balance.wellspring.json', project(30)); // another program, or another tab
      return context;
    }

    it('Cancel leaves the file as the other writer left it', async () => {
      const { disk, calls, save } = await changedBehindTheAppsBack(['cancel']);
      expect(await save(17)).toEqual({ status: 'canceled' });
      expect(intIn(disk.text('balance.wellspring.json'))).toBe(30);
      expect(calls).toContain('asked about balance.wellspring.json');
    });

    it('Overwrite writes the project over it, and the next Save does not ask again', async () => {
      const { disk, calls, save } = await changedBehindTheAppsBack(['overwrite']);
      expect(await save(17)).toEqual({ status: 'saved', name: 'balance.wellspring.json' });
      expect(intIn(disk.text('balance.wellspring.json'))).toBe(17);
      expect(await save(18)).toMatchObject({ status: 'saved' });
      expect(calls.filter((call) => call.startsWith('asked'))).toHaveLength(1);
    });

    it('Save As… leaves it alone and saves the project to the file picked', async () => {
      const { disk, saves, save } = await changedBehindTheAppsBack(['save-as']);
      saves.push(disk.handle('mine.wellspring.json'));
      expect(await save(17)).toEqual({ status: 'saved', name: 'mine.wellspring.json' });
      expect(intIn(disk.text('balance.wellspring.json'))).toBe(30);
      expect(intIn(disk.text('mine.wellspring.json'))).toBe(17);
    });

    it('a file only touched (a new time, the same bytes) is not asked about', async () => {
      const { disk, opens, calls, files, save } = setup();
      disk.put('balance.wellspring.json', project(15));
      opens.push(disk.handle('balance.wellspring.json'));
      await files.open(true);
      disk.touch('balance.wellspring.json');
      expect(await save(17)).toMatchObject({ status: 'saved' });
      expect(calls.some((call) => call.startsWith('asked'))).toBe(false);
    });

    it('a file deleted since is written again where it was, as the desktop does', async () => {
      const { disk, opens, calls, files, save } = setup();
      disk.put('balance.wellspring.json', project(15));
      opens.push(disk.handle('balance.wellspring.json'));
      await files.open(true);
      disk.files.delete('balance.wellspring.json');
      expect(await save(17)).toEqual({ status: 'saved', name: 'balance.wellspring.json' });
      expect(intIn(disk.text('balance.wellspring.json'))).toBe(17);
      expect(calls).toEqual(['open picker']);
    });
  });

  it('refuses a save past the size limit before writing a byte, in words', async () => {
    const { disk, opens, files } = setup();
    disk.put('balance.wellspring.json', project(15));
    opens.push(disk.handle('balance.wellspring.json'));
    await files.open(true);
    const text = 'x'.repeat(PROJECT_FILE_MAX_BYTES + 1);
    await expect(files.save({ text, saveAs: false, suggestedName: 'x' })).rejects.toThrow(
      'The project was not saved: a project file must be at most 50 MB, the most Wellspring opens.',
    );
    // Exactly at the limit is allowed (the reader's limit is "at most").
    await expect(
      files.save({ text: 'x'.repeat(PROJECT_FILE_MAX_BYTES), saveAs: false, suggestedName: 'x' }),
    ).resolves.toMatchObject({ status: 'saved' });
    expect(disk.writes).toHaveLength(1);
  });

  it('refuses to open a file past the size limit before reading it', async () => {
    const { opens, files } = setup();
    const big = {
      name: 'big.wellspring.json',
      getFile: async () => ({
        size: PROJECT_FILE_MAX_BYTES + 1,
        lastModified: 0,
        arrayBuffer: () => {
          throw new Error('read a file past the limit');
        },
      }),
    };
    opens.push({ asHandle: big } as unknown as FakeFileHandle);
    const outcome = await files.open(true);
    expect(outcome).toMatchObject({ status: 'invalid', name: 'big.wellspring.json' });
    expect(JSON.stringify(outcome)).toContain('larger than 50 MB');
  });

  it('asks for permission to write the file opened, and saves nothing when refused', async () => {
    const { disk, opens, files, save } = setup();
    disk.put('balance.wellspring.json', project(15));
    const handle = disk.handle('balance.wellspring.json', 'prompt-write');
    opens.push(handle);
    await files.open(true);

    await expect(save(17)).rejects.toThrow(
      'The browser did not allow Wellspring to write balance.wellspring.json',
    );
    expect(handle.prompts).toBe(1);
    expect(intIn(disk.text('balance.wellspring.json'))).toBe(15);

    handle.answerToPrompt = 'granted';
    expect(await save(17)).toMatchObject({ status: 'saved' });
    expect(intIn(disk.text('balance.wellspring.json'))).toBe(17);
  });

  it('a write that fails leaves the old file whole and says why', async () => {
    const { disk, opens, files, save } = setup();
    disk.put('balance.wellspring.json', project(15));
    const handle = disk.handle('balance.wellspring.json');
    opens.push(handle);
    await files.open(true);
    handle.failNextCommit = true;
    await expect(save(17)).rejects.toThrow(
      'balance.wellspring.json was not saved: The disk is full.',
    );
    expect(intIn(disk.text('balance.wellspring.json'))).toBe(15);
  });

  it('a baseline is only read: Save still writes the tab’s file, and Open Recent has not got it', async () => {
    const { disk, opens, files, recent, save } = setup();
    disk.put('mine.wellspring.json', project(15));
    disk.put('theirs.wellspring.json', project(9));
    opens.push(disk.handle('mine.wellspring.json'), disk.handle('theirs.wellspring.json'));
    await files.open(true);
    expect(await files.open(false)).toMatchObject({ name: 'theirs.wellspring.json' });
    expect(await save(17)).toEqual({ status: 'saved', name: 'mine.wellspring.json' });
    expect(intIn(disk.text('theirs.wellspring.json'))).toBe(9);
    await expect
      .poll(async () => (await recent.list()).map((each) => each.name))
      .toEqual(['mine.wellspring.json']);
  });

  describe('Open Recent', () => {
    async function recentEntry(handle: FakeFileHandle): Promise<RecentProject> {
      return {
        id: 'entry-1',
        name: handle.name,
        handle: handle.asHandle,
        at: '2026-01-01T00:00:00Z',
      };
    }

    it('opens a kept file, asking the browser for permission to read it first', async () => {
      const { disk, files, save } = setup();
      disk.put('balance.wellspring.json', project(15));
      const handle = disk.handle('balance.wellspring.json', 'prompt');
      handle.answerToPrompt = 'granted';
      const outcome = await files.openRecent(await recentEntry(handle));
      expect(outcome).toMatchObject({ status: 'opened', name: 'balance.wellspring.json' });
      expect(handle.prompts).toBe(1);
      // It is the tab's file now: Save writes it.
      expect(await save(17)).toMatchObject({ name: 'balance.wellspring.json' });
      expect(intIn(disk.text('balance.wellspring.json'))).toBe(17);
    });

    it('says so when the permission is refused, and reads nothing', async () => {
      const { disk, files } = setup();
      disk.put('balance.wellspring.json', project(15));
      const handle = disk.handle('balance.wellspring.json', 'prompt');
      const outcome = await files.openRecent(await recentEntry(handle));
      expect(outcome).toEqual({
        status: 'invalid',
        name: 'balance.wellspring.json',
        problems: [
          {
            path: '',
            message:
              'Wellspring is not allowed to read this file (the browser did not give permission).',
          },
        ],
      });
    });

    it('a file no longer there is refused in the desktop’s words and leaves the list', async () => {
      const { disk, files, recent } = setup();
      disk.put('gone.wellspring.json', project(15));
      const handle = disk.handle('gone.wellspring.json');
      await recent.add(handle.asHandle);
      const [entry] = await recent.list();
      disk.files.delete('gone.wellspring.json');
      const outcome = await files.openRecent(entry!);
      expect(JSON.stringify(outcome)).toContain(
        'The file no longer exists (it may have been moved, renamed or deleted).',
      );
      expect(await recent.list()).toEqual([]);
    });
  });
});
