import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { openSummary } from './pages/open-section';

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

/** Opens one of the NetHack tables (a `<details>`) and returns its editor. */
async function openTable(page: Page, name: 'Roles' | 'Races' | 'Con bonus'): Promise<Locator> {
  const tables = page.getByRole('region', { name: 'NetHack tables' });
  await openSummary(tables, name);
  return tables.getByRole('region', { name, exact: true });
}

/** The first cell (the mean) of XL 10's row in the Max HP table view. */
async function hpAtXl10(page: Page): Promise<Locator> {
  const hp = page.getByRole('region', { name: 'Max HP, XL 1–30' });
  await hp.getByRole('button', { name: 'Table' }).click();
  return hp.getByRole('row', { name: /^10 / }).getByRole('cell').first();
}

test.describe('NetHack table editors', () => {
  const errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    errors.length = 0;
    await openNethack(page, errors);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('Role and Race open their tables at the chosen row, the row renamed there', async ({
    page,
  }) => {
    const screen = page.locator('[data-screen-id="nethack34"]');
    const focused = page.locator(':focus');
    await screen.getByRole('button', { name: 'Edit roles…' }).click();
    await expect(screen.getByRole('region', { name: 'Roles' }).locator(':focus')).toHaveValue(
      'Wizard',
    );
    await expect(focused).toBeInViewport();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Mage');
    await page.keyboard.press('Tab');
    await expect(screen.getByLabel('Role', { exact: true }).locator('option:checked')).toHaveText(
      'Mage',
    );

    await screen.getByLabel('Race', { exact: true }).selectOption({ label: 'Gnome' });
    await screen.getByRole('button', { name: 'Edit races…' }).click();
    await expect(screen.getByRole('region', { name: 'Races' }).locator(':focus')).toHaveValue(
      'Gnome',
    );
    await expect(focused).toBeInViewport();
  });

  test('a bigger Wizard HP low die raises the HP curve', async ({ page }) => {
    const xl10 = await hpAtXl10(page);
    const before = (await xl10.textContent()) ?? '';
    const roles = await openTable(page, 'Roles');
    const die = roles.getByLabel('Wizard HP low die', { exact: true });
    await expect(die).toHaveValue('8');
    await die.fill('12');
    await expect(xl10).not.toHaveText(before);
    expect(Number(await xl10.textContent())).toBeGreaterThan(Number(before));
  });

  test('editing the Con bonus row the build uses moves HP', async ({ page }) => {
    const xl10 = await hpAtXl10(page);
    const before = (await xl10.textContent()) ?? '';
    const con = await openTable(page, 'Con bonus');
    await expect(con).toContainText(
      /a Con score uses the row with the highest minimum at\s+or below it/,
    );
    // The build has Con 16: the row from 15 (+1) applies.
    await con.getByLabel('Con 15 bonus', { exact: true }).fill('5');
    await expect(xl10).not.toHaveText(before);
    expect(Number(await xl10.textContent())).toBeGreaterThan(Number(before));
  });

  test('a bad value is explained on the field and the charts keep the last good one', async ({
    page,
  }) => {
    const xl10 = await hpAtXl10(page);
    const before = (await xl10.textContent()) ?? '';
    const roles = await openTable(page, 'Roles');
    const xlev = roles.getByLabel('Wizard xlev', { exact: true });
    await xlev.fill('31');
    await expect(roles.getByRole('alert')).toHaveText('xlev must be a whole number from 1 to 30.');
    await expect(xlev).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('region', { name: 'NetHack tables' }).locator('summary', { hasText: 'Roles' }),
    ).toContainText('1 value to fix');
    await expect(xl10).toHaveText(before);
    await xlev.press('Escape');
    await expect(xlev).toHaveValue('12');
    await expect(xlev).toHaveAttribute('aria-invalid', 'false');
  });

  test('refuses to untick Elf for Wizard while the build is an Elf Wizard', async ({ page }) => {
    const roles = await openTable(page, 'Roles');
    const elf = roles.getByLabel('Wizard allows Elf', { exact: true });
    await elf.click();
    await expect(roles.getByRole('alert')).toHaveText(
      'The build is an Elf Wizard: pick another race for it before unticking Elf.',
    );
    await expect(elf).toBeChecked();
    // Another race is fine, and says nothing.
    const orc = roles.getByLabel('Wizard allows Orc', { exact: true });
    await orc.uncheck();
    await expect(orc).not.toBeChecked();
    await expect(roles.getByRole('alert')).toHaveCount(0);
  });
});
