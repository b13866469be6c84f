/**
 * `npm start`'s choices as plain functions: the desktop app where Electron's binary is, else one
 * paragraph (why, the exact install command, the variable that skipped it) and the browser; which
 * command opens the default browser on each platform; the launcher's flags; the address line.
 * test/e2e/browser/start.spec.ts runs the launcher itself.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  browserOpener,
  DEFAULT_PORT,
  explainMissingElectron,
  installCommand,
  parseStartArgs,
  planLaunch,
  runningLine,
} from '../../../scripts/launch/launch-plan';

const SKIPPED = { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };

/** The paragraph's words with its line breaks as spaces (it is wrapped for the terminal). */
function words(text: string): string {
  return text.replace(/\s+/g, ' ');
}

describe('planLaunch', () => {
  it('starts the desktop app on the app folder where the binary is installed', () => {
    expect(planLaunch({ found: true, binary: '/e/dist/electron' }, {}, 'linux')).toEqual({
      kind: 'desktop',
      command: '/e/dist/electron',
      args: ['.'],
    });
  });

  it('serves the app in the browser, after the paragraph, where it is not', () => {
    const plan = planLaunch({ found: false, missing: { kind: 'not-downloaded' } }, {}, 'linux');
    expect(plan).toEqual({
      kind: 'browser',
      explanation: explainMissingElectron({ kind: 'not-downloaded' }, {}, 'linux'),
    });
  });
});

describe('explainMissingElectron', () => {
  it('says why, names the variable that skips the download, and gives the command on its own line', () => {
    const text = explainMissingElectron({ kind: 'not-downloaded' }, {}, 'linux');
    expect(text.split('\n')).toContain('    node node_modules/electron/install.js');
    expect(words(text)).toMatch(
      /^No desktop window: Electron’s own program was never downloaded into node_modules\/electron\. npm ci fetches it from Electron’s servers, not from the npm registry, and skips it when ELECTRON_SKIP_BINARY_DOWNLOAD is set/,
    );
    expect(words(text)).toContain('and then npm start again');
    expect(words(text)).toContain('Wellspring runs in your browser');
    expect(text).not.toContain('set in this shell');
    // One paragraph (the command set apart), readable in an 80–100 column terminal.
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(92);
    expect(text).not.toMatch(/Error|^\s+at /m);
  });

  it('unsets the variable in the command where it is still set in this shell', () => {
    const text = explainMissingElectron({ kind: 'not-downloaded' }, SKIPPED, 'linux');
    expect(words(text)).toContain('cannot be reached (it is set in this shell now).');
    expect(text.split('\n')).toContain(
      '    env -u ELECTRON_SKIP_BINARY_DOWNLOAD node node_modules/electron/install.js',
    );
    expect(explainMissingElectron({ kind: 'not-downloaded' }, SKIPPED, 'darwin')).toContain(
      'env -u ELECTRON_SKIP_BINARY_DOWNLOAD node',
    );
  });

  it('on Windows clears the variable in cmd’s words and says PowerShell’s', () => {
    expect(installCommand(SKIPPED, 'win32')).toEqual([
      'set ELECTRON_SKIP_BINARY_DOWNLOAD=',
      'node node_modules/electron/install.js',
      '(in PowerShell, Remove-Item Env:ELECTRON_SKIP_BINARY_DOWNLOAD instead of the set line)',
    ]);
    expect(installCommand({}, 'win32')).toEqual(['node node_modules/electron/install.js']);
  });

  // POSIX shells only (the Windows lines are cmd's): the release workflow's Windows leg skips it.
  it.skipIf(process.platform === 'win32')(
    'the command it gives runs the install script without the variable, in a POSIX shell',
    () => {
      // The same line, with a script that reports the variable standing in for install.js.
      const [line] = installCommand(SKIPPED, 'linux');
      const probe = line?.replace(
        'node node_modules/electron/install.js',
        `"${process.execPath}" -e "process.stdout.write(String(process.env.ELECTRON_SKIP_BINARY_DOWNLOAD))"`,
      );
      const result = spawnSync('sh', ['-c', probe ?? ''], {
        env: { ...process.env, ...SKIPPED },
        encoding: 'utf8',
      });
      expect(result.stdout).toBe('undefined');
    },
  );

  it('names the missing file when path.txt points at a binary that is gone', () => {
    const text = explainMissingElectron(
      { kind: 'binary-gone', binary: '/w/node_modules/electron/dist/electron' },
      {},
      'linux',
    );
    expect(words(text)).toContain('/w/node_modules/electron/dist/electron, which is not there');
    expect(text.split('\n')).toContain('    node node_modules/electron/install.js');
  });

  it('names ELECTRON_OVERRIDE_DIST_PATH and its folder when that is where the binary is missing', () => {
    const text = explainMissingElectron(
      { kind: 'override-empty', folder: '/opt/e', binary: '/opt/e/electron' },
      {},
      'linux',
    );
    expect(words(text)).toContain('ELECTRON_OVERRIDE_DIST_PATH is set to /opt/e,');
    expect(text).not.toContain('install.js');
  });

  it('asks for npm ci when the electron package itself is missing', () => {
    expect(words(explainMissingElectron({ kind: 'no-package' }, {}, 'linux'))).toContain(
      'Run npm ci, then npm start again',
    );
  });
});

describe('browserOpener', () => {
  const url = 'http://127.0.0.1:4173/';
  const withXdgOpen = (name: string) => name === 'xdg-open';
  const none = () => false;

  it('opens with xdg-open on Linux in a desktop session (X11 or Wayland)', () => {
    const xdg = { command: 'xdg-open', args: [url], verbatim: false };
    expect(browserOpener(url, 'linux', { DISPLAY: ':0' }, withXdgOpen)).toEqual(xdg);
    expect(browserOpener(url, 'linux', { WAYLAND_DISPLAY: 'wayland-0' }, withXdgOpen)).toEqual(xdg);
    expect(browserOpener(url, 'freebsd', { DISPLAY: ':0' }, withXdgOpen)).toEqual(xdg);
  });

  it('opens nothing on Linux without a desktop session or without xdg-open', () => {
    expect(browserOpener(url, 'linux', {}, withXdgOpen)).toBeNull();
    expect(browserOpener(url, 'linux', { DISPLAY: ':0' }, none)).toBeNull();
  });

  it('opens with open on macOS and with cmd’s start on Windows', () => {
    expect(browserOpener(url, 'darwin', {}, none)).toEqual({
      command: 'open',
      args: [url],
      verbatim: false,
    });
    expect(browserOpener(url, 'win32', {}, none)).toEqual({
      command: 'cmd',
      args: ['/d', '/s', '/c', `start "" "${url}"`],
      verbatim: true,
    });
  });

  it('opens nothing anywhere with BROWSER=none', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(browserOpener(url, platform, { BROWSER: 'none', DISPLAY: ':0' }, withXdgOpen)).toBe(
        null,
      );
    }
  });
});

describe('parseStartArgs', () => {
  it('serves on the preview port and opens a browser by default', () => {
    expect(parseStartArgs([], {})).toEqual({ port: DEFAULT_PORT, open: true });
    expect(DEFAULT_PORT).toBe(4173);
  });

  it('takes --port N, --port=N (0: any free port) and --no-open', () => {
    expect(parseStartArgs(['--port', '8080'], {})).toEqual({ port: 8080, open: true });
    expect(parseStartArgs(['--port=0', '--no-open'], {})).toEqual({ port: 0, open: false });
    expect(parseStartArgs([], { BROWSER: 'none' })).toEqual({ port: DEFAULT_PORT, open: false });
  });

  it('refuses a port that is not one, and an unknown flag, saying what it takes', () => {
    for (const bad of [['--port'], ['--port', '70000'], ['--port', 'http'], ['--port=-1']]) {
      expect(parseStartArgs(bad, {})).toEqual({
        error: expect.stringMatching(/^--port takes a port number from 0 to 65535, not /),
      });
    }
    expect(parseStartArgs(['--desktop'], {})).toEqual({
      error: expect.stringMatching(/^Unknown flag --desktop\.\nUsage: npm start/),
    });
  });
});

describe('runningLine', () => {
  it('prints the address, whether a browser was opened, and how to stop', () => {
    expect(runningLine('http://127.0.0.1:4173/', true, 4173, 4173)).toBe(
      '\nWellspring is running at http://127.0.0.1:4173/ (opened in your default browser). Ctrl+C stops it.',
    );
    expect(runningLine('http://127.0.0.1:4173/', false, 4173, 4173)).toContain(
      '(open it in a browser)',
    );
  });

  it('says when the usual port was taken, since a browser keeps unsaved work per address', () => {
    expect(runningLine('http://127.0.0.1:39001/', false, 4173, 39001)).toContain(
      'Port 4173 was in use, so this time it is 39001; work the browser kept at http://127.0.0.1:4173/ stays there.',
    );
    expect(runningLine('http://127.0.0.1:39001/', false, 0, 39001)).not.toContain('in use');
  });
});
