/**
 * The mana you have and your maximum, and what each kind of change does to them (seed 000: "How
 * much mana you have", "When the most falls"). Pure transitions: each returns a new pool.
 */
export interface ManaPool {
  readonly current: number;
  readonly max: number;
  /**
   * While a status lowers a stat, the maximum is lower only for as long as it lasts: you keep the
   * mana you had, but none comes back above this lower cap. Absent when no such status is active.
   */
  readonly cappedAt?: number;
}

/** The ceiling regeneration works up to right now. */
export function regenCeiling(pool: ManaPool): number {
  return Math.min(pool.max, pool.cappedAt ?? pool.max);
}

/** A new creature (or a fresh build) starts full, items that raise the maximum included. */
export function startFull(max: number): ManaPool {
  return { current: max, max };
}

/** A level-up (and Deep well) raises the maximum and the mana you have by the same amount. */
export function raiseBoth(pool: ManaPool, amount: number): ManaPool {
  return { ...pool, current: pool.current + amount, max: pool.max + amount };
}

/** Putting on "+N to maximum mana" raises the maximum, not the mana you have. */
export function putOnMaxItem(pool: ManaPool, amount: number): ManaPool {
  return { ...pool, max: pool.max + amount };
}

/** Taking it off lowers the maximum and, if need be, the mana you have to the new maximum. */
export function takeOffMaxItem(pool: ManaPool, amount: number): ManaPool {
  const max = Math.max(0, pool.max - amount);
  return { ...pool, max, current: Math.min(pool.current, max) };
}

/**
 * A disease that damages Int, Wil or Pre lowers the maximum, and the mana you have with it.
 * Reading: the mana you have falls by the same amount as the maximum (never below zero), as a
 * level-up raises both by the same amount.
 */
export function diseaseLowersMax(pool: ManaPool, loss: number): ManaPool {
  const max = Math.max(0, pool.max - loss);
  return { ...pool, max, current: Math.min(max, Math.max(0, pool.current - loss)) };
}

/** A status that lowers a stat caps the maximum while it lasts; the mana you have is kept. */
export function statusLowersMax(pool: ManaPool, loss: number): ManaPool {
  return { ...pool, cappedAt: Math.max(0, pool.max - loss) };
}

/** The status passes: the full maximum is back (the mana you have is unchanged). */
export function statusEnds(pool: ManaPool): ManaPool {
  return { current: pool.current, max: pool.max };
}

/**
 * Mana coming back (regeneration, a kill, Blood magic): never above the maximum in force, which a
 * stat-lowering status caps while it lasts; mana already above that cap is kept, not lost.
 */
export function restore(pool: ManaPool, points: number): ManaPool {
  const ceiling = regenCeiling(pool);
  if (pool.current >= ceiling) return pool;
  return { ...pool, current: Math.min(ceiling, pool.current + points) };
}
