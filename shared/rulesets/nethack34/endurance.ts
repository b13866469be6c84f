/**
 * Endurance over XL 1–30 (NetHack 3.4): a character casting a rotation of spells, one every so
 * many turns, at each XL with that XL's median max power and power regeneration:
 *
 * - casts before the pool is empty, from full, at the pattern's pace (null: the pace holds for
 *   1000 turns, regeneration keeps up);
 * - casts in 1000 turns from empty, at the pace or as soon as the pool holds the cost, whichever
 *   is later (what regeneration alone keeps going);
 * - the turns to kill a target of H hit points, each cast dealing its dice (exact, p5/p50/p95):
 *   the fight starts full and casts wait for power when it runs short;
 * - the turns after each such fight until the pool is full again.
 *
 * A spell costs its level × 5 power (3.4.3's `spell.c`; the seed does not say): the pattern's
 * `pwPerSpellLevel`, editable. The pool is the **expected** one: each regeneration turn brings
 * the mean of its roll (rnd(⌊(Wis + Int) / 15⌋ + 1)), so the pool's path is its expectation and
 * the spread shown is the damage dice's; the pool is the median max power at each XL, as the
 * regeneration table's time to full reads it. The turn counter starts at 1, as there.
 */
import type { EnduranceAnswer } from '../../analysis/endurance-analysis';
import {
  checkWholeBetween,
  castsToKill,
  checkDamage,
  checkTargetHp,
  KILL_CASTS_MAX,
  mapSpread,
  mostCasts,
  spreadOfKill,
  spreadWords,
  ROTATION_MAX,
  type CastsToKill,
  type Spread,
} from '../../analysis/endurance';
import { walkRotation, type PoolClock } from '../../analysis/pool-walk';
import { parseDice } from '../../engine/dice-notation';
import { mean } from '../../engine/dist';
import type { Memo } from '../../engine/memo';
import type { ReportTable } from '../../report/report-table';
import type { Nethack34Data, NethackCharacter } from './data';
import { computeNethackRegenView, nethackRegenView, type NethackRegenViewRow } from './regen-view';

/** One cast of the rotation: a spell of a level (1–7) and the damage it deals ("" = none). */
export interface NethackEnduranceCast {
  readonly spellLevel: number;
  readonly damage: string;
}

/** How the character fights: what it casts, how often, and against what. */
export interface NethackEndurancePattern {
  /** Cast in this order, over and over: 1 to {@link ROTATION_MAX} casts. */
  readonly rotation: readonly NethackEnduranceCast[];
  /** Whole turns from one cast to the next, 1 to {@link EVERY_TURNS_MAX}. */
  readonly everyTurns: number;
  /** The hit points of the target each fight kills. */
  readonly targetHp: number;
  /** Power a spell costs for each of its levels: 5 in 3.4.3. */
  readonly pwPerSpellLevel: number;
}

export const SPELL_LEVEL_MAX = 7;
export const EVERY_TURNS_MAX = 1000;
export const PW_PER_SPELL_LEVEL_MAX = 100;
/** What casting is followed for: NetHack's regeneration is counted per 1000 turns. */
export const ENDURANCE_TURNS = 1000;

/** The pattern the screen starts with: force bolt (a level-1 spell, 2d6) every turn, 40 HP. */
export const DEFAULT_NETHACK_PATTERN: NethackEndurancePattern = {
  rotation: [{ spellLevel: 1, damage: '2d6' }],
  everyTurns: 1,
  targetHp: 40,
  pwPerSpellLevel: 5,
};

export interface NethackEnduranceInput {
  readonly data: Nethack34Data;
  readonly build: NethackCharacter;
  readonly pattern: NethackEndurancePattern;
  /** The XL the explanation is written for (the screen's chosen XL; 1 to 30). */
  readonly xl: number;
}

export interface NethackEnduranceLevel {
  readonly xl: number;
  /** The median max power at this XL: the pool the figures are for. */
  readonly maxPw: number;
  /** Power of one pass of the rotation. */
  readonly rotationCost: number;
  /** Casts from full at the pace before one is refused; null: the pace holds 1000 turns. */
  readonly castsBeforeEmpty: number | null;
  /** Casts in 1000 turns from empty, at the pace or when the pool allows, whichever is later. */
  readonly castsPer1000Turns: number;
  /** Turns from the first cast to the killing one (p5/p50/p95; null: never). */
  readonly turnsToKill: Spread;
  /** Turns after the fight until the pool is full (p5/p50/p95; null: never). */
  readonly restTurns: Spread;
  /** Why the rotation cannot be cast at this XL at all, or null. */
  readonly never: string | null;
}

export interface NethackEndurance extends EnduranceAnswer<NethackEnduranceLevel> {
  readonly castsToKill: CastsToKill;
}

/** Why a spell level is refused, or null. */
export function checkSpellLevel(value: number): string | null {
  return Number.isSafeInteger(value) && value >= 1 && value <= SPELL_LEVEL_MAX
    ? null
    : `A spell level from 1 to ${SPELL_LEVEL_MAX}.`;
}

/** Why a number of turns between casts is refused, or null. */
export function checkEveryTurns(value: number): string | null {
  return checkWholeBetween(value, 1, EVERY_TURNS_MAX, 'turns');
}

/** Why a power cost per spell level is refused, or null. */
export function checkPwPerSpellLevel(value: number): string | null {
  return checkWholeBetween(value, 0, PW_PER_SPELL_LEVEL_MAX, 'power');
}

/** Every reason a pattern cannot be walked, each naming its field (the engine's refusal). */
export function checkNethackPattern(pattern: NethackEndurancePattern): string[] {
  const problems: string[] = [];
  const add = (what: string, problem: string | null) => {
    if (problem !== null) problems.push(`${what}: ${problem}`);
  };
  if (pattern.rotation.length === 0 || pattern.rotation.length > ROTATION_MAX) {
    problems.push(`The rotation needs from 1 to ${ROTATION_MAX} casts.`);
  }
  pattern.rotation.forEach((cast, index) => {
    add(`Cast ${index + 1}'s spell level`, checkSpellLevel(cast.spellLevel));
    add(`Cast ${index + 1}'s damage`, checkDamage(cast.damage));
  });
  add('Turns between casts', checkEveryTurns(pattern.everyTurns));
  add("The target's HP", checkTargetHp(pattern.targetHp));
  add('Power per spell level', checkPwPerSpellLevel(pattern.pwPerSpellLevel));
  return problems;
}

/** The expected pool: power (a multiple of ½: each roll's mean is) and the turn counter. */
interface ExpectedPower {
  readonly power: number;
  readonly turn: number;
}

/**
 * NetHack's power as its expectation, turn by turn: on each turn whose counter is a multiple of
 * `interval` (null: none comes back), the mean of the roll, never past the pool.
 */
function expectedPowerClock(
  maxPw: number,
  interval: number | null,
  gain: number,
): PoolClock<ExpectedPower> {
  const events = (from: number, to: number) =>
    interval === null ? 0 : Math.floor(to / interval) - Math.floor(from / interval);
  return {
    capacity: maxPw,
    start: (power) => ({ power, turn: 1 }),
    amount: (state) => state.power,
    advance: (state, turns) => ({
      power: Math.min(maxPw, state.power + events(state.turn, state.turn + turns) * gain),
      turn: state.turn + turns,
    }),
    spend: (state, cost) => ({ ...state, power: state.power - cost }),
    waitFor: (state, power) => {
      if (state.power >= power) return { steps: 0, state };
      if (interval === null || gain <= 0 || power > maxPw) return null;
      const needed = Math.ceil((power - state.power) / gain);
      const next = (Math.floor(state.turn / interval) + 1) * interval;
      const turn = next + (needed - 1) * interval;
      return {
        steps: turn - state.turn,
        state: { power: Math.min(maxPw, state.power + needed * gain), turn },
      };
    },
    repeats: (earlier, later) =>
      earlier.power === later.power &&
      (interval === null || earlier.turn % interval === later.turn % interval),
    skip: (state, turns) => ({ ...state, turn: state.turn + turns }),
  };
}

/** The power a cast of the rotation costs. */
export function castCost(cast: NethackEnduranceCast, pattern: NethackEndurancePattern): number {
  return cast.spellLevel * pattern.pwPerSpellLevel;
}

/** Endurance of the character at every XL 1..30, from its regeneration view's rows. */
function enduranceOf(
  rows: readonly NethackRegenViewRow[],
  input: NethackEnduranceInput,
): NethackEndurance {
  const { pattern } = input;
  const problems = checkNethackPattern(pattern);
  if (problems.length > 0) throw new RangeError(problems.join(' '));
  const damage = pattern.rotation.map((cast) =>
    parseDice(cast.damage.trim() === '' ? '0' : cast.damage),
  );
  const kill = castsToKill(damage, pattern.targetHp);
  // Followed to the most casts a kill can take: the rest's percentiles read them all.
  const record = mostCasts(kill);
  const costs = pattern.rotation.map((cast) => castCost(cast, pattern));
  const rotationCost = costs.reduce((sum, cost) => sum + cost, 0);
  const dearest = Math.max(...costs);
  const none = { p5: null, p50: null, p95: null };

  const levels = rows.map((row): NethackEnduranceLevel => {
    const maxPw = row.maxPw;
    if (dearest > maxPw) {
      return {
        xl: row.xl,
        maxPw,
        rotationCost,
        castsBeforeEmpty: 0,
        castsPer1000Turns: 0,
        turnsToKill: none,
        restTurns: none,
        never: `A spell of ${dearest} power costs more than the median max power of ${maxPw}.`,
      };
    }
    const clock = expectedPowerClock(maxPw, row.pwInterval, mean(row.pwAmount));
    const every = pattern.everyTurns;
    const fromFull = walkRotation(clock, maxPw, costs, every, {
      wait: false,
      horizon: ENDURANCE_TURNS,
      maxCasts: Number.MAX_SAFE_INTEGER,
      record: 0,
    });
    const fromEmpty = walkRotation(clock, 0, costs, every, {
      wait: true,
      horizon: ENDURANCE_TURNS,
      maxCasts: Number.MAX_SAFE_INTEGER,
      record: 0,
    });
    const fight = walkRotation(clock, maxPw, costs, every, {
      wait: true,
      horizon: Number.MAX_SAFE_INTEGER,
      maxCasts: Math.max(1, record),
      record,
    });
    const restAfter = (casts: number): number | null => {
      const left = fight.amountAfter[casts - 1];
      const moment = fight.moments[casts - 1];
      if (left === undefined || moment === undefined) return null;
      // The rest starts on the turn after the killing cast, with the counter where the fight left it.
      return clock.waitFor({ power: left, turn: 1 + moment }, maxPw)?.steps ?? null;
    };
    return {
      xl: row.xl,
      maxPw,
      rotationCost,
      castsBeforeEmpty: fromFull.stopped === 'horizon' ? null : fromFull.casts,
      castsPer1000Turns: fromEmpty.casts,
      turnsToKill: mapSpread(kill.casts, (casts) => fight.moments[casts - 1] ?? null),
      restTurns: spreadOfKill(kill, restAfter),
      never: null,
    };
  });

  const shownCasts = pattern.rotation
    .map((cast, i) => `a level-${cast.spellLevel} spell (${costs[i]} Pw)`)
    .join(', then ')
    .replace(/^a/, 'A');
  const basis =
    `${shownCasts}, one cast every ${turns(pattern.everyTurns)}; ` +
    `a target of ${pattern.targetHp} HP; ${pattern.pwPerSpellLevel} power per spell level. ` +
    'The pool is the median max power at each XL, and each regeneration turn brings the mean of ' +
    'its roll (the expected pool: the spread is the damage dice’s). Fights start full; a cast ' +
    'waits for the first turn the pool holds its cost.';
  return {
    levels,
    castsToKill: kill,
    explain: explainAt(levels[input.xl - 1], rows[input.xl - 1], pattern, kill),
    basis,
  };
}

/** Endurance of the character at every XL 1..30 (its regeneration view computed here). */
export function computeNethackEndurance(input: NethackEnduranceInput): NethackEndurance {
  return enduranceOf(computeNethackRegenView(input.data, input.build), input);
}

/** `computeNethackEndurance` with the regeneration view (and its advancement) from `memo`. */
export function nethackEndurance(input: NethackEnduranceInput, memo: Memo): NethackEndurance {
  return enduranceOf(nethackRegenView(input.data, input.build, memo), input);
}

/** "turn", "3 turns": a pace in words. */
function turns(count: number): string {
  return count === 1 ? 'turn' : `${count} turns`;
}

/** The chosen XL in sentences: each figure and what it is made of. */
function explainAt(
  row: NethackEnduranceLevel | undefined,
  regen: NethackRegenViewRow | undefined,
  pattern: NethackEndurancePattern,
  kill: CastsToKill,
): string[] {
  if (row === undefined || regen === undefined) return [];
  if (row.never !== null) return [`At XL ${row.xl}: ${row.never} The rotation never runs.`];
  const pace = `one cast every ${turns(pattern.everyTurns)}`;
  const regenWords =
    regen.pwInterval === null
      ? 'no power comes back (Stressed or worse)'
      : `${mean(regen.pwAmount)} power (the mean of its roll) every ${turns(regen.pwInterval)}`;
  const damage = pattern.rotation
    .map(
      (cast) =>
        `level ${cast.spellLevel}: ${cast.damage.trim() === '' ? 'no damage' : cast.damage}`,
    )
    .join(', ');
  return [
    `At XL ${row.xl}: median max power ${row.maxPw}; one pass of the rotation costs ${row.rotationCost}; ${regenWords}.`,
    row.castsBeforeEmpty === null
      ? `From full, ${pace} lasts 1000 turns without the pool running dry.`
      : `From full, ${pace}: ${row.castsBeforeEmpty} casts, then the pool cannot pay for the next.`,
    `From empty, 1000 turns of casting as soon as the pool allows (never faster than the pace): ${row.castsPer1000Turns} casts.`,
    `Damage per cast: ${damage}. Against ${pattern.targetHp} HP a kill takes ` +
      `${spreadWords(kill.casts, ' cast', ' casts')} (p5 / p50 / p95, exact)` +
      (kill.casts.p95 === null ? `; more than ${KILL_CASTS_MAX} casts counts as never` : '') +
      `, that is ${spreadWords(row.turnsToKill, ' turn', ' turns')} from the first cast to the last.`,
    `After the fight the pool is full again in ${spreadWords(row.restTurns, ' turn', ' turns')}.`,
  ];
}

/**
 * The endurance table the card shows and `wellspring report nethack34/endurance` writes: a row
 * per XL. "never" where a figure has none; `casts_before_empty` says "holds" where the pace lasts
 * the 1000 turns.
 */
export function nethackEnduranceReport(buildName: string, result: NethackEndurance): ReportTable {
  const cell = (value: number | null) => (value === null ? 'never' : value);
  return {
    title: `Endurance of ${buildName}, XL 1–${result.levels.length}: ${result.basis}`,
    columns: [
      'xl',
      'max_pw',
      'rotation_cost',
      'casts_before_empty',
      'casts_per_1000_turns',
      'turns_to_kill_p5',
      'turns_to_kill_p50',
      'turns_to_kill_p95',
      'rest_turns_p5',
      'rest_turns_p50',
      'rest_turns_p95',
    ],
    headings: [
      'XL',
      'Max Pw (median)',
      'Rotation cost',
      'Casts before empty',
      'Casts per 1000 turns',
      'Kill p5 (turns)',
      'Kill p50 (turns)',
      'Kill p95 (turns)',
      'Rest p5 (turns)',
      'Rest p50 (turns)',
      'Rest p95 (turns)',
    ],
    rows: result.levels.map((row) => [
      row.xl,
      row.maxPw,
      row.rotationCost,
      row.never !== null ? 0 : row.castsBeforeEmpty === null ? 'holds' : row.castsBeforeEmpty,
      row.castsPer1000Turns,
      cell(row.turnsToKill.p5),
      cell(row.turnsToKill.p50),
      cell(row.turnsToKill.p95),
      cell(row.restTurns.p5),
      cell(row.restTurns.p50),
      cell(row.restTurns.p95),
    ]),
  };
}
