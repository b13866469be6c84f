/**
 * The window sizes and themes issue 40 asks every screen to work in: a 1024×768 laptop and a
 * 1440×900 desktop, light and dark.
 */
export const LOOKS = [
  { width: 1024, height: 768, colorScheme: 'light' },
  { width: 1024, height: 768, colorScheme: 'dark' },
  { width: 1440, height: 900, colorScheme: 'dark' },
  { width: 1440, height: 900, colorScheme: 'light' },
] as const;

export type Look = (typeof LOOKS)[number];

/**
 * Each window size once, the two themes shared between them: for what does not depend on colour
 * (where things are, what is in the window, where the focus goes and that its ring is drawn). The
 * themes change colours only (app.css's custom properties), and the colours are checked in both
 * themes where they are set: focus-ring.spec.ts (the ring's contrast on every surface) and
 * theme.spec.ts. Running these in all four looks cost ~30 s of the browser suite for nothing
 * more that could fail.
 */
export const SIZES: readonly Look[] = [LOOKS[0], LOOKS[2]];

/** "1024×768, light". */
export function lookName({ width, height, colorScheme }: Look): string {
  return `${width}×${height}, ${colorScheme}`;
}
