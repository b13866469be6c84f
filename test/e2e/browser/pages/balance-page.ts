import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Balance grid screen, as its specs (`balance.spec.ts`, `balance-grid-more.spec.ts`) drive it:
 * getting there from any screen, its own fields (other screens, kept mounted, have fields named
 * alike) and the grid's rows as the designer reads them.
 */

/** Shows the Balance grid (from any screen) and gives its table. */
export async function openGrid(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Rulesets' })
    .getByRole('button', { name: /^Balance grid/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Balance grid', level: 1 })).toBeVisible();
  return page.getByRole('table', { name: 'Balance grid' });
}

/** The balance grid's screen: where its fields are looked for. */
export function balanceScreen(page: Page): Locator {
  return page.locator('[data-screen-id="balance"]');
}

/** The grid's body rows: each row's name and cells, as the designer reads them. */
export async function gridRows(grid: Locator): Promise<string[][]> {
  return grid
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? ''),
      ),
    );
}
