import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import type { AppRuns } from '../../../src-renderer/lib/app-run';

/**
 * `test` whose `page` is one tab per Playwright worker, with a new app in it for each test,
 * instead of a new browser context per test. A new context costs its renderer process, V8 isolate
 * and the compilation of the app's scripts again: about 2.1 s of CPU per test start on a 2-core
 * machine against 1.05 s for loading the same tab again (measured: 12 starts, three rounds), and
 * half the browser suite's time went on starting pages.
 *
 * Between tests the app's run is ended in its page (`window.wellspringRuns`, see
 * `src-renderer/lib/app-run.ts`) and everything the origin keeps is cleared (local and session
 * storage, IndexedDB, caches, the origin-private file system); the test's first `page.goto` of
 * the app then starts a new run at that address instead of loading the page again, so the code
 * the tab compiled stays warm. Each test still starts as a new designer's browser would: a new
 * app, new engine workers, no storage. A tab whose app cannot be stopped (another page, an error
 * while stopping) leaves the app instead (its `beforeunload` question is not asked) and the next
 * test loads it. The test's listeners, routes, viewport and colour scheme are its own; a test that
 * failed, or closed or crashed the tab, leaves it as it was for the failure's screenshot and error
 * context, and the next test gets a new context. For what a tab cannot undo (init scripts, a fake
 * clock, permissions, a second tab), a spec takes `test` from `@playwright/test` and gets a
 * context of its own.
 */
interface Tab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Set when the tab must not be reused (a failed test keeps it for its artifacts). */
  spent: boolean;
  /** The app's run was ended in the tab and its storage cleared: the next test starts a run. */
  stopped: boolean;
}

/**
 * `WELLSPRING_E2E_RELOAD=1` loads the app afresh for each test instead (slower): to tell whether
 * a failure comes from starting a new run in a used page.
 */
const RELOAD_EACH_TEST = process.env.WELLSPRING_E2E_RELOAD === '1';

/** The app's runs, as the page has them for an automated browser. */
type WithRuns = typeof globalThis & { wellspringRuns?: AppRuns };

/** The page's events a test may listen to: dropped after it, so the next test's are its own. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

async function openTab(browser: Browser, baseURL: string | undefined): Promise<Tab> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp, spent: false, stopped: false };
}

/**
 * Ends the app's run in the tab, if the tab shows the app: true when it ended without an error
 * (the page is then the app's, empty, ready for a new run).
 */
async function stopApp(page: Page, appAddress: URL): Promise<boolean> {
  const shown = new URL(page.url());
  if (shown.origin !== appAddress.origin || shown.pathname !== appAddress.pathname) return false;
  const errors: Error[] = [];
  const onError = (error: Error): void => void errors.push(error);
  page.on('pageerror', onError);
  try {
    const stopped = await page.evaluate(async () => {
      const runs = (globalThis as WithRuns).wellspringRuns;
      if (runs === undefined) return false;
      await runs.stop();
      return true;
    });
    return stopped && errors.length === 0;
  } catch {
    return false;
  } finally {
    page.off('pageerror', onError);
  }
}

/** Ends the app and forgets everything its origin kept, ready for the next test to start it. */
async function clearTab(tab: Tab, appAddress: URL): Promise<void> {
  const { page, cdp } = tab;
  const origin = appAddress.origin;
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  tab.stopped = false;
  if (!RELOAD_EACH_TEST && (await stopApp(page, appAddress))) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    tab.stopped = true;
    return;
  }
  // The app asks "leave with unsaved edits?": a capturing listener at the window runs first. The
  // tab's session storage (its recovery record's id, written as the app starts) goes now, since
  // only a page of the origin can clear it.
  await page
    .evaluate(() => {
      addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), {
        capture: true,
      });
      sessionStorage.clear();
    })
    .catch(() => undefined);
  // Leaving first: the page writes its recovery record on `pagehide`, which is then cleared too.
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
}

/**
 * The test's first `page.goto` of the app's page starts a new run at that address (its query
 * and fragment too) in the tab, where the app's last run was ended; any other first navigation
 * (another page, `goto` with options) loads as usual. Later calls are always `page.goto` itself.
 */
function startOnFirstVisit(page: Page, appAddress: URL): void {
  const firstGoto: Page['goto'] = async (url, options) => {
    Reflect.deleteProperty(page, 'goto');
    const address = new URL(url, appAddress);
    if (
      options !== undefined ||
      address.origin !== appAddress.origin ||
      address.pathname !== appAddress.pathname
    ) {
      return page.goto(url, options);
    }
    await page.evaluate((href) => {
      const runs = (globalThis as WithRuns).wellspringRuns;
      if (runs === undefined) throw new Error('The app in the tab has no runs to start.');
      runs.start(href);
    }, address.href);
    return null;
  };
  Object.assign(page, { goto: firstGoto });
}

export const test = base.extend<{ page: Page }, { reusedTab: { current: Tab | null } }>({
  reusedTab: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const holder: { current: Tab | null } = { current: null };
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, baseURL, viewport, colorScheme, reusedTab }, use, testInfo) => {
    let tab = reusedTab.current;
    if (tab === null || tab.spent || tab.page.isClosed()) {
      await tab?.context.close().catch(() => undefined);
      tab = await openTab(browser, baseURL);
      reusedTab.current = tab;
    }
    if (viewport !== null) await tab.page.setViewportSize(viewport);
    await tab.page.emulateMedia({ colorScheme });
    tab.spent = true;
    const appAddress = new URL(baseURL ?? '');
    if (tab.stopped) startOnFirstVisit(tab.page, appAddress);
    await use(tab.page);
    // A test that never visited the app leaves `page.goto` as it was.
    Reflect.deleteProperty(tab.page, 'goto');
    if (testInfo.status !== testInfo.expectedStatus || tab.page.isClosed()) return;
    // A tab that cannot be cleared (it crashed) is not reused; the test's own verdict stands.
    tab.spent = !(await clearTab(tab, appAddress).then(
      () => true,
      () => false,
    ));
  },
});

export { expect };
