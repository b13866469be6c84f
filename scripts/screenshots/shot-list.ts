/**
 * What `npm run screenshots` makes and where: one picture per screen the navigation lists, in
 * the light and the dark theme, at one window size. The README shows these files, and a unit
 * test (test/unit/scripts/screenshots.test.ts) fails while one of them is missing.
 */
import { APP_SCREENS, type AppScreen } from '../../src-renderer/lib/app-screens';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The folder of the pictures, from the repository's root. */
export const SCREENSHOT_DIR = 'docs/screenshots';

/** The window every picture is taken in, in CSS pixels at a device scale of 1. */
export const WINDOW = { width: 1280, height: 800 } as const;

/** What all the pictures may weigh together: the repository carries every version of them. */
export const SCREENSHOTS_BUDGET_BYTES = 2 * 1024 * 1024;

/** A screen's picture in a theme, from the repository's root. */
export function screenshotFile(screenId: string, theme: Theme): string {
  return `${SCREENSHOT_DIR}/${screenId}-${theme}.png`;
}

/**
 * Screens pictured beyond the navigation's own: a designer's own ruleset, made in the picture's
 * scene (New ruleset… from the NetHack template); `shownAs` is the screen's id in the app.
 */
export const EXAMPLE_SCREENS: readonly (AppScreen & { readonly shownAs: string })[] = [
  { id: 'your-ruleset', name: 'NetHack 3.4 (from the template)', shownAs: 'custom:nethack34' },
];

export interface Shot {
  readonly screen: AppScreen & { readonly shownAs?: string };
  readonly theme: Theme;
  readonly file: string;
}

/** Every picture, screen by screen in the navigation's order, light before dark. */
export function shotList(
  screens: readonly (AppScreen & { readonly shownAs?: string })[] = [
    ...APP_SCREENS,
    ...EXAMPLE_SCREENS,
  ],
): Shot[] {
  return screens.flatMap((screen) =>
    THEMES.map((theme) => ({ screen, theme, file: screenshotFile(screen.id, theme) })),
  );
}
