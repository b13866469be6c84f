import { expect, test } from './reused-page';
import { balanceScreen, gridRows, openGrid } from './pages/balance-page';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';
import { lookName, SIZES } from './pages/looks';
import { openSummary } from './pages/open-section';

/** The balance grid's screen (other screens, kept mounted, have fields named alike). */
const screen = balanceScreen;

test.describe('The balance grid', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('shows every race × class, sorts, filters and pins a column', async ({ page }) => {
    const grid = await openGrid(page);
    // The seed's 13 races × 15 classes, Tathren's stats: the Elf Wizard starts on the seed's 18.
    await expect(grid.locator('tbody tr')).toHaveCount(195);
    const first = await gridRows(grid);
    expect(first[0]?.slice(0, 2)).toEqual(['Elf Wizard', '18']);
    await expect(
      page.getByText(/^Bare builds .* with Tathren's stats: Int 15, Wil 12/),
    ).toBeVisible();

    // Sort by max HP at 60, highest first, then lowest first.
    const header = grid.getByRole('columnheader', { name: /^Max HP L60/ });
    await header.getByRole('button', { name: 'Max HP L60', exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const column = (rows: string[][]) => rows.map((row) => Number(row[8]));
    const descending = column(await gridRows(grid));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(descending.at(-1) ?? Infinity);
    await header.getByRole('button', { name: 'Max HP L60', exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = column(await gridRows(grid));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // Filter by name.
    await screen(page).getByLabel('Filter rows').fill('gnome');
    await expect(grid.locator('tbody tr')).toHaveCount(15);
    await expect(screen(page).getByText('15 of 195 rows')).toBeVisible();
    for (const row of await gridRows(grid)) expect(row[0]).toMatch(/^Gnome /);
    await screen(page).getByLabel('Filter rows').fill('');

    // Pin a column: it moves to the front and stays at the left while the grid scrolls.
    await grid.getByRole('button', { name: 'Pin Max HP L30' }).click();
    await expect(grid.getByRole('button', { name: 'Pin Max HP L30' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(grid.getByRole('columnheader').nth(1)).toContainText('Max HP L30');
    const pinned = grid.getByRole('columnheader').nth(1);
    const before = await pinned.boundingBox();
    await grid.locator('..').evaluate((scroller) => (scroller.scrollLeft = 400));
    await expect.poll(async () => (await pinned.boundingBox())?.x).toBe(before?.x);
  });

  test('flags an outlier a data edit plants, and opens its build explained at that level', async ({
    page,
  }) => {
    // Plant it: Gnomes get 40 base mana (the seed: 3).
    await openSummary(page, 'Races and classes');
    await page
      .getByRole('region', { name: 'Races' })
      .getByLabel('Gnome mana', { exact: true })
      .fill('40');
    await expect(page.getByRole('region', { name: 'Races' }).getByRole('alert')).toHaveCount(0);

    const grid = await openGrid(page);
    const outliers = page.getByRole('region', { name: 'Outliers' });
    const planted = outliers.getByRole('button', {
      name: /^Gnome Wizard: max mana at level 1 is \d+\.\dσ above the roster \(55\)$/,
    });
    await expect(planted).toBeVisible();
    // Every Gnome row is flagged; "Only rows with an outlier" keeps them.
    await screen(page).getByLabel('Only rows with an outlier').check();
    const flagged = await gridRows(grid);
    expect(flagged.filter((row) => row[0]?.startsWith('Gnome '))).toHaveLength(15);
    await expect(grid.locator('td.outlier', { hasText: '55' })).toHaveCount(1);

    // z-scores instead of values.
    await screen(page).getByRole('radio', { name: 'z-scores' }).check();
    await expect(
      grid
        .getByRole('row', { name: /^Gnome Wizard / })
        .getByRole('cell')
        .first(),
    ).toHaveText(/^\+\d\.\d\d$/);

    await planted.click();
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    // Max mana is explained at the top of the screen: its title takes the focus.
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeFocused();
    const tab = page
      .getByRole('group', { name: 'Builds' })
      .getByRole('button', { name: 'Gnome Wizard' });
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    await expect(app.field('Level')).toHaveValue('1');
    await expect(app.levelOne).toHaveText(
      '40 (Gnome) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 55',
    );
    // Opened, not added: a preview, marked, and the project as it was (Undo still names the
    // Gnomes' mana, the last edit).
    await expect(tab).toContainText('Preview');
    const notice = page.getByRole('group', { name: 'Preview' });
    await expect(notice).toContainText(
      'Gnome Wizard is a preview from the Balance grid: not in the project, not saved and not in the undo history.',
    );
    // The notice in sight: no second one in the corner.
    await expect(page.getByRole('group', { name: 'Not in the project' })).toHaveCount(0);
    const undo = page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: /^Undo/ });
    await expect(undo).toHaveAccessibleName(/^Undo Gnome mana/);
    // Its edits change the preview alone.
    await app.field('Intelligence').fill('16');
    await expect(app.levelOne).toHaveText(
      '40 (Gnome) + 12 (Wizard) + 3 (Int) + 1 (Wil) + 0 (Pre) = 56',
    );
    await expect(undo).toHaveAccessibleName(/^Undo Gnome mana/);

    // Opening the same row at another level shows the preview there, still the one preview.
    await openGrid(page);
    await screen(page).getByRole('radio', { name: 'Values' }).check();
    await grid
      .getByRole('row', { name: /^Gnome Wizard / })
      .getByRole('cell')
      .nth(3)
      .click();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    await expect(app.field('Level')).toHaveValue('60');
    const tabs = page.getByRole('group', { name: 'Builds' }).getByRole('button');
    await expect(tabs).toHaveText(['Tathren', /^Gnome Wizard\s*Preview$/]);
    // Closed: gone, the focus on the build shown instead, and the project as it was.
    await notice.getByRole('button', { name: 'Close preview' }).click();
    await expect(tabs).toHaveText(['Tathren']);
    await expect(tabs.first()).toBeFocused();
    await expect(undo).toHaveAccessibleName(/^Undo Gnome mana/);
  });

  test('gives each row its race’s typical stats, as the Races tables set them, and opens a row with them', async ({
    page,
  }) => {
    // Plant a bookish Gnome: typical Int 20 (the assumed 12); the field refuses 31 first.
    await openSummary(page, 'Races and classes');
    const races = page.getByRole('region', { name: 'Races' });
    const gnomeInt = races.getByLabel('Gnome typical Int', { exact: true });
    await gnomeInt.fill('31');
    await expect(races.getByRole('alert')).toHaveText(
      'Typical Int must be a whole number from 1 to 30.',
    );
    await gnomeInt.fill('20');
    await expect(races.getByRole('alert')).toHaveCount(0);

    const grid = await openGrid(page);
    const gnomeWizard = grid.getByRole('row', { name: /^Gnome Wizard / }).getByRole('cell');
    // Tathren's stats first: 3 (Gnome) + 12 (Wizard) + 2 (Int 15) + 1 (Wil 12) + 0 (Pre 10).
    await expect(gnomeWizard.first()).toHaveText('18');
    await screen(page).getByLabel('Each race’s typical stats').check();
    // The Gnome's own: + 5 (Int 20) + 0 (Wil 11) − 1 (Pre 9).
    await expect(gnomeWizard.first()).toHaveText('19');
    await expect(screen(page).getByLabel('Conditions from')).toBeVisible();
    await expect(
      screen(page).getByText(
        "Bare builds (no items, talents, trained skills or sign) with each race's typical stats (the Races table).",
      ),
    ).toBeVisible();

    await gnomeWizard.first().click();
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Builds' }).getByRole('button', { name: 'Gnome Wizard' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(app.levelOne).toHaveText(/^3 \(Gnome\) \+ 12 \(Wizard\) \+ 5 \(Int\) .* = 19$/);

    // NetHack: a Dwarf takes its typical Con 14 and Wis 10, and opens with them.
    await openGrid(page);
    await screen(page).getByLabel('Ruleset').selectOption('nethack34');
    await expect(screen(page).getByLabel('Each race’s typical stats')).not.toBeChecked();
    await screen(page).getByLabel('Each race’s typical stats').check();
    await expect(screen(page).getByLabel('Int and options from')).toBeVisible();
    await expect(
      screen(page).getByText(
        /^Characters with each race's typical Con and Wis \(the Races table\)/,
      ),
    ).toBeVisible();
    await grid
      .getByRole('row', { name: /^Dwarf Caveman / })
      .getByRole('cell')
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'NetHack 3.4', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'NetHack builds' })
        .getByRole('button', { name: 'Dwarf Caveman' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const build = page.getByRole('form', { name: 'NetHack build' });
    await expect(build.getByLabel('Constitution', { exact: true })).toHaveValue('14');
    await expect(build.getByLabel('Wisdom', { exact: true })).toHaveValue('10');
  });

  test('spreads one stat over a range, and refuses what the CLI refuses', async ({ page }) => {
    const grid = await openGrid(page);
    await screen(page).getByLabel('Stat', { exact: true }).selectOption('int');
    await expect(screen(page).getByText('Showing the first 200 of 1170 rows')).toBeVisible();
    const rows = await gridRows(grid);
    expect(rows.slice(0, 3).map((row) => row[0])).toEqual([
      'Elf Wizard, Int 8',
      'Elf Wizard, Int 10',
      'Elf Wizard, Int 12',
    ]);
    // 13 races × 15 classes × Int 8, 10, …, 18 (six scores).
    await expect(
      screen(page).getByRole('heading', { level: 2, name: /^Willpower balance grid/ }),
    ).toHaveText('Willpower balance grid: 13 races × 15 classes × 6 Int scores');
    await screen(page).getByRole('button', { name: 'Show 970 more' }).click();
    await expect(grid.locator('tbody tr')).toHaveCount(1170);

    const to = screen(page).getByLabel('To', { exact: true });
    await to.fill('40');
    await expect(screen(page).getByRole('alert').filter({ hasText: 'To must be' })).toHaveText(
      'To must be a whole number from 1 to 30.',
    );
    await to.fill('12');
    await expect(grid.locator('tbody tr')).toHaveCount(195 * 3);

    const levels = screen(page).getByLabel('Levels');
    await levels.fill('1, 61');
    await expect(screen(page).getByRole('alert').filter({ hasText: 'not a level' })).toHaveText(
      '"61" is not a level: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    );
    await levels.fill('5');
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Build',
      /^Max mana L5/,
      /^Max HP L5/,
    ]);
  });

  test('shows NetHack’s allowed race × role pairs, stops a long grid, and opens a row at its XL', async ({
    page,
  }) => {
    const grid = await openGrid(page);
    await screen(page).getByLabel('Ruleset').selectOption('nethack34');
    // 28 pairs u_init.c allows (no Dwarf Wizard); XLs 1, 10 and 30.
    await expect(grid.locator('tbody tr')).toHaveCount(28);
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Build',
      /^HP mean XL1/,
      /^HP mean XL10/,
      /^HP mean XL30/,
      /^Power mean XL1/,
      /^Power mean XL10/,
      /^Power mean XL30/,
    ]);
    await expect(grid.getByRole('row', { name: /^Dwarf Wizard / })).toHaveCount(0);
    await expect(screen(page).getByLabel('XLs')).toHaveValue('1, 10, 30');

    // Con 3 to 25 one by one: 23 chunks (one per score), 644 rows.
    await screen(page).getByLabel('Stat', { exact: true }).selectOption('con');
    await screen(page).getByLabel('From', { exact: true }).fill('3');
    await screen(page).getByLabel('Step', { exact: true }).fill('1');
    await screen(page).getByLabel('To', { exact: true }).fill('25');
    const progress = screen(page).getByRole('status').filter({ hasText: 'Computing the grid' });
    const stopped = screen(page).getByRole('status').filter({ hasText: 'Stopped' });
    await expect(screen(page).getByText('Showing the first 200 of 644 rows')).toBeVisible();
    await expect(progress).toHaveCount(0);

    // The same over Wis: 23 chunks nobody computed yet (about 20 ms each here), so the progress
    // shows; Stop is pressed the moment it appears (a person could be slower than a fast machine),
    // and the grid stays the last complete one (Con), then completes on "Compute it".
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const stop = [
          ...document.querySelectorAll<HTMLButtonElement>('[data-screen-id="balance"] button'),
        ].find((button) => button.textContent?.trim() === 'Stop');
        if (stop === undefined) return;
        observer.disconnect();
        document.body.dataset.progressSeen = stop.parentElement?.textContent?.trim() ?? '';
        stop.click();
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await screen(page).getByLabel('Stat', { exact: true }).selectOption('wis');
    await expect(stopped).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute(
      'data-progress-seen',
      /^Computing the grid: 0 of 23 scores… Stop$/,
    );
    await expect(progress).toHaveCount(0);
    await expect(grid.getByRole('row', { name: /^Human Archeologist, Con 3 / })).toHaveCount(1);
    await stopped.getByRole('button', { name: 'Compute it' }).click();
    await expect(stopped).toHaveCount(0);
    await expect(progress).toHaveCount(0);
    await expect(grid.getByRole('row', { name: /^Human Archeologist, Wis 3 / })).toHaveCount(1);
    await expect(screen(page).getByText('Showing the first 200 of 644 rows')).toBeVisible();

    // The grid's own view settings survive a visit to a screen opened for the first time (the
    // NetHack screen mounts now: the grid used to be drawn anew, back on Willpower).
    await screen(page).getByLabel('Filter rows').fill('human archeologist');
    await expect(grid.locator('tbody tr')).toHaveCount(23);

    // A cell at XL 30 opens that character on the NetHack screen at XL 30.
    await grid
      .getByRole('row', { name: /^Human Archeologist, Wis 3 / })
      .getByRole('cell')
      .nth(2)
      .click();
    await expect(page.getByRole('heading', { name: 'NetHack 3.4', level: 1 })).toBeVisible();
    const tab = page
      .getByRole('group', { name: 'NetHack builds' })
      .getByRole('button', { name: 'Human Archeologist, Wis 3' });
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#nethack-level')).toHaveValue('30');
    await openGrid(page);
    await expect(screen(page).getByLabel('Ruleset')).toHaveValue('nethack34');
    await expect(screen(page).getByLabel('Filter rows')).toHaveValue('human archeologist');
    await expect(grid.locator('tbody tr')).toHaveCount(23);
  });

  test('shows DCSS builds × a regeneration source and opens a row at its XL’s max HP', async ({
    page,
  }) => {
    const grid = await openGrid(page);
    await screen(page).getByLabel('Ruleset').selectOption('dcss');
    // The built-in project's two DCSS builds; XLs 1, 10 and the data's last, 27.
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Build',
      /^Max HP XL1/,
      /^Max HP XL10/,
      /^Max HP XL27/,
      /^Turns to full XL1/,
      /^Turns to full XL10/,
      /^Turns to full XL27/,
    ]);
    expect((await gridRows(grid)).map((row) => row[0])).toEqual([
      'No regeneration bonuses',
      'Demonspawn Berserker (seed)',
    ]);
    await expect(screen(page).getByLabel('Stats from')).toHaveCount(0);

    // Rings of regeneration 0 to 2 on every build: three rows each, and each ring heals faster.
    await screen(page).getByLabel('Source', { exact: true }).selectOption('rings');
    await expect(screen(page).getByLabel('From', { exact: true })).toHaveValue('0');
    await screen(page).getByLabel('To', { exact: true }).fill('2');
    await expect(grid.locator('tbody tr')).toHaveCount(6);
    const rows = await gridRows(grid);
    const plain = rows.filter((row) => row[0]?.startsWith('No regeneration bonuses'));
    expect(plain.map((row) => row[0])).toEqual([
      'No regeneration bonuses, Rings 0',
      'No regeneration bonuses, Rings 1',
      'No regeneration bonuses, Rings 2',
    ]);
    const toFull = plain.map((row) => Number(row[6]));
    expect(toFull[1]).toBeLessThan(toFull[0] as number);
    expect(toFull[2]).toBeLessThan(toFull[1] as number);
    // The bad To is refused on the field, as `--stat Rings=0..9` is.
    const to = screen(page).getByLabel('To', { exact: true });
    await to.fill('9');
    await expect(screen(page).getByRole('alert').filter({ hasText: 'To must' })).toHaveText(
      'To must be a whole number from 0 to 8.',
    );
    await to.fill('2');

    // Its turns to full at XL 27 opens a new build with two rings, explained at XL 27's max HP.
    await grid
      .getByRole('row', { name: /^No regeneration bonuses, Rings 2 / })
      .getByRole('cell')
      .nth(5)
      .click();
    await expect(page.getByRole('heading', { name: 'DCSS', level: 1 })).toBeVisible();
    const tab = page
      .getByRole('group', { name: 'DCSS builds' })
      .getByRole('button', { name: 'No regeneration bonuses, Rings 2' });
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    const form = page.getByRole('form', { name: 'DCSS build' });
    await expect(form.getByLabel('Max HP', { exact: true })).toHaveValue(plain[2]?.[3] ?? '');
    await expect(form.getByLabel('Rings of regeneration', { exact: true })).toHaveValue('2');
    await expect(page.getByTestId('dcss-to-full')).toContainText(`${toFull[2]} turns`);
    // Kept as a build: one edit, and the tab no longer a preview.
    await page
      .getByRole('group', { name: 'Preview' })
      .getByRole('button', { name: 'Keep as a build' })
      .click();
    await expect(tab).not.toContainText('Preview');
    await expect(tab).toBeFocused();
    const undo = page.getByRole('button', {
      name: /^Undo Keep No regeneration bonuses, Rings 2 as a build/,
    });
    await expect(undo).toBeVisible();
    // A long step is one line in the button, cut with an ellipsis, and whole in its tooltip.
    await expect(undo).toHaveAttribute(
      'title',
      /^Undo Keep No regeneration bonuses, Rings 2 as a build/,
    );
    const first = await undo
      .locator('.line')
      .first()
      .evaluate((line) => ({
        // One line of text is less than two font sizes tall (its line-height is "normal").
        oneLine:
          line.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(line).fontSize),
        clipped: line.scrollWidth > line.clientWidth,
      }));
    expect(first).toEqual({ oneLine: true, clipped: true });
    // The opened build differs from its origin only in its rings: the grid leaves it out rather
    // than repeat its rows, and says so.
    await openGrid(page);
    await expect(grid.locator('tbody tr')).toHaveCount(6);
    await expect(
      screen(page).getByText(
        /Left out, as their rows repeat: No regeneration bonuses, Rings 2 \(No regeneration bonuses but for its rings of regeneration\)\./,
      ),
    ).toBeVisible();
  });

  test('keeps its sort, filter and pins while no measure is ticked, and fits pins to the width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const grid = await openGrid(page);
    await screen(page).getByLabel('Filter rows').fill('elf');
    await grid.getByRole('button', { name: 'Max mana L30', exact: true }).click();
    await grid.getByRole('button', { name: 'Pin Max HP L60' }).click();
    await screen(page).getByRole('checkbox', { name: 'Max mana' }).uncheck();
    await screen(page).getByRole('checkbox', { name: 'Max HP' }).uncheck();
    await expect(grid).toHaveCount(0);
    await screen(page).getByRole('checkbox', { name: 'Max mana' }).check();
    await screen(page).getByRole('checkbox', { name: 'Max HP' }).check();
    await expect(screen(page).getByLabel('Filter rows')).toHaveValue('elf');
    await expect(grid.getByRole('columnheader', { name: /^Max mana L30/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(grid.getByRole('columnheader').nth(1)).toContainText('Max HP L60');

    // Four more pins: at 1024 px not all stay put; those that do not scroll, and it says so.
    for (const name of ['Max HP L30', 'Max HP L10', 'Max HP L1', 'Max mana L60']) {
      await grid.getByRole('button', { name: `Pin ${name}`, exact: true }).click();
    }
    const note = screen(page).getByRole('status').filter({ hasText: 'pinned columns' });
    await expect(note).toHaveText(/^\d of the 5 pinned columns\s+stay put at this width/);
    const stuck = Number((await note.textContent())?.trim().charAt(0));
    const headers = grid.getByRole('columnheader');
    await expect(headers.nth(stuck)).toHaveClass(/pinned/);
    await expect(headers.nth(stuck + 1)).not.toHaveClass(/pinned/);
    // Every column can still be scrolled into view past the pinned ones.
    const scroller = grid.locator('..');
    await scroller.evaluate((box) => (box.scrollLeft = box.scrollWidth));
    const box = await scroller.boundingBox();
    const last = await headers.last().boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0) + 1,
    );
  });

  test('moves between cells with the arrow keys and opens one with Enter', async ({ page }) => {
    // A point explained earlier (Tathren at level 7) gives way to the cell opened below.
    await page.locator('#explain-level').fill('7');
    await expect(page.getByTestId('explained-point')).toHaveText(/= 66$/);
    const grid = await openGrid(page);
    const elfWizard = grid.getByRole('row', { name: /^Elf Wizard / });
    await elfWizard.getByRole('button', { name: 'Elf Wizard' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(elfWizard.getByRole('cell').first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const next = grid.locator('tbody tr').nth(1);
    await expect(next.getByRole('cell').nth(1)).toBeFocused();
    // One Tab stop for the grid: the row last visited.
    await expect(grid.locator('tbody button.open[tabindex="0"]')).toHaveCount(1);
    await expect(next.locator('button.open')).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(elfWizard.getByRole('button', { name: 'Elf Wizard' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(elfWizard.getByRole('cell').last()).toBeFocused();
    // The last column is Max HP at level 60: Enter opens the Elf Wizard there.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Builds' }).getByRole('button', { name: /^Elf Wizard/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(app.field('Level')).toHaveValue('60');
    // Max HP opens where max HP is explained: its card, whose Explain sums that level's HP.
    await expect(
      page
        .locator('[data-screen-id="willpower"]')
        .getByRole('heading', { name: /^Max HP, levels 1–60/ }),
    ).toBeFocused();
    const hpExplain = page.getByRole('region', { name: 'Explain max HP at a point' });
    await expect(hpExplain.getByLabel('level', { exact: true })).toHaveValue('60');
    await expect(hpExplain.getByLabel('of')).toHaveValue(/^grid-elf-wizard/);
    await expect(page.locator('#explain-level')).toHaveValue('60');
    await expect(hpExplain.getByTestId('explain-hp-level-point')).toHaveText(
      '5 (level 1) + 98 (49 level-ups \u00d7 2, none after level 50) = 103',
    );
    // A point of the chart, or another level typed, is explained the same way.
    await hpExplain.getByLabel('level', { exact: true }).fill('12');
    await expect(hpExplain.getByTestId('explain-hp-level-point')).toHaveText(
      '5 (level 1) + 22 (11 level-ups \u00d7 2) = 27',
    );
  });

  test('flags values outside a band the designer sets, whatever their z-score', async ({
    page,
  }) => {
    const grid = await openGrid(page);
    // z-scores flag nothing at 10σ: only the band will.
    await screen(page).getByLabel('Flag at |z| ≥').fill('10');
    const outliers = screen(page).getByRole('region', { name: 'Outliers' });
    await expect(outliers.getByRole('heading')).toHaveText('Outliers (0)');

    await screen(page).getByLabel('Column', { exact: true }).selectOption({ label: 'Max mana L1' });
    await screen(page).getByLabel('Highest', { exact: true }).fill('15');
    await expect(screen(page).getByRole('list', { name: 'Bands set' })).toHaveText(
      /Max mana L1: at most 15\s*Remove/,
    );
    const above = (await gridRows(grid)).filter((row) => Number(row[1]) > 15);
    expect(above.length).toBeGreaterThan(0);
    await expect(outliers.getByRole('heading')).toHaveText(`Outliers (${above.length})`);
    await expect(
      outliers.getByRole('button', {
        name: "Elf Wizard: max mana at level 1 is 18, above the band's 15",
      }),
    ).toBeVisible();
    const elfWizard = grid
      .getByRole('row', { name: /^Elf Wizard / })
      .getByRole('cell')
      .first();
    await expect(elfWizard).toHaveClass(/outlier/);

    // A lowest above the highest is refused on the field; the band stays as it was.
    await screen(page).getByLabel('Lowest', { exact: true }).fill('20');
    await expect(screen(page).getByRole('alert').filter({ hasText: 'Lowest' })).toHaveText(
      'Lowest (20) must not be above Highest (15).',
    );
    await screen(page).getByLabel('Lowest', { exact: true }).fill('');

    // A band outlives its column: named, and said not shown, while the levels leave it out.
    await screen(page).getByLabel('Levels').fill('10, 30');
    await expect(screen(page).getByRole('list', { name: 'Bands set' })).toHaveText(
      /^Max mana L1: at most 15\s*\(column not shown\)\s*Remove$/,
    );
    await screen(page).getByLabel('Levels').fill('1, 10, 30, 60');
    await screen(page).getByRole('button', { name: 'Remove the band of Max mana L1' }).click();
    await expect(outliers.getByRole('heading')).toHaveText('Outliers (0)');
    await expect(elfWizard).not.toHaveClass(/outlier/);
    await expect(screen(page).getByLabel('Highest', { exact: true })).toHaveValue('');
  });

  test('a band says what is acceptable: inside it nothing is flagged, saved and undone as an edit', async ({
    page,
  }) => {
    const grid = await openGrid(page);
    await screen(page).getByRole('checkbox', { name: 'Max HP' }).uncheck();
    await screen(page).getByLabel('Levels').fill('30');
    await expect(grid.getByRole('columnheader')).toHaveText(['Build', /^Max mana L30/]);
    const outliers = screen(page).getByRole('region', { name: 'Outliers' });
    const flagged = async () =>
      Number((await outliers.getByRole('heading').innerText()).replace(/\D+/g, ''));
    await expect.poll(flagged).toBeGreaterThan(0);

    // The roster's spread is accepted: 0 to 1,000 mana at level 30. Nothing is flagged, and the
    // list says so: the roster is "fixed".
    await screen(page).getByLabel('Highest', { exact: true }).fill('1000');
    await screen(page).getByLabel('Lowest', { exact: true }).fill('0');
    await expect(outliers.getByRole('heading')).toHaveText('Outliers (0)');
    await expect(outliers).toContainText(
      'No value lies outside its column’s band, nor 2σ or more from the mean of a column without one.',
    );
    await expect(grid.locator('td.outlier')).toHaveCount(0);

    // Saved with the project, and each change of it one undoable edit.
    const saved = JSON.parse(await new RulesetPage(page, 'Balance grid').saveProjectText()) as {
      balance: { bands: unknown[] };
    };
    expect(saved.balance.bands).toEqual([
      { ruleset: 'willpower', column: 'max_mana_l30', heading: 'Max mana L30', min: 0, max: 1000 },
    ]);
    const undo = page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: /^Undo/ });
    await undo.click();
    await expect(screen(page).getByRole('list', { name: 'Bands set' })).toHaveText(
      /^Max mana L30: at most 1000\s*Remove$/,
    );
    await undo.click();
    await expect(screen(page).getByRole('list', { name: 'Bands set' })).toHaveCount(0);
    await expect.poll(flagged).toBeGreaterThan(0);
  });

  test('counts casts an hour of the spell chosen', async ({ page }) => {
    // A second spell, twice Burning hands' 6 mana.
    await app.openTable('Spells, rods and summonings');
    const abilities = app.table('Spells, rods and summonings');
    await abilities.getByRole('button', { name: 'Add spell, rod or summoning' }).click();
    await abilities.getByLabel('New spell name', { exact: true }).fill('Meteor');
    await abilities.getByLabel('Meteor cost', { exact: true }).fill('12');

    const grid = await openGrid(page);
    await screen(page).getByLabel('Levels').fill('1, 60');
    await screen(page).getByRole('checkbox', { name: 'Max HP' }).uncheck();
    await screen(page).getByRole('checkbox', { name: 'Casts an hour' }).check();
    await expect(grid.getByRole('columnheader', { name: /^Casts an hour L60/ })).toBeVisible();
    const spell = screen(page).getByRole('combobox', { name: /^Spell/ });
    await expect(spell).toHaveValue('burning-hands');
    await expect(page.getByText(/^Bare builds .*; casting Burning hands\.$/)).toBeVisible();
    const elfWizard = grid.getByRole('row', { name: /^Elf Wizard / });
    // Build, max mana L1, L60, casts L1, L60.
    const cells = async () => (await gridRows(grid)).find((row) => row[0] === 'Elf Wizard') ?? [];
    await expect(elfWizard).toBeVisible();
    const burning = await cells();
    expect(burning.slice(0, 2)).toEqual(['Elf Wizard', '18']);
    expect(Number(burning[3])).toBeGreaterThan(0);

    await spell.selectOption({ label: 'Meteor' });
    await expect(page.getByText(/^Bare builds .*; casting Meteor\.$/)).toBeVisible();
    // An hour's regeneration from empty buys fewer casts at twice the cost, at both levels.
    const fewer = String(Math.floor(Number(burning[3]) / 2));
    await expect(elfWizard.getByRole('cell').nth(2)).toHaveText(fewer);
    const meteor = await cells();
    expect(Number(meteor[4])).toBeLessThan(Number(burning[4]));
  });

  test('opens a regeneration cell at its screen’s regeneration card, on Willpower and NetHack', async ({
    page,
  }) => {
    const grid = await openGrid(page);
    await screen(page).getByRole('checkbox', { name: 'Seconds per point' }).check();
    // Blue is the good side of every column: the most mana is blue, and so is the fewest
    // seconds per point (the fastest regeneration); the least mana is orange.
    const blue = /rgba\(37, 99, 235/;
    const orange = /rgba\(234, 88, 12/;
    const firstCell = (column: number) =>
      grid.locator('tbody tr').first().getByRole('cell').nth(column);
    const maxMana = grid.getByRole('button', { name: 'Max mana L30', exact: true });
    await maxMana.click();
    await expect(firstCell(2)).toHaveAttribute('style', blue);
    await maxMana.click();
    await expect(firstCell(2)).toHaveAttribute('style', orange);
    // Seconds per point is the same for every row (Wil 12): minutes to full differ.
    await screen(page).getByRole('checkbox', { name: 'Minutes to full' }).check();
    const minutes = grid.getByRole('button', { name: 'Minutes to full L30', exact: true });
    await minutes.click();
    await minutes.click();
    await expect(grid.getByRole('columnheader', { name: /^Minutes to full L30/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(firstCell(12 + 2)).toHaveAttribute('style', blue);
    await screen(page).getByRole('checkbox', { name: 'Minutes to full' }).uncheck();
    await grid
      .getByRole('row', { name: /^Gnome Druid / })
      .getByRole('cell')
      .nth(4 + 4 + 2)
      .click();
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    await expect(app.field('Level')).toHaveValue('30');
    const regen = page.locator('[data-screen-id="willpower"]').getByRole('heading', {
      name: 'Regeneration',
      exact: true,
    });
    await expect(regen).toBeFocused();
    await expect(regen).toBeInViewport();
    // The preview's notice is at the top of the screen, out of sight: a copy in the corner says it.
    const corner = page.getByRole('group', { name: 'Not in the project' });
    await expect(corner).toBeInViewport();
    await expect(corner).toContainText('Previewing Gnome Druid');
    await expect(corner.getByRole('button', { name: 'Keep as a build' })).toBeVisible();
    // The cards above it may still grow as the engine answers, and the browser's scroll anchoring
    // does not always hold the card where it was (turned off here): the card is put back.
    await page.evaluate(() => {
      const main = document.querySelector<HTMLElement>('.shell > main');
      if (main !== null) main.style.overflowAnchor = 'none';
      const block = document.createElement('div');
      block.id = 'grown-above';
      block.style.height = '3000px';
      document.querySelector('[data-screen-id="willpower"]')?.prepend(block);
    });
    await expect(regen).toBeInViewport();
    await page.evaluate(() => {
      document.getElementById('grown-above')?.remove();
      document.querySelector<HTMLElement>('.shell > main')?.style.removeProperty('overflow-anchor');
    });

    // NetHack: regeneration at an XL, as its screen's table has it; a cell opens that table.
    await openGrid(page);
    await screen(page).getByLabel('Ruleset').selectOption('nethack34');
    await screen(page).getByRole('checkbox', { name: 'HP mean' }).uncheck();
    await screen(page).getByRole('checkbox', { name: 'Power mean' }).uncheck();
    await screen(page).getByRole('checkbox', { name: 'Turns to full HP' }).check();
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Build',
      /^Turns to full HP XL1/,
      /^Turns to full HP XL10/,
      /^Turns to full HP XL30/,
    ]);
    const valkyrie = grid.getByRole('row', { name: /^Human Valkyrie / }).getByRole('cell');
    await expect(valkyrie.nth(1)).toHaveText(/^\d+$/);
    await valkyrie.nth(1).click();
    await expect(page.getByRole('heading', { name: 'NetHack 3.4', level: 1 })).toBeVisible();
    await expect(page.locator('#nethack-level')).toHaveValue('10');
    const table = page
      .locator('[data-screen-id="nethack34"]')
      .getByRole('heading', { name: 'Regeneration by XL' });
    await expect(table).toBeFocused();
    await expect(table).toBeInViewport();
  });

  test('keeps what is typed in the Levels field while it is typed', async ({ page }) => {
    await openGrid(page);
    const levels = screen(page).getByLabel('Levels');
    await levels.fill('');
    await levels.pressSequentially('1, 10, 30, 60');
    await expect(levels).toHaveValue('1, 10, 30, 60');
    await levels.pressSequentially(', 45');
    await expect(levels).toHaveValue('1, 10, 30, 60, 45');
    await expect(
      page.getByRole('table', { name: 'Balance grid' }).getByRole('columnheader'),
    ).toHaveCount(11);
  });

  test('takes every level 1–60 as a range, and refuses a range past the last level', async ({
    page,
  }) => {
    await openGrid(page);
    const levels = screen(page).getByLabel('Levels');
    await levels.fill('1..61');
    await levels.press('Enter');
    await expect(screen(page).locator('#grid-levels-error')).toHaveText(
      '"1..61" is not a range of levels: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    );
    await levels.fill('1..60');
    await levels.press('Enter');
    await expect(screen(page).locator('#grid-levels-error')).toHaveCount(0);
    const grid = page.getByRole('table', { name: 'Balance grid' });
    // The build's name, then max mana and max HP at each of the 60 levels.
    await expect(grid.getByRole('columnheader')).toHaveCount(1 + 2 * 60);
    await expect(grid.getByRole('columnheader', { name: 'Max mana L59' })).toBeVisible();
    // An Elf Wizard starts on 18 mana, the seed's figure; the field reads the range back.
    await expect(
      grid
        .getByRole('row', { name: /^Elf Wizard / })
        .getByRole('cell')
        .first(),
    ).toHaveText('18');
    await levels.blur();
    await expect(levels).toHaveValue('1..60');
  });

  /**
   * Issue 40: "a grid row opened and closed leaves the project unchanged", at both window sizes
   * (one in each theme: SIZES): the project file saved after a row was opened as a preview, edited there
   * and closed is the file saved before, byte for byte.
   */
  for (const look of SIZES) {
    test(`at ${lookName(look)}, a row opened, edited as a preview and closed leaves the project as it was`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: look.width, height: look.height });
      await page.emulateMedia({ colorScheme: look.colorScheme });
      const files = new RulesetPage(page, 'Willpower');
      const before = await files.saveProjectText();
      const grid = await openGrid(page);
      await grid
        .getByRole('row', { name: /^Dwarf Priest / })
        .getByRole('cell')
        .first()
        .click();
      const tab = page
        .getByRole('group', { name: 'Builds' })
        .getByRole('button', { name: /^Dwarf Priest/ });
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      const notice = page.getByRole('group', { name: 'Preview' });
      await expect(notice).toBeInViewport();
      await app.field('Intelligence').fill('17');
      await notice.getByRole('button', { name: 'Close preview' }).click();
      await expect(tab).toHaveCount(0);
      await expect(
        page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: /^Undo/ }),
      ).toBeDisabled();
      expect(await files.saveProjectText()).toBe(before);
    });
  }
});
