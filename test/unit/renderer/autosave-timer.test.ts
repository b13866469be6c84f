import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_MAX_WAIT_MS,
  AutosaveTimer,
  type AutosaveClock,
} from '../../../src-renderer/lib/autosave-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const clock: AutosaveClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * A designer's session: edits at the given times (ms from the start), the window killed at
 * `killAt`. Gives back how many edits the recovery record held when it was killed (what a
 * restart would offer), and how many writes there were.
 */
function session(
  editTimes: readonly number[],
  killAt: number,
  maxWaitMs = AUTOSAVE_MAX_WAIT_MS,
): { kept: number; writes: number } {
  let edits = 0;
  let kept = 0;
  let writes = 0;
  const timer = new AutosaveTimer(
    () => {
      kept = edits;
      writes += 1;
    },
    clock,
    AUTOSAVE_DELAY_MS,
    maxWaitMs,
  );
  const start = Date.now();
  for (const at of editTimes) {
    vi.advanceTimersByTime(start + at - Date.now());
    edits += 1;
    timer.changed();
  }
  vi.advanceTimersByTime(start + killAt - Date.now());
  // Killed: whatever was not written is lost, and nothing runs any more.
  timer.cancel();
  return { kept, writes };
}

describe('AutosaveTimer', () => {
  it('writes once, 2 s after the last edit of a burst', () => {
    const { kept, writes } = session([0, 300, 600, 900], 900 + AUTOSAVE_DELAY_MS);
    expect({ kept, writes }).toEqual({ kept: 4, writes: 1 });
  });

  it('keeps a designer who edits every 1.2 s for 31 s protected (the issue’s probe)', () => {
    const edits = Array.from({ length: 23 }, (_, i) => i * 1200);
    const killAt = 22 * 1200 + 1000;
    // Without a maximum wait the 2-second timer restarts on every edit: nothing was ever kept.
    expect(session(edits, killAt, Number.POSITIVE_INFINITY).kept).toBe(0);
    const { kept, writes } = session(edits, killAt);
    // Every edit made 5 s or more before the kill is in the record.
    const old = edits.filter((at) => at <= killAt - AUTOSAVE_MAX_WAIT_MS).length;
    expect(kept).toBeGreaterThanOrEqual(old);
    expect(old).toBe(19);
    // One write per 5 s of waiting, not one per edit: at 5 s (edits 0–4.8 s), 11 s (from the
    // edit at 6 s), 17 s and 23 s; the one due at 29 s never came.
    expect(writes).toBe(4);
  });

  it('writes at once on flush, and not again until the next edit', () => {
    let writes = 0;
    const timer = new AutosaveTimer(() => (writes += 1), clock);
    timer.changed();
    expect(timer.pending).toBe(true);
    timer.flush();
    timer.flush();
    expect(writes).toBe(1);
    expect(timer.pending).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(writes).toBe(1);
  });

  it('writes nothing after cancel (the project was saved)', () => {
    let writes = 0;
    const timer = new AutosaveTimer(() => (writes += 1), clock);
    timer.changed();
    timer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(writes).toBe(0);
  });

  it('loses at most the last 5 s of edits, whenever the window is killed (fixed-seed fuzz)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 50, max: 3000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 3000 }),
        (gaps, afterLast) => {
          const edits = gaps.map((_, i) => gaps.slice(0, i + 1).reduce((a, b) => a + b, 0));
          const last = edits.at(-1) ?? 0;
          const killAt = last + afterLast;
          const { kept, writes } = session(edits, killAt);
          const old = edits.filter((at) => at <= killAt - AUTOSAVE_MAX_WAIT_MS).length;
          expect(kept).toBeGreaterThanOrEqual(old);
          // A pause of 2 s after the last edit writes everything.
          if (afterLast >= AUTOSAVE_DELAY_MS) expect(kept).toBe(edits.length);
          // Never more writes than edits.
          expect(writes).toBeLessThanOrEqual(edits.length);
        },
      ),
      { seed: 36, numRuns: 200 },
    );
  });
});
