/**
 * findElectron reads node_modules/electron as the package's own index.js does: path.txt names
 * the binary under dist/ (or under ELECTRON_OVERRIDE_DIST_PATH). Each case lays out the files
 * Electron's install script leaves (or does not) in a folder of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findElectron, platformBinary } from '../../../scripts/launch/electron-install';

let work: string;
let pkg: string;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'wellspring-electron-pkg-'));
  pkg = path.join(work, 'node_modules', 'electron');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), '{"name":"electron","version":"41.7.1"}');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

/** What the install script leaves once it has unpacked Electron: the binary, then path.txt. */
function unpack(into: string, binary = 'electron'): string {
  const file = path.join(into, binary);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '');
  writeFileSync(path.join(pkg, 'path.txt'), binary);
  return file;
}

describe('findElectron', () => {
  it('finds the binary path.txt names under dist/', () => {
    const binary = unpack(path.join(pkg, 'dist'));
    expect(findElectron(pkg, {}, 'linux')).toEqual({ found: true, binary });
  });

  it('finds the macOS binary inside Electron.app, as path.txt names it', () => {
    const binary = unpack(path.join(pkg, 'dist'), platformBinary('darwin'));
    expect(binary).toMatch(/Electron\.app\/Contents\/MacOS\/Electron$/);
    expect(findElectron(pkg, {}, 'darwin')).toEqual({ found: true, binary });
  });

  it('says the binary was never downloaded when there is no path.txt (ELECTRON_SKIP_BINARY_DOWNLOAD)', () => {
    mkdirSync(path.join(pkg, 'dist'));
    expect(findElectron(pkg, { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, 'linux')).toEqual({
      found: false,
      missing: { kind: 'not-downloaded' },
    });
  });

  it('names the binary path.txt promises when it is gone', () => {
    const binary = unpack(path.join(pkg, 'dist'));
    rmSync(binary);
    expect(findElectron(pkg, {}, 'linux')).toEqual({
      found: false,
      missing: { kind: 'binary-gone', binary },
    });
  });

  it('looks only in ELECTRON_OVERRIDE_DIST_PATH where it is set', () => {
    unpack(path.join(pkg, 'dist'));
    const empty = path.join(work, 'empty');
    mkdirSync(empty);
    expect(findElectron(pkg, { ELECTRON_OVERRIDE_DIST_PATH: empty }, 'linux')).toEqual({
      found: false,
      missing: { kind: 'override-empty', folder: empty, binary: path.join(empty, 'electron') },
    });
    const elsewhere = path.join(work, 'electron-41');
    const binary = unpack(elsewhere);
    expect(findElectron(pkg, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere }, 'linux')).toEqual({
      found: true,
      binary,
    });
  });

  it('uses the platform’s binary name under an override when there is no path.txt', () => {
    const elsewhere = path.join(work, 'win');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'electron.exe'), '');
    expect(findElectron(pkg, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere }, 'win32')).toEqual({
      found: true,
      binary: path.join(elsewhere, 'electron.exe'),
    });
  });

  it('says the dependencies are not installed when there is no electron package', () => {
    expect(findElectron(path.join(work, 'nowhere'), {}, 'linux')).toEqual({
      found: false,
      missing: { kind: 'no-package' },
    });
  });
});
