/**
 * A designer's own ruleset on screen (issue 41): New ruleset… from a template or blank, its
 * formulas in the editor, their curves drawn and exported as `custom/curves` computes them, a
 * mistake named where it stands with its quick fix while the other curves stay live, a refused
 * formula's last good curve kept and marked stale, and Undo taking it all back.
 */
import type { Download, Locator, Page } from '@playwright/test';
import type { ReportTable } from '../../../shared/report/report-table';
import type { CustomRuleset } from '../../../shared/rulesets/custom/schema';
import Papa from 'papaparse';
import { expect, test } from './reused-page';
import { RulesetPage } from './pages/ruleset-page';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { FORMULA_TEMPLATES, withTemplate } from '../../../shared/app/formula-templates';
import {
  customGrid,
  customScreen,
  customFitOf,
  customSideBySideOf,
} from '../../../shared/rulesets/custom/engine';
import { setCell } from '../../../shared/rulesets/custom/edits';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Rulesets' });
const editor = (page: Page) => page.getByRole('textbox', { name: /^Formulas of / });
const problems = (page: Page) => page.getByTestId('formula-problems');
const undo = (page: Page) =>
  page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: /^Undo/ });

async function newRuleset(page: Page, start: RegExp | 'Blank', name?: string): Promise<void> {
  await nav(page).getByRole('button', { name: 'New ruleset…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ruleset' });
  await dialog.getByRole('radio', { name: start === 'Blank' ? /^Blank/ : start }).check();
  if (name !== undefined) await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

async function textOf(file: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const rowsOfCsv = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\ufeff/, '').trim(), { delimiter: ',' }).data;

/** Clicks `button` (an export) and expects its CSV to be `table`, cell by cell as text. */
async function expectCsv(page: Page, button: Locator, table: ReportTable): Promise<void> {
  const download = page.waitForEvent('download');
  await button.click();
  expect(rowsOfCsv(await textOf(await download))).toEqual([
    table.columns,
    ...table.rows.map((row) => row.map(String)),
  ]);
}

/** Saves the project (a download) and gives back its first custom ruleset, as the file holds it. */
async function savedRuleset(page: Page): Promise<CustomRuleset> {
  const saving = page.waitForEvent('download');
  await page
    .getByRole('toolbar', { name: 'File' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  const project = JSON.parse(await textOf(await saving)) as {
    custom: { rulesets: CustomRuleset[] };
  };
  const [ruleset] = project.custom.rulesets;
  if (ruleset === undefined) throw new Error('the saved project has no custom ruleset');
  return ruleset;
}

test.describe('Your own ruleset', () => {
  test('from the NetHack template: its curves as custom/curves gives them, a typo named and fixed, and Undo', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, /^NetHack 3\.4, in formulas/);
    const name = 'NetHack 3.4 (from the template)';
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(nav(page).getByRole('button', { name })).toHaveAttribute('aria-current', 'page');
    // The results first: max HP, a roll, with its bands.
    const hp = app.card('hp_max (hp) by level: mean and spread');
    await expect(hp.getByTestId('band-chart')).toBeVisible();
    await expect(problems(page)).toHaveText('No problems: every formula checks.');

    // The whole report, exported, is what custom/curves computes for the template's first build.
    const { ruleset } = withTemplate(
      makeDefaultProject(),
      FORMULA_TEMPLATES.find((template) => template.id === 'nethack34')!,
    );
    const expected = customScreen({ ruleset, buildId: ruleset.builds[0]?.id ?? null });
    await expectCsv(
      page,
      page.getByRole('button', { name: 'Export all curves (CSV)…' }),
      expected.table,
    );

    // The grid keeps rows by a yes-or-no formula: the template's `allowed`, not a curve.
    const rows = page.getByRole('region', { name: 'Balance grid' }).getByLabel('Rows');
    await expect(rows.getByRole('option', { name: 'Where allowed is not 0' })).toHaveCount(1);
    await expect(rows.getByRole('option', { name: 'Where hp_max is not 0' })).toHaveCount(0);

    // A typo: named at its line and column with the checker's words; the other curves stay.
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nbroken: hp = hp_mx + 1');
    // The line after the text's last (typed after a line break at its end).
    const line = ruleset.text.split('\n').length + 1;
    await expect(problems(page)).toContainText(
      `Line ${line}, column 14, in broken: Nothing is called “hp_mx”. Did you mean hp_max?`,
    );
    await expect(hp.getByTestId('band-chart')).toBeVisible();
    await expect(undo(page)).toHaveAccessibleName(/^Undo Formulas of NetHack 3\.4/);
    // Its quick fix makes it check.
    await problems(page).getByRole('button', { name: 'Use hp_max' }).click();
    await expect(problems(page)).toHaveText('No problems: every formula checks.');
    await expect(editor(page)).toContainText('broken: hp = hp_max + 1');

    // Undo: the fix, the typing, then the new ruleset itself, and the app is back where it was.
    await undo(page).click();
    await expect(editor(page)).toContainText('broken: hp = hp_mx + 1');
    await undo(page).click();
    await expect(editor(page)).not.toContainText('broken');
    await expect(undo(page)).toHaveAccessibleName(/^Undo New ruleset NetHack 3\.4/);
    await undo(page).click();
    await expect(nav(page).getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    expect(app.pageErrors).toEqual([]);
  });

  test('from the NetHack template: the Wizard’s power die moves the band and Explain says why; two builds side by side', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, /^NetHack 3\.4, in formulas/);
    await page.getByLabel('Formula', { exact: true }).selectOption('pw_start');
    const explain = page.getByTestId('custom-explain');
    await expect(explain).toContainText('+ 2 (die(role.pw_inrnd)) +');
    const pw = app.card('pw_max (pw) by level: mean and spread');
    await pw.getByRole('button', { name: 'Table' }).click();
    await expect(app.rowCells(pw, 1)).toHaveText(['8', '7', '8', '9']);

    // The Wizard's starting power die, d3 → d9: the XL 1 band moves up and spreads, and Explain
    // puts it on that die's mean, 2 → 5.
    await page.getByLabel('Wiz pw_inrnd').fill('9');
    await expect(app.rowCells(pw, 1)).toHaveText(['11', '7', '11', '15']);
    await expect(explain).toHaveText(
      '4 (role.pw_infix) + 5 (die(role.pw_inrnd)) + 2 (race.pw_infix) + 0 (die(race.pw_inrnd)) = 11',
    );

    // Curve from targets: the Wizard's low HP die that brings max HP nearest 11 at 1 and 150 at
    // 30, set as one edit, its CSV custom/fit's.
    const fit = page.getByRole('region', { name: 'Curve from targets' });
    await fit.scrollIntoViewIfNeeded();
    await fit.getByLabel('Formula').selectOption('hp_max');
    await fit.getByLabel('Number').selectOption({ label: 'role Wiz’s hp_lornd (8)' });
    await fit.getByLabel('Targets').fill('1=11, 30=150');
    // 101 die sizes tried, each a NetHack character's HP dice to XL 30: a second or more.
    await expect(fit.getByTestId('custom-fit-explain')).toHaveText(
      'role Wiz’s hp_lornd 8 → 10 brings Elf Wizard’s mean hp_max nearest the targets: it misses ' +
        'them by 9.5 today and by 1.8 with 10 (the root mean square of the misses). Every build ' +
        'that picks Wiz moves with it.',
      { timeout: 15_000 },
    );
    const { ruleset: template } = withTemplate(
      makeDefaultProject(),
      FORMULA_TEMPLATES.find((each) => each.id === 'nethack34')!,
    );
    const fitted = customFitOf({
      ruleset: setCell(template, 'role', 'Wiz', 'pw_inrnd', 9),
      buildId: 'elf-wizard',
      measure: 'hp_max',
      cell: { table: 'role', row: 'Wiz', column: 'hp_lornd' },
      targets: [
        { level: 1, value: 11 },
        { level: 30, value: 150 },
      ],
      range: null,
    }).table;
    await expectCsv(page, fit.getByRole('button', { name: /^Export CSV/ }), fitted);
    await fit.getByRole('button', { name: 'Set role Wiz’s hp_lornd to 10' }).click();
    await expect(page.getByLabel('Wiz hp_lornd')).toHaveValue('10');
    await expect(fit.getByTestId('custom-fit-explain')).toHaveText(
      /^role Wiz’s hp_lornd 10 already fits best/,
      { timeout: 15_000 },
    );
    await undo(page).click();
    await expect(page.getByLabel('Wiz hp_lornd')).toHaveValue('8');

    // A second build, a Human Valkyrie, beside the Elf Wizard: B − A, term by term.
    await page.getByRole('button', { name: 'New build' }).click();
    await page.getByLabel('role', { exact: true }).selectOption('Val');
    await page.getByLabel('race', { exact: true }).selectOption('Hum');
    const card = page.getByRole('region', { name: 'Two builds side by side' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByLabel('Build A')).toHaveValue('build-2');
    await expect(card.getByLabel('Build B')).toHaveValue('elf-wizard');
    // The new build's answers come first (its curves, the grid and the analyses in view as it was
    // made): on a loaded machine the pair's Explains wait seconds behind them.
    await expect(card.getByRole('table').filter({ hasText: 'pw_start at level 1' })).toBeVisible({
      timeout: 20_000,
    });
    // The card's CSV is custom/side-by-side's for the project as saved.
    const ruleset = await savedRuleset(page);
    const expected = customSideBySideOf({ ruleset, a: 'build-2', b: 'elf-wizard' }).table;
    // The pair as it stands: its answer for the Valkyrie as picked, not the new build as made.
    await expect(card.getByRole('region', { name: 'B − A by level' })).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: 20_000 },
    );
    await expectCsv(page, card.getByRole('button', { name: /^Export CSV/ }), expected);
    expect(app.pageErrors).toEqual([]);
  });

  test('blank: a name is asked for, formulas written draw their curves, a refused one stays stale, Ctrl+Z', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await nav(page).getByRole('button', { name: 'New ruleset…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ruleset' });
    await dialog.getByLabel('Name').fill(' ');
    await expect(dialog.getByRole('alert')).toHaveText('Give the ruleset a name.');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('Dungeon');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Dungeon', level: 1 })).toBeVisible();
    // The blank ruleset's one example is drawn.
    await expect(app.card('hp_max (hp) by level')).toBeVisible();

    // The designer writes their own.
    await editor(page).click();
    await page.keyboard.press('Control+A');
    // Deleted first: Chromium's editing keeps a replaced highlight's colour as an inline style
    // attribute for a moment, which the page's Content Security Policy refuses (a console error,
    // nothing lost; the editor draws its own highlighting again at once).
    await page.keyboard.press('Backspace');
    // Escape before each Enter: Enter would take the completion offered for the word typed.
    for (const line of [
      'hp_max: hp = 10 + 5 * level',
      'half = floor(level / 2)',
      'mana: mp = 3 * level',
    ]) {
      await page.keyboard.type(line);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
    }
    const mana = app.card('mana (mp) by level');
    await mana.getByRole('button', { name: 'Table' }).click();
    await expect(app.rowCells(mana, 60)).toHaveText(['180']);
    await mana.getByRole('button', { name: 'Chart' }).click();
    // Explain takes a formula apart at the level shown.
    await page.getByLabel('Values at level').fill('10');
    await page.getByLabel('Formula', { exact: true }).selectOption('mana');
    await expect(page.getByTestId('custom-explain')).toHaveText(/= 30$/);

    // A mistake in mana: its last good curve stays, marked stale; hp_max is still live.
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.type('l');
    await expect(problems(page)).toContainText('Nothing is called “levell”');
    await expect(page.getByTestId('stale-note')).toHaveText(
      'Stale: mana shows its last good curve until its problem is fixed.',
    );
    await expect(mana.getByText('Stale: its last good curve')).toBeVisible();
    // A unit mismatch is named too, at its position.
    await page.keyboard.press('Control+End');
    await page.keyboard.type('total: mp = hp_max');
    await expect(problems(page)).toContainText('in total');
    await expect(app.card('hp_max (hp) by level')).toBeVisible();

    // Ctrl+Z in the editor is the project's Undo: the typing since it took focus goes, as one step.
    await page.keyboard.press('Control+z');
    await expect(editor(page)).toContainText('mana: mp = 3 * level');
    await expect(editor(page)).not.toContainText('total');
    await expect(problems(page)).toHaveText('No problems: every formula checks.');
    await expect(page.getByTestId('stale-note')).toHaveCount(0);

    // Ctrl+Space offers each name with its unit and its value at the level shown (10), one
    // without a unit too; hovering a name says the same.
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x = ma');
    await page.keyboard.press('Control+Space');
    await expect(
      page.getByRole('listbox', { name: 'Completions' }).getByRole('option', { name: /^mana/ }),
    ).toContainText('mp · 30 at level 10');
    await page.keyboard.press('Escape');
    await editor(page)
      .locator('span', { hasText: /^half$/ })
      .first()
      .hover();
    await expect(page.locator('.cm-tooltip-hover')).toHaveText(
      'half: 5 at level 10 (a formula without a unit, not charted)',
    );
    expect(app.pageErrors).toEqual([]);
  });

  test('tables the designer shapes: a column renamed in the formulas too, a used one deleted only when asked, Undo', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, 'Blank', 'Dungeon');
    const screen = page.getByTestId('custom-screen');
    await screen.getByRole('button', { name: 'Add table', exact: true }).click();
    await screen.getByLabel('Table', { exact: true }).fill('race');
    await screen.getByRole('button', { name: 'Add column', exact: true }).click();
    await screen.getByLabel('race column 1 name').fill('hp_bonus');
    await screen.getByLabel('race.hp_bonus unit').fill('hp');
    for (const id of ['elf', 'orc']) {
      await screen.getByRole('button', { name: 'Add race row', exact: true }).click();
      await screen
        .getByLabel(/^race row \d+ id$/)
        .last()
        .fill(id);
    }
    await screen.getByLabel('orc hp_bonus').fill('4');
    // The build picked the first row when the table had one (renamed since, with it); it picks
    // the orc.
    await expect(screen.getByLabel('race', { exact: true })).toHaveValue('elf');
    await screen.getByLabel('race', { exact: true }).selectOption('orc');

    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('total: hp = hp_max + race.hp_bonus');
    const total = app.card('total (hp) by level');
    await total.getByRole('button', { name: 'Table' }).click();
    // hp_max at level 1 is 10, and the orc's bonus 4.
    await expect(app.rowCells(total, 1)).toHaveText(['14']);

    // Renaming the column renames it in the formula: the same curve, no problem.
    await screen.getByLabel('race column 1 name').fill('bonus');
    await expect(editor(page)).toContainText('total: hp = hp_max + race.bonus');
    await expect(problems(page)).toHaveText('No problems: every formula checks.');
    await expect(app.rowCells(total, 1)).toHaveText(['14']);

    // Deleting a column a formula uses asks first, naming it.
    const remove = screen.getByRole('button', { name: 'Delete column race.bonus' });
    await remove.click();
    const ask = page.getByRole('dialog', { name: /race\.bonus is used by the formula total/ });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(screen.getByLabel('race column 1 name')).toHaveValue('bonus');
    await remove.click();
    await ask.getByRole('button', { name: 'Delete race.bonus' }).click();
    await expect(screen.getByLabel('race column 1 name')).toHaveCount(0);
    await expect(problems(page)).toContainText('race has no column “bonus”');

    // Undo brings the column back, with its numbers.
    await undo(page).click();
    await expect(screen.getByLabel('orc bonus')).toHaveValue('4');
    await expect(problems(page)).toHaveText('No problems: every formula checks.');
    expect(app.pageErrors).toEqual([]);
  });

  test('three races × three classes: the grid flags an outlier, an edit fixes it, and its CSV is custom/grid’s', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, 'Blank', 'Trio');
    const screen = page.getByTestId('custom-screen');
    // Two tables, each with an hp column and three rows: race × class makes nine rows.
    const tables = [
      { name: 'race', rows: { elf: '1', dwarf: '1', orc: '4' } },
      { name: 'class', rows: { mage: '1', priest: '1', fighter: '4' } },
    ];
    for (const [t, table] of tables.entries()) {
      await screen.getByRole('button', { name: 'Add table', exact: true }).click();
      await screen.getByLabel('Table', { exact: true }).nth(t).fill(table.name);
      await screen.getByRole('button', { name: 'Add column', exact: true }).nth(t).click();
      await screen.getByLabel(`${table.name} column 1 name`).fill('hp');
      for (const [id, hp] of Object.entries(table.rows)) {
        await screen.getByRole('button', { name: `Add ${table.name} row`, exact: true }).click();
        await screen
          .getByLabel(new RegExp(`^${table.name} row \\d+ id$`))
          .last()
          .fill(id);
        await screen.getByLabel(`${id} hp`).fill(hp);
      }
    }
    await editor(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('hp_max: hp = race.hp * class.hp * level');
    await expect(problems(page)).toHaveText('No problems: every formula checks.');

    // The orc fighter's 16 at level 1 stands out of 1, 1, 4, 1, 1, 4, 4, 4, 16.
    const grid = page.getByRole('region', { name: 'Balance grid' });
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByTestId('grid-outliers')).toContainText(
      '1 row has an outlier: orc fighter: hp_max at level 1',
    );
    await expect(grid.getByRole('row')).toHaveCount(10);

    // The fighter's hp brought down to 1: no outlier.
    await screen.getByLabel('fighter hp').fill('1');
    await expect(grid.getByTestId('grid-outliers')).toHaveText('No outliers.');

    // The grid's CSV is custom/grid --with-scores for the project as saved.
    const ruleset = await savedRuleset(page);
    const expected = customGrid({
      ruleset,
      buildId: ruleset.builds[0]?.id ?? null,
      levels: null,
      measures: 'results',
      where: null,
    });
    await expectCsv(page, grid.getByRole('button', { name: /^Export CSV/ }), expected);

    // The project-wide Balance grid lists it beside the built-in rulesets, with the same grid.
    await nav(page)
      .getByRole('button', { name: /^Balance grid/ })
      .click();
    const balance = page.locator('[data-screen-id="balance"]');
    await balance.getByLabel('Ruleset').selectOption({ label: 'Trio' });
    const trio = balance.getByRole('region', { name: 'Balance grid' });
    await expect(trio.getByRole('row')).toHaveCount(10);
    await expect(trio.getByTestId('grid-outliers')).toHaveText('No outliers.');
    await balance.getByLabel('Ruleset').selectOption({ label: 'Willpower' });
    await expect(balance.getByRole('table', { name: 'Balance grid' })).toBeVisible();
    expect(app.pageErrors).toEqual([]);
  });

  test('what moves a formula most, and goal seek over an input with a range, set as one edit', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, 'Blank', 'Stats');
    const screen = page.getByTestId('custom-screen');
    await screen.getByRole('button', { name: 'Add input', exact: true }).click();
    await screen.getByLabel('Input 1 name').fill('con');
    await screen.getByLabel('con initial value').fill('10');
    await screen.getByLabel('con min').fill('3');
    await screen.getByLabel('con max').fill('18');
    // An input no formula reads yet: it moves nothing, and the card says so.
    await screen.getByRole('button', { name: 'Add input', exact: true }).click();
    await screen.getByLabel('Input 2 name').fill('luck');
    await editor(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('hp_max: hp = 10 + floor((con - 10) / 2) * level');
    await page.getByLabel('Values at level').fill('10');

    // Con 10 → 9 takes a point of modifier off each of the 10 levels; 11 gives none yet.
    // The card asks once it is in view (its wrapper stays while its first answer replaces it).
    await page.getByTestId('custom-analyses').scrollIntoViewIfNeeded();
    const moves = app.card('What moves it most');
    await moves.getByRole('button', { name: 'Table' }).click();
    await expect(moves.getByRole('row', { name: /^con / })).toContainText('-10');
    await expect(moves.getByTestId('sensitivity-still')).toHaveText(
      '1 input moves nothing here, one step either way: the table lists it too.',
    );

    // At least 30 at level 10: a modifier of 2, Con 14.
    const goal = app.card('Goal: the nearest input that reaches a number');
    await goal.getByRole('textbox').fill('30');
    const set = goal.getByRole('button', { name: 'Set con to 14' });
    await set.click();
    await expect(screen.getByLabel('con', { exact: true })).toHaveValue('14');
    await expect(goal.getByTestId('goal-now')).toContainText('the goal is met already');
    await expect(undo(page)).toHaveAccessibleName(/^Undo Set con to 14/);
    expect(app.pageErrors).toEqual([]);
  });

  test('a reload on its screen comes back to it once the unsaved edits are restored', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, 'Blank', 'Kept');
    await expect(page).toHaveURL(/[?&]screen=custom%3Amy-ruleset/);
    // The edit is written for recovery within the autosave's delay; the reload asks about it
    // (the browser's own "leave the page?" accepted).
    page.on('dialog', (dialog) => void dialog.accept());
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(localStorage).some(
              (key) =>
                key.startsWith('wellspring:recovery:') &&
                (localStorage.getItem(key) ?? '').includes('Kept'),
            ),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.reload();
    const ask = page.getByRole('dialog', { name: 'Restore unsaved edits?' });
    await ask.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('heading', { name: 'Kept', level: 1 })).toBeVisible();
    await expect(nav(page).getByRole('button', { name: 'Kept' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(app.pageErrors).toEqual([]);
  });

  test('shared as a code: all of it into a new project, then a build of it, each one Undo', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, 'Blank', 'Small game');
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('mana: mp = 3 * level');
    await expect(app.card('mana (mp) by level')).toBeVisible();

    const share = page.getByRole('dialog', { name: 'Share as a code' });
    await page.getByTestId('custom-screen').getByRole('button', { name: 'Share…' }).click();
    const codeOf = async (what: RegExp): Promise<string> => {
      await share.getByRole('radio', { name: what }).check();
      const field = share.getByRole('textbox', { name: 'Share code' });
      await expect(field).toHaveValue(/^WS1-[A-Za-z0-9_-]+$/);
      return field.inputValue();
    };
    // Beside Delete ruleset…, Share… opens on all of it.
    await expect(share.getByRole('radio', { name: /^All of Small game/ })).toBeChecked();
    const buildCode = await codeOf(/^This build: First build$/);
    const rulesetCode = await codeOf(/^All of Small game: its data and its 1 build$/);
    await expect(share).toContainText('adds Small game to that project’s rulesets');
    await share.getByRole('button', { name: 'Close' }).click();

    // A new project has no Small game: its build has nowhere to go, and nothing changes.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Discard edits' }).click();
    await expect(nav(page).getByRole('button', { name: 'Small game' })).toHaveCount(0);
    const paste = page.getByRole('dialog', { name: 'Paste a shared code' });
    const pasteCode = async (code: string) => {
      await page.getByRole('button', { name: 'Paste code…' }).click();
      await paste.getByLabel(/^Code/).fill(code);
      await paste.getByRole('button', { name: 'Read the code' }).click();
    };
    await pasteCode(buildCode);
    await expect(paste.getByRole('alert')).toContainText(
      'This project has no ruleset "Small game" for the builds to join: share all of it instead',
    );
    await paste.getByRole('button', { name: 'Cancel' }).click();

    // All of it: added, and shown with its formulas and curves.
    await pasteCode(rulesetCode);
    await expect(paste.getByRole('status')).toHaveText(
      'The code holds the ruleset Small game: its formulas, tables, inputs and 1 build. It is ' +
        'added to this project’s rulesets (Undo takes it back).',
    );
    await paste.getByRole('button', { name: 'Add Small game to the project' }).click();
    await expect(page.getByRole('heading', { name: 'Small game', level: 1 })).toBeVisible();
    await expect(editor(page)).toContainText('mana: mp = 3 * level');
    await expect(app.card('mana (mp) by level')).toBeVisible();

    // Its build again: it joins the ruleset, renamed, and is shown.
    await pasteCode(buildCode);
    await paste.getByRole('button', { name: 'Add First build (shared) to Small game' }).click();
    await expect(page.getByRole('combobox', { name: 'Build', exact: true })).toHaveValue(
      'first-build-2',
    );

    // All of it again, into the project that has it now (its id, maybe another game made apart):
    // the designer chooses to add it beside, or to replace.
    await pasteCode(rulesetCode);
    await expect(paste.getByRole('status')).toContainText(
      'This project’s Small game has its id: a copy of the same game, or one made apart.',
    );
    await expect(
      paste.getByRole('button', { name: 'Replace Small game from the code' }),
    ).toBeVisible();
    await paste.getByRole('button', { name: 'Add Small game 2 as a new ruleset' }).click();
    await expect(page.getByRole('heading', { name: 'Small game 2', level: 1 })).toBeVisible();
    await undo(page).click();
    await expect(nav(page).getByRole('button', { name: 'Small game 2' })).toHaveCount(0);
    await nav(page).getByRole('button', { name: 'Small game' }).click();

    await undo(page).click();
    await expect(
      page.getByRole('combobox', { name: 'Build', exact: true }).locator('option'),
    ).toHaveText(['First build']);
    await undo(page).click();
    await expect(nav(page).getByRole('button', { name: 'Small game' })).toHaveCount(0);
    expect(app.pageErrors).toEqual([]);
  });

  test('the baseline: its curves dashed under the current ones, and each card’s change', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, 'Blank', 'Based');
    await app.saveProjectText();
    // One more HP at every level, after the save.
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.type(' + 1');
    await page.keyboard.press('Escape');
    await nav(page)
      .getByRole('button', { name: /^What changed/ })
      .click();
    await page.getByRole('button', { name: 'Compare with last saved' }).click();
    await nav(page).getByRole('button', { name: 'Based' }).click();

    const hp = app.card('hp_max (hp) by level');
    await expect(hp.getByRole('list', { name: 'Legend' })).toContainText('hp_max (baseline)');
    await hp.getByRole('button', { name: 'Change', exact: true }).click();
    const rows = hp.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(60);
    await expect(rows.first().locator('th, td')).toHaveText(['1', 'HP max', '10', '11', '1', '10']);
    await expect(rows.last().locator('th, td')).toHaveText([
      '60',
      'HP max',
      '305',
      '306',
      '1',
      '0.33',
    ]);
    expect(app.pageErrors).toEqual([]);
  });

  test('a ruleset is deleted only when the designer says so, and Undo brings it back', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await newRuleset(page, 'Blank', 'Doomed');
    const remove = page.getByRole('button', { name: 'Delete ruleset…' });
    await remove.click();
    const ask = page.getByRole('dialog', { name: /^Delete the ruleset Doomed/ });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Doomed', level: 1 })).toBeVisible();
    await remove.click();
    await ask.getByRole('button', { name: 'Delete ruleset' }).click();
    await expect(nav(page).getByRole('button', { name: 'Doomed' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Willpower', level: 1 })).toBeVisible();
    await undo(page).click();
    await expect(page.getByRole('heading', { name: 'Doomed', level: 1 })).toBeVisible();
    await expect(editor(page)).toContainText('hp_max: hp = 10 + 5 * (level - 1)');
    expect(app.pageErrors).toEqual([]);
  });
});
