import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

/**
 * Seed 000: "Spending mana now and then trains Concentration" and "Spending any mana trains your
 * Willpower: each time is a chance at a training mark". The paces are assumptions the designer
 * edits: 10 mana a point of Concentration, a 10% chance a spend, 10 marks a point of Willpower.
 */
test.describe('Willpower training by spending', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('casting for hours trains Concentration once trained, and its assumed pace is editable', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'Training by casting' });
    const hour = (hours: number) => card.getByRole('row', { name: new RegExp(`^${hours} `) });
    await expect(card.getByRole('columnheader')).toHaveText([
      'Hours',
      'Casts',
      'Mana spent',
      'Concentration (untrained)',
      'Max mana',
      'Seconds per point',
      'Wil marks (expected)',
      'Chance of +1 Wil',
      'Wil points (expected)',
    ]);
    // Untrained: 5 casts of Burning hands in the first hour (30 mana) train nothing.
    await expect(hour(1).getByRole('cell')).toHaveText([
      '5',
      '30',
      '0',
      '18',
      '216',
      '0.5',
      '0%',
      '0',
    ]);
    await expect(card.getByRole('status')).toContainText('Concentration is untrained');
    // All nine columns fit the card at 1024 px.
    await page.setViewportSize({ width: 1024, height: 768 });
    const last = card.getByRole('columnheader', { name: 'Wil points (expected)' });
    await last.scrollIntoViewIfNeeded();
    const cardBox = await card.boundingBox();
    const lastBox = await last.boundingBox();
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);

    await page.getByLabel('Concentration trained').check();
    await expect(card.getByRole('columnheader').nth(3)).toHaveText('Concentration');
    await expect(hour(1).getByRole('cell').nth(2)).toHaveText('3');
    // By 20 hours Concentration has passed 20 (5% faster) and 25 (+1 max mana).
    await expect(hour(20).getByRole('cell').nth(3)).toHaveText('19');
    await expect(hour(20).getByRole('cell').nth(4)).toHaveText('205.7');

    // A slower pace: 30 mana a point gives 1 after the first hour's 30 mana.
    await app.openTable('Skills (Concentration)');
    const pace = page.getByLabel('Concentration mana spent per point trained', { exact: true });
    await pace.fill('30');
    await pace.press('Enter');
    await expect(hour(1).getByRole('cell').nth(2)).toHaveText('1');
    await pace.fill('-1');
    await expect(page.getByRole('alert').filter({ hasText: 'mana a point' })).toHaveText(
      'The mana a point must be a whole number from 0 to 9999.',
    );
  });

  test('Willpower marks follow the rules’ chance and marks a point, and Mana now tallies them', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'Training by casting' });
    const hundred = card.getByRole('row', { name: /^100 / }).getByRole('cell');
    await expect(hundred.nth(5)).toHaveText('28');
    await app.openAssumptions();
    const chance = page.getByLabel('Wil mark chance (%)', { exact: true });
    await chance.fill('50');
    await chance.press('Enter');
    await expect(hundred.nth(5)).toHaveText('140');
    await expect(hundred.nth(6)).toHaveText('100%');
    await expect(hundred.nth(7)).toHaveText('13.55');

    // Mana now: two casts of Burning hands, 12 mana in 2 spends.
    const pool = page.getByRole('region', { name: 'Mana now' });
    await pool.getByRole('button', { name: 'Cast' }).click();
    await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(page.getByTestId('pool-trained')).toHaveText(
      'Trained since the refill: 12 mana in 2 spends; Concentration untrained; 1 Willpower marks ' +
        'expected (a point: 0%).',
    );
    await pool.getByRole('button', { name: 'Refill' }).click();
    await expect(page.getByTestId('pool-trained')).toHaveCount(0);
  });
});
