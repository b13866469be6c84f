/**
 * The native menus as data: a pure function of the platform, the Open Recent list and the
 * actions to run, so labels, accelerators and what each item sends are tested without Electron.
 * menus.ts builds the real menu from it.
 */
import path from 'node:path';
import type { MenuItemConstructorOptions, MessageBoxOptions } from 'electron';
import type { MenuCommand } from '../shared/protocol/ipc';

export interface MenuActions {
  /** Sends a command to the focused window's page (which owns the document and undo stack). */
  readonly command: (command: MenuCommand) => void;
  readonly openRecent: (filePath: string) => void;
  readonly clearRecent: () => void;
  readonly about: () => void;
}

export interface MenuOptions {
  readonly platform: NodeJS.Platform;
  readonly appName: string;
  /** Development build: View offers Reload and the developer tools. */
  readonly isDev: boolean;
  readonly recentFiles: readonly string[];
  /** Shown as `~` in Open Recent labels. */
  readonly homeDir?: string;
}

/** `&` marks a mnemonic in Windows and Linux labels; a file name's own `&` must be doubled. */
function menuLabelText(text: string, platform: NodeJS.Platform): string {
  return platform === 'darwin' ? text : text.replaceAll('&', '&&');
}

/** `balance.wellspring.json — ~/games/tathren`: the name first, then where it lives. */
export function recentFileLabel(
  filePath: string,
  platform: NodeJS.Platform,
  homeDir?: string,
): string {
  const dir = path.dirname(filePath);
  const shown =
    homeDir !== undefined &&
    homeDir !== '' &&
    (dir === homeDir || dir.startsWith(`${homeDir}${path.sep}`))
      ? `~${dir.slice(homeDir.length)}`
      : dir;
  return menuLabelText(`${path.basename(filePath)} \u2014 ${shown}`, platform);
}

export function buildMenuTemplate(
  options: MenuOptions,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const send =
    (command: MenuCommand): (() => void) =>
    () =>
      actions.command(command);
  // Items that send a command have that command as their id (Menu.getMenuItemById in e2e tests).
  const commandItem = (
    command: MenuCommand,
    label: string,
    accelerator?: string,
  ): MenuItemConstructorOptions => ({
    id: command,
    label,
    ...(accelerator === undefined ? {} : { accelerator }),
    click: send(command),
  });

  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: `About ${options.appName}`,
    click: () => actions.about(),
  };

  const openRecent: MenuItemConstructorOptions = {
    id: 'openRecent',
    label: 'Open Recent',
    submenu: [
      ...options.recentFiles.map((filePath): MenuItemConstructorOptions => ({
        label: recentFileLabel(filePath, options.platform, options.homeDir),
        click: () => actions.openRecent(filePath),
      })),
      ...(options.recentFiles.length > 0 ? [{ type: 'separator' as const }] : []),
      {
        id: 'clearRecent',
        label: mac ? 'Clear Menu' : 'Clear Recent',
        enabled: options.recentFiles.length > 0,
        click: () => actions.clearRecent(),
      },
    ],
  };

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      commandItem('new', 'New', 'CmdOrCtrl+N'),
      commandItem('open', 'Open\u2026', 'CmdOrCtrl+O'),
      openRecent,
      { type: 'separator' },
      commandItem('save', 'Save', 'CmdOrCtrl+S'),
      commandItem('saveAs', 'Save As\u2026', 'CmdOrCtrl+Shift+S'),
      commandItem('revert', 'Revert'),
      { type: 'separator' },
      commandItem('exportCsv', 'Export CSV…', 'CmdOrCtrl+E'),
      commandItem('pasteCode', 'Paste Code…'),
      commandItem('newRuleset', 'New Ruleset…'),
      { type: 'separator' },
      // macOS: Cmd+W closes the window and the app menu quits; elsewhere File › Quit (Ctrl+Q).
      mac ? { role: 'close' } : { role: 'quit', label: 'Quit', accelerator: 'Ctrl+Q' },
    ],
  };

  // Undo and Redo go to the page's command stack, not to the role-based (text field) undo.
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      commandItem('undo', 'Undo', 'CmdOrCtrl+Z'),
      commandItem('redo', 'Redo', 'CmdOrCtrl+Shift+Z'),
      // Ctrl+Y is Windows' (and many Linux apps') Redo too: a hidden item keeps it working.
      ...(mac
        ? []
        : [
            {
              id: 'redoCtrlY',
              label: 'Redo',
              accelerator: 'Ctrl+Y',
              visible: false,
              acceleratorWorksWhenHidden: true,
              click: send('redo'),
            },
          ]),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...(options.isDev
        ? [
            { role: 'reload' as const },
            { role: 'forceReload' as const },
            { role: 'toggleDevTools' as const },
            { type: 'separator' as const },
          ]
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };

  // The tour is the page's (it walks through the page's own screens), so it is a command.
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [commandItem('tour', 'Take the Tour'), { type: 'separator' }, about],
  };

  if (!mac) return [file, edit, view, help];

  const appMenu: MenuItemConstructorOptions = {
    label: options.appName,
    submenu: [
      about,
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  return [appMenu, file, edit, view, { role: 'windowMenu' }, help];
}

/** Help › About: the name, the version, and the runtime under it. */
export function aboutDialogOptions(info: {
  readonly appName: string;
  readonly version: string;
  readonly electron?: string;
  readonly chrome?: string;
  readonly node?: string;
}): MessageBoxOptions {
  const runtime = [
    info.electron === undefined ? null : `Electron ${info.electron}`,
    info.chrome === undefined ? null : `Chromium ${info.chrome}`,
    info.node === undefined ? null : `Node ${info.node}`,
  ].filter((part) => part !== null);
  return {
    type: 'info',
    title: `About ${info.appName}`,
    message: `${info.appName} ${info.version}`,
    detail: [
      'A workbench for balancing hit points, mana and regeneration across RPG rulesets.',
      ...(runtime.length > 0 ? [runtime.join(' \u00b7 ')] : []),
    ].join('\n\n'),
    buttons: ['OK'],
    noLink: true,
  };
}
