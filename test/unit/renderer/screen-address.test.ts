import { describe, expect, it } from 'vitest';
import { addressWithScreen, screenInAddress } from '../../../src-renderer/lib/screen-address';

const KNOWN = ['compare', 'willpower', 'nethack34'];

describe('the screen named in the address', () => {
  it('is read when it is a screen, and nothing otherwise', () => {
    expect(screenInAddress('http://127.0.0.1:4173/?screen=nethack34', KNOWN)).toBe('nethack34');
    expect(screenInAddress('http://127.0.0.1:4173/', KNOWN)).toBeNull();
    expect(screenInAddress('http://127.0.0.1:4173/?screen=', KNOWN)).toBeNull();
    expect(screenInAddress('http://127.0.0.1:4173/?screen=toString', KNOWN)).toBeNull();
    expect(screenInAddress('app://wellspring/index.html?screen=compare', KNOWN)).toBe('compare');
  });

  it('is set without touching the rest of the address', () => {
    expect(addressWithScreen('http://h/app/?x=1#restore-recovery', 'compare')).toBe(
      'http://h/app/?x=1&screen=compare#restore-recovery',
    );
    expect(addressWithScreen('http://h/?screen=willpower', 'nethack34')).toBe(
      'http://h/?screen=nethack34',
    );
    expect(screenInAddress(addressWithScreen('file:///a/index.html', 'willpower'), KNOWN)).toBe(
      'willpower',
    );
  });
});
