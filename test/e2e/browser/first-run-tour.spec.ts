/**
 * The first-run tour (issue #37, item 4): a new designer's first start walks through one real
 * task (change a class's mana, watch the curve, open Explain, compare regeneration, export the
 * CSV), each step waiting for the real act; done or skipped, it never starts by itself again;
 * "Take the tour" starts it again, and its "Show me" edits are ordinary undoable edits.
 */
import { expect, test } from '@playwright/test';
import { pressExport } from './pages/press-export';
import { TourCallout } from './pages/tour-callout';
import { WillpowerPage } from './pages/willpower-page';

test('a new designer’s first start walks through five real acts, and the tour never shows again', async ({
  page,
}) => {
  const app = new WillpowerPage(page);
  const tour = new TourCallout(page);
  await tour.asPersonsBrowser();
  await app.open();

  // 1. The Wizard's mana (Tathren is a wizard), in the Classes table, brought into view.
  await expect(tour.step('Change a class’s mana')).toBeVisible();
  await expect(tour.callout).toContainText('Step 1 of 5');
  await expect(tour.callout).toBeFocused();
  const wizardMana = page.getByLabel('Wizard mana', { exact: true });
  await tour.expectBeside(wizardMana);
  await expect(tour.button('Next')).toBeDisabled();
  // Typed key by key, as a designer does: 12 → 1 → 15, one edit.
  await wizardMana.selectText();
  await wizardMana.pressSequentially('15');

  // 2. The curve moved (level 1: 3 + 15 + 2 + 1 + 0); the designer's field keeps the focus.
  await expect(tour.step('Watch the curve')).toBeVisible();
  await expect(tour.callout).toContainText('Wizard mana 12 → 15.');
  await expect(tour.callout).toContainText('Out of view, above');
  await expect(wizardMana).toBeFocused();
  await expect(app.levelOne).toHaveText('3 (Elf) + 15 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 21');
  await tour.button('Next').click();

  // 3. Explain, at a level the designer types.
  await expect(tour.step('Open Explain')).toBeVisible();
  const explain = page.getByRole('region', { name: 'Explain a point' });
  await tour.expectBeside(explain);
  await explain.getByLabel('level').fill('30');
  await expect(page.getByTestId('explained-point')).toContainText('29 level-ups');

  // 4. Compare regeneration, from the navigation.
  await expect(tour.step('Compare regeneration')).toBeVisible();
  const compareButton = app.nav.getByRole('button', { name: /^Compare regeneration/ });
  await tour.expectBeside(compareButton);
  await compareButton.click();

  // 5. The CSV of the comparison's chart.
  await expect(tour.step('Export the CSV')).toBeVisible();
  const regenCard = page.getByRole('region', { name: 'Regeneration by level' });
  await tour.expectBeside(regenCard.getByRole('button', { name: 'Export CSV…' }));
  const download = page.waitForEvent('download');
  await pressExport(regenCard);
  expect((await download).suggestedFilename()).toMatch(/regen-comparison.*\.csv$/);
  await expect(tour.step('That is the whole path')).toBeVisible();
  expect(await tour.memory()).toBe('done');
  await tour.button('Close').click();
  await expect(tour.callout).toHaveCount(0);
  await expect(tour.takeTheTour).toBeFocused();

  // The next start asks about the unsaved edit first; answered, no tour follows.
  await page.reload();
  const restore = page.getByRole('dialog', { name: 'Restore unsaved edits?' });
  await expect(restore).toBeVisible();
  await restore.getByRole('button', { name: /^Discard edits/ }).click();
  await expect(page.getByText(/^Discarded the unsaved edits/)).toBeVisible();
  await expect(tour.callout).toHaveCount(0);
  expect(app.pageErrors).toEqual([]);
});

test('the tour waits for “Restore unsaved edits?”, and once skipped (Esc) never starts again', async ({
  page,
}) => {
  const app = new WillpowerPage(page);
  const tour = new TourCallout(page);
  await tour.asPersonsBrowser();
  await app.open();
  await expect(tour.step('Change a class’s mana')).toBeVisible();
  // The designer works instead, and the page goes with the tour neither done nor skipped.
  await app.field('Intelligence').fill('17');
  await page.reload();

  // The unsaved work first: no tour beside the question.
  const restore = page.getByRole('dialog', { name: 'Restore unsaved edits?' });
  await expect(restore).toBeVisible();
  await expect(tour.callout).toHaveCount(0);
  await restore.getByRole('button', { name: 'Later' }).click();
  await expect(tour.step('Change a class’s mana')).toBeVisible();
  expect(await tour.memory()).toBeNull();

  await expect(tour.callout).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tour.callout).toHaveCount(0);
  expect(await tour.memory()).toBe('skipped');
  await expect(tour.takeTheTour).toBeFocused();

  await page.reload();
  await expect(restore).toBeVisible();
  await restore.getByRole('button', { name: /^Discard edits/ }).click();
  await expect(page.getByText(/^Discarded the unsaved edits/)).toBeVisible();
  await expect(tour.callout).toHaveCount(0);
  expect(app.pageErrors).toEqual([]);
});

test('“Take the tour” runs it again, each “Show me” does the step, and Undo takes back its edit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const app = new WillpowerPage(page);
  const tour = new TourCallout(page);
  await app.open();
  // Under automation the tour does not start by itself (by the time the engine is ready, a first
  // start has shown it: the first test); the sidebar starts it.
  await expect(tour.callout).toHaveCount(0);
  await tour.takeTheTour.click();
  await expect(tour.step('Change a class’s mana')).toBeVisible();
  await expect(tour.callout).toBeFocused();
  const wizardMana = page.getByLabel('Wizard mana', { exact: true });
  await tour.expectBeside(wizardMana);

  await tour.button('Show me').click();
  await expect(tour.step('Watch the curve')).toBeVisible();
  await expect(tour.callout).toContainText('Wizard mana 12 → 17.');
  await expect(wizardMana).toHaveValue('17');
  await expect(app.levelOne).toContainText('+ 17 (Wizard) +');
  const undo = page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: /^Undo/ });
  await expect(undo).toHaveAccessibleName('Undo Wizard mana (Willpower \u203a Tables)');
  // Show me's own doing brought the next target into view, and the focus stays on the tour.
  await tour.expectBeside(app.chartCard);
  await expect(tour.callout).toBeFocused();

  await tour.button('Show me').click();
  await expect(app.chartCard).toBeInViewport();
  await tour.button('Next').click();
  await expect(tour.step('Open Explain')).toBeVisible();
  await tour.expectBeside(page.getByRole('region', { name: 'Explain a point' }));

  await tour.button('Show me').click();
  await expect(page.getByTestId('explained-point')).toContainText('29 level-ups');
  await expect(tour.step('Compare regeneration')).toBeVisible();
  await tour.expectBeside(app.nav.getByRole('button', { name: /^Compare regeneration/ }));

  await tour.button('Show me').click();
  await expect(page.getByRole('heading', { name: 'Compare regeneration', level: 1 })).toBeVisible();
  await expect(tour.step('Export the CSV')).toBeVisible();
  const regenCard = page.getByRole('region', { name: 'Regeneration by level' });
  await tour.expectBeside(regenCard.getByRole('button', { name: 'Export CSV…' }));

  const download = page.waitForEvent('download');
  await tour.button('Show me').click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expect(tour.step('That is the whole path')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour.callout).toHaveCount(0);

  // The tour's edit is the project's: Undo puts the Wizard's 12 back, and shows it.
  await page.keyboard.press('Control+z');
  await expect(wizardMana).toHaveValue('12');
  await expect(app.levelOne).toHaveText('3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18');
  expect(app.pageErrors).toEqual([]);
});
