/**
 * Reading project files for open and revert: a size limit checked before reading, strict UTF-8,
 * the shared parser, and read failures turned into problems the page can show. Plain Node.
 */
import { constants as fsConstants } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { decodeUtf8, fileTooLargeMessage, NOT_UTF8_MESSAGE } from '../shared/project/project-bytes';
import {
  PROJECT_EXTENSION,
  PROJECT_FILE_MAX_BYTES,
  type OpenProjectOutcome,
  type ProjectFileProblem,
} from '../shared/protocol/ipc';

/** What the shared parser (shared/app/serialize.ts) answers: it never throws. */
export type ProjectParseResult =
  | { readonly ok: true; readonly document: unknown; readonly migratedFrom?: number }
  | { readonly ok: false; readonly problems: readonly ProjectFileProblem[] };

/** The shared parser's shape, run here or on a worker thread (`parse-in-worker.ts`). */
export type ProjectParser = (
  text: string,
  fileName: string,
) => ProjectParseResult | Promise<ProjectParseResult>;

/** A file past the size limit, in the words every reader uses (`shared/project/project-bytes.ts`). */
export class FileTooLargeError extends Error {
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(fileTooLargeMessage(size, maxBytes));
    this.name = 'FileTooLargeError';
  }
}

/** A file whose bytes are not UTF-8, in the words every reader uses. */
export class NotUtf8Error extends Error {
  constructor() {
    super(NOT_UTF8_MESSAGE);
    this.name = 'NotUtf8Error';
  }
}

/** A FIFO, a device or a socket where a project file was expected. */
export class NotAFileError extends Error {
  constructor() {
    super('This is not a file (a pipe, a device or a socket), so it cannot be a project file.');
    this.name = 'NotAFileError';
  }
}

/** Bytes read at a time: a file that outgrows the limit is refused before it is held whole. */
const READ_CHUNK_BYTES = 64 * 1024;

/**
 * Reads a UTF-8 text file of at most `maxBytes`, refusing a bigger one before reading it (and
 * while reading, should it grow in between), and refusing anything that is not a regular file:
 * a FIFO with no writer would wait forever, and /dev/zero never ends. Invalid UTF-8 is refused
 * rather than mangled.
 */
export async function readTextFileLimited(
  filePath: string,
  maxBytes: number,
  open: typeof fs.open = fs.open,
): Promise<string> {
  // Non-blocking, so opening a FIFO returns at once (to be refused below); files ignore the flag.
  const handle = await open(filePath, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) {
      throw Object.assign(new Error('EISDIR: is a folder'), { code: 'EISDIR' });
    }
    if (!stats.isFile()) throw new NotAFileError();
    if (stats.size > maxBytes) throw new FileTooLargeError(stats.size, maxBytes);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.alloc(READ_CHUNK_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, chunk.byteLength, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new FileTooLargeError(total, maxBytes);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    const text = decodeUtf8(Buffer.concat(chunks, total));
    if (text === null) throw new NotUtf8Error();
    return text;
  } finally {
    await handle.close();
  }
}

/** Linux save dialogs do not add the filter's extension: `balance` → `balance.wellspring.json`. */
export function withProjectExtension(filePath: string): string {
  const name = path.basename(filePath).toLowerCase();
  if (name.endsWith('.json')) return filePath;
  if (name.endsWith('.wellspring')) return `${filePath}.json`;
  return `${filePath}${PROJECT_EXTENSION}`;
}

/** `balance.wellspring.json` → `balance`: the name offered again in Save As. */
export function projectBaseName(filePath: string): string {
  const name = path.basename(filePath);
  const lower = name.toLowerCase();
  if (lower.endsWith(PROJECT_EXTENSION)) return name.slice(0, -PROJECT_EXTENSION.length);
  if (lower.endsWith('.json')) return name.slice(0, -'.json'.length);
  return name;
}

/**
 * What each system error a read can meet means, for a designer (the code itself, "ELOOP", says
 * nothing to them). An error not listed says the system's own message.
 */
const READ_ERRORS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ENOENT: 'The file no longer exists (it may have been moved, renamed or deleted).',
    ENOTDIR: 'The file no longer exists (it may have been moved, renamed or deleted).',
    EACCES: 'Wellspring is not allowed to read this file.',
    EPERM: 'Wellspring is not allowed to read this file.',
    EISDIR: 'This is a folder, not a project file.',
    ELOOP:
      'The file is a link that leads round in a circle (or through too many links), so it cannot be read.',
    ENXIO: 'This is not a file (a pipe, a device or a socket), so it cannot be a project file.',
    ENODEV: 'This is not a file (a pipe, a device or a socket), so it cannot be a project file.',
    ENAMETOOLONG: 'The file’s name or folder path is longer than the system allows.',
    EMFILE:
      'The system has too many files open to read this one; close some programs and try again.',
    ENFILE:
      'The system has too many files open to read this one; close some programs and try again.',
    EBUSY: 'The file is in use by another program; try again when it is done.',
    EAGAIN: 'The file is not ready to be read; try again.',
    EIO: 'The disk failed while reading the file (it may be damaged, or on a drive that was removed).',
    ETIMEDOUT: 'Reading the file timed out (is it on a network drive that is offline?).',
    ESTALE: 'The file is on a network drive that no longer has it; open it again from there.',
    ENOMEM: 'The system ran out of memory while reading the file.',
  }),
);

/** A read failure as one sentence for the designer; no paths, they know which file they chose. */
export function describeReadError(error: unknown): string {
  if (
    error instanceof FileTooLargeError ||
    error instanceof NotAFileError ||
    error instanceof NotUtf8Error
  ) {
    return error.message;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const known = code === undefined ? undefined : READ_ERRORS.get(code);
  if (known !== undefined) return known;
  // The system's words without the path and the code ("EIO: i/o error, open '/d/a'" → "i/o error").
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*$/, '');
  return `The file could not be read (${reason}).`;
}

export interface LoadProjectDeps {
  readonly readFile: (filePath: string) => Promise<string>;
  readonly parseProject: ProjectParser;
}

/** Reads and parses one project file into what openProject and revertProject answer. */
export async function loadProjectFile(
  filePath: string,
  deps: LoadProjectDeps,
): Promise<Exclude<OpenProjectOutcome, { status: 'canceled' }>> {
  const name = path.basename(filePath);
  let text: string;
  try {
    text = await deps.readFile(filePath);
  } catch (error) {
    return { status: 'invalid', name, problems: [{ path: '', message: describeReadError(error) }] };
  }
  let parsed: ProjectParseResult;
  try {
    parsed = await deps.parseProject(text, name);
  } catch (error) {
    return { status: 'invalid', name, problems: [{ path: '', message: describeReadError(error) }] };
  }
  if (!parsed.ok) return { status: 'invalid', name, problems: parsed.problems };
  return {
    status: 'opened',
    name,
    document: parsed.document,
    ...(parsed.migratedFrom === undefined ? {} : { migratedFrom: parsed.migratedFrom }),
  };
}

/** Reads a project file from disk with the contract's size limit. */
export function readProjectText(filePath: string): Promise<string> {
  return readTextFileLimited(filePath, PROJECT_FILE_MAX_BYTES);
}

/** Those of `filePaths` that exist now (anything there: a file, a folder, a link). */
export async function existingPaths(filePaths: readonly string[]): Promise<string[]> {
  const checks = await Promise.all(
    filePaths.map(async (filePath) => {
      try {
        await fs.lstat(filePath);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return filePaths.filter((_, i) => checks[i]);
}
