import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

/** What a chart's canvas shows, as an image, once two reads a frame apart agree. */
async function picture(page: Page, card: Locator): Promise<string> {
  const canvas = card.locator('canvas').first();
  let shown = '';
  await expect(async () => {
    const first = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const second = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    expect(second).toBe(first);
    shown = second;
  }).toPass();
  return shown;
}

test.describe('Hiding a series from the legend', () => {
  test('a legend entry hides its line, keeps it hidden through edits, and shows it again', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const card = page.getByRole('region', { name: /Max mana/ });
    const legend = card.getByRole('list', { name: 'Legend' });
    const line = legend.getByRole('button', { name: 'Tathren: max mana' });
    const drawn = await picture(page, card);

    // The keyboard reaches the legend's buttons; the list shows while one has focus.
    await line.focus();
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(line).toHaveAttribute('aria-pressed', 'false');
    await expect(line).toHaveAttribute('title', 'Show Tathren: max mana');
    await expect.poll(() => picture(page, card)).not.toBe(drawn);
    const hidden = await picture(page, card);

    // An edit redraws the chart with the line still hidden: only the level marker moves.
    await app.field('Intelligence').fill('16');
    await expect(app.levelOne).toContainText('= 19');
    await expect(line).toHaveAttribute('aria-pressed', 'false');
    await app.field('Intelligence').fill('15');
    await expect(app.levelOne).toContainText('= 18');
    await expect.poll(() => picture(page, card)).toBe(hidden);

    // Shown again: the same picture as before it was hidden.
    await line.focus();
    await page.keyboard.press('Space');
    await expect(line).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => picture(page, card)).toBe(drawn);
    expect(app.pageErrors).toEqual([]);
  });
});
