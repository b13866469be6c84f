import { expect, test } from '@playwright/test';
import { makeDefaultProject } from '../../../shared/project/default-project';
import { fitWillpowerCurve } from '../../../shared/rulesets/willpower/curve-fit';
import { lookAt } from './pages/look-at';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Curve from targets (Willpower)', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('proposes the class mana that passes nearest the targets, applies it as one undoable edit', async ({
    page,
  }) => {
    const { data, builds } = makeDefaultProject().willpower;
    const tathren = builds[0];
    if (tathren === undefined) throw new Error('no Tathren');
    const targets = [
      { level: 1, value: 18 },
      { level: 30, value: 300 },
      { level: 60, value: 600 },
    ];
    const engine = fitWillpowerCurve({ data, build: tathren, column: 'class-mana', targets });
    const card = page.getByRole('region', { name: 'Curve from targets' });
    const field = card.getByRole('textbox', { name: 'Targets' });
    await lookAt(card);
    await expect(card.getByText(/^Type the levels and values/)).toBeVisible();

    // A target that is not LEVEL=VALUE is refused on the field.
    await field.fill('60 500');
    await expect(card.locator('#fit-targets-error')).toHaveText(
      '"60" is not LEVEL=VALUE, like 60=500.',
    );
    // Typed key by key, as a designer types it: the field keeps the text as typed.
    await field.fill('');
    await field.pressSequentially('1=18, 30=300, 60=600');
    await expect(field).toHaveValue('1=18, 30=300, 60=600');
    const explain = card.getByTestId('fit-explain');
    await expect(explain).toHaveText(
      new RegExp(`^Wizard mana 12 → ${engine.to} brings Tathren’s max mana nearest the targets`),
    );
    await expect(card.getByRole('img')).toHaveAttribute(
      'aria-label',
      `Max mana of Tathren by level, now and with Wizard mana ${engine.to}, and the targets.`,
    );
    const exported = await new RulesetPage(page, 'Willpower').exportCsv(card);
    expect(exported.rows[0]).toEqual([
      'level',
      'target',
      'now',
      'miss_now',
      'proposed',
      'miss_proposed',
    ]);
    expect(exported.rows.slice(1).map((row) => row[4])).toEqual(
      engine.rows.map((row) => String(row.fitted)),
    );

    // Apply: the Wizard's mana in the table, and the fit now says it fits best.
    await card.getByRole('button', { name: `Set Wizard mana to ${engine.to}` }).click();
    await expect(explain).toHaveText(
      `Wizard mana ${engine.to} already fits best: no whole value from 0 to 999 comes nearer the targets.`,
    );
    await expect(
      card.getByRole('button', { name: `Set Wizard mana to ${engine.to}` }),
    ).toBeDisabled();
    await page
      .getByRole('button', { name: new RegExp(`^Undo Set Wizard mana to ${engine.to}`) })
      .click();
    await lookAt(card);
    await expect(explain).toHaveText(new RegExp(`^Wizard mana 12 → ${engine.to} brings`));

    // Another column: the race's HP, on the HP curve.
    await card.getByLabel('Column').selectOption('race-hp');
    await expect(explain).toContainText('Elf HP');
    await expect(card.getByRole('img')).toHaveAttribute('aria-label', /^Max HP of Tathren/);
  });
});
