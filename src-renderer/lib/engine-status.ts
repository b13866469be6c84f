import type { EngineActivity } from './engine-client';

/**
 * How long a result may wait for its answer before the status bar calls it stale: longer than
 * the usual answer (a few ms), so typing does not make the bar flicker.
 */
export const STALE_AFTER_MS = 250;

export interface EngineStatusInput {
  readonly status: 'idle' | 'starting' | 'ready' | 'failed';
  readonly failure: string | null;
  readonly activity: EngineActivity;
  /** The page's clock, as the activity's times are. */
  readonly now: number;
}

/**
 * What the status bar says of the engine: "Engine ready" only when every shown result is the
 * answer to its newest input. While one waits past `STALE_AFTER_MS` it says how many are stale
 * and, past a second, which call has computed longest; a restart (a request stopped) is named
 * while results wait (once all are in, the bar's tooltip keeps it: see `engineStatusTitle`).
 */
export function engineStatusText({ status, failure, activity, now }: EngineStatusInput): string {
  if (status === 'failed') return failure ?? 'Engine failed';
  const { pending, oldest, restart } = activity;
  const restarted = restart !== null ? `Engine restarted (${restart.reason}); ` : '';
  const waited = oldest === null ? 0 : now - oldest.since;
  if (pending > 0 && waited >= STALE_AFTER_MS) {
    const seconds = Math.floor(waited / 1000);
    const longest = oldest !== null && seconds >= 1 ? ` (${oldest.type}: ${seconds} s)` : '';
    const results = pending === 1 ? '1 result' : `${pending} results`;
    return `${restarted}updating ${results}${longest}; the figures shown are the last computed`.replace(
      /^u/,
      'U',
    );
  }
  // Not asked anything yet: nothing waits for it, and it starts with the first question.
  if (status === 'idle') return 'Engine idle';
  return status === 'starting' ? 'Engine starting…' : 'Engine ready';
}

/** The status bar's tooltip: what "updating" means, and why the engine was last restarted. */
export function engineStatusTitle(activity: EngineActivity): string {
  const about =
    'Each chart and table keeps its last figures until the engine answers for the newest inputs.';
  const { restart } = activity;
  if (restart === null) return about;
  return `${about} The engine was last restarted: ${restart.reason}.`;
}
