import { expect, test } from './reused-page';
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
    const hour = page.getByRole('region', { name: 'An hour of casting' });
    const burning = hour.getByRole('row', { name: /^Burning hands/ }).getByRole('cell');
    await expect(burning).toHaveText(['6', '5', '2']);
    await expect(hour).toContainText('at the usual pace');
    await page.getByRole('region', { name: 'Regeneration' }).getByLabel('Resting').check();
    await expect(hour).toContainText('while resting');
    await expect(burning).toHaveText(['6', '8', '5']);
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

  test('prices a kill the designer adds: a hexed creature far off pays a witch', async ({
    page,
  }) => {
    await app.select('Class').selectOption('witch');
    await app.field('Level').fill('18');
    const kills = page.getByRole('region', { name: 'Mana gained per kill' });
    const form = kills.getByRole('group', { name: 'Add a kill' });
    await form.getByLabel('Killed by').selectOption('trap');
    await form.getByLabel('Across').fill('9');
    await form.getByLabel('Aside').fill('0');
    await form.getByLabel('Creature level').fill('7');
    await form.getByLabel('Under her hex').check();
    await form.getByRole('button', { name: 'Add kill' }).click();
    const row = kills.getByRole('row', { name: /^A trap, 9 across and 0 aside, level 7, hexed/ });
    await expect(row.getByRole('cell').first()).toHaveText('3');
    await form.getByRole('button', { name: 'Back to the rules text’s examples' }).click();
    await expect(row).toHaveCount(0);
  });
});
