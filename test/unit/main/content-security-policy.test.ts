import { readFile } from 'node:fs/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppRequestHandler } from '../../../src-main/app-protocol-handler';
import {
  CONTENT_SECURITY_POLICY,
  CSP_PLACEHOLDER,
  cspMetaPlugin,
  WEB_APP_CONTENT_SECURITY_POLICY,
} from '../../../src-main/content-security-policy';

/** The policy of the page's meta tag, as the build writes index.html. */
async function builtMetaPolicy(): Promise<string> {
  const source = await readFile(path.resolve('src-renderer/index.html'), 'utf8');
  const html = cspMetaPlugin().transformIndexHtml(source);
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  if (meta?.[1] === undefined) throw new Error('index.html has no CSP meta tag');
  return meta[1];
}

describe('the Content Security Policy, one string for the meta tag and the header', () => {
  it('writes the policy into the page’s meta tag at build time', async () => {
    expect(await builtMetaPolicy()).toBe(CONTENT_SECURITY_POLICY);
  });

  it('sends the same policy as a header with every file the app protocol serves', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'wellspring-csp-'));
    try {
      await writeFile(path.join(root, 'index.html'), '<!doctype html><title>W</title>');
      await writeFile(path.join(root, 'main.js'), 'export {};');
      const handle = createAppRequestHandler(root, (file) => readFile(file));
      for (const url of ['app://wellspring/', 'app://wellspring/main.js']) {
        const response = await handle(new Request(url));
        expect(response.headers.get('content-security-policy')).toBe(await builtMetaPolicy());
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('allows nothing inline and nothing from outside the app’s own origin', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((each) => {
        const [name = '', ...values] = each.split(' ');
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
  });

  it('lets the web build load its manifest, and loosens nothing else', () => {
    const directives = (policy: string) => policy.split('; ');
    expect(directives(WEB_APP_CONTENT_SECURITY_POLICY)).toEqual([
      ...directives(CONTENT_SECURITY_POLICY),
      "manifest-src 'self'",
    ]);
    // Its service worker is a worker of the app's origin: worker-src 'self' already allows it.
    expect(directives(WEB_APP_CONTENT_SECURITY_POLICY)).toContain("worker-src 'self'");
    expect(directives(WEB_APP_CONTENT_SECURITY_POLICY)).toContain("script-src 'self'");
    const html = cspMetaPlugin(WEB_APP_CONTENT_SECURITY_POLICY).transformIndexHtml(
      `<meta http-equiv="Content-Security-Policy" content="${CSP_PLACEHOLDER}" />`,
    );
    expect(html).toContain(WEB_APP_CONTENT_SECURITY_POLICY);
  });

  it('refuses to build a page that lost its placeholder', () => {
    expect(() => cspMetaPlugin().transformIndexHtml('<html></html>')).toThrow(CSP_PLACEHOLDER);
  });
});
