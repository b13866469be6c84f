/**
 * Endurance over XL 1–27 (DCSS). The seed's pool is HP, so a fight is a trade of hit points: the
 * build attacks once a turn (a rotation of damage dice) until a target of H HP is dead, the target
 * hits back once a turn while it lives (dice), and the build rests back to full at its
 * regeneration. Each turn runs in the order a DCSS player sees it (`fight-chain.ts`): attack, the
 * target's hit back (0 HP or below is a death, there and then), the turn's regeneration (never
 * above max). At each XL, with that XL's max HP (the build's max HP by XL):
 *
 * - turns to kill: from the first attack to the killing one (one fewer than the attacks a kill
 *   takes, exact from the dice, p5/p50/p95; 0 is a kill in one attack), as Willpower and NetHack
 *   count the time from the first cast to the killing one;
 * - HP lost in a fight from full: max HP less the HP when the target dies, exact, every hit point
 *   for a death;
 * - the chance a fight from full is a death, and the chance it is still going after
 *   {@link KILL_CASTS_MAX} attacks with the build alive (past the cap: never counted as safe);
 * - turns of rest to full after a fight (the build's own action, no monster in sight), from the
 *   HP and the regeneration points the fight left, as the regeneration panel counts time to full;
 * - fights from full before HP falls to the rest threshold (exact over independent fights, each
 *   costing what a fight from full costs: `fights-before-rest.ts`), and fights per 1000 turns
 *   resting to full after each (the long-run rate over the fights it survives).
 *
 * The work is fixed by the inputs before anything is computed ({@link dcssEnduranceWork}) and
 * refused past {@link DCSS_ENDURANCE_WORK_MAX} steps.
 */
import type { EnduranceAnswer } from '../../analysis/endurance-analysis';
import {
  castsToKill,
  checkDamage,
  checkTargetHp,
  KILL_CASTS_MAX,
  mapSpread,
  spreadOfOutcomes,
  spreadWords,
  ROTATION_MAX,
  type CastsToKill,
  type Spread,
} from '../../analysis/endurance';
import { parseDice } from '../../engine/dice-notation';
import { mapValues, max as maxOf, min as minOf, type Dist } from '../../engine/dist';
import { checkWork } from '../../engine/work-bound';
import type { ReportTable } from '../../report/report-table';
import type { DcssBuild, DcssData } from './data';
import { playFight, type FightEnd } from './fight-chain';
import { FIGHTS_MAX, fightsUntil, fightsUntilWork } from './fights-before-rest';
import { computeRegenAt } from './regen';
import { assertDcssInput } from './validate';

export { FIGHTS_MAX };

/** How the build fights: its attacks, the target, how hard the target hits, when it rests. */
export interface DcssEndurancePattern {
  /** Damage of each attack, in order, over and over: dice ("" = none; one at least must hurt). */
  readonly attacks: readonly string[];
  readonly targetHp: number;
  /** Damage of each of the target's hits, one a turn while it lives: dice ("" = none). */
  readonly incoming: string;
  /** Rest when HP falls to this percent of max or below, 0 to 99. */
  readonly restBelowPercent: number;
}

export const DEFAULT_DCSS_PATTERN: DcssEndurancePattern = {
  attacks: ['2d6'],
  targetHp: 40,
  incoming: '1d6',
  restBelowPercent: 50,
};

/** What the sustained rate counts over. */
export const ENDURANCE_TURNS = 1000;
/**
 * The most steps one endurance call takes (about a second): the kill's chain, each XL's HP chain
 * and its fights before resting, counted by {@link dcssEnduranceWork} before any is computed.
 */
export const DCSS_ENDURANCE_WORK_MAX = 300_000_000;
/** Chances below this are rounding, not outcomes (the kill's chain stops at the same). */
const CERTAIN = 1e-12;

export interface DcssEnduranceInput {
  readonly data: DcssData;
  readonly build: DcssBuild;
  readonly pattern: DcssEndurancePattern;
  /** The XL the explanation is written for (the build's max HP XL, 1 to the data's last). */
  readonly xl: number;
}

export interface DcssEnduranceLevel {
  readonly xl: number;
  readonly maxHp: number;
  /** TRR while fighting (a monster in sight) and resting (none). */
  readonly fightTrr: number;
  readonly restTrr: number;
  /**
   * HP lost in a fight from full (p5/p50/p95): max HP less the HP when the target dies, every hit
   * point for a death; null (never) for a fight still going past the cap.
   */
  readonly hpLost: Spread;
  /** P(a fight from full is a death: a hit takes HP to 0 or below), 0..1. */
  readonly deathChance: number;
  /** P(a fight from full is still going after the cap's attacks, the build alive), 0..1. */
  readonly pastCapChance: number;
  /**
   * Turns of rest to full after a fight, from the HP and points it left (p5/p50/p95; null: never,
   * no HP comes back, or dead, or past the cap).
   */
  readonly restTurns: Spread;
  /** Fights from full until HP is at the threshold or below (p5/p50/p95; null: more than 1000). */
  readonly fightsBeforeRest: Spread;
  /** A fight costs no HP: no rest is ever needed (the fights before resting are then null). */
  readonly noRestNeeded: boolean;
  /**
   * Fights in 1000 turns, resting to full after each, over the fights it survives (expected; null
   * when rest never ends, more than half the fights kill, or some never end).
   */
  readonly fightsPer1000Turns: number | null;
}

export interface DcssEndurance extends EnduranceAnswer<DcssEnduranceLevel> {
  readonly castsToKill: CastsToKill;
  /** Turns from the first attack to the killing one: the attacks less one (p5/p50/p95). */
  readonly turnsToKill: Spread;
}

/** Why a rest threshold is refused, or null. */
export function checkRestBelow(value: number): string | null {
  return Number.isSafeInteger(value) && value >= 0 && value <= 99
    ? null
    : 'A whole percent from 0 to 99.';
}

const diceOf = (text: string): Dist => parseDice(text.trim() === '' ? '0' : text);
/** Damage as dealt: a negative roll deals 0, it never heals. */
const dealt = (text: string): Dist => mapValues(diceOf(text), (value) => Math.max(0, value));

/** A fight's dice, read once: each attack's damage and the target's hit, as dealt. */
interface FightDice {
  readonly attacks: readonly Dist[];
  readonly hit: Dist;
}

/** The pattern's problems, and its dice when it has none. */
function readPattern(pattern: DcssEndurancePattern): {
  problems: string[];
  dice: FightDice | null;
} {
  const problems: string[] = [];
  const add = (what: string, problem: string | null) => {
    if (problem !== null) problems.push(`${what}: ${problem}`);
  };
  if (pattern.attacks.length === 0 || pattern.attacks.length > ROTATION_MAX) {
    problems.push(`The attacks need from 1 to ${ROTATION_MAX} entries.`);
  }
  pattern.attacks.forEach((damage, index) => add(`Attack ${index + 1}`, checkDamage(damage)));
  add("The target's HP", checkTargetHp(pattern.targetHp));
  add("The target's hits", checkDamage(pattern.incoming));
  add('Rest below', checkRestBelow(pattern.restBelowPercent));
  if (problems.length > 0) return { problems, dice: null };
  const dice = { attacks: pattern.attacks.map(dealt), hit: dealt(pattern.incoming) };
  // No attack that hurts is a fight that never ends: not a fight with no deaths.
  if (dice.attacks.every((attack) => maxOf(attack) === 0)) {
    problems.push(
      'The attacks: none deals any damage, so a fight would never end. Give an attack its dice (2d6).',
    );
  }
  return { problems, dice };
}

/** Every reason a pattern cannot be walked, each naming its field (the engine's refusal). */
export function checkDcssPattern(pattern: DcssEndurancePattern): string[] {
  return readPattern(pattern).problems;
}

/** What one endurance call works through, by part, each with the input that drives it. */
export interface DcssEnduranceWork {
  /** The kill's chain: attacks × the target's HP states × one attack's outcomes. */
  readonly kill: number;
  /** Every XL's HP chain: turns × HP states × the hit's outcomes (× carried points' rows). */
  readonly hp: number;
  /** Every XL's fights before resting: doubling convolutions over the margin to the threshold. */
  readonly fights: number;
}

/** log E[e^(−θX)] for each θ, computed from the least value up so nothing underflows. */
function logMgf(d: Dist, thetas: readonly number[]): number[] {
  return thetas.map((theta) => {
    let sum = 0;
    d.probs.forEach((p, j) => (sum += p * Math.exp(-theta * j)));
    return -theta * d.offset + Math.log(sum);
  });
}

/** The θ the tail bound tries: any θ > 0 gives a true bound, the best of these a tight one. */
const THETAS = Array.from({ length: 48 }, (_, i) => 1e-4 * 1.25 ** i);
/** A target still alive with at most this chance counts as dead: `castsToKill` stops sooner. */
const KILL_STOPS_BELOW = 1e-15;

/**
 * Attacks after which `castsToKill` has stopped, worked out before it runs (the cap at most): the
 * first n whose least damage kills for sure, or whose chance of leaving the target alive is
 * below {@link KILL_STOPS_BELOW} by the Chernoff bound P(S_n ≤ H − 1) ≤ e^(θ(H − 1)) E[e^(−θS_n)],
 * true for every θ > 0 (the attacks are independent, so the expectation is a product).
 */
export function attacksBound(attacks: readonly Dist[], targetHp: number): number {
  const logs = attacks.map((attack) => logMgf(attack, THETAS));
  const sum = THETAS.map(() => 0);
  let least = 0;
  for (let n = 1; n <= KILL_CASTS_MAX; n += 1) {
    const i = (n - 1) % attacks.length;
    least += minOf(attacks[i] as Dist);
    if (least >= targetHp) return n;
    const log = logs[i] as number[];
    let best = Infinity;
    THETAS.forEach((theta, t) => {
      sum[t] = (sum[t] as number) + (log[t] as number);
      best = Math.min(best, theta * (targetHp - 1) + (sum[t] as number));
    });
    if (best < Math.log(KILL_STOPS_BELOW)) return n;
  }
  return KILL_CASTS_MAX;
}

/**
 * Turns by which a hit has certainly taken every hit point: the least hit against the most a
 * turn's regeneration can bring back (points carried included); Infinity when the least hit does
 * not outpace it.
 */
function turnsToCertainDeath(maxHp: number, hit: Dist, points: number, pointsPerHp: number) {
  const least = minOf(hit);
  const back = Math.floor((pointsPerHp - 1 + Math.max(0, points)) / pointsPerHp);
  if (least <= back) return Infinity;
  return Math.ceil(Math.max(0, maxHp - least) / (least - back)) + 1;
}

/**
 * The steps {@link computeDcssEndurance} takes for these inputs, worked out before it starts:
 * the kill's chain follows at most the attacks by which the kill is certain (or the cap), each
 * convolving the target's HP states with an attack's outcomes; each XL's HP chain follows at most
 * those turns (fewer when the least hit is sure to kill sooner), each hit spreading every HP
 * state over the hit's outcomes below it; and each XL's fights before resting.
 */
export function dcssEnduranceWork(
  data: DcssData,
  build: DcssBuild,
  pattern: DcssEndurancePattern,
): DcssEnduranceWork {
  const { problems, dice } = readPattern(pattern);
  if (dice === null) throw new RangeError(problems.join(' '));
  return workOf(data, build, pattern, dice);
}

function workOf(
  data: DcssData,
  build: DcssBuild,
  pattern: DcssEndurancePattern,
  { attacks, hit }: FightDice,
): DcssEnduranceWork {
  const attacksMax = attacksBound(attacks, pattern.targetHp);
  // Each attack convolves the damage so far (at most the target's HP + 1 values) with its own.
  let kill = 0;
  let sofar = 1;
  for (let n = 1; n <= attacksMax; n += 1) {
    const attack = attacks[(n - 1) % attacks.length] as Dist;
    kill += sofar * attack.probs.length;
    sofar = Math.min(pattern.targetHp + 1, sofar + attack.probs.length - 1);
  }
  const rules = data.rules;
  const fighting = { ...build, monsterInSight: true };
  const rows = rules.readings.accumulateOnlyBelowMax ? rules.pointsPerHp : 1;
  let hp = 0;
  let fights = 0;
  for (const maxHp of build.maxHpByLevel) {
    const trr = computeRegenAt(rules, fighting, maxHp).trr.value;
    const turns = Math.min(attacksMax, turnsToCertainDeath(maxHp, hit, trr, rules.pointsPerHp));
    hp += turns * Math.min(rows, turns + 1) * maxHp * (Math.min(hit.probs.length, maxHp) + 1);
    fights += fightsUntilWork(maxHp - Math.floor((maxHp * pattern.restBelowPercent) / 100));
  }
  return { kill, hp, fights };
}

/** Refuses inputs past {@link DCSS_ENDURANCE_WORK_MAX}, naming what drives the work most. */
function checkEnduranceWork(
  data: DcssData,
  build: DcssBuild,
  pattern: DcssEndurancePattern,
  dice: FightDice,
) {
  const work = workOf(data, build, pattern, dice);
  const most = Math.max(...build.maxHpByLevel);
  const attacks = pattern.attacks.map((each) => (each.trim() === '' ? 'none' : each)).join(', ');
  const hits = pattern.incoming.trim() === '' ? 'none' : pattern.incoming;
  const input =
    work.kill >= work.hp && work.kill >= work.fights
      ? `The attacks (${attacks}) against a target of ${pattern.targetHp.toLocaleString('en')} HP`
      : work.hp >= work.fights
        ? `The target's hits (${hits}) against max HP up to ${most.toLocaleString('en')}`
        : `Max HP up to ${most.toLocaleString('en')} with rest below ${pattern.restBelowPercent}%`;
  checkWork(
    input,
    work.kill + work.hp + work.fights,
    DCSS_ENDURANCE_WORK_MAX,
    'steps',
    'fewer or smaller dice, a smaller target or a lower max HP',
  );
}

/** Endurance of the build at every XL of its max HP curve. */
export function computeDcssEndurance(input: DcssEnduranceInput): DcssEndurance {
  const { data, build, pattern } = input;
  assertDcssInput(data, build);
  const { problems, dice } = readPattern(pattern);
  if (dice === null || problems.length > 0) throw new RangeError(problems.join(' '));
  checkEnduranceWork(data, build, pattern, dice);
  const rules = data.rules;
  const kill = castsToKill(dice.attacks, pattern.targetHp);
  const { hit } = dice;
  const fighting = { ...build, monsterInSight: true };
  const resting = { ...build, monsterInSight: false };

  const levels = build.maxHpByLevel.map((maxHp, i): DcssEnduranceLevel => {
    const fightTrr = computeRegenAt(rules, fighting, maxHp).trr.value;
    const rest = computeRegenAt(rules, resting, maxHp);
    const end = playFight(kill, hit, {
      maxHp,
      pointsPerTurn: fightTrr,
      pointsPerHp: rules.pointsPerHp,
      onlyBelowMax: rules.readings.accumulateOnlyBelowMax,
    });
    // Rest from the HP and points the fight left: the points still to come, one action at a time.
    const restFrom = (hp: number, carried: number): number | null => {
      if (hp >= maxHp) return 0;
      if (rest.pointsPerAction <= 0) return null;
      const actions = Math.ceil(
        ((maxHp - hp) * rules.pointsPerHp - carried) / rest.pointsPerAction,
      );
      return (Math.max(0, actions) * build.actionAuts) / rules.autsPerTurn;
    };
    const outcomes = fightOutcomes(end, maxHp, restFrom);
    const floor = Math.floor((maxHp * pattern.restBelowPercent) / 100);
    return {
      xl: i + 1,
      maxHp,
      fightTrr,
      restTrr: rest.trr.value,
      hpLost: spreadOfOutcomes(outcomes.ends.map(({ lost, chance }) => ({ value: lost, chance }))),
      deathChance: end.death,
      pastCapChance: end.pastCap,
      restTurns: spreadOfOutcomes(
        outcomes.ends.map(({ rest, chance }) => ({ value: rest, chance })),
      ),
      fightsBeforeRest:
        outcomes.noRestNeeded || end.pastCap > CERTAIN
          ? { p5: null, p50: null, p95: null }
          : fightsUntil(maxHp - floor, (lost) => outcomes.lossChance.get(lost) ?? 0),
      noRestNeeded: outcomes.noRestNeeded,
      fightsPer1000Turns: rateOf(end, outcomes),
    };
  });

  const attacks = pattern.attacks.map((each) => (each.trim() === '' ? 'none' : each));
  const basis =
    `Attacks ${attacks.join(', then ')}, one a turn, against a target of ${pattern.targetHp} HP ` +
    `that hits back ${pattern.incoming.trim() === '' ? 'nothing' : pattern.incoming} a turn while it ` +
    `lives; rest to full when HP falls to ${pattern.restBelowPercent}% of max or below. ` +
    'Each turn: the attack, then the target’s hit back (0 HP or below is a death), then the ' +
    'turn’s regeneration with a monster in sight (Slow Healing reads it), never above max; the ' +
    'fight starts full with no points carried. Rest repeats the build’s action with none in ' +
    `sight, from the HP and points the fight left. A fight still going after ${KILL_CASTS_MAX} ` +
    'attacks is past the cap: a death if the hits took every hit point by then, else never ends.';
  const at = levels[Math.min(Math.max(input.xl, 1), levels.length) - 1];
  return {
    levels,
    castsToKill: kill,
    turnsToKill: mapSpread(kill.casts, (attacks) => attacks - 1),
    explain: explainAt(at, kill),
    basis,
  };
}

/** A fight's ends as the figures read them. */
interface Outcomes {
  /** HP lost and rest after each end, with its chance (null: never). */
  readonly ends: readonly {
    readonly lost: number | null;
    readonly rest: number | null;
    readonly chance: number;
  }[];
  /** P(a fight costs v HP), a death costing every hit point; past the cap is not in it. */
  readonly lossChance: ReadonlyMap<number, number>;
  /** The rest expected after a fight it survives; null when some survived fight never rests. */
  readonly expectedRest: number | null;
  readonly noRestNeeded: boolean;
}

function fightOutcomes(
  end: FightEnd,
  maxHp: number,
  restFrom: (hp: number, carried: number) => number | null,
): Outcomes {
  const lossChance = new Map<number, number>();
  const ends: { lost: number | null; rest: number | null; chance: number }[] = [];
  let restSum: number | null = 0;
  let aliveChance = 0;
  for (const { hp, carried, chance } of end.alive) {
    const rest = restFrom(hp, carried);
    ends.push({ lost: maxHp - hp, rest, chance });
    lossChance.set(maxHp - hp, (lossChance.get(maxHp - hp) ?? 0) + chance);
    aliveChance += chance;
    restSum = restSum === null || rest === null ? null : restSum + chance * rest;
  }
  // A death costs every hit point and ends in no rest; past the cap, neither comes.
  ends.push({ lost: maxHp, rest: null, chance: end.death });
  lossChance.set(maxHp, (lossChance.get(maxHp) ?? 0) + end.death);
  ends.push({ lost: null, rest: null, chance: end.pastCap });
  return {
    ends,
    lossChance,
    expectedRest: restSum === null || aliveChance === 0 ? null : restSum / aliveChance,
    noRestNeeded:
      end.death <= CERTAIN &&
      end.pastCap <= CERTAIN &&
      end.alive.every(({ hp, chance }) => hp >= maxHp || chance <= CERTAIN),
  };
}

/**
 * Fights in {@link ENDURANCE_TURNS} turns, resting to full after each, over the fights it
 * survives: 1000 / (expected attacks + expected rest). None when more than half the fights kill
 * (most of them: exactly half still has a rate), when some fight never ends, or a rest never does.
 */
function rateOf(end: FightEnd, outcomes: Outcomes): number | null {
  const alive = 1 - end.death - end.pastCap;
  if (end.death > 0.5 || end.pastCap > CERTAIN || outcomes.expectedRest === null || alive <= 0) {
    return null;
  }
  const attacks = end.attacksWhenAlive / alive;
  return Math.round((ENDURANCE_TURNS / (attacks + outcomes.expectedRest)) * 100) / 100;
}

function explainAt(row: DcssEnduranceLevel | undefined, kill: CastsToKill): string[] {
  if (row === undefined) return [];
  const turns = mapSpread(kill.casts, (attacks) => attacks - 1);
  const percent = (chance: number) => `${(chance * 100).toFixed(2)}%`;
  const deaths =
    row.deathChance > 0
      ? `; ${percent(row.deathChance)} of fights from full are a death (a hit takes HP to 0 or ` +
        'below; no rest follows it)'
      : '';
  const pastCap =
    row.pastCapChance > 0
      ? ` ${percent(row.pastCapChance)} of fights are still going after ${KILL_CASTS_MAX} ` +
        'attacks with the build alive (past the cap): their figures read never.'
      : '';
  return [
    `At XL ${row.xl}: max HP ${row.maxHp}; TRR ${row.fightTrr} while fighting, ${row.restTrr} at rest.`,
    `A kill takes ${spreadWords(kill.casts, ' attack', ' attacks')} (p5 / p50 / p95, exact)` +
      (kill.casts.p95 === null ? `; more than ${KILL_CASTS_MAX} attacks counts as never` : '') +
      `, that is ${spreadWords(turns, ' turn', ' turns')} from the first to the killing one; it ` +
      `costs ${spreadWords(row.hpLost, ' HP')} after what comes back during it${deaths}.${pastCap}`,
    `Resting to full after it takes ${spreadWords(row.restTurns, ' turn', ' turns')}` +
      (row.restTurns.p95 === null && row.deathChance > 0.05 ? ' (never: dead)' : '') +
      '.',
    row.noRestNeeded
      ? 'Fights from full before resting: no rest needed (a fight costs no HP).'
      : `Fights from full before resting: ${spreadWords(row.fightsBeforeRest, ' fight', ' fights')}` +
        (row.fightsPer1000Turns === null
          ? row.deathChance > 0.5
            ? '; more than half the fights kill, so there is no rate of fights.'
            : '.'
          : `; resting after each, ${row.fightsPer1000Turns} fights in 1000 turns (of those it survives).`),
  ];
}

/** The endurance table the card shows and `wellspring report dcss/endurance` writes: a row per XL. */
export function dcssEnduranceReport(buildName: string, result: DcssEndurance): ReportTable {
  const cell = (value: number | null) => (value === null ? 'never' : value);
  const spread = (s: Spread) => [cell(s.p5), cell(s.p50), cell(s.p95)];
  const percent = (chance: number) => Math.round(chance * 1e6) / 1e4;
  return {
    title: `Endurance of ${buildName}, XL 1–${result.levels.length}: ${result.basis}`,
    columns: [
      'xl',
      'max_hp',
      'trr_fighting',
      'trr_resting',
      'turns_to_kill_p5',
      'turns_to_kill_p50',
      'turns_to_kill_p95',
      'hp_lost_p5',
      'hp_lost_p50',
      'hp_lost_p95',
      'death_chance_percent',
      'past_cap_percent',
      'rest_turns_p5',
      'rest_turns_p50',
      'rest_turns_p95',
      'fights_before_rest_p5',
      'fights_before_rest_p50',
      'fights_before_rest_p95',
      'fights_per_1000_turns',
    ],
    headings: [
      'XL',
      'Max HP',
      'TRR fighting',
      'TRR resting',
      'Kill p5 (turns)',
      'Kill p50 (turns)',
      'Kill p95 (turns)',
      'HP lost p5',
      'HP lost p50',
      'HP lost p95',
      'Death chance (%)',
      `Past ${KILL_CASTS_MAX} attacks (%)`,
      'Rest p5 (turns)',
      'Rest p50 (turns)',
      'Rest p95 (turns)',
      'Fights p5',
      'Fights p50',
      'Fights p95',
      'Fights per 1000 turns',
    ],
    rows: result.levels.map((row) => [
      row.xl,
      row.maxHp,
      row.fightTrr,
      row.restTrr,
      ...spread(result.turnsToKill),
      ...spread(row.hpLost),
      percent(row.deathChance),
      percent(row.pastCapChance),
      ...spread(row.restTurns),
      ...(row.noRestNeeded ? ['holds', 'holds', 'holds'] : spread(row.fightsBeforeRest)),
      cell(row.fightsPer1000Turns),
    ]),
  };
}
