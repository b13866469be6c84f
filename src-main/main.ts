/** Electron main process entry: one setupX() per domain (menus and files come later). */
import { app } from 'electron';
import { setupIpc } from './ipc';
import { setupProtocol } from './protocol';
import { setupSecurity } from './security';
import { setupWindows } from './windows';

if (!app.requestSingleInstanceLock()) {
  // Another Wellspring is running; it receives 'second-instance' and comes to the front.
  app.quit();
} else {
  setupSecurity();
  setupProtocol();
  setupIpc();
  setupWindows();
}
