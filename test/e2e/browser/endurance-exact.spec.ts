/**
 * Endurance figures exactly right (issue #36, items 3–5), as a designer sees them on the cards:
 * DCSS's fight played turn by turn, its cap and its refusal of attacks that never end a fight.
 */
import { expect, test } from '@playwright/test';
import { lookUntil } from './pages/look-at';
import { RulesetPage } from './pages/ruleset-page';

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

    // Attacks that deal nothing never end a fight: refused where the designer is looking, and
    // what was typed stays.
    await card.getByLabel('Attack 1', { exact: true }).fill('');
    await expect(card.getByRole('alert')).toHaveText(
      'The attacks: none deals any damage, so a fight would never end. Give an attack its dice (2d6).',
    );
    await expect(card.getByLabel('Attack 1', { exact: true })).toHaveValue('');
    await card.getByLabel('Attack 1', { exact: true }).fill('1d2-2');
    await expect(card.getByRole('alert')).toContainText('none deals any damage');
    await card.getByLabel('Attack 1', { exact: true }).fill('2d6');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await card.getByLabel('Target HP').fill('40');
    await expect(app.rowCells(card, 27).nth(9)).toHaveText('0');
    expect(app.pageErrors).toEqual([]);
  });
});
