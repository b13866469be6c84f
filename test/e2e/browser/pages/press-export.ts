import type { Locator } from '@playwright/test';

/**
 * Presses a card's "Export CSV…" from the keyboard: focus, then Enter, as a keyboard user does.
 * A mouse click is two events, and on a loaded machine the page could move between them: full
 * runs lost an export now and then, its button focused by the press but never clicked (no
 * handler ran; the app logged nothing). A key goes to the focused button wherever it has moved.
 */
export async function pressExport(card: Locator): Promise<void> {
  const button = card.getByRole('button', { name: 'Export CSV…' });
  await button.focus();
  await button.press('Enter');
}
