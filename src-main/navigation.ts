/** Pure decisions behind the navigation guards in security.ts. */
import { isAppUrl } from './app-url';

/** Longest URL handed to the OS; a real link is far shorter. */
const MAX_EXTERNAL_URL_LENGTH = 2048;

/**
 * True when a link may be opened in the user's browser: http(s) only (never file:, custom
 * schemes or javascript:, which the OS would hand to some other program), a host, and no
 * user:password@ part (used to disguise where a link goes).
 */
export function isSafeExternalUrl(url: string): boolean {
  if (url.length > MAX_EXTERNAL_URL_LENGTH) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/** The window may only ever show the app itself. */
export function isAllowedNavigation(url: string): boolean {
  return isAppUrl(url);
}
