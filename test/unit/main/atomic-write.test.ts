import { spawnSync } from 'node:child_process';
import * as fsSync from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NODE_ATOMIC_WRITE_FS,
  removeStaleTempFiles,
  resolveWriteTarget,
  STALE_TEMP_AGE_MS,
  tempPathFor,
  writeFileAtomic,
  writeFileAtomicSync,
  type AtomicWriteFs,
} from '../../../src-main/atomic-write';

let dir: string;
const realFs = NODE_ATOMIC_WRITE_FS;
const asRoot = process.getuid?.() === 0;
if (!asRoot) console.log('skipped: keeping another user’s ownership needs root');

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-atomic-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('writes a new file with exactly the given text', async () => {
    const target = path.join(dir, 'report.csv');
    await writeFileAtomic(target, 'level,hp\r\n1,12\r\n');
    expect(await fs.readFile(target, 'utf8')).toBe('level,hp\r\n1,12\r\n');
  });

  it('replaces an existing file', async () => {
    const target = path.join(dir, 'report.csv');
    await fs.writeFile(target, 'old contents that are longer than the new ones');
    await writeFileAtomic(target, 'new');
    expect(await fs.readFile(target, 'utf8')).toBe('new');
  });

  it('writes bytes as well as text', async () => {
    const target = path.join(dir, 'bom.csv');
    await writeFileAtomic(target, new Uint8Array([0xef, 0xbb, 0xbf, 0x61]));
    expect([...(await fs.readFile(target))]).toEqual([0xef, 0xbb, 0xbf, 0x61]);
  });

  it('leaves no temp files behind', async () => {
    await writeFileAtomic(path.join(dir, 'a.csv'), 'a');
    await writeFileAtomic(path.join(dir, 'a.csv'), 'b');
    expect(await fs.readdir(dir)).toEqual(['a.csv']);
  });

  it('keeps the old file intact and removes the temp file when the rename fails', async () => {
    const target = path.join(dir, 'report.csv');
    await fs.writeFile(target, 'precious');
    const failingRename: AtomicWriteFs = {
      ...realFs,
      rename: async () => {
        throw new Error('disk unplugged');
      },
    };
    await expect(writeFileAtomic(target, 'replacement', failingRename)).rejects.toThrow(
      'disk unplugged',
    );
    expect(await fs.readFile(target, 'utf8')).toBe('precious');
    expect(await fs.readdir(dir)).toEqual(['report.csv']);
  });

  it('keeps the old file intact when writing the temp file fails', async () => {
    const target = path.join(dir, 'report.csv');
    await fs.writeFile(target, 'precious');
    const failingOpen: AtomicWriteFs = {
      ...realFs,
      open: (async (file: string, flags: string, mode?: number) => {
        const handle = await fs.open(file, flags, mode);
        handle.sync = async () => {
          throw new Error('fsync failed');
        };
        return handle;
      }) as AtomicWriteFs['open'],
    };
    await expect(writeFileAtomic(target, 'replacement', failingOpen)).rejects.toThrow(
      'fsync failed',
    );
    expect(await fs.readFile(target, 'utf8')).toBe('precious');
    expect(await fs.readdir(dir)).toEqual(['report.csv']);
  });

  it('fails without creating anything when the folder does not exist', async () => {
    const target = path.join(dir, 'missing', 'report.csv');
    await expect(writeFileAtomic(target, 'x')).rejects.toThrow();
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('fails when the target is a folder, leaving the folder alone', async () => {
    const target = path.join(dir, 'taken');
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'inside.txt'), 'keep');
    await expect(writeFileAtomic(target, 'x')).rejects.toThrow();
    expect(await fs.readFile(path.join(target, 'inside.txt'), 'utf8')).toBe('keep');
    expect(await fs.readdir(dir)).toEqual(['taken']);
  });
});

describe('writeFileAtomic respects the file it replaces', () => {
  it('replaces the file a symbolic link points at, and keeps the link', async () => {
    const real = path.join(dir, 'real.wellspring.json');
    const link = path.join(dir, 'link.wellspring.json');
    await fs.writeFile(real, 'old');
    await fs.symlink('real.wellspring.json', link);
    await writeFileAtomic(link, 'new');
    expect((await fs.lstat(link)).isSymbolicLink()).toBe(true);
    expect(await fs.readFile(real, 'utf8')).toBe('new');
    expect((await fs.readdir(dir)).sort()).toEqual([
      'link.wellspring.json',
      'real.wellspring.json',
    ]);
  });

  it('creates the file a dangling link points at, through a chain of links', async () => {
    await fs.mkdir(path.join(dir, 'sub'));
    await fs.symlink(path.join(dir, 'sub', 'b'), path.join(dir, 'a'));
    await fs.symlink('c.csv', path.join(dir, 'sub', 'b'));
    expect(await resolveWriteTarget(path.join(dir, 'a'))).toBe(path.join(dir, 'sub', 'c.csv'));
    await writeFileAtomic(path.join(dir, 'a'), 'x');
    expect(await fs.readFile(path.join(dir, 'sub', 'c.csv'), 'utf8')).toBe('x');
    expect((await fs.lstat(path.join(dir, 'a'))).isSymbolicLink()).toBe(true);
  });

  it('refuses a loop of links', async () => {
    await fs.symlink('b', path.join(dir, 'a'));
    await fs.symlink('a', path.join(dir, 'b'));
    await expect(writeFileAtomic(path.join(dir, 'a'), 'x')).rejects.toThrow('symbolic links');
  });

  it('keeps the mode of the file it replaces, whatever the umask', async () => {
    for (const mode of [0o600, 0o664, 0o640]) {
      const target = path.join(dir, `mode-${mode.toString(8)}.csv`);
      await fs.writeFile(target, 'old');
      await fs.chmod(target, mode);
      await writeFileAtomic(target, 'new');
      expect((await fs.stat(target)).mode & 0o7777).toBe(mode);
      writeFileAtomicSync(target, 'newer');
      expect((await fs.stat(target)).mode & 0o7777).toBe(mode);
      expect(await fs.readFile(target, 'utf8')).toBe('newer');
    }
  });

  it.runIf(asRoot)('keeps the owner and group of the file it replaces', async () => {
    const target = path.join(dir, 'theirs.csv');
    await fs.writeFile(target, 'old');
    await fs.chown(target, 1234, 2345);
    await writeFileAtomic(target, 'new');
    const stats = await fs.stat(target);
    expect([stats.uid, stats.gid]).toEqual([1234, 2345]);
  });

  it('writes into a FIFO instead of replacing it', async () => {
    const fifo = path.join(dir, 'pipe');
    const made = spawnSync('mkfifo', [fifo]);
    expect(made.status).toBe(0);
    const read = new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      fsSync
        .createReadStream(fifo)
        .on('data', (chunk) => chunks.push(chunk as Buffer))
        .on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        .on('error', reject);
    });
    await writeFileAtomic(fifo, 'through the pipe');
    expect(await read).toBe('through the pipe');
    expect((await fs.lstat(fifo)).isFIFO()).toBe(true);
    expect(await fs.readdir(dir)).toEqual(['pipe']);
  });

  it('fsyncs the folder after the rename, so the rename survives a power cut', async () => {
    // Fails if the folder's fsync is removed (or done before the rename).
    const events: string[] = [];
    const watching: AtomicWriteFs = {
      ...realFs,
      open: (async (file: string, flags: string, mode?: number) => {
        const handle = await fs.open(file, flags, mode);
        const sync = handle.sync.bind(handle);
        handle.sync = async () => {
          events.push(`sync ${file === dir ? 'folder' : 'file'}`);
          return sync();
        };
        return handle;
      }) as AtomicWriteFs['open'],
      rename: async (from, to) => {
        events.push('rename');
        return fs.rename(from, to);
      },
    };
    await writeFileAtomic(path.join(dir, 'saved.csv'), 'x', watching);
    expect(events).toEqual(['sync file', 'rename', 'sync folder']);
  });
});

describe('tempPathFor', () => {
  it('names a hidden, unique sibling of the target', () => {
    const target = path.join(dir, 'report.csv');
    const first = tempPathFor(target);
    const second = tempPathFor(target);
    expect(path.dirname(first)).toBe(dir);
    expect(path.basename(first)).toMatch(
      new RegExp(`^\\.report\\.csv\\.${process.pid}\\.[0-9a-f]{12}\\.tmp$`),
    );
    expect(first).not.toBe(second);
  });

  it('keeps the temp name short enough for long target names', () => {
    const target = path.join(dir, `${'x'.repeat(250)}.csv`);
    expect(path.basename(tempPathFor(target)).length).toBeLessThan(255);
  });
});

describe('writeFileAtomicSync', () => {
  it('replaces the file and leaves no temp file', async () => {
    const target = path.join(dir, 'window-state.json');
    await fs.writeFile(target, 'old');
    writeFileAtomicSync(target, '{"maximized":true}');
    expect(await fs.readFile(target, 'utf8')).toBe('{"maximized":true}');
    expect(await fs.readdir(dir)).toEqual(['window-state.json']);
  });

  it('throws and leaves nothing behind when the folder is missing', async () => {
    expect(() => writeFileAtomicSync(path.join(dir, 'missing', 'x.json'), 'x')).toThrow();
    expect(await fs.readdir(dir)).toEqual([]);
  });
});

describe('removeStaleTempFiles', () => {
  async function leftover(name: string, ageMs: number): Promise<string> {
    const file = path.join(dir, name);
    await fs.writeFile(file, 'half a proj');
    const when = new Date(Date.now() - ageMs);
    await fs.utimes(file, when, when);
    return file;
  }

  it('removes old temp files of the target that a killed save left, and nothing else', async () => {
    const target = path.join(dir, 'balance.wellspring.json');
    await fs.writeFile(target, '{}');
    const old = await leftover(
      '.balance.wellspring.json.4242.0123456789ab.tmp',
      2 * STALE_TEMP_AGE_MS,
    );
    await leftover('.balance.wellspring.json.4242.ba9876543210.tmp', 1000); // a save in progress
    await leftover('.other.wellspring.json.4242.0123456789ab.tmp', 2 * STALE_TEMP_AGE_MS);
    await leftover('.balance.wellspring.json.notes.tmp', 2 * STALE_TEMP_AGE_MS);

    expect(await removeStaleTempFiles(target)).toEqual([old]);
    expect((await fs.readdir(dir)).sort()).toEqual([
      '.balance.wellspring.json.4242.ba9876543210.tmp',
      '.balance.wellspring.json.notes.tmp',
      '.other.wellspring.json.4242.0123456789ab.tmp',
      'balance.wellspring.json',
    ]);
  });

  it('matches the names tempPathFor makes, even for long names with regex characters', async () => {
    const target = path.join(dir, `${'(a+)'.repeat(40)}.wellspring.json`);
    const temp = tempPathFor(target);
    await fs.writeFile(temp, 'x');
    const when = new Date(Date.now() - 2 * STALE_TEMP_AGE_MS);
    await fs.utimes(temp, when, when);
    expect(await removeStaleTempFiles(target)).toEqual([temp]);
  });

  it('answers nothing when the folder is gone', async () => {
    expect(await removeStaleTempFiles(path.join(dir, 'missing', 'x.json'))).toEqual([]);
  });
});
