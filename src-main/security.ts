/**
 * App-wide guards for every web contents: no new windows, no navigation away from the app, no
 * <webview>, no permissions but the clipboard write. Decisions live in navigation.ts; this file only wires them.
 */
import { app, session, shell } from 'electron';
import { isAllowedNavigation, isSafeExternalUrl } from './navigation';
import { isAllowedPermission } from './permissions';

export function setupSecurity(): void {
  // Sandbox every renderer, including any a future change forgets to configure.
  app.enableSandbox();

  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      if (isSafeExternalUrl(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event) => {
      if (!isAllowedNavigation(event.url)) event.preventDefault();
    });
    contents.on('will-redirect', (event) => {
      if (!isAllowedNavigation(event.url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(() => {
    // Wellspring needs no camera, notifications, geolocation, ...: refuse every request but the
    // app page's clipboard write (see permissions.ts).
    session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
      callback(isAllowedPermission(permission, details.requestingUrl)),
    );
    session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
      isAllowedPermission(permission, requestingOrigin),
    );
  });
}
