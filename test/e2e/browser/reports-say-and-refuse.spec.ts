import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './reused-page';
import Papa from 'papaparse';
import { lookUntil } from './pages/look-at';
import { RulesetPage } from './pages/ruleset-page';

/**
 * Issue #36, items 6 and 7 on the screens: a card refuses what the CLI refuses, in the same words
 * and where the designer is typing; a card's CSV says what it proposes and how it rounds.
 */
test('the DCSS Endurance card refuses an empty attack, attacks that all deal 0 and hits that heal', async ({
  page,
}) => {
  const app = new RulesetPage(page, 'DCSS');
  await app.open();
  const card = page.locator('[data-screen-id="dcss"]').getByRole('region', {
    name: 'Endurance, XL 1–27',
  });
  const explain = card.getByTestId('endurance-explain');
  await lookUntil(card, explain);
  const before = await explain.textContent();
  const attack = card.getByLabel('Attack 1', { exact: true });
  const attackError = card.locator('#dcss-endurance-attack-0-error');

  await attack.fill('');
  await expect(attackError).toHaveText(
    'An attack is dice like 2d6+1, or 0 for a turn that deals none.',
  );
  await attack.fill('0');
  await expect(attackError).toHaveText(
    'The attacks cannot all deal 0 (the fight would never end): give one dice like 2d6+1.',
  );
  await attack.fill('1d4-5');
  await expect(attackError).toHaveText(
    'An attack cannot be below 0 on every roll (this one is at most -1): give 0 for a turn that deals none.',
  );
  // The answer is still the last good fight's.
  await expect(explain).toHaveText(before ?? '');

  const hits = card.getByLabel('Its hits');
  await hits.fill('-3');
  await expect(card.locator('#dcss-endurance-incoming-error')).toHaveText(
    "The target's hits cannot all be below 0 (these are at most -3): give 0, or leave it empty, for a target that never hits back.",
  );
  await hits.fill('0');
  await expect(card.locator('#dcss-endurance-incoming-error')).toBeHidden();

  // A turn of 0 beside one that hurts is a fight: taken.
  await attack.fill('2d6');
  await card.getByRole('button', { name: 'Add an attack' }).click();
  await card.getByLabel('Attack 2', { exact: true }).fill('0');
  await expect(card.locator('#dcss-endurance-attack-1-error')).toBeHidden();
  await expect(explain).not.toHaveText(before ?? '');
  expect(app.pageErrors).toEqual([]);
});

test('a sensitivity’s change is the exact change rounded once: DCSS at 120 max HP', async ({
  page,
}) => {
  const app = new RulesetPage(page, 'DCSS');
  await app.open();
  const screen = page.locator('[data-screen-id="dcss"]');
  await screen
    .getByRole('form', { name: 'DCSS build' })
    .getByLabel('Max HP', { exact: true })
    .fill('120');
  const card = screen.getByRole('region', { name: 'What moves it most' });
  await lookUntil(card, card.getByTestId('sensitivity-now'));
  await expect(card.getByTestId('sensitivity-now')).toContainText('at 120 max HP: 3.33');
  await card.getByRole('button', { name: 'Table' }).click();
  // 100 / TRR at 132 max HP is 3.125…: written 3.13, and the change from 3.333… is −0.208…,
  // written −0.21 (not 3.13 − 3.33 = −0.2).
  const row = card.getByRole('row', { name: /^Max HP build 10% \(at least 1\) 120 → 108 / });
  await expect(row.getByRole('cell')).toHaveText([
    'build',
    '10% (at least 1)',
    '120 → 108',
    /^3\.\d\d$/,
    /^0\.\d\d$/,
    '120 → 132',
    '3.13',
    '-0.21',
  ]);
  expect(app.pageErrors).toEqual([]);
});

test('the Balance grid’s “Scores in the CSV” writes the z-scores and the outliers the screen lists, as the CLI does', async ({
  page,
}) => {
  const app = new RulesetPage(page, 'Balance grid');
  await app.open();
  const balance = page.locator('[data-screen-id="balance"]');
  await balance.getByLabel('Flag at |z| ≥').fill('1.5');
  await balance.getByLabel('Column', { exact: true }).selectOption('max_hp_l60');
  await balance.getByLabel('Highest', { exact: true }).fill('150');
  await expect(balance.getByRole('list', { name: 'Bands set' })).toContainText('at most 150');
  const grid = app.card('Grid');
  await balance.getByRole('checkbox', { name: 'Scores in the CSV' }).check();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.resolve('dist-cli', 'wellspring.cjs'),
      ...['report', 'willpower/grid', '--with-scores', '--flag-at', '1.5'],
      ...['--band', 'max_hp_l60=..150'],
    ],
    { encoding: 'utf8' },
  );
  await expect(async () => {
    expect((await app.exportCsvText(grid)).text).toBe(stdout);
  }).toPass();

  // The CSV's outliers, each with its row's name, are the screen's Outliers list.
  const rows = Papa.parse<string[]>(stdout.replace(/^\ufeff/, '').trim(), { newline: '\r\n' }).data;
  const header = rows[0] ?? [];
  expect(header.at(-1)).toBe('outliers');
  const fromCsv = rows.slice(1).flatMap((row) =>
    (row.at(-1) ?? '')
      .split('; ')
      .filter((phrase) => phrase !== '')
      .map((phrase) => `${row[0]} ${row[1]}: ${phrase}`),
  );
  const list = balance.getByRole('region', { name: 'Outliers' });
  await expect(list.getByRole('heading')).toHaveText(`Outliers (${fromCsv.length})`);
  // The list shows the 30 largest (and says how many more); each is one of the CSV's.
  const shown = (await list.getByRole('listitem').allTextContents()).map((each) => each.trim());
  expect(shown).toHaveLength(Math.min(30, fromCsv.length));
  expect(shown.filter((each) => !fromCsv.includes(each))).toEqual([]);
  expect(fromCsv.some((each) => each.endsWith("above the band's 150"))).toBe(true);
  expect(app.pageErrors).toEqual([]);
});
