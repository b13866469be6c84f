/**
 * The request handler behind `protocol.handle('app', ...)`, kept free of Electron so it can be
 * tested with plain `Request` objects under Node.
 */
import { resolveAppFile } from './app-url';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

export type ReadFile = (filePath: string) => Promise<Uint8Array>;

const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function textResponse(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  });
}

export function createAppRequestHandler(
  rootDir: string,
  readFile: ReadFile,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return textResponse(405, 'method not allowed');
    }
    const resolved = resolveAppFile(request.url, rootDir);
    if (!resolved.ok) return textResponse(resolved.status, resolved.reason);

    let body: Uint8Array;
    try {
      body = await readFile(resolved.filePath);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      return code !== undefined && NOT_FOUND_CODES.has(code)
        ? textResponse(404, 'not found')
        : textResponse(500, 'could not read file');
    }
    // Module scripts and workers are refused unless the MIME type is exact, hence the table.
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        'content-type': resolved.mimeType,
        'x-content-type-options': 'nosniff',
        // The meta tag's policy again, from the same string: a page that lost its meta tag (or
        // a file served without one) is still held to it.
        'content-security-policy': CONTENT_SECURITY_POLICY,
      },
    });
  };
}
