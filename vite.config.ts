import { readFileSync } from 'node:fs';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { webAppPlugin } from './scripts/web-app/web-app-plugin';
import {
  CONTENT_SECURITY_POLICY,
  cspMetaPlugin,
  WEB_APP_CONTENT_SECURITY_POLICY,
} from './src-main/content-security-policy';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
  description: string;
};

/**
 * The renderer: built into dist/renderer, loaded by Electron or served by `vite preview`. In mode
 * `web` (`npm run build:web`) it is the web app instead, into dist/web: the same page with a
 * manifest and a service worker for offline use (scripts/web-app/). Relative paths (`base`), so
 * either folder works from wherever it is served or loaded.
 */
export default defineConfig(({ mode }) => {
  const webApp = mode === 'web';
  return {
    root: 'src-renderer',
    base: './',
    plugins: [
      svelte({ configFile: false }),
      cspMetaPlugin(webApp ? WEB_APP_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY),
      ...(webApp ? [webAppPlugin({ description: pkg.description })] : []),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __WEB_APP__: JSON.stringify(webApp),
    },
    worker: { format: 'es' },
    build: {
      outDir: webApp ? '../dist/web' : '../dist/renderer',
      emptyOutDir: true,
      target: 'chrome130',
      sourcemap: true,
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
