import type { Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

/**
 * The reused tab (`reused-page.ts`) starts each test as a new designer's browser would: nothing
 * the last test's page kept is there, and its listeners are gone. Serial, so both tests run in one
 * worker, one after the other, on the same tab.
 */
test.describe.configure({ mode: 'serial' });

let firstPage: Page | undefined;
/** The dialogs the first test's listener heard. */
const heardByFirst: string[] = [];

test('a test leaves an edit unsaved and something in every store of the origin', async ({
  page,
}) => {
  firstPage = page;
  const app = new WillpowerPage(page);
  await app.open();
  await app.field('Intelligence').fill('17');
  await expect(app.levelOne).toContainText('3 (Int)');
  await expect(page).toHaveTitle(/^• /);
  await page.evaluate(async () => {
    localStorage.setItem('left-by-the-last-test', '1');
    sessionStorage.setItem('left-by-the-last-test', '1');
    await new Promise<void>((done, fail) => {
      const open = indexedDB.open('left-by-the-last-test');
      open.onupgradeneeded = () => open.result.createObjectStore('things');
      open.onsuccess = () => {
        open.result.close();
        done();
      };
      open.onerror = () => fail(open.error);
    });
    const root = await navigator.storage.getDirectory();
    await root.getFileHandle('left-by-the-last-test.txt', { create: true });
    await (await caches.open('left-by-the-last-test')).put('/left', new Response('1'));
  });
  page.on('dialog', (dialog) => heardByFirst.push(dialog.message()));
});

test('the next test gets the same tab with none of it', async ({ page }) => {
  expect(page).toBe(firstPage);
  const app = new WillpowerPage(page);
  await app.open();
  // No "Restore unsaved edits?": the last page's recovery record went with the rest.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(app.field('Intelligence')).toHaveValue('15');
  await expect(page).toHaveTitle('Untitled — Wellspring');
  const kept = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const files: string[] = [];
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
      files.push(name);
    return {
      local: localStorage.getItem('left-by-the-last-test'),
      session: sessionStorage.getItem('left-by-the-last-test'),
      databases: (await indexedDB.databases()).map((database) => database.name),
      files,
      caches: await caches.keys(),
    };
  });
  expect(kept).toEqual({ local: null, session: null, databases: [], files: [], caches: [] });
  // The first test's listener is gone: a dialog now is dismissed by Playwright, heard by no one.
  await page.evaluate(() => alert('asked in the second test'));
  expect(heardByFirst).toEqual([]);
});
