import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

/**
 * What the Willpower screen shows after the designer deletes or adds what it was showing: the
 * training's baseline only for the ability trained, "Nothing to cast" once no ability is left, and the
 * Explain card back on the shown build once the build it explained is deleted, and an endurance
 * pattern the baseline cannot fight set beside no baseline answer.
 */
test.describe('The Willpower screen follows deletions and additions', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  /** The baseline is the last saved project; back on the Willpower screen. */
  async function compareWithLastSaved(page: Page): Promise<void> {
    await app.nav.getByRole('button', { name: /^What changed/ }).click();
    await page.getByRole('button', { name: 'Compare with last saved' }).click();
    await app.nav.getByRole('button', { name: /^Willpower/ }).click();
  }

  /** Adds a spell named Frost on the Spells, rods and summonings table, which it returns. */
  async function addFrost(): Promise<Locator> {
    await app.openTable('Spells, rods and summonings');
    const abilities = app.table('Spells, rods and summonings');
    await abilities.getByRole('button', { name: 'Add spell, rod or summoning' }).click();
    await abilities.getByLabel('New spell name', { exact: true }).fill('Frost');
    return abilities;
  }

  test('sets beside the training only the baseline’s same ability, and says when there is nothing to cast', async ({
    page,
  }) => {
    await compareWithLastSaved(page);
    const card = page.getByRole('region', { name: 'Training by casting' });
    const change = card.getByRole('button', { name: 'Change', exact: true });
    await expect(change).toBeVisible();

    // Frost was added since the save: the baseline has no Frost training to compare with.
    const abilities = await addFrost();
    await card.getByLabel('Cast over and over').selectOption({ label: 'Frost' });
    await expect(card).toContainText('Casting Frost');
    await expect(change).toHaveCount(0);
    await card.getByLabel('Cast over and over').selectOption({ label: 'Burning hands' });
    await expect(change).toBeVisible();

    // No ability left to cast: the card says so, rather than showing Burning hands' hours.
    await abilities.getByRole('button', { name: 'Delete Frost' }).click();
    await abilities.getByRole('button', { name: 'Delete Burning hands' }).click();
    await expect(card).toContainText('Nothing to cast: add a spell, rod or summoning under Tables');
    await expect(card.getByRole('table')).toHaveCount(0);
    await expect(card).not.toContainText('Burning hands');
    await abilities.getByRole('button', { name: 'Undo deleting Burning hands' }).click();
    await expect(card).toContainText('Casting Burning hands');
  });

  test('explains the shown build once the build whose point it explained is deleted', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await app.select('Class').selectOption('warrior');
    const explainer = page.getByRole('region', { name: 'Explain a point' });
    const of = explainer.getByLabel('of');
    const level = explainer.getByLabel('level', { exact: true });
    await level.fill('23');
    await level.press('Enter');
    await expect(of).toHaveValue('tathren-copy');
    await expect(page.getByTestId('explained-point')).toContainText('(22 level-ups');

    await page.getByRole('button', { name: 'Delete build', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Build: Tathren' })).toBeVisible();
    // Tathren is shown, at its level 1: the card explains that point, not the deleted copy's.
    await expect(of).toHaveValue('tathren');
    await expect(level).toHaveValue('1');
    await expect(page.getByTestId('explained-point')).toContainText('(level 1)');
  });

  test('sets no baseline beside an endurance pattern whose spell the baseline lacks', async ({
    page,
  }) => {
    await compareWithLastSaved(page);
    const card = page.getByRole('region', { name: 'Endurance, levels 1–60' });
    await card.scrollIntoViewIfNeeded();
    const change = card.getByRole('button', { name: 'Change', exact: true });
    await expect(change).toBeVisible();

    // Frost was added since the save: the saved data cannot cast it, so the saved fight of
    // Burning hands is not set beside the fight of Frost.
    await addFrost();
    await card.scrollIntoViewIfNeeded();
    await card.getByLabel('Cast 1', { exact: true }).selectOption({ label: 'Frost' });
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(change).toHaveCount(0);
    await card.getByLabel('Cast 1', { exact: true }).selectOption({ label: 'Burning hands' });
    await expect(change).toBeVisible();
  });
});
