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
