import { type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import Papa from 'papaparse';
import { lookAt } from './pages/look-at';

async function openNethack(page: Page, errors: string[]): Promise<void> {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/?screen=nethack34');
  await expect(page.getByTestId('engine-status')).toHaveText('Engine ready');
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /NetHack/ })
    .click();
}

test.describe('NetHack 3.4', () => {
  const errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    errors.length = 0;
    await openNethack(page, errors);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('draws HP and power bands for the chosen role and race', async ({ page }) => {
    const hp = page.getByRole('region', { name: 'Max HP, XL 1–30' });
    await expect(hp.getByTestId('band-chart')).toHaveAttribute(
      'aria-label',
      /Max HP of an Elf Wizard at XL 30: median \d+/,
    );
    const form = page.getByRole('form', { name: 'NetHack build' });
    await form.getByLabel('Role', { exact: true }).selectOption('Val');
    await expect(form.getByRole('alert')).toHaveText(
      'A Valkyrie must be Human or Dwarf, not Elf. The charts show the last allowed pair.',
    );
    await form.getByLabel('Race', { exact: true }).selectOption('Dwa');
    await expect(page.getByRole('heading', { name: 'Build: Dwarf Valkyrie' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('moves HP with Constitution, and shows a level\u2019s whole distribution', async ({
    page,
  }) => {
    const hp = page.getByRole('region', { name: 'Max HP, XL 1–30' });
    await hp.getByRole('button', { name: 'Table' }).click();
    const xl10 = hp.getByRole('row', { name: /^10 / }).getByRole('cell');
    const before = await xl10.first().textContent();
    await page.getByRole('form', { name: 'NetHack build' }).getByLabel('Constitution').fill('18');
    await expect(xl10.first()).not.toHaveText(before ?? '');
    await expect(page.getByTestId('hp-increment')).toContainText('+ 3 (Con 18)');
    const dist = page.getByRole('region', { name: "One level's distribution" });
    await dist.getByLabel('XL', { exact: true }).fill('12');
    await expect(page.getByTestId('hp-increment')).toHaveText(
      '0 (Wizard fix) + d8 (Wizard) + 0 (Elf fix) + d1 (Elf) + 3 (Con 18) = 5..12',
    );
  });

  test('exports the curves CSV, which parses back to the table on screen', async ({ page }) => {
    const hp = page.getByRole('region', { name: 'Max HP, XL 1–30' });
    await hp.getByRole('button', { name: 'Table' }).click();
    const shown = await hp
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
      );
    const download = page.waitForEvent('download');
    await hp.getByRole('button', { name: 'Export CSV…' }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream())
      chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\ufeff/, '');
    const parsed = Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
    const [shownHead, ...shownBody] = shown;
    expect(parsed.slice(1)).toEqual(shownBody);
    expect(parsed[0]?.slice(0, 3)).toEqual(['level', 'hp_mean', 'hp_p5']);
    expect(parsed).toHaveLength(31);
    // The screen's headings read as words; each names its CSV column in its tooltip.
    expect(shownHead?.slice(0, 3)).toEqual(['Level', 'HP mean', 'HP 5%']);
    const titles = await hp
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title')));
    expect(titles).toEqual(parsed[0]);
  });
});

test('shows regeneration and the time to fill the pool, with the intrinsic and the Eye', async ({
  page,
}) => {
  const errors: string[] = [];
  await openNethack(page, errors);
  const regen = page.getByRole('region', { name: 'Regeneration by XL' });
  const xl1 = regen.getByRole('row', { name: /^1 / }).getByRole('cell');
  await expect(xl1.nth(3)).toHaveText('150');
  await regen.getByLabel('Regeneration intrinsic').check();
  await expect(xl1.nth(3)).toHaveText('10');
  // Its file is named after the build, as every export of the screen is.
  const download = page.waitForEvent('download');
  await regen.getByRole('button', { name: 'Export CSV…' }).click();
  expect((await download).suggestedFilename()).toBe(
    `wellspring-elf-wizard-regen-${new Date().toLocaleDateString('sv-SE')}.csv`,
  );
  expect(errors).toEqual([]);
});

test('applies the encumbrance and polymorph conditions to regeneration', async ({ page }) => {
  const errors: string[] = [];
  await openNethack(page, errors);
  const regen = page.getByRole('region', { name: 'Regeneration by XL' });
  const xl5 = regen.getByRole('row', { name: /^5 / }).getByRole('cell');
  await expect(xl5.first()).toHaveText('7');
  await regen.getByLabel('Load').selectOption('strained');
  await regen.getByLabel('Moving or fighting').check();
  await expect(xl5.first()).toHaveText('never');
  await expect(xl5.nth(1)).toHaveText('-33');
  await regen.getByLabel('Load').selectOption('unencumbered');
  await regen.getByLabel('Polymorphed').check();
  await expect(xl5.first()).toHaveText('20');
  // A sea monster out of water: only once polymorphed; it loses 1 HP a turn.
  const sea = regen.getByLabel('Sea monster out of water');
  await regen.getByLabel('Polymorphed').uncheck();
  await expect(sea).toBeDisabled();
  await regen.getByLabel('Polymorphed').check();
  await sea.check();
  await expect(xl5.first()).toHaveText('never');
  await expect(xl5.nth(1)).toHaveText('-1000');
  await sea.uncheck();
  await regen.getByLabel('Polymorphed').uncheck();
  // Praying: no HP back, power as before.
  const power = await xl5.nth(4).textContent();
  await regen.getByLabel('Praying').check();
  await expect(xl5.first()).toHaveText('never');
  await expect(xl5.nth(1)).toHaveText('0');
  await expect(xl5.nth(4)).toHaveText(power ?? '');
  // The card says what is modelled, and no longer that it is not.
  await expect(regen.getByTestId('nethack-regen-note')).not.toContainText('Not modelled');
  await expect(regen.getByTestId('nethack-regen-note')).toContainText(
    'Regeneration intrinsic lifts both',
  );
  await expect(page.locator('body')).not.toContainText('NaN');
  expect(errors).toEqual([]);
});

test('overlays a second build to compare against, named after its race and role', async ({
  page,
}) => {
  const errors: string[] = [];
  await openNethack(page, errors);
  const tabs = page.getByRole('group', { name: 'NetHack builds' }).getByRole('button');
  await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
  await expect(tabs).toHaveText(['Elf Wizard', 'Elf Wizard (copy)']);
  const form = page.getByRole('form', { name: 'NetHack build' });
  await form.getByLabel('Role', { exact: true }).selectOption('Val');
  await form.getByLabel('Race', { exact: true }).selectOption('Hum');
  // The copy's name followed its new race and role; the heading and the tab say so.
  await expect(tabs).toHaveText(['Elf Wizard', 'Human Valkyrie']);
  await expect(page.getByRole('heading', { name: 'Build: Human Valkyrie' })).toBeVisible();
  const hp = page.getByRole('region', { name: 'Max HP, XL 1–30' });
  await expect(hp.getByTestId('band-chart')).toHaveAttribute(
    'aria-label',
    /an Elf Wizard at XL 30/,
  );
  await expect(hp.getByTestId('band-chart')).toHaveAttribute(
    'aria-label',
    /a Human Valkyrie at XL 30/,
  );
  // A name of the designer's own stays through a change of race.
  await form.getByLabel('Name').fill('Tank');
  await form.getByLabel('Name').press('Enter');
  await form.getByLabel('Race', { exact: true }).selectOption('Dwa');
  await expect(tabs).toHaveText(['Elf Wizard', 'Tank']);
  await expect(hp.getByTestId('band-chart')).toHaveAttribute('aria-label', /a Tank at XL 30/);
  await page.getByRole('button', { name: 'Delete build', exact: true }).click();
  await expect(tabs).toHaveText(['Elf Wizard']);
  expect(errors).toEqual([]);
});

test('draws a level\u2019s distribution as bars', async ({ page }) => {
  const errors: string[] = [];
  await openNethack(page, errors);
  const dist = page.getByRole('region', { name: "One level's distribution" });
  await dist.getByLabel('XL', { exact: true }).fill('1');
  await expect(
    dist.getByRole('img', { name: /^Max HP at XL 1: from 11 to 11, most likely 11\./ }),
  ).toBeVisible();
  await dist.getByLabel('XL', { exact: true }).fill('2');
  await expect(dist.getByRole('img', { name: /^Max HP at XL 2: from 14 to 21/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('changes Con at a chosen level, and exports every level\u2019s distribution', async ({
  page,
}) => {
  const errors: string[] = [];
  await openNethack(page, errors);
  await page.getByRole('button', { name: 'Add a stat change' }).click();
  const change = page.getByRole('group', { name: 'Stat change 1' });
  await change.getByLabel('From XL').fill('12');
  await change.getByLabel('Con').fill('18');
  const dist = page.getByRole('region', { name: "One level's distribution" });
  await dist.getByLabel('XL', { exact: true }).fill('11');
  await expect(page.getByTestId('hp-increment')).toContainText('+ 1 (Con 16)');
  await dist.getByLabel('XL', { exact: true }).fill('12');
  await expect(page.getByTestId('hp-increment')).toContainText('+ 3 (Con 18)');

  const download = page.waitForEvent('download');
  await dist.getByRole('button', { name: 'HP…' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `wellspring-elf-wizard-hp-distribution-${new Date().toLocaleDateString('sv-SE')}.csv`,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const rows = Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
  expect(rows[0]).toEqual(['level', 'value', 'probability']);
  expect(rows[1]).toEqual(['1', '11', '1']);
  // Every number a plain decimal: the rarest power rolls (down to 1 in 10^30 by XL 30) are
  // written 0, and none is written with an exponent.
  const powerDownload = page.waitForEvent('download');
  await dist.getByRole('button', { name: 'Power…' }).click();
  const powerChunks: Buffer[] = [];
  for await (const chunk of await (await powerDownload).createReadStream()) {
    powerChunks.push(chunk as Buffer);
  }
  const power = Papa.parse<string[]>(Buffer.concat(powerChunks).toString('utf8').trim(), {
    newline: '\r\n',
  }).data;
  const probabilities = power.slice(1).map((row) => row[2] ?? '');
  expect(probabilities.length).toBeGreaterThan(8000);
  expect(probabilities.filter((cell) => !/^(0|1|0\.\d+)$/.test(cell))).toEqual([]);
  expect(probabilities).toContain('0');
  expect(errors).toEqual([]);
});

test("a Monk's low-level power die: the game's tables, the seed's reading one click away", async ({
  page,
}) => {
  const errors: string[] = [];
  await openNethack(page, errors);
  const form = page.getByRole('form', { name: 'NetHack build' });
  const reading = page.getByTestId('nethack-power-reading');
  // A Wizard's die is the same in both: nothing to say.
  await expect(reading).toHaveCount(0);
  await form.getByLabel('Race', { exact: true }).selectOption('Hum');
  await form.getByLabel('Role', { exact: true }).selectOption('Mon');
  await expect(reading).toContainText('d(Wis/2 + 2), as the game’s tables have it');
  const dist = page.getByRole('region', { name: "One level's distribution" });
  await dist.getByLabel('XL', { exact: true }).fill('2');
  const increment = page.getByTestId('pw-increment');
  // XL 2 of a Human Monk, Wis 16: the game's die has 8 + 2 sides…
  const game = '0 (Monk fix) + 2 (Human fix) + rn2(8 (Wis 16 ÷ 2) + 2 (Monk) + 0 (Human)) = 2..11';
  await expect(increment).toHaveText(game);

  await reading.getByRole('button', { name: 'Use the seed’s reading' }).click();
  await expect(reading).toContainText('d(Wis/2 + 1), as the rules text (seed 002) says');
  // … the seed's 8 + 1.
  await expect(increment).toHaveText(
    '0 (Monk fix) + 2 (Human fix) + rn2(8 (Wis 16 ÷ 2) + 1 (Monk) + 0 (Human)) = 2..10',
  );
  // One undoable edit of the data: Undo puts the game's die back.
  await page.keyboard.press('Control+z');
  await expect(reading).toContainText('as the game’s tables have it');
  await expect(increment).toHaveText(game);
  expect(errors).toEqual([]);
});

test('sets two builds side by side: B − A of the means by XL, both means term by term', async ({
  page,
}) => {
  const errors: string[] = [];
  await openNethack(page, errors);
  const screen = page.locator('[data-screen-id="nethack34"]');
  const panel = screen.getByRole('region', { name: 'Two builds side by side' });
  await expect(panel).toContainText('Add or duplicate a build to set two side by side.');
  await screen.getByRole('button', { name: 'Duplicate build', exact: true }).click();
  const form = screen.getByRole('form', { name: 'NetHack build' });
  await form.getByLabel('Role', { exact: true }).selectOption('Val');
  await form.getByLabel('Race', { exact: true }).selectOption('Hum');
  await expect(screen.getByRole('heading', { name: 'Build: Human Valkyrie' })).toBeVisible();

  await lookAt(panel);
  // A is the build shown (the Valkyrie), B the next one (the Wizard, first again).
  await expect(panel.getByLabel('Build A').locator('option:checked')).toHaveText('Human Valkyrie');
  await expect(panel.getByLabel('Build B').locator('option:checked')).toHaveText('Elf Wizard');

  await panel.getByLabel('Explain at XL', { exact: true }).fill('1');
  await panel.getByLabel('Explain at XL', { exact: true }).press('Enter');
  const hp = panel.getByRole('table', { name: 'Mean max HP at XL 1' });
  // Valkyrie 14 + Human 2 against Wizard 10 + Elf 1: the role makes most of the difference.
  await expect(hp.locator('tbody tr').nth(0).locator('td')).toHaveText([
    'Valkyrie at XL 1',
    '14',
    'Wizard at XL 1',
    '10',
    '−4',
  ]);
  await expect(hp.locator('tbody tr').nth(1).locator('td')).toHaveText([
    'Human at XL 1',
    '2',
    'Elf at XL 1',
    '1',
    '−1',
  ]);
  await expect(hp.locator('tfoot td')).toHaveText(['16', '', '11', '−5']);
  // The Wizard's d3 at XL 1 is a mean of 2: 4 + 2.
  const pw = panel.getByRole('table', { name: 'Mean max power at XL 1' });
  await expect(pw.locator('tbody tr').nth(0).locator('td')).toHaveText([
    'Valkyrie at XL 1',
    '1',
    'Wizard at XL 1',
    '6',
    '+5',
  ]);

  // B − A at every XL in the card's table: the same means as the trace's totals.
  const card = panel.getByRole('region', { name: 'B − A by XL' });
  await card.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(card.getByRole('table').locator('tbody tr').first().locator('th, td')).toHaveText([
    '1',
    '16',
    '11',
    '-5',
    '2',
    '8',
    '6',
  ]);
  // Later XLs add the level-ups' shares, Con's bonus among them.
  await panel.getByLabel('Explain at XL', { exact: true }).fill('30');
  await panel.getByLabel('Explain at XL', { exact: true }).press('Enter');
  await expect(panel.getByRole('table', { name: 'Mean max HP at XL 30' })).toContainText(
    'Con bonus, 29 level-ups',
  );
  await expect(panel).not.toContainText('NaN');

  // A third build chosen as B: its terms are asked when it is chosen (only A's and B's are).
  await screen.getByRole('button', { name: 'Duplicate build', exact: true }).click();
  await form.getByLabel('Role', { exact: true }).selectOption('Pri');
  await expect(screen.getByRole('heading', { name: 'Build: Human Priest' })).toBeVisible();
  await lookAt(panel);
  await panel.getByLabel('Build A').selectOption({ label: 'Human Valkyrie' });
  await panel.getByLabel('Build B').selectOption({ label: 'Elf Wizard' });
  await panel.getByLabel('Explain at XL', { exact: true }).fill('1');
  await panel.getByLabel('Explain at XL', { exact: true }).press('Enter');
  await panel.getByLabel('Build B').selectOption({ label: 'Human Priest' });
  await expect(
    panel.getByRole('table', { name: 'Mean max HP at XL 1' }).locator('tbody tr').nth(0),
  ).toContainText('Priest at XL 1');
  await expect(panel).not.toContainText('NaN');
  expect(errors).toEqual([]);
});
