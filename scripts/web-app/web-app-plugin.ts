/**
 * What makes the renderer's build a web app (`npm run build:web`, vite.config.ts in mode `web`):
 * a web app manifest and its icons, a link to it in index.html, and, once every other file is
 * written, the service worker that keeps them all for offline use (`service-worker-file.ts`).
 * Every path is relative, so the folder works from any path of any static host.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { writeServiceWorker } from './service-worker-file';

/** The manifest's file name, beside index.html. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The icons the manifest names: drawn once in build/icon.svg, rendered by `npm run icons`. */
const ICONS = [
  { from: 'build/icons/256x256.png', to: 'icons/256.png', sizes: '256x256' },
  { from: 'build/icons/512x512.png', to: 'icons/512.png', sizes: '512x512' },
] as const;

/** The nav's colour (app.css `--nav-bg`): an installed app's title bar matches the sidebar. */
const THEME_COLOR = '#1f2a3a';
/** The page's background (app.css `--bg`), shown while an installed app starts. */
const BACKGROUND_COLOR = '#f4f5f7';

/** The web app manifest: what a browser needs to install the app, all paths relative to it. */
export function webAppManifest(description: string): Record<string, unknown> {
  return {
    name: 'Wellspring',
    short_name: 'Wellspring',
    description,
    // index.html by name: a static host that serves no folder index starts it too.
    start_url: './index.html',
    scope: './',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      ...ICONS.map(({ to, sizes }) => ({ src: to, sizes, type: 'image/png' })),
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

export function webAppPlugin(options: { readonly description: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wellspring-web-app',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `./${MANIFEST_FILE}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
    ],
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(webAppManifest(options.description), null, 2)}\n`,
      });
      for (const icon of ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: icon.to,
          source: await readFile(fileURLToPath(new URL(`../../${icon.from}`, import.meta.url))),
        });
      }
    },
    // After every file is written (the public folder's too): the worker lists them all.
    async closeBundle() {
      await writeServiceWorker(path.resolve(config.root, config.build.outDir));
    },
  };
}
