import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import Papa from 'papaparse';

async function open(page: Page, view: RegExp): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: view }).click();
}

/** The table a card shows (its Table toggle on): every row's cells as text. */
async function tableOf(card: Locator): Promise<string[][]> {
  await card.getByRole('button', { name: 'Table' }).click();
  return card
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
    );
}

async function downloadCsv(page: Page, card: Locator): Promise<{ name: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export CSV…' }).click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\ufeff/, '');
  return {
    name: file.suggestedFilename(),
    rows: Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data,
  };
}

test.describe('Regeneration compared across rulesets', () => {
  const errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/?screen=compare');
    await expect(page.getByTestId('engine-status')).toHaveText('Engine ready');
    await open(page, /Compare regeneration/);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('draws builds of three rulesets, switches the measure, and exports what is drawn', async ({
    page,
  }) => {
    const chart = page.getByRole('region', { name: 'Regeneration by level' });
    const lines = page.getByRole('region', { name: 'Lines drawn' });
    // Start from nothing, then add one build of each ruleset. The list is drawn once the engine
    // answers: wait for it, or the loop below finds nothing to untick on a loaded machine.
    await expect(lines.getByRole('checkbox', { name: 'Tathren: mana' })).toBeChecked();
    const ticked = lines.getByRole('checkbox', { checked: true });
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await expect(chart.getByTestId('compare-chart')).toHaveAttribute('aria-label', /No lines/);
    await lines.getByRole('checkbox', { name: 'Tathren: mana' }).check();
    await lines.getByRole('checkbox', { name: 'Elf Wizard: HP' }).check();
    await lines.getByRole('checkbox', { name: 'Demonspawn Berserker (seed): HP' }).check();
    await expect(chart.getByTestId('compare-chart')).toHaveAttribute(
      'aria-label',
      /Tathren \(Willpower\): mana: 0\.5 at level 60; Elf Wizard \(NetHack\): HP: .* at level 30; Demonspawn Berserker \(seed\) \(DCSS\): HP: .* at level 27/,
    );

    const points = await tableOf(chart);
    expect(points[0]).toEqual([
      'Level',
      'Tathren (Willpower): mana',
      'Elf Wizard (NetHack): HP',
      'Elf Wizard (NetHack): HP 5%',
      'Elf Wizard (NetHack): HP 95%',
      'Demonspawn Berserker (seed) (DCSS): HP',
    ]);
    // Level 1: a point every 216 s is 100/216 a 100 turns; NetHack XL 1 gets 6 HP in turns 1–100.
    expect(points[1]?.slice(0, 5)).toEqual(['1', '0.463', '6', '6', '6']);
    // Lines stop where a game's levels end: no NetHack past 30, no DCSS past 27.
    expect(points[31]?.slice(2)).toEqual(['', '', '', '']);
    expect(points[28]?.[5]).toBe('');

    await page.getByLabel('Measure').selectOption('percent-per-100-turns');
    await expect(chart.getByRole('columnheader').first()).toHaveText('Level');
    await expect(chart.getByRole('cell').first()).toHaveText('2.572');
    const percent = await tableOf(chart);
    const csv = await downloadCsv(page, chart);
    expect(csv.name).toBe(
      `wellspring-regen-comparison-percent-per-100-turns-${new Date().toLocaleDateString('sv-SE')}.csv`,
    );
    // The CSV names each line by ruleset, build id, pool and measure; the screen by its label.
    expect(csv.rows[0]?.slice(0, 2)).toEqual([
      'level',
      'willpower_tathren_mana_percent_per_100_turns',
    ]);
    expect(csv.rows.slice(1)).toEqual(percent.slice(1));
  });

  test('puts Willpower seconds on the turn axis with an editable exchange rate', async ({
    page,
  }) => {
    const chart = page.getByRole('region', { name: 'Regeneration by level' });
    await page.getByLabel('Measure').selectOption('turns-to-full');
    await chart.getByRole('button', { name: 'Table' }).click();
    const tathrenAt1 = chart.getByRole('row').nth(1).getByRole('cell').first();
    await expect(tathrenAt1).toHaveText('3888');
    await expect(chart).toContainText('Turns, empty to full (1 turn = 1 s)');

    const rate = page.getByLabel('Seconds one turn is worth', { exact: true });
    await rate.fill('6');
    await expect(tathrenAt1).toHaveText('648');
    await expect(chart).toContainText('Turns, empty to full (1 turn = 6 s)');
    await rate.press('Tab');

    await rate.fill('0');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('A turn must be worth more than 0 seconds')).toBeVisible();
    await expect(tathrenAt1).toHaveText('648');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(tathrenAt1).toHaveText('3888');
  });

  test('explains each build\u2019s time to full at one level, and follows the builds\u2019 conditions', async ({
    page,
  }) => {
    const traces = page.getByRole('region', { name: 'How each bar is reached' });
    await expect(traces).toContainText('90 points × 216 s = 19440 s');
    await expect(traces).toContainText('Expected 204 turns from 1 HP to the median pool');

    const bars = page.getByRole('region', { name: 'Time to full at one level' });
    await bars.getByRole('textbox', { name: 'Level' }).fill('40');
    await expect(traces).toContainText('This system stops at level 30');
    await expect(traces).toContainText('This system stops at level 27');
    const shown = await tableOf(bars);
    const mana = Number(/Max mana (\d+) at level 40/.exec(shown[1]?.[5] ?? '')?.[1]);
    expect(shown[1]?.slice(0, 3)).toEqual(['Tathren (Willpower): mana', '40', String(mana * 216)]);
    // NetHack and DCSS have no level 40: no figure in their rows.
    expect(shown[2]?.slice(2, 5)).toEqual(['', '', '']);

    // Resting is a condition of the Willpower build: tick it there, and the comparison follows.
    await open(page, /^Willpower/);
    await page.getByRole('region', { name: 'Regeneration' }).getByLabel('Resting').check();
    await open(page, /Compare regeneration/);
    await bars.getByRole('textbox', { name: 'Level' }).fill('10');
    await expect(traces).toContainText('90 points × 108 s = 9720 s');
  });

  test('names a line the linear axis lays flat, and offers the log scale', async ({ page }) => {
    const hint = page.getByTestId('compare-scale-hint');
    // The comparison's own box (the endurance card below has one of its own).
    const logScale = page
      .getByRole('region', { name: 'What to compare' })
      .getByRole('checkbox', { name: 'Log scale' });
    // Tathren's mana (half a point per 100 turns at most) beside NetHack's hundreds of HP.
    await expect(hint).toContainText(
      'Tathren (Willpower): mana peaks under a twentieth of the tallest line',
    );
    await hint.getByRole('button', { name: 'Use the log scale' }).click();
    await expect(logScale).toBeChecked();
    await expect(hint).toHaveCount(0);
    // A view setting, not an edit of the data: nothing to undo, and Ctrl+Z leaves it.
    const undo = page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' });
    await expect(undo).toBeDisabled();
    await page.keyboard.press('Control+z');
    await expect(logScale).toBeChecked();
    // The page's title marks it unsaved all the same: it is saved with the project.
    await expect(page).toHaveTitle(/^• /);
    await logScale.uncheck();
    await expect(hint).toBeVisible();
    // Turned off again, the project is its file again: nothing unsaved.
    await expect(page).toHaveTitle('Untitled — Wellspring');
  });

  test('keeps each NetHack line on its build when another NetHack build is deleted', async ({
    page,
  }) => {
    // A second NetHack build, a Human Valkyrie, drawn alone in the comparison.
    await open(page, /NetHack/);
    await page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    const form = page.getByRole('form', { name: 'NetHack build' });
    await form.getByLabel('Role', { exact: true }).selectOption('Val');
    await form.getByLabel('Race', { exact: true }).selectOption('Hum');
    const tabs = page.getByRole('group', { name: 'NetHack builds' }).getByRole('button');
    await expect(tabs).toHaveText(['Elf Wizard', 'Human Valkyrie']);
    await open(page, /Compare regeneration/);
    const lines = page.getByRole('region', { name: 'Lines drawn' });
    const ticked = lines.getByRole('checkbox', { checked: true });
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await lines.getByRole('checkbox', { name: 'Human Valkyrie: HP' }).check();
    const chart = page.getByRole('region', { name: 'Regeneration by level' });
    const legend = chart.getByTestId('compare-chart');
    await expect(legend).toHaveAttribute('aria-label', /Human Valkyrie \(NetHack\): HP/);
    const valkyrie = await legend.getAttribute('aria-label');

    // Delete the first build: by position, the line would have moved onto nothing or another.
    await open(page, /NetHack/);
    await tabs.filter({ hasText: 'Elf Wizard' }).click();
    await page.getByRole('button', { name: 'Delete build', exact: true }).click();
    await expect(tabs).toHaveText(['Human Valkyrie']);
    await open(page, /Compare regeneration/);
    await expect(legend).toHaveAttribute('aria-label', valkyrie ?? 'never');
    await expect(lines.getByRole('checkbox', { name: 'Human Valkyrie: HP' })).toBeChecked();
    await expect(lines.getByRole('checkbox', { name: 'Elf Wizard: HP' })).toHaveCount(0);
  });
});
