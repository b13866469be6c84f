import { describe, expect, it } from 'vitest';
import {
  createWindowOptions,
  WINDOW_BACKGROUND,
  windowBackgroundColor,
} from '../../../src-main/window-options';

const options = createWindowOptions({ preloadPath: '/app/dist-electron/preload.cjs' });
const prefs = options.webPreferences ?? {};

describe('createWindowOptions', () => {
  it('isolates the preload context from the page', () => {
    expect(prefs.contextIsolation).toBe(true);
  });

  it('runs the renderer in the Chromium sandbox', () => {
    expect(prefs.sandbox).toBe(true);
  });

  it('gives the page, its workers and its frames no Node.js', () => {
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and insecure content off', () => {
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
  });

  it('disables the webview tag', () => {
    expect(prefs.webviewTag).toBe(false);
  });

  it('turns off middle-click (auxclick) on links, and drops onto the window navigate nowhere', () => {
    expect(prefs.disableBlinkFeatures).toBe('Auxclick');
    expect(prefs.navigateOnDragDrop).toBe(false);
  });

  it('loads the given preload script', () => {
    expect(prefs.preload).toBe('/app/dist-electron/preload.cjs');
  });

  it('titles the window Wellspring and hides it until the page is ready', () => {
    expect(options.title).toBe('Wellspring');
    expect(options.show).toBe(false);
    expect(options.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('opens at about 1280x800 and cannot shrink below its minimum size', () => {
    expect(options.width).toBe(1280);
    expect(options.height).toBe(800);
    expect(options.minWidth).toBeGreaterThan(0);
    expect(options.minHeight).toBeGreaterThan(0);
    expect(options.minWidth).toBeLessThanOrEqual(options.width ?? 0);
    expect(options.minHeight).toBeLessThanOrEqual(options.height ?? 0);
  });
});

describe('window theme and remembered bounds', () => {
  it('paints the page background of the OS theme before the page loads', () => {
    const preloadPath = '/p.cjs';
    expect(createWindowOptions({ preloadPath, dark: true }).backgroundColor).toBe(
      WINDOW_BACKGROUND.dark,
    );
    expect(createWindowOptions({ preloadPath, dark: false }).backgroundColor).toBe(
      WINDOW_BACKGROUND.light,
    );
    expect(windowBackgroundColor(false)).toBe('#f4f5f7');
  });

  it('opens where it was left, or lets the OS centre it', () => {
    const placed = createWindowOptions({
      preloadPath: '/p.cjs',
      restored: { x: 40, y: 30, width: 1400, height: 900, maximized: false },
    });
    expect([placed.x, placed.y, placed.width, placed.height]).toEqual([40, 30, 1400, 900]);
    const centred = createWindowOptions({
      preloadPath: '/p.cjs',
      restored: { width: 1100, height: 700, maximized: false },
    });
    expect('x' in centred).toBe(false);
    expect(centred.width).toBe(1100);
  });
});
