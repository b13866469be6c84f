import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  describeReadError,
  FileTooLargeError,
  loadProjectFile,
  projectBaseName,
  NotAFileError,
  readTextFileLimited,
  withProjectExtension,
} from '../../../src-main/project-files';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-files-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('readTextFileLimited', () => {
  it('reads UTF-8 text, keeping a byte-order mark for the parser to skip', async () => {
    const file = path.join(dir, 'a.json');
    await fs.writeFile(file, '\ufeff{"name":"Tathrén"}');
    expect(await readTextFileLimited(file, 100)).toBe('\ufeff{"name":"Tathrén"}');
  });

  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    const file = path.join(dir, 'a.json');
    await fs.writeFile(file, 'x'.repeat(10));
    expect(await readTextFileLimited(file, 10)).toBe('x'.repeat(10));
    await expect(readTextFileLimited(file, 9)).rejects.toBeInstanceOf(FileTooLargeError);
  });

  it('refuses text that is not UTF-8', async () => {
    const file = path.join(dir, 'latin1.json');
    await fs.writeFile(file, Buffer.from([0x7b, 0xe9, 0x7d]));
    const error = await readTextFileLimited(file, 100).catch((e: unknown) => e);
    expect(describeReadError(error)).toBe(
      'The file is not UTF-8 text, so it cannot be a Wellspring project.',
    );
  });

  it('refuses a FIFO at once (no writer) and a device, without reading them', async () => {
    const fifo = path.join(dir, 'pipe.wellspring.json');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const error = await readTextFileLimited(fifo, 100).catch((e: unknown) => e);
    expect(describeReadError(error)).toBe(
      'This is not a file (a pipe, a device or a socket), so it cannot be a project file.',
    );
    const zero = await readTextFileLimited('/dev/zero', 100).catch((e: unknown) => e);
    expect(zero).toBeInstanceOf(NotAFileError);
  });

  it('says in words what a link loop (ELOOP) and a socket (ENXIO) are, not their codes', async () => {
    const a = path.join(dir, 'a.wellspring.json');
    const b = path.join(dir, 'b.wellspring.json');
    await fs.symlink(b, a);
    await fs.symlink(a, b);
    const loop = await readTextFileLimited(a, 100).catch((e: unknown) => e);
    expect((loop as NodeJS.ErrnoException).code).toBe('ELOOP');
    expect(describeReadError(loop)).toBe(
      'The file is a link that leads round in a circle (or through too many links), so it cannot be read.',
    );
    const socketPath = path.join(dir, 'socket.wellspring.json');
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    try {
      const socket = await readTextFileLimited(socketPath, 100).catch((e: unknown) => e);
      expect((socket as NodeJS.ErrnoException).code).toBe('ENXIO');
      expect(describeReadError(socket)).toBe(
        'This is not a file (a pipe, a device or a socket), so it cannot be a project file.',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // A code no sentence is written for says the system's words, without the code or a path.
    const odd = Object.assign(new Error("EXDEV: cross-device link not permitted, open '/d/a'"), {
      code: 'EXDEV',
    });
    expect(describeReadError(odd)).toBe(
      'The file could not be read (cross-device link not permitted).',
    );
    expect(describeReadError(Object.assign(new Error('odd'), { code: 'constructor' }))).toBe(
      'The file could not be read (odd).',
    );
  });

  it('fails on a folder and on a missing file with messages a designer understands', async () => {
    const folder = await readTextFileLimited(dir, 100).catch((e: unknown) => e);
    expect(describeReadError(folder)).toBe('This is a folder, not a project file.');
    const missing = await readTextFileLimited(path.join(dir, 'nope'), 100).catch((e: unknown) => e);
    expect(describeReadError(missing)).toBe(
      'The file no longer exists (it may have been moved, renamed or deleted).',
    );
  });
});

describe('withProjectExtension', () => {
  it.each([
    ['/d/balance', '/d/balance.wellspring.json'],
    ['/d/balance.wellspring', '/d/balance.wellspring.json'],
    ['/d/balance.wellspring.json', '/d/balance.wellspring.json'],
    ['/d/balance.json', '/d/balance.json'],
    ['/d/balance.JSON', '/d/balance.JSON'],
    ['/d/balance v1.2', '/d/balance v1.2.wellspring.json'],
  ])('%s → %s', (input, expected) => {
    expect(withProjectExtension(input)).toBe(expected);
  });
});

describe('projectBaseName', () => {
  it('drops .wellspring.json or .json', () => {
    expect(projectBaseName('/d/balance.wellspring.json')).toBe('balance');
    expect(projectBaseName('/d/balance.json')).toBe('balance');
    expect(projectBaseName('balance')).toBe('balance');
  });
});

describe('loadProjectFile', () => {
  it('passes the file name to the parser and answers its document', async () => {
    const seen: string[] = [];
    const outcome = await loadProjectFile('/d/a.wellspring.json', {
      readFile: async () => '{}',
      parseProject: (_text, name) => {
        seen.push(name);
        return { ok: true, document: { formatVersion: 2 }, migratedFrom: 1 };
      },
    });
    expect(seen).toEqual(['a.wellspring.json']);
    expect(outcome).toEqual({
      status: 'opened',
      name: 'a.wellspring.json',
      document: { formatVersion: 2 },
      migratedFrom: 1,
    });
  });

  it('turns a read failure into one problem for the whole file', async () => {
    const outcome = await loadProjectFile('/d/a.wellspring.json', {
      readFile: async () => {
        throw Object.assign(new Error('EACCES: permission denied, open /d/a'), { code: 'EACCES' });
      },
      parseProject: () => ({ ok: true, document: {} }),
    });
    expect(outcome).toEqual({
      status: 'invalid',
      name: 'a.wellspring.json',
      problems: [{ path: '', message: 'Wellspring is not allowed to read this file.' }],
    });
  });
});

describe('FileTooLargeError', () => {
  it('says how big the file is and what the limit is', () => {
    expect(new FileTooLargeError(60 * 1024 * 1024, 50 * 1024 * 1024).message).toBe(
      'The file is larger than 50 MB, the most Wellspring opens (it is 60 MB).',
    );
    expect(new FileTooLargeError(11, 10).message).toBe(
      'The file is larger than 10 bytes, the most Wellspring opens (it is 11 bytes).',
    );
  });
});
