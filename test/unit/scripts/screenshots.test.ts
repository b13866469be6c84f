/**
 * The README's pictures (`npm run screenshots`, scripts/screenshots.ts): every screen the app's
 * navigation lists has its picture in the light and the dark theme, each the window's width and
 * at most its height, no picture is left of a screen the app no longer has, and all of them
 * together stay within their budget. Run `npm run screenshots` when this fails. And the README
 * shows each screen's picture, light by default and dark in a dark theme, and every picture it or
 * docs/features.md names is there.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../shared/app/ruleset-registry';
import { APP_SCREENS, CROSS_RULESET_SCREENS } from '../../../src-renderer/lib/app-screens';
import {
  EXAMPLE_SCREENS,
  screenshotFile,
  SCREENSHOT_DIR,
  SCREENSHOTS_BUDGET_BYTES,
  THEMES,
  WINDOW,
  shotList,
} from '../../../scripts/screenshots/shot-list';

const root = path.resolve(import.meta.dirname, '../../..');

/** A PNG's width and height, from its header. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('latin1'), `${file} is a PNG`).toBe('\x89PNG\r\n\x1a\n');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the README’s pictures', () => {
  it('are taken of every screen the navigation lists: each ruleset’s and the three beside them', () => {
    const ids = shotList().map((shot) => shot.screen.id);
    for (const screen of [...RULESETS, ...CROSS_RULESET_SCREENS]) {
      expect(ids.filter((id) => id === screen.id)).toHaveLength(THEMES.length);
    }
    // And a designer's own ruleset, made in its picture's scene.
    expect(ids.filter((id) => id === 'your-ruleset')).toHaveLength(THEMES.length);
    expect(new Set(ids).size).toBe(APP_SCREENS.length + EXAMPLE_SCREENS.length);
  });

  it.each(shotList().map((shot) => [shot.file, shot] as const))(
    '%s is there, as wide as the window and at most as high',
    (file) => {
      const absolute = path.join(root, file);
      expect(existsSync(absolute), `${file} is missing: run npm run screenshots`).toBe(true);
      const { width, height } = pngSize(absolute);
      expect(width).toBe(WINDOW.width);
      expect(height).toBeLessThanOrEqual(WINDOW.height);
      // Never only a sliver: a picture ends above a chart the window cuts, not at the top.
      expect(height).toBeGreaterThanOrEqual(WINDOW.height / 2);
    },
  );

  it('are only of screens the app has', () => {
    const wanted = new Set(shotList().map((shot) => path.basename(shot.file)));
    const there = readdirSync(path.join(root, SCREENSHOT_DIR));
    expect(there.filter((name) => !wanted.has(name))).toEqual([]);
  });

  it(`weigh at most ${SCREENSHOTS_BUDGET_BYTES / 1024 / 1024} MB together`, () => {
    const dir = path.join(root, SCREENSHOT_DIR);
    const total = readdirSync(dir).reduce(
      (sum, name) => sum + statSync(path.join(dir, name)).size,
      0,
    );
    expect(total).toBeLessThanOrEqual(SCREENSHOTS_BUDGET_BYTES);
  });
});

/** The pictures a Markdown file names, as paths from the repository's root. */
function picturesNamed(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const named = [
    ...[...text.matchAll(/<(?:img|source)\b[^>]*?\b(?:src|srcset)="([^"]+)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((m) => m[1]),
  ];
  return named
    .filter((name): name is string => name !== undefined && !/^[a-z]+:/.test(name))
    .map((name) => path.posix.join(path.posix.dirname(file), name));
}

describe('the README', () => {
  it.each(['README.md', 'docs/features.md'])('%s names only pictures that are there', (file) => {
    const missing = picturesNamed(file).filter((name) => !existsSync(path.join(root, name)));
    expect(missing).toEqual([]);
  });

  it('shows every screen’s picture: the light one, and the dark one in a dark theme', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const pictures = [
      ...readme.matchAll(
        /<picture>\s*<source media="\(prefers-color-scheme: dark\)" srcset="([^"]+)">\s*<img src="([^"]+)"/g,
      ),
    ].map(([, dark, light]) => ({ dark, light }));
    for (const screen of [...APP_SCREENS, ...EXAMPLE_SCREENS]) {
      expect(pictures, screen.name).toContainEqual({
        dark: screenshotFile(screen.id, 'dark'),
        light: screenshotFile(screen.id, 'light'),
      });
    }
  });
});
