import { mkdtemp, mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRequestHandler } from '../../../src-main/app-protocol-handler';

let root: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'wellspring-protocol-'));
  root = path.join(base, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Wellspring</title>');
  await writeFile(path.join(root, 'assets', 'main.js'), 'export {};');
  await writeFile(path.join(base, 'secret.json'), '{"secret":true}');
  handle = createAppRequestHandler(root, (file) => readFile(file));
});

afterAll(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

describe('createAppRequestHandler', () => {
  it('serves index.html for the app origin with an HTML content type', async () => {
    const response = await handle(new Request('app://wellspring/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>Wellspring</title>');
  });

  it('serves scripts as JavaScript so module scripts and workers load', async () => {
    const response = await handle(new Request('app://wellspring/assets/main.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for files that do not exist', async () => {
    const response = await handle(new Request('app://wellspring/assets/missing.js'));
    expect(response.status).toBe(404);
  });

  it('never serves a file outside the renderer folder', async () => {
    const response = await handle(new Request('app://wellspring/%2e%2e/secret.json'));
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('secret');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await handle(new Request('app://wellspring/', { method: 'POST', body: 'x' }));
    expect(response.status).toBe(405);
  });

  it('answers 500 without details when reading fails for another reason', async () => {
    const failing = createAppRequestHandler(root, () =>
      Promise.reject(Object.assign(new Error('EIO: disk error at /secret/path'), { code: 'EIO' })),
    );
    const response = await failing(new Request('app://wellspring/index.html'));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('/secret/path');
  });
});
