/**
 * Writes the web build's service worker, `sw.js`, once every other file of the build is in its
 * folder: src-renderer/worker/service-worker.ts bundled with the list of files to keep offline and
 * the build's version written into it (`precache.ts`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildVersion, precachedPaths, SERVICE_WORKER_FILE, type BuiltFile } from './precache';

const SOURCE = fileURLToPath(
  new URL('../../src-renderer/worker/service-worker.ts', import.meta.url),
);

async function filesUnder(root: string): Promise<BuiltFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: BuiltFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.push({
      path: path.relative(root, full).split(path.sep).join('/'),
      bytes: await readFile(full),
    });
  }
  return files;
}

/** Writes `sw.js` into `outDir` for the files there now; gives the version and the list kept. */
export async function writeServiceWorker(
  outDir: string,
): Promise<{ version: string; precached: string[] }> {
  const files = await filesUnder(outDir);
  const precached = precachedPaths(files.map((file) => file.path));
  const version = buildVersion(files);
  const bundled = await build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome130',
    logLevel: 'warning',
    define: {
      __PRECACHE__: JSON.stringify(precached),
      __BUILD_VERSION__: JSON.stringify(version),
    },
  });
  const [output] = bundled.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote no service worker');
  await writeFile(path.join(outDir, SERVICE_WORKER_FILE), output.text);
  return { version, precached };
}
