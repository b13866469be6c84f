import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { KILL_CELLS_MAX } from '../../../shared/rulesets/willpower/mana-on-kill';
import { DcssPage } from './pages/dcss-page';
import { lookUntil } from './pages/look-at';
import { Mage2ePage } from './pages/mage2e-page';
import { QuestPage } from './pages/quest-page';
import { WillpowerPage } from './pages/willpower-page';
import { openSummary } from './pages/open-section';

/**
 * What you type is what you get: every field's edit is one transaction. A valid value shows at
 * once; text that is not a valid value puts the data back to the value it had before the typing
 * (the figures, Explain and a save with it), Escape puts that value back in the field too, and the
 * typing is one undo step, none when it ends where it began. One test per kind of field, each
 * typed key by key as a designer types (a valid first key, then an invalid text).
 */

/** The project as a save writes it: Ctrl+S from where the focus is, or the Save button. */
async function saveProject(page: Page, how: 'keys' | 'button'): Promise<ProjectFile> {
  const download = page.waitForEvent('download');
  if (how === 'keys') await page.keyboard.press('Control+s');
  else {
    await page
      .getByRole('toolbar', { name: 'File' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) {
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ProjectFile;
}

interface ProjectFile {
  willpower: {
    data: {
      races: { id: string; name: string }[];
      classes: { id: string; hp: number }[];
      statuses: { id: string; factor: number }[];
    };
    builds: { stats: { int: number } }[];
  };
  quest: { builds: { name: string; int: number }[] };
  mage2e: { builds: { name: string; gnosis: number }[] };
}

/** Selects the field's text and types over it key by key. */
async function typeOver(field: Locator, typed: string): Promise<void> {
  await field.click();
  await field.selectText();
  await field.pressSequentially(typed);
}

function undoButton(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: /^Undo/ });
}

test.describe('A field edit is one transaction', () => {
  let errors: string[];

  test.beforeEach(({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('a whole number in a build panel: Intelligence 999 never reaches the figures, Explain or the file', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const int = app.field('Intelligence');
    const undo = undoButton(page);
    const explained = page.getByTestId('explained-point');
    await expect(app.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
    );
    await expect(explained).toContainText('= 18');

    // "9" is a valid Intelligence on the way to "999": shown live, then taken back.
    await typeOver(int, '999');
    await expect(page.getByRole('alert')).toHaveText(
      'Intelligence must be a whole number from 1 to 30.',
    );
    await expect(app.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
    );
    await expect(app.chart).toHaveAttribute('aria-label', /18 at level 1,/);
    await expect(explained).toContainText('= 18');
    // Nothing changed, so there is nothing to undo.
    await expect(undo).toBeDisabled();

    // Saved with the draft still in the focused field: the file has 15, and the notice says why.
    const saved = await saveProject(page, 'keys');
    expect(saved.willpower.builds[0]?.stats.int).toBe(15);
    await expect(page.getByRole('toolbar', { name: 'File' }).getByRole('status')).toContainText(
      '1 field still to fix was not saved (the file has the value from before the edit): ' +
        'Willpower \u203a Tathren \u203a Intelligence.',
    );

    // Left with the draft: it stays, named, over the value from before the edit.
    await int.press('Tab');
    await expect(int).toHaveValue('999');
    await expect(page.getByRole('status').filter({ hasText: 'Fix the highlighted' })).toContainText(
      'Fix the highlighted field (Intelligence) to update; the chart shows the values from ' +
        'before the edit.',
    );
    await expect(app.levelOne).toContainText('= 18');

    // Back in the field, Escape puts back 15, the value before the typing (not the typed 9).
    await int.focus();
    await int.press('Escape');
    await expect(int).toHaveValue('15');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(undo).toBeDisabled();

    // A finished edit, typed key by key ("1", then "17"), is one step that Undo names.
    await typeOver(int, '17');
    await int.press('Tab');
    await expect(app.levelOne).toContainText('= 19');
    await expect(undo).toHaveAccessibleName('Undo Intelligence (Willpower \u203a Tathren)');
    await undo.click();
    await expect(int).toHaveValue('15');
    await expect(app.levelOne).toContainText('= 18');
    await expect(explained).toContainText('= 18');
    await expect(undo).toBeDisabled();
  });

  test('a table cell: a class’s HP 1000000000 leaves the HP curve and the file alone', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await openSummary(page, 'Races and classes');
    const hp = page.getByRole('region', { name: 'Classes' }).getByLabel('Wizard HP', {
      exact: true,
    });
    const hpCard = page.getByRole('region', { name: 'Max HP, levels 1–60 (assumed HP model)' });
    await hpCard.getByRole('button', { name: 'Table' }).click();
    const hpAtOne = hpCard.getByRole('row', { name: /^1 / }).getByRole('cell');
    await expect(hp).toHaveValue('4');
    await expect(hpAtOne).toHaveText('5');

    // "1", "10" and "100" are valid on the way; "1000" is not, and the data goes back to 4.
    await typeOver(hp, '1000000000');
    await expect(page.getByRole('alert')).toHaveText('HP must be a whole number from 0 to 999.');
    await expect(hpAtOne).toHaveText('5');
    await expect(undoButton(page)).toBeDisabled();
    const saved = await saveProject(page, 'button');
    expect(saved.willpower.data.classes.find((row) => row.id === 'wizard')?.hp).toBe(4);
    await expect(hp).toHaveValue('1000000000');

    await typeOver(hp, '6');
    await hp.press('Enter');
    await expect(hpAtOne).toHaveText('7');
    await expect(undoButton(page)).toHaveAccessibleName('Undo Wizard HP (Willpower \u203a Tables)');
    // By keyboard: the last Undo disables its own button; the focus goes to the cell it put back.
    await undoButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(hp).toHaveValue('4');
    await expect(hpAtOne).toHaveText('5');
    await expect(undoButton(page)).toBeDisabled();
    await expect(hp).toBeFocused();
  });

  test('an Explain level: 99 explains level 1 still, and Escape puts 1 back', async ({ page }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const level = page.locator('#explain-level');
    const explained = page.getByTestId('explained-point');
    await expect(explained).toHaveText('18 (level 1) + 0 (0 level-ups \u00d7 8) = 18');
    await typeOver(level, '99');
    await expect(page.getByRole('alert')).toHaveText('Level must be a whole number from 1 to 60.');
    await expect(explained).toHaveText('18 (level 1) + 0 (0 level-ups \u00d7 8) = 18');
    await level.press('Escape');
    await expect(level).toHaveValue('1');
    await expect(explained).toHaveText('18 (level 1) + 0 (0 level-ups \u00d7 8) = 18');
    // The level explained is the screen's, not the project's: no undo step either way.
    await typeOver(level, '2');
    await expect(explained).toContainText('(1 level-up');
    await expect(undoButton(page)).toBeDisabled();
  });

  test('a decimal field: a status factor typed past a valid value keeps the regeneration it had', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await app.regenPanel.getByLabel('Poisoned').check();
    const perPoint = page.getByTestId('regen-per-point');
    await expect(perPoint).toContainText('every 432 s');
    await app.openTable('Statuses');
    const factor = app.table('Statuses').getByLabel('Poisoned factor', { exact: true });
    const undo = undoButton(page);
    const undoBefore = await undo.getAttribute('aria-label');

    // "0.25" is valid on the way (864 s a point); "0.25e" is not, and 0.5 comes back.
    await typeOver(factor, '0.25e');
    await expect(page.getByRole('alert')).toHaveText(
      'The factor must be a number from 0 to 1, not \u201c0.25e\u201d.',
    );
    await expect(perPoint).toContainText('every 432 s');
    await expect(undo).toHaveAttribute('aria-label', undoBefore ?? '');
    const saved = await saveProject(page, 'keys');
    expect(saved.willpower.data.statuses.find((row) => row.id === 'poisoned')?.factor).toBe(0.5);
    await factor.press('Escape');
    await expect(factor).toHaveValue('0.5');

    await typeOver(factor, '0.25');
    await expect(perPoint).toContainText('every 864 s');
    await factor.press('Tab');
    await expect(undo).toHaveAccessibleName('Undo Poisoned factor (Willpower \u203a Tables)');
    await undo.click();
    await expect(factor).toHaveValue('0.5');
    await expect(perPoint).toContainText('every 432 s');
  });

  test('a text field: a race renamed to a name taken stays Elf in the breakdown and the file', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await openSummary(page, 'Races and classes');
    const name = page.getByRole('region', { name: 'Races' }).getByLabel('Elf name', {
      exact: true,
    });
    // "G", "Gn"… are names no race has; "Gnome" is taken.
    await typeOver(name, 'Gnome');
    await expect(page.getByRole('alert')).toHaveText('There is already a race called Gnome.');
    await expect(app.levelOne).toContainText('3 (Elf)');
    await expect(app.select('Race').locator('option:checked')).toHaveText('Elf (3)');
    await expect(undoButton(page)).toBeDisabled();
    const saved = await saveProject(page, 'keys');
    expect(saved.willpower.data.races.find((row) => row.id === 'elf')?.name).toBe('Elf');
    await name.press('Escape');
    await expect(name).toHaveValue('Elf');
  });

  test('a dice field: damage typed past 2d6+1 into nonsense keeps the 2d6 kill', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const card = page.getByRole('region', { name: 'Endurance, levels 1–60' });
    const explain = card.getByTestId('endurance-explain');
    await lookUntil(card, explain);
    await expect(explain).toContainText('Burning hands 2d6.');
    const kill = 'a kill takes 5 casts / 6 casts / 8 casts';
    await expect(explain).toContainText(kill);
    const damage = card.getByLabel('Cast 1 damage');
    // "2", "2d6", "2d6+1" are valid dice on the way; "2d6+1x" is not.
    await typeOver(damage, '2d6+1x');
    await expect(card.locator('#endurance-damage-0-error')).toHaveText(
      '"+1x" is not dice like 2d6 or a whole number.',
    );
    await expect(explain).toContainText('Burning hands 2d6.');
    await expect(explain).toContainText(kill);
    await damage.press('Escape');
    await expect(damage).toHaveValue('2d6');
  });

  test('Mage 2e and Quest: Gnosis 11 and Int 100 keep the Paradox odds and the file as they were', async ({
    page,
  }) => {
    const mage = new Mage2ePage(page);
    await mage.open();
    // One Reach over the free Reach, so Gnosis sets the Paradox dice.
    await mage.field('Other Reach').fill('1');
    await mage.field('Other Reach').press('Tab');
    const paradox = await mage.odds('paradox').textContent();
    const gnosis = mage.field('Gnosis');
    await expect(gnosis).toHaveValue('3');
    // Gnosis 1 ("1" on the way to "11") has other Paradox odds: seen live, then taken back.
    await typeOver(gnosis, '1');
    await expect(mage.odds('paradox')).not.toHaveText(paradox ?? '');
    await typeOver(gnosis, '11');
    await expect(page.getByRole('alert')).toHaveText('Gnosis must be a whole number from 1 to 10.');
    await expect(mage.odds('paradox')).toHaveText(paradox ?? '');
    await gnosis.press('Escape');
    await expect(gnosis).toHaveValue('3');

    const quest = new QuestPage(page);
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^Quest/ })
      .click();
    const int = quest.field('Int');
    await expect(int).toHaveValue('5');
    const undoLabel = await undoButton(page).getAttribute('aria-label');
    await typeOver(int, '100');
    await expect(page.getByRole('alert')).toHaveText('Int must be a whole number from 0 to 99.');
    await expect(undoButton(page)).toHaveAttribute('aria-label', undoLabel ?? '');
    const saved = await saveProject(page, 'button');
    expect(saved.quest.builds[0]?.int).toBe(5);
    expect(saved.mage2e.builds[0]?.gnosis).toBe(3);
  });

  test('text that is no number gets a message naming the field’s range, whatever its rule’s wording', async ({
    page,
  }) => {
    const dcss = new DcssPage(page);
    await dcss.open();
    const rules = await dcss.openRules();
    const divisor = rules.getByLabel('Divisor below it', { exact: true });
    await divisor.fill('NaN');
    await expect(rules.getByRole('alert')).toHaveText(
      'The base rate divisor below the knee must be a whole number from 1 up, not \u201cNaN\u201d.',
    );
    await divisor.press('Escape');

    // The kill form's rule says only its range: it follows the kind's message.
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^\s*Willpower/ })
      .click();
    const kill = page.getByRole('group', { name: 'Add a kill' });
    await kill.getByLabel('Across').fill('1e999');
    await expect(kill.getByRole('alert')).toHaveText(
      `Across must be a whole number, not \u201c1e999\u201d. From \u2212${KILL_CELLS_MAX} to ${KILL_CELLS_MAX} cells.`,
    );
  });
});
