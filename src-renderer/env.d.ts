import type { WellspringApi } from '../shared/protocol/ipc';

declare global {
  /** The package version, inlined by Vite at build time. */
  const __APP_VERSION__: string;

  interface Window {
    /** Present in the desktop app (exposed by the preload); absent in a plain browser. */
    readonly wellspring?: WellspringApi;
  }
}

export {};
