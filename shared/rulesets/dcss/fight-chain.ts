/**
 * One DCSS fight, turn by turn, exact: the build's HP and carried regeneration points as a
 * distribution, played in the order a DCSS player sees a melee exchange:
 *
 * 1. the build attacks (the kill's own chain, `castsToKill`): if the target is dead, the fight
 *    ends, and the turn's regeneration still comes (the turn of 10 auts passes);
 * 2. the target, still alive, hits back: HP at 0 or below is a death, there and then;
 * 3. regeneration: the turn's points (TRR with a monster in sight) join the carried ones, every
 *    100 heal 1 HP, HP never above max (whole HP past it are lost, the remainder carried, as the
 *    regeneration panel's simulation does; with the source's reading no points come while HP is
 *    at max).
 *
 * The target's attacks and the build's HP are independent until one of them dies, so the kill's
 * chance by attacks (P(K = k)) and the HP chain are walked side by side: a kill on attack k meets
 * the HP after k − 1 hits and k regenerations. A fight the attacks have not won by the cap
 * ({@link KILL_CASTS_MAX} attacks) is a death if the hits of those turns took every hit point,
 * else it is still going ("past the cap"), never counted as safe.
 */
import { KILL_CASTS_MAX, killChances, type CastsToKill } from '../../analysis/endurance';
import type { Dist } from '../../engine/dist';

/** How HP moves in a turn of fighting. */
export interface FightTurnRules {
  readonly maxHp: number;
  /** Regeneration points a turn of fighting brings: TRR with a monster in sight. */
  readonly pointsPerTurn: number;
  /** Points that heal 1 HP (100). */
  readonly pointsPerHp: number;
  /** The source's reading: no points accumulate on a turn that starts its regeneration at max. */
  readonly onlyBelowMax: boolean;
}

/** Where a fight can end, with its chance. The chances of the three kinds sum to 1. */
export interface FightEnd {
  /** The target dead and the build alive: its HP and carried points then. */
  readonly alive: readonly {
    readonly hp: number;
    readonly carried: number;
    readonly chance: number;
  }[];
  /** P(a hit takes the build to 0 HP or below before the target dies, or within the cap). */
  readonly death: number;
  /** P(both still alive after {@link KILL_CASTS_MAX} attacks). */
  readonly pastCap: number;
  /** Σ over survived fights of P × attacks: divided by P(alive), the survived fight's length. */
  readonly attacksWhenAlive: number;
}

/** HP (index 1..max; 0 unused) by carried points: the build alive, as chances. */
type Rows = Map<number, Float64Array>;

function mass(rows: Rows): number {
  let sum = 0;
  for (const row of rows.values()) for (const p of row) sum += p;
  return sum;
}

function addInto(rows: Rows, carried: number, row: Float64Array, scale = 1): void {
  const into = rows.get(carried);
  if (into === undefined) {
    rows.set(carried, scale === 1 ? row : row.map((p) => p * scale));
    return;
  }
  for (let hp = 1; hp < row.length; hp += 1)
    into[hp] = (into[hp] as number) + scale * (row[hp] as number);
}

/** The target's hit: each HP falls by the hit; what falls to 0 or below is dead. */
function hitBack(rows: Rows, hit: Dist, tail: Float64Array): { rows: Rows; died: number } {
  const next: Rows = new Map();
  let died = 0;
  for (const [carried, row] of rows) {
    const after = new Float64Array(row.length);
    let any = false;
    for (let hp = 1; hp < row.length; hp += 1) {
      const p = row[hp] as number;
      if (p === 0) continue;
      died += p * (tail[Math.min(hp, tail.length - 1)] as number);
      // Hits below hp leave the build alive at hp − hit.
      const most = Math.min(hit.probs.length, hp - hit.offset);
      for (let j = 0; j < most; j += 1) {
        const left = hp - hit.offset - j;
        after[left] = (after[left] as number) + p * (hit.probs[j] as number);
        any = true;
      }
    }
    if (any) addInto(next, carried, after);
  }
  return { rows: next, died };
}

/** A turn's regeneration: the points join the carried ones, 100 heal 1 HP, never above max. */
function regenerate(rows: Rows, rules: FightTurnRules): Rows {
  const { maxHp, pointsPerHp, onlyBelowMax } = rules;
  const points = Math.max(0, rules.pointsPerTurn);
  const next: Rows = new Map();
  for (const [carried, row] of rows) {
    const total = carried + points;
    const whole = Math.floor(total / pointsPerHp);
    const left = total - whole * pointsPerHp;
    const moved = new Float64Array(row.length);
    for (let hp = 1; hp < row.length; hp += 1) {
      const p = row[hp] as number;
      if (p === 0 || (onlyBelowMax && hp >= maxHp)) continue;
      const to = Math.min(maxHp, hp + whole);
      moved[to] = (moved[to] as number) + p;
    }
    addInto(next, left, moved);
    if (onlyBelowMax && (row[maxHp] as number) > 0) {
      // At max under the source's reading: nothing accumulates, the remainder stays.
      const kept = new Float64Array(row.length);
      kept[maxHp] = row[maxHp] as number;
      addInto(next, carried, kept);
    }
  }
  return next;
}

/** P(hit ≥ h) for h = 0..maxHp (a hit at least the HP left is a death). */
function tailOf(hit: Dist, maxHp: number): Float64Array {
  const tail = new Float64Array(maxHp + 1);
  for (let h = 0; h <= maxHp; h += 1) {
    let sum = 0;
    for (let j = Math.max(0, h - hit.offset); j < hit.probs.length; j += 1) {
      sum += hit.probs[j] as number;
    }
    tail[h] = sum;
  }
  return tail;
}

/**
 * Plays one fight from full HP and no carried points (what a rest to full leaves, less the points
 * under one HP it may carry), the target hitting `hit` (never below 0) while it lives.
 */
export function playFight(kill: CastsToKill, hit: Dist, rules: FightTurnRules): FightEnd {
  const { maxHp } = rules;
  const chances = killChances(kill);
  const lastDead = kill.deadBy.at(-1) ?? 0;
  // castsToKill stops at certainty to 1e-12: what is left past the cap is a fight still going.
  const pastCapKill =
    kill.deadBy.length >= KILL_CASTS_MAX && 1 - lastDead > 1e-12 ? 1 - lastDead : 0;
  const turns = pastCapKill > 0 ? KILL_CASTS_MAX : (chances.at(-1)?.casts ?? 0);
  const tail = tailOf(hit, maxHp);
  const start = new Float64Array(maxHp + 1);
  start[maxHp] = 1;
  let rows: Rows = new Map([[0, start]]);
  let dead = 0;
  let death = 0;
  let attacksWhenAlive = 0;
  const alive: Rows = new Map();
  let next = 0;
  for (let k = 1; k <= turns; k += 1) {
    // rows: after k − 1 hits and regenerations. A kill on attack k ends the fight here.
    const ends = chances[next]?.casts === k ? (chances[next] as { chance: number }).chance : 0;
    if (ends > 0) {
      next += 1;
      death += ends * dead;
      const ended = regenerate(rows, rules);
      for (const [carried, row] of ended) addInto(alive, carried, row, ends);
      attacksWhenAlive += ends * k * mass(rows);
    }
    if (k === turns && pastCapKill === 0) break;
    const hitDone = hitBack(rows, hit, tail);
    dead += hitDone.died;
    rows = regenerate(hitDone.rows, rules);
    if (rows.size === 0) {
      // Every hit point gone for certain: every fight still going ends in a death.
      death += (1 - (kill.deadBy[k - 1] ?? 0)) * dead;
      return { alive: listed(alive), death, pastCap: 0, attacksWhenAlive };
    }
  }
  death += pastCapKill * dead;
  return {
    alive: listed(alive),
    death,
    pastCap: pastCapKill * mass(rows),
    attacksWhenAlive,
  };
}

function listed(rows: Rows): { hp: number; carried: number; chance: number }[] {
  const out: { hp: number; carried: number; chance: number }[] = [];
  for (const [carried, row] of rows) {
    row.forEach((chance, hp) => {
      if (chance > 0) out.push({ hp, carried, chance });
    });
  }
  return out;
}
