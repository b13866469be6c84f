import { probabilityText } from '../../../shared/report/probability-text';
import { expect, test } from './reused-page';
import { QuestPage } from './pages/quest-page';

test.describe('Quest', () => {
  let app: QuestPage;

  test.beforeEach(async ({ page }) => {
    app = new QuestPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('a spell’s dice and turns at the caster’s level, and the casts dispellers leave', async ({
    page,
  }) => {
    // Borgron is an Apprentice: 1 less damage die, 1 turn less (seed 001, Sorcery Levels).
    await expect(app.figure('quest-damage-dice')).toHaveText(
      'Magic projectile: 2 (spell) \u2212 1 (Apprentice) = 1',
    );
    await expect(app.figure('quest-permanent-turns')).toHaveText(
      'Stone skin: 3 (spell) \u2212 1 (Apprentice) = 2',
    );
    const budget = app.card('Quest budget');
    await expect(app.rowCells(budget, 'Magic projectile').nth(7)).toHaveText('1');
    await expect(app.rowCells(budget, 'Stone skin').nth(8)).toHaveText('2');

    // Ward gets a permanent effect of 4 turns; the budget follows.
    await app.field('Ward permanent turns').fill('4');
    await app.field('Ward permanent turns').press('Tab');
    await expect(app.figure('quest-permanent-turns')).toContainText(
      'Ward: 4 (spell) \u2212 1 (Apprentice) = 3',
    );
    await expect(app.rowCells(budget, 'Ward').nth(8)).toHaveText('3');
    // A Journeyman (18 VP) keeps every die and turn.
    await app.field('VP').fill('18');
    await expect(app.figure('quest-damage-dice')).toHaveText('Magic projectile: 2 (spell) = 2');
    // Emptied, the projectile deals no damage: no damage dice to list.
    await app.field('Magic projectile damage dice').fill('');
    await app.field('Magic projectile damage dice').press('Tab');
    await expect(app.figure('quest-damage-dice')).toHaveCount(0);
    await expect(app.rowCells(budget, 'Magic projectile').nth(7)).toHaveText('');
    await page.keyboard.press('Control+z');
    await expect(app.figure('quest-damage-dice')).toHaveText('Magic projectile: 2 (spell) = 2');
    // A negative count is refused on the field.
    await app.field('Ward permanent turns').fill('-1');
    await expect(
      app.form.getByText(
        "A permanent spell's turns must be a whole number from 0 to 999, or none.",
      ),
    ).toBeVisible();
    await app.field('Ward permanent turns').press('Escape');

    // The dispel settings' dispellers stand against the caster: a dispelled spell is spent.
    // His 6 mana pays for 6 dispels: the 7th cast may find him dry (3.10, not 7 × 0.444 = 3.11).
    await expect(app.figure('quest-dispelled')).toHaveText(
      'Against 1 dispeller of Int 5 with 6 mana, 4 squares away (the dispel settings below): ' +
        'each cast is dispelled 44.4% of the time while they have mana (each one’s mana pays for ' +
        '6 dispels), and spends its mana all the same: of 7 casts, on average 3.1 dispelled and ' +
        '3.9 taking effect.',
    );
    await app.dispelField('Dispellers').fill('2');
    await expect(app.figure('quest-dispelled')).toContainText('Against 2 dispellers of Int 5');
  });

  test('who may dispel: range, melee and the dispellers’ own mana (seed 001)', async ({ page }) => {
    const dispelled = app.figure('quest-dispelled');
    // Two decimals, as the budget table's Take effect column writes them.
    await expect(dispelled).toContainText('of 6 casts, on average 2.66 dispelled and 3.34 taking');
    // "Only characters 8 squares or less away … may try": at 9, no one may.
    await app.dispelField('Squares away').fill('9');
    await expect(app.figure('quest-dispel-none')).toHaveText(
      'No one may dispel: 9 squares away: beyond the dispel range of 8.',
    );
    await expect(dispelled).toContainText(
      'no one may dispel (9 squares away: beyond the dispel range of 8): all 6 casts take effect.',
    );
    await expect(app.rowCells(app.card('Quest budget'), 'All spells').nth(9)).toHaveText('6');
    await app.dispelField('Squares away').fill('8');
    await expect(app.figure('quest-dispel-none')).toHaveCount(0);
    // "Spells cannot be dispelled while within an enemy's Melee Range."
    await app.dispelPanel.getByLabel('Within an enemy’s melee range').check();
    await expect(dispelled).toContainText('no one may dispel (within an enemy’s melee range)');
    await page.keyboard.press('Control+z');
    await expect(dispelled).toContainText('2.66 dispelled');
    // One mana: one dispel at most over the quest, 1 − (1 − 575/1296)⁶ = 0.97 on average.
    await app.dispelField('Each one’s mana').fill('1');
    await expect(dispelled).toContainText('each one’s mana pays for 1 dispel)');
    await expect(dispelled).toContainText('of 6 casts, on average 0.97 dispelled and 5.03 taking');
    // Emptied: not counted, they never run out (as before the rule).
    await app.dispelField('Each one’s mana').fill('');
    await expect(dispelled).not.toContainText('pays for');
    await expect(dispelled).toContainText('(mana not counted)');
    // 0 mana: "Characters can't try to dispel when they have no mana left."
    await app.dispelField('Each one’s mana').fill('0');
    await expect(app.figure('quest-dispel-none')).toHaveText('No one may dispel: no mana left.');
    await app.dispelField('Each one’s mana').fill('-1');
    await expect(
      app.dispelPanel.getByText(
        'A dispeller’s mana must be a whole number from 0 to 999, or none (never runs out).',
      ),
    ).toBeVisible();
    await app.dispelField('Each one’s mana').press('Escape');

    // One scroll or set of components a turn: Borgron's two take two turns.
    await expect(app.figure('quest-scrolls')).toHaveText(
      '2 magic scrolls or sets of components, 1 a turn (seed 001): at least 2 turns to use them all.',
    );
    await app.field('Scrolls').fill('5');
    await expect(app.figure('quest-scrolls')).toContainText('at least 5 turns');
    await app.ruleField('Scrolls a turn').fill('2');
    await expect(app.figure('quest-scrolls')).toContainText(
      '2 a turn (the rules; the seed: 1): at least 3 turns',
    );
  });

  test('the budget’s twelve columns fit their card at 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const budget = app.card('Quest budget');
    await expect(budget.getByRole('columnheader', { name: 'Scroll turns' })).toBeVisible();
    // The table's right edge within its card's and the window's (a wider table widens the card
    // past the window, where its last columns are cut unseen).
    // Polled: the layout follows the new window size over a frame or two.
    await expect
      .poll(() =>
        budget.evaluate((card) => {
          const right = card.querySelector('table')?.getBoundingClientRect().right ?? Infinity;
          return right - Math.min(card.getBoundingClientRect().right, window.innerWidth);
        }),
      )
      .toBeLessThanOrEqual(0);
  });

  test('casting at targets: line of sight, and cover against a magic projectile (seed 001)', async ({
    page,
  }) => {
    const card = app.card('Casting at targets');
    const row = (spell: string, target: string) =>
      card.getByRole('row', { name: new RegExp(`^${spell} ${target.replace(/[()]/g, '\\$&')} `) });
    // The seed's picture: Borgron has no line of sight to skeleton (1).
    await expect(row('Magic projectile', 'Skeleton (1)').getByRole('cell').nth(4)).toHaveText(
      'no: no line of sight',
    );
    // A Journeyman's 2-die projectile: heavy cover takes 2, light 1.
    await app.field('VP').fill('18');
    await expect(row('Magic projectile', 'Skeleton (2)').getByRole('cell').nth(5)).toHaveText('2');
    await expect(row('Magic projectile', 'Skeleton (4)').getByRole('cell').nth(5)).toHaveText('1');
    await expect(card.getByTestId('quest-target-dice')).toContainText(
      'Magic projectile at Skeleton (3): 2 (spell) − 2 (heavy cover) = 0 → 1 (at least 1 die)',
    );
    // Cover counts only against a projectile: unticked, the spell keeps its 2 dice behind cover.
    await app.form.getByLabel('Magic projectile is a magic projectile').uncheck();
    await expect(row('Magic projectile', 'Skeleton (4)').getByRole('cell').nth(3)).toHaveText('no');
    await expect(row('Magic projectile', 'Skeleton (4)').getByRole('cell').nth(5)).toHaveText('2');
    await page.keyboard.press('Control+z');
    await expect(row('Magic projectile', 'Skeleton (4)').getByRole('cell').nth(5)).toHaveText('1');
    // Line of sight to skeleton (1), and a new target: its name field has the focus.
    await card.getByLabel('Line of sight to Skeleton (1)').check();
    await expect(row('Magic projectile', 'Skeleton (1)').getByRole('cell').nth(4)).toHaveText(
      'yes',
    );
    await card.getByRole('button', { name: 'Add a target' }).click();
    const name = card.getByRole('textbox', { name: 'Target 5 name' });
    await expect(name).toBeFocused();
    await name.fill('Skeleton (2)');
    await expect(card.getByText('There is already a target named Skeleton (2).')).toBeVisible();
    await name.fill('Wight');
    await name.press('Enter');
    await card.getByRole('combobox', { name: 'Wight cover' }).selectOption({ label: 'Heavy' });
    await expect(row('Magic projectile', 'Wight').getByRole('cell').nth(2)).toHaveText('heavy');
    // The rules' cover numbers are data: heavy cover −1 gives the Wight 1 die.
    await app.ruleField('Heavy cover (dice)').fill('0');
    await expect(row('Magic projectile', 'Wight').getByRole('cell').nth(5)).toHaveText('2');
    // The card exports its own table, machine names over the same rows.
    const exported = await app.exportCsv(card);
    expect(exported.name).toMatch(/borgron-targets.*\.csv$/);
    expect(exported.rows[0]).toEqual([
      'spell',
      'target',
      'line_of_sight',
      'cover',
      'cover_counts',
      'can_cast',
      'damage_dice',
    ]);
    expect(exported.rows).toContainEqual([
      'Magic projectile',
      'Wight',
      'yes',
      'heavy',
      'yes',
      'yes',
      '2',
    ]);

    // Removing a target moves the focus to the next row's Remove button, the last one's to the
    // previous row's; with none left, to Add a target, and the empty editor table goes.
    await card.getByRole('button', { name: 'Remove Skeleton (2)' }).click();
    await expect(card.getByRole('button', { name: 'Remove Skeleton (3)' })).toBeFocused();
    await card.getByRole('button', { name: 'Remove Wight' }).click();
    await expect(card.getByRole('button', { name: 'Remove Skeleton (4)' })).toBeFocused();
    for (const target of ['Skeleton (1)', 'Skeleton (3)', 'Skeleton (4)']) {
      await card.getByRole('button', { name: `Remove ${target}` }).click();
    }
    await expect(card.getByRole('button', { name: 'Add a target' })).toBeFocused();
    await expect(card.getByRole('table', { name: 'Targets' })).toHaveCount(0);
    await expect(
      card.getByText('No targets: add one to see what Borgron can cast at it.'),
    ).toBeVisible();
  });

  test('a caster’s Lore and its realm, in the budget and the realms table (seed 001)', async () => {
    const lore = app.form.getByRole('combobox', { name: 'Lore' });
    await expect(lore).toHaveValue('earth');
    await expect(app.figure('quest-lore')).toHaveText('Earth (Elements)');
    const realms = app.card('Realms and Lores');
    await expect(realms.getByRole('row', { name: /^Elements Earth/ })).toContainText('Borgron');
    await lore.selectOption({ label: 'Necromancy' });
    await expect(app.figure('quest-lore')).toHaveText('Necromancy (Darkness)');
    await expect(realms.getByRole('row', { name: /^Darkness Necromancy/ })).toContainText(
      'Borgron',
    );
    await expect(realms.getByRole('row', { name: /^Elements Earth/ })).not.toContainText('Borgron');
    await lore.selectOption({ label: 'None chosen' });
    await expect(app.figure('quest-lore')).toHaveText('None chosen');
    await expect(realms.getByRole('row', { name: /No Lore chosen/ })).toContainText('Borgron');
    const { rows } = await app.exportCsv(realms);
    expect(rows[0]).toEqual(['realm', 'lore', 'casters']);
    expect(rows.at(-1)).toEqual(['', 'No Lore chosen', 'Borgron']);
  });

  test('a hero’s pool, limits and quest budget follow the editor live', async ({ page }) => {
    // Borgron: Int 5, 12 VP, three spells (2, 3, 1 mana), one potion refilling the pool.
    await expect(app.figure('quest-level')).toHaveText('Apprentice');
    await expect(app.figure('quest-pool')).toHaveText('6');
    await expect(app.figure('quest-pool-trace')).toHaveText('6 (3 spells × 2) = 6');
    await expect(app.figure('quest-mana-trace')).toHaveText(
      '6 (pool) + 6 (1 potion × 6 (a refill)) = 12',
    );
    await expect(app.figure('quest-total-casts')).toHaveText('6');
    const budget = app.card('Quest budget');
    // Ward deals no damage and lasts no turns; against the dispel settings' one dispeller of
    // Int 5, 3 × (1 − 575/1296) of its casts take effect.
    await expect(app.rowCells(budget, 'Ward')).toHaveText([
      '1',
      '2',
      '3',
      '12',
      '3',
      'casting limit',
      '3',
      '',
      '',
      '1.67',
      '',
    ]);
    await expect(app.rowCells(budget, 'All spells')).toHaveText([
      '',
      '',
      '',
      '',
      '6',
      'mana',
      '6',
      '',
      '',
      '3.34',
      // Borgron's two scrolls, one a turn: two turns.
      '2',
    ]);

    // 18 VP: a Journeyman, 3 casts a spell; the chart marks the caster's VP.
    await app.field('VP').fill('18');
    await expect(app.figure('quest-level')).toHaveText('Journeyman');
    await expect(app.figure('quest-limit')).toHaveText('3×');
    await expect(app.figure('quest-total-casts')).toHaveText('7');
    const chart = app.card('Casting along VP 1–60').getByTestId('line-chart');
    await expect(chart).toHaveAttribute('aria-label', /Journeyman from 18 VP \(limit 3\)/);
    await expect(chart).toHaveAttribute('aria-label', /Master from 40 VP \(limit 4\)/);

    // A fourth spell: 8 mana learned, under the cap of Int 5 × 3 = 15.
    await app.form.getByRole('button', { name: 'Add a spell' }).click();
    await expect(app.figure('quest-pool')).toHaveText('8');
    await expect(app.rowCells(budget, 'Spell 4')).toHaveCount(11);
    // Its name field has the focus, selected: typing names it.
    await expect(app.field('Spell 4 name')).toBeFocused();
    await page.keyboard.type('Fireball');
    await expect(app.rowCells(budget, 'Fireball')).toHaveCount(11);

    // Int 2 caps the pool at 6; the budget says the mana runs out.
    await app.field('Int').fill('2');
    await expect(app.figure('quest-pool-trace')).toContainText('never above Int 2 × 3');
    await expect(app.figure('quest-pool')).toHaveText('6');
    await app.field('Int').press('Tab');

    // A bad value: an inline message, the figures keep the answer from before the edit.
    await app.field('Int').fill('lots');
    await expect(app.form.getByText('Int must be a whole number')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Fix the highlighted field' }),
    ).toBeVisible();
    await expect(app.figure('quest-pool')).toHaveText('6');
    await app.field('Int').fill('2');
    await expect(
      page.getByRole('status').filter({ hasText: 'Fix the highlighted field' }),
    ).toBeHidden();

    // Undo takes back the Int (typed in one go: one step; "lots" then "2" again changed nothing,
    // so it left none), the name, then the spell.
    await page.keyboard.press('Control+z');
    await expect(app.field('Int')).toHaveValue('5');
    await page.keyboard.press('Control+z');
    await expect(app.rowCells(budget, 'Spell 4')).toHaveCount(11);
    await page.keyboard.press('Control+z');
    await expect(app.figure('quest-pool')).toHaveText('6');
    await expect(app.rowCells(budget, 'Spell 4')).toHaveCount(0);

    // A Dark Player character casts as a Journeyman whatever the VP.
    await app.selectCaster('Sorcerer from the underworld');
    await expect(app.figure('quest-level')).toHaveText('Journeyman');
    await expect(app.figure('quest-level-text')).toContainText('Not a hero');
  });

  test('dispel odds: the seed’s 12 to beat, the marked case, several dispellers, the CSV', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Borgron casts; a dispeller of Int 5 (Borgron's in the seed) tries: an 8 or more, 15/36.
    await expect(app.figure('quest-dispel-example')).toHaveText(
      'Borgron (Int 5) casts a spell; a dispeller with Int 5 tries to dispel it. Before the cast: ' +
        '575/1296 (44.4%). Against a total of 12, the dispeller needs 2d6 + 5 > 12, an 8 or more ' +
        'on 2d6: 5/12 (41.7%).',
    );
    const known = app.card('Dispel odds against a known total');
    // Row 12, dispeller Int 1..8: 1/36, 3/36, 6/36, 10/36, 15/36, 21/36, 26/36, 30/36.
    // The cells are chances, written as every screen writes them (percent by default).
    await expect(app.rowCells(known, 12)).toHaveText([
      '2.8%',
      '8.3%',
      '16.7%',
      '27.8%',
      '41.7%',
      '58.3%',
      '72.2%',
      '83.3%',
    ]);
    const before = app.card('Dispel odds before the cast');
    // Equal Int: (1 − 146/1296) / 2 = 575/1296.
    await expect(app.rowCells(before, 5).nth(4)).toHaveText('44.4%');
    // The example's case is marked: Borgron's Int 5 row against Int 5, and the total 12.
    await expect(app.marked(before).row).toHaveText('5');
    await expect(app.marked(before).cell).toHaveText('44.4%');
    await expect(app.marked(known).row).toHaveText('12');
    await expect(app.marked(known).cell).toHaveText('41.7%');

    // Short headings on screen, and the Int 1–8 matrix fits its card at 1280 px.
    await expect(before.getByRole('columnheader')).toHaveText([
      'Caster Int',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((int) => `Int ${int}`),
    ]);
    const cardBox = await before.boundingBox();
    const lastBox = await before.getByRole('columnheader', { name: 'Int 8' }).boundingBox();
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);

    // A dispeller of Int 2 needs an 11: 3/36 = 1/12; the marked cell follows.
    await app.dispelField('Dispeller’s Int').fill('2');
    await expect(app.figure('quest-dispel-example')).toContainText(
      'needs 2d6 + 2 > 12, an 11 or more on 2d6: 1/12 (8.3%).',
    );
    await expect(app.marked(known).cell).toHaveText('8.3%');
    await expect(app.marked(before).cell).toHaveText(/^1\d\.\d%$/);
    // The dispeller is part of the project: saved with the matrix settings.
    const saved = JSON.parse(await app.saveProjectText()) as {
      quest: { dispelView: { dispellerInt: number } };
    };
    expect(saved.quest.dispelView.dispellerInt).toBe(2);

    // A total no dice + Int of the matrix makes is refused on the field.
    await app.dispelField('Caster’s total').fill('99');
    await expect(
      app.dispelPanel.getByText('The total must be one 2d6 + Int 1–8 can make: 3 to 20.'),
    ).toBeVisible();
    await app.dispelField('Caster’s total').fill('17');
    await expect(app.marked(known).row).toHaveText('17');
    await app.dispelField('Caster’s total').fill('20');
    await expect(app.figure('quest-dispel-example')).toContainText(
      'Against a total of 20 (not one Borgron can roll: 7–17), the dispeller',
    );

    // Two dispellers of Int 5 against 12: 1 − (21/36)² = 0.659722, 66.0%.
    await app.dispelField('Caster’s total').fill('12');
    await app.dispelField('Dispeller’s Int').fill('5');
    await app.dispelField('Dispellers').fill('2');
    await expect(app.rowCells(known, 12).nth(4)).toHaveText('66%');
    await expect(app.figure('quest-dispel-example')).toContainText(
      'With 2 dispellers of Int 5, each trying in turn:',
    );

    // A reversed range is refused on the field, and the matrix keeps its columns.
    await app.dispelField('Highest Int').fill('0');
    await expect(
      app.dispelPanel.getByText('The highest Int must be at least the lowest (1).'),
    ).toBeVisible();
    await expect(app.rowCells(known, 12)).toHaveCount(8);
    await app.dispelField('Highest Int').fill('6');
    await expect(app.rowCells(known, 12)).toHaveCount(6);

    // The CSV keeps its column names and decimals; the screen shows "Int 1" over the same
    // chances, as every chance on a screen is written (percent by default).
    const exported = await app.exportCsv(known);
    expect(exported.name).toMatch(/borgron-dispel-known-total.*\.csv$/);
    const shown = await app.tableRows(known);
    expect(
      exported.rows
        .slice(1)
        .map(([total = '', ...cells]) => [
          total,
          ...cells.map((p) => probabilityText(Number(p), 'percent')),
        ]),
    ).toEqual(shown.slice(1));
    expect(shown[0]).toEqual([
      'Caster total',
      'Int 1',
      'Int 2',
      'Int 3',
      'Int 4',
      'Int 5',
      'Int 6',
    ]);
    expect(exported.rows[0]).toEqual([
      'caster_total',
      'dispeller_int_1',
      'dispeller_int_2',
      'dispeller_int_3',
      'dispeller_int_4',
      'dispeller_int_5',
      'dispeller_int_6',
    ]);
  });

  test('the sorcerer as the caster: his name whole, one line for his mana, odd rules warned', async ({
    page,
  }) => {
    await app.selectCaster('Sorcerer from the underworld');
    // The whole name shows in its field.
    const name = app.field('Name');
    await expect(name).toHaveValue('Sorcerer from the underworld');
    expect(await name.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);

    // The example reads right with him selected: he casts, someone else dispels.
    await expect(app.figure('quest-dispel-example')).toContainText(
      'Sorcerer from the underworld (Int 5) casts a spell; a dispeller with Int 5 tries to dispel it.',
    );

    // No potions: the quest's mana is the pool, and the chart says its line hides the pool's.
    const chart = app.card('Casting along VP 1–60');
    await expect(chart.getByTestId('quest-vp-same')).toHaveText(
      'No potion adds mana, so the quest’s mana is the pool: its line hides the pool’s.',
    );
    await expect(chart.getByTestId('line-chart')).toHaveAttribute(
      'aria-label',
      /its line hides the pool’s/,
    );
    // The chart is Quest's endurance, and says which endurance figures do not apply, and why.
    await expect(chart.getByTestId('quest-vp-endurance')).toContainText(
      "This is Quest's endurance along VP: the casts a quest's mana and limits allow",
    );

    // A free spell: allowed, with a word under it.
    await app.field('Magic projectile mana cost').fill('0');
    await expect(app.form.getByRole('status')).toHaveText(
      'Magic projectile is a free spell: only the casting limit applies.',
    );

    // Odd rules: allowed (no alert, the screen computes), each warned beside its value.
    await app.ruleField('Dispel dice').fill('3');
    await app.ruleField('Sides').fill('4');
    await app.ruleField('Range (squares)').fill('0');
    await app.ruleField('Mana for a success').fill('0');
    await app.ruleField('Apprentice: Damage dice').fill('-5');
    await app.ruleField('Apprentice: Permanent spells (turns)').fill('+3');
    await app.ruleField('Master: Casts per spell').fill('1');
    await expect(app.ruleWarnings('Range (squares)')).toHaveText(
      /^A range of 0 squares: no one adjacent \(1 square away\) may dispel/,
    );
    await expect(app.ruleWarnings('Mana for a success')).toHaveText(/^A free dispel/);
    await expect(app.levelWarnings('Apprentice')).toHaveText([
      'Apprentice: +3 turns on permanent spells, a bonus where the seed gives only a penalty (an Apprentice’s −1).',
      'Apprentice: −5 damage dice, far past the seed’s −1 for an Apprentice.',
    ]);
    await expect(app.levelWarnings('Master')).toHaveText(
      'Master casts fewer times per spell than Journeyman (1 < 3).',
    );
    await expect(app.rulesPanel.getByRole('alert')).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Fix the highlighted field' }),
    ).toBeHidden();

    // The matrices' titles and the example follow the rules' dice: 3d4, 32/64 reads 1/2.
    await expect(
      app
        .card('Dispel odds before the cast')
        .getByText(
          'P(dispelled), one dispeller, before the cast (3d4 + Int must exceed 3d4 + Int)',
        ),
    ).toBeVisible();
    await expect(
      app
        .card('Dispel odds against a known total')
        .getByText(
          'P(dispelled), one dispeller, against a known casting total (3d4 + Int must exceed it)',
        ),
    ).toBeVisible();
    await expect(app.figure('quest-dispel-example')).toContainText(
      'needs 3d4 + 5 > 12, an 8 or more on 3d4: 1/2 (50%).',
    );
    await expect(app.dispelPanel).toContainText(
      'Only the spell’s target itself may try (a range of 0 squares)',
    );
    // Made a hero, the sorcerer keeps his 0 VP: a hero is an Apprentice until 18 VP (seed 001).
    await app.form.getByRole('checkbox', { name: 'Hero' }).check();
    await expect(app.field('VP')).toHaveValue('0');
    await expect(app.figure('quest-level')).toHaveText('Apprentice');
  });

  test('a hero below the first level stays at it when a rules edit moves it up', async ({
    page,
  }) => {
    await expect(app.figure('quest-pool')).toHaveText('6');
    // Borgron has 12 VP; the Apprentice level now starts at 15: he is an Apprentice all the same
    // ("regarded as an Apprentice until he reaches a VP of 18"), and the figures follow at once.
    await app.ruleField('Apprentice: From VP').fill('15');
    await expect(page.getByTestId('compute-problems')).toHaveCount(0);
    await expect(app.figure('quest-level')).toHaveText('Apprentice');
    await app.field('Int').fill('1');
    await expect(app.figure('quest-pool')).toHaveText('3');
    // The matrix's range is refused on either end, not only on the highest.
    await app.dispelField('Lowest Int').fill('9');
    await expect(app.dispelField('Lowest Int')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      app.dispelPanel.getByText('The lowest Int must be at most the highest (8).'),
    ).toBeVisible();
  });
});
