import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eChromiumExecutablePath, WITHOUT_FILE_PICKERS } from './test/chromium';

/**
 * Browser e2e runs against the built renderer served by `vite preview` on 127.0.0.1, in the
 * Chromium that test/chromium.ts picks (its headless shell where installed).
 */
/** 4173 unless WELLSPRING_E2E_PORT says otherwise (two runs side by side need two ports). */
const PORT = Number(process.env.WELLSPRING_E2E_PORT ?? 4173);
/** Another build of the renderer to serve (a side-by-side run); vite's own outDir otherwise. */
const OUT_DIR = process.env.WELLSPRING_E2E_DIST
  ? ` --outDir ${process.env.WELLSPRING_E2E_DIST}`
  : '';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.WELLSPRING_PW_JSON
    ? [['list'], ['json', { outputFile: process.env.WELLSPRING_PW_JSON }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test costs about a quarter of the e2e run on a 2-core machine
    // (quest + willpower specs: 108 s with, 80 s without), so it is off unless asked for:
    // WELLSPRING_E2E_TRACE=1 keeps the trace of each failed test. A failure always writes its
    // error context (the page's accessibility tree) and a screenshot.
    trace: process.env.WELLSPRING_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testMatch: /browser\/.*\.spec\.ts/,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: e2eChromiumExecutablePath(),
          args: [...CHROMIUM_ARGS, WITHOUT_FILE_PICKERS],
        },
      },
    },
    { name: 'electron', testMatch: /electron\/.*\.electron\.spec\.ts/ },
    // electron-builder's Linux folder against a stand-in Electron; the AppImage where Electron is.
    { name: 'packaging', testMatch: /packaging\/.*\.spec\.ts/ },
  ],
  webServer: {
    // --bypass-lock: a designer's own `npm run preview` must not stop the tests from serving.
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --bypass-lock${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
