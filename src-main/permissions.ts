/** The pure decision behind the permission handlers in security.ts. */
import { isAppUrl } from './app-url';

/**
 * The only permission the page gets: writing text to the clipboard (Share…'s Copy button), and
 * only for the app's own page. Reading the clipboard, the camera, notifications and every other
 * permission stay refused: pasting a code goes through the text field, which needs none.
 */
export function isAllowedPermission(permission: string, requestingUrl: string): boolean {
  return permission === 'clipboard-sanitized-write' && isAppUrl(requestingUrl);
}
