import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The first-run tour's callout, and the page as a new designer's browser shows it. Under
 * Playwright `navigator.webdriver` is true, and the tour never starts by itself in a browser
 * driven by automation (so the other tests start as a designer who has seen it); a new
 * designer's browser is one where it is false.
 */
export class TourCallout {
  constructor(readonly page: Page) {}

  /** The page as a person's browser: not driven by automation (before the page loads). */
  async asPersonsBrowser(): Promise<void> {
    await this.page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    });
  }

  /** The callout, whichever step it shows. */
  get callout(): Locator {
    return this.page
      .getByRole('dialog', { name: /./ })
      .filter({ has: this.page.locator('#tour-title') });
  }

  /** The callout showing the step (or the end) with this title. */
  step(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  button(name: 'Show me' | 'Next' | 'Back' | 'Skip tour' | 'Close'): Locator {
    return this.callout.getByRole('button', { name, exact: true });
  }

  /** The sidebar's entry that starts the tour again. */
  get takeTheTour(): Locator {
    return this.page.getByRole('button', { name: 'Take the tour' });
  }

  /** What the tour keeps for the next start (null: nothing, a first start). */
  memory(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('wellspring.tour'));
  }

  /**
   * The callout is whole in the window and beside `target` without covering it (its outline
   * drawn), as a designer must see it to read both.
   */
  async expectBeside(target: Locator): Promise<void> {
    await expect(target).toHaveClass(/\btour-target\b/);
    await expect(async () => {
      const callout = await this.callout.boundingBox();
      const box = await target.boundingBox();
      const window = this.page.viewportSize();
      if (callout === null || box === null || window === null) throw new Error('not drawn');
      expect(callout.x).toBeGreaterThanOrEqual(0);
      expect(callout.y).toBeGreaterThanOrEqual(0);
      expect(callout.x + callout.width).toBeLessThanOrEqual(window.width);
      expect(callout.y + callout.height).toBeLessThanOrEqual(window.height);
      const apart =
        callout.x >= box.x + box.width ||
        box.x >= callout.x + callout.width ||
        callout.y >= box.y + box.height ||
        box.y >= callout.y + callout.height;
      expect(apart, 'the callout covers its target').toBe(true);
      await expect(target).toBeInViewport();
    }).toPass({ timeout: 5_000 });
  }
}
