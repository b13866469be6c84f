import { existsSync } from 'node:fs';

/**
 * Which Chromium the e2e tests and benchmarks drive: PLAYWRIGHT_CHROMIUM_PATH if set, else
 * Debian's /usr/bin/chromium, else (undefined) Playwright's own download.
 */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
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
