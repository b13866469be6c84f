/**
 * A plain static host for the web build's e2e: serves a folder's files under a sub-path
 * (`/studio/tools/wellspring/`), nothing else, no server code, no rewrites, as the simplest static
 * host would. On a free port of 127.0.0.1; its folder can be swapped (a new build deployed) and
 * it can be closed (the network gone).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

export interface StaticHost {
  /** The app's address: the sub-path, ending with `/`. */
  readonly url: string;
  /** Serves another folder from now on (a new build deployed in place of the old). */
  serve(folder: string): void;
  /** Every path asked for that was not there (404), in order. */
  readonly missing: string[];
  close(): Promise<void>;
}

export async function startStaticHost(folder: string, subPath: string): Promise<StaticHost> {
  let root = folder;
  const missing: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      let file: string | null = null;
      if (pathname.startsWith(subPath)) {
        const relative = pathname.slice(subPath.length) || 'index.html';
        const candidate = path.resolve(
          root,
          relative.endsWith('/') ? `${relative}index.html` : relative,
        );
        if (candidate.startsWith(path.resolve(root) + path.sep)) file = candidate;
      }
      const found = file !== null && (await stat(file).catch(() => null))?.isFile() === true;
      if (!found || file === null) {
        missing.push(pathname);
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      response
        .writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        })
        .end(await readFile(file));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${subPath}`,
    serve: (next) => {
      root = next;
    },
    missing,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
