import { describe, expect, it } from 'vitest';
import type { EngineActivity } from '../../../src-renderer/lib/engine-client';
import {
  engineStatusText,
  engineStatusTitle,
  STALE_AFTER_MS,
} from '../../../src-renderer/lib/engine-status';

const idle: EngineActivity = { pending: 0, oldest: null, restart: null };
const waiting = (pending: number, since: number, restart: EngineActivity['restart'] = null) => ({
  pending,
  oldest: { type: 'dcss/endurance' as const, since },
  restart,
});

describe('engineStatusText', () => {
  it('says "Engine ready" only when no shown result waits for an answer', () => {
    expect(engineStatusText({ status: 'ready', failure: null, activity: idle, now: 5000 })).toBe(
      'Engine ready',
    );
  });

  it('stays quiet for an answer that comes within the usual time (no flicker while typing)', () => {
    const activity = waiting(2, 1000);
    const now = 1000 + STALE_AFTER_MS - 1;
    expect(engineStatusText({ status: 'ready', failure: null, activity, now })).toBe(
      'Engine ready',
    );
  });

  it('says how many results are stale once one has waited, and which call computes longest', () => {
    const text = (now: number, pending = 2) =>
      engineStatusText({ status: 'ready', failure: null, activity: waiting(pending, 1000), now });
    expect(text(1000 + STALE_AFTER_MS)).toBe(
      'Updating 2 results; the figures shown are the last computed',
    );
    expect(text(5400, 1)).toBe(
      'Updating 1 result (dcss/endurance: 4 s); the figures shown are the last computed',
    );
  });

  it('names a restart while results wait, and keeps it in the tooltip after', () => {
    const restart = { reason: 'it was computing a result no longer shown', at: 1200 };
    expect(
      engineStatusText({
        status: 'ready',
        failure: null,
        activity: waiting(1, 1000, restart),
        now: 1500,
      }),
    ).toBe(
      'Engine restarted (it was computing a result no longer shown); updating 1 result; the figures shown are the last computed',
    );
    const after = { pending: 0, oldest: null, restart };
    expect(engineStatusText({ status: 'ready', failure: null, activity: after, now: 9000 })).toBe(
      'Engine ready',
    );
    expect(engineStatusTitle(after)).toContain(
      'The engine was last restarted: it was computing a result no longer shown.',
    );
  });

  it('says the engine failed, and is starting until its first answer', () => {
    expect(
      engineStatusText({
        status: 'failed',
        failure: 'The engine stopped: x.',
        activity: idle,
        now: 0,
      }),
    ).toBe('The engine stopped: x.');
    expect(engineStatusText({ status: 'starting', failure: null, activity: idle, now: 0 })).toBe(
      'Engine starting…',
    );
    // Never asked (a screen that computes nothing yet): not "starting" for ever.
    expect(engineStatusText({ status: 'idle', failure: null, activity: idle, now: 0 })).toBe(
      'Engine idle',
    );
  });
});
