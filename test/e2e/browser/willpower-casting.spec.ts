import { expect, test } from '@playwright/test';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Willpower casting economy', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('prices Burning hands after Frugal caster and Thrift', async ({ page }) => {
    const costs = page.getByRole('region', { name: 'Casting costs' });
    const row = costs.getByRole('row', { name: /^Burning hands/ });
    await expect(row.getByRole('cell').nth(3)).toHaveText('6');
    await page.getByLabel('Frugal caster', { exact: true }).check();
    await expect(row.getByRole('cell').nth(3)).toHaveText('5');
    await page.getByLabel('Put on').selectOption('ring-of-thrift');
    await expect(row.getByRole('cell').nth(2)).toHaveText('30');
    await expect(row.getByRole('cell').nth(3)).toHaveText('4');
  });

  test('simulates an hour of casting under the regeneration conditions', async ({ page }) => {
    await expect(page.getByTestId('sustained-casting')).toHaveText(
      'Burning hands at 6 mana, at the usual pace: from full (18), 5 casts in the first hour; from empty, 2 an hour.',
    );
    await page.getByRole('region', { name: 'Regeneration' }).getByLabel('Resting').check();
    await expect(page.getByTestId('sustained-casting')).toContainText('while resting');
    await expect(page.getByTestId('sustained-casting')).toContainText('from empty, 5 an hour');
  });

  test('shows mana per kill for a Siphoning ring, and nothing for a trap', async ({ page }) => {
    await page.getByLabel('Put on').selectOption('siphoning-ring');
    const kills = page.getByRole('region', { name: 'Mana gained per kill' });
    const gained = (label: string) =>
      kills
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .getByRole('cell')
        .first();
    await expect(gained('Your spell, 3 cells straight')).toHaveText('2');
    await expect(gained('Your shot, 3 across and 2 aside')).toHaveText('0');
    await expect(gained('A trap')).toHaveText('0');
  });
});
