/**
 * Tries to break out of the page of the real desktop app, as a compromised page (or a malicious
 * script a bug let in) would: new windows, navigation, a dropped file, the camera, Node, IPC with
 * wrong types, oversized payloads and `__proto__` keys, and IPC from an iframe. Each must be
 * refused and the app must go on working. Main's decisions behind each refusal are unit-tested
 * under Node (test/unit/main/web-contents-guards.test.ts, ipc-breakout.test.ts,
 * ipc-handlers.test.ts); this spec proves Electron applies them.
 *
 * Where the Electron binary is missing the test reports itself as skipped with the reason.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { WillpowerPage } from '../browser/pages/willpower-page';
import { electronBinary, NO_ELECTRON as SKIP_REASON } from '../electron-binary';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The page's bridge, as the page sees it (`window.wellspring`). */
type Bridge = Record<string, (...args: unknown[]) => Promise<{ ok: boolean; error?: string }>>;

test('a page that tries to break out is refused every way, and the app goes on working', async () => {
  const executablePath = electronBinary();
  if (executablePath === null) {
    console.log(SKIP_REASON);
    test.skip(true, SKIP_REASON);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellspring-e2e-breakout-'));
  const app = await electron.launch({
    executablePath,
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '.'],
    cwd: repoRoot,
    env: { ...process.env, WELLSPRING_USER_DATA_DIR: dataDir },
  });
  try {
    const shown = await app.firstWindow();
    const page = new WillpowerPage(shown);
    await expect(page.engineStatus).toHaveText('Engine ready');
    const windows = () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length);
    const opened: string[] = [];
    await app.evaluate(({ shell }) => {
      // Record what would reach the OS instead of opening a browser on the test machine.
      const calls: string[] = [];
      (globalThis as unknown as { openedUrls: string[] }).openedUrls = calls;
      shell.openExternal = (async (url: string) => {
        calls.push(url);
      }) as typeof shell.openExternal;
    });

    // New windows: none, whatever the URL; a plain https link goes to the browser.
    const popups = await shown.evaluate(() =>
      ['https://example.com/', 'app://wellspring/index.html', 'file:///etc/passwd'].map(
        (url) => window.open(url) === null,
      ),
    );
    expect(popups).toEqual([true, true, true]);
    expect(await windows()).toBe(1);
    opened.push(
      ...(await app.evaluate(() => (globalThis as unknown as { openedUrls: string[] }).openedUrls)),
    );
    expect(opened).toEqual(['https://example.com/']);

    // Navigation away: cancelled, the app stays where it is.
    await shown.evaluate(() => {
      location.href = 'https://example.com/';
    });
    await shown.evaluate(() => {
      location.href = 'file:///etc/passwd';
    });
    await expect(shown).toHaveURL('app://wellspring/index.html');

    // A file dropped onto the window: no navigation to it.
    await shown.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['{}'], 'dropped.wellspring.json', { type: 'application/json' }));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        document.body.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true }));
      }
    });
    await expect(shown).toHaveURL('app://wellspring/index.html');

    // The camera and the microphone: refused; Node: absent.
    const media = await shown.evaluate(async () => {
      try {
        await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
        return 'granted';
      } catch (error) {
        return error instanceof Error ? error.name : 'refused';
      }
    });
    expect(media).not.toBe('granted');
    expect(
      await shown.evaluate(() => [
        typeof (globalThis as { require?: unknown }).require,
        typeof (globalThis as { process?: unknown }).process,
        typeof (globalThis as { module?: unknown }).module,
      ]),
    ).toEqual(['undefined', 'undefined', 'undefined']);

    // IPC with wrong types, an oversized payload and __proto__ keys: refused, nothing shown.
    const answers = await shown.evaluate(async () => {
      const bridge = (window as unknown as { wellspring: Bridge }).wellspring;
      const poisoned: unknown = JSON.parse(
        '{"suggestedName":"a.csv","csv":"x","__proto__":{"polluted":true}}',
      );
      const results = await Promise.all([
        bridge['exportCsv']?.(42),
        bridge['exportCsv']?.('mana.csv', 'x'),
        bridge['setDocumentState']?.({ title: 7, dirty: 'yes' }),
        bridge['exportCsv']?.({ suggestedName: 'a.csv', csv: 'x'.repeat(50 * 1024 * 1024 + 1) }),
        bridge['exportCsv']?.(poisoned),
        bridge['exportCsv']?.({ suggestedName: '../../.bashrc', csv: 'x' }),
      ]);
      return results.map((result) => result?.ok);
    });
    expect(answers).toEqual([false, false, false, false, false, false]);
    expect(await app.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty(
      'polluted',
    );

    // An iframe: the policy loads nothing into it, and it has no bridge to main.
    const frame = await shown.evaluate(async () => {
      const iframe = document.createElement('iframe');
      iframe.src = 'app://wellspring/index.html';
      document.body.append(iframe);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const bridge = (() => {
        try {
          return typeof (iframe.contentWindow as unknown as { wellspring?: unknown }).wellspring;
        } catch {
          return 'blocked';
        }
      })();
      iframe.remove();
      return bridge;
    });
    expect(['undefined', 'blocked']).toContain(frame);

    // And the app still works: the engine answers, main answers the page.
    await expect(page.levelOne).toHaveText(
      '3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
    );
    await expect(shown.getByTestId('app-info')).toHaveText(/^Wellspring \d+\.\d+\.\d+ · desktop/);
    expect(await windows()).toBe(1);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
