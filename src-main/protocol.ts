/** Serves dist/renderer/ on app://wellspring/ (see app-url.ts for why not file://). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { app, protocol } from 'electron';
import { createAppRequestHandler } from './app-protocol-handler';
import { APP_SCHEME } from './app-url';

export function setupProtocol(): void {
  // Must run before `ready`. standard: real origin + relative URLs; secure: counts as a secure
  // context; supportFetchAPI: fetch() and module workers. No corsEnabled, no bypassCSP.
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);

  void app.whenReady().then(() => {
    // app.getAppPath() is the project folder in development and app.asar when packaged;
    // Electron's fs reads inside asar archives transparently.
    const rootDir = path.join(app.getAppPath(), 'dist', 'renderer');
    protocol.handle(
      APP_SCHEME,
      createAppRequestHandler(rootDir, (file) => readFile(file)),
    );
  });
}
