/**
 * The session probes (issue #36, item 9): a project whose ids are Object.prototype names opens and
 * every screen draws it; autosave keeps edits while the designer keeps typing and says when it
 * cannot; each tab keeps its own recovery record; undo and the Mana now log stay bounded.
 */
import { expect, test } from '@playwright/test';
import { prototypeIdsProjectText } from '../../fixtures/prototype-ids';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

test('a project whose ids are Object.prototype names opens, and every screen draws it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = new WillpowerPage(page);
  await app.open();
  const files = new RulesetPage(page, 'Willpower');
  await files.openProjectText(prototypeIdsProjectText(), 'prototype-ids.wellspring.json');
  await expect(page.getByText('Opened prototype-ids.wellspring.json.')).toBeVisible();
  await expect(page).toHaveTitle('prototype-ids.wellspring.json — Wellspring');
  // Tathren (id `constructor`, an elf wizard: race and class `constructor` too).
  await expect(app.levelOne).toContainText('= 18');
  await app.field('Intelligence').fill('19');
  await expect(app.levelOne).toContainText('= 20');
  for (const name of [
    'Compare regeneration',
    'Balance grid',
    'What changed',
    'NetHack 3.4',
    'DCSS',
    'Quest',
    'Mage 2e',
    'Willpower',
  ]) {
    await app.nav.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const shown = page.locator(`[data-screen-name="${name}"]`);
    await expect(shown.locator('h1')).toBeVisible();
    // The engine's answers drawn: no card still waiting, none refused, no NaN.
    await expect(shown.getByText(/NaN|undefined|could not load/)).toHaveCount(0);
    // A card asks the engine once in view: look at each still computing until none is.
    const busy = shown.locator('[aria-busy="true"]:visible');
    await expect(async () => {
      if ((await busy.count()) > 0) await busy.first().scrollIntoViewIfNeeded({ timeout: 2_000 });
      expect(await busy.count()).toBe(0);
    }).toPass({ timeout: 30_000 });
    await expect(shown.getByRole('alert')).toHaveCount(0);
  }
  await expect(app.levelOne).toContainText('= 20');
  expect(app.pageErrors).toEqual([]);
});
