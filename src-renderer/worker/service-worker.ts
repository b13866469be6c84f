/**
 * The web build's service worker (`sw.js`, written by scripts/web-app/service-worker-file.ts):
 * it keeps every file of one build in one cache named for that build, and answers the app's
 * requests from it, so the app starts and works offline after the first visit.
 *
 * One build at a time, never a mix: the page, its scripts and its lazily loaded screens all come
 * from the cache of the build that controls the page. A new build's worker fills its own cache
 * (all files or none: `addAll`), then waits while a page of the old build is open; the page
 * offers "Reload" (src-renderer/lib/web-app.svelte.ts), and only then does the new worker take
 * over and delete the old cache. Caches are named for the worker's scope as well, so two copies
 * of the app under two paths of one site keep their own.
 */

declare const self: ServiceWorkerGlobalScope;
/** The build's files to keep, relative to the worker's folder (written in at build time). */
declare const __PRECACHE__: readonly string[];
/** A hash of those files: a new build, a new version (written in at build time). */
declare const __BUILD_VERSION__: string;

const SCOPE = self.registration.scope;
const CACHE_PREFIX = `wellspring ${SCOPE} `;
const CACHE = `${CACHE_PREFIX}${__BUILD_VERSION__}`;
const PAGE = new URL('index.html', SCOPE).href;
const PRECACHED = new Set(__PRECACHE__.map((file) => new URL(file, SCOPE).href));

/** The message with which the page asks a waiting worker to take over (its "Reload"). */
const TAKE_OVER = 'wellspring:take-over';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // From the network, not the HTTP cache: an old index.html there would mix two builds.
      cache.addAll([...PRECACHED].map((url) => new Request(url, { cache: 'reload' }))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The first visit's page is this very build: no need to wait for a reload to serve it.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === TAKE_OVER) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  url.search = '';
  // Any page of the app's folder is the app's one page (index.html), of this build.
  const key =
    request.mode === 'navigate' && url.href.startsWith(SCOPE)
      ? PAGE
      : PRECACHED.has(url.href)
        ? url.href
        : null;
  if (key === null) return; // not the app's (a source map): the network's answer, as without us
  event.respondWith(
    (async () => (await (await caches.open(CACHE)).match(key)) ?? fetch(request))(),
  );
});

export {};
