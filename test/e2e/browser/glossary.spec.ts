import { expect, test } from './reused-page';
import { GLOSSARY } from '../../../src-renderer/lib/glossary';
import { WillpowerPage } from './pages/willpower-page';

/**
 * The Glossary explains every abbreviation a screen shows: it is read off each screen as a
 * designer sees it (any word of two to four capitals, MtA), so a new one on a screen fails here
 * until the glossary says what it means.
 */
const SCREENS = [
  'Willpower',
  'NetHack 3.4',
  'DCSS',
  'Quest',
  'Mage 2e',
  'Compare regeneration',
  'Balance grid',
  'What changed',
];

/** The glossary's terms, each of a "p5, p50, p95" entry on its own. */
const TERMS = new Set(GLOSSARY.flatMap((entry) => entry.term.split(', ')));

test.describe('Glossary', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('explains every abbreviation each screen shows', async ({ page }) => {
    test.setTimeout(60_000);
    for (const name of SCREENS) {
      await app.nav
        .getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) })
        .click();
      const screen = page.locator('main [data-screen-id]:not([hidden])');
      await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(app.engineStatus).toHaveText('Engine ready');
      const text = await screen.innerText();
      const shown = new Set(
        [...text.matchAll(/\b([A-Z]{2,4})s?\b|\b(MtA 2e)\b/g)].map((m) => m[1] ?? m[2] ?? ''),
      );
      const unexplained = [...shown].filter((word) => !TERMS.has(word));
      expect(unexplained, `${name} shows abbreviations the glossary does not explain`).toEqual([]);
    }
  });

  test('lists the shown game’s words first, finds a word, and closes with Escape', async ({
    page,
  }) => {
    await app.nav.getByRole('button', { name: /^DCSS/ }).click();
    await page.getByRole('button', { name: 'Glossary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Glossary' });
    await expect(dialog).toBeVisible();
    const terms = dialog.locator('dt');
    await expect(terms.first()).toHaveText('DCSS (Dungeon Crawl Stone Soup)');
    await expect(dialog).toContainText('BRR (base regeneration rate)');
    await expect(dialog).toContainText('DCSS: ⌊MHP / 3⌋ below 60 MHP, ⌊MHP / 6⌋ + 10 from 60.');

    await dialog.getByRole('searchbox', { name: 'Find a word' }).fill('gnosis');
    await expect(terms).toHaveText(['Gnosis']);
    // The words the fresh-eyes pass missed: stats, dice, the grid's columns and flags.
    for (const [word, term] of [
      ['presence', 'Int, Wil, Pre, Con (Intelligence, Willpower, Presence, Constitution)'],
      ['2d6', 'd8, 2d6 (dice)'],
      ['z-score', 'σ, |z| (standard deviation, z-score)'],
      ['L30', 'L1, L30 (level 1, level 30)'],
      ['pin', 'Pin'],
      ['rn2', 'rn2(n)'],
      ['xlev', 'start, low, high (and d), xlev'],
    ] as const) {
      await dialog.getByRole('searchbox', { name: 'Find a word' }).fill(word);
      await expect(terms.filter({ hasText: term })).toHaveCount(1);
    }
    await dialog.getByRole('searchbox', { name: 'Find a word' }).fill('wyvern');
    await expect(dialog).toContainText('No word of the glossary matches “wyvern”.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
