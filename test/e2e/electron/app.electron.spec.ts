/**
 * Drives the real desktop app (dist-electron/main.cjs loading dist/renderer/ over app://) and
 * checks the same first screen as the browser tests. Needs `npm run build` first.
 *
 * Where the Electron binary is missing (its download is blocked on the build machines) the test
 * reports itself as skipped with the reason; it never stands in a fake Electron.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { WillpowerPage } from '../browser/pages/willpower-page';
import { electronBinary, NO_ELECTRON as SKIP_REASON } from '../electron-binary';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Starts the app with its own data folder (recovery, recent files, bounds: nothing shared). */
function launchApp(executablePath: string, userDataDir: string): Promise<ElectronApplication> {
  return electron.launch({
    executablePath,
    // Chromium refuses to start its sandbox as root (CI containers); only there is it disabled.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '.'],
    cwd: repoRoot,
    env: { ...process.env, WELLSPRING_USER_DATA_DIR: userDataDir },
  });
}

test('the desktop app opens on the Willpower screen with its level-1 breakdown', async () => {
  const executablePath = electronBinary();
  if (executablePath === null) {
    console.log(SKIP_REASON);
    test.skip(true, SKIP_REASON);
    return;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellspring-e2e-data-'));
  const app = await launchApp(executablePath, dataDir);
  try {
    const window = await app.firstWindow();
    const page = new WillpowerPage(window);
    // Reload once the error listeners are attached, so errors from the very first script run
    // are caught too (the window may have started loading before firstWindow() resolved).
    await window.reload();
    await expect(page.engineStatus).toHaveText('Engine ready');

    await expect(window).toHaveTitle('Wellspring');
    await expect(window).toHaveURL('app://wellspring/index.html');
    await expect(page.nav.getByRole('button')).toHaveText([
      /Willpower/,
      /NetHack 3\.4/,
      /DCSS/,
      /Quest/,
      /Mage 2e/,
    ]);
    await expect(page.levelOne).toBeVisible();
    await expect(page.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
    );
    // Answered by main through the preload and IPC (sender check included), not the browser API.
    await expect(window.getByTestId('app-info')).toHaveText(
      /^Wellspring \d+\.\d+\.\d+ · desktop \(Electron \d+\.\d+\.\d+\)$/,
    );
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    expect(page.pageErrors).toEqual([]);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('File › Save As…, New and Open… go through main’s dialogs, files and window title', async () => {
  const executablePath = electronBinary();
  if (executablePath === null) {
    console.log(SKIP_REASON);
    test.skip(true, SKIP_REASON);
    return;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'wellspring-e2e-files-'));
  const target = path.join(dir, 'balance.wellspring.json');
  const app = await launchApp(executablePath, path.join(dir, 'data'));
  try {
    const window = await app.firstWindow();
    const page = new WillpowerPage(window);
    await expect(page.engineStatus).toHaveText('Engine ready');

    // The native dialogs cannot be driven: main's dialog functions answer with the test's file.
    await app.evaluate(({ dialog }, filePath) => {
      dialog.showSaveDialog = (async () => ({
        canceled: false,
        filePath,
      })) as unknown as typeof dialog.showSaveDialog;
      dialog.showOpenDialog = (async () => ({
        canceled: false,
        filePaths: [filePath],
      })) as unknown as typeof dialog.showOpenDialog;
    }, target);
    const clickMenu = (id: string) =>
      app.evaluate(({ Menu }, itemId) => {
        const item = Menu.getApplicationMenu()?.getMenuItemById(itemId);
        if (!item) throw new Error(`no menu item ${itemId}`);
        item.click();
      }, id);
    const windowTitle = () =>
      app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getTitle() ?? '');

    await clickMenu('saveAs');
    await expect.poll(() => existsSync(target)).toBe(true);
    const saved: unknown = JSON.parse(readFileSync(target, 'utf8'));
    expect(saved).toMatchObject({ formatVersion: expect.any(Number) });
    await expect.poll(windowTitle).toContain('balance.wellspring.json');

    await clickMenu('new');
    await expect.poll(windowTitle).not.toContain('balance.wellspring.json');

    await clickMenu('open');
    await expect.poll(windowTitle).toContain('balance.wellspring.json');
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    // Open Recent now lists the file (persisted in the data folder).
    const recent = await app.evaluate(({ Menu }) =>
      (Menu.getApplicationMenu()?.getMenuItemById('openRecent')?.submenu?.items ?? []).map(
        (item) => item.label,
      ),
    );
    expect(recent[0]).toContain('balance.wellspring.json');
    expect(page.pageErrors).toEqual([]);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Share… copies a code through the one permission the page has, and File › Paste Code… reads it', async () => {
  const executablePath = electronBinary();
  if (executablePath === null) {
    console.log(SKIP_REASON);
    test.skip(true, SKIP_REASON);
    return;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellspring-e2e-share-'));
  const app = await launchApp(executablePath, dataDir);
  try {
    const window = await app.firstWindow();
    const page = new WillpowerPage(window);
    await expect(page.engineStatus).toHaveText('Engine ready');

    await window.getByRole('button', { name: 'Share…' }).first().click();
    const share = window.getByRole('dialog', { name: 'Share as a code' });
    const field = share.getByRole('textbox', { name: 'Share code' });
    await expect(field).toHaveValue(/^WS1-/);
    const code = await field.inputValue();
    await share.getByRole('button', { name: 'Copy' }).click();
    // The clipboard write is granted (permissions.ts); anything else stays refused.
    await expect(share.getByRole('status')).toHaveText(/^Copied\./);
    expect(await app.evaluate(({ clipboard }) => clipboard.readText())).toBe(code);
    await share.getByRole('button', { name: 'Close' }).click();

    await app.evaluate(({ Menu }) =>
      Menu.getApplicationMenu()?.getMenuItemById('pasteCode')?.click(),
    );
    const paste = window.getByRole('dialog', { name: 'Paste a shared code' });
    await paste.getByLabel(/^Code/).fill(code);
    await paste.getByRole('button', { name: 'Read the code' }).click();
    await expect(paste.getByRole('status')).toHaveText(
      'The code holds Tathren (shared), for Willpower.',
    );
    expect(page.pageErrors).toEqual([]);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('Help › Take the Tour shows the tour on the page, and Esc in it skips it', async () => {
  const executablePath = electronBinary();
  if (executablePath === null) {
    console.log(SKIP_REASON);
    test.skip(true, SKIP_REASON);
    return;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellspring-e2e-tour-'));
  const app = await launchApp(executablePath, dataDir);
  try {
    const window = await app.firstWindow();
    const page = new WillpowerPage(window);
    await expect(page.engineStatus).toHaveText('Engine ready');
    // A command of main's menu, answered by the page (preload, IPC, the page's tour).
    await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('tour')?.click());
    const callout = window.getByRole('dialog', { name: 'Change a class’s mana', exact: true });
    await expect(callout).toBeVisible();
    await expect(callout).toBeFocused();
    await window.keyboard.press('Escape');
    await expect(callout).toHaveCount(0);
    expect(await window.evaluate(() => localStorage.getItem('wellspring.tour'))).toBe('skipped');
    expect(page.pageErrors).toEqual([]);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
