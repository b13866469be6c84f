/**
 * Atomic file replacement: readers (and a crash) see either the old file or the whole new one,
 * never a half-written file; a save respects the file it replaces (the file a symbolic link points
 * at, its mode and owner; a FIFO or device is written into, not replaced). Plain Node, no
 * Electron. (write-file-atomic was weighed: it renames over FIFOs and devices, leaves the folder
 * unsynced and names its temp files visibly, so it would need this module around it anyway.)
 */
import { randomBytes } from 'node:crypto';
import * as fsSync from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';

/** The fs calls used, injectable so tests can make one of them fail (or watch them). */
export interface AtomicWriteFs {
  open: typeof fs.open;
  rename: typeof fs.rename;
  rm: typeof fs.rm;
  stat: typeof fs.stat;
  lstat: typeof fs.lstat;
  readlink: typeof fs.readlink;
  writeFile: typeof fs.writeFile;
}

/** Node's own calls: what a test wraps to make one fail or to watch it. */
export const NODE_ATOMIC_WRITE_FS: AtomicWriteFs = {
  open: fs.open,
  rename: fs.rename,
  rm: fs.rm,
  stat: fs.stat,
  lstat: fs.lstat,
  readlink: fs.readlink,
  writeFile: fs.writeFile,
};

/** Unique hidden sibling of `target`; the base name is shortened to stay under NAME_MAX. */
export function tempPathFor(target: string): string {
  const base = path.basename(target).slice(0, 100);
  const unique = `${process.pid}.${randomBytes(6).toString('hex')}`;
  return path.join(path.dirname(target), `.${base}.${unique}.tmp`);
}

/** As many links as the kernel follows before it says ELOOP. */
const MAX_LINKS = 40;

function hasCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

/**
 * The file a write to `target` really means: the end of its chain of symbolic links, even when
 * that file does not exist yet. A save through a link must replace the file it points at, not
 * turn the link into a regular file and leave the real one behind.
 */
export async function resolveWriteTarget(
  target: string,
  fsOps: Pick<AtomicWriteFs, 'lstat' | 'readlink'> = NODE_ATOMIC_WRITE_FS,
): Promise<string> {
  let current = path.resolve(target);
  for (let links = 0; links <= MAX_LINKS; links += 1) {
    let stats;
    try {
      stats = await fsOps.lstat(current);
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return current;
      throw error;
    }
    if (!stats.isSymbolicLink()) return current;
    current = path.resolve(path.dirname(current), await fsOps.readlink(current));
  }
  throw Object.assign(new Error('ELOOP: too many levels of symbolic links'), {
    code: 'ELOOP',
  });
}

/**
 * Writes `data` where `target` points (through symbolic links) so that readers, and a crash, see
 * either the old file or the whole new one, never a half-written file:
 *
 * - a regular file (or none yet): written to a temp file in the same folder (same file system, so
 *   rename is atomic), fsynced, given the old file's mode and owner, renamed over it, then the
 *   folder is fsynced so the rename itself survives a power cut. On any failure the temp file is
 *   removed and the old file is untouched;
 * - anything else that is not a folder (a FIFO, a device such as /dev/null): written into, as a
 *   shell's `>` would; a rename would replace the node itself.
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  fsOps: AtomicWriteFs = NODE_ATOMIC_WRITE_FS,
): Promise<void> {
  const real = await resolveWriteTarget(target, fsOps);
  let existing;
  try {
    existing = await fsOps.stat(real);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
  if (existing?.isDirectory()) {
    throw Object.assign(new Error('EISDIR: is a folder, not a file'), { code: 'EISDIR' });
  }
  if (existing !== undefined && !existing.isFile()) {
    await fsOps.writeFile(real, data);
    return;
  }
  const temp = tempPathFor(real);
  let handle: fs.FileHandle | undefined;
  try {
    // 'wx': fail rather than follow a planted file or symlink at the temp name.
    handle = await fsOps.open(temp, 'wx', 0o666);
    await handle.writeFile(data);
    if (existing !== undefined) await keepModeAndOwner(handle, existing);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fsOps.rename(temp, real);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fsOps.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(path.dirname(real), fsOps);
}

/**
 * The replaced file's permissions (a 600 file stays 600, whatever the umask) and, where the
 * process may give it (root, or the same owner), its owner and group.
 */
async function keepModeAndOwner(
  handle: fs.FileHandle,
  old: { readonly mode: number; readonly uid: number; readonly gid: number },
): Promise<void> {
  await handle.chmod(old.mode & 0o7777);
  if (process.platform === 'win32') return;
  try {
    await handle.chown(old.uid, old.gid);
  } catch (error) {
    // Not ours to give away: the new file is the writer's, as any editor's save makes it.
    if (!hasCode(error, 'EPERM')) throw error;
  }
}

/**
 * The same, synchronously, for the last moments of the process (saving the window's bounds on
 * close, when an await might never resume): through symbolic links, keeping the mode, never
 * replacing a non-regular file. No folder fsync: losing this file is harmless.
 */
export function writeFileAtomicSync(target: string, data: string | Uint8Array): void {
  const real = resolveWriteTargetSync(target);
  let existing: fsSync.Stats | undefined;
  try {
    existing = fsSync.statSync(real);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
  if (existing !== undefined && !existing.isFile()) {
    if (existing.isDirectory()) {
      throw Object.assign(new Error('EISDIR: is a folder, not a file'), { code: 'EISDIR' });
    }
    fsSync.writeFileSync(real, data);
    return;
  }
  const temp = tempPathFor(real);
  let fd: number | undefined;
  try {
    fd = fsSync.openSync(temp, 'wx', 0o666);
    fsSync.writeFileSync(fd, data);
    if (existing !== undefined) fsSync.fchmodSync(fd, existing.mode & 0o7777);
    fsSync.fsyncSync(fd);
    fsSync.closeSync(fd);
    fd = undefined;
    fsSync.renameSync(temp, real);
  } catch (error) {
    if (fd !== undefined) fsSync.closeSync(fd);
    fsSync.rmSync(temp, { force: true });
    throw error;
  }
}

function resolveWriteTargetSync(target: string): string {
  let current = path.resolve(target);
  for (let links = 0; links <= MAX_LINKS; links += 1) {
    let stats: fsSync.Stats;
    try {
      stats = fsSync.lstatSync(current);
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return current;
      throw error;
    }
    if (!stats.isSymbolicLink()) return current;
    current = path.resolve(path.dirname(current), fsSync.readlinkSync(current));
  }
  throw Object.assign(new Error('ELOOP: too many levels of symbolic links'), {
    code: 'ELOOP',
  });
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
