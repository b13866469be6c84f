/**
 * `npm run screenshots`: the README's pictures, made from the app itself so they never go stale.
 * Builds the renderer, serves it with `vite preview` on a free port of 127.0.0.1, and in Chromium
 * (the one the e2e tests use) opens each screen the navigation lists on the built-in project, in
 * the light and the dark theme, in a 1280×800 window at a device scale of 1; once the screen's
 * figures are drawn it writes what the window shows (ending above a chart the window's edge would
 * cut in two) to docs/screenshots/<screen>-<theme>.png, as an indexed PNG of at most 256 colours
 * (palette-png.ts). Pictures of screens the app no longer has are removed.
 *
 *   npm run screenshots                    every picture
 *   npm run screenshots -- --no-build      use the renderer already built in dist/renderer
 *   npm run screenshots -- --only changes  only these screens (ids, comma-separated)
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../test/chromium';
import { pictureHeight, SCENES, settle, showScreen } from './screenshots/drive-app';
import { toPalettePng } from './screenshots/palette-png';
import {
  SCREENSHOT_DIR,
  SCREENSHOTS_BUDGET_BYTES,
  WINDOW,
  shotList,
  type Shot,
} from './screenshots/shot-list';

const repoRoot = path.resolve(import.meta.dirname, '..');
const viteConfig = path.join(repoRoot, 'vite.config.ts');

interface Options {
  readonly build: boolean;
  readonly only: ReadonlySet<string> | null;
}

function parseArgs(args: readonly string[]): Options | { error: string } {
  let buildFirst = true;
  let only: Set<string> | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--no-build') buildFirst = false;
    else if (arg === '--only' && args[i + 1] !== undefined) only = new Set(args[++i]?.split(','));
    else return { error: `Unknown option ${arg}: use --no-build or --only <screen ids>.` };
  }
  return { build: buildFirst, only };
}

/** Takes one picture in a window of its own (nothing carried over from another picture). */
async function takeShot(browser: Browser, url: string, shot: Shot): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: WINDOW,
    deviceScaleFactor: 1,
    colorScheme: shot.theme,
    baseURL: url,
  });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await settle(page);
    await SCENES[shot.screen.id]?.(page);
    await showScreen(page, shot.screen);
    // The pointer rests on the status bar, not on a button it would light up.
    await page.mouse.move(WINDOW.width - 1, WINDOW.height - 1);
    await settle(page);
    const height = await pictureHeight(page);
    const png = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      clip: { x: 0, y: 0, width: WINDOW.width, height },
    });
    if (errors.length > 0) throw new Error(`The page reported errors: ${errors.join('; ')}`);
    return png;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  process.chdir(repoRoot);
  const shots = shotList().filter(
    (shot) => options.only === null || options.only.has(shot.screen.id),
  );
  if (shots.length === 0) {
    console.error('No screen has those ids.');
    return 2;
  }
  if (options.build) await build({ configFile: viteConfig, logLevel: 'warn' });
  const server = await preview({
    configFile: viteConfig,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('vite preview gave no address');
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const shot of shots) {
      const picture = toPalettePng(await takeShot(browser, url, shot));
      writeFileSync(shot.file, picture);
      console.log(`${shot.file}  ${(picture.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (options.only === null) {
    const wanted = new Set(shotList().map((shot) => path.basename(shot.file)));
    for (const name of readdirSync(SCREENSHOT_DIR)) {
      if (name.endsWith('.png') && !wanted.has(name)) {
        rmSync(path.join(SCREENSHOT_DIR, name));
        console.log(`${SCREENSHOT_DIR}/${name}  removed (no such screen)`);
      }
    }
  }
  const total = readdirSync(SCREENSHOT_DIR).reduce(
    (sum, name) => sum + statSync(path.join(SCREENSHOT_DIR, name)).size,
    0,
  );
  const budget = SCREENSHOTS_BUDGET_BYTES / 1024 / 1024;
  console.log(`${SCREENSHOT_DIR}: ${(total / 1024 / 1024).toFixed(2)} MB (budget ${budget} MB)`);
  return total > SCREENSHOTS_BUDGET_BYTES ? 1 : 0;
}

process.exitCode = await main();
