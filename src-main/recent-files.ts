/**
 * File › Open Recent: the last project files opened or saved, newest first, kept in
 * `recent.json` in the app's data folder (the OS list, app.addRecentDocument, is fed alongside
 * in files.ts). Plain Node over injected file operations.
 */
import path from 'node:path';
import { RECENT_FILES_MAX } from '../shared/protocol/ipc';

export const RECENT_FILE_NAME = 'recent.json';
export const MAX_RECENT_FILES = RECENT_FILES_MAX;

/** Paths are compared case-insensitively where the file system usually is. */
function samePath(a: string, b: string, platform: NodeJS.Platform): boolean {
  return platform === 'win32' || platform === 'darwin'
    ? a.toLowerCase() === b.toLowerCase()
    : a === b;
}

/** `filePath` moved to the front, without duplicates, at most `max` entries. */
export function withRecentFile(
  list: readonly string[],
  filePath: string,
  platform: NodeJS.Platform = process.platform,
  max = MAX_RECENT_FILES,
): string[] {
  return [filePath, ...list.filter((entry) => !samePath(entry, filePath, platform))].slice(0, max);
}

export function withoutRecentFile(
  list: readonly string[],
  filePath: string,
  platform: NodeJS.Platform = process.platform,
): string[] {
  return list.filter((entry) => !samePath(entry, filePath, platform));
}

/** The list in `recent.json`; anything unexpected (bad JSON, relative paths) is dropped. */
export function parseRecentFiles(raw: string, max = MAX_RECENT_FILES): string[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const files = (json as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  const valid = files.filter(
    (entry): entry is string =>
      typeof entry === 'string' &&
      entry.length > 0 &&
      entry.length < 4096 &&
      !entry.includes('\0') &&
      path.isAbsolute(entry),
  );
  return [...new Set(valid)].slice(0, max);
}

export function serializeRecentFiles(list: readonly string[]): string {
  return `${JSON.stringify({ files: list }, null, 2)}\n`;
}

export interface RecentFilesFs {
  readonly readText: (filePath: string) => Promise<string>;
  readonly writeAtomic: (filePath: string, data: string) => Promise<void>;
}

/** The persisted list; `onChange` runs after every change (main rebuilds the menu there). */
export class RecentFiles {
  #list: string[] = [];

  constructor(
    private readonly file: () => string,
    private readonly fsOps: RecentFilesFs,
    private readonly onChange: (list: readonly string[]) => void = () => undefined,
    private readonly platform: NodeJS.Platform = process.platform,
  ) {}

  get list(): readonly string[] {
    return this.#list;
  }

  async load(): Promise<readonly string[]> {
    try {
      this.#list = parseRecentFiles(await this.fsOps.readText(this.file()));
    } catch {
      this.#list = [];
    }
    this.onChange(this.#list);
    return this.#list;
  }

  add(filePath: string): Promise<void> {
    return this.#set(withRecentFile(this.#list, filePath, this.platform));
  }

  remove(filePath: string): Promise<void> {
    return this.#set(withoutRecentFile(this.#list, filePath, this.platform));
  }

  clear(): Promise<void> {
    return this.#set([]);
  }

  async #set(list: string[]): Promise<void> {
    this.#list = list;
    this.onChange(list);
    await this.fsOps.writeAtomic(this.file(), serializeRecentFiles(list));
  }
}
