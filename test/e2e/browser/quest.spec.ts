import { expect, test } from '@playwright/test';
import { QuestPage } from './pages/quest-page';

test.describe('Quest', () => {
  let app: QuestPage;

  test.beforeEach(async ({ page }) => {
    app = new QuestPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('a hero’s pool, limits and quest budget follow the editor live', async ({ page }) => {
    // Borgron: Int 5, 12 VP, three spells (2, 3, 1 mana), one potion refilling the pool.
    await expect(app.figure('quest-level')).toHaveText('Apprentice');
    await expect(app.figure('quest-pool')).toHaveText('6');
    await expect(app.figure('quest-pool-trace')).toHaveText('6 (3 spells × 2) = 6');
    await expect(app.figure('quest-mana-trace')).toHaveText(
      '6 (pool) + 6 (1 potion × 6 (a refill)) = 12',
    );
    await expect(app.figure('quest-total-casts')).toHaveText('6');
    const budget = app.card('Quest budget');
    await expect(app.rowCells(budget, 'Ward')).toHaveText([
      '1',
      '2',
      '3',
      '12',
      '3',
      'casting limit',
      '3',
    ]);
    await expect(app.rowCells(budget, 'All spells')).toHaveText(['', '', '', '', '6', 'mana', '6']);

    // 18 VP: a Journeyman, 3 casts a spell; the chart marks the caster's VP.
    await app.field('VP').fill('18');
    await expect(app.figure('quest-level')).toHaveText('Journeyman');
    await expect(app.figure('quest-limit')).toHaveText('3×');
    await expect(app.figure('quest-total-casts')).toHaveText('7');
    const chart = app.card('Casting along VP 1–60').getByTestId('line-chart');
    await expect(chart).toHaveAttribute('aria-label', /Journeyman from 18 VP \(limit 3\)/);
    await expect(chart).toHaveAttribute('aria-label', /Master from 40 VP \(limit 4\)/);

    // A fourth spell: 8 mana learned, under the cap of Int 5 × 3 = 15.
    await app.form.getByRole('button', { name: 'Add a spell' }).click();
    await expect(app.figure('quest-pool')).toHaveText('8');
    await expect(app.rowCells(budget, 'Spell 4')).toHaveCount(7);

    // Int 2 caps the pool at 6; the budget says the mana runs out.
    await app.field('Int').fill('2');
    await expect(app.figure('quest-pool-trace')).toContainText('never above Int 2 × 3');
    await expect(app.figure('quest-pool')).toHaveText('6');

    // A bad value: an inline message, the figures keep the last good answer.
    await app.field('Int').fill('lots');
    await expect(app.form.getByText('Int must be a whole number')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Fix the highlighted field' }),
    ).toBeVisible();
    await expect(app.figure('quest-pool')).toHaveText('6');
    await app.field('Int').fill('2');
    await expect(
      page.getByRole('status').filter({ hasText: 'Fix the highlighted field' }),
    ).toBeHidden();

    // Undo takes back the Int (typed in one go: one step), then the spell.
    await page.keyboard.press('Control+z');
    await expect(app.field('Int')).toHaveValue('5');
    await page.keyboard.press('Control+z');
    await expect(app.figure('quest-pool')).toHaveText('6');
    await expect(app.rowCells(budget, 'Spell 4')).toHaveCount(0);

    // A Dark Player character casts as a Journeyman whatever the VP.
    await app.selectCaster('Sorcerer from the underworld');
    await expect(app.figure('quest-level')).toHaveText('Journeyman');
    await expect(app.figure('quest-level-text')).toContainText('Not a hero');
  });

  test('dispel odds: the seed’s 12 to beat, several dispellers, and the matrix as CSV', async () => {
    await expect(app.figure('quest-dispel-example')).toContainText(
      'Borgron (Int 5) needs 2d6 + 5 > 12, a 8 or more on 2d6: 15/36 (41.7%)',
    );
    const known = app.card('Dispel odds against a known total');
    // Row 12, dispeller Int 1..8: 1/36, 3/36, 6/36, 10/36, 15/36, 21/36, 26/36, 30/36.
    await expect(app.rowCells(known, 12)).toHaveText([
      '0.027778',
      '0.083333',
      '0.166667',
      '0.277778',
      '0.416667',
      '0.583333',
      '0.722222',
      '0.833333',
    ]);
    const before = app.card('Dispel odds before the cast');
    // Equal Int: (1 − 146/1296) / 2 = 575/1296.
    await expect(app.rowCells(before, 5).nth(4)).toHaveText('0.443673');

    // Two dispellers of Int 5 against 12: 1 − (21/36)² = 0.659722.
    await app.dispelField('Dispellers').fill('2');
    await expect(app.rowCells(known, 12).nth(4)).toHaveText('0.659722');

    // A reversed range is refused on the field, and the matrix keeps its columns.
    await app.dispelField('Highest Int').fill('0');
    await expect(
      app.dispelPanel.getByText('The highest Int must be at least the lowest (1).'),
    ).toBeVisible();
    await expect(app.rowCells(known, 12)).toHaveCount(8);
    await app.dispelField('Highest Int').fill('6');
    await expect(app.rowCells(known, 12)).toHaveCount(6);

    const exported = await app.exportCsv(known);
    expect(exported.name).toMatch(/borgron-dispel-known-total.*\.csv$/);
    expect(exported.rows).toEqual(await app.tableRows(known));
    expect(exported.rows[0]).toEqual([
      'caster_total',
      'dispeller_int_1',
      'dispeller_int_2',
      'dispeller_int_3',
      'dispeller_int_4',
      'dispeller_int_5',
      'dispeller_int_6',
    ]);
  });
});
