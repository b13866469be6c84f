/** The What changed screen as the specs drive it: reaching it, and giving it a baseline file. */
import type { Locator, Page } from '@playwright/test';

/** The What changed screen (other screens, kept mounted, have controls named alike). */
export function whatChangedScreen(page: Page): Locator {
  return page.locator('[data-screen-id="changes"]');
}

/** Opens What changed from the navigation and returns its screen. */
export async function openWhatChanged(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Rulesets' })
    .getByRole('button', { name: /^What changed/ })
    .click();
  return whatChangedScreen(page);
}

/** "Open baseline file…" with a project file's text, as picking the file in the dialog would. */
export async function openBaselineFile(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await whatChangedScreen(page).getByRole('button', { name: 'Open baseline file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}
