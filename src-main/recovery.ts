/**
 * Autosave's recovery file: one `recovery.json` in the app's data folder holding the unsaved
 * project text, when it was last changed and the file it belongs to. Written atomically; a file
 * that cannot be read back as a valid record is deleted and reported as absent. Plain Node.
 */
import * as fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { PROJECT_FILE_MAX_BYTES, type RecoveryRecord } from '../shared/protocol/ipc';
import { writeFileAtomic } from './atomic-write';
import { recoveryRecordSchema } from './ipc-schemas';
import { readTextFileLimited } from './project-files';

export const RECOVERY_FILE_NAME = 'recovery.json';

/** Room for the JSON wrapping and escaping around a project text of the maximum size. */
const RECOVERY_FILE_MAX_BYTES = 2 * PROJECT_FILE_MAX_BYTES + 64 * 1024;

export interface RecoveryStore {
  write(record: RecoveryRecord): Promise<void>;
  read(): Promise<RecoveryRecord | null>;
  clear(): Promise<void>;
}

export interface RecoveryFs {
  readonly readText: (filePath: string) => Promise<string>;
  readonly writeAtomic: (filePath: string, data: string) => Promise<void>;
  readonly remove: (filePath: string) => Promise<void>;
}

const nodeRecoveryFs: RecoveryFs = {
  readText: (filePath) => readTextFileLimited(filePath, RECOVERY_FILE_MAX_BYTES),
  writeAtomic: (filePath, data) => writeFileAtomic(filePath, data),
  remove: (filePath) => fs.rm(filePath, { force: true }),
};

/** `dataDir` is asked each time (app.getPath('userData') is only final once the app is ready). */
export function createRecoveryStore(
  dataDir: () => string,
  fsOps: RecoveryFs = nodeRecoveryFs,
): RecoveryStore {
  const file = (): string => path.join(dataDir(), RECOVERY_FILE_NAME);
  return {
    async write(record) {
      const { text, changedAt, fileName } = record;
      await fsOps.writeAtomic(
        file(),
        JSON.stringify({ text, changedAt, ...(fileName === undefined ? {} : { fileName }) }),
      );
    },

    async read() {
      let raw: string;
      try {
        raw = await fsOps.readText(file());
      } catch (error) {
        if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return null;
        await fsOps.remove(file()).catch(() => undefined);
        return null;
      }
      const record = parseRecoveryRecord(raw);
      if (record === null) await fsOps.remove(file()).catch(() => undefined);
      return record;
    },

    async clear() {
      await fsOps.remove(file());
    },
  };
}

/** The record in a recovery file's text, or null when it is not valid JSON of the right shape. */
export function parseRecoveryRecord(raw: string): RecoveryRecord | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = v.safeParse(recoveryRecordSchema, json);
  if (!result.success) return null;
  const { text, changedAt, fileName } = result.output;
  return { text, changedAt, ...(fileName === undefined ? {} : { fileName }) };
}
