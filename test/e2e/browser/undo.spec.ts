import { expect, test } from './reused-page';
import { DcssPage } from './pages/dcss-page';
import { WillpowerPage } from './pages/willpower-page';
import { openSummary } from './pages/open-section';

test.describe('Undo and redo', () => {
  test('undoes a whole field edit in one step, a choice in another; redoes both', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const undo = page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Redo' });
    await expect(undo).toBeDisabled();
    await expect(app.levelOne).toContainText('= 18');

    // Typed key by key: "1" then "7" commits Int 1 and then 17, but it is one edit of the field.
    const int = app.field('Intelligence');
    await int.selectText();
    await int.pressSequentially('17');
    await expect(app.levelOne).toContainText('= 19');
    await int.press('Tab');
    await app.select('Race').selectOption({ index: 1 });
    // Wait for the new race's breakdown before reading it (the engine answers asynchronously).
    await expect(app.levelOne).not.toContainText('3 (Elf)');
    const afterRace = await app.levelOne.textContent();

    await page.keyboard.press('Control+z');
    await expect(app.levelOne).toContainText('3 (Elf)');
    await expect(app.levelOne).toContainText('= 19');
    await page.keyboard.press('Control+z');
    await expect(app.levelOne).toContainText('= 18');
    await expect(int).toHaveValue('15');
    await expect(undo).toBeDisabled();

    await page.keyboard.press('Control+Shift+z');
    await expect(int).toHaveValue('17');
    await page.keyboard.press('Control+y');
    await expect(app.levelOne).toHaveText(afterRace ?? '');
    await expect(redo).toBeDisabled();

    // The buttons do the same, from any screen: undo the race from the DCSS screen.
    await app.nav.getByRole('button', { name: /DCSS/ }).click();
    await undo.click();
    await app.nav.getByRole('button', { name: /^\s*Willpower/ }).click();
    await expect(app.levelOne).toContainText('3 (Elf)');
    expect(app.pageErrors).toEqual([]);
  });

  test('Ctrl+Z in a field with a bad draft puts back its value, leaving other edits alone', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await app.field('Willpower').fill('14');
    await expect(app.field('Willpower')).toHaveValue('14');
    await app.field('Intelligence').fill('abc');
    await expect(app.field('Intelligence')).toHaveAttribute('aria-invalid', 'true');
    await app.field('Intelligence').press('Control+z');
    await expect(app.field('Intelligence')).toHaveValue('15');
    await expect(app.field('Intelligence')).toHaveAttribute('aria-invalid', 'false');
    await expect(app.field('Willpower')).toHaveValue('14');
    // The next Ctrl+Z is the project's: Willpower goes back to 12.
    await app.field('Intelligence').press('Control+z');
    await expect(app.field('Willpower')).toHaveValue('12');
  });

  test('a deleted build comes back selected, whichever Undo brings it back', async ({ page }) => {
    const app = new DcssPage(page);
    await app.open();
    const berserker = 'Demonspawn Berserker (seed)';
    const tab = page.getByRole('group', { name: 'DCSS builds' }).getByRole('button', {
      name: berserker,
    });
    await app.selectBuild(berserker);
    await expect(app.trr).toHaveText('1220');
    await page.getByRole('button', { name: 'Delete build', exact: true }).click();
    await expect(tab).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: `Deleted ${berserker}` }),
    ).toBeVisible();
    await expect(app.trr).not.toHaveText('1220');
    // Ctrl+Z, not the toast's own Undo: the build is back and shown again.
    await page.keyboard.press('Control+z');
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: `Deleted ${berserker}` })).toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { name: `Build: ${berserker}` })).toBeVisible();
    await expect(app.trr).toHaveText('1220');
    expect(app.pageErrors).toEqual([]);
  });

  test('says what it undoes, and shows the screen, the build and the field it puts back', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const toolbar = page.getByRole('toolbar', { name: 'Edit' });
    const undo = toolbar.getByRole('button', { name: /^Undo/ });
    const redo = toolbar.getByRole('button', { name: /^Redo/ });
    await app.field('Intelligence').fill('18');
    await app.field('Intelligence').press('Enter');
    await expect(undo).toHaveAccessibleName('Undo Intelligence (Willpower \u203a Tathren)');
    await expect(undo).toHaveAttribute('title', /^Undo Intelligence \(Willpower › Tathren\) \(/);
    await expect(undo).toContainText('Intelligence');

    // A DCSS edit of the second build, then the first build shown and another screen.
    const dcss = new DcssPage(page);
    await app.nav.getByRole('button', { name: /DCSS/ }).click();
    const berserker = 'Demonspawn Berserker (seed)';
    await dcss.selectBuild(berserker);
    const rings = dcss.field('Rings of regeneration');
    await expect(rings).toHaveValue('2');
    await rings.fill('3');
    await rings.press('Enter');
    await expect(undo).toHaveAccessibleName(
      `Undo Rings of regeneration (DCSS \u203a ${berserker})`,
    );
    await dcss.selectBuild('No regeneration bonuses');
    await app.nav.getByRole('button', { name: /^\s*Willpower/ }).click();
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();

    // Undo brings the DCSS screen back, with the build and its field, focused.
    await undo.click();
    await expect(page.getByRole('heading', { name: 'DCSS', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Build: ${berserker}` })).toBeVisible();
    await expect(rings).toHaveValue('2');
    await expect(rings).toBeFocused();
    await expect(redo).toHaveAccessibleName(
      `Redo Rings of regeneration (DCSS \u203a ${berserker})`,
    );
    await expect(undo).toHaveAccessibleName('Undo Intelligence (Willpower \u203a Tathren)');

    // Ctrl+Z from here: the Willpower screen and its Intelligence field, back to 15.
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    await expect(app.field('Intelligence')).toHaveValue('15');
    await expect(app.field('Intelligence')).toBeFocused();
    await expect(undo).toBeDisabled();
    await expect(undo).toHaveAccessibleName('Undo');
    await expect(undo).toHaveAttribute('title', /^Nothing to undo/);

    // Redo twice: Intelligence, then the rings, each shown where it was made.
    await page.keyboard.press('Control+y');
    await expect(app.field('Intelligence')).toHaveValue('18');
    await redo.click();
    await expect(page.getByRole('heading', { name: 'DCSS', level: 1 })).toBeVisible();
    await expect(rings).toHaveValue('3');
    expect(app.pageErrors).toEqual([]);
  });

  test('an Undo of a table edit opens the closed table and shows the field it puts back', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const table = await openSummary(page, 'Races and classes');
    const elfMana = page.getByLabel('Elf mana', { exact: true });
    const before = await elfMana.inputValue();
    await elfMana.fill('9');
    await elfMana.press('Enter');
    const undo = page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: /^Undo/ });
    await expect(undo).toHaveAccessibleName('Undo Elf mana (Willpower \u203a Tables)');
    await table.locator('summary').click();
    await expect(table).not.toHaveAttribute('open');
    await undo.click();
    await expect(table).toHaveAttribute('open');
    await expect(elfMana).toHaveValue(before);
    await expect(elfMana).toBeFocused();
    expect(app.pageErrors).toEqual([]);
  });
});
