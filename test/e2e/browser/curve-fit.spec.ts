import { expect, test } from './reused-page';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { fitDcssMaxHp } from '../../../shared/rulesets/dcss/curve-fit';
import { computeAdvancement } from '../../../shared/rulesets/nethack34/advancement';
import { fitWillpowerCurve } from '../../../shared/rulesets/willpower/curve-fit';
import { DcssPage } from './pages/dcss-page';
import { lookAt, lookUntil } from './pages/look-at';
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
    // Two targets of the three propose the same value: the fit of all three is the current one
    // once the card no longer says it is updating (the export is the card's table as shown).
    await expect(card).toHaveAttribute('aria-busy', 'false');
    const exported = await new RulesetPage(page, 'Willpower').exportCsv(card);
    expect(exported.rows[0]).toEqual([
      'level',
      'target',
      'now',
      'miss_now',
      'proposed',
      'miss_proposed',
      'table_value',
      'value_now',
      'value_proposed',
    ]);
    expect(exported.rows.slice(1).map((row) => row[4])).toEqual(
      engine.rows.map((row) => String(row.fitted)),
    );
    // The CSV says what the card proposes, on every row: "Wizard mana", 12 → the fit's value.
    expect(exported.rows.slice(1).map((row) => row.slice(6))).toEqual(
      engine.rows.map(() => ['Wizard mana', '12', String(engine.to)]),
    );

    // Apply: the Wizard's mana in the table, and the fit now says it fits best.
    await card.getByRole('button', { name: `Set Wizard mana to ${engine.to}` }).click();
    await expect(explain).toHaveText(
      `Wizard mana ${engine.to} already fits best: no whole value from 0 to 999 comes nearer the targets.`,
    );
    await expect(
      card.getByRole('button', { name: `Set Wizard mana to ${engine.to}` }),
    ).toBeDisabled();
    // The button disabled itself: the focus is on the answer saying why, not on the page.
    await expect(explain).toBeFocused();
    await page
      .getByRole('button', { name: new RegExp(`^Undo Set Wizard mana to ${engine.to}`) })
      .click();
    // The last step undone: its button disables itself, and the focus is on Redo, not the page.
    await expect(
      page
        .getByRole('toolbar', { name: 'Edit' })
        .getByRole('button', { name: /^Redo Set Wizard mana/ }),
    ).toBeFocused();
    await lookAt(card);
    await expect(explain).toHaveText(new RegExp(`^Wizard mana 12 → ${engine.to} brings`));

    // Another column: the race's HP, on the HP curve.
    await card.getByLabel('Column').selectOption('race-hp');
    await expect(explain).toContainText('Elf HP');
    await expect(card.getByRole('img')).toHaveAttribute('aria-label', /^Max HP of Tathren/);
  });
});

test.describe('Curve from targets (DCSS)', () => {
  test('draws the max HP by XL through the targets with a shape, and applies it as one undoable edit', async ({
    page,
  }) => {
    const app = new DcssPage(page);
    await app.open();
    const { data, builds } = makeDefaultProject().dcss;
    const first = builds[0];
    if (first === undefined) throw new Error('no DCSS build');
    const card = page.getByRole('region', { name: 'Curve from targets: max HP by XL' });
    const field = card.getByRole('textbox', { name: 'Targets' });
    await lookAt(card);
    await expect(card.getByText(/^Type the XLs and max HP/)).toBeVisible();

    // Refused on the field, in the CLI's words.
    await field.fill('28=100');
    await expect(card.locator('#dcss-fit-targets-error')).toHaveText(
      "XL 28: a target's XL is a whole number from 1 to 27.",
    );

    await field.fill('1=20, 27=280');
    await card.getByLabel('Shape').selectOption('accelerating');
    const engine = fitDcssMaxHp({
      data,
      build: first,
      targets: [
        { level: 1, value: 20 },
        { level: 27, value: 280 },
      ],
      shape: 'accelerating',
    });
    await expect(card.getByRole('list', { name: 'Legend' })).toContainText('Proposed');
    await card.getByRole('button', { name: 'Table', exact: true }).click();
    const rows = card.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(27);
    // XL 14, halfway: 20 + 260 × ¼ = 85.
    await expect(rows.nth(13).locator('th, td')).toHaveText([
      '14',
      '',
      String(first.maxHpByLevel[13]),
      '85',
      String(85 - (first.maxHpByLevel[13] ?? 0)),
    ]);
    expect(engine.proposed[13]).toBe(85);

    // Applied: the Max HP by XL table takes the proposal; Undo puts today's curve back.
    await card.getByRole('button', { name: 'Set the max HP by XL to the proposal' }).click();
    const curve = page.getByRole('group', { name: 'Max HP at each XL' });
    await expect(curve.getByLabel('Max HP at XL 14')).toHaveValue('85');
    await expect(curve.getByLabel('Max HP at XL 27')).toHaveValue('280');
    await expect(
      card.getByRole('button', { name: 'Set the max HP by XL to the proposal' }),
    ).toBeDisabled();
    await page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' }).click();
    await expect(curve.getByLabel('Max HP at XL 14')).toHaveValue(String(first.maxHpByLevel[13]));
    expect(app.pageErrors).toEqual([]);
  });
});

test.describe('Curve from targets (NetHack)', () => {
  test('proposes the die size whose mean HP passes through the targets, and applies it undoably', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'NetHack 3.4');
    await app.open();
    const { data, builds } = makeDefaultProject().nethack34;
    const build = builds[0];
    if (build === undefined) throw new Error('no NetHack build');
    const role = data.roles.find((each) => each.id === build.roleId);
    if (role === undefined) throw new Error('no role');
    // Targets read off the exact means with the role's HP low die at 12.
    const moved = {
      ...data,
      roles: data.roles.map((each) =>
        each.id === role.id ? { ...each, hp: { ...each.hp, lornd: 12 } } : each,
      ),
    };
    const levels = computeAdvancement(moved, build).levels;
    const targets = [1, 15, 30].map((xl) => `${xl}=${levels[xl - 1]!.hp.mean}`).join(', ');

    const card = page.getByRole('region', { name: 'Curve from targets: HP and power dice' });
    await lookAt(card);
    await expect(card.getByText(/^Type the XLs and the mean/)).toBeVisible();
    await card.getByRole('textbox', { name: 'Targets' }).fill(targets);
    const set = card.getByRole('button', { name: `Set ${role.name} HP low d to 12` });
    // As in the test below: the cards above may push this one out of view before it asks.
    await lookUntil(card, set);
    await expect(card.getByTestId('nethack-fit-explain')).toHaveText(
      new RegExp(`^${role.name} HP low d ${role.hp.lornd} → 12 brings `),
    );
    await set.click();
    await expect(card.getByTestId('nethack-fit-explain')).toHaveText(
      `${role.name} HP low d 12 already fits best: no whole value from 0 to 999 comes nearer the targets.`,
    );
    await page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' }).click();
    await expect(set).toBeVisible();
    expect(app.pageErrors).toEqual([]);
  });
  test('marks the last fit as not current while a slower one is computed', async ({ page }) => {
    const app = new RulesetPage(page, 'NetHack 3.4');
    await app.open();
    const card = page.getByRole('region', { name: 'Curve from targets: HP and power dice' });
    await lookAt(card);
    const explain = card.getByTestId('nethack-fit-explain');
    const updating = card.getByText('Updating…');
    const figures = card.locator('.body');
    const apply = card.getByRole('button', { name: /^Set / });
    await card.getByRole('textbox', { name: 'Targets' }).fill('1=12, 30=150');
    // The cards above may still be taking their answers and push this one out of view, where it
    // asks nothing: look at it again until its answer shows, as a designer would.
    await lookUntil(card, explain);
    await expect(explain).toContainText('brings');
    const quick = await explain.textContent();
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(updating).toHaveCount(0);
    await expect(apply).toBeEnabled();

    // Targets at the top XLs out of reach: the fit tries every die size 0–999 against each, a
    // second or more of work. Meanwhile the card keeps the last fit, marked: busy, then (after
    // the status bar's moment) "Updating…", its chart faded, and its proposal not to be applied.
    // Eight of them: with two, the fit finished before the four checks below on a loaded machine
    // (twice on 2026-12-07: the chart unfaded, the button enabled again), so the test asked
    // about a fit already done.
    const targets = Array.from({ length: 8 }, (_, i) => `${30 - i}=${9999 - i}`).join(', ');
    await card.getByRole('textbox', { name: 'Targets' }).fill(targets);
    await lookAt(card);
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(updating).toBeVisible();
    await expect(figures).toHaveCSS('opacity', '0.55');
    // The proposal's sentence is the last fit's too: faded with its chart.
    await expect(explain).toHaveCSS('opacity', '0.55');
    await expect(apply).toBeDisabled();
    await expect(explain).toHaveText(quick ?? '');

    // Its answer in: current again, whole.
    await expect(card).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await expect(updating).toHaveCount(0);
    await expect(figures).toHaveCSS('opacity', '1');
    await expect(explain).toHaveCSS('opacity', '1');
    await expect(explain).not.toHaveText(quick ?? '');
    expect(app.pageErrors).toEqual([]);
  });
});
