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

/**
 * Scrolls a card into view until `answer` (a part of its engine answer) shows: while the screen
 * above it is still drawing, the card can be pushed back out of view before it asks, and a card
 * out of view does not ask (as a designer would scroll to it again).
 */
export async function lookUntil(card: Locator, answer: Locator): Promise<void> {
  await expect(async () => {
    await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(answer).toBeVisible({ timeout: 2_000 });
  }).toPass();
}
