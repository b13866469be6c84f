/**
 * `npm run icons`: every icon the installers need, drawn from one picture, `build/icon.svg`.
 *
 * - `build/icons/<size>x<size>.png`: the Linux set (AppImage, deb), 16 to 1024 px;
 * - `build/icon.png`: 1024 px, the source electron-builder falls back to;
 * - `build/icon.icns` (macOS) and `build/icon.ico` (Windows), made from the 1024 px picture.
 *
 * resvg renders the SVG and png2icons packs the icns and ico, both from the npm registry; the
 * output is the same bytes on every machine, so the packaging test can check that the files in
 * the repository are the ones this script makes from the SVG (`npm run icons -- --check`).
 */
import { Resvg } from '@resvg/resvg-js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import png2icons from 'png2icons';

/** The sizes of the Linux set: the freedesktop icon theme's usual ones, and the 1024 px source. */
export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

export const BUILD_DIR = resolve(import.meta.dirname, '..', 'build');

/** The SVG as a PNG of `size` × `size` pixels. */
export function renderIcon(svg: string, size: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}

/** Every file the script writes, by its path under `build/`, with its bytes. */
export function iconFiles(svg: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const size of ICON_SIZES)
    files.set(join('icons', `${size}x${size}.png`), renderIcon(svg, size));
  const source = files.get(join('icons', '1024x1024.png'));
  if (source === undefined) throw new Error('no 1024 px icon');
  files.set('icon.png', source);
  // Bicubic scaling, no logging; the ico holds PNG images (Windows Vista and later read them).
  const icns = png2icons.createICNS(source, png2icons.BICUBIC, 0);
  const ico = png2icons.createICO(source, png2icons.BICUBIC, 0, true, true);
  if (icns === null || ico === null) throw new Error('png2icons could not pack the icons');
  files.set('icon.icns', icns);
  files.set('icon.ico', ico);
  return files;
}

/** The files under `build/` that differ from what the SVG makes (missing ones too). */
export function staleIcons(buildDir = BUILD_DIR): string[] {
  const svg = readFileSync(join(buildDir, 'icon.svg'), 'utf8');
  return [...iconFiles(svg)]
    .filter(([path, bytes]) => {
      const file = join(buildDir, path);
      return !existsSync(file) || !readFileSync(file).equals(bytes);
    })
    .map(([path]) => path);
}

function main(): void {
  if (process.argv.includes('--check')) {
    const stale = staleIcons();
    if (stale.length > 0) {
      console.error(
        `Icons out of date with build/icon.svg: ${stale.join(', ')}. Run npm run icons.`,
      );
      process.exitCode = 1;
    } else console.log('Icons match build/icon.svg.');
    return;
  }
  const svg = readFileSync(join(BUILD_DIR, 'icon.svg'), 'utf8');
  for (const [path, bytes] of iconFiles(svg)) {
    const file = join(BUILD_DIR, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    console.log(`build/${path} (${bytes.length} bytes)`);
  }
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) main();
