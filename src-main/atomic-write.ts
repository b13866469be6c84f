/**
 * Atomic file replacement: readers (and a crash) see either the old file or the whole new one,
 * never a half-written file. Plain Node, no Electron.
 */
import { randomBytes } from 'node:crypto';
import * as fsSync from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';

/** The fs calls used, injectable so tests can make one of them fail. */
export interface AtomicWriteFs {
  open: typeof fs.open;
  rename: typeof fs.rename;
  rm: typeof fs.rm;
}

const nodeFs: AtomicWriteFs = { open: fs.open, rename: fs.rename, rm: fs.rm };

/** Unique hidden sibling of `target`; the base name is shortened to stay under NAME_MAX. */
export function tempPathFor(target: string): string {
  const base = path.basename(target).slice(0, 100);
  const unique = `${process.pid}.${randomBytes(6).toString('hex')}`;
  return path.join(path.dirname(target), `.${base}.${unique}.tmp`);
}

/**
 * Writes `data` to a temp file in the target's folder (same file system, so rename is atomic),
 * fsyncs it, renames it over `target`, then fsyncs the folder so the rename itself survives a
 * power cut. On any failure the temp file is removed and an existing `target` is untouched.
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  fsOps: AtomicWriteFs = nodeFs,
): Promise<void> {
  const temp = tempPathFor(target);
  let handle: fs.FileHandle | undefined;
  try {
    // 'wx': fail rather than follow a planted file or symlink at the temp name.
    handle = await fsOps.open(temp, 'wx', 0o666);
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fsOps.rename(temp, target);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fsOps.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(path.dirname(target), fsOps);
}

/**
 * The same, synchronously, for the last moments of the process (saving the window's bounds on
 * close, when an await might never resume). No folder fsync: losing this file is harmless.
 */
export function writeFileAtomicSync(target: string, data: string | Uint8Array): void {
  const temp = tempPathFor(target);
  let fd: number | undefined;
  try {
    fd = fsSync.openSync(temp, 'wx', 0o666);
    fsSync.writeFileSync(fd, data);
    fsSync.fsyncSync(fd);
    fsSync.closeSync(fd);
    fd = undefined;
    fsSync.renameSync(temp, target);
  } catch (error) {
    if (fd !== undefined) fsSync.closeSync(fd);
    fsSync.rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Best effort: Windows cannot open a directory for fsync, and some file systems refuse it. The
 * new file is already in place by now, so a failure here must not report the save as failed.
 */
async function syncDirectory(dir: string, fsOps: AtomicWriteFs): Promise<void> {
  if (process.platform === 'win32') return;
  try {
    const handle = await fsOps.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // ignored on purpose, see above
  }
}

/** Temp files older than this are leftovers of a killed save, not a save in progress. */
export const STALE_TEMP_AGE_MS = 60 * 1000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A save killed between creating its temp file and the rename (SIGKILL, power cut) leaves the
 * hidden `.name.<pid>.<random>.tmp` sibling behind; the target itself is intact. Called after a
 * successful save, this removes such leftovers of `target` older than `maxAgeMs` (a younger one
 * may belong to a save still running in another process). Best effort: returns what it removed.
 */
export async function removeStaleTempFiles(
  target: string,
  maxAgeMs = STALE_TEMP_AGE_MS,
  now = Date.now(),
): Promise<string[]> {
  const dir = path.dirname(target);
  const pattern = new RegExp(
    `^\\.${escapeRegExp(path.basename(target).slice(0, 100))}\\.\\d+\\.[0-9a-f]{12}\\.tmp$`,
  );
  const removed: string[] = [];
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!pattern.test(name)) continue;
    const file = path.join(dir, name);
    try {
      const stats = await fs.lstat(file);
      if (!stats.isFile() || now - stats.mtimeMs < maxAgeMs) continue;
      await fs.rm(file, { force: true });
      removed.push(file);
    } catch {
      // gone already, or not ours to remove: leave it
    }
  }
  return removed;
}
