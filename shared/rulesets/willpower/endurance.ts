/**
 * Endurance over levels 1–60 (Willpower): a build casting a rotation of spells, one every so many
 * seconds, at each level with that level's maximum, costs and regeneration:
 *
 * - casts before the pool is empty, from full, at the pattern's pace (null: the pace holds for the
 *   whole hour, regeneration keeps up);
 * - sustained casts per hour, from empty, casting at the pace or as soon as the pool holds the
 *   cost, whichever is later (what regeneration alone keeps going);
 * - the time to kill a target of H hit points, each cast dealing its dice (exact, p5/p50/p95):
 *   the fight starts full and casts wait for the pool when it runs short;
 * - the rest after each such fight: from the mana the fight leaves (plus what the kill gives back
 *   with Siphoning) to full, resting when rest is allowed, at the fight's pace when it is not,
 *   with the progress toward the next point the fight built up (lost only if the gift fills the
 *   pool: the seed's carry-over).
 *
 * Time moves in whole seconds: a cast waits for the first whole second at which the pool holds
 * its cost. The pool itself is the exact one of `regen-simulation.ts`.
 */
import type { EnduranceAnswer } from '../../analysis/endurance-analysis';
import {
  checkWholeBetween,
  castsToKill,
  checkDamage,
  checkTargetHp,
  KILL_CASTS_MAX,
  ROTATION_MAX,
  TARGET_HP_MAX,
  mapSpread,
  mostCasts,
  spreadOfKill,
  spreadWords,
  type CastsToKill,
  type Spread,
} from '../../analysis/endurance';
import { walkRotation, type PoolClock } from '../../analysis/pool-walk';
import { parseDice } from '../../engine/dice-notation';
import { computeRegenAtLevel } from './build-regen';
import { computeAbilityCosts, sourcesInForce } from './casting-economy';
import { HOUR_SECONDS, HOUR_WALK_HORIZON } from './hour';
import type { WillpowerBuild, WillpowerData } from './data';
import { checkCreatureLevel, KILL_CELLS_MAX, manaOnKill, siphoningFrom } from './mana-on-kill';
import { computeManaCurve } from './max-mana';
import {
  advanceRegen,
  changePace,
  makeRegenClock,
  spendMana,
  startRegen,
  type RegenClock,
  type RegenState,
} from './regen-simulation';
import type { RegenResult } from './regen';
import type { ReportTable } from '../../report/report-table';

/** One cast of the rotation: the ability (by id) and the damage it deals, as dice ("" = none). */
export interface EnduranceCast {
  readonly abilityId: string;
  readonly damage: string;
}

/** How the build fights: what it casts, how often, against what, and whether it rests after. */
export interface EndurancePattern {
  /** Cast in this order, over and over: 1 to {@link ROTATION_MAX} casts. */
  readonly rotation: readonly EnduranceCast[];
  /** Whole seconds from one cast to the next, 1 to {@link EVERY_SECONDS_MAX}. */
  readonly everySeconds: number;
  /** The hit points of the target each fight kills, 1 to {@link TARGET_HP_MAX}. */
  readonly targetHp: number;
  /** After a fight: rest (the resting statuses added) or move on at the fight's pace. */
  readonly rest: boolean;
  /** The slain creature's level (Siphoning pays by kill, Malison by level); null: the build's. */
  readonly killLevel: number | null;
  /** Cells from the build to the creature it kills, in a line (Siphoning reaches so far, round). */
  readonly killCells: number;
}

export { checkDamage, checkTargetHp, ROTATION_MAX, TARGET_HP_MAX };
export const EVERY_SECONDS_MAX = 3600;

/** The pattern the screen starts with: the data's first ability every 6 s, 40 HP, resting. */
export function defaultEndurancePattern(data: WillpowerData): EndurancePattern {
  const first = data.abilities[0]?.id;
  return {
    rotation: first === undefined ? [] : [{ abilityId: first, damage: '2d6' }],
    everySeconds: 6,
    targetHp: 40,
    rest: true,
    killLevel: null,
    killCells: 1,
  };
}

export interface EnduranceInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  /** The conditions the build fights under (ids into `data.statuses`). */
  readonly statusIds: readonly string[];
  readonly pattern: EndurancePattern;
}

export interface EnduranceLevel {
  readonly level: number;
  readonly maxMana: number;
  /** The rotation's mana, one pass of it, at this level's costs. */
  readonly rotationCost: number;
  /** Casts from full at the pace before one is refused; null: the pace holds for the hour. */
  readonly castsBeforeEmpty: number | null;
  /** Casts in an hour from empty, at the pace or when the pool allows, whichever is later. */
  readonly castsPerHour: number;
  /** Seconds from the first cast to the killing one (p5/p50/p95; null: never). */
  readonly secondsToKill: Spread;
  /** Mana the kill gives back (Siphoning, Malison) at p50's end of fight. */
  readonly killMana: number;
  /** Seconds after the fight until the pool is full again (p5/p50/p95; null: never). */
  readonly restSeconds: Spread;
  /** Why the rotation cannot be cast at this level at all, or null. */
  readonly never: string | null;
}

export interface Endurance extends EnduranceAnswer<EnduranceLevel> {
  /** Casts a kill takes: the same at every level (damage does not grow with level here). */
  readonly castsToKill: CastsToKill;
}

/** How long a rest (or a wait beside a drain) is followed before it is called "never". */
const REST_LIMIT_SECONDS = 24 * HOUR_SECONDS;

/** Why a number of seconds between casts is refused, or null (the field's check and the CLI's). */
export function checkEverySeconds(value: number): string | null {
  return checkWholeBetween(value, 1, EVERY_SECONDS_MAX, 'seconds');
}

/** Why a distance to the kill is refused, or null: whole cells in a line, from 0. */
export function checkKillDistance(value: number): string | null {
  return checkWholeBetween(value, 0, KILL_CELLS_MAX, 'cells');
}

/** Every reason a pattern cannot be walked, each naming its field (the engine's refusal). */
export function checkEndurancePattern(data: WillpowerData, pattern: EndurancePattern): string[] {
  const problems: string[] = [];
  const add = (what: string, problem: string | null) => {
    if (problem !== null) problems.push(`${what}: ${problem}`);
  };
  if (pattern.rotation.length === 0 || pattern.rotation.length > ROTATION_MAX) {
    problems.push(`The rotation needs from 1 to ${ROTATION_MAX} casts.`);
  }
  pattern.rotation.forEach((cast, index) => {
    if (!data.abilities.some((ability) => ability.id === cast.abilityId)) {
      add(`Cast ${index + 1}`, `there is no ability "${cast.abilityId}".`);
    }
    add(`Cast ${index + 1}'s damage`, checkDamage(cast.damage));
  });
  add('Seconds between casts', checkEverySeconds(pattern.everySeconds));
  add("The target's HP", checkTargetHp(pattern.targetHp));
  add('Cells to the kill', checkKillDistance(pattern.killCells));
  if (pattern.killLevel !== null) add('The kill’s level', checkCreatureLevel(pattern.killLevel));
  return problems;
}

/**
 * Whole seconds until the pool holds `mana` and the state then, or null when it never will
 * (no regeneration, or drains that keep it below within {@link REST_LIMIT_SECONDS}).
 */
function waitFor(
  clock: RegenClock,
  state: RegenState,
  mana: number,
): { steps: number; state: RegenState } | null {
  if (state.mana >= mana) return { steps: 0, state };
  if (clock.regenPeriod === null || mana > clock.maxMana) return null;
  if (clock.drains.length === 0) {
    // Without drains the next points come like clockwork: count the ticks, round up to seconds.
    const ticks =
      clock.regenPeriod - state.regenProgress + (mana - state.mana - 1) * clock.regenPeriod;
    const seconds = Math.ceil(ticks / clock.ticksPerSecond);
    return { steps: seconds, state: advanceRegen(clock, state, seconds).state };
  }
  let now = state;
  for (let seconds = 1; seconds <= REST_LIMIT_SECONDS; seconds += 1) {
    now = advanceRegen(clock, now, 1).state;
    if (now.mana >= mana) return { steps: seconds, state: now };
  }
  return null;
}

/** The exact pool of `regen-simulation.ts`, in whole seconds, as the shared walk moves it. */
function poolClock(clock: RegenClock): PoolClock<RegenState> {
  return {
    capacity: clock.maxMana,
    start: (mana) => startRegen(clock, mana).state,
    amount: (state) => state.mana,
    advance: (state, seconds) => advanceRegen(clock, state, seconds).state,
    spend: (state, cost) => spendMana(clock, state, cost).state,
    waitFor: (state, mana) => waitFor(clock, state, mana),
    repeats: (earlier, later) =>
      earlier.mana === later.mana &&
      earlier.regenProgress === later.regenProgress &&
      earlier.drainProgress.every((each, i) => each === later.drainProgress[i]),
    skip: (state, seconds) => ({ ...state, tick: state.tick + seconds * clock.ticksPerSecond }),
  };
}

/** The statuses a rest adds: every status of kind `rest` the conditions lack. */
function restingIds(data: WillpowerData, statusIds: readonly string[]): string[] {
  const rests = data.statuses.filter((status) => status.kind === 'rest').map((each) => each.id);
  return [...statusIds, ...rests.filter((id) => !statusIds.includes(id))];
}

function clockOf(maxMana: number, regen: RegenResult): RegenClock {
  return makeRegenClock({ maxMana, rate: regen.rate, drains: regen.drains });
}

/** Endurance of the build at every level 1..maxLevel, for the pattern under the conditions. */
export function computeWillpowerEndurance(input: EnduranceInput): Endurance {
  const { data, build, statusIds, pattern } = input;
  const problems = checkEndurancePattern(data, pattern);
  if (problems.length > 0) throw new RangeError(problems.join(' '));
  const damage = pattern.rotation.map((cast) =>
    parseDice(cast.damage.trim() === '' ? '0' : cast.damage),
  );
  const kill = castsToKill(damage, pattern.targetHp);
  const curve = computeManaCurve(data, build);
  const restIds = pattern.rest ? restingIds(data, statusIds) : [...statusIds];
  // The fight is followed to the most casts a kill can take: the rest's percentiles read them all.
  const record = mostCasts(kill);

  const levels = curve.points.map((point): EnduranceLevel => {
    const level = point.level;
    const atLevel = { ...build, level };
    const costById = new Map(computeAbilityCosts(data, atLevel).map((row) => [row.abilityId, row]));
    const costs = pattern.rotation.map((cast) => costById.get(cast.abilityId)?.cost ?? 0);
    const maxMana = point.maxMana;
    const rotationCost = costs.reduce((sum, cost) => sum + cost, 0);
    const tooDear = pattern.rotation.find((_, i) => (costs[i] as number) > maxMana);
    const none = { p5: null, p50: null, p95: null };
    if (tooDear !== undefined) {
      const row = costById.get(tooDear.abilityId);
      return {
        level,
        maxMana,
        rotationCost,
        castsBeforeEmpty: 0,
        castsPerHour: 0,
        secondsToKill: none,
        killMana: 0,
        restSeconds: none,
        never: `${row?.name ?? tooDear.abilityId} costs ${row?.cost ?? '?'}, more than the maximum of ${maxMana}.`,
      };
    }
    const fightClock = clockOf(maxMana, computeRegenAtLevel(data, build, { statusIds }, level));
    const restClock = clockOf(
      maxMana,
      computeRegenAtLevel(data, build, { statusIds: restIds }, level),
    );
    const every = pattern.everySeconds;
    const fromFull = walkRotation(poolClock(fightClock), maxMana, costs, every, {
      wait: false,
      horizon: HOUR_WALK_HORIZON,
      maxCasts: Number.MAX_SAFE_INTEGER,
      record: 0,
    });
    const fromEmpty = walkRotation(poolClock(fightClock), 0, costs, every, {
      wait: true,
      horizon: HOUR_WALK_HORIZON,
      maxCasts: Number.MAX_SAFE_INTEGER,
      record: 0,
    });
    const fight = walkRotation(poolClock(fightClock), maxMana, costs, every, {
      wait: true,
      horizon: Number.MAX_SAFE_INTEGER,
      maxCasts: Math.max(1, record),
      record,
    });
    const siphoning = siphoningFrom(sourcesInForce(data, atLevel));
    const killGives = (after: number) =>
      manaOnKill(data.rules.kills, {
        cause: 'spell',
        dx: pattern.killCells,
        dy: 0,
        creatureLevel: pattern.killLevel ?? level,
        hexed: false,
        classId: build.classId,
        classLevel: level,
        siphoning,
        current: after,
        max: maxMana,
      }).after;
    const endMana = (casts: number): number | null => {
      const after = fight.amountAfter[casts - 1];
      return after === undefined ? null : killGives(after);
    };
    // The rest starts where the killing cast left the pool: its mana with the kill's gift, and
    // the progress toward the next point the fight built up (lost only if the gift fills it).
    const restAfter = (casts: number): number | null => {
      const after = fight.statesAfter[casts - 1];
      if (after === undefined) return null;
      const rest = changePace(fightClock, after, restClock, killGives(after.mana));
      return waitFor(rest.clock, rest.state, maxMana)?.steps ?? null;
    };
    const p50End = kill.casts.p50 === null ? null : endMana(kill.casts.p50);
    return {
      level,
      maxMana,
      rotationCost,
      castsBeforeEmpty: fromFull.stopped === 'horizon' ? null : fromFull.casts,
      castsPerHour: fromEmpty.casts,
      secondsToKill: mapSpread(kill.casts, (casts) => fight.moments[casts - 1] ?? null),
      killMana:
        p50End === null ? 0 : p50End - (fight.amountAfter[(kill.casts.p50 ?? 1) - 1] ?? p50End),
      restSeconds: spreadOfKill(kill, restAfter),
      never: null,
    };
  });

  const names = pattern.rotation.map(
    (cast) =>
      data.abilities.find((ability) => ability.id === cast.abilityId)?.name ?? cast.abilityId,
  );
  const basis =
    `${names.join(', then ')}, one cast every ${pattern.everySeconds} s; a target of ` +
    `${pattern.targetHp} HP; ${pattern.rest ? 'resting after each fight' : 'no rest after a fight (the pool refills at the fight’s pace)'}. ` +
    'Fights start full; a cast waits for the first whole second the pool holds its cost; the ' +
    'rest after a fight keeps the progress toward the next point the fight built up. ' +
    `Each kill is the build’s spell, ${pattern.killCells} ${pattern.killCells === 1 ? 'cell' : 'cells'} ` +
    `away, of a creature ${pattern.killLevel === null ? 'of the build’s own level' : `of level ${pattern.killLevel}`}.`;
  return {
    levels,
    castsToKill: kill,
    explain: explainAt(levels[build.level - 1], pattern, names, kill),
    basis,
  };
}

/** The build's level in sentences: each figure and what it is made of. */
function explainAt(
  row: EnduranceLevel | undefined,
  pattern: EndurancePattern,
  names: readonly string[],
  kill: CastsToKill,
): string[] {
  if (row === undefined) return [];
  if (row.never !== null) return [`At level ${row.level}: ${row.never} The rotation never runs.`];
  const damage = pattern.rotation
    .map((cast, i) => `${names[i]} ${cast.damage.trim() === '' ? 'no damage' : cast.damage}`)
    .join(', ');
  return [
    `At level ${row.level}: max mana ${row.maxMana}; one pass of the rotation costs ${row.rotationCost}.`,
    row.castsBeforeEmpty === null
      ? `From full, one cast every ${pattern.everySeconds} s lasts the whole hour without the pool running dry.`
      : `From full, one cast every ${pattern.everySeconds} s: ${row.castsBeforeEmpty} casts, then the pool cannot pay for the next.`,
    `From empty, an hour of casting as soon as the pool allows (never faster than the pace): ${row.castsPerHour} casts.`,
    `Damage per cast: ${damage}. Against ${pattern.targetHp} HP a kill takes ` +
      `${spreadWords(kill.casts, ' cast', ' casts')} (p5 / p50 / p95, exact)` +
      (kill.casts.p95 === null ? `; more than ${KILL_CASTS_MAX} casts counts as never` : '') +
      `, that is ${spreadWords(row.secondsToKill, ' s')} from the first cast to the last.`,
    `After the fight (p50) the kill gives back ${row.killMana} mana; the rest to full takes ` +
      `${spreadWords(row.restSeconds, ' s')}.`,
  ];
}

/**
 * The endurance table the card shows and `wellspring report willpower/endurance` writes: a row
 * per level. "never" where a figure has none; `casts_before_empty` says "holds" where the pace
 * lasts the whole hour.
 */
export function enduranceReport(buildName: string, result: Endurance): ReportTable {
  const cell = (value: number | null) => (value === null ? 'never' : value);
  return {
    title: `Endurance of ${buildName}, levels 1–${result.levels.length}: ${result.basis}`,
    columns: [
      'level',
      'max_mana',
      'rotation_cost',
      'casts_before_empty',
      'casts_per_hour',
      'seconds_to_kill_p5',
      'seconds_to_kill_p50',
      'seconds_to_kill_p95',
      'kill_mana',
      'rest_seconds_p5',
      'rest_seconds_p50',
      'rest_seconds_p95',
    ],
    headings: [
      'Level',
      'Max mana',
      'Rotation cost',
      'Casts before empty',
      'Casts per hour',
      'Kill p5 (s)',
      'Kill p50 (s)',
      'Kill p95 (s)',
      'Kill mana',
      'Rest p5 (s)',
      'Rest p50 (s)',
      'Rest p95 (s)',
    ],
    rows: result.levels.map((row) => [
      row.level,
      row.maxMana,
      row.rotationCost,
      row.never !== null ? 0 : row.castsBeforeEmpty === null ? 'holds' : row.castsBeforeEmpty,
      row.castsPerHour,
      cell(row.secondsToKill.p5),
      cell(row.secondsToKill.p50),
      cell(row.secondsToKill.p95),
      row.killMana,
      cell(row.restSeconds.p5),
      cell(row.restSeconds.p50),
      cell(row.restSeconds.p95),
    ]),
  };
}
