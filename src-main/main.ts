/** Electron main process entry: one setupX() per domain. */
import { app } from 'electron';
import { setupIpc } from './ipc';
import { setupMenus } from './menus';
import { setupProtocol } from './protocol';
import { setupSecurity } from './security';
import { setupWindows } from './windows';

// Tests (and a second, separate profile) run with their own data folder: recovery, recent files,
// window bounds and the single-instance lock all live there. Must be set before anything uses it.
const userDataDir = process.env['WELLSPRING_USER_DATA_DIR'];
if (userDataDir !== undefined && userDataDir !== '') app.setPath('userData', userDataDir);

if (!app.requestSingleInstanceLock()) {
  // Another Wellspring is running; it receives 'second-instance' (with our argv) instead.
  app.quit();
} else {
  setupSecurity();
  setupProtocol();
  setupIpc();
  setupWindows();
  setupMenus();
}
