/**
 * What `npm start` does and says, as plain functions of their inputs (no processes, no file
 * system), so each choice is tested under Node: the flags, the paragraph shown when Electron's
 * binary is missing, which command opens the default browser, and the line with the address.
 */
import type { ElectronInstall, MissingElectron } from './electron-install';

/**
 * The port the browser fallback asks for first: the one `npm run preview` serves on. A browser
 * keeps a page's unsaved work and settings per address, so the same address from one start to the
 * next keeps them.
 */
export const DEFAULT_PORT = 4173;

export interface StartOptions {
  /** The port to serve on when the app runs in the browser; 0: any free one. */
  readonly port: number;
  /** Whether to open the default browser at the address. */
  readonly open: boolean;
}

export const START_USAGE =
  'Usage: npm start [-- --port N] [-- --no-open]\n' +
  `  --port N   serve on port N when the app runs in the browser (default ${DEFAULT_PORT}; 0: any free port)\n` +
  '  --no-open  print the address without opening a browser (as BROWSER=none does)';

/** The launcher's flags (what follows `npm start --`), or what is wrong with them. */
export function parseStartArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): StartOptions | { readonly error: string } {
  let port = DEFAULT_PORT;
  let open = env.BROWSER?.toLowerCase() !== 'none';
  for (let at = 0; at < argv.length; at += 1) {
    const flag = argv[at];
    if (flag === '--no-open') {
      open = false;
    } else if (flag === '--port' || flag?.startsWith('--port=')) {
      const value = flag === '--port' ? argv[(at += 1)] : flag.slice('--port='.length);
      if (value === undefined || !/^\d{1,5}$/.test(value) || Number(value) > 65535) {
        return { error: `--port takes a port number from 0 to 65535, not ${value ?? 'nothing'}.` };
      }
      port = Number(value);
    } else {
      return { error: `Unknown flag ${flag}.\n${START_USAGE}` };
    }
  }
  return { port, open };
}

/** What `npm start` runs: Electron on the app folder, or the browser after a paragraph. */
export type LaunchPlan =
  | { readonly kind: 'desktop'; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: 'browser'; readonly explanation: string };

/** The desktop app where Electron's binary is installed, else the browser and why. */
export function planLaunch(
  electron: ElectronInstall,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): LaunchPlan {
  return electron.found
    ? { kind: 'desktop', command: electron.binary, args: ['.'] }
    : { kind: 'browser', explanation: explainMissingElectron(electron.missing, env, platform) };
}

const INSTALL_SCRIPT = 'node node_modules/electron/install.js';
const SKIP_VARIABLE = 'ELECTRON_SKIP_BINARY_DOWNLOAD';

/**
 * The command lines that download Electron's binary from this shell. Electron's install script
 * does nothing while ELECTRON_SKIP_BINARY_DOWNLOAD is set, so where it is, they unset it first
 * (on Windows in cmd's words; PowerShell's are in a comment line).
 */
export function installCommand(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string[] {
  if (!env[SKIP_VARIABLE]) return [INSTALL_SCRIPT];
  if (platform !== 'win32') return [`env -u ${SKIP_VARIABLE} ${INSTALL_SCRIPT}`];
  return [
    `set ${SKIP_VARIABLE}=`,
    INSTALL_SCRIPT,
    `(in PowerShell, Remove-Item Env:${SKIP_VARIABLE} instead of the set line)`,
  ];
}

/** The install command's lines, indented to stand apart from the paragraph around them. */
function commandBlock(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  return installCommand(env, platform)
    .map((line) => `    ${line}`)
    .join('\n');
}

/** Wraps words into lines of at most `width` characters (a word longer than that stands alone). */
export function wrapWords(text: string, width = 92): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

/**
 * The one paragraph `npm start` prints before serving the app in the browser: why there is no
 * desktop window, and how to get one (the exact command, and the variable that skipped it).
 */
export function explainMissingElectron(
  missing: MissingElectron,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): string {
  const skipSetNow = env[SKIP_VARIABLE] ? ` (it is set in this shell now)` : '';
  const network =
    'Behind a proxy, set ELECTRON_GET_USE_PROXY=1 and HTTPS_PROXY first; ' +
    'from a mirror, ELECTRON_MIRROR.';
  const why = ((): string => {
    switch (missing.kind) {
      case 'no-package':
        return 'the dependencies are not installed (there is no node_modules/electron). Run npm ci, then npm start again; meanwhile';
      case 'not-downloaded':
        return (
          'Electron’s own program was never downloaded into node_modules/electron. npm ci ' +
          'fetches it from Electron’s servers, not from the npm registry, and skips it when ' +
          `${SKIP_VARIABLE} is set, as it must be where those servers cannot be reached` +
          `${skipSetNow}. ` +
          `To get the desktop app, run\n\n${commandBlock(env, platform)}\n\n` +
          `and then npm start again. ${network} Until then`
        );
      case 'binary-gone':
        return (
          `node_modules/electron names its program ${missing.binary}, which is not there ` +
          '(an interrupted download, or a deleted dist folder). To download it again, run\n\n' +
          `${commandBlock(env, platform)}\n\nand then npm start again. ${network} Until then`
        );
      case 'override-empty':
        return (
          `ELECTRON_OVERRIDE_DIST_PATH is set to ${missing.folder}, which has no Electron ` +
          `program (${missing.binary}). Point it at an unpacked Electron, or unset it to use ` +
          `the one npm ci downloads. Until then`
        );
    }
  })();
  // Each part keeps its own line breaks (the command stands on a line of its own).
  const paragraph =
    `No desktop window: ${why}, Wellspring runs in your browser: the same app, with projects ` +
    'opened and saved through the browser’s file picker and downloads.';
  return paragraph
    .split('\n\n')
    .map((part) => (part.startsWith('    ') ? part : wrapWords(part)))
    .join('\n\n');
}

/** A command that opens a URL in the default browser, or null where there is none to open. */
export interface BrowserOpener {
  readonly command: string;
  readonly args: readonly string[];
  /** Windows' `start` is a cmd built-in that reads its own quotes: pass the line as written. */
  readonly verbatim: boolean;
}

/**
 * How to open `url` in the default browser here: `open` on macOS, cmd's `start` on Windows,
 * `xdg-open` elsewhere where it is installed and a desktop session is running (DISPLAY or
 * WAYLAND_DISPLAY). None when BROWSER=none (Vite's convention) or the launcher was told not to.
 */
export function browserOpener(
  url: string,
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  hasCommand: (name: string) => boolean,
): BrowserOpener | null {
  if (env.BROWSER?.toLowerCase() === 'none') return null;
  if (platform === 'darwin') return { command: 'open', args: [url], verbatim: false };
  if (platform === 'win32') {
    return { command: 'cmd', args: ['/d', '/s', '/c', `start "" "${url}"`], verbatim: true };
  }
  const desktop = Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
  return desktop && hasCommand('xdg-open')
    ? { command: 'xdg-open', args: [url], verbatim: false }
    : null;
}

/**
 * The line that tells where the app is: the address, whether a browser was opened, how to stop.
 * When the usual port was taken, it says so: a browser keeps unsaved work per address.
 */
export function runningLine(url: string, opened: boolean, asked: number, got: number): string {
  const where = opened ? 'opened in your default browser' : 'open it in a browser';
  const moved =
    asked !== 0 && asked !== got
      ? `\nPort ${asked} was in use, so this time it is ${got}; work the browser kept at ` +
        `http://127.0.0.1:${asked}/ stays there.`
      : '';
  return `\nWellspring is running at ${url} (${where}). Ctrl+C stops it.${moved}`;
}
