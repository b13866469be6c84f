/**
 * The window's size, position and maximized state, saved in the app's data folder and restored
 * on the next start, clamped so the window always lands on a display that is still there (a
 * monitor unplugged since, a smaller resolution). Pure functions; windows.ts does the I/O.
 */
import * as v from 'valibot';

export const WINDOW_STATE_FILE_NAME = 'window-state.json';
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const;
export const MIN_WINDOW_SIZE = { width: 960, height: 600 } as const;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WindowState {
  /** The normal (not maximized) bounds. */
  readonly bounds: Rect;
  readonly maximized: boolean;
}

/** What restoring gives: no x/y means "let the OS centre it". */
export interface RestoredWindow {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
  readonly height: number;
  readonly maximized: boolean;
}

const finite = v.pipe(v.number(), v.finite(), v.safeInteger());
const windowStateSchema = v.object({
  bounds: v.object({
    x: finite,
    y: finite,
    width: v.pipe(finite, v.minValue(1)),
    height: v.pipe(finite, v.minValue(1)),
  }),
  maximized: v.boolean(),
});

/** The saved state, or null when the file is missing, not JSON, or not the right shape. */
export function parseWindowState(raw: string): WindowState | null {
  try {
    const result = v.safeParse(windowStateSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function serializeWindowState(state: WindowState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * Where the window opens. The saved bounds go on the display they overlap most (the primary one
 * when they overlap none), shrunk to fit its work area and moved fully inside it. Without a
 * saved state: the default size, centred by the OS.
 */
export function restoreWindowState(
  saved: WindowState | null,
  workAreas: readonly Rect[],
  primary: Rect,
): RestoredWindow {
  if (saved === null) {
    return {
      width: Math.min(DEFAULT_WINDOW_SIZE.width, primary.width),
      height: Math.min(DEFAULT_WINDOW_SIZE.height, primary.height),
      maximized: false,
    };
  }
  let area = primary;
  let best = 0;
  for (const candidate of workAreas) {
    const overlap = overlapArea(saved.bounds, candidate);
    if (overlap > best) {
      best = overlap;
      area = candidate;
    }
  }
  const width = clamp(saved.bounds.width, Math.min(MIN_WINDOW_SIZE.width, area.width), area.width);
  const height = clamp(
    saved.bounds.height,
    Math.min(MIN_WINDOW_SIZE.height, area.height),
    area.height,
  );
  return {
    x: clamp(saved.bounds.x, area.x, area.x + area.width - width),
    y: clamp(saved.bounds.y, area.y, area.y + area.height - height),
    width,
    height,
    maximized: saved.maximized,
  };
}

/** Calls `run` once things have been quiet for `ms` (moves and resizes come in bursts). */
export function debounce(
  run: () => void,
  ms: number,
  timers: {
    readonly set: (fn: () => void, ms: number) => unknown;
    readonly clear: (timer: unknown) => void;
  } = { set: (fn, delay) => setTimeout(fn, delay), clear: (t) => clearTimeout(t as never) },
): { (): void; cancel(): void } {
  let timer: unknown = null;
  const debounced = (): void => {
    if (timer !== null) timers.clear(timer);
    timer = timers.set(() => {
      timer = null;
      run();
    }, ms);
  };
  debounced.cancel = (): void => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };
  return debounced;
}
