import { type Download, type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import Papa from 'papaparse';
import { pressExport } from './pages/press-export';
import { WillpowerPage } from './pages/willpower-page';

/** Today as the app names files: YYYY-MM-DD in the local time zone (the browser's and ours). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A download's bytes as text (UTF-8, byte-order mark kept). */
async function textOf(file: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A card's table view (its Table toggle on): header and rows as the screen shows them. */
async function shownTable(card: Locator): Promise<string[][]> {
  await card.getByRole('button', { name: 'Table' }).click();
  return rowsOf(card);
}

/** The rows of a card that always shows its table. */
function rowsOf(card: Locator): Promise<string[][]> {
  return card
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
    );
}

/** Exports a card's table and reads it back with papaparse. */
async function exportCsv(card: Locator): Promise<{ name: string; text: string; rows: string[][] }> {
  const download = card.page().waitForEvent('download');
  await pressExport(card);
  const file = await download;
  const text = await textOf(file);
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, '').replace(/\r\n$/, ''), {
    newline: '\r\n',
    delimiter: ',',
  });
  expect(parsed.errors).toEqual([]);
  return { name: file.suggestedFilename(), text, rows: parsed.data };
}

test.describe('CSV export', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  /** Renames the build and its one ability to `name`: the file is named after the build. */
  async function nameBuildAndAbility(page: Page, name: string): Promise<Locator> {
    await app.field('Name').fill(name);
    await expect(page.getByRole('heading', { name: `Build: ${name}` })).toBeVisible();
    await app.openTable('Spells, rods and summonings');
    const abilities = app.table('Spells, rods and summonings');
    await abilities.getByLabel('Burning hands name', { exact: true }).fill(name);
    const costs = page.getByRole('region', { name: 'Casting costs' });
    await expect(costs.getByRole('rowheader', { name, exact: true })).toBeVisible();
    return costs;
  }

  test('keeps a name with a comma, quotes and =SUM(A1) intact as text', async ({ page }) => {
    const name = 'Smith, "Hammer" =SUM(A1)';
    const costs = await nameBuildAndAbility(page, name);
    const shown = await rowsOf(costs);
    expect(shown[0]?.slice(0, 3)).toEqual(['Ability', 'Kind', 'Base cost']);
    expect(shown[1]?.[0]).toBe(name);

    const csv = await exportCsv(costs);
    expect(csv.name).toBe(`wellspring-smith-hammer-sum-a1-costs-${today()}.csv`);
    expect(csv.name).toMatch(/^wellspring-[\p{L}\p{N}-]+-\d{4}-\d{2}-\d{2}\.csv$/u);
    // UTF-8 with a byte-order mark, CRLF, a header row of machine names; the name quoted, its
    // quotes doubled.
    expect(
      csv.text.startsWith(
        '\ufeffability,kind,base_cost,cut_percent,effective_cost,how\r\n' +
          '"Smith, ""Hammer"" =SUM(A1)",spell,6,0,6,',
      ),
    ).toBe(true);
    expect(csv.rows.slice(1)).toEqual(shown.slice(1));
  });

  test('neutralises a name a spreadsheet would run as a formula with one leading quote', async ({
    page,
  }) => {
    const name = '=SUM(A1) "Hammer", Smith';
    const costs = await nameBuildAndAbility(page, name);
    const shown = await rowsOf(costs);
    expect(shown[1]?.[0]).toBe(name);

    const csv = await exportCsv(costs);
    expect(csv.name).toBe(`wellspring-sum-a1-hammer-smith-costs-${today()}.csv`);
    // papaparse's escapeFormulae writes a ' before the = and quotes the cell.
    expect(csv.text.split('\r\n')[1]).toMatch(/^"'=SUM\(A1\) ""Hammer"", Smith",spell,6,0,6,/);
    // Read back, the name is intact, with that one ' in front; every number is as shown.
    expect(csv.rows[1]?.[0]).toBe(`'${name}`);
    expect(csv.rows[1]?.slice(1, 5)).toEqual(shown[1]?.slice(1, 5));
  });

  test('writes decimals as the table view shows them, with . and no float noise', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'Time from empty to full, levels 1–60' });
    const shown = await shownTable(card);
    const csv = await exportCsv(card);
    expect(csv.name).toMatch(new RegExp(`^wellspring-tathren-regen-${today()}\\.csv$`));
    expect(csv.rows[0]).toEqual([
      'level',
      'max_mana',
      'seconds_per_point',
      'seconds_from_empty_to_full',
      'minutes_from_empty_to_full',
    ]);
    expect(shown[0]).toEqual([
      'Level',
      'Max mana',
      'Seconds per point',
      'Seconds from empty to full',
      'Minutes from empty to full',
    ]);
    expect(csv.rows.slice(1)).toEqual(shown.slice(1));
    const numbers = csv.rows
      .slice(1)
      .flat()
      .filter((cell) => cell !== '' && !Number.isNaN(Number(cell)));
    expect(numbers.length).toBeGreaterThan(0);
    for (const cell of numbers) {
      expect(cell).not.toMatch(/,|0000000\d|9999999\d/);
    }
    expect(numbers.some((cell) => cell.includes('.'))).toBe(true);
  });
});
