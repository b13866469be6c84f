/**
 * The renderer is served from `app://wellspring/`, a privileged custom scheme, instead of
 * file://: a real origin makes the CSP's 'self' and module workers behave as on the web, and
 * lets navigation checks compare origins instead of guessing at file paths.
 */
import path from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'wellspring';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Only the kinds of files the renderer build ships; anything else is answered 404. */
const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The MIME type for a file name, or `null` when the app does not serve that kind of file. */
export function mimeTypeFor(fileName: string): string | null {
  return MIME_TYPES[path.extname(fileName).toLowerCase()] ?? null;
}

/** True for URLs on the app's own origin (`app://wellspring/...`). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

export type AppFileResolution =
  | { readonly ok: true; readonly filePath: string; readonly mimeType: string }
  | { readonly ok: false; readonly status: 400 | 403 | 404; readonly reason: string };

/**
 * Maps an `app://wellspring/...` URL to a file under `rootDir` (the built renderer).
 *
 * Works on the raw path, not on `new URL().pathname`: the URL parser silently resolves `..` and
 * `%2e%2e`, which would hide a traversal attempt instead of refusing it, and it leaves `%2f`
 * encoded, which could smuggle a separator past a naive split. Each segment is decoded on its
 * own and refused if it is `.`/`..`, empty (`//`, absolute paths), or holds a separator, NUL or
 * a drive colon. The final path must still lie inside `rootDir`.
 */
export function resolveAppFile(url: string, rootDir: string): AppFileResolution {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) {
    return { ok: false, status: 404, reason: `not on ${APP_ORIGIN}` };
  }
  // scheme://host then the raw path, up to the query or fragment.
  const rawPath = /^[^:]+:\/\/[^/?#]*([^?#]*)/.exec(url)?.[1] ?? '';
  const rawSegments =
    rawPath === '' || rawPath === '/' ? ['index.html'] : rawPath.slice(1).split('/');

  const segments: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400, reason: 'malformed percent-encoding' };
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\:\0]/.test(segment)) {
      return { ok: false, status: 403, reason: `refused path segment ${JSON.stringify(raw)}` };
    }
    segments.push(segment);
  }

  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, ...segments);
  const relative = path.relative(root, filePath);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    return { ok: false, status: 403, reason: 'outside the renderer folder' };
  }
  const mimeType = mimeTypeFor(filePath);
  if (mimeType === null) return { ok: false, status: 404, reason: 'file type not served' };
  return { ok: true, filePath, mimeType };
}
