/**
 * How `npm run screenshots` drives the app in Chromium: to a screen by its navigation button,
 * through a screen's scene where it needs one, and until what the window shows is final.
 */
import type { Page } from '@playwright/test';

/** How long a screen may take to draw before the script gives up on it. */
const SETTLE_TIMEOUT_MS = 60_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Clicks the screen's navigation button and waits for the screen to be the one shown. */
export async function showScreen(
  page: Page,
  screen: { id: string; name: string; shownAs?: string },
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Rulesets' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(screen.name)}`) })
    .click();
  await page
    .locator(`[data-screen-id="${screen.shownAs ?? screen.id}"]`)
    .waitFor({ state: 'visible' });
}

/**
 * What a designer would have done before a screen has something to show, by screen id; a screen
 * without a scene is pictured as it opens on the built-in project.
 */
export const SCENES: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  // A designer's own ruleset: New ruleset… from the NetHack template, its screen from the top.
  'your-ruleset': async (page) => {
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: 'New ruleset…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New ruleset' });
    await dialog.getByRole('radio', { name: /^NetHack 3\.4, in formulas/ }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('No problems: every formula checks.').waitFor();
  },
  // What changed lists nothing until there is an edit and a baseline: the example of
  // docs/features.md, the Elf's mana 3 → 5 in the Willpower data (the screen the app opens on),
  // against the last saved version.
  changes: async (page) => {
    await page
      .getByRole('region', { name: 'Tables' })
      .locator('summary')
      .filter({ hasText: /^Races and classes/ })
      .click();
    await page
      .getByRole('region', { name: 'Races' })
      .getByLabel('Elf mana', { exact: true })
      .fill('5');
    await showScreen(page, { id: 'changes', name: 'What changed' });
    const screen = page.locator('[data-screen-id="changes"]');
    await screen.getByRole('button', { name: 'Compare with last saved' }).click();
    await screen
      .getByRole('region', { name: 'Edits' })
      .locator('.edit-list > li .effect')
      .first()
      .waitFor({ state: 'visible' });
  },
};

/** What each canvas in the window shows, as a data URL. */
function canvasPictures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('canvas')]
      .filter((canvas) => {
        const box = canvas.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((canvas) => canvas.toDataURL()),
  );
}

/**
 * Waits until the window shows the screen's final figures: the status bar says "Engine ready",
 * nothing in the window says "Computing…" or "Loading…" (both are `aria-busy`), the fonts are
 * loaded, and every chart in the window draws the same picture twice, a quarter second apart.
 * Cards below the window ask the engine only when scrolled to, so they are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const status = document.querySelector('[data-testid="engine-status"]')?.textContent ?? '';
      const busy = [...document.querySelectorAll('[aria-busy="true"]')].some((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      });
      return status.trim() === 'Engine ready' && !busy && document.fonts.status === 'loaded';
    },
    undefined,
    { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
  );
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let before = await canvasPictures(page);
  for (;;) {
    await page.waitForTimeout(250);
    const now = await canvasPictures(page);
    if (now.length === before.length && now.every((picture, i) => picture === before[i])) return;
    if (Date.now() > deadline) throw new Error('The charts did not stop changing within 60 s');
    before = now;
  }
}

/**
 * How much of the window, from its top, makes the picture: all of it, unless the window's
 * bottom edge cuts a chart in two. Then the picture ends above that chart's card, so it never
 * shows half a chart.
 */
export function pictureHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('.shell > main');
    const edge = main?.getBoundingClientRect().bottom ?? window.innerHeight;
    let height = window.innerHeight;
    for (const canvas of document.querySelectorAll('canvas')) {
      const box = canvas.getBoundingClientRect();
      if (box.width === 0 || box.top >= edge || box.bottom <= edge) continue;
      const card = canvas.closest('section') ?? canvas;
      height = Math.min(height, Math.floor(card.getBoundingClientRect().top));
    }
    return height;
  });
}
