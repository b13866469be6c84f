import { expect, test } from './reused-page';
import { DcssPage } from './pages/dcss-page';

/**
 * A value the screen refused stays in its field while the designer fixes it, but never hides:
 * the stale message names the field and takes the designer to it (even in a closed section), the
 * navigation says which screen still has one, and Reset puts every field back to its value.
 */
test.describe('Refused values', () => {
  let app: DcssPage;

  test.beforeEach(async ({ page }) => {
    app = new DcssPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('are named, followed across screens, found in a closed section, and cleared by Reset', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Rulesets' });
    // A draft on another screen, which DCSS's Reset must leave alone.
    await nav.getByRole('button', { name: /^Quest/ }).click();
    const questInt = page
      .getByRole('form', { name: 'Quest caster' })
      .getByLabel('Int', { exact: true });
    await questInt.fill('x');
    await nav.getByRole('button', { name: /^DCSS/ }).click();
    const stale = page.getByRole('status').filter({ hasText: 'Fix the highlighted' });
    const rules = await app.openRules();
    const perRing = rules.getByLabel('Per ring', { exact: true });
    const divisor = rules.getByLabel('Divisor below it', { exact: true });
    const seedDivisor = await divisor.inputValue();

    await perRing.fill('50');
    await expect(app.trr).toHaveText('10'); // no ring on this build: the rule changed, TRR not
    await divisor.fill('abc');
    await expect(divisor).toHaveAttribute('aria-invalid', 'true');
    await expect(stale).toContainText('Fix the highlighted field (Divisor below it) to update');

    // Out of sight: the section closed, then another screen shown. The navigation says so.
    await rules.locator('summary').click();
    await expect(divisor).toBeHidden();
    await nav.getByRole('button', { name: /^Willpower/ }).click();
    await expect(nav.getByRole('button', { name: /^DCSS/ })).toContainText('1 field to fix');
    await expect(nav.getByRole('button', { name: /^Willpower/ })).not.toContainText('to fix');
    await nav.getByRole('button', { name: /^DCSS/ }).click();

    // The message leads back to the field, opening its section.
    await stale.getByRole('button', { name: 'Go to the field' }).click();
    await expect(divisor).toBeVisible();
    await expect(divisor).toBeFocused();
    await expect(divisor).toHaveValue('abc');

    // Reset to the seed: the edited rule and the draft both go back to the seed's value.
    await rules.getByRole('button', { name: 'Reset to the seed’s numbers' }).click();
    await expect(divisor).toHaveValue(seedDivisor);
    await expect(divisor).not.toHaveAttribute('aria-invalid', 'true');
    await expect(perRing).toHaveValue('40');
    await expect(stale).toHaveCount(0);
    await expect(nav.getByRole('button', { name: /^DCSS/ })).not.toContainText('to fix');
    await expect(nav.getByRole('button', { name: /^Quest/ })).toContainText('1 field to fix');
    await nav.getByRole('button', { name: /^Quest/ }).click();
    await expect(questInt).toHaveValue('x');
  });

  test('a draft gives way when Undo changes its value from elsewhere', async ({ page }) => {
    const rings = app.field('Rings of regeneration');
    await rings.fill('2');
    await expect(app.trr).toHaveText('90');
    await rings.press('Tab');
    // Typed again: the draft keeps the value before this typing, 2.
    await rings.fill('x');
    await expect(rings).toHaveAttribute('aria-invalid', 'true');
    await expect(app.trr).toHaveText('90');
    // The sidebar's Undo (not the field's own Ctrl+Z): the project's value goes back to 0.
    await page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' }).click();
    await expect(rings).toHaveValue('0');
    await expect(rings).not.toHaveAttribute('aria-invalid', 'true');
    await expect(app.trr).toHaveText('10');
    await expect(page.getByRole('status').filter({ hasText: 'Fix the highlighted' })).toHaveCount(
      0,
    );
  });

  test('every screen warns the same way, and a form of the screen\u2019s own stays out of it', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Rulesets' });
    const stale = page.getByRole('status').filter({ hasText: 'Fix the highlighted' });
    // NetHack's build form and the comparison's exchange rate warn as DCSS does.
    await nav.getByRole('button', { name: /^NetHack/ }).click();
    const con = page.getByRole('form', { name: 'NetHack build' }).getByLabel('Constitution');
    await con.fill('99');
    await expect(stale).toContainText('Fix the highlighted field (Constitution)');
    await expect(nav.getByRole('button', { name: /^NetHack/ })).toContainText('1 field to fix');
    await con.press('Escape');
    await expect(stale).toHaveCount(0);
    await nav.getByRole('button', { name: /^Compare/ }).click();
    const rate = page.getByLabel('Seconds one turn is worth', { exact: true });
    await rate.fill('0');
    await expect(stale).toContainText('Seconds one turn is worth');
    await rate.press('Escape');
    await expect(stale).toHaveCount(0);

    // A kill to add is not a project value: a bad one holds back Add, and nothing else.
    await nav.getByRole('button', { name: /^\s*Willpower/ }).click();
    const kill = page.getByRole('group', { name: 'Add a kill' });
    await kill.getByLabel('Across').fill('99');
    await expect(kill.getByRole('button', { name: 'Add kill' })).toBeDisabled();
    await expect(stale).toHaveCount(0);
    await expect(nav.getByRole('button', { name: /^\s*Willpower/ })).not.toContainText('to fix');
    await kill.getByLabel('Across').fill('3');
    await expect(kill.getByRole('button', { name: 'Add kill' })).toBeEnabled();
  });
});
