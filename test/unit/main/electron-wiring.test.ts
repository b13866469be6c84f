/**
 * Checks how main.ts wires the pure modules into Electron, against a recording stand-in for the
 * `electron` module (the real one cannot load without its binary). This proves the calls we
 * make, not Electron's behaviour: that is the Electron e2e spec's job where a binary exists.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_VERBS, MENU_COMMAND_CHANNEL } from '../../../shared/protocol/ipc';
import { WINDOW_BACKGROUND } from '../../../src-main/window-options';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const appListeners = new Map<string, Listener[]>();
  const windows: FakeWindow[] = [];
  class FakeWindow {
    static fromWebContents = (contents: unknown): FakeWindow | null =>
      windows.find((window) => window.webContents === contents) ?? null;
    static getAllWindows = (): FakeWindow[] => windows;
    static getFocusedWindow = (): FakeWindow | null => windows[0] ?? null;
    readonly listeners = new Map<string, Listener>();
    readonly contentsListeners = new Map<string, Listener>();
    readonly sent: { channel: string; args: unknown[] }[] = [];
    readonly webContents = {
      mainFrame: { url: 'app://wellspring/index.html' },
      on: (event: string, fn: Listener) => this.contentsListeners.set(event, fn),
      send: (channel: string, ...args: unknown[]) => this.sent.push({ channel, args }),
    };
    loadedUrl = '';
    shown = false;
    closeCalls = 0;
    destroyed = false;
    title = '';
    background = '';
    constructor(readonly options: Record<string, unknown>) {
      windows.push(this);
    }
    once(event: string, fn: Listener) {
      this.listeners.set(event, fn);
    }
    on(event: string, fn: Listener) {
      this.listeners.set(event, fn);
    }
    show() {
      this.shown = true;
    }
    maximize() {}
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {}
    close() {
      this.closeCalls += 1;
    }
    destroy() {
      this.destroyed = true;
    }
    setTitle(title: string) {
      this.title = title;
    }
    setDocumentEdited() {}
    setRepresentedFilename() {}
    setBackgroundColor(color: string) {
      this.background = color;
    }
    getNormalBounds() {
      return { x: 10, y: 20, width: 1280, height: 800 };
    }
    isMaximized() {
      return false;
    }
    async loadURL(url: string) {
      this.loadedUrl = url;
    }
  }
  const workArea = { x: 0, y: 0, width: 1920, height: 1080 };
  return {
    appListeners,
    windows,
    FakeWindow,
    workArea,
    quit: { count: 0 },
    sandboxEnabled: { value: false },
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
    ipcHandlers: new Map<string, Listener>(),
    opened: [] as string[],
    permissionRequestHandler: { fn: null as Listener | null },
    permissionCheckHandler: { fn: null as Listener | null },
    menus: [] as { template: Record<string, unknown>[] }[],
    messageBoxes: [] as Record<string, unknown>[],
    messageBoxAnswer: { response: 2 },
    theme: { dark: false, listeners: [] as Listener[] },
  };
});

vi.mock('electron', () => ({
  app: {
    requestSingleInstanceLock: () => true,
    quit: () => {
      fake.quit.count += 1;
    },
    enableSandbox: () => {
      fake.sandboxEnabled.value = true;
    },
    on: (event: string, fn: Listener) => {
      fake.appListeners.set(event, [...(fake.appListeners.get(event) ?? []), fn]);
    },
    whenReady: () => Promise.resolve(),
    isReady: () => true,
    isPackaged: true,
    getAppPath: () => '/nonexistent/wellspring',
    getName: () => 'Wellspring',
    getVersion: () => '0.1.0',
    getPath: () => '/nonexistent/wellspring-user-data',
    setPath: () => undefined,
    addRecentDocument: () => undefined,
    clearRecentDocuments: () => undefined,
  },
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => fake.schemes.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
      fake.protocolHandlers.set(scheme, handler),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (fn: Listener) => {
        fake.permissionRequestHandler.fn = fn;
      },
      setPermissionCheckHandler: (fn: Listener) => {
        fake.permissionCheckHandler.fn = fn;
      },
    },
  },
  shell: {
    openExternal: async (url: string) => {
      fake.opened.push(url);
    },
  },
  ipcMain: {
    handle: (channel: string, fn: Listener) => fake.ipcHandlers.set(channel, fn),
  },
  dialog: {
    showSaveDialog: async () => ({ canceled: true }),
    showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
    showMessageBox: async (_parent: unknown, options: Record<string, unknown>) => {
      fake.messageBoxes.push(options);
      return fake.messageBoxAnswer;
    },
  },
  Menu: {
    buildFromTemplate: (template: Record<string, unknown>[]) => ({ template }),
    setApplicationMenu: (menu: { template: Record<string, unknown>[] }) => fake.menus.push(menu),
  },
  nativeTheme: {
    get shouldUseDarkColors() {
      return fake.theme.dark;
    },
    on: (_event: string, fn: Listener) => fake.theme.listeners.push(fn),
  },
  screen: {
    getAllDisplays: () => [{ workArea: fake.workArea }],
    getPrimaryDisplay: () => ({ workArea: fake.workArea }),
  },
  BrowserWindow: fake.FakeWindow,
}));

function emitApp(event: string, ...args: unknown[]): void {
  for (const fn of fake.appListeners.get(event) ?? []) fn(...args);
}

/** A web contents stand-in that records the guards security.ts installs on it. */
function createdContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: Listener = () => undefined;
  const permissions: { request?: Listener; check?: Listener } = {};
  const contents = {
    setWindowOpenHandler: (fn: Listener) => {
      openHandler = fn;
    },
    on: (event: string, fn: Listener) => listeners.set(event, fn),
    // A contents of its own session: its permissions are guarded too.
    session: {
      setPermissionRequestHandler: (fn: Listener) => (permissions.request = fn),
      setPermissionCheckHandler: (fn: Listener) => (permissions.check = fn),
    },
  };
  emitApp('web-contents-created', {}, contents);
  const fire = (event: string, url: string) => {
    let prevented = false;
    listeners.get(event)?.({ url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { openHandler: (url: string) => openHandler({ url }), fire, permissions };
}

beforeAll(async () => {
  await import('../../../src-main/main');
  await new Promise((resolve) => setTimeout(resolve, 0)); // let whenReady().then(...) run
});

describe('main process wiring', () => {
  it('registers app: as a standard, secure, fetch-capable scheme without CORS or CSP bypass', () => {
    expect(fake.schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(fake.protocolHandlers.has('app')).toBe(true);
  });

  it('enables the sandbox for every renderer', () => {
    expect(fake.sandboxEnabled.value).toBe(true);
  });

  it('opens one hidden window on the app URL with the bundled preload, shown when ready', () => {
    expect(fake.windows).toHaveLength(1);
    const [window] = fake.windows;
    expect(window?.loadedUrl).toBe('app://wellspring/index.html');
    const prefs = window?.options['webPreferences'] as Record<string, unknown>;
    expect(prefs['preload']).toMatch(/preload\.cjs$/);
    expect(prefs['sandbox']).toBe(true);
    expect(window?.shown).toBe(false);
    window?.listeners.get('ready-to-show')?.();
    expect(window?.shown).toBe(true);
  });

  it('registers one handler per verb on its prefixed channel', () => {
    expect([...fake.ipcHandlers.keys()].sort()).toEqual(
      IPC_VERBS.map((verb) => `wellspring:${verb}`).sort(),
    );
  });

  it('paints the window background in the OS theme and follows it when it changes', () => {
    const [window] = fake.windows;
    expect(window?.options['backgroundColor']).toBe(WINDOW_BACKGROUND.light);
    fake.theme.dark = true;
    for (const listener of fake.theme.listeners) listener();
    expect(window?.background).toBe(WINDOW_BACKGROUND.dark);
    fake.theme.dark = false;
  });

  it('sets a File, Edit, View, Help menu whose items send commands to the loaded page', () => {
    const template = fake.menus.at(-1)?.template ?? [];
    const labels = template.map((entry) => entry['label'] ?? entry['role']);
    expect(labels).toEqual(
      process.platform === 'darwin'
        ? ['Wellspring', 'File', 'Edit', 'View', 'windowMenu', 'help']
        : ['File', 'Edit', 'View', 'help'],
    );
    const file = template.find((entry) => entry['label'] === 'File')?.['submenu'] as {
      label?: string;
      click?: () => void;
    }[];
    const window = fake.windows[0] as InstanceType<typeof fake.FakeWindow>;
    window.contentsListeners.get('did-finish-load')?.();
    file.find((entry) => entry.label === 'Save')?.click?.();
    expect(window.sent.at(-1)).toEqual({ channel: MENU_COMMAND_CHANNEL, args: ['save'] });
  });

  it('applies setDocumentState from the page to the window title', async () => {
    const window = fake.windows[0] as InstanceType<typeof fake.FakeWindow>;
    const handler = fake.ipcHandlers.get('wellspring:setDocumentState');
    const event = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    const result = await handler?.(event, {
      title: '\u2022 a.wellspring.json \u2014 Wellspring',
      dirty: true,
    });
    expect(result).toEqual({ ok: true, value: null });
    expect(window.title).toBe('\u2022 a.wellspring.json \u2014 Wellspring');
  });

  it("holds a dirty window open on close and asks Save / Don't Save / Cancel", async () => {
    const window = fake.windows[0] as InstanceType<typeof fake.FakeWindow>;
    let prevented = false;
    window.listeners.get('close')?.({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.messageBoxes.at(-1)?.['buttons']).toEqual(['Save', "Don't Save", 'Cancel']);
    expect(window.closeCalls).toBe(0); // answered Cancel
  });

  it('answers a dead page with Reload, which restores the autosaved edits', async () => {
    const window = fake.windows[0] as InstanceType<typeof fake.FakeWindow>;
    fake.messageBoxAnswer = { response: 0 };
    window.contentsListeners.get('render-process-gone')?.({}, { reason: 'crashed', exitCode: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.messageBoxes.at(-1)?.['buttons']).toEqual(['Reload', 'Close']);
    expect(fake.messageBoxes.at(-1)?.['signal']).toBeInstanceOf(AbortSignal);
    expect(window.loadedUrl).toBe('app://wellspring/index.html#restore-recovery');
    fake.messageBoxAnswer = { response: 2 };
  });

  it('answers a hung page with Wait, Reload or Close, and Close closes without the prompt', async () => {
    const window = fake.windows[0] as InstanceType<typeof fake.FakeWindow>;
    fake.messageBoxAnswer = { response: 2 };
    window.listeners.get('unresponsive')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.messageBoxes.at(-1)?.['buttons']).toEqual(['Wait', 'Reload', 'Close']);
    expect(window.destroyed).toBe(true);
    window.destroyed = false;
  });

  it("resumes a quit once a dirty window's prompt is answered Don't Save", async () => {
    const window = fake.windows[0] as InstanceType<typeof fake.FakeWindow>;
    const before = fake.quit.count;
    fake.messageBoxAnswer = { response: 1 };
    emitApp('before-quit');
    let prevented = false;
    window.listeners.get('close')?.({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    // The prompt's answer comes back asynchronously: wait for the quit (a fixed 10 ms sleep lost
    // that race on a loaded machine).
    await vi.waitFor(() => expect(fake.quit.count).toBe(before + 1), { timeout: 5000 });
    // The quit closes the window again: now it goes through without asking.
    const asked = fake.messageBoxes.length;
    prevented = false;
    window.listeners.get('close')?.({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
    expect(fake.messageBoxes).toHaveLength(asked);
    // Its page ending as the window closes is no crash: nothing is asked.
    window.contentsListeners.get('render-process-gone')?.({}, { reason: 'killed', exitCode: 9 });
    window.listeners.get('unresponsive')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.messageBoxes).toHaveLength(asked);
  });

  it('hands a project from a second launch to the page as a pending open', () => {
    const window = fake.windows[0] as InstanceType<typeof fake.FakeWindow>;
    emitApp('second-instance', {}, ['wellspring', '/home/ana/t.wellspring.json'], '/home/ana');
    expect(window.sent.at(-1)).toEqual({ channel: MENU_COMMAND_CHANNEL, args: ['open'] });
  });

  it('answers a request from a sender without an app window with an error result', async () => {
    const handler = fake.ipcHandlers.get('wellspring:getAppInfo');
    const event = { sender: {}, senderFrame: { url: 'app://wellspring/index.html' } };
    expect(await handler?.(event)).toMatchObject({ ok: false });
  });

  it('denies new windows and sends only http(s) links to the browser', () => {
    const contents = createdContents();
    expect(contents.openHandler('https://crawl.develz.org/')).toEqual({ action: 'deny' });
    expect(contents.openHandler('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(fake.opened).toEqual(['https://crawl.develz.org/']);
  });

  it('cancels navigation and redirects away from the app, and every webview', () => {
    const contents = createdContents();
    expect(contents.fire('will-navigate', 'https://example.com/')).toBe(true);
    expect(contents.fire('will-navigate', 'app://wellspring/index.html')).toBe(false);
    expect(contents.fire('will-redirect', 'https://example.com/')).toBe(true);
    expect(contents.fire('will-attach-webview', 'app://wellspring/index.html')).toBe(true);
    // A frame inside the page is held to the app too.
    expect(contents.fire('will-frame-navigate', 'https://example.com/')).toBe(true);
    // Its session's permissions: refused but the app page's clipboard write.
    expect(contents.permissions.check?.({}, 'media', 'app://wellspring/index.html')).toBe(false);
    expect(
      contents.permissions.check?.({}, 'clipboard-sanitized-write', 'app://wellspring/index.html'),
    ).toBe(true);
  });

  it('refuses every permission request and check but the app page’s clipboard write', () => {
    const granted: boolean[] = [];
    const ask = (permission: string, requestingUrl: string) =>
      fake.permissionRequestHandler.fn?.({}, permission, (ok: boolean) => granted.push(ok), {
        requestingUrl,
      });
    ask('media', 'app://wellspring/index.html');
    ask('clipboard-read', 'app://wellspring/index.html');
    ask('clipboard-sanitized-write', 'https://example.com/');
    ask('clipboard-sanitized-write', 'app://wellspring/index.html');
    expect(granted).toEqual([false, false, false, true]);
    const check = (permission: string, origin: string) =>
      fake.permissionCheckHandler.fn?.({}, permission, origin, {});
    expect(check('media', 'app://wellspring')).toBe(false);
    expect(check('clipboard-read', 'app://wellspring')).toBe(false);
    expect(check('clipboard-sanitized-write', 'file://')).toBe(false);
    expect(check('clipboard-sanitized-write', 'app://wellspring')).toBe(true);
  });

  it('quits when the last window closes, except on macOS', () => {
    const before = fake.quit.count;
    emitApp('window-all-closed');
    expect(fake.quit.count).toBe(before + (process.platform === 'darwin' ? 0 : 1));
  });
});
