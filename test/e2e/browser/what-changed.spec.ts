import { type Locator } from '@playwright/test';
import { expect, test } from './reused-page';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { serializeProject } from '../../../shared/app/serialize';
import { lookAt, lookUntil } from './pages/look-at';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';
import { openBaselineFile, whatChangedScreen } from './pages/what-changed';

const changes = whatChangedScreen;

async function openChanges(app: WillpowerPage): Promise<Locator> {
  await app.nav.getByRole('button', { name: /^What changed/ }).click();
  await expect(app.page.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
  return changes(app.page);
}

/** The default project with the Elf's mana at `mana`, as a file. */
function projectWithElfMana(mana: number): string {
  const project = makeDefaultProject();
  const willpower = project.willpower;
  return serializeProject({
    ...project,
    willpower: {
      ...willpower,
      data: {
        ...willpower.data,
        races: willpower.data.races.map((race) => (race.id === 'elf' ? { ...race, mana } : race)),
      },
    },
  });
}

/** Types the Elf's mana in the Willpower screen's Races table: the edit these tests plant. */
async function setElfMana(app: WillpowerPage, mana: number): Promise<void> {
  await app.openTable('Races and classes');
  await app.page
    .getByRole('region', { name: 'Races' })
    .getByLabel('Elf mana', { exact: true })
    .fill(String(mana));
}

test.describe('What changed: the balance diff against a baseline', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('lists a planted edit with its effect, draws the baseline dashed, and follows Undo', async ({
    page,
  }) => {
    // Plant an edit: the Elf's mana 3 → 5.
    await setElfMana(app, 5);
    await expect(app.levelOne).toHaveText(/^5 \(Elf\)/);

    const screen = await openChanges(app);
    await expect(screen.getByTestId('baseline-label')).toHaveText(
      'No baseline: choose one to see what changed.',
    );
    await screen.getByRole('button', { name: 'Compare with last saved' }).click();
    await expect(screen.getByTestId('baseline-label')).toHaveText(
      'Comparing with the last saved version.',
    );
    const edits = screen.getByRole('region', { name: 'Edits' });
    const edit = edits.locator('.edit-list > li');
    await expect(edit).toHaveCount(1);
    await expect(edit.locator('.sentence')).toHaveText('Willpower › Races › Elf: mana 3 → 5');
    // Its effect: Tathren (an elf) and every elf of the roster, 2 more mana at every level.
    await expect(edit.locator('.effect')).toHaveText([
      'Willpower max mana and HP, Tathren: Max mana +2 at 60 levels; largest Tathren at level 1, Max mana 18 → 20 (+11.11%)',
      /^Willpower regeneration, Tathren: Max mana \+2 at 60 levels; /,
      'Willpower balance grid, 15 rows: Max mana +2 at 4 levels; largest Elf / Berserker, Max mana L1 7 → 9 (+28.57%)',
    ]);
    const results = screen.getByRole('region', { name: 'Result cells that changed' });
    await expect(results).toContainText('300 cells move, baseline beside current');
    const cells = results.getByRole('table', { name: 'Result cells that changed' });
    await expect(cells.locator('tbody tr').first()).toContainText('Tathren');
    // In the screen's words: the report and column by name, the row by what its key is.
    await expect(cells.locator('tbody tr').first().locator('th, td')).toHaveText([
      'Willpower max mana and HP',
      'Tathren',
      'Level 1',
      'Max mana',
      '18',
      '20',
      '2',
      '11.11',
    ]);
    // Words read from the left, numbers line up on the right.
    const first = cells.locator('tbody tr').first().locator('th, td');
    const align = (at: number) =>
      first.nth(at).evaluate((cell) => getComputedStyle(cell).textAlign);
    expect([await align(0), await align(1), await align(3), await align(4)]).toEqual([
      'left',
      'left',
      'left',
      'right',
    ]);
    // At 1024 px the screen fits: the long table scrolls in its card, not the screen sideways.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect
      .poll(() => page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth))
      .toBe(0);

    // The Willpower chart draws the saved curve dashed, and its Change view lists the moves.
    await app.nav.getByRole('button', { name: /^Willpower/ }).click();
    const mana = page
      .locator('[data-screen-id="willpower"]')
      .getByRole('region', { name: 'Max mana, levels 1–60' });
    await expect(mana.getByRole('list', { name: 'Legend' })).toContainText(
      'Tathren: max mana (baseline)',
    );
    await expect(mana.getByTestId('line-chart')).toHaveAttribute(
      'aria-label',
      /Dashed: the same builds in the baseline \(the last saved version\)\.$/,
    );
    await mana.getByRole('button', { name: 'Change', exact: true }).click();
    const change = mana.getByRole('table');
    await expect(change.locator('thead th')).toHaveText([
      'Level',
      'Measure',
      'Baseline',
      'Current',
      'Change',
      'Percent',
    ]);
    await expect(change.locator('tbody tr')).toHaveCount(60);
    await expect(change.locator('tbody tr').first().locator('th, td')).toHaveText([
      '1',
      'Tathren: max mana',
      '18',
      '20',
      '2',
      '11.11',
    ]);

    // Undo the edit: nothing changed any more, on either screen.
    await page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' }).click();
    await expect(mana.getByText('Every value is the same as in the baseline')).toBeVisible();
    await openChanges(app);
    await expect(
      edits.getByText('The project and the baseline hold the same data and builds.'),
    ).toBeVisible();
  });

  test('opens another file as the baseline, read only, and clears it', async ({ page }) => {
    const screen = await openChanges(app);
    await openBaselineFile(page, 'last-week.wellspring.json', projectWithElfMana(1));
    await expect(screen.getByTestId('baseline-label')).toHaveText(
      'Comparing with last-week.wellspring.json.',
    );
    await expect(screen.locator('.edit-list > li .sentence')).toHaveText([
      'Willpower › Races › Elf: mana 1 → 3',
    ]);
    // Only read: the open project is still the untitled one, with nothing unsaved.
    await expect(page).toHaveTitle('Untitled — Wellspring');

    // The NetHack screen draws its baseline too (the same NetHack data: on the current line).
    await app.nav.getByRole('button', { name: /^NetHack 3\.4/ }).click();
    const hp = page
      .locator('[data-screen-id="nethack34"]')
      .getByRole('region', { name: 'Max HP, XL 1–30' });
    await expect(hp.getByRole('list', { name: 'Legend' })).toContainText(
      'Elf Wizard HP median (baseline)',
    );
    // Dashed, as on every chart (the mean, a current line, is the dotted one).
    await expect(hp.getByTestId('band-chart')).toHaveAttribute(
      'aria-label',
      /Dashed: the medians of the same builds in the baseline \(last-week\.wellspring\.json\)\.$/,
    );
    // The comparison's too (its DCSS lines, once dashed, are told apart by markers).
    await app.nav.getByRole('button', { name: /^Compare regeneration/ }).click();
    await expect(page.getByRole('img', { name: /^Points regained per 100 turns/ })).toHaveAttribute(
      'aria-label',
      /Dashed: the same lines in the baseline \(last-week\.wellspring\.json\)\.$/,
    );

    await openChanges(app);
    // The sidebar says it too, while it is true: cleared, the baseline is not compared with.
    const files = page.getByRole('toolbar', { name: 'File' });
    await expect(files.getByRole('status')).toHaveText('Comparing with last-week.wellspring.json.');
    await screen.getByRole('button', { name: 'Clear baseline' }).click();
    await expect(screen.getByTestId('baseline-label')).toHaveText(
      'No baseline: choose one to see what changed.',
    );
    await expect(files.getByRole('status')).toHaveCount(0);
    await expect(screen.getByRole('region', { name: 'Edits' })).toHaveCount(0);
    await app.nav.getByRole('button', { name: /^NetHack 3\.4/ }).click();
    await expect(hp.getByRole('list', { name: 'Legend' })).not.toContainText('(baseline)');
    await expect(hp.getByRole('button', { name: 'Change', exact: true })).toHaveCount(0);
  });

  test('a file that is not a project is explained and not taken as the baseline', async ({
    page,
  }) => {
    const screen = await openChanges(app);
    await openBaselineFile(page, 'broken.json', '{"formatVersion": 1, "willpower": 3}');
    const dialog = page.getByRole('dialog', { name: 'broken.json cannot be opened' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(screen.getByTestId('baseline-label')).toHaveText(
      'No baseline: choose one to see what changed.',
    );
  });

  test('shows each grid cell’s change from the baseline, and exports the cells that differ', async ({
    page,
  }) => {
    // Plant an edit: the Elf's mana 3 → 5, against the last saved version; and rename the
    // Gnomes, which moves no result (rows are matched by the race's id, not its name).
    await setElfMana(app, 5);
    await page
      .getByRole('region', { name: 'Races' })
      .getByLabel('Gnome name', { exact: true })
      .fill('Gnomish');
    // And delete the Kobolds: their rows are gone, listed under the grid.
    await page
      .getByRole('region', { name: 'Races' })
      .getByRole('button', { name: 'Delete Kobold', exact: true })
      .click();
    const screen = await openChanges(app);
    await screen.getByRole('button', { name: 'Compare with last saved' }).click();

    await app.nav.getByRole('button', { name: /^Balance grid/ }).click();
    const balance = page.locator('[data-screen-id="balance"]');
    const grid = balance.getByRole('table', { name: 'Balance grid' });
    const changeRadio = balance.getByRole('radio', { name: 'Change from the baseline' });
    await changeRadio.check();
    // Every elf: +2 max mana at every level, max HP unmoved; the other races unmoved.
    await expect(grid.getByRole('row', { name: /^Elf Wizard / }).getByRole('cell')).toHaveText([
      '+2',
      '+2',
      '+2',
      '+2',
      '0',
      '0',
      '0',
      '0',
    ]);
    await expect(
      grid
        .getByRole('row', { name: /^Gnomish Wizard / })
        .getByRole('cell')
        .first(),
    ).toHaveText('0');
    // 60 elf cells moved, and the 15 Kobold rows' 8 cells each are gone.
    await expect(balance.locator('p.legend')).toContainText(
      'Baseline (the last saved version): 180 cells differ from it;',
    );
    await expect(balance.getByTestId('grid-gone')).toHaveText(
      'Gone since the baseline (15 rows, in the CSV): Kobold Wizard, Kobold Witch, Kobold Druid, Kobold Priest, Kobold Aristocrat and 10 more.',
    );
    // Sorting by a column sorts by the change: the elves first.
    await grid.getByRole('button', { name: 'Max mana L30', exact: true }).click();
    await expect(grid.locator('tbody tr').first().getByRole('button')).toHaveText(/^Elf /);

    // The export lists the 180 cells that differ, baseline beside current.
    const { name, rows } = await new RulesetPage(page, 'Balance grid').exportCsv(
      balance.getByRole('region', { name: 'Grid' }),
    );
    expect(name).toMatch(/^wellspring-willpower-balance-grid-change-[\d-]+\.csv$/);
    expect(rows[0]).toEqual(['race_class', 'measure', 'baseline', 'current', 'change', 'percent']);
    expect(rows).toHaveLength(181);
    expect(rows.filter((row) => row[0].startsWith('Gnom'))).toEqual([]);
    expect(rows.filter((row) => row[0].startsWith('Kobold /') && row[3] === '')).toHaveLength(120);
    expect(rows.find((row) => row[0] === 'Elf / Wizard' && row[1] === 'Max mana L1')).toEqual([
      'Elf / Wizard',
      'Max mana L1',
      '18',
      '20',
      '2',
      '11.11',
    ]);

    // Without a baseline the cells show the values again, and Change cannot be chosen.
    await openChanges(app);
    await changes(page).getByRole('button', { name: 'Clear baseline' }).click();
    await app.nav.getByRole('button', { name: /^Balance grid/ }).click();
    await expect(changeRadio).toBeDisabled();
    await expect(balance.getByRole('radio', { name: 'Values' })).toBeChecked();
    await expect(
      grid
        .getByRole('row', { name: /^Elf Wizard / })
        .getByRole('cell')
        .first(),
    ).toHaveText('20');
  });

  test('every result table offers its change from the baseline, and exports it', async ({
    page,
  }) => {
    // Plant an edit: the Elf's mana 3 → 5, against the last saved version.
    await setElfMana(app, 5);
    const hour = page.getByRole('region', { name: 'An hour of casting' });
    // No baseline: the table card has no Change view.
    await expect(hour.getByRole('button', { name: 'Change', exact: true })).toHaveCount(0);
    await (await openChanges(app)).getByRole('button', { name: 'Compare with last saved' }).click();
    await app.nav.getByRole('button', { name: /^Willpower/ }).click();

    await hour.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(hour.getByRole('button', { name: 'Change', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = hour.getByRole('table');
    await expect(table.locator('thead th')).toHaveText([
      /^Ability/,
      'Measure',
      'Baseline',
      'Current',
      'Change',
      'Percent',
    ]);
    // Tathren (an elf) starts the hour from a full pool 2 points larger: casts from full move.
    const changed = table.locator('tbody tr');
    await expect(changed.first()).toBeVisible();
    const count = await changed.count();
    const { name, rows } = await new RulesetPage(page, 'Willpower').exportCsv(hour);
    expect(name).toMatch(/-casting-hour-change-[\d-]+\.csv$/);
    expect(rows[0]?.slice(1)).toEqual(['measure', 'baseline', 'current', 'change', 'percent']);
    expect(rows).toHaveLength(count + 1);
    for (const row of rows.slice(1)) expect(Number(row[4])).not.toBe(0);

    // Back to the table: the current values.
    await hour.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(hour.getByRole('table').locator('thead th').nth(1)).not.toHaveText('Measure');
  });

  test('the analysis cards set the baseline beside theirs too: endurance, sensitivity, goal, fit, side by side', async ({
    page,
  }) => {
    // A second build, a Gnome, saved with the project: the side-by-side card's B.
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await app.field('Name').fill('Gnomish copy');
    await app.select('Race').selectOption('gnome');
    await new RulesetPage(page, 'Willpower').saveProjectText();
    await page
      .getByRole('group', { name: 'Builds' })
      .getByRole('button', { name: 'Tathren' })
      .click();
    // Plant an edit: the Elf's mana 3 → 5, against the last saved version; Tathren is an Elf.
    await setElfMana(app, 5);
    await (await openChanges(app)).getByRole('button', { name: 'Compare with last saved' }).click();
    await app.nav.getByRole('button', { name: /^Willpower/ }).click();
    const willpower = page.locator('[data-screen-id="willpower"]');
    const changeOf = (card: Locator) => card.getByRole('button', { name: 'Change', exact: true });

    // Endurance: the baseline's casts before empty dashed; two more mana at level 1 buys a cast.
    const endurance = willpower.getByRole('region', { name: 'Endurance, levels 1–60' });
    await lookUntil(endurance, endurance.getByTestId('endurance-explain'));
    await endurance.getByLabel('Figure').selectOption('casts-before-empty');
    await expect(endurance.getByRole('list', { name: 'Legend' })).toContainText(
      'Casts before empty (baseline)',
    );
    await changeOf(endurance).click();
    await expect(endurance.getByRole('table').locator('tbody tr').first()).toBeVisible();

    // What moves it most: the figure now beside the baseline's, its bars, and the Change view.
    const sensitivity = willpower.getByRole('region', { name: 'What moves it most' });
    await lookAt(sensitivity);
    await expect(sensitivity.getByTestId('sensitivity-now')).toHaveText(
      /^Tathren’s max mana at level 1: 20 \(baseline, the last saved version: 18\)\./,
    );
    await changeOf(sensitivity).click();
    const moved = sensitivity.getByRole('table').locator('tbody tr');
    await expect(moved.first()).toBeVisible();
    await expect(moved.first().locator('th, td').nth(2)).toHaveText(/^\d+$/);

    // The goal: the same goal in the baseline needs more Int.
    const goal = willpower.getByRole('region', { name: /^Goal: / });
    await lookAt(goal);
    await goal.getByLabel('Goal', { exact: true }).fill('30');
    await expect(goal.getByRole('listitem').first()).toBeVisible();
    await changeOf(goal).click();
    await expect(goal.getByRole('table').locator('tbody tr').first()).toBeVisible();

    // Curve from targets: the baseline's curve now and with its proposal, dashed.
    const fit = willpower.getByRole('region', { name: 'Curve from targets' });
    await lookAt(fit);
    // The field by its role: once the fit draws, the chart's own label ends "…and the targets."
    const targets = fit.getByRole('textbox', { name: 'Targets' });
    await targets.fill('1=18, 60=500');
    await targets.press('Enter');
    await expect(fit.getByRole('list', { name: 'Legend' })).toContainText('Now (baseline)');
    await expect(changeOf(fit)).toBeVisible();

    // Two builds side by side: B − A of the baseline, dashed; A (Tathren) has 2 more mana now.
    const sides = willpower.getByRole('region', { name: 'Two builds side by side' });
    await lookAt(sides);
    const chart = sides.getByRole('region', { name: /^B − A by level/ });
    await expect(chart.getByRole('list', { name: 'Legend' })).toContainText(
      'B − A max mana (baseline)',
    );
    await changeOf(chart).click();
    await expect(chart.getByRole('table').locator('tbody tr').first()).toBeVisible();

    // No baseline: no Change on any of them.
    await (await openChanges(app)).getByRole('button', { name: 'Clear baseline' }).click();
    await app.nav.getByRole('button', { name: /^Willpower/ }).click();
    for (const card of [endurance, sensitivity, goal, fit, chart]) {
      await expect(changeOf(card)).toHaveCount(0);
    }
  });
});

test.describe('Two builds side by side', () => {
  test('pins two builds, shows B − A by level and their traces aligned term by term', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await app.field('Name').fill('Brute');
    await app.select('Class').selectOption('warrior');
    await expect(app.levelOne).toHaveText(/= 7$/);

    const panel = page.getByRole('region', { name: 'Two builds side by side' });
    // A is the build shown (Brute), B the next one (Tathren).
    await expect(panel.getByLabel('Build A')).toHaveValue('tathren-copy');
    await expect(panel.getByLabel('Build B')).toHaveValue('tathren');
    await panel.getByLabel('Build A').selectOption({ label: 'Tathren' });
    await panel.getByLabel('Build B').selectOption({ label: 'Brute' });

    const levelOne = panel.getByRole('table', { name: 'Max mana at level 1' });
    const rows = levelOne.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0).locator('td')).toHaveText(['Elf', '3', 'Elf', '3', '0']);
    // The class is the term that makes the difference: Wizard 12 against Warrior 1.
    await expect(rows.nth(1).locator('td')).toHaveText(['Wizard', '12', 'Warrior', '1', '−11']);
    await expect(rows.nth(2).locator('td')).toHaveText(['Int', '2', 'Int', '2', '0']);
    await expect(levelOne.locator('tfoot td')).toHaveText(['18', '', '7', '−11']);

    // B − A at every level, in the card's table.
    const card = panel.getByRole('region', { name: 'B − A by level' });
    await card.getByRole('button', { name: 'Table', exact: true }).click();
    const first = card.getByRole('table').locator('tbody tr').first();
    await expect(first.locator('th, td')).toHaveText([
      '1',
      '18',
      '7',
      '-11',
      /\d+/,
      /\d+/,
      /-?\d+/,
    ]);

    // Explain at another level: the trace at that level follows.
    await panel.getByLabel('Explain at level', { exact: true }).fill('10');
    await panel.getByLabel('Explain at level', { exact: true }).press('Enter');
    await expect(panel.getByRole('table', { name: 'Max mana at level 10' })).toBeVisible();
    expect(app.pageErrors).toEqual([]);
  });
});

test('opened first, with nothing to compute, the status bar says the engine is idle, not starting', async ({
  page,
}) => {
  await page.goto('/?screen=changes');
  await expect(page.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
  const status = page.getByTestId('engine-status');
  await expect(status).toHaveText('Engine idle');
  await whatChangedScreen(page).getByRole('button', { name: 'Compare with last saved' }).click();
  await expect(status).toHaveText('Engine ready');
});
