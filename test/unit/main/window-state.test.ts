import { describe, expect, it, vi } from 'vitest';
import {
  debounce,
  DEFAULT_WINDOW_SIZE,
  parseWindowState,
  restoreWindowState,
  serializeWindowState,
  type Rect,
} from '../../../src-main/window-state';

const laptop: Rect = { x: 0, y: 0, width: 1440, height: 875 };
const monitorRight: Rect = { x: 1440, y: 0, width: 2560, height: 1415 };

describe('restoreWindowState', () => {
  it('opens at the default size, centred by the OS, the first time', () => {
    expect(restoreWindowState(null, [laptop], laptop)).toEqual({
      width: DEFAULT_WINDOW_SIZE.width,
      height: DEFAULT_WINDOW_SIZE.height,
      maximized: false,
    });
  });

  it('restores bounds that still fit, exactly', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1400, height: 900 }, maximized: true };
    expect(restoreWindowState(saved, [laptop, monitorRight], laptop)).toEqual({
      ...saved.bounds,
      maximized: true,
    });
  });

  it('brings a window from an unplugged monitor back onto the primary display', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1400, height: 900 }, maximized: false };
    expect(restoreWindowState(saved, [laptop], laptop)).toEqual({
      x: 1440 - 1400,
      y: 0,
      width: 1400,
      height: 875,
      maximized: false,
    });
  });

  it('shrinks a window larger than its display and moves it fully inside', () => {
    const saved = { bounds: { x: -300, y: 500, width: 3000, height: 2000 }, maximized: false };
    expect(restoreWindowState(saved, [laptop], laptop)).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 875,
      maximized: false,
    });
  });

  it('pulls a window hanging off an edge back onto the display it mostly covers', () => {
    const saved = { bounds: { x: 3800, y: 1200, width: 1000, height: 700 }, maximized: false };
    expect(restoreWindowState(saved, [laptop, monitorRight], laptop)).toEqual({
      x: 1440 + 2560 - 1000,
      y: 1415 - 700,
      width: 1000,
      height: 700,
      maximized: false,
    });
  });

  it('handles displays left of and above the primary one (negative coordinates)', () => {
    const left: Rect = { x: -1920, y: -200, width: 1920, height: 1080 };
    const saved = { bounds: { x: -1800, y: -150, width: 1200, height: 800 }, maximized: false };
    expect(restoreWindowState(saved, [laptop, left], laptop)).toEqual({
      ...saved.bounds,
      maximized: false,
    });
  });
});

describe('parseWindowState', () => {
  it('reads what serializeWindowState writes', () => {
    const state = { bounds: { x: 10, y: 20, width: 1300, height: 820 }, maximized: false };
    expect(parseWindowState(serializeWindowState(state))).toEqual(state);
  });

  it.each([
    ['not JSON', '{'],
    ['a missing field', '{"bounds":{"x":1,"y":2,"width":3},"maximized":false}'],
    ['a zero width', '{"bounds":{"x":1,"y":2,"width":0,"height":4},"maximized":false}'],
    ['a string number', '{"bounds":{"x":"1","y":2,"width":3,"height":4},"maximized":false}'],
    ['fractions', '{"bounds":{"x":1.5,"y":2,"width":3,"height":4},"maximized":false}'],
  ])('gives null for %s', (_label, raw) => {
    expect(parseWindowState(raw)).toBeNull();
  });
});

describe('debounce', () => {
  it('runs once after the burst ends, and not at all when cancelled', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const debounced = debounce(run, 500);
      debounced();
      vi.advanceTimersByTime(400);
      debounced();
      vi.advanceTimersByTime(400);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(run).toHaveBeenCalledTimes(1);
      debounced();
      debounced.cancel();
      vi.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
