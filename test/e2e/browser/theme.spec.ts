import { type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

/** What the first chart's canvas shows, as an image, once its drawing has settled. */
async function chartPicture(page: Page): Promise<string> {
  const canvas = page
    .getByRole('region', { name: /Max mana/ })
    .locator('canvas')
    .first();
  await expect(canvas).toBeVisible();
  let picture = '';
  // Two reads a frame apart that agree: the chart has drawn its last picture.
  await expect(async () => {
    const first = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const second = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    expect(second).toBe(first);
    picture = second;
  }).toPass();
  return picture;
}

test.describe('The colour scheme', () => {
  test('a live switch to dark redraws the charts as a page opened dark draws them', async ({
    page,
    browser,
    baseURL,
  }) => {
    const app = new WillpowerPage(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await app.open();
    const light = await chartPicture(page);

    // Switched while open: axes, ticks and legend take the dark theme's colours at once.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => chartPicture(page)).not.toBe(light);
    const switched = await chartPicture(page);

    // The same picture as a page that opened dark (no stale light colours left anywhere).
    const darkContext = await browser.newContext({
      colorScheme: 'dark',
      viewport: page.viewportSize(),
      baseURL,
    });
    const darkPage = await darkContext.newPage();
    const dark = new WillpowerPage(darkPage);
    await dark.open();
    expect(await chartPicture(darkPage)).toBe(switched);
    await darkContext.close();

    // And back.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => chartPicture(page)).toBe(light);
    expect(app.pageErrors).toEqual([]);
    expect(dark.pageErrors).toEqual([]);
  });
});
