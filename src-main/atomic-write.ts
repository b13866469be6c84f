/**
 * Atomic file replacement: readers (and a crash) see either the old file or the whole new one,
 * never a half-written file. Plain Node, no Electron.
 */
import { randomBytes } from 'node:crypto';
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
