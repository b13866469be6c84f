import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../src-main/atomic-write';
import {
  MAX_RECENT_FILES,
  parseRecentFiles,
  RecentFiles,
  serializeRecentFiles,
  withoutRecentFile,
  withRecentFile,
} from '../../../src-main/recent-files';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-recent-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('withRecentFile', () => {
  it('puts the file first without duplicating it', () => {
    expect(withRecentFile(['/a', '/b', '/c'], '/b', 'linux')).toEqual(['/b', '/a', '/c']);
  });

  it('keeps at most ten files', () => {
    const list = Array.from({ length: MAX_RECENT_FILES }, (_, i) => `/f${i}`);
    const next = withRecentFile(list, '/new', 'linux');
    expect(next).toHaveLength(MAX_RECENT_FILES);
    expect(next[0]).toBe('/new');
    expect(next).not.toContain(`/f${MAX_RECENT_FILES - 1}`);
  });

  it('treats paths differing only in case as one file on Windows and macOS, not on Linux', () => {
    expect(withRecentFile(['C:\\A.json'], 'c:\\a.json', 'win32')).toEqual(['c:\\a.json']);
    expect(withRecentFile(['/A.json'], '/a.json', 'linux')).toEqual(['/a.json', '/A.json']);
    expect(withoutRecentFile(['/Users/A.json'], '/users/a.json', 'darwin')).toEqual([]);
  });
});

describe('parseRecentFiles', () => {
  it('reads what serializeRecentFiles writes', () => {
    expect(parseRecentFiles(serializeRecentFiles(['/a.json', '/b.json']))).toEqual([
      '/a.json',
      '/b.json',
    ]);
  });

  it('drops anything that is not an absolute path, and garbage', () => {
    expect(
      parseRecentFiles(JSON.stringify({ files: ['/ok.json', 'relative.json', 3, '', '/ok.json'] })),
    ).toEqual(['/ok.json']);
    expect(parseRecentFiles('not json')).toEqual([]);
    expect(parseRecentFiles('{"files": "x"}')).toEqual([]);
  });
});

describe('RecentFiles', () => {
  function store(changes: (readonly string[])[] = []) {
    return new RecentFiles(
      () => path.join(dir, 'recent.json'),
      {
        readText: (file) => fs.readFile(file, 'utf8'),
        writeAtomic: (file, data) => writeFileAtomic(file, data),
      },
      (list) => changes.push(list),
      'linux',
    );
  }

  it('persists additions across restarts and reports each change', async () => {
    const changes: (readonly string[])[] = [];
    const first = store(changes);
    expect(await first.load()).toEqual([]);
    await first.add('/a.wellspring.json');
    await first.add('/b.wellspring.json');
    expect(changes).toEqual([
      [],
      ['/a.wellspring.json'],
      ['/b.wellspring.json', '/a.wellspring.json'],
    ]);

    const second = store();
    expect(await second.load()).toEqual(['/b.wellspring.json', '/a.wellspring.json']);
    await second.remove('/b.wellspring.json');
    expect(second.list).toEqual(['/a.wellspring.json']);
    await second.clear();
    expect(await store().load()).toEqual([]);
  });

  it('starts empty when recent.json is corrupt', async () => {
    await fs.writeFile(path.join(dir, 'recent.json'), '{"files": [');
    expect(await store().load()).toEqual([]);
  });
});
