/**
 * Reading project files for open and revert: a size limit checked before reading, strict UTF-8,
 * the shared parser, and read failures turned into problems the page can show. Plain Node.
 */
import { constants as fsConstants } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import {
  PROJECT_EXTENSION,
  PROJECT_FILE_MAX_BYTES,
  type OpenProjectOutcome,
  type ProjectFileProblem,
} from '../shared/protocol/ipc';

/** What the shared parser (shared/project/serialize.ts) answers: it never throws. */
export type ProjectParseResult =
  | { readonly ok: true; readonly document: unknown; readonly migratedFrom?: number }
  | { readonly ok: false; readonly problems: readonly ProjectFileProblem[] };

/** The shared parser's shape, run here or on a worker thread (`parse-in-worker.ts`). */
export type ProjectParser = (
  text: string,
  fileName: string,
) => ProjectParseResult | Promise<ProjectParseResult>;

export class FileTooLargeError extends Error {
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    const limit = formatMegabytes(maxBytes);
    const actual = formatMegabytes(size);
    super(
      `The file is larger than ${limit}, the most Wellspring opens` +
        (actual === limit ? '.' : ` (it is ${actual}).`),
    );
    this.name = 'FileTooLargeError';
  }
}

function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${bytes} bytes`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
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
    const bytes = Buffer.concat(chunks, total);
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
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

/** A read failure as one sentence for the designer; no paths, they know which file they chose. */
export function describeReadError(error: unknown): string {
  if (error instanceof FileTooLargeError || error instanceof NotAFileError) return error.message;
  if (error instanceof TypeError && /decode|encoded/i.test(error.message)) {
    return 'The file is not UTF-8 text, so it cannot be a Wellspring project.';
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return 'The file no longer exists (it may have been moved, renamed or deleted).';
    case 'EACCES':
    case 'EPERM':
      return 'Wellspring is not allowed to read this file.';
    case 'EISDIR':
      return 'This is a folder, not a project file.';
    default:
      return `The file could not be read (${code ?? (error instanceof Error ? error.message : String(error))}).`;
  }
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
