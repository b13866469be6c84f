/**
 * Autosave's recovery records: one file per window in the app's data folder,
 * `recovery/<id>.json`, holding the unsaved project text, when it was last changed and the file
 * it belongs to. Two windows never write over each other's record, and a window's record stays
 * until its edits are saved, restored into a window or discarded. Each is written atomically; a
 * file that cannot be read back as a valid record is deleted and left out. The one
 * `recovery.json` an earlier version kept reads as the record `LEGACY_RECOVERY_ID`. Plain Node.
 */
import * as fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import {
  LEGACY_RECOVERY_ID,
  PROJECT_FILE_MAX_BYTES,
  RECOVERY_ID_PATTERN,
  type RecoveryRecord,
} from '../shared/protocol/ipc';
import { writeFileAtomic } from './atomic-write';
import { recoveryRecordSchema } from './ipc-schemas';
import { readTextFileLimited } from './project-files';

/** The folder of records, in the app's data folder. */
export const RECOVERY_DIR_NAME = 'recovery';
/** The single record of versions before one record per window. */
export const LEGACY_RECOVERY_FILE_NAME = 'recovery.json';

/** Room for the JSON wrapping and escaping around a project text of the maximum size. */
const RECOVERY_FILE_MAX_BYTES = 2 * PROJECT_FILE_MAX_BYTES + 64 * 1024;

export interface RecoveryStore {
  write(record: RecoveryRecord): Promise<void>;
  /** Every valid record, the newest change first. */
  read(): Promise<RecoveryRecord[]>;
  clear(id: string): Promise<void>;
}

export interface RecoveryFs {
  readonly readText: (filePath: string) => Promise<string>;
  readonly writeAtomic: (filePath: string, data: string) => Promise<void>;
  readonly remove: (filePath: string) => Promise<void>;
  /** The names in a folder; none when it does not exist. */
  readonly list: (dirPath: string) => Promise<string[]>;
  readonly makeDir: (dirPath: string) => Promise<void>;
}

const nodeRecoveryFs: RecoveryFs = {
  readText: (filePath) => readTextFileLimited(filePath, RECOVERY_FILE_MAX_BYTES),
  writeAtomic: (filePath, data) => writeFileAtomic(filePath, data),
  remove: (filePath) => fs.rm(filePath, { force: true }),
  list: async (dirPath) => {
    try {
      return await fs.readdir(dirPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return [];
      throw error;
    }
  },
  makeDir: async (dirPath) => void (await fs.mkdir(dirPath, { recursive: true })),
};

/** `dataDir` is asked each time (app.getPath('userData') is only final once the app is ready). */
export function createRecoveryStore(
  dataDir: () => string,
  fsOps: RecoveryFs = nodeRecoveryFs,
): RecoveryStore {
  const folder = (): string => path.join(dataDir(), RECOVERY_DIR_NAME);
  const file = (id: string): string => {
    // The schema checked it already; a path is built from it only if it cannot climb out.
    if (!RECOVERY_ID_PATTERN.test(id)) throw new Error(`not a recovery record id: ${id}`);
    return id === LEGACY_RECOVERY_ID
      ? path.join(dataDir(), LEGACY_RECOVERY_FILE_NAME)
      : path.join(folder(), `${id}.json`);
  };

  async function readOne(filePath: string, id: string): Promise<RecoveryRecord | null> {
    let raw: string;
    try {
      raw = await fsOps.readText(filePath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return null;
      await fsOps.remove(filePath).catch(() => undefined);
      return null;
    }
    const record = parseRecoveryRecord(raw, id);
    if (record === null) await fsOps.remove(filePath).catch(() => undefined);
    return record;
  }

  return {
    async write(record) {
      const { id, text, changedAt, fileName } = record;
      const target = file(id);
      if (id !== LEGACY_RECOVERY_ID) await fsOps.makeDir(folder());
      await fsOps.writeAtomic(
        target,
        JSON.stringify({ id, text, changedAt, ...(fileName === undefined ? {} : { fileName }) }),
      );
    },

    async read() {
      const ids = (await fsOps.list(folder()))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => RECOVERY_ID_PATTERN.test(id) && id !== LEGACY_RECOVERY_ID);
      const records = await Promise.all([
        readOne(file(LEGACY_RECOVERY_ID), LEGACY_RECOVERY_ID),
        ...ids.map((id) => readOne(file(id), id)),
      ]);
      return records
        .filter((record): record is RecoveryRecord => record !== null)
        .sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt));
    },

    async clear(id) {
      await fsOps.remove(file(id));
    },
  };
}

/**
 * The record in a recovery file's text, or null when it is not valid JSON of the right shape.
 * `id`: the record the file's name says it is (a legacy file has no id of its own).
 */
export function parseRecoveryRecord(raw: string, id: string): RecoveryRecord | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (id === LEGACY_RECOVERY_ID && typeof json === 'object' && json !== null && !('id' in json)) {
    json = { id, ...json };
  }
  const result = v.safeParse(recoveryRecordSchema, json);
  if (!result.success || result.output.id !== id) return null;
  const { text, changedAt, fileName } = result.output;
  return { id, text, changedAt, ...(fileName === undefined ? {} : { fileName }) };
}
