import { expect, test } from './reused-page';
import Papa from 'papaparse';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Willpower regeneration', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('shows the seed\u2019s Tathren example: a point every 216 s, full in about an hour', async ({
    page,
  }) => {
    await expect(page.getByTestId('regen-per-point')).toHaveText(
      'a point every 216 s (3 minutes and 36 seconds)',
    );
    await expect(page.getByTestId('regen-to-full')).toHaveText(
      'empty to full (18 mana) in 3888 s, about an hour',
    );
    await expect(page.getByTestId('regen-usual')).toHaveText(
      '360 (base) \u2212 144 (12 \u00d7 Wil 12) = 216',
    );
    await app.field('Willpower').fill('25');
    await expect(page.getByTestId('regen-per-point')).toHaveText('a point every 60 s (1 minute)');
  });

  test('combines statuses as the chosen readings say, and shows the reading', async ({ page }) => {
    const regen = page.getByRole('region', { name: 'Regeneration' });
    await regen.getByLabel('Poisoned').check();
    await expect(page.getByTestId('regen-per-point')).toContainText('every 432 s');
    await regen.getByLabel('Diseased with brain fever').check();
    await expect(page.getByTestId('regen-pace')).toHaveText(
      '\u00bd (Poisoned) \u00d7 \u00bc (Diseased with brain fever) = \u215b',
    );
    await expect(page.getByTestId('regen-per-point')).toContainText('every 1728 s');
    await expect(regen.getByRole('note', { name: 'How the rules were read' })).toBeVisible();

    await app.openAssumptions();
    await page
      .getByLabel('A disease that slows more than Diseased “counts too”')
      .selectOption('joins-slowest');
    await expect(page.getByTestId('regen-per-point')).toContainText('every 864 s');

    await regen.getByLabel('Starving').check();
    await expect(page.getByTestId('regen-per-point')).toHaveText('mana does not come back at all');
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('exports the regeneration table as CSV that parses back to the table on screen', async ({
    page,
  }) => {
    await page.getByRole('region', { name: 'Regeneration' }).getByLabel('Resting').check();
    const card = page.getByRole('region', { name: 'Time from empty to full, levels 1–60' });
    await card.getByRole('button', { name: 'Table' }).click();
    const shown = await card
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
        ),
      );
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Export CSV…' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `wellspring-tathren-regen-${new Date().toLocaleDateString('sv-SE')}.csv`,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\ufeff/, '');
    const parsed = Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
    expect(parsed[0]?.[2]).toBe('seconds_per_point');
    expect(shown[0]?.[2]).toBe('Seconds per point');
    expect(parsed.slice(1)).toEqual(shown.slice(1));
    expect(parsed[1]).toEqual(['1', '18', '108', '1944', '32.4']);
  });
});

test('compares regeneration under each condition, resting making up for slowing', async ({
  page,
}) => {
  const app = new WillpowerPage(page);
  await app.open();
  const table = page.getByRole('region', { name: 'Regeneration under each condition' });
  const secondsFor = (conditions: string) =>
    table
      .getByRole('row', { name: new RegExp(`^${conditions} `) })
      .getByRole('cell')
      .first();
  await expect(secondsFor('Usual pace')).toHaveText('216');
  await expect(secondsFor('Poisoned')).toHaveText('432');
  await expect(secondsFor('Poisoned, resting')).toHaveText('216');
  await expect(secondsFor('Starving')).toHaveText('never');
  await app.openAssumptions();
  await page
    .getByLabel('Resting and a sanctuary make up for slowing by')
    .selectOption('up-to-usual-pace');
  await expect(secondsFor('In a sanctuary')).toHaveText('72');
  expect(app.pageErrors).toEqual([]);
});

test('follows the editable numbers of the regeneration rule', async ({ page }) => {
  const app = new WillpowerPage(page);
  await app.open();
  await app.openAssumptions();
  await page.getByLabel('Regen base (s)').fill('300');
  await expect(page.getByTestId('regen-per-point')).toHaveText(
    'a point every 156 s (2 minutes and 36 seconds)',
  );
  await page.getByLabel('Fastest (s)', { exact: true }).fill('200');
  await expect(page.getByTestId('regen-per-point')).toContainText('every 200 s');
  await page.getByLabel('Fastest (s)', { exact: true }).fill('0');
  await expect(page.getByRole('alert')).toHaveText(
    'The fastest pace must be a whole number from 1 to 3600.',
  );
  expect(app.pageErrors).toEqual([]);
});
