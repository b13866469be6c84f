import { expect, test } from './reused-page';
import { lookAt } from './pages/look-at';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

test.describe('What moves it most, and goal seek', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('says where it reads the figure, and “Change…” goes to the field that sets it', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'What moves it most' });
    await lookAt(card);
    await expect(card).toContainText('at level 1 (the build’s Level)');
    await card.getByRole('button', { name: 'Change the level' }).click();
    await expect(app.field('Level')).toBeFocused();
    await expect(app.field('Level')).toBeInViewport();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('30');
    await lookAt(card);
    await expect(card).toContainText('at level 30 (the build’s Level)');

    // The goal reads the same figure there and goes to the same field.
    const goal = page.getByRole('region', { name: /^Goal: / });
    await lookAt(goal);
    await expect(goal).toContainText('at level 30');
    await goal.getByRole('button', { name: 'Change the level' }).click();
    await expect(app.field('Level')).toBeFocused();
    await expect(app.field('Level')).toBeInViewport();

    // DCSS reads the build's max HP, Quest the caster's VP: each card goes to its own field.
    for (const [screen, word, field] of [
      ['DCSS', 'max HP', 'Max HP'],
      ['Quest', 'VP', 'VP'],
    ] as const) {
      await app.nav.getByRole('button', { name: new RegExp(`^${screen}`) }).click();
      const shown = page.locator('main [data-screen-id]:not([hidden])');
      const theirs = shown.getByRole('region', { name: 'What moves it most' });
      await lookAt(theirs);
      await theirs.getByRole('button', { name: `Change the ${word}` }).click();
      await expect(shown.getByLabel(field, { exact: true })).toBeFocused();
    }
  });

  test('ranks what moves the figure at the build’s level, follows edits, and names what the build could do without', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'What moves it most' });
    const now = card.getByTestId('sensitivity-now');
    // The card asks the engine only while it is in view: look at it, as a designer would.
    const look = () => lookAt(card);
    await look();
    // Tathren at level 1: the seed's 18 mana, nothing worn or taken.
    await expect(now).toHaveText('Tathren’s max mana at level 1: 18.');
    await expect(card.getByTestId('tornado-chart')).toBeVisible();
    // How it is worked out is folded under one line, there when asked for.
    const method = card.getByText(/^\s*Each input, moved by its realistic step/);
    await expect(method).toBeHidden();
    await card.getByText('How it is worked out').click();
    await expect(method).toBeVisible();

    // At level 30, one more Int point is worth 30 (the modifier 2 → 3 at level 1 and in each
    // of 29 level-ups); the table ranks it first.
    await app.field('Level').fill('30');
    await look();
    await expect(now).toHaveText('Tathren’s max mana at level 30: 250.');
    await card.getByRole('button', { name: 'Table' }).click();
    const first = card.getByRole('row').nth(1);
    await expect(first.locator('th, td').first()).toHaveText('Intelligence');
    await expect(first).toContainText('15 → 16');
    await expect(first).toContainText('280');

    // The ring of mana, worn: taking it off is worth 5, the least of what the build has.
    await app.putOn('ring-of-mana');
    await look();
    await expect(now).toHaveText(
      'Tathren’s max mana at level 30: 255. What it could most easily do without: Ring of mana (+5) (taking it off moves it by -5).',
    );

    // Another figure: minutes to full, where the Amulet of flow leads.
    await card.getByLabel('Figure').selectOption('minutes-to-full');
    await expect(now).toContainText('Tathren’s minutes to full at level 30:');
    await expect(first.locator('th, td').first()).toHaveText('Amulet of flow (50% faster)');

    // The export is the table shown.
    const exported = await new RulesetPage(page, 'Willpower').exportCsv(card);
    expect(exported.name).toMatch(
      /^wellspring-tathren-sensitivity-minutes-to-full-l30-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(exported.rows[0]?.slice(0, 3)).toEqual(['input', 'kind', 'realistic_step']);
    expect(exported.rows[1]?.[0]).toBe('Amulet of flow (50% faster)');
  });

  test('finds the nearest stat score that reaches a goal, and sets it as one undoable edit', async ({
    page,
  }) => {
    await app.field('Level').fill('30');
    const card = page.getByRole('region', { name: /^Goal: / });
    await lookAt(card);
    await expect(card.getByText(/^Type a goal/)).toBeVisible();
    // An amount's goal is "at least" until another is chosen (a wait's is "at most").
    await expect(card.getByLabel('Goal direction')).toHaveValue('at-least');
    await card.getByLabel('Goal direction').selectOption('at-least');
    await card.getByLabel('Goal', { exact: true }).fill('300');
    await expect(card.getByTestId('goal-now')).toHaveText(
      'Tathren has 250 now: the goal is not met.',
    );
    await expect(card.getByRole('listitem')).toHaveText([
      'Intelligence 15 → 18 (+3): 310 (at 17: 280) Set Intelligence to 18',
      'Willpower 12 → 18 (+6): 311 (at 17: 281) Set Willpower to 18',
      'Presence: no score from 1 to 30 reaches it',
      'Constitution: no score from 1 to 30 reaches it',
    ]);
    await card.getByRole('button', { name: 'Set Intelligence to 18' }).click();
    await expect(app.field('Intelligence')).toHaveValue('18');
    await expect(card.getByTestId('goal-now')).toHaveText(
      'Tathren has 310 now: the goal is met already.',
    );
    await page.getByRole('button', { name: /^Undo Set Intelligence to 18/ }).click();
    await expect(app.field('Intelligence')).toHaveValue('15');

    // A goal that is not a number is refused on the field, and the last answer stays.
    await card.getByLabel('Goal', { exact: true }).fill('lots');
    await expect(card.getByRole('alert')).toContainText('must be a number like 1.5');
    await expect(card.getByTestId('goal-now')).toHaveText(
      'Tathren has 250 now: the goal is not met.',
    );
  });

  test('offers a spell for casts an hour only, and takes a wait’s goal as "at most"', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'What moves it most' });
    const goal = page.getByRole('region', { name: /^Goal: / });
    await lookAt(card);
    await expect(card.getByTestId('sensitivity-now')).toHaveText(
      'Tathren’s max mana at level 1: 18.',
    );
    await expect(card.getByLabel('Spell')).toHaveCount(0);
    await card.getByLabel('Figure').selectOption('casts-per-hour');
    const spell = card.getByLabel('Spell');
    await expect(spell).toHaveValue('burning-hands');
    await expect(spell.getByRole('option')).toHaveText(['Burning hands']);
    await expect(spell).toHaveAttribute(
      'title',
      "The ability cast from an empty pool for an hour, as the casting view's “from empty”",
    );
    await expect(card.getByTestId('sensitivity-now')).toHaveText(
      /^Tathren’s casts an hour at level 1: \d+\./,
    );
    await lookAt(goal);
    await expect(goal.getByLabel('Goal direction')).toHaveValue('at-least');
    // A wait is better shorter: its goal is "at most" until another is chosen.
    await card.getByLabel('Figure').selectOption('seconds-per-point');
    await expect(card.getByLabel('Spell')).toHaveCount(0);
    await expect(goal.getByLabel('Goal direction')).toHaveValue('at-most');
    await expect(goal.getByLabel('Goal', { exact: true })).toHaveAttribute(
      'id',
      'willpower-goal-target',
    );
  });

  test('NetHack: ranks what moves HP or power at the XL picked, and follows the XL', async ({
    page,
  }) => {
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^NetHack/ })
      .click();
    const screen = page.locator('[data-screen-id="nethack34"]');
    const card = screen.getByRole('region', { name: 'What moves it most' });
    const now = card.getByTestId('sensitivity-now');
    await lookAt(card);
    await expect(now).toHaveText(/^Elf Wizard’s HP mean at XL 10: \d+(\.\d)?\.$/);
    await expect(card.getByTestId('tornado-chart')).toHaveAttribute(
      'aria-label',
      /^What moves HP mean at XL 10 most: Constitution 16 → 17 \+\d/,
    );
    await screen.locator('#nethack-level').fill('20');
    await lookAt(card);
    await expect(now).toHaveText(/^Elf Wizard’s HP mean at XL 20: /);
    await card.getByLabel('Figure').selectOption('pw-mean');
    await expect(now).toHaveText(/^Elf Wizard’s power mean at XL 20: /);
    await card.getByRole('button', { name: 'Table' }).click();
    // Wisdom feeds every power gain: one point down costs power.
    await expect(card.getByRole('row', { name: /^Wisdom stat one point 16 → 15/ })).toBeVisible();

    // The goal: the nearest Con (Wis feeds no HP) for a mean of 120 HP at XL 20.
    await card.getByRole('button', { name: 'Chart' }).click();
    await card.getByLabel('Figure').selectOption('hp-mean');
    const goal = screen.getByRole('region', { name: /^Goal: / });
    await lookAt(goal);
    await goal.getByLabel('Goal', { exact: true }).fill('120');
    await expect(goal.getByLabel('Goal', { exact: true })).toHaveAttribute(
      'id',
      'nethack34-goal-target',
    );
    await expect(goal.getByRole('listitem')).toHaveText([
      'Con 16 → 17 (+1): 125.5 (at 16: 106.5) Set Con to 17',
      'Wis: no score from 3 to 25 reaches it',
    ]);
    await goal.getByRole('button', { name: 'Set Con to 17' }).click();
    await expect(goal.getByTestId('goal-now')).toHaveText(
      'Elf Wizard has 125.5 now: the goal is met already.',
    );
  });

  test('DCSS: ranks what moves turns per HP at the build’s max HP, and names a ring it could do without', async ({
    page,
  }) => {
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^DCSS/ })
      .click();
    const screen = page.locator('[data-screen-id="dcss"]');
    const card = screen.getByRole('region', { name: 'What moves it most' });
    const now = card.getByTestId('sensitivity-now');
    await lookAt(card);
    // 30 max HP, no bonuses: TRR 10, 10 turns per HP.
    await expect(now).toHaveText('No regeneration bonuses’s turns per HP at 30 max HP: 10.');
    // The spell and Trog's Hand add 100 each: TRR 110, 0.91 turns (the spell comes first).
    await expect(card.getByTestId('tornado-chart')).toHaveAttribute(
      'aria-label',
      /^What moves turns per HP at 30 max HP most: Regeneration spell on -9\.09; Trog's Hand on -9\.09;/,
    );
    // A ring: TRR 50, 2 turns; taking it off is worth 8 turns.
    await screen
      .getByRole('form', { name: 'DCSS build' })
      .getByLabel('Rings of regeneration', { exact: true })
      .fill('1');
    await lookAt(card);
    await expect(now).toHaveText(
      'No regeneration bonuses’s turns per HP at 30 max HP: 2. What it could most easily do without: Rings of regeneration (1 → 0) (taking it off moves it by 8).',
    );
    await card.getByLabel('Figure').selectOption('turns-to-full');
    await expect(now).toHaveText(/^No regeneration bonuses’s turns to full at 30 max HP: [\d.]+\./);
    await card.getByRole('button', { name: 'Table' }).click();
    await expect(
      card.getByRole('row', { name: /^Bonus per ring rule 10% \(at least 1\) 40 → 36/ }),
    ).toBeVisible();

    // The goal: fewer turns, "at most" by default; one ring more or the max HP it takes.
    const goal = screen.getByRole('region', { name: /^Goal: / });
    await lookAt(goal);
    await expect(goal.getByLabel('Goal direction')).toHaveValue('at-most');
    await card.getByRole('button', { name: 'Chart' }).click();
    await card.getByLabel('Figure').selectOption('turns-per-hp');
    await goal.getByLabel('Goal', { exact: true }).fill('1.5');
    await expect(goal.getByRole('listitem').first()).toHaveText(
      'Rings of regeneration 1 → 2 (+1): 1.11 (at 1: 2) Set Rings of regeneration to 2',
    );
  });

  test('Quest: ranks what moves the pool at the caster’s VP, and finds the VP a goal needs', async ({
    page,
  }) => {
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^Quest/ })
      .click();
    const screen = page.locator('[data-screen-id="quest"]');
    const card = screen.getByRole('region', { name: 'What moves it most' });
    await lookAt(card);
    // Borgron: 3 spells × 2 = 6, under Int 5 × 3.
    await expect(card.getByTestId('sensitivity-now')).toHaveText(
      'Borgron’s mana pool at VP 12: 6.',
    );
    await expect(card.getByTestId('tornado-chart')).toHaveAttribute(
      'aria-label',
      /^What moves mana pool at VP 12 most: Mana per spell 2 → 1 -3, Mana per spell 2 → 3 \+3; A spell more \(as Ward\) 3 → 4 \+2;/,
    );
    await card.getByLabel('Figure').selectOption('casting-limit');
    await expect(card.getByTestId('sensitivity-now')).toHaveText(
      'Borgron’s casting limit at VP 12: 2.',
    );

    // An Apprentice casts each spell twice; a Journeyman (from VP 18) three times.
    const goal = screen.getByRole('region', { name: /^Goal: / });
    await lookAt(goal);
    await goal.getByLabel('Goal', { exact: true }).fill('3');
    await expect(goal.getByTestId('goal-now')).toHaveText(
      'Borgron has 2 now: the goal is not met.',
    );
    await expect(goal.getByRole('listitem')).toHaveText([
      'VP 12 → 18 (+6): 3 (at 17: 2) Set VP to 18',
      'Int: no score from 0 to 99 reaches it',
      'Potions: no score from 0 to 99 reaches it',
    ]);
    await goal.getByRole('button', { name: 'Set VP to 18' }).click();
    await expect(
      screen.getByRole('form', { name: /caster/i }).getByLabel('VP', { exact: true }),
    ).toHaveValue('18');
    await expect(goal.getByTestId('goal-now')).toHaveText(
      'Borgron has 3 now: the goal is met already.',
    );
    await page.keyboard.press('Control+z');
    await expect(goal.getByTestId('goal-now')).toHaveText(
      'Borgron has 2 now: the goal is not met.',
    );
  });

  test('Mage 2e: ranks what moves the pool, and finds the Mana to mitigate that keeps Paradox under a goal', async ({
    page,
  }) => {
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^Mage 2e/ })
      .click();
    const screen = page.locator('[data-screen-id="mage2e"]');
    const card = screen.getByRole('region', { name: 'What moves it most' });
    await lookAt(card);
    await card.getByLabel('Figure').selectOption('pool');
    // The rote's 10 dice: Forces 4 adds one, the Demesne's 2 dice go when it is taken off.
    await expect(card.getByTestId('sensitivity-now')).toHaveText(
      'Rote with Yantras’s casting pool at Gnosis 3, Forces 3: 10.',
    );
    await card.getByRole('button', { name: 'Table' }).click();
    await expect(
      card.getByRole('row', { name: /^Demesne yantra on or off off 8 -2/ }),
    ).toBeVisible();

    // A Paradox chance is kept low: "at most" until another is chosen.
    await card.getByRole('button', { name: 'Chart' }).click();
    await card.getByLabel('Figure').selectOption('paradox-chance');
    const goal = screen.getByRole('region', { name: /^Goal: / });
    await lookAt(goal);
    await expect(goal.getByLabel('Goal direction')).toHaveValue('at-most');
    // The goal names the figure where it is read, as the sentence above does: the cast's Gnosis
    // and Arcanum.
    await expect(goal.getByText('Paradox chance (%) at Gnosis 3, Forces 3')).toBeVisible();
    await goal.getByLabel('Goal', { exact: true }).fill('40');
    await expect(goal.getByTestId('goal-now')).toHaveText(
      'Rote with Yantras has 65.7 now: the goal is not met.',
    );
    // Making the spell impossible (Forces 2) would roll no Paradox: that is not offered.
    await expect(goal.getByRole('listitem')).toHaveText([
      'Mana to mitigate 0 → 2 (+2): 30 (at 1: 51) Set Mana to mitigate to 2',
      'Gnosis: no score from 1 to 10 reaches it',
      'Forces: no score from 1 to 5 reaches it',
      'Potency: no score from 1 to 99 reaches it',
    ]);
    await goal.getByRole('button', { name: 'Set Mana to mitigate to 2' }).click();
    await expect(goal.getByTestId('goal-now')).toHaveText(
      'Rote with Yantras has 30 now: the goal is met already.',
    );
    await page.keyboard.press('Control+z');
    await expect(goal.getByTestId('goal-now')).toHaveText(
      'Rote with Yantras has 65.7 now: the goal is not met.',
    );
  });
});
