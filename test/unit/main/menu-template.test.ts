import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { MenuCommand } from '../../../shared/protocol/ipc';
import {
  aboutDialogOptions,
  buildMenuTemplate,
  recentFileLabel,
  type MenuOptions,
} from '../../../src-main/menu-template';

type Item = MenuItemConstructorOptions;

function build(overrides: Partial<MenuOptions> = {}) {
  const sent: MenuCommand[] = [];
  const opened: string[] = [];
  const calls: string[] = [];
  const template = buildMenuTemplate(
    { platform: 'linux', appName: 'Wellspring', isDev: false, recentFiles: [], ...overrides },
    {
      command: (command) => sent.push(command),
      openRecent: (filePath) => opened.push(filePath),
      clearRecent: () => calls.push('clear'),
      about: () => calls.push('about'),
    },
  );
  return { template, sent, opened, calls };
}

function submenu(item: Item | undefined): Item[] {
  return Array.isArray(item?.submenu) ? (item.submenu as Item[]) : [];
}

function menu(template: Item[], label: string): Item[] {
  return submenu(template.find((item) => item.label === label || item.role === label));
}

function item(items: Item[], label: string): Item {
  const found = items.find((entry) => entry.label === label);
  if (found === undefined) throw new Error(`no item ${label}`);
  return found;
}

function click(entry: Item): void {
  (entry.click as () => void)();
}

describe('menu template on Windows and Linux', () => {
  it.each(['linux', 'win32'] as const)('has File, Edit, View, Help on %s', (platform) => {
    const { template } = build({ platform });
    expect(template.map((entry) => entry.label ?? entry.role)).toEqual([
      'File',
      'Edit',
      'View',
      'help',
    ]);
  });

  it('gives File its items, accelerators and commands', () => {
    const { template, sent } = build();
    const file = menu(template, 'File');
    expect(
      file
        .filter((entry) => entry.type !== 'separator')
        .map((e) => [e.label ?? e.role, e.accelerator]),
    ).toEqual([
      ['New', 'CmdOrCtrl+N'],
      ['Open\u2026', 'CmdOrCtrl+O'],
      ['Open Recent', undefined],
      ['Save', 'CmdOrCtrl+S'],
      ['Save As\u2026', 'CmdOrCtrl+Shift+S'],
      ['Revert', undefined],
      ['Export CSV\u2026', 'CmdOrCtrl+E'],
      ['Paste Code\u2026', undefined],
      ['New Ruleset\u2026', undefined],
      ['Quit', 'Ctrl+Q'],
    ]);
    for (const label of [
      'New',
      'Open\u2026',
      'Save',
      'Save As\u2026',
      'Revert',
      'Export CSV\u2026',
      'Paste Code\u2026',
      'New Ruleset\u2026',
    ]) {
      click(item(file, label));
    }
    expect(sent).toEqual([
      'new',
      'open',
      'save',
      'saveAs',
      'revert',
      'exportCsv',
      'pasteCode',
      'newRuleset',
    ]);
    expect(file.map((entry) => entry.id).filter(Boolean)).toEqual([
      'new',
      'open',
      'openRecent',
      'save',
      'saveAs',
      'revert',
      'exportCsv',
      'pasteCode',
      'newRuleset',
    ]);
    expect(item(file, 'Quit').role).toBe('quit');
  });

  it('sends undo and redo to the page instead of using the text-field roles', () => {
    const { template, sent } = build();
    const edit = menu(template, 'Edit');
    const undo = item(edit, 'Undo');
    expect(undo.role).toBeUndefined();
    expect(undo.accelerator).toBe('CmdOrCtrl+Z');
    const redos = edit.filter((entry) => entry.label === 'Redo');
    expect(redos.map((entry) => [entry.accelerator, entry.visible ?? true])).toEqual([
      ['CmdOrCtrl+Shift+Z', true],
      ['Ctrl+Y', false],
    ]);
    click(undo);
    for (const redo of redos) click(redo);
    expect(sent).toEqual(['undo', 'redo', 'redo']);
    expect(edit.filter((entry) => entry.role).map((entry) => entry.role)).toEqual([
      'cut',
      'copy',
      'paste',
      'selectAll',
    ]);
  });

  it('keeps Reload and the developer tools out of production builds', () => {
    const roles = (isDev: boolean) =>
      menu(build({ isDev }).template, 'View').map((entry) => entry.role ?? entry.type);
    expect(roles(false)).toEqual([
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'separator',
      'togglefullscreen',
    ]);
    expect(roles(true).slice(0, 3)).toEqual(['reload', 'forceReload', 'toggleDevTools']);
  });

  it('offers About Wellspring under Help', () => {
    const { template, calls } = build();
    click(item(menu(template, 'help'), 'About Wellspring'));
    expect(calls).toEqual(['about']);
  });
});

describe('Help', () => {
  it.each(['linux', 'win32', 'darwin'] as const)(
    'offers Take the Tour under Help on %s, which asks the page for its tour',
    (platform) => {
      const { template, sent } = build({ platform });
      const help = menu(template, 'help');
      expect(help[0]).toMatchObject({ id: 'tour', label: 'Take the Tour' });
      click(item(help, 'Take the Tour'));
      expect(sent).toEqual(['tour']);
    },
  );
});

describe('Open Recent', () => {
  const files = [
    path.join(path.sep, 'home', 'ana', 'tathren.wellspring.json'),
    path.join(path.sep, 'srv', 'R&D.wellspring.json'),
  ];

  it('lists the files newest first, opens the one clicked, and clears', () => {
    const { template, opened, calls } = build({
      recentFiles: files,
      homeDir: path.join(path.sep, 'home', 'ana'),
    });
    const recent = submenu(item(menu(template, 'File'), 'Open Recent'));
    expect(recent.map((entry) => entry.label ?? entry.type)).toEqual([
      'tathren.wellspring.json \u2014 ~',
      `R&&D.wellspring.json \u2014 ${path.join(path.sep, 'srv')}`,
      'separator',
      'Clear Recent',
    ]);
    click(recent[1] as Item);
    expect(opened).toEqual([files[1]]);
    click(item(recent, 'Clear Recent'));
    expect(calls).toEqual(['clear']);
  });

  it('has only a disabled Clear when the list is empty', () => {
    const recent = submenu(item(menu(build().template, 'File'), 'Open Recent'));
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({ label: 'Clear Recent', enabled: false });
  });

  it('keeps & in file names literal on Windows and Linux but not on macOS', () => {
    expect(recentFileLabel('/x/R&D.json', 'win32')).toBe('R&&D.json \u2014 /x');
    expect(recentFileLabel('/x/R&D.json', 'darwin')).toBe('R&D.json \u2014 /x');
  });
});

describe('menu template on macOS', () => {
  it('starts with the app menu and has a Window menu', () => {
    const { template } = build({ platform: 'darwin' });
    expect(template.map((entry) => entry.label ?? entry.role)).toEqual([
      'Wellspring',
      'File',
      'Edit',
      'View',
      'windowMenu',
      'help',
    ]);
    const appMenu = menu(template, 'Wellspring');
    expect(appMenu[0]?.label).toBe('About Wellspring');
    expect(appMenu.at(-1)?.role).toBe('quit');
  });

  it('closes the window from File (Cmd+W) instead of quitting, and has no Ctrl+Y', () => {
    const { template } = build({ platform: 'darwin' });
    expect(menu(template, 'File').at(-1)).toEqual({ role: 'close' });
    const edit = menu(template, 'Edit');
    expect(edit.filter((entry) => entry.label === 'Redo').map((e) => e.accelerator)).toEqual([
      'CmdOrCtrl+Shift+Z',
    ]);
    expect(submenu(item(menu(template, 'File'), 'Open Recent'))[0]?.label).toBe('Clear Menu');
  });
});

describe('aboutDialogOptions', () => {
  it('shows the name, the version and the runtime', () => {
    const options = aboutDialogOptions({
      appName: 'Wellspring',
      version: '0.1.0',
      electron: '41.7.1',
      chrome: '140.0.0.0',
      node: '22.1.0',
    });
    expect(options.message).toBe('Wellspring 0.1.0');
    expect(options.detail).toContain(
      'Electron 41.7.1 \u00b7 Chromium 140.0.0.0 \u00b7 Node 22.1.0',
    );
    expect(options.buttons).toEqual(['OK']);
  });
});
