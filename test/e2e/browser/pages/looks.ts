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

/** "1024×768, light". */
export function lookName({ width, height, colorScheme }: Look): string {
  return `${width}×${height}, ${colorScheme}`;
}
