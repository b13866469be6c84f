import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';

/**
 * `test` whose `page` is one tab per Playwright worker, loaded afresh for each test, instead of a
 * new browser context per test. A new context costs its renderer process, V8 isolate and the
 * compilation of the app's scripts again: about 2.1 s of CPU per test start on a 2-core machine
 * against 1.05 s for loading the same tab again (measured: 12 starts, three rounds), and half the
 * browser suite's time went on starting pages.
 *
 * Each test still starts as a new designer's browser would: between tests the tab leaves the app
 * (its `beforeunload` question is not asked), then everything the origin keeps is cleared (local
 * and session storage, IndexedDB, caches, the origin-private file system). The test's listeners,
 * routes, viewport and colour scheme are its own; a test that failed, or closed or crashed the tab,
 * leaves it as it was for the failure's screenshot and error context, and the next test gets a new
 * context. For what a tab cannot undo (init scripts, a fake clock, permissions, a second tab), a
 * spec takes `test` from `@playwright/test` and gets a context of its own.
 */
interface Tab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Set when the tab must not be reused (a failed test keeps it for its artifacts). */
  spent: boolean;
}

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
  return { context, page, cdp, spent: false };
}

/** Leaves the app and forgets everything its origin kept, ready for the next test to load it. */
async function clearTab(tab: Tab, origin: string): Promise<void> {
  const { page, cdp } = tab;
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
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
    await use(tab.page);
    if (testInfo.status !== testInfo.expectedStatus || tab.page.isClosed()) return;
    // A tab that cannot be cleared (it crashed) is not reused; the test's own verdict stands.
    tab.spent = !(await clearTab(tab, new URL(baseURL ?? '').origin).then(
      () => true,
      () => false,
    ));
  },
});

export { expect };
