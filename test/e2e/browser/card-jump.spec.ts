import { expect, test } from './reused-page';
import { lookName, SIZES } from './pages/looks';
import { WillpowerPage } from './pages/willpower-page';

/**
 * Any card a key and a word away: Ctrl+G (or the sidebar's "Go to card…") lists the cards of the
 * screen shown, a word filters them, Enter goes to one, opening a closed table on the way; and a
 * skip link takes the keyboard past the sidebar.
 */
test.describe('Go to card', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('Ctrl+G lists the screen’s cards, a word filters them, Enter goes to one', async ({
    page,
  }) => {
    const dialog = page.getByRole('dialog', { name: 'Go to a card' });
    await page.keyboard.press('Control+g');
    await expect(dialog).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Cards on this screen' });
    // Every card of the Willpower screen, in its order, and its closed tables.
    await expect(list.getByRole('button').first()).toHaveText('Build: Tathren');
    await expect(list).toContainText('Max mana, levels 1–60');
    await expect(list).toContainText('Tables › Races and classes');

    const filter = dialog.getByRole('searchbox', { name: 'Card' });
    await expect(filter).toBeFocused();
    await filter.fill('curve targets');
    await expect(list.getByRole('button')).toHaveText(['Curve from targets']);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const card = page.getByRole('region', { name: 'Curve from targets' });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();

    // A closed table: opened, and its summary focused.
    await page.keyboard.press('Control+g');
    await filter.fill('races');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Races' })).toBeVisible();
    await expect(page.locator('summary', { hasText: /^Races and classes/ })).toBeFocused();

    // The arrow keys move the highlight; a word no card has says so.
    await page.keyboard.press('Control+g');
    await filter.fill('mana');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true');
    await filter.fill('dragons');
    await expect(dialog).toContainText('No card of this screen is called “dragons”.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('lists the cards of the screen shown, from the sidebar button too', async ({ page }) => {
    await app.nav.getByRole('button', { name: /^NetHack 3\.4/ }).click();
    // A card is listed once it is drawn (its chart comes with the engine's first answer).
    const chart = page
      .locator('[data-screen-id="nethack34"]')
      .getByRole('region', { name: 'Max HP, XL 1–30' });
    await expect(chart).toBeVisible();
    await page.getByRole('button', { name: /^Go to card/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Go to a card' });
    const list = dialog.getByRole('list', { name: 'Cards on this screen' });
    await expect(list).toContainText('Max HP, XL 1–30');
    await expect(list).not.toContainText('Max mana, levels 1–60');
    await dialog.getByRole('button', { name: 'Max HP, XL 1–30' }).click();
    await expect(chart).toBeFocused();
  });

  test('a card gone to before its answer keeps the focus when its answer draws it anew', async ({
    page,
  }) => {
    // Below the window, the Endurance card has not asked yet: a placeholder, "Computing…".
    const card = page.getByRole('region', { name: 'Endurance, levels 1–60' });
    await expect(card.getByText('Computing…')).toBeAttached();
    await page.keyboard.press('Control+g');
    await page.getByRole('searchbox', { name: 'Card' }).fill('endurance');
    await page.keyboard.press('Enter');
    // Its answer replaces the placeholder with the chart card: the focus goes with it.
    await expect(card.getByTestId('endurance-explain')).toBeVisible();
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });

  test('a skip link takes the keyboard past the sidebar to the screen', async ({ page }) => {
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the screen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab is inside the screen, not in the sidebar.
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
  });

  /**
   * Issue 40: "every card reachable by a keyboard shortcut", at both window sizes (one in each
   * theme: SIZES). Each card of the Willpower screen in turn, by Ctrl+G and the arrow keys alone: it ends
   * focused, in the window, with the focus ring drawn.
   */
  for (const look of SIZES) {
    test(`at ${lookName(look)}, every card of the screen is Ctrl+G and a few arrow keys away`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: look.width, height: look.height });
      await page.emulateMedia({ colorScheme: look.colorScheme });
      const dialog = page.getByRole('dialog', { name: 'Go to a card' });
      const list = dialog.getByRole('list', { name: 'Cards on this screen' });
      await page.keyboard.press('Control+g');
      const names = await list.getByRole('button').allTextContents();
      expect(names.length).toBeGreaterThan(15);
      await page.keyboard.press('Escape');
      // No card's folded explanation ("How it is worked out") is listed as a card of its own.
      expect(names.filter((name) => / \u203a (How|What) /.test(name))).toEqual([]);
      for (const name of names) {
        await page.keyboard.press('Control+g');
        await expect(dialog).toBeVisible();
        // Where it is now: a card drawn since (its chart came) is listed in its place.
        const index = (await list.getByRole('button').allTextContents()).indexOf(name);
        expect(index, `${name} still listed`).toBeGreaterThanOrEqual(0);
        for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
        await expect(list.getByRole('button').nth(index)).toHaveAttribute('aria-current', 'true');
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        const focused = page.locator(':focus');
        // The card itself, or a closed table's summary ("Tables › Items": "Items (5)").
        const own = (name.split(' \u203a ').at(-1) ?? name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(focused, name).toHaveAccessibleName(new RegExp(`^${own}`));
        await expect(focused, `${name} in the window`).toBeInViewport();
        const ring = await focused.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.outlineStyle} ${Number.parseFloat(style.outlineWidth) >= 2}`;
        });
        expect(ring, `${name}: its focus ring`).toBe('solid true');
      }
    });
  }
});
