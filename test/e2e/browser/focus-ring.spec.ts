import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { lookAt, lookUntil } from './pages/look-at';
import { WillpowerPage } from './pages/willpower-page';

/**
 * The keyboard's focus ring, as a designer sees it in both themes: drawn, and set off from what is
 * around it by at least WCAG's 3:1 for non-text contrast (blue on the dark navigation panel was
 * not; a selected toggle's ring was painted over by its neighbour).
 */

/** The focused element's ring: its style and width, and its contrast with what lies around it. */
async function ringOf(element: Locator) {
  return element.evaluate((el) => {
    const rgb = (color: string): number[] => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]): number => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    // What shows around the ring: the nearest ancestor with a background of its own.
    let around = el.parentElement;
    let behind = 'rgb(255, 255, 255)';
    while (around !== null) {
      const color = getComputedStyle(around).backgroundColor;
      const alpha = rgb(color)[3];
      if (color !== 'transparent' && alpha !== 0) {
        behind = color;
        break;
      }
      around = around.parentElement;
    }
    const style = getComputedStyle(el);
    const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(behind))];
    return {
      focused: document.activeElement === el,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      // Drawn above the buttons beside it (a toggle's next button paints over a ring below it).
      above: style.position !== 'static' && Number(style.zIndex) > 0,
      // An ancestor that clips what is painted outside its box (content-visibility: auto, or
      // paint containment) cuts the ring, drawn outside the element, down to a sliver.
      clippedBy: (() => {
        for (let up = el.parentElement; up !== null; up = up.parentElement) {
          const { contentVisibility, contain } = getComputedStyle(up);
          if (contentVisibility !== 'visible' || /paint|strict|content/.test(contain)) {
            return up.className;
          }
        }
        return null;
      })(),
    };
  });
}

/** Focuses `element` by the keyboard (Tab from the element before it), as `:focus-visible` needs. */
async function tabTo(page: Page, element: Locator): Promise<void> {
  await element.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(element).toBeFocused();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`The focus ring (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('shows on the current screen’s navigation item and on a selected toggle', async ({
      page,
    }) => {
      const app = new WillpowerPage(page);
      await app.open();

      const current = app.nav.getByRole('button', { name: /^Willpower/ });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await tabTo(page, current);
      const navRing = await ringOf(current);
      expect(navRing).toMatchObject({ focused: true, style: 'solid' });
      expect(navRing.width).toBeGreaterThanOrEqual(2);
      expect(navRing.contrast).toBeGreaterThanOrEqual(3);

      const chart = app.chartCard.getByRole('button', { name: 'Chart', exact: true });
      await expect(chart).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, chart);
      const toggleRing = await ringOf(chart);
      expect(toggleRing).toMatchObject({ focused: true, style: 'solid', above: true });
      expect(toggleRing.contrast).toBeGreaterThanOrEqual(3);
      expect(app.pageErrors).toEqual([]);
    });

    test('shows whole on the selected build of every ruleset screen', async ({ page }) => {
      const app = new WillpowerPage(page);
      await app.open();
      for (const screen of ['Willpower', 'NetHack 3.4', 'DCSS', 'Quest', 'Mage 2e']) {
        await app.nav.getByRole('button', { name: new RegExp(`^${screen}`) }).click();
        // Each screen names its tabs after what it lists (builds, characters, casters…).
        const selected = page
          .locator('[data-screen-id]:not([hidden]) .build-tabs [role="group"]')
          .getByRole('button', { pressed: true })
          .first();
        await tabTo(page, selected);
        const ring = await ringOf(selected);
        expect(ring, screen).toMatchObject({ focused: true, style: 'solid', clippedBy: null });
        expect(ring.contrast, screen).toBeGreaterThanOrEqual(3);
      }
      expect(app.pageErrors).toEqual([]);
    });

    /**
     * Issue 40: "focus visible after each action listed", by the keyboard alone: each of these
     * buttons disables itself, and the focus it hands on shows its ring.
     */
    test('shows where the focus goes after a button turns itself off', async ({ page }) => {
      const app = new WillpowerPage(page);
      await app.open();
      const focused = page.locator(':focus');
      const ringShown = async (what: string) => {
        const ring = await ringOf(focused);
        expect(ring, what).toMatchObject({ focused: true, style: 'solid' });
        expect(ring.width, what).toBeGreaterThanOrEqual(2);
        expect(ring.contrast, what).toBeGreaterThanOrEqual(3);
      };

      // "Set Wizard mana to …": applied, the fit says it fits best, with the focus.
      const card = page.getByRole('region', { name: 'Curve from targets' });
      await lookAt(card);
      await card.getByRole('textbox', { name: 'Targets' }).fill('1=18, 30=300, 60=600');
      const set = card.getByRole('button', { name: /^Set Wizard mana to / });
      await lookUntil(card, set);
      await tabTo(page, set);
      await page.keyboard.press('Enter');
      await expect(set).toBeDisabled();
      await expect(card.getByTestId('fit-explain')).toBeFocused();
      await ringShown('after Set Wizard mana');

      // The last Undo: Redo has the focus.
      const edit = page.getByRole('toolbar', { name: 'Edit' });
      const undo = edit.getByRole('button', { name: /^Undo/ });
      await tabTo(page, undo);
      await page.keyboard.press('Enter');
      await expect(undo).toBeDisabled();
      await expect(edit.getByRole('button', { name: /^Redo/ })).toBeFocused();
      await ringShown('after the last Undo');

      // Deleting the last build but one: the build shown has the focus.
      const builds = page.getByRole('group', { name: 'Builds' });
      await tabTo(page, page.getByRole('button', { name: 'Duplicate build', exact: true }));
      await page.keyboard.press('Enter');
      await expect(builds.getByRole('button')).toHaveCount(2);
      const remove = page.getByRole('button', { name: 'Delete build', exact: true });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      await expect(remove).toBeDisabled();
      await expect(builds.getByRole('button', { name: 'Tathren', exact: true })).toBeFocused();
      await ringShown('after deleting a build');

      // Clear baseline: the way to set one again has the focus.
      await app.nav.getByRole('button', { name: /^What changed/ }).click();
      const baselinePanel = page.getByRole('region', { name: 'Baseline' });
      const compare = baselinePanel.getByRole('button', { name: 'Compare with last saved' });
      await tabTo(page, compare);
      await page.keyboard.press('Enter');
      const clear = baselinePanel.getByRole('button', { name: 'Clear baseline' });
      await tabTo(page, clear);
      await page.keyboard.press('Enter');
      await expect(clear).toBeDisabled();
      await expect(compare).toBeFocused();
      await ringShown('after Clear baseline');
      expect(app.pageErrors).toEqual([]);
    });
  });
}
