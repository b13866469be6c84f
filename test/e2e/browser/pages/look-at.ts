import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls a card into view, as a designer would look at it. A card that asks the engine only
 * while in view swaps its "Computing…" placeholder for the answer as soon as the scroll brings
 * it near, which can detach the element Playwright is still scrolling to: then scroll to the
 * card that replaced it.
 */
export async function lookAt(card: Locator): Promise<void> {
  await expect(async () => {
    await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
}
