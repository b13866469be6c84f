/**
 * What the web build's service worker keeps for offline use, and the build's version: pure
 * functions over the built files, so the plugin and the tests agree on both.
 */
import { createHash } from 'node:crypto';

/** The service worker's own file, at the root of the build (its folder is its scope). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** A file of the build: its path inside the build folder (with `/`), and its bytes. */
export interface BuiltFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/**
 * The files kept for offline use: every file of the build (the page, its scripts, styles,
 * workers, lazily loaded screens, the manifest and icons) but source maps, which only developer
 * tools fetch, and the service worker itself, which the browser keeps on its own. Sorted, so the
 * list (and the worker's text) is the same for the same build.
 */
export function precachedPaths(paths: readonly string[]): string[] {
  return paths.filter((path) => path !== SERVICE_WORKER_FILE && !path.endsWith('.map')).sort();
}

/**
 * The build's version: a hash over every precached file's path and bytes. Any change to any of
 * them gives a new version, hence a new worker text, which is what makes the browser install the
 * new build (and a rebuild of the same sources gives the same version: nothing to reinstall).
 */
export function buildVersion(files: readonly BuiltFile[]): string {
  const hash = createHash('sha256');
  const kept = new Set(precachedPaths(files.map((file) => file.path)));
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (!kept.has(file.path)) continue;
    hash.update(`${file.path}\0${file.bytes.byteLength}\0`);
    hash.update(file.bytes);
  }
  return hash.digest('hex').slice(0, 16);
}
