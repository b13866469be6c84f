/**
 * The browser tests start each test on a new app in a used tab (`reused-page.ts`): the app's run
 * is ended and the next one started in the same page (`src-renderer/lib/app-run.ts`). That is
 * only a test of anything if a new run is the app a page load gives, so this spec, in a context
 * of its own, leaves a run full of a designer's state and checks the next starts without any.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AppRuns } from '../../../src-renderer/lib/app-run';
import { WillpowerPage } from './pages/willpower-page';
import { openWhatChanged, whatChangedScreen } from './pages/what-changed';

type WithRuns = typeof globalThis & { wellspringRuns?: AppRuns };

/** What a fresh app shows, and what a run may leave behind if it does not end whole. */
async function state(page: Page, app: WillpowerPage) {
  const bar = page.getByRole('contentinfo');
  return {
    title: await page.title(),
    address: new URL(page.url()).search,
    heading: await page.getByRole('heading', { level: 1 }).first().textContent(),
    intelligence: await app.field('Intelligence').inputValue(),
    chart: await app.chart.getAttribute('aria-label'),
    chances: await bar.getByLabel('Chances as').inputValue(),
    csvHeaders: await bar.getByLabel('CSV headers').inputValue(),
    besideTheApp: await page.evaluate(() =>
      [...document.body.children]
        .filter((node) => node.id !== 'app' && node.tagName !== 'SCRIPT')
        .map((node) => node.tagName),
    ),
    storage: await page.evaluate(() => [
      ...Object.keys(localStorage).filter((key) => !key.startsWith('wellspring:recovery:')),
      ...Object.keys(sessionStorage).filter((key) => key !== 'wellspring:recovery-page'),
    ]),
  };
}

test('a new run in a used tab starts as a page load does: no edit, choice, baseline or worker is kept', async ({
  page,
  baseURL,
}) => {
  const app = new WillpowerPage(page);
  await app.open();
  await expect(app.chart).toHaveAttribute('aria-label', /18 at level 1,/);
  const fresh = await state(page, app);
  const freshWorkers = page.workers().length;
  expect(freshWorkers).toBeGreaterThan(0);

  // A designer's session: an edit, both status bar choices, a baseline, another screen.
  await app.field('Intelligence').fill('16');
  await expect(app.chart).toHaveAttribute('aria-label', /19 at level 1,/);
  const bar = page.getByRole('contentinfo');
  await bar.getByLabel('Chances as').selectOption({ index: 1 });
  await bar.getByLabel('CSV headers').selectOption('names');
  await openWhatChanged(page);
  await whatChangedScreen(page).getByRole('button', { name: 'Compare with last saved' }).click();
  await expect(
    whatChangedScreen(page).getByRole('button', { name: 'Clear baseline' }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('?screen=changes');

  await page.evaluate(async () => {
    await (globalThis as WithRuns).wellspringRuns?.stop();
  });
  // Stopped: nothing of the app is left in the page, and its workers are gone.
  await expect(page.locator('#app')).toBeEmpty();
  await expect.poll(() => page.workers().length).toBe(0);

  const address = new URL('/', baseURL).href;
  await page.evaluate((href) => (globalThis as WithRuns).wellspringRuns?.start(href), address);
  await expect(app.engineStatus).toHaveText('Engine ready');
  await expect(app.chart).toHaveAttribute('aria-label', /18 at level 1,/);
  expect(await state(page, app)).toEqual(fresh);
  await expect.poll(() => page.workers().length).toBe(freshWorkers);
  await openWhatChanged(page);
  await expect(
    whatChangedScreen(page).getByRole('button', { name: 'Compare with last saved' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Restore unsaved edits?' })).toHaveCount(0);
  expect(app.pageErrors).toEqual([]);
});
