import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Willpower max mana', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('opens on Tathren with the seed\u2019s level-1 breakdown', async ({ page }) => {
    await expect(page).toHaveTitle('Untitled — Wellspring');
    await expect(app.select('Race')).toHaveValue('elf');
    await expect(app.select('Class')).toHaveValue('wizard');
    await expect(app.field('Level')).toHaveValue('1');
    await expect(app.field('Intelligence')).toHaveValue('15');
    await expect(app.field('Willpower')).toHaveValue('12');
    await expect(app.field('Presence')).toHaveValue('10');
    await expect(app.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
    );
    await expect(app.gainPerLevel).toHaveText("6 (half Wizard's 12) + 2 (better of Int/Wil) = 8");
    await expect(
      page
        .getByRole('form', { name: 'Build' })
        .getByText(/assumed table, floor\(\(score − 10\) \/ 2\)/),
    ).toBeVisible();
  });

  test('shows 18 at level 1 and 26 at level 2 in the table view', async () => {
    await app.showTable();
    await expect(app.tableCellAt(1)).toHaveText('18');
    await expect(app.tableCellAt(2)).toHaveText('26');
    await expect(app.tableCellAt(60)).toHaveText(String(18 + 59 * 8));
    await expect(app.chartCard.getByRole('row')).toHaveCount(61);
  });

  test('redraws at once when Intelligence becomes 16', async () => {
    await expect(app.chart).toHaveAttribute('aria-label', /18 at level 1,/);
    const before = await app.chart.screenshot();
    await app.field('Intelligence').fill('16');
    await expect(app.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 3 (Int) + 1 (Wil) + 0 (Pre) = 19',
    );
    await expect(app.chart).toHaveAttribute('aria-label', /19 at level 1, 550 at level 60/);
    expect((await app.chart.screenshot()).equals(before)).toBe(false);
    await app.showTable();
    await expect(app.tableCellAt(1)).toHaveText('19');
    await expect(app.tableCellAt(2)).toHaveText('28');
  });

  // One page for every bad value: each is typed, explained, and put back with Escape. The first
  // also checks that nothing downstream moved (chart pixels, table, no NaN anywhere).
  test('explains each bad Intelligence inline and keeps the last good curve', async ({ page }) => {
    test.setTimeout(60_000);
    await app.field('Intelligence').fill('16');
    await app.field('Intelligence').press('Tab');
    await expect(app.levelOne).toContainText('= 19');
    const goodChart = await app.chart.screenshot();
    const badValues = [
      ['abc', 'Intelligence must be a whole number from 1 to 30, not \u201cabc\u201d.'],
      ['', 'Intelligence is empty: enter a whole number from 1 to 30.'],
      ['-5', 'Intelligence must be a whole number from 1 to 30.'],
      ['1e9', 'Intelligence must be a whole number from 1 to 30, not \u201c1e9\u201d.'],
      ['1000000000', 'Intelligence must be a whole number from 1 to 30.'],
      ['99999999999999999999', 'Intelligence must be a whole number from 1 to 30.'],
      ['12.5', 'Intelligence must be a whole number from 1 to 30, not \u201c12.5\u201d.'],
    ] as const;
    for (const [index, [typed, message]] of badValues.entries()) {
      await app.field('Intelligence').fill(typed);
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(app.field('Intelligence')).toHaveAttribute('aria-invalid', 'true');
      await expect(app.field('Intelligence')).toHaveAccessibleDescription(message);
      await expect(
        page.getByRole('status').filter({ hasText: 'the values from before the edit' }),
      ).toBeVisible();
      await expect(app.levelOne).toContainText('= 19');
      if (index === 0) {
        await expect(app.chart).toHaveAttribute('aria-label', /19 at level 1/);
        expect((await app.chart.screenshot()).equals(goodChart)).toBe(true);
        await expect(page.locator('body')).not.toContainText('NaN');
        await app.showTable();
        await expect(app.tableCellAt(1)).toHaveText('19');
        await app.showChart();
      }

      // Escape puts back the value the field had when it got focus.
      await app.field('Intelligence').press('Escape');
      await expect(app.field('Intelligence')).toHaveValue('16');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(app.levelOne).toContainText('= 19');
    }
  });

  test('steps a stat with the arrow keys, stopping at the ends of the range', async () => {
    await app.field('Intelligence').focus();
    await app.field('Intelligence').press('ArrowUp');
    await expect(app.field('Intelligence')).toHaveValue('16');
    await expect(app.levelOne).toContainText('= 19');
    await app.field('Intelligence').press('Shift+ArrowDown');
    await expect(app.field('Intelligence')).toHaveValue('11');
    await expect(app.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 0 (Int) + 1 (Wil) + 0 (Pre) = 16',
    );
    await app.field('Level').fill('58');
    await app.field('Level').press('Shift+ArrowUp');
    await expect(app.field('Level')).toHaveValue('60');
    await app.field('Level').press('ArrowUp');
    await expect(app.field('Level')).toHaveValue('60');
  });

  test('Escape undoes a whole edit, back to the value the field had on focus', async () => {
    await app.field('Intelligence').click();
    await app.field('Intelligence').press('End');
    await app.field('Intelligence').press('Backspace');
    await app.field('Intelligence').pressSequentially('8');
    await expect(app.field('Intelligence')).toHaveValue('18');
    await expect(app.levelOne).toContainText('= 20');
    await app.field('Intelligence').press('Escape');
    await expect(app.field('Intelligence')).toHaveValue('15');
    await expect(app.levelOne).toContainText('= 18');
  });

  test('names the build everywhere it shows, including the exported file', async ({ page }) => {
    await app.field('Name').fill('Borin the Dull');
    await expect(page.getByRole('heading', { name: 'Build: Borin the Dull' })).toBeVisible();
    await expect(app.chart).toHaveAttribute('aria-label', /for Borin the Dull:/);
    const download = page.waitForEvent('download');
    await app.chartCard.getByRole('button', { name: 'Export CSV…' }).click();
    expect((await download).suggestedFilename()).toBe(
      `wellspring-borin-the-dull-max-mana-${new Date().toLocaleDateString('sv-SE')}.csv`,
    );
    await app.field('Name').fill('  ');
    await expect(page.getByRole('alert')).toHaveText('Name is empty.');
    await expect(page.getByRole('heading', { name: 'Build: Borin the Dull' })).toBeVisible();
  });

  test('puts on and takes off an item that raises max mana', async ({ page }) => {
    await page.getByLabel('Put on').selectOption('ring-of-mana');
    await expect(page.getByTestId('at-build-level')).toHaveText(
      '18 (level 1) + 0 (0 level-ups \u00d7 8) + 5 (Ring of mana (+5)) = 23',
    );
    await expect(app.levelOne).toContainText('= 18');
    await app.showTable();
    await expect(app.tableCellAt(1)).toHaveText('23');
    await expect(app.tableCellAt(2)).toHaveText('31');
    await page.getByRole('button', { name: 'Take off Ring of mana (+5)' }).click();
    await expect(page.getByTestId('at-build-level')).toHaveCount(0);
    await expect(app.tableCellAt(1)).toHaveText('18');
  });

  test('counts Deep well from the level it is taken, and Concentration capped at a fifth', async ({
    page,
  }) => {
    await page.getByLabel('Deep well', { exact: true }).check();
    await app.showTable();
    await expect(app.tableCellAt(1)).toHaveText(String(18 + 2));
    await expect(app.tableCellAt(12)).toHaveText(String(18 + 88 + 3));
    await page.getByLabel('Deep well taken at level').fill('10');
    await expect(app.tableCellAt(9)).toHaveText(String(18 + 64));
    await expect(app.tableCellAt(10)).toHaveText(String(18 + 72 + 2));
    await page.getByLabel('Deep well', { exact: true }).uncheck();
    await page.getByLabel('Concentration value').fill('100');
    await expect(app.tableCellAt(1)).toHaveText('18');
    await page.getByLabel('Concentration trained').check();
    await expect(page.getByTestId('at-build-level')).toHaveText(
      '18 (level 1) + 0 (0 level-ups \u00d7 8) + 5 (Concentration 100) \u2212 2 (at most 1/5 of 18) = 21',
    );
    await expect(app.tableCellAt(2)).toHaveText(String(26 + 5));
  });

  test('draws the assumed HP curve, which follows Constitution and stops growing at 50', async ({
    page,
  }) => {
    const hp = page.getByRole('region', { name: 'Max HP, levels 1–60 (assumed HP model)' });
    await expect(hp.getByText(/Race and class HP and the Constitution modifier are/)).toBeVisible();
    await hp.getByRole('button', { name: 'Table' }).click();
    const valueAt = (level: number) =>
      hp.getByRole('row', { name: new RegExp(`^${level} `) }).getByRole('cell');
    await expect(valueAt(1)).toHaveText('5');
    await expect(valueAt(50)).toHaveText(String(5 + 49 * 2));
    await expect(valueAt(60)).toHaveText(String(5 + 49 * 2));
    await app.field('Constitution').fill('16');
    await expect(valueAt(1)).toHaveText('8');
    await expect(valueAt(2)).toHaveText(String(8 + 2 + 3));
  });

  test('marks the build\u2019s level on the chart legend and in the table', async () => {
    await app.field('Level').fill('12');
    await app.showTable();
    const marked = app.chartCard.locator('tr[aria-current="true"]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveText(/^12\s*106$/);
  });

  test('follows race, class and level: a human warrior with ordinary wits gains nothing', async ({
    page,
  }) => {
    await app.select('Race').selectOption('human');
    await app.select('Class').selectOption('warrior');
    await app.field('Intelligence').fill('10');
    await app.field('Willpower').fill('10');
    await expect(app.levelOne).toHaveText(
      '1 (Human) + 1 (Warrior) + 0 (Int) + 0 (Wil) + 0 (Pre) = 2',
    );
    await expect(app.gainPerLevel).toHaveText("0 (half Warrior's 1) + 0 (better of Int/Wil) = 0");
    await app.field('Level').fill('30');
    await expect(page.getByTestId('at-build-level')).toHaveText(
      '2 (level 1) + 0 (29 level-ups \u00d7 0) = 2',
    );
    await app.showTable();
    await expect(app.tableCellAt(60)).toHaveText('2');
  });

  test('reads stat modifiers from the editable table, and resets it', async ({ page }) => {
    await app.openAssumptions();
    await expect(
      page.getByText(/refers to a Stats table it does not include\. Wellspring assumes/),
    ).toBeVisible();
    await expect(app.modifier(15)).toHaveValue('+2');
    await expect(app.modifier(9)).toHaveValue('-1');
    await app.modifier(15).fill('5');
    await expect(app.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 5 (Int) + 1 (Wil) + 0 (Pre) = 21',
    );
    await expect(page.getByText('1 row edited')).toBeVisible();
    await page.getByRole('button', { name: /^Reset to floor/ }).click();
    await expect(app.modifier(15)).toHaveValue('+2');
    await expect(app.levelOne).toContainText('= 18');
  });

  test('warns while a modifier is bad, and Reset clears the bad entry too', async ({ page }) => {
    await app.openAssumptions();
    await app.modifier(20).fill('zz');
    await expect(page.getByRole('alert')).toHaveText(
      'The modifier for score 20 must be a whole number from \u221299 to 99, not \u201czz\u201d.',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'the chart uses the table from before the edit' }),
    ).toBeVisible();
    const reset = page.getByRole('button', { name: /^Reset to floor/ });
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(app.modifier(20)).toHaveValue('+5');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'before the edit' })).toHaveCount(0);
    await expect(reset).toBeDisabled();
  });

  test('shows the level-gain reading and applies the other one when chosen', async ({ page }) => {
    await app.field('Intelligence').fill('6');
    await app.field('Willpower').fill('4');
    await expect(app.gainPerLevel).toHaveText(
      "6 (half Wizard's 12) \u2212 2 (better of Int/Wil) = 4",
    );
    await app.openAssumptions();
    await page
      .getByLabel('When the better of Int and Wil is negative, a level gains')
      .selectOption('modifier-never-negative');
    await expect(app.gainPerLevel).toHaveText(
      "6 (half Wizard's 12) + 0 (better of Int/Wil, \u22122 counts as 0) = 6",
    );
  });

  test('exports the table as a CSV file', async ({ page }) => {
    const download = page.waitForEvent('download');
    await app.chartCard.getByRole('button', { name: 'Export CSV…' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `wellspring-tathren-max-mana-${new Date().toLocaleDateString('sv-SE')}.csv`,
    );
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\ufefflevel,tathren_max_mana');
    expect(lines[1]).toBe('1,18');
    expect(lines[2]).toBe('2,26');
    expect(lines).toHaveLength(62);
    await expect(page.getByRole('status').filter({ hasText: 'Exported to' })).toBeVisible();
  });
});

test.describe('Navigation', () => {
  test('lists every ruleset, each built (none says In progress)', async ({ page }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const items = app.nav.getByRole('button');
    await expect(items).toHaveText([
      /Compare regeneration\s*All rulesets, one axis/,
      /Balance grid\s*Whole roster, one table/,
      /What changed\s*Against a baseline/,
      // On the Rulesets group's line: a ruleset of the designer's own.
      /^\s*New ruleset…\s*$/,
      /Willpower/,
      /^\s*NetHack 3\.4\s*$/,
      /^\s*DCSS\s*$/,
      /^\s*Quest\s*$/,
      /^\s*Mage 2e\s*$/,
    ]);
    await app.showTable();
    await app.nav.getByRole('button', { name: /Mage 2e/ }).click();
    await expect(page.getByRole('heading', { name: 'Mage 2e', level: 1 })).toBeVisible();
    await app.nav.getByRole('button', { name: /Willpower/ }).click();
    await expect(app.levelOne).toContainText('= 18');
    // The screen is as it was left: still on the table view.
    await expect(app.tableCellAt(1)).toHaveText('18');
    expect(app.pageErrors).toEqual([]);
  });

  test('the address names the screen shown: a reload comes back to it', async ({ page }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await app.nav.getByRole('button', { name: /DCSS/ }).click();
    await expect(page).toHaveURL(/\?screen=dcss$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'DCSS', level: 1 })).toBeVisible();
    await expect(app.nav.getByRole('button', { name: /DCSS/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Only that screen was built: Willpower's comes when it is first shown.
    await expect(page.locator('[data-screen-id="willpower"]')).toHaveCount(0);
    await app.nav.getByRole('button', { name: /Willpower/ }).click();
    await expect(app.levelOne).toContainText('= 18');
    await expect(page).toHaveURL(/\?screen=willpower$/);
    // A name no screen has opens the first, as a bare address does.
    await page.goto('/?screen=toString');
    await expect(app.levelOne).toContainText('= 18');
    expect(app.pageErrors).toEqual([]);
  });

  test('shows the app version and that it runs in a browser', async ({ page }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await expect(page.getByTestId('app-info')).toHaveText(/Wellspring \d+\.\d+\.\d+ · browser/);
  });
});
