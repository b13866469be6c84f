import type { WellspringApi } from '../shared/protocol/ipc';

declare global {
  /** The package version, inlined by Vite at build time. */
  const __APP_VERSION__: string;
  /** True in the web build (`npm run build:web`): offline worker, manifest, install. */
  const __WEB_APP__: boolean;

  interface Window {
    /** Present in the desktop app (exposed by the preload); absent in a plain browser. */
    readonly wellspring?: WellspringApi;
  }
}

export {};
