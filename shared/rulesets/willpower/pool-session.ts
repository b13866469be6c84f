/**
 * A designer playing with one character's mana over time ("MP 12/18"): spend, wait, kill, level
 * up, put items on and off. Pure transitions over {@link PoolSession}; regeneration is exact
 * (fractions) and its progress toward the next point carries over between waits, and is lost
 * once the pool is full (seed 000, "The fine print").
 */
import { add, multiply, toFraction, type Fraction } from '../../engine/fraction';
import {
  diseaseLowersMax,
  putOnMaxItem,
  raiseBoth,
  regenCeiling,
  statusEnds,
  statusLowersMax,
  takeOffMaxItem,
  type ManaPool,
} from './mana-pool';
import type { RegenDrain, RegenRate } from './regen';

export interface PoolSession extends ManaPool {
  /** Progress toward the next point, as a fraction of a point (0 ≤ progress < 1). */
  readonly progress: Fraction;
  /**
   * Seconds toward each drain's next bite, by drain label (a status's name: the designer's text,
   * so a Map, where a status named `constructor` finds nothing inherited).
   */
  readonly drainSeconds: ReadonlyMap<string, number>;
  /** What the last action did, in words. */
  readonly message: string;
  /** Mana spent, and spends of 1 mana or more, since the start: what spending trained. */
  readonly spentMana: number;
  readonly spends: number;
}

const ZERO: Fraction = { n: 0, d: 1 };

export function startSession(max: number): PoolSession {
  return {
    current: max,
    max,
    progress: ZERO,
    drainSeconds: new Map(),
    message: `Full: ${max}/${max}.`,
    spentMana: 0,
    spends: 0,
  };
}

/**
 * The build's maximum changed. A level-up (and Deep well) raises the mana you have with it;
 * anything else (an item put on or taken off, an edit) changes only the maximum, and a lower
 * maximum lowers the mana you have to it if need be.
 */
export function maxChanged(
  session: PoolSession,
  newMax: number,
  cause: 'level-up' | 'deep-well' | 'disease' | 'other',
): PoolSession {
  const delta = newMax - session.max;
  if (delta === 0) return session;
  if (cause === 'disease' && delta < 0) {
    const pool = diseaseLowersMax(session, -delta);
    return {
      ...session,
      ...pool,
      message: `The disease lowered the maximum by ${-delta}, and the mana you have with it.`,
    };
  }
  const raisesBoth = (cause === 'level-up' || cause === 'deep-well') && delta > 0;
  const pool: ManaPool = raisesBoth
    ? raiseBoth(session, delta)
    : delta > 0
      ? putOnMaxItem(session, delta)
      : takeOffMaxItem(session, -delta);
  const who = cause === 'deep-well' ? 'Deep well' : 'A level-up';
  const how = raisesBoth
    ? `${who} raised the maximum and the mana you have by ${delta}.`
    : delta > 0
      ? `The maximum rose by ${delta}; the mana you have did not.`
      : `The maximum fell by ${-delta}; the mana you have is at most the new maximum.`;
  return { ...session, ...pool, message: how };
}

/** Spends `cost` mana, or refuses and spends nothing. */
export function spend(session: PoolSession, cost: number, what: string): PoolSession {
  if (cost > session.current) {
    return {
      ...session,
      message: `${what} needs ${cost} mana but you have ${session.current}: refused, nothing spent.`,
    };
  }
  return {
    ...session,
    current: session.current - cost,
    message: `${what}: spent ${cost}.`,
    spentMana: session.spentMana + cost,
    spends: session.spends + (cost > 0 ? 1 : 0),
  };
}

/**
 * Waits `seconds` of game time at `rate` (null: mana never comes back), with drains. Points come
 * back up to the ceiling in force; progress carries over and is dropped when full. Drains bite
 * after the points of the wait (a simplification that is exact whenever a drain stops
 * regeneration, as Ebbing does).
 */
export function wait(
  session: PoolSession,
  seconds: number,
  rate: RegenRate | null,
  drains: readonly RegenDrain[],
): PoolSession {
  const ceiling = regenCeiling(session);
  let current = session.current;
  let progress = session.progress;
  if (rate !== null && current < ceiling) {
    const earned = add(
      progress,
      multiply(toFraction(seconds, 'Seconds'), { n: rate.points, d: rate.seconds }),
    );
    const whole = Math.floor(earned.n / earned.d);
    current = Math.min(ceiling, current + whole);
    progress = current >= ceiling ? ZERO : add(earned, { n: -whole, d: 1 });
  }
  const gained = current - session.current;
  const drainSeconds = new Map(session.drainSeconds);
  let drained = 0;
  for (const drain of drains) {
    const total = (drainSeconds.get(drain.label) ?? 0) + seconds;
    const bites = Math.floor(total / drain.everySeconds);
    drainSeconds.set(drain.label, total - bites * drain.everySeconds);
    const taken = Math.min(current, bites * drain.mana);
    current -= taken;
    drained += taken;
  }
  if (current >= ceiling) progress = ZERO;
  const parts = [`Waited ${seconds} s: ${gained} back`];
  if (drained > 0) parts.push(`${drained} drained`);
  const never = rate === null ? ' (mana does not come back under these conditions)' : '';
  return { ...session, current, progress, drainSeconds, message: `${parts.join(', ')}${never}.` };
}

/** Mana from a kill or Blood magic, never above the maximum in force. */
export function regain(session: PoolSession, points: number, what: string): PoolSession {
  const ceiling = regenCeiling(session);
  const current =
    session.current >= ceiling ? session.current : Math.min(ceiling, session.current + points);
  const progress = current >= ceiling ? ZERO : session.progress;
  return { ...session, current, progress, message: `${what}: +${current - session.current}.` };
}

/**
 * A status lowers a stat: the maximum is `loweredMax` while it lasts. The mana you have is kept,
 * but none comes back (from regeneration, kills or Blood magic) above the lower maximum.
 */
export function statusLowers(session: PoolSession, loweredMax: number, what: string): PoolSession {
  const pool = statusLowersMax(session, Math.max(0, session.max - loweredMax));
  return {
    ...session,
    ...pool,
    message: `${what}: the maximum is ${loweredMax} while it lasts; you keep the ${session.current} you have.`,
  };
}

/** The stat-lowering status passes: the full maximum is back. */
export function statusPasses(session: PoolSession): PoolSession {
  // Everything but the cap carries on (progress, drains, what spending trained).
  const rest: PoolSession = { ...session };
  delete (rest as { cappedAt?: number }).cappedAt;
  return {
    ...rest,
    ...statusEnds(session),
    message: 'The status passed: the full maximum is back.',
  };
}
