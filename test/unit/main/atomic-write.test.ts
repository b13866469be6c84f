import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  removeStaleTempFiles,
  STALE_TEMP_AGE_MS,
  tempPathFor,
  writeFileAtomic,
  writeFileAtomicSync,
  type AtomicWriteFs,
} from '../../../src-main/atomic-write';

let dir: string;
const realFs: AtomicWriteFs = { open: fs.open, rename: fs.rename, rm: fs.rm };

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
