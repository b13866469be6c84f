import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildVersion, precachedPaths } from '../../../scripts/web-app/precache';
import { writeServiceWorker } from '../../../scripts/web-app/service-worker-file';
import { webAppManifest } from '../../../scripts/web-app/web-app-plugin';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('what the web build keeps offline, and its version', () => {
  it('keeps every file but source maps and the service worker itself', () => {
    expect(
      precachedPaths([
        'sw.js',
        'index.html',
        'assets/index-a1.js',
        'assets/index-a1.js.map',
        'icons/512.png',
        'manifest.webmanifest',
      ]),
    ).toEqual(['assets/index-a1.js', 'icons/512.png', 'index.html', 'manifest.webmanifest']);
  });

  it('gives a new version for any change to a kept file, and the same for the same files', () => {
    const build = [
      { path: 'index.html', bytes: bytes('<html>') },
      { path: 'assets/a.js', bytes: bytes('a') },
      { path: 'assets/a.js.map', bytes: bytes('{}') },
    ];
    const version = buildVersion(build);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersion([...build].reverse())).toBe(version);
    const changed = (at: number, text: string) =>
      buildVersion(build.map((file, i) => (i === at ? { ...file, bytes: bytes(text) } : file)));
    expect(changed(0, '<html> ')).not.toBe(version);
    expect(changed(1, 'b')).not.toBe(version);
    // A source map is not kept, so it makes no new build for the browser to install.
    expect(changed(2, '{"x":1}')).toBe(version);
    // A file's bytes cannot pass for its name's: the same text split differently differs.
    expect(
      buildVersion([
        { path: 'a', bytes: bytes('bc') },
        { path: 'ab', bytes: bytes('c') },
      ]),
    ).not.toBe(
      buildVersion([
        { path: 'a', bytes: bytes('b') },
        { path: 'ab', bytes: bytes('cc') },
      ]),
    );
  });

  it('has a manifest a browser installs from any folder: relative paths, a window, icons', () => {
    const manifest = webAppManifest('A workbench.');
    expect(manifest).toMatchObject({
      name: 'Wellspring',
      start_url: './index.html',
      scope: './',
      display: 'standalone',
    });
    const icons = manifest.icons as { src: string; sizes: string }[];
    expect(icons.map((icon) => icon.sizes)).toContain('512x512');
    for (const icon of icons) expect(icon.src).not.toMatch(/^\/|:/);
  });
});

/** A stand-in for a service worker's global scope and the Cache API, enough to run sw.js. */
function serviceWorkerScope(scope: string, network: Record<string, string>) {
  const stores = new Map<string, Map<string, string>>();
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const fetched: { url: string; cache: string | undefined }[] = [];
  const calls: string[] = [];
  const fetchFrom = async (request: { url: string; cache?: string }) => {
    fetched.push({ url: request.url, cache: request.cache });
    const body = network[request.url];
    if (body === undefined) throw new Error(`404 ${request.url}`);
    return { body };
  };
  const caches = {
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, string>();
      stores.set(name, store);
      return {
        addAll: async (requests: { url: string; cache?: string }[]) => {
          const answers = await Promise.all(requests.map(fetchFrom));
          requests.forEach((request, i) => store.set(request.url, answers[i]!.body));
        },
        match: async (url: string) => {
          const body = store.get(url);
          return body === undefined ? undefined : { body };
        },
      };
    },
  };
  const self = {
    registration: { scope },
    clients: { claim: async () => void calls.push('claim') },
    skipWaiting: async () => void calls.push('skipWaiting'),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  class Request {
    constructor(
      readonly url: string,
      readonly init: { cache?: string } = {},
    ) {}
    get cache() {
      return this.init.cache;
    }
  }
  /** Sends an event; gives what it waited for and what it answered (or null: not answered). */
  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    let waited: Promise<unknown> = Promise.resolve();
    let answer: Promise<unknown> | null = null;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
      respondWith: (promise: Promise<unknown>) => (answer = promise),
    };
    for (const listener of listeners.get(type) ?? []) listener(event);
    await waited;
    return answer === null ? null : ((await answer) as { body: string });
  }
  const context = { self, caches, Request, URL, fetch: fetchFrom, console };
  return { context, stores, fetched, calls, dispatch };
}

describe('the web build’s service worker', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wellspring-sw-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function built(files: Record<string, string>) {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    const written = await writeServiceWorker(dir);
    return { ...written, source: await readFile(path.join(dir, 'sw.js'), 'utf8') };
  }

  const SCOPE = 'https://games.example/tools/wellspring/';
  const BUILD = {
    'index.html': '<html>page</html>',
    'assets/index-1.js': 'entry',
    'assets/index-1.js.map': '{}',
    'assets/BalanceView-1.js': 'balance',
  };
  const NETWORK = Object.fromEntries(
    Object.entries(BUILD).map(([name, text]) => [new URL(name, SCOPE).href, text]),
  );

  it('keeps the whole build in a cache named for its folder and version, from the network', async () => {
    const { version, precached, source } = await built(BUILD);
    expect(precached).toEqual(['assets/BalanceView-1.js', 'assets/index-1.js', 'index.html']);
    const worker = serviceWorkerScope(SCOPE, NETWORK);
    runInNewContext(source, worker.context);
    await worker.dispatch('install');
    const cache = worker.stores.get(`wellspring ${SCOPE} ${version}`);
    expect([...(cache?.keys() ?? [])].sort()).toEqual(
      precached.map((name) => new URL(name, SCOPE).href).sort(),
    );
    // Past the HTTP cache, which could hold an older index.html (two builds mixed).
    expect(worker.fetched.every((request) => request.cache === 'reload')).toBe(true);
  });

  it('answers the page and its files from that cache, and leaves the rest to the network', async () => {
    const { source } = await built(BUILD);
    const worker = serviceWorkerScope(SCOPE, NETWORK);
    runInNewContext(source, worker.context);
    await worker.dispatch('install');
    const get = (url: string, mode = 'no-cors', method = 'GET') =>
      worker.dispatch('fetch', { request: { url, mode, method } });

    // Any page of the folder, with a query or not, is index.html of this build.
    expect(await get(SCOPE, 'navigate')).toEqual({ body: '<html>page</html>' });
    expect(await get(`${SCOPE}index.html?from=install`, 'navigate')).toEqual({
      body: '<html>page</html>',
    });
    expect(await get(`${SCOPE}assets/BalanceView-1.js`)).toEqual({ body: 'balance' });
    expect(worker.fetched).toHaveLength(3); // the install's, nothing since
    expect(await get(`${SCOPE}assets/index-1.js.map`)).toBeNull();
    expect(await get(`${SCOPE}assets/index-1.js`, 'cors', 'POST')).toBeNull();
    expect(await get('https://games.example/other-app/', 'navigate')).toBeNull();
  });

  it('on taking over, deletes its folder’s older builds only, and serves open pages at once', async () => {
    const { version, source } = await built(BUILD);
    const worker = serviceWorkerScope(SCOPE, NETWORK);
    const other = 'https://games.example/tools/wellspring-beta/';
    worker.stores.set(`wellspring ${SCOPE} 0123456789abcdef`, new Map());
    worker.stores.set(`wellspring ${other} 0123456789abcdef`, new Map());
    worker.stores.set('someone else’s cache', new Map());
    runInNewContext(source, worker.context);
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual(
      [
        `wellspring ${SCOPE} ${version}`,
        `wellspring ${other} 0123456789abcdef`,
        'someone else’s cache',
      ].sort(),
    );
    expect(worker.calls).toEqual(['claim']);
  });

  it('waits for the page’s Reload to take over from an older build', async () => {
    const { source } = await built(BUILD);
    const worker = serviceWorkerScope(SCOPE, NETWORK);
    runInNewContext(source, worker.context);
    await worker.dispatch('install');
    expect(worker.calls).toEqual([]);
    await worker.dispatch('message', { data: 'something else' });
    expect(worker.calls).toEqual([]);
    await worker.dispatch('message', { data: 'wellspring:take-over' });
    expect(worker.calls).toEqual(['skipWaiting']);
  });
});
