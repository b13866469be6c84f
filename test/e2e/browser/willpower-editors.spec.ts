import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Willpower table editors', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('a removal by keyboard keeps the designer’s place: its Undo, the next control', async ({
    page,
  }) => {
    // Taking off the only item worn: "Put on" has the focus (the list is empty).
    await app.putOn('ring-of-mana');
    await app.buildCard.getByRole('button', { name: 'Take off Ring of mana (+5)' }).press('Enter');
    await expect(app.buildCard.getByLabel('Put on')).toBeFocused();
    // Deleting a table's last row: its "Undo deleting …".
    await app.openTable('Races and classes');
    const classes = app.table('Classes');
    const last = classes.getByRole('button', { name: /^Delete / }).last();
    const name = ((await last.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
    await last.press('Enter');
    await expect(classes.getByRole('button', { name: `Undo deleting ${name}` })).toBeFocused();
    // Removing an item's only effect: its "Add effect".
    await app.openTable('Items');
    const items = app.table('Items');
    const remove = items.getByRole('button', { name: /^Remove effect 1 from Ring of Siphoning/ });
    await remove.press('Enter');
    await expect(
      items.getByRole('button', { name: 'Add an effect to Ring of Siphoning' }),
    ).toBeFocused();
    await expect(page.locator('body')).not.toBeFocused();
  });

  test('editing a worn item\u2019s +N maximum redraws the build\u2019s max mana', async () => {
    await app.putOn('ring-of-mana');
    await expect(app.atBuildLevel).toHaveText(
      '18 (level 1) + 0 (0 level-ups \u00d7 8) + 5 (Ring of mana (+5)) = 23',
    );
    await app.openTable('Items');
    const items = app.table('Items');
    const amount = items.getByLabel('Ring of mana (+5) effect 1 mana', { exact: true });
    await expect(amount).toHaveValue('5');
    await amount.fill('7');
    await expect(app.atBuildLevel).toHaveText(
      '18 (level 1) + 0 (0 level-ups \u00d7 8) + 7 (Ring of mana (+5)) = 25',
    );
    await expect(app.chart).toHaveAttribute('aria-label', /25 at level 1,/);
    await amount.press('Tab');

    // A bad value is explained on the field; the breakdown keeps the value before the edit.
    await amount.fill('1000');
    await expect(items.getByRole('alert')).toHaveText(
      'Maximum mana must be a whole number from 0 to 999.',
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(
      app.page.getByRole('status').filter({ hasText: 'the values from before the edit' }),
    ).toBeVisible();
    await expect(app.atBuildLevel).toContainText('= 25');
    const summary = app.page.getByRole('region', { name: 'Tables' }).locator('summary');
    await expect(summary.filter({ hasText: /^\s*Items/ })).toContainText('1 value to fix');
    await amount.press('Escape');
    await expect(summary.filter({ hasText: /^\s*Items/ })).not.toContainText('to fix');
    await expect(amount).toHaveValue('7');
    await expect(app.atBuildLevel).toContainText('= 25');
  });

  test('refuses to delete an item a build wears, naming the build, and undoes a deletion', async ({
    page,
  }) => {
    await app.putOn('ring-of-mana');
    await app.openTable('Items');
    const items = app.table('Items');
    await items.getByRole('button', { name: 'Delete Ring of mana (+5)', exact: true }).click();
    await expect(items.getByRole('alert')).toHaveText(
      'Ring of mana (+5) is worn by Tathren: take it off that build first.',
    );
    await expect(items.getByLabel('Ring of mana (+5) name', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Take off Ring of mana (+5)' }).click();
    await items.getByRole('button', { name: 'Delete Ring of mana (+5)', exact: true }).click();
    await expect(items.getByLabel('Ring of mana (+5) name', { exact: true })).toHaveCount(0);
    await expect(app.buildCard.getByRole('option', { name: 'Ring of mana (+5)' })).toHaveCount(0);
    await items.getByRole('button', { name: 'Undo deleting Ring of mana (+5)' }).click();
    await expect(items.getByLabel('Ring of mana (+5) name', { exact: true })).toHaveValue(
      'Ring of mana (+5)',
    );
    await app.putOn('ring-of-mana');
    await expect(app.atBuildLevel).toContainText('+ 5 (Ring of mana (+5)) = 23');
  });

  test('adds an effect to a talent, which a build that has it then counts', async ({ page }) => {
    await page.getByLabel('Clear mind', { exact: true }).check();
    await app.openTable('Talents');
    const talents = app.table('Talents');
    await talents.getByRole('button', { name: 'Add an effect to Clear mind' }).click();
    const kind = talents.getByLabel('Clear mind effect 2 kind', { exact: true });
    await expect(kind).toHaveValue('max-mana');
    await talents.getByLabel('Clear mind effect 2 mana', { exact: true }).fill('4');
    await expect(app.atBuildLevel).toHaveText(
      '18 (level 1) + 0 (0 level-ups \u00d7 8) + 4 (Clear mind) = 22',
    );

    // Another kind brings its own fields, in the designer's words.
    await kind.selectOption({ label: 'Deep well: +1 per N levels, at least M' });
    await expect(talents.getByLabel('Clear mind effect 2 levels per point')).toHaveValue('4');
    await expect(talents.getByLabel('Clear mind effect 2 minimum')).toHaveValue('2');
    await expect(app.atBuildLevel).toContainText('Clear mind: at least 2');
    await talents.getByRole('button', { name: 'Remove effect 2 from Clear mind' }).click();
    await expect(talents.getByLabel('Clear mind effect 2 kind')).toHaveCount(0);
    await expect(app.atBuildLevel).toHaveCount(0);
  });

  test('refuses to delete a talent a build has taken; duplicates and renames one', async ({
    page,
  }) => {
    await page.getByLabel('Deep well', { exact: true }).check();
    await app.openTable('Talents');
    const talents = app.table('Talents');
    await talents.getByRole('button', { name: 'Delete Deep well', exact: true }).click();
    await expect(talents.getByRole('alert')).toHaveText(
      'Deep well is taken by Tathren: untick it in that build first.',
    );
    await talents.getByRole('button', { name: 'Duplicate Deep well', exact: true }).click();
    const copy = talents.getByLabel('Deep well (copy) name', { exact: true });
    await expect(copy).toHaveValue('Deep well (copy)');
    await copy.fill('Frugal caster');
    await expect(talents.getByRole('alert').filter({ hasText: 'already' })).toHaveText(
      'There is already a talent called Frugal caster.',
    );
    await copy.fill('Deeper well');
    await expect(page.getByLabel('Deeper well', { exact: true })).toBeVisible();
  });

  test('Concentration\u2019s tables and reading change a trained build\u2019s curve', async ({
    page,
  }) => {
    await app.field('Level').fill('10');
    // The field says whose value it is where a designer reads it, not only to a screen reader.
    await expect(page.getByText('Concentration value', { exact: true })).toBeVisible();
    await page.getByLabel('Concentration value').fill('100');
    await page.getByLabel('Concentration trained').check();
    await expect(app.atBuildLevel).toHaveText(
      '18 (level 1) + 72 (9 level-ups \u00d7 8) + 5 (Concentration 100) = 95',
    );
    await app.openTable('Skills (Concentration)');
    const maxMana = app.table('Concentration max mana');
    await maxMana.getByLabel('Concentration max mana row 2 amount', { exact: true }).fill('12');
    await expect(app.atBuildLevel).toHaveText(
      '18 (level 1) + 72 (9 level-ups \u00d7 8) + 12 (Concentration 100) = 102',
    );

    // Between listed values: step reads 60 as 25 (+1), linear as 1 + 35/75 × 11 → 6.
    await page.getByLabel('Concentration value').fill('60');
    await expect(app.atBuildLevel).toContainText('+ 1 (Concentration 60) = 91');
    await page.getByLabel('Concentration: reading between listed values').selectOption('linear');
    await expect(app.atBuildLevel).toContainText('+ 6 (Concentration 60) = 96');

    // The cap: a pool of 90 over 100 allows 0.
    await page.getByLabel('Concentration cap divisor').fill('100');
    await expect(app.atBuildLevel).toContainText('(at most 1/100 of 90) = 90');

    // Values are listed once each; a row can be added and removed.
    const value = maxMana.getByLabel('Concentration max mana row 1 value', { exact: true });
    await value.fill('100');
    await expect(maxMana.getByRole('alert')).toHaveText(
      'Value 100 is already listed: each value appears once.',
    );
    await value.press('Escape');
    await maxMana.getByRole('button', { name: 'Add a row to Concentration max mana' }).click();
    await expect(
      maxMana.getByLabel('Concentration max mana row 4 value', { exact: true }),
    ).toHaveValue('250');
    await maxMana
      .getByRole('button', { name: 'Remove row 4 (value 250) from Concentration max mana' })
      .click();
    await expect(maxMana.getByLabel('Concentration max mana row 4 value')).toHaveCount(0);
  });

  test('a status factor edit changes the Regeneration panel while the status is ticked', async ({
    page,
  }) => {
    await app.regenPanel.getByLabel('Poisoned').check();
    await expect(page.getByTestId('regen-per-point')).toContainText('every 432 s');
    await app.openTable('Statuses');
    const statuses = app.table('Statuses');
    const factor = statuses.getByLabel('Poisoned factor', { exact: true });
    await factor.fill('0.25');
    await expect(page.getByTestId('regen-per-point')).toContainText('every 864 s');
    await factor.press('Tab');

    for (const [typed, message] of [
      ['2', 'The factor must be from 0 to 1 for a status that slows mana.'],
      ['1e-1', 'The factor must be a number from 0 to 1, not \u201c1e-1\u201d.'],
      ['NaN', 'The factor must be a number from 0 to 1, not \u201cNaN\u201d.'],
      ['0.0001', 'The factor may have at most 3 decimal places.'],
    ] as const) {
      await factor.fill(typed);
      await expect(statuses.getByRole('alert')).toHaveText(message);
      await expect(page.getByTestId('regen-per-point')).toContainText('every 864 s');
    }
    // Escape puts back the value before this typing.
    await factor.press('Escape');
    await expect(factor).toHaveValue('0.25');
    await expect(page.getByTestId('regen-per-point')).toContainText('every 864 s');

    // Renaming shows in the panel at once.
    await statuses.getByLabel('Poisoned name', { exact: true }).fill('Envenomed');
    await expect(app.regenPanel.getByLabel('Envenomed')).toBeChecked();
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('keeps Diseased, explaining why; deletes and restores another status', async ({ page }) => {
    await app.openTable('Statuses');
    const statuses = app.table('Statuses');
    await statuses.getByRole('button', { name: 'Delete Diseased', exact: true }).click();
    await expect(statuses.getByRole('alert')).toHaveText(
      'Diseased cannot be deleted: the rules measure every disease against it (\u201ca disease ' +
        'that slows it more than being Diseased does counts too\u201d). Rename it or change its ' +
        'factor instead.',
    );
    await expect(app.regenPanel.getByLabel('Diseased', { exact: true })).toBeVisible();

    await statuses.getByRole('button', { name: 'Delete Worn thin', exact: true }).click();
    await expect(app.regenPanel.getByLabel('Worn thin')).toHaveCount(0);
    await statuses.getByRole('button', { name: 'Undo deleting Worn thin' }).click();
    await expect(app.regenPanel.getByLabel('Worn thin')).toBeVisible();

    // A new status can be ticked in the panel at once, and drains when told to.
    await statuses.getByRole('button', { name: 'Add status' }).click();
    await statuses.getByLabel('New status drains mana').check();
    await statuses.getByLabel('New status seconds between drains').fill('30');
    await app.regenPanel.getByLabel('New status').check();
    await expect(app.regenPanel).toContainText('New status drains 1 mana every 30 s.');
    await expect(page.getByTestId('regen-per-point')).toContainText('every 432 s');

    // Changing the kind brings the factor into the new kind's range, and says so.
    await statuses.getByLabel('New status kind').selectOption('rest');
    await expect(statuses.getByRole('status').filter({ hasText: 'factor is now' })).toHaveText(
      'New status\u2019s factor is now 1: a status that speeds mana up has a factor from 1 to 10.',
    );
    await expect(statuses.getByLabel('New status factor', { exact: true })).toHaveValue('1');
  });

  test('refuses to delete a sign a build was born under; its percent speeds regeneration', async ({
    page,
  }) => {
    await app.buildCard.getByLabel('Born under').selectOption('water');
    await expect(page.getByTestId('regen-speed-ups')).toContainText('25 (Tidal (Water))');
    await app.openTable('Horoscope signs');
    const signs = app.table('Horoscope signs');
    await signs.getByLabel('Water regen percent', { exact: true }).fill('50');
    await expect(page.getByTestId('regen-speed-ups')).toContainText('50 (Tidal (Water))');
    await signs.getByLabel('Water gift', { exact: true }).fill('Flood');
    await expect(page.getByTestId('regen-speed-ups')).toContainText('50 (Flood (Water))');

    await signs.getByRole('button', { name: 'Delete Water', exact: true }).click();
    await expect(signs.getByRole('alert')).toHaveText(
      'Tathren was born under Water: choose another sign for that build first.',
    );
    await signs.getByRole('button', { name: 'Add sign' }).click();
    await signs.getByLabel('New sign name', { exact: true }).fill('Fire');
    await expect(app.buildCard.getByLabel('Born under').locator('option')).toHaveText([
      'No sign',
      'Water (Flood, 50% faster regen)',
      'Fire (New gift, 0% faster regen)',
    ]);
    await signs.getByLabel('Fire regen percent', { exact: true }).fill('-5');
    await expect(signs.getByRole('alert')).toHaveText(
      'The regen percent must be a whole number from 0 to 1000.',
    );
  });

  test('edits spells, rods and summonings: add, rename, kind, cost, delete and undo', async () => {
    await app.openTable('Spells, rods and summonings');
    const abilities = app.table('Spells, rods and summonings');
    await abilities.getByRole('button', { name: 'Add spell, rod or summoning' }).click();
    await abilities.getByLabel('New spell name', { exact: true }).fill('Rod of frost');
    await abilities.getByLabel('Rod of frost kind').selectOption('rod');
    const cost = abilities.getByLabel('Rod of frost cost', { exact: true });
    await cost.fill('12.5');
    await expect(abilities.getByRole('alert')).toHaveText(
      'The cost must be a whole number from 0 to 999, not \u201c12.5\u201d.',
    );
    await cost.fill('12');
    await expect(abilities.getByRole('alert')).toHaveCount(0);
    await abilities.getByLabel('Rod of frost name', { exact: true }).fill('burning HANDS');
    await expect(abilities.getByRole('alert')).toHaveText(
      'There is already an ability called Burning hands.',
    );
    await abilities.getByLabel('Rod of frost name', { exact: true }).press('Escape');
    await abilities.getByRole('button', { name: 'Delete Burning hands' }).click();
    await expect(abilities.getByLabel('Burning hands name')).toHaveCount(0);
    await abilities.getByRole('button', { name: 'Undo deleting Burning hands' }).click();
    await expect(abilities.getByLabel('Burning hands name', { exact: true })).toHaveValue(
      'Burning hands',
    );
    await expect(abilities.getByLabel('Burning hands name', { exact: true })).toBeVisible();
  });

  test('reaches every control of an item with Tab, in reading order', async ({ page }) => {
    await app.openTable('Items');
    const items = app.table('Items');
    await items.getByLabel('Ring of mana (+5) name', { exact: true }).focus();
    const order = [
      items.getByRole('button', { name: 'Duplicate Ring of mana (+5)' }),
      items.getByRole('button', { name: 'Delete Ring of mana (+5)' }),
      items.getByLabel('Ring of mana (+5) effect 1 kind'),
      items.getByLabel('Ring of mana (+5) effect 1 mana', { exact: true }),
      items.getByRole('button', { name: 'Remove effect 1 from Ring of mana (+5)' }),
      items.getByRole('button', { name: 'Add an effect to Ring of mana (+5)' }),
      items.getByLabel('Amulet of flow (50% faster) name', { exact: true }),
    ];
    for (const next of order) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
  });

  test('flags every kind of bad effect value inline, never showing NaN', async ({ page }) => {
    await app.openTable('Talents');
    const talents = app.table('Talents');
    for (const [label, typed, message] of [
      ['Meditation effect 1 factor', '0.5', 'The resting factor must be a number from 1 to 10.'],
      [
        'Meditation effect 1 factor',
        'Infinity',
        'The resting factor must be a number from 1 to 10, not \u201cInfinity\u201d.',
      ],
      [
        'Deep well effect 1 levels per point',
        '0',
        'Levels per point must be a whole number from 1 to 60.',
      ],
      [
        'Frugal caster effect 1 percent less',
        '101',
        'Percent less must be a whole number from 0 to 100.',
      ],
      ['Blood magic effect 1 HP cost', '0', 'The HP cost must be a whole number from 1 to 999.'],
      ['Deep well name', '', 'Deep well name is empty.'],
    ] as const) {
      const field = talents.getByLabel(label, { exact: true });
      await field.fill(typed);
      await expect(talents.getByRole('alert')).toHaveText(message);
      await expect(field).toHaveAccessibleDescription(message);
      await field.press('Escape');
      await expect(talents.getByRole('alert')).toHaveCount(0);
    }
    await talents.getByLabel('Meditation effect 1 factor', { exact: true }).fill('2.5');
    await expect(talents.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('NaN');
  });
});

test('deleting a ticked status simply stops it counting', async ({ page }) => {
  const app = new WillpowerPage(page);
  await app.open();
  await app.regenPanel.getByLabel('Poisoned').check();
  await expect(page.getByTestId('regen-per-point')).toContainText('every 432 s');
  await app.openTable('Statuses');
  await page.getByRole('button', { name: 'Delete Poisoned' }).click();
  await expect(page.getByTestId('regen-per-point')).toContainText('every 216 s');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(app.pageErrors).toEqual([]);
});
