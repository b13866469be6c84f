/**
 * Whether the `electron` npm package's binary is on this machine, read the way the package reads
 * it (node_modules/electron/index.js): its install script downloads Electron from Electron's own
 * servers, not from the npm registry, unpacks it under `dist/` and only then writes `path.txt`,
 * the executable's path inside `dist/` (or inside ELECTRON_OVERRIDE_DIST_PATH where that is set).
 * Requiring `electron` without it throws "Electron failed to install correctly"; this says why.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Why there is no binary to start, each with what the designer can do about it. */
export type MissingElectron =
  /** node_modules/electron itself is absent: dependencies were never installed. */
  | { readonly kind: 'no-package' }
  /** The package is there but its install script never unpacked a binary (no path.txt). */
  | { readonly kind: 'not-downloaded' }
  /** path.txt names a binary that is not there (an interrupted unpack, a deleted dist/). */
  | { readonly kind: 'binary-gone'; readonly binary: string }
  /** ELECTRON_OVERRIDE_DIST_PATH names a folder without the binary. */
  | { readonly kind: 'override-empty'; readonly folder: string; readonly binary: string };

export type ElectronInstall =
  | { readonly found: true; readonly binary: string }
  | { readonly found: false; readonly missing: MissingElectron };

/** The executable's path inside an unpacked Electron, as the install script names it. */
export function platformBinary(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  return platform === 'win32' ? 'electron.exe' : 'electron';
}

/**
 * Looks for the binary of the `electron` package at `packageDir` (node_modules/electron), with
 * Electron's own override variable from `env`. Reads the file system, nothing else.
 */
export function findElectron(
  packageDir: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): ElectronInstall {
  if (!existsSync(path.join(packageDir, 'package.json'))) {
    return { found: false, missing: { kind: 'no-package' } };
  }
  const pathFile = path.join(packageDir, 'path.txt');
  const named = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const binary = path.join(override, named || platformBinary(platform));
    return existsSync(binary)
      ? { found: true, binary }
      : { found: false, missing: { kind: 'override-empty', folder: override, binary } };
  }
  if (!named) return { found: false, missing: { kind: 'not-downloaded' } };
  const binary = path.join(packageDir, 'dist', named);
  return existsSync(binary)
    ? { found: true, binary }
    : { found: false, missing: { kind: 'binary-gone', binary } };
}
