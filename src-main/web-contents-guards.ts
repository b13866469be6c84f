/**
 * The guards every web contents gets, whatever made it (a window, a dialog, a future preview):
 * no new windows (http(s) links go to the browser), no navigation or redirect of any frame away
 * from the app, no <webview>, and its session's permissions refused but the app page's clipboard
 * write. Written against the few methods it calls, so it is tested under Node with stand-ins;
 * security.ts applies it in `app.on('web-contents-created')`.
 */
import { isAllowedNavigation, isSafeExternalUrl } from './navigation';
import { isAllowedPermission } from './permissions';

type Handler = (...args: never[]) => unknown;

/** The part of an Electron session the guards set. */
export interface GuardedSession {
  setPermissionRequestHandler(
    handler: (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { readonly requestingUrl: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (contents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
}

/** The part of an Electron web contents the guards set. */
export interface GuardedContents {
  setWindowOpenHandler(handler: (details: { readonly url: string }) => { action: 'deny' }): void;
  on(event: string, listener: Handler): unknown;
  readonly session: GuardedSession;
}

/** A navigation-like event: its URL, and the way to cancel it. */
interface NavigationEvent {
  readonly url: string;
  preventDefault(): void;
}

/** The events that move a frame of the page somewhere: each is cancelled unless it stays in the app. */
export const NAVIGATION_EVENTS = ['will-navigate', 'will-frame-navigate', 'will-redirect'] as const;

const guardedSessions = new WeakSet<GuardedSession>();

/** Refuses every permission of `session` but the app page's clipboard write (once a session). */
export function guardSession(session: GuardedSession): void {
  if (guardedSessions.has(session)) return;
  guardedSessions.add(session);
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isAllowedPermission(permission, details.requestingUrl)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isAllowedPermission(permission, requestingOrigin),
  );
}

/** Puts every guard on `contents`; `openExternal` hands a safe link to the user's browser. */
export function guardWebContents(
  contents: GuardedContents,
  openExternal: (url: string) => Promise<void>,
): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void openExternal(url);
    return { action: 'deny' };
  });
  for (const name of NAVIGATION_EVENTS) {
    contents.on(name, (event: NavigationEvent) => {
      if (!isAllowedNavigation(event.url)) event.preventDefault();
    });
  }
  contents.on('will-attach-webview', (event: { preventDefault(): void }) => event.preventDefault());
  guardSession(contents.session);
}
