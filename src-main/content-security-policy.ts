/**
 * The page's Content Security Policy, written once: the renderer's build puts it in index.html's
 * meta tag (`cspMetaPlugin`, vite.config.ts) and the app:// protocol sends it as a header on every
 * response (app-protocol-handler.ts), so the two can never disagree. Nothing inline, nothing from
 * outside the app's own origin; workers and fetch only from it; images may be data: URLs (the
 * charts' PNG export).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The web build's policy (`npm run build:web`): the same, and its web app manifest, which
 * `default-src 'none'` would block. Its service worker is a worker of the app's own origin,
 * which `worker-src 'self'` already allows; scripts stay `'self'` only.
 */
export const WEB_APP_CONTENT_SECURITY_POLICY = `${CONTENT_SECURITY_POLICY}; manifest-src 'self'`;

/** What index.html holds where the build writes the policy. */
export const CSP_PLACEHOLDER = '%WELLSPRING_CSP%';

/** A Vite plugin that writes the policy into index.html's meta tag, refusing a page without one. */
export function cspMetaPlugin(policy: string = CONTENT_SECURITY_POLICY): {
  name: string;
  transformIndexHtml: (html: string) => string;
} {
  return {
    name: 'wellspring-csp-meta',
    transformIndexHtml: (html) => {
      if (!html.includes(CSP_PLACEHOLDER)) {
        throw new Error(`index.html has no ${CSP_PLACEHOLDER} for the Content Security Policy`);
      }
      return html.replaceAll(CSP_PLACEHOLDER, policy);
    },
  };
}
