import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, isAppUrl, mimeTypeFor, resolveAppFile } from '../../../src-main/app-url';

const root = path.resolve('/srv/wellspring/dist/renderer');

function resolved(url: string): string | null {
  const result = resolveAppFile(url, root);
  return result.ok ? result.filePath : null;
}

describe('resolveAppFile', () => {
  it('serves index.html for the bare origin and for /', () => {
    expect(resolved('app://wellspring')).toBe(path.join(root, 'index.html'));
    expect(resolved('app://wellspring/')).toBe(path.join(root, 'index.html'));
    expect(resolved(APP_ENTRY_URL)).toBe(path.join(root, 'index.html'));
  });

  it('maps nested asset paths under the renderer folder', () => {
    expect(resolved('app://wellspring/assets/index-abc123.js')).toBe(
      path.join(root, 'assets', 'index-abc123.js'),
    );
  });

  it('ignores the query string and the fragment', () => {
    expect(resolved('app://wellspring/index.html?v=2#/dcss')).toBe(path.join(root, 'index.html'));
  });

  it('decodes percent-encoded characters in file names', () => {
    expect(resolved('app://wellspring/assets/my%20font.woff2')).toBe(
      path.join(root, 'assets', 'my font.woff2'),
    );
  });

  it.each([
    ['app://wellspring/../package.json'],
    ['app://wellspring/assets/../../package.json'],
    ['app://wellspring/%2e%2e/package.json'],
    ['app://wellspring/%2E%2E/%2e%2e/etc/passwd.json'],
    ['app://wellspring/.%2e/package.json'],
    ['app://wellspring/assets/..%2f..%2fpackage.json'],
    ['app://wellspring/assets%2f..%2f..%2fpackage.json'],
    ['app://wellspring/..%5c..%5cpackage.json'],
    ['app://wellspring/./index.html'],
  ])('refuses the traversal attempt %s', (url) => {
    const result = resolveAppFile(url, root);
    expect(result.ok).toBe(false);
  });

  it.each([
    ['app://wellspring//etc/passwd.json'],
    ['app://wellspring/%2fetc%2fpasswd.json'],
    ['app://wellspring/C:/Windows/win.ini.txt'],
    ['app://wellspring/C%3A%5CWindows%5Cwin.ini.txt'],
    ['app://wellspring/%00index.html'],
  ])('refuses the absolute or odd path %s', (url) => {
    expect(resolveAppFile(url, root)).toMatchObject({ ok: false, status: 403 });
  });

  it('answers 400 for malformed percent-encoding', () => {
    expect(resolveAppFile('app://wellspring/%E0%A4%A.js', root)).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it.each([
    ['app://evil/index.html'],
    ['app://wellspring.evil.com/index.html'],
    ['https://wellspring/index.html'],
    ['file:///srv/wellspring/dist/renderer/index.html'],
    ['not a url'],
  ])('refuses %s, which is not on app://wellspring', (url) => {
    const result = resolveAppFile(url, root);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status).not.toBe(200);
  });

  it('answers 404 for kinds of files the renderer does not ship', () => {
    expect(resolveAppFile('app://wellspring/secrets.env', root)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(resolveAppFile('app://wellspring/assets', root)).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});

describe('mimeTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['app.js', 'text/javascript; charset=utf-8'],
    ['engine.worker.mjs', 'text/javascript; charset=utf-8'],
    ['style.css', 'text/css; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['icon.PNG', 'image/png'],
    ['data.json', 'application/json; charset=utf-8'],
    ['inter.woff2', 'font/woff2'],
    ['app.js.map', 'application/json; charset=utf-8'],
  ])('serves %s as %s', (file, mime) => {
    expect(mimeTypeFor(file)).toBe(mime);
  });

  it('knows no type for unlisted extensions', () => {
    expect(mimeTypeFor('run.exe')).toBeNull();
    expect(mimeTypeFor('Makefile')).toBeNull();
  });
});

describe('isAppUrl', () => {
  it('accepts pages on the app origin', () => {
    expect(isAppUrl('app://wellspring/index.html')).toBe(true);
    expect(isAppUrl('app://wellspring/index.html#/mage2e')).toBe(true);
  });

  it('rejects other origins, schemes and garbage', () => {
    expect(isAppUrl('app://other/index.html')).toBe(false);
    expect(isAppUrl('https://wellspring/index.html')).toBe(false);
    expect(isAppUrl('file:///index.html')).toBe(false);
    expect(isAppUrl('')).toBe(false);
  });
});
