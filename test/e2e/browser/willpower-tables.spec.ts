import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';
import { openSummary } from './pages/open-section';

test.describe('Willpower race and class tables', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
    await openSummary(page, 'Races and classes');
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('editing a race\u2019s mana redraws the curve at once', async ({ page }) => {
    const races = page.getByRole('region', { name: 'Races' });
    await races.getByLabel('Elf mana', { exact: true }).fill('5');
    await expect(app.levelOne).toHaveText(
      '5 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 20',
    );
    await expect(app.chart).toHaveAttribute('aria-label', /20 at level 1/);
    await races.getByLabel('Elf mana', { exact: true }).press('Tab');
    const hp = races.getByLabel('Elf HP', { exact: true });
    const before = await hp.boundingBox();
    await races.getByLabel('Elf mana', { exact: true }).fill('-1');
    const alert = races.getByRole('alert');
    await expect(alert).toHaveText('Mana must be a whole number from 0 to 999.');
    await expect(app.levelOne).toContainText('= 20');
    // The message is one line under its cell: the next column stays where it was.
    expect((await hp.boundingBox())?.x).toBe(before?.x);
    // One line: under two font sizes tall (two lines would be about three).
    const size = await alert.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect((await alert.boundingBox())?.height).toBeLessThan(2 * size);

    // A second refusal in the next cell: the first wraps in its own cell, neither printed over
    // the other, and the columns stay where they were.
    await hp.fill('-3');
    await expect(races.getByRole('alert')).toHaveCount(2);
    const [mana, next] = await races
      .getByRole('alert')
      // Where the words are drawn, not the message's box (as wide as its field): a line that
      // does not wrap runs on past it.
      .evaluateAll((alerts) =>
        alerts.map((each) => {
          const words = document.createRange();
          words.selectNodeContents(each);
          const { left, right } = words.getBoundingClientRect();
          return { left, right };
        }),
      );
    expect(mana.right, 'the mana message ends before the HP one starts').toBeLessThanOrEqual(
      next.left,
    );
    expect((await hp.boundingBox())?.x).toBe(before?.x);
  });

  test('renames a class everywhere it shows, and refuses a name already taken', async ({
    page,
  }) => {
    const classes = page.getByRole('region', { name: 'Classes' });
    await classes.getByLabel('Wizard name', { exact: true }).fill('Archmage');
    await expect(app.levelOne).toHaveText(
      '3 (Elf) + 12 (Archmage) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
    );
    await expect(app.select('Class').locator('option:checked')).toHaveText('Archmage (12)');
    await classes.getByLabel('Witch name', { exact: true }).fill('archmage');
    await expect(classes.getByRole('alert')).toHaveText(
      'There is already a class called Archmage.',
    );
  });

  test('adds and duplicates rows, which the build can then choose', async ({ page }) => {
    const races = page.getByRole('region', { name: 'Races' });
    await races.getByRole('button', { name: 'Duplicate Gnome' }).click();
    await expect(races.getByLabel('Gnome (copy) name', { exact: true })).toHaveValue(
      'Gnome (copy)',
    );
    // A new or copied row waits in its name field, the name selected: typing names it.
    await expect(races.getByLabel('Gnome (copy) name', { exact: true })).toBeFocused();
    await races.getByRole('button', { name: 'Add race' }).click();
    const name = races.getByLabel('New race name', { exact: true });
    await expect(name).toBeFocused();
    await page.keyboard.type('Halfling');
    await page.keyboard.press('Enter');
    await expect(races.getByLabel('Halfling name', { exact: true })).toHaveValue('Halfling');
    await races.getByLabel('Halfling mana', { exact: true }).fill('7');
    await app.select('Race').selectOption({ label: 'Halfling (7)' });
    await expect(app.levelOne).toHaveText(
      '7 (Halfling) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 22',
    );
    // The same in the item table (and every table of named rows).
    await app.openTable('Items');
    const items = app.table('Items');
    await items.getByRole('button', { name: 'Add item' }).click();
    await expect(items.getByLabel('New item name', { exact: true })).toBeFocused();
  });

  test('adds a race whose mana a build then reads', async ({ page }) => {
    const races = page.getByRole('region', { name: 'Races' });
    await races.getByRole('button', { name: 'Add race' }).click();
    await races.getByLabel('New race mana', { exact: true }).fill('7');
    await app.select('Race').selectOption({ label: 'New race (7)' });
    await expect(app.levelOne).toHaveText(
      '7 (New race) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 22',
    );
  });

  test('refuses to delete a race a build uses, and can undo a deletion', async ({ page }) => {
    const races = page.getByRole('region', { name: 'Races' });
    await races.getByRole('button', { name: 'Delete Elf' }).click();
    await expect(races.getByRole('alert')).toHaveText(
      'Elf is used by Tathren: give that build another race first.',
    );
    await expect(races.getByLabel('Elf name', { exact: true })).toBeVisible();
    await races.getByRole('button', { name: 'Delete Drow' }).click();
    await expect(races.getByLabel('Drow name', { exact: true })).toHaveCount(0);
    await expect(app.select('Race').locator('option', { hasText: 'Drow' })).toHaveCount(0);
    await races.getByRole('button', { name: 'Undo' }).click();
    await expect(races.getByLabel('Drow name', { exact: true })).toHaveValue('Drow');
  });
});
