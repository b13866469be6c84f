import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowOptionsInput {
  /** Absolute path of the bundled preload (dist-electron/preload.cjs). */
  readonly preloadPath: string;
}

/** The one place window options are made (as VS Code's defaultBrowserWindowOptions). */
export function createWindowOptions({
  preloadPath,
}: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: 'Wellspring',
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    backgroundColor: '#1b1d23',
    // Shown on 'ready-to-show', so the user never sees an empty white frame.
    show: false,
    webPreferences: {
      preload: preloadPath,
      // The renderer reaches main only through the verbs the preload exposes.
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    },
  };
}
