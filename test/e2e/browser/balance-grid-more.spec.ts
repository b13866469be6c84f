import { expect, test } from './reused-page';
import { balanceScreen, gridRows, openGrid } from './pages/balance-page';
import { WillpowerPage } from './pages/willpower-page';

/** The balance grid's screen (other screens, kept mounted, have fields named alike). */
const screen = balanceScreen;

test.describe('The balance grid of Quest and Mage 2e', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('shows every Quest caster at the VPs each sorcery level starts, and opens a row at its VP', async ({
    page,
  }) => {
    const grid = await openGrid(page);
    await expect(screen(page).getByLabel('Ruleset').locator('option')).toHaveText([
      'Willpower',
      'NetHack 3.4',
      'DCSS',
      'Quest',
      'Mage 2e',
    ]);
    await screen(page).getByLabel('Ruleset').selectOption('quest');
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Caster',
      /^Mana pool VP1/,
      /^Mana pool VP18/,
      /^Mana pool VP40/,
      /^Casts a quest VP1/,
      /^Casts a quest VP18/,
      /^Casts a quest VP40/,
    ]);
    // Borgron (Int 5, three spells of 1, 2 and 3 mana, a potion): a pool of 6, 12 mana in a
    // quest; as a Journeyman (3 casts of each, the potion one more) Ward 4 times and the
    // projectile 3 times spend 10: 7 casts. The sorcerer is no hero: a Journeyman at every VP.
    expect(await gridRows(grid)).toEqual([
      ['Borgron', '6', '6', '6', '6', '7', '8'],
      ['Sorcerer from the underworld', '2', '2', '2', '1', '1', '1'],
    ]);
    await expect(
      screen(page).getByText(/Apprentice from VP 1, Journeyman from VP 18/),
    ).toBeVisible();

    // VP 0 is a level (a hero below Apprentice's VP casts as one); 1000 is past the game's VPs.
    const levels = screen(page).getByLabel('VPs');
    await levels.fill('1000');
    await levels.press('Enter');
    await expect(screen(page).locator('#grid-levels-error')).toHaveText(
      '"1000" is not a level: give whole numbers from 0 to 999, separated by commas (e.g. 1, 10, 30), or a range (0..999, or 0..999:5 for every fifth).',
    );
    await levels.fill('0, 18, 40');
    await levels.press('Enter');
    await expect(grid.getByRole('columnheader').nth(1)).toHaveText(/^Mana pool VP0/);

    // Int spread over 1–3: three rows a caster; Int 1 caps Borgron's pool at 3.
    await screen(page).getByLabel('Stat', { exact: true }).selectOption('int');
    await expect(screen(page).getByLabel('From', { exact: true })).toHaveValue('1');
    await screen(page).getByLabel('To', { exact: true }).fill('3');
    await expect(grid.locator('tbody tr')).toHaveCount(6);
    const low = (await gridRows(grid))[0] ?? [];
    expect(low.slice(0, 2)).toEqual(['Borgron, Int 1', '3']);

    // Its casts at VP 40 open a new caster, Int 1 at VP 40, on the Quest screen's budget card.
    await grid
      .getByRole('row', { name: /^Borgron, Int 1 / })
      .getByRole('cell')
      .nth(5)
      .click();
    await expect(page.getByRole('heading', { name: 'Quest', level: 1 })).toBeVisible();
    const tab = page
      .getByRole('group', { name: 'Quest casters' })
      .getByRole('button', { name: 'Borgron, Int 1' });
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    const form = page.getByRole('form', { name: 'Quest caster' });
    await expect(form.getByLabel('VP', { exact: true })).toHaveValue('40');
    await expect(form.getByLabel('Int', { exact: true })).toHaveValue('1');
    await expect(page.getByTestId('quest-level')).toHaveText('Master');
    await expect(page.getByTestId('quest-total-casts')).toHaveText(low[6] ?? '');
    await expect(tab).toContainText('Preview');
  });

  test('shows every Mage 2e spell by Gnosis, and opens a cell on the spell at that Gnosis', async ({
    page,
  }) => {
    const grid = await openGrid(page);
    await screen(page).getByLabel('Ruleset').selectOption('mage2e');
    await expect(screen(page).getByRole('textbox', { name: 'Gnosis' })).toHaveValue('1..10');
    await expect(grid.getByRole('columnheader')).toHaveCount(21);
    await expect(grid.getByRole('columnheader').nth(1)).toHaveText(
      /^Success chance \(%\) Gnosis 1/,
    );
    const rows = await gridRows(grid);
    expect(rows.map((row) => row[0])).toEqual([
      'Rote with Yantras',
      '320 subjects at Size 35 (seed)',
    ]);
    // The rote at its own Gnosis, 3: the Mage 2e screen's 65.7% chance of Paradox.
    expect(rows[0]?.[10 + 3]).toBe('65.7');

    // Its Paradox at Gnosis 5 opens the rote itself, its Gnosis moved to 5: one undoable edit.
    const atFive = rows[0]?.[10 + 5] ?? '';
    await grid
      .getByRole('row', { name: /^Rote with Yantras / })
      .getByRole('cell')
      .nth(14)
      .click();
    await expect(page.getByRole('heading', { name: 'Mage 2e', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Mage 2e spells' }).getByRole('button', {
        name: 'Rote with Yantras at Gnosis 5 Preview',
        exact: true,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    const form = page.getByRole('form', { name: 'Mage 2e spell' });
    await expect(form.getByLabel('Gnosis', { exact: true })).toHaveValue('5');
    // The screen writes a chance without a trailing 0 (76%), the grid to its column's tenth (76.0).
    await expect(page.getByTestId('mage-p-paradox')).toHaveText(`${Number(atFive)}%`);
    await expect(
      page.getByRole('group', { name: 'Preview' }).getByRole('button', { name: 'Keep as a spell' }),
    ).toBeVisible();
  });
});

test.describe('The balance grid’s rows', () => {
  test('a click anywhere in a row’s name cell opens it, not only on the name’s letters', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const grid = await openGrid(page);
    const name = grid.getByRole('row', { name: /^Gnome Wizard / }).getByRole('rowheader');
    await name.scrollIntoViewIfNeeded();
    const box = await name.boundingBox();
    if (box === null) throw new Error('no name cell');
    // Past the end of "Gnome Wizard", inside its cell.
    await page.mouse.click(box.x + box.width - 14, box.y + box.height / 2);
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Builds' }).getByRole('button', { name: 'Gnome Wizard' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(app.pageErrors).toEqual([]);
  });
});
