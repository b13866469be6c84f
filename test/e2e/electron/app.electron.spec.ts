/**
 * Drives the real desktop app (dist-electron/main.cjs loading dist/renderer/ over app://) and
 * checks the same first screen as the browser tests. Needs `npm run build` first.
 *
 * Where the Electron binary is missing (its download is blocked on the build machines) the test
 * reports itself as skipped with the reason; it never stands in a fake Electron.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { WillpowerPage } from '../browser/pages/willpower-page';

const SKIP_REASON = 'skipped: no Electron binary';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The `electron` package exports its binary's path, and throws when the binary never arrived. */
function electronBinary(): string | null {
  try {
    const binary: unknown = createRequire(import.meta.url)('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

test('the desktop app opens on the Willpower screen with its level-1 breakdown', async () => {
  const executablePath = electronBinary();
  if (executablePath === null) {
    console.log(SKIP_REASON);
    test.skip(true, SKIP_REASON);
    return;
  }

  const app = await electron.launch({
    executablePath,
    // Chromium refuses to start its sandbox as root (CI containers); only there is it disabled.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '.'],
    cwd: repoRoot,
  });
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
  }
});
