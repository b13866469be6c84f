import type { BrowserWindowConstructorOptions } from 'electron';
import type { RestoredWindow } from './window-state';
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE } from './window-state';

/** The page's own --bg in each scheme (src-renderer/app.css), so no flash shows before paint. */
export const WINDOW_BACKGROUND = { light: '#f4f5f7', dark: '#14181e' } as const;

export function windowBackgroundColor(dark: boolean): string {
  return dark ? WINDOW_BACKGROUND.dark : WINDOW_BACKGROUND.light;
}

export interface WindowOptionsInput {
  /** Absolute path of the bundled preload (dist-electron/preload.cjs). */
  readonly preloadPath: string;
  /** nativeTheme.shouldUseDarkColors: the background painted before the page is. */
  readonly dark?: boolean;
  /** Size and position remembered from last time (window-state.ts), already clamped. */
  readonly restored?: RestoredWindow;
}

/** The one place window options are made (as VS Code's defaultBrowserWindowOptions). */
export function createWindowOptions({
  preloadPath,
  dark = true,
  restored,
}: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: 'Wellspring',
    width: restored?.width ?? DEFAULT_WINDOW_SIZE.width,
    height: restored?.height ?? DEFAULT_WINDOW_SIZE.height,
    ...(restored?.x === undefined || restored.y === undefined
      ? {}
      : { x: restored.x, y: restored.y }),
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    backgroundColor: windowBackgroundColor(dark),
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
      // A middle-click on a link would ask for a new window (denied in security.ts anyway):
      // without the event at all, there is nothing to deny (Electronegativity's AUXCLICK check).
      disableBlinkFeatures: 'Auxclick',
    },
  };
}
