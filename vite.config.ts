import { readFileSync } from 'node:fs';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { cspMetaPlugin } from './src-main/content-security-policy';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The renderer: built into dist/renderer, loaded by Electron or served by `vite preview`. */
export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [svelte({ configFile: false }), cspMetaPlugin()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  worker: { format: 'es' },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
