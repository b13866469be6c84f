import { expect, test } from './reused-page';
import { Mage2ePage } from './pages/mage2e-page';
import { QuestPage } from './pages/quest-page';

test.describe('How chances read', () => {
  test('one choice in the status bar writes every chance on every screen, and is kept; CSV keeps decimals', async ({
    page,
  }) => {
    const mage = new Mage2ePage(page);
    await mage.open();
    const chances = page.getByRole('combobox', { name: 'Chances as' });
    await expect(chances).toHaveValue('percent');
    await expect(mage.odds('paradox')).toHaveText('65.7%');

    // As a fraction: "1 in N", and past even odds from the other side.
    await chances.selectOption('fraction');
    await expect(mage.odds('paradox')).toHaveText('all but 1 in 2.9');
    await expect(mage.odds('dramatic-failure')).toHaveText(/^1 in [\d,]+$/);
    // The sweep's table follows too.
    const sweep = mage.sweepCard;
    await sweep.getByRole('button', { name: 'Table' }).click();
    await expect(mage.rowCells(sweep, 1).nth(2)).toHaveText(/^(all but )?1 in [\d.,]+$/);

    // The Quest screen's example keeps its exact fraction; its matrix cells follow the choice.
    const quest = new QuestPage(page);
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^Quest/ })
      .click();
    await expect(quest.figure('quest-dispel-example')).toContainText(
      'Before the cast: 575/1296. Against a total of 12',
    );
    await expect(quest.figure('quest-dispel-example')).toContainText('on 2d6: 5/12.');
    const known = quest.card('Dispel odds against a known total');
    await expect(quest.marked(known).cell).toHaveText('1 in 2.4');

    // As a decimal, kept for the next start.
    await chances.selectOption('decimal');
    await expect(quest.marked(known).cell).toHaveText('0.417');
    await expect(quest.figure('quest-dispel-example')).toContainText('on 2d6: 5/12 (0.417).');
    await page.reload();
    await expect(page.getByTestId('engine-status')).toHaveText('Engine ready');
    await expect(page.getByRole('combobox', { name: 'Chances as' })).toHaveValue('decimal');
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^Mage 2e/ })
      .click();
    await expect(mage.odds('paradox')).toHaveText('0.657');

    // The file is the same whatever the screen shows: decimals.
    const { rows } = await mage.exportCsv(mage.sweepCard);
    const [header, ...body] = rows;
    const paradox = header?.indexOf('p_paradox') ?? -1;
    expect(paradox).toBeGreaterThan(0);
    expect(body[2]?.[paradox]).toMatch(/^0\.65\d+$/);
    expect(mage.pageErrors).toEqual([]);
  });
});
