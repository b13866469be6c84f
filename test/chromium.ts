import { existsSync } from 'node:fs';

/**
 * The Chromium a designer has, for what must be the whole browser (the web build's install and
 * offline specs, the benchmarks, the screenshots): PLAYWRIGHT_CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium, else (undefined) Playwright's own download.
 */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Debian's build of the same Chromium without the browser's own shell (chromium-headless-shell). */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser e2e specs drive: PLAYWRIGHT_CHROMIUM_PATH if set, else Debian's headless
 * shell where it is installed (.ci/run installs it), else the whole browser as above. The shell is
 * the same Blink and V8 without the browser's windows, profile and services, which Playwright
 * itself uses for headless runs: the willpower specs took 135 CPU-s against 172–177 with the
 * whole browser, and the browser suite 928 CPU-s against 1,025–1,091 (2-core machine,
 * 2026-12-07). What needs the whole browser (an installable web app) says so with
 * chromiumExecutablePath().
 */
export function e2eChromiumExecutablePath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumExecutablePath();
}

/** Flags for a closed network and a root user: no background connections, no sandbox. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Turns off the File System Access API's pickers (`showOpenFilePicker`, `showSaveFilePicker`).
 * Playwright cannot answer them (its 'filechooser' event is for `<input type=file>` only), so the
 * browser specs run without them: the app opens with its upload picker and saves by download, as
 * in Firefox and Safari. web-build.spec.ts keeps them, standing in for the pickers only.
 */
export const WITHOUT_FILE_PICKERS = '--disable-blink-features=FileSystemAccessLocal';
