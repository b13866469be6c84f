/**
 * `npm run screenshots` drives the app with the steps in scripts/screenshots/drive-app.ts; this
 * runs those same steps against the built app, so a change to the UI that would break the
 * script (or leave a picture half drawn) fails here, in `npm test`, not on the day someone next
 * remakes the pictures.
 */
import { expect, test } from './reused-page';
import { pictureHeight, SCENES, settle, showScreen } from '../../../scripts/screenshots/drive-app';
import { shotList, WINDOW } from '../../../scripts/screenshots/shot-list';

const SCREENS = shotList()
  .filter((shot) => shot.theme === 'light')
  .map((shot) => shot.screen);

test.use({ viewport: WINDOW, deviceScaleFactor: 1 });

test.describe('The screenshot script’s steps', () => {
  for (const screen of SCREENS) {
    test(`reach ${screen.name} with its figures drawn`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      await settle(page);
      await SCENES[screen.id]?.(page);
      await showScreen(page, screen);
      await settle(page);

      const shown = page.locator(`[data-screen-id="${screen.shownAs ?? screen.id}"]`);
      await expect(shown.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.getByTestId('engine-status')).toHaveText('Engine ready');
      // What the picture holds: at least half the window, and nothing in it still computing.
      const height = await pictureHeight(page);
      expect(height).toBeGreaterThanOrEqual(WINDOW.height / 2);
      expect(height).toBeLessThanOrEqual(WINDOW.height);
      for (const busy of await shown.locator('[aria-busy="true"]').all()) {
        const box = await busy.boundingBox();
        if (box !== null) expect(box.y, await busy.innerText()).toBeGreaterThanOrEqual(height);
      }
      if (screen.id === 'changes') {
        // The scene planted the README's example and set the baseline.
        await expect(shown.getByRole('region', { name: 'Edits' })).toContainText(
          'Willpower › Races › Elf: mana 3 → 5',
        );
      }
      expect(errors).toEqual([]);
    });
  }
});
