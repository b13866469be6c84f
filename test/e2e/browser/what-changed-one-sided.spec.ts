import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { serializeProject } from '../../../shared/app/serialize';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';
import { openBaselineFile } from './pages/what-changed';

/** The What changed screen (other screens, kept mounted, have controls named alike). */
function changes(page: Page): Locator {
  return page.locator('[data-screen-id="changes"]');
}

async function openChanges(app: WillpowerPage): Promise<Locator> {
  await app.nav.getByRole('button', { name: /^What changed/ }).click();
  await expect(app.page.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
  return changes(app.page);
}

/** What the screen showed at one moment: whether it said its answer is out of date, and the note. */
interface Seen {
  readonly stale: boolean;
  readonly cells: string;
}

/**
 * Records what the What changed screen shows at every change of its page, from now on: whether
 * its answer is marked out of date, and the "N cells move" note under it. An engine answer comes
 * from the worker in a task of its own, so the screen's state between an edit and its answer is
 * caught however fast the answer comes.
 */
async function watchChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const screen = document.querySelector('[data-screen-id="changes"]');
    if (screen === null) throw new Error('no What changed screen');
    const seen: { stale: boolean; cells: string }[] = [];
    const look = () => {
      const results = screen.querySelector('[data-testid="what-changed-results"]');
      seen.push({
        stale: results?.getAttribute('data-stale') === 'true',
        cells: (screen.querySelector('[data-testid="cells-moved"]')?.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
      });
    };
    look();
    new MutationObserver(look).observe(screen, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    (window as unknown as { seenChanges: typeof seen }).seenChanges = seen;
  });
}

async function seenChanges(page: Page): Promise<Seen[]> {
  return page.evaluate(
    () => (window as unknown as { seenChanges: { stale: boolean; cells: string }[] }).seenChanges,
  );
}

test.describe('What changed: rows, builds and races on one side only', () => {
  test('answers once a build uses a race added since the baseline, the old answer marked out of date meanwhile', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    // Save → Compare with last saved: nothing changed yet.
    await new RulesetPage(page, 'Willpower').saveProjectText();
    const screen = await openChanges(app);
    await screen.getByRole('button', { name: 'Compare with last saved' }).click();
    await expect(screen.getByTestId('cells-moved')).toHaveText(/^0\s+cells move/);
    await expect(screen.getByTestId('what-changed-results')).toHaveAttribute('data-stale', 'false');

    // Add a race, the Orcs (5 mana, and a new race's 0 HP; the Elves have 3 and 1), and make
    // Tathren an Orc.
    await app.nav.getByRole('button', { name: /^Willpower/ }).click();
    await app.openTable('Races and classes');
    const races = page.getByRole('region', { name: 'Races' });
    await races.getByRole('button', { name: 'Add race' }).click();
    await expect(races.getByLabel('New race name', { exact: true })).toBeFocused();
    await page.keyboard.type('Orc');
    await page.keyboard.press('Enter');
    await races.getByLabel('Orc mana', { exact: true }).fill('5');
    await app.select('Race').selectOption({ label: 'Orc (5)' });
    await expect(app.levelOne).toHaveText(/^5 \(Orc\) \+ 12 \(Wizard\).* = 20$/);

    // What changed answers: both edits named, Tathren's two more mana in the cells.
    await watchChanges(page);
    await openChanges(app);
    const edits = screen.locator('.edit-list > li');
    await expect(edits.locator('.sentence')).toHaveText([
      'Willpower › Races: Orc added',
      'Willpower › Builds › Tathren: race Elf → Orc',
    ]);
    await expect(edits.nth(0).locator('.effect')).toHaveText([
      /^Willpower balance grid, 15 rows: Max mana new at 4 levels; Max HP new at 4 levels; /,
    ]);
    // The race change needs the Orcs: its effect is measured on the baseline with them added.
    // Max HP at level 1: 5 in the baseline; the Orcs' 0 HP for the Elves' 1 makes it 4.
    await expect(edits.nth(1).locator('.measured-with')).toHaveText(
      'Measured on the baseline with: Willpower › Races: Orc added',
    );
    await expect(edits.nth(1).locator('.effect').first()).toHaveText(
      'Willpower max mana and HP, Tathren: Max mana +2 at 60 levels; Max HP −1 at 60 levels; largest Tathren at level 1, Max HP 5 → 4 (−20%)',
    );
    await expect(screen.getByTestId('cells-moved')).toHaveText(/^\d+\s+cells move/);
    await expect(screen.getByTestId('cells-moved')).not.toHaveText(/^0\s/);
    const cells = screen
      .getByRole('region', { name: 'Result cells that changed' })
      .getByRole('table', { name: 'Result cells that changed' });
    // In the screen's words; the CSV (cli-parity.spec) keeps `wellspring diff`'s ids.
    await expect(cells.locator('tbody tr').first().locator('th, td')).toHaveText([
      'Willpower max mana and HP',
      'Tathren',
      'Level 1',
      'Max mana',
      '18',
      '20',
      '2',
      /11\.11/,
    ]);
    await expect(screen.getByTestId('what-changed-results')).toHaveAttribute('data-stale', 'false');
    await expect(screen.getByRole('status')).toHaveCount(0);

    // Until the answer came, the old "0 cells move" was marked out of date, never shown as current.
    const seen = await seenChanges(page);
    expect(seen.some((moment) => moment.stale && moment.cells.startsWith('0 cells move'))).toBe(
      true,
    );
    expect(seen.filter((moment) => !moment.stale && moment.cells.startsWith('0 cells'))).toEqual(
      [],
    );
    expect(app.pageErrors).toEqual([]);
  });

  test('an edit the engine refuses on the baseline says why, and the rest of the answer stands', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    // Last week's file: the stat modifier table one score shorter at the top.
    const project = makeDefaultProject();
    const table = project.willpower.data.statModifiers;
    const top = table.at(-1)!.score;
    const lastWeek = serializeProject({
      ...project,
      willpower: {
        ...project.willpower,
        data: { ...project.willpower.data, statModifiers: table.slice(0, -1) },
      },
    });
    // Tathren's Int at the top score, which only the current table has.
    await app.field('Intelligence').fill(String(top));
    await expect(app.levelOne).toContainText('(Int)');
    const screen = await openChanges(app);
    await openBaselineFile(page, 'last-week.wellspring.json', lastWeek);
    const edits = screen.locator('.edit-list > li');
    const int = edits.filter({
      hasText: `Willpower › Builds › Tathren › Stats: Intelligence 15 → ${top}`,
    });
    await expect(int.locator('.refused')).toHaveText(
      /^\(effect not worked out: the engine refuses the baseline with this edit: willpower\/curves --build tathren: .+\)$/,
    );
    // The table's new row is measured (no build of the baseline has its score: it moves
    // nothing), and the whole change is in the cells.
    await expect(edits.filter({ hasText: 'stat modifiers' }).locator('.effect')).toHaveText(
      'moves no result of the reports compared',
    );
    await expect(screen.getByTestId('cells-moved')).not.toHaveText(/^0\s/);
    await expect(screen.getByTestId('what-changed-results')).toHaveAttribute('data-stale', 'false');
    await expect(screen.getByRole('alert')).toHaveCount(0);
    expect(app.pageErrors).toEqual([]);
  });
});
