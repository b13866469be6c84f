/**
 * App-wide guards: every renderer sandboxed, and every web contents guarded as it is made
 * (web-contents-guards.ts: windows, navigation, webviews, its session's permissions), the
 * default session included before any window exists.
 */
import { app, session, shell } from 'electron';
import { guardSession, guardWebContents } from './web-contents-guards';

export function setupSecurity(): void {
  // Sandbox every renderer, including any a future change forgets to configure.
  app.enableSandbox();

  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, (url) => shell.openExternal(url)),
  );

  void app.whenReady().then(() => guardSession(session.defaultSession));
}
