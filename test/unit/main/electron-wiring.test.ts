/**
 * Checks how main.ts wires the pure modules into Electron, against a recording stand-in for the
 * `electron` module (the real one cannot load without its binary). This proves the calls we
 * make, not Electron's behaviour: that is the Electron e2e spec's job where a binary exists.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const appListeners = new Map<string, Listener[]>();
  const windows: FakeWindow[] = [];
  class FakeWindow {
    static fromWebContents = (_contents: unknown): FakeWindow | null => null;
    static getAllWindows = (): FakeWindow[] => windows;
    readonly listeners = new Map<string, Listener>();
    loadedUrl = '';
    shown = false;
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
    async loadURL(url: string) {
      this.loadedUrl = url;
    }
  }
  return {
    appListeners,
    windows,
    FakeWindow,
    quit: { count: 0 },
    sandboxEnabled: { value: false },
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
    ipcHandlers: new Map<string, Listener>(),
    opened: [] as string[],
    permissionRequestHandler: { fn: null as Listener | null },
    permissionCheckHandler: { fn: null as Listener | null },
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
    getAppPath: () => '/nonexistent/wellspring',
    getVersion: () => '0.1.0',
    getPath: () => '/home/designer/Documents',
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
  dialog: { showSaveDialog: async () => ({ canceled: true }) },
  BrowserWindow: fake.FakeWindow,
}));

function emitApp(event: string, ...args: unknown[]): void {
  for (const fn of fake.appListeners.get(event) ?? []) fn(...args);
}

/** A web contents stand-in that records the guards security.ts installs on it. */
function createdContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: Listener = () => undefined;
  const contents = {
    setWindowOpenHandler: (fn: Listener) => {
      openHandler = fn;
    },
    on: (event: string, fn: Listener) => listeners.set(event, fn),
  };
  emitApp('web-contents-created', {}, contents);
  const fire = (event: string, url: string) => {
    let prevented = false;
    listeners.get(event)?.({ url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { openHandler: (url: string) => openHandler({ url }), fire };
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
    expect([...fake.ipcHandlers.keys()].sort()).toEqual([
      'wellspring:exportCsv',
      'wellspring:getAppInfo',
    ]);
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
  });

  it('refuses every permission request and check', () => {
    const granted: boolean[] = [];
    fake.permissionRequestHandler.fn?.({}, 'media', (ok: boolean) => granted.push(ok), {});
    expect(granted).toEqual([false]);
    expect(fake.permissionCheckHandler.fn?.({}, 'media', 'app://wellspring', {})).toBe(false);
  });

  it('quits when the last window closes, except on macOS', () => {
    const before = fake.quit.count;
    emitApp('window-all-closed');
    expect(fake.quit.count).toBe(before + (process.platform === 'darwin' ? 0 : 1));
  });
});
