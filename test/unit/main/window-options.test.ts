import { describe, expect, it } from 'vitest';
import { createWindowOptions } from '../../../src-main/window-options';

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
