import { expect, test } from './reused-page';
import { lookName, SIZES } from './pages/looks';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Several Willpower builds', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('overlays a duplicated build on the chart and in the table, each edited on its own', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Build: Tathren (copy)' })).toBeVisible();
    // A copy draws on its original until it is edited: the card says the two lines are one.
    await expect(app.chartCard.getByTestId('same-lines')).toHaveText(
      'Tathren: max mana and Tathren (copy): max mana draw the same line. Each line beneath ' +
        'shows as an outline around the one above it.',
    );
    await app.field('Name').fill('Brute');
    await app.select('Class').selectOption('warrior');
    await expect(app.chart).toHaveAttribute('aria-label', /for Tathren: 18 at level 1/);
    await expect(app.chart).toHaveAttribute('aria-label', /for Brute: 7 at level 1/);
    await expect(app.chartCard.getByTestId('same-lines')).toHaveCount(0);
    await app.showTable();
    const row = app.chartCard.getByRole('row', { name: /^2 / });
    await expect(row.getByRole('cell')).toHaveText(['26', '9']);

    await page
      .getByRole('group', { name: 'Builds' })
      .getByRole('button', { name: 'Tathren' })
      .click();
    await expect(app.field('Name')).toHaveValue('Tathren');
    await expect(app.select('Class')).toHaveValue('wizard');
  });

  test('goes from the Race and Class choices to their tables, at the chosen row', async ({
    page,
  }) => {
    const races = page.getByRole('region', { name: 'Races' });
    // The tables start closed, at the bottom of the screen, and are built when first opened: the
    // screen starts without their fields (903 elements instead of 2,395).
    await expect(races).toBeHidden();
    await expect(page.getByLabel('Elf name', { exact: true })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Build' });
    await form.getByRole('button', { name: 'Edit races…' }).click();
    await expect(races).toBeInViewport();
    await expect(races.getByLabel('Elf name', { exact: true })).toBeFocused();

    await app.select('Class').selectOption('warrior');
    await form.getByRole('button', { name: 'Edit classes…' }).click();
    const classes = page.getByRole('region', { name: 'Classes' });
    await expect(classes.getByLabel('Warrior name', { exact: true })).toBeFocused();
    await expect(classes.getByLabel('Warrior name', { exact: true })).toBeInViewport();
    // Renamed there, the choice follows.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Brute');
    await page.keyboard.press('Tab');
    await expect(app.select('Class').locator('option:checked')).toHaveText(/^Brute/);
  });

  /**
   * The cards a scroll passes take their real heights as they are first laid out (content-visibility):
   * "Edit races…" once left Elf's name 438 px above a 1024×768 window, and the Races table, wider
   * than its card, was cut off at the card's edge with its Delete buttons out of reach.
   */
  for (const look of SIZES) {
    test(`at ${lookName(look)}, a table opened from its choice stays in the window, its last column in reach`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: look.width, height: look.height });
      await page.emulateMedia({ colorScheme: look.colorScheme });
      const form = page.getByRole('form', { name: 'Build' });
      for (const [button, table, row] of [
        ['Edit races…', 'Races', 'Elf'],
        ['Edit classes…', 'Classes', 'Wizard'],
      ] as const) {
        await form.getByRole('button', { name: button }).click();
        const region = page.getByRole('region', { name: table });
        const name = region.getByLabel(`${row} name`, { exact: true });
        await expect(name).toBeFocused();
        // Where it ends once the cards scrolled past are laid out (a few frames).
        await page.evaluate(
          () =>
            new Promise<void>((done) => {
              let frames = 0;
              const next = () => (++frames < 40 ? requestAnimationFrame(next) : done());
              next();
            }),
        );
        await expect(name, `${table}: ${row}'s name`).toBeInViewport();
        // The whole row fits the card, Delete included: no sideways scroll to find it (a
        // window's scrollbar may be hidden until scrolled).
        const remove = region.getByRole('button', { name: `Delete ${row}`, exact: true });
        expect(
          await region.locator('.scroll').evaluate((box) => box.scrollWidth - box.clientWidth),
          `${table}: sideways scroll`,
        ).toBeLessThanOrEqual(0);
        await remove.focus();
        await expect(remove, `${table}: Delete ${row}`).toBeInViewport({ ratio: 1 });
        await form.getByRole('button', { name: button }).scrollIntoViewIfNeeded();
      }
    });
  }

  test('goes from the items worn and the talents to their tables', async ({ page }) => {
    const focused = page.locator(':focus');
    const items = page.getByRole('group', { name: 'Items worn' });
    // Nothing worn: the table's first row; then the item put on last.
    await items.getByRole('button', { name: 'Edit items…' }).click();
    await expect(page.getByRole('region', { name: 'Items' }).locator(':focus')).toHaveValue(
      'Ring of mana (+5)',
    );
    await expect(focused).toBeInViewport();
    const putOn = items.getByLabel('Put on');
    const last = (await putOn.locator('option').allTextContents()).at(-1) ?? '';
    await putOn.selectOption({ label: last });
    await items.getByRole('button', { name: 'Edit items…' }).click();
    await expect(page.getByRole('region', { name: 'Items' }).locator(':focus')).toHaveValue(last);
    await expect(focused).toBeInViewport();

    const talents = page.getByRole('group', { name: 'Talents' });
    await talents.getByRole('button', { name: 'Edit talents…' }).click();
    await expect(page.getByRole('region', { name: 'Talents' }).locator(':focus')).toHaveValue(
      'Deep well',
    );
    await expect(focused).toBeInViewport();

    // A table with no rows left: Edit… opens it at its Add button (not a button that does nothing).
    await items.getByRole('button', { name: `Take off ${last}` }).click();
    const table = page.getByRole('region', { name: 'Items' });
    for (
      let rows = await table.getByRole('button', { name: /^Delete / }).count();
      rows > 0;
      rows--
    ) {
      await table
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
    }
    await expect(table.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await items.getByRole('button', { name: 'Edit items…' }).click();
    await expect(focused).toHaveText('Add item');
    await expect(focused).toBeInViewport();
    await expect(items.getByRole('button', { name: 'Edit items…' })).toHaveAttribute(
      'title',
      /has none yet/,
    );
  });

  test('deletes a build with undo, and keeps at least one', async ({ page }) => {
    const remove = page.getByRole('button', { name: 'Delete build', exact: true });
    await expect(remove).toBeDisabled();
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await remove.click();
    await expect(page.getByRole('group', { name: 'Builds' }).getByRole('button')).toHaveText([
      'Tathren',
    ]);
    // Delete turned itself off (one build left): the build shown has the focus, not the page.
    await expect(remove).toBeDisabled();
    await expect(
      page.getByRole('group', { name: 'Builds' }).getByRole('button', { name: 'Tathren' }),
    ).toBeFocused();
    // The build tabs' own Undo (beside "Deleted Tathren (copy)."), not the Edit toolbar's.
    await page
      .getByRole('status')
      .filter({ hasText: 'Deleted' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(page.getByRole('heading', { name: 'Build: Tathren (copy)' })).toBeVisible();
  });

  test('explains any point: every term that made it', async ({ page }) => {
    await page.getByLabel('Put on').selectOption('ring-of-mana');
    const explainer = page.getByRole('region', { name: 'Explain a point' });
    await explainer.getByLabel('level', { exact: true }).fill('23');
    await expect(page.getByTestId('explained-point')).toHaveText(
      '18 (level 1) + 176 (22 level-ups \u00d7 8) + 5 (Ring of mana (+5)) = 199',
    );
    // A click on the curve explains the point under the pointer.
    const box = await app.chart.boundingBox();
    if (box === null) throw new Error('no chart');
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await expect(explainer.getByLabel('level', { exact: true })).not.toHaveValue('23');
    await expect(page.getByTestId('explained-point')).toContainText('(Ring of mana (+5))');
  });

  test('keeps build names unique, and a copy of a copy is "(copy 2)"', async ({ page }) => {
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Build: Tathren (copy 2)' })).toBeVisible();
    await app.field('Name').fill('tathren');
    await expect(page.getByRole('alert')).toHaveText('There is already a build called Tathren.');
  });
});
