import { expect, test } from '@playwright/test';
import { Mage2ePage } from './pages/mage2e-page';

test.describe('Mage 2e', () => {
  let app: Mage2ePage;

  test.beforeEach(async ({ page }) => {
    app = new Mage2ePage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('build a rote with Yantras step by step', async ({ page }) => {
    test.setTimeout(60_000);
    await app.selectBuild('Rote with Yantras');
    await expect(app.pool).toHaveText('10 dice');

    // Step 2: improvised loses the rote's Skill and its free Reach; back to a rote.
    await app.radio('Improvised').check();
    await expect(app.pool).toHaveText('7 dice');
    await expect(app.trace('mage-base-pool')).toHaveText('3 (Gnosis) + 3 (Forces) = 6');
    await app.radio('Rote').check();
    await expect(app.pool).toHaveText('10 dice');
    await app.field('Skill dice').fill('4');
    await expect(app.pool).toHaveText('11 dice');
    await expect(app.trace('mage-base-pool')).toHaveText(
      '3 (Gnosis) + 3 (Forces) + 4 (rote Skill) = 10',
    );
    const success = await app.odds('success').textContent();

    // Step 5: a third Yantra, live.
    await expect(page.getByTestId('mage-yantra-count')).toContainText('2 of 3 Yantras');
    await app.checkbox('Runes').check();
    await expect(app.pool).toHaveText('13 dice');
    await expect(app.trace('mage-yantras')).toHaveText(
      '2 (Demesne) + 1 (Path Tool) + 2 (Runes) = 5',
    );
    await expect(page.getByTestId('mage-yantra-count')).toContainText('3 of 3 Yantras');
    await expect(app.odds('success')).not.toHaveText(success ?? '');
    await expect(app.odds('exceptional')).toHaveText('84.7%');

    // Step 3: within the free Reach there is no Paradox; one over brings it.
    await app.field('Other Reach').fill('0');
    await expect(app.trace('mage-reach-over')).toContainText('= 0');
    await expect(page.getByTestId('mage-paradox-pool')).toHaveText('No Paradox roll');
    await expect(app.odds('paradox')).toHaveText('0.0%');
    await expect(app.odds('exceptional')).toHaveText('91.0%');
    await app.field('Other Reach').fill('1');
    await expect(app.trace('mage-reach-over')).toHaveText(
      '4 (Reach used) \u2212 3 (free Reach) = 1',
    );
    await expect(page.getByTestId('mage-paradox-pool')).toHaveText('3 dice, 9-again');
    await expect(app.trace('mage-paradox-trace')).toContainText('1 Reach over × 2 (Gnosis 3)');
    await expect(app.odds('paradox')).toHaveText('65.7%');
    // The released Paradox's successes come off the casting pool: fewer exceptional successes.
    await expect(app.odds('exceptional')).toHaveText('84.7%');

    // Past the Gnosis limit: said, and the fourth is left out.
    await app.checkbox('Supernal Verge').check();
    await expect(app.errors).toHaveText(
      'Gnosis 3 allows 3 Yantras: Supernal Verge is over the limit and left out.',
    );
    await expect(page.getByTestId('mage-yantra-count')).toContainText('4 of 3 Yantras');
    await expect(app.pool).toHaveText('13 dice');

    // A bad value: explained inline, the numbers stay.
    for (const [typed, message] of [
      ['11', 'Gnosis must be a whole number from 1 to 10.'],
      ['abc', 'Gnosis must be a whole number, not \u201cabc\u201d.'],
    ] as const) {
      await app.field('Gnosis').fill(typed);
      await expect(app.form.getByRole('alert')).toHaveText(message);
      await expect(app.field('Gnosis')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'last valid' })).toBeVisible();
      await expect(app.pool).toHaveText('13 dice');
      await expect(page.locator('main')).not.toContainText('NaN');
    }
    // Escape puts the field back; Ctrl+Z then undoes the last change (the fourth Yantra).
    await app.field('Gnosis').press('Escape');
    await expect(app.field('Gnosis')).toHaveValue('3');
    await expect(app.form.getByRole('alert')).toHaveCount(0);
    await app.field('Gnosis').press('Control+z');
    await expect(app.checkbox('Supernal Verge')).not.toBeChecked();
    await expect(app.errors).toHaveCount(0);
    await expect(app.checkbox('Runes')).toBeChecked();
  });

  test('the seed’s 320 subjects at Size 35 is −12; sweep and export', async () => {
    await app.selectBuild('320 subjects at Size 35 (seed)');
    await expect(app.trace('mage-penalties')).toContainText(
      '\u2212 12 (Scale 320 subjects, Size 35',
    );
    await expect(app.trace('mage-penalties')).toContainText('= \u221212');
    await expect(app.pool).toHaveText('8 dice');
    // The Yantras stop at +5 past the penalties: 6 of them count here (12 + 5 = 17 allowed).
    await expect(app.trace('mage-yantras')).toContainText('= 6');

    const card = app.sweepCard;
    await card.getByLabel('Sweep').selectOption('potency');
    await expect(card.getByRole('heading', { name: 'Odds by Potency' })).toBeVisible();
    await card.getByRole('button', { name: 'Table' }).click();
    const table = card.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    const { name, rows } = await app.exportCsv(card);
    expect(name).toMatch(/320-subjects.*by-potency.*\.csv$/);
    const [header, ...body] = rows;
    expect(header).toEqual([
      'potency',
      'pool',
      'dramatic_failure',
      'failure',
      'success',
      'exceptional_success',
      'p_paradox',
    ]);
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual(['1', '8', '0', '0.057648', '0.82316', '0.119192', '0']);
    expect(body[1]?.slice(0, 2)).toEqual(['2', '6']);
    // The table shows the same rows as the file.
    const shown = await table.getByRole('row').allInnerTexts();
    for (const [index, row] of body.entries()) {
      expect(shown[index + 1]?.split('\t').map((cell) => cell.trim())).toEqual(row);
    }
  });
});
