/**
 * Endurance figures exactly right (issue #36, items 3–5), as a designer sees them on the cards:
 * DCSS's fight played turn by turn, its cap and its refusal of attacks that never end a fight;
 * Willpower's rest keeping the fight's progress; one hour counted alike on every card.
 */
import { expect, test } from './reused-page';
import { lookAt, lookUntil } from './pages/look-at';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Willpower endurance and the hour', () => {
  test('rests from the progress the fight built, and counts a cast at exactly 3,600 s as the casting table does', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const table = new RulesetPage(page, 'Willpower');
    const card = page.getByRole('region', { name: 'Endurance, levels 1–60' });
    await lookUntil(card, card.getByTestId('endurance-explain'));
    await expect(card.getByTestId('endurance-basis')).toContainText(
      'the rest after a fight keeps the progress toward the next point the fight built up',
    );
    await card.getByRole('button', { name: 'Table' }).click();
    // Tathren at level 5: the p95 fight lasts 42 s, 42/216 of a point that the rest (108 s a
    // point) keeps: 48 × 108 − 21 = 5163 s, not 5184.
    await expect(table.rowCells(card, 5).nth(10)).toHaveText('5163');

    const hour = page.getByRole('region', { name: 'An hour of casting' });
    await expect(hour).toContainText(
      'an hour runs from 0 s to 3,600 s, a cast at exactly 3,600 s included',
    );
    const fromEmpty = hour
      .getByRole('row', { name: /^Burning hands/ })
      .getByRole('cell')
      .nth(2);
    // Willpower 20: a point every 120 s, a cast of 6 every 720 s, the fifth at exactly 3600 s.
    await app.field('Willpower').fill('20');
    await expect(fromEmpty).toHaveText('5');
    // The endurance card answers while it is in view.
    await lookAt(card);
    await expect(table.rowCells(card, 1).nth(3)).toHaveText('5');
    // Willpower 25: a point a minute, the tenth cast at exactly 3600 s.
    await app.field('Willpower').fill('25');
    await expect(fromEmpty).toHaveText('10');
    await lookAt(card);
    await expect(table.rowCells(card, 1).nth(3)).toHaveText('10');
    expect(app.pageErrors).toEqual([]);
  });
});

test.describe('DCSS endurance at the edges', () => {
  test('plays the issue’s fight turn by turn (47% deaths at XL 1), counts deaths past the cap, refuses attacks that deal nothing', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'DCSS');
    await app.open();
    const screen = page.locator('[data-screen-id="dcss"]');
    const card = screen.getByRole('region', { name: 'Endurance, XL 1–27' });
    const explain = card.getByTestId('endurance-explain');
    await lookUntil(card, explain);

    // The fight: 2d6 then 3d4+1 against 30 HP hitting back 1d4+1, regeneration mutation
    // 2: at XL 1 (max HP 12, TRR 44) a hit that takes HP to 0 is a death before any regeneration.
    await screen.getByLabel('Regeneration mutation').selectOption('2');
    await card.getByLabel('Target HP').fill('30');
    await card.getByLabel('Its hits').fill('1d4+1');
    await card.getByLabel('Attack 1', { exact: true }).fill('2d6');
    await card.getByRole('button', { name: 'Add an attack' }).click();
    await card.getByLabel('Attack 2', { exact: true }).fill('3d4+1');
    await card.getByLabel('Explain XL').fill('1');
    await expect(explain.getByRole('listitem').first()).toHaveText(
      'At XL 1: max HP 12; TRR 44 while fighting, 44 at rest.',
    );
    await expect(explain).toContainText('46.98% of fights from full are a death');
    await expect(card.getByTestId('endurance-basis')).toContainText(
      'Each turn: the attack, then the target’s hit back (0 HP or below is a death), then the turn’s regeneration',
    );
    await card.getByRole('button', { name: 'Table' }).click();
    await expect(app.rowCells(card, 1).nth(9)).toHaveText('46.9757');

    // Over 1000 attacks in a third of fights: still a death every time, not 0%.
    await card.getByRole('button', { name: 'Remove attack 2' }).click();
    await card.getByLabel('Attack 1', { exact: true }).fill('1d2');
    await card.getByLabel('Target HP').fill('1480');
    await card.getByLabel('Its hits').fill('1d6');
    await expect(app.rowCells(card, 1).nth(9)).toHaveText('100');
    await expect(app.rowCells(card, 27).nth(9)).toHaveText('100');
    await expect(app.rowCells(card, 27).nth(10)).toHaveText('0');

    // Attacks that deal nothing never end a fight: refused on the field, where the designer is
    // looking, and what was typed stays.
    await card.getByLabel('Attack 1', { exact: true }).fill('');
    await expect(card.getByRole('alert')).toHaveText(
      'An attack is dice like 2d6+1, or 0 for a turn that deals none.',
    );
    await expect(card.getByLabel('Attack 1', { exact: true })).toHaveValue('');
    await card.getByLabel('Attack 1', { exact: true }).fill('1d2-2');
    await expect(card.getByRole('alert')).toContainText('The attacks cannot all deal 0');
    // Past the bound on its work: refused in words that name the input, never a hang.
    await card.getByLabel('Attack 1', { exact: true }).fill('1d1000-900');
    await card.getByLabel('Target HP').fill('5000');
    await expect(card.getByRole('alert')).toContainText(
      'The attacks (1d1000-900) against a target of 5,000 HP would take',
    );
    await expect(card.getByRole('alert')).toContainText('Wellspring computes at most 300,000,000');
    await card.getByLabel('Attack 1', { exact: true }).fill('2d6');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await card.getByLabel('Target HP').fill('40');
    await expect(app.rowCells(card, 27).nth(9)).toHaveText('0');
    expect(app.pageErrors).toEqual([]);
  });
});
