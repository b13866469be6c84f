/**
 * The page's address names the screen shown (`?screen=nethack34`), so a reload, a bookmark or a
 * link opens on that screen instead of always on the first; a name no screen has opens the first.
 * Only the address's `screen` changes: the rest (the recovery fragment, other parameters) stays.
 */
const PARAMETER = 'screen';

/** The screen the address names, if it is one of `known`; null otherwise. */
export function screenInAddress(address: string, known: readonly string[]): string | null {
  const named = new URL(address).searchParams.get(PARAMETER);
  return named !== null && known.includes(named) ? named : null;
}

/** The address with `screenId` as the screen shown. */
export function addressWithScreen(address: string, screenId: string): string {
  const url = new URL(address);
  url.searchParams.set(PARAMETER, screenId);
  return url.href;
}
