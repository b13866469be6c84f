/**
 * Endurance over XL 1–27 (DCSS). The seed's pool is HP, so a fight is a trade of hit points: the
 * build attacks once a turn (a rotation of damage dice) until a target of H HP is dead, the target
 * hits back once a turn while it lives (dice), and the build rests back to full at its
 * regeneration. At each XL, with that XL's max HP (the build's max HP by XL):
 *
 * - turns to kill: from the first attack to the killing one (one fewer than the attacks a kill
 *   takes, exact from the dice, p5/p50/p95; 0 is a kill in one attack), as Willpower and NetHack
 *   count the time from the first cast to the killing one;
 * - HP lost in a fight: the target's hits over the turns it lives (one fewer than the attacks), less
 *   what regeneration brings back during the fight (TRR with a monster in sight), exact;
 * - the chance a fight from full takes every hit point;
 * - turns of rest to full after a fight (the build's own action, no monster in sight), as the
 *   regeneration panel's time to full counts them;
 * - fights from full before HP falls to the rest threshold (exact: the HP after each fight is a
 *   distribution), and fights per 1000 turns resting to full after each (the long-run rate:
 *   1000 / (expected fight + expected rest)).
 *
 * Choices the rules text does not make, written on the card: one attack and one hit back a turn
 * of 10 auts; regeneration during the fight counted as if it came after the hits (a fight starts
 * full); the HP lost in one fight is the same whatever the HP before it.
 */
import {
  castsToKill,
  checkDamage,
  checkTargetHp,
  KILL_CASTS_MAX,
  mapSpread,
  spreadWords,
  ROTATION_MAX,
  SPREAD_QUANTILES,
  type CastsToKill,
  type Spread,
} from '../../analysis/endurance';
import { parseDice } from '../../engine/dice-notation';
import { atLeast, convolve, mapValues, point, quantile, type Dist } from '../../engine/dist';
import type { ReportTable } from '../../report/report-table';
import type { DcssBuild, DcssData } from './data';
import { computeRegenAt, computeTurnsToFull } from './regen';
import { assertDcssInput } from './validate';

/** How the build fights: its attacks, the target, how hard the target hits, when it rests. */
export interface DcssEndurancePattern {
  /** Damage of each attack, in order, over and over: dice ("" = none). */
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

/** The most fights followed before "holds" (no rest needed). */
export const FIGHTS_MAX = 1000;
/** What the sustained rate counts over. */
export const ENDURANCE_TURNS = 1000;

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
   * HP lost in a fight from full, after what came back during it (p5/p50/p95), at most the max HP:
   * a fight that takes every hit point is a death.
   */
  readonly hpLost: Spread;
  /** P(a fight from full takes every hit point), 0..1. */
  readonly deathChance: number;
  /** Turns of rest to full after a fight (p5/p50/p95; null: never, no HP comes back, or dead). */
  readonly restTurns: Spread;
  /** Fights from full until HP is at the threshold or below (p5/p50/p95; null: more than 1000). */
  readonly fightsBeforeRest: Spread;
  /** A fight costs no HP: no rest is ever needed (the fights before resting are then null). */
  readonly noRestNeeded: boolean;
  /**
   * Fights in 1000 turns, resting to full after each, over the fights it survives (expected; null
   * when rest never ends or most fights kill).
   */
  readonly fightsPer1000Turns: number | null;
}

export interface DcssEndurance {
  readonly levels: readonly DcssEnduranceLevel[];
  readonly castsToKill: CastsToKill;
  /** Turns from the first attack to the killing one: the attacks less one (p5/p50/p95). */
  readonly turnsToKill: Spread;
  readonly explain: readonly string[];
  readonly basis: string;
}

/** Why a rest threshold is refused, or null. */
export function checkRestBelow(value: number): string | null {
  return Number.isSafeInteger(value) && value >= 0 && value <= 99
    ? null
    : 'A whole percent from 0 to 99.';
}

/** Every reason a pattern cannot be walked, each naming its field (the engine's refusal). */
export function checkDcssPattern(pattern: DcssEndurancePattern): string[] {
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
  return problems;
}

const diceOf = (text: string): Dist => parseDice(text.trim() === '' ? '0' : text);

/** The target's hits summed over k − 1 turns, for each k a kill can take (k = 1, 2, …). */
function hitsByAttacks(incoming: Dist, kill: CastsToKill): Map<number, Dist> {
  const hit = mapValues(incoming, (value) => Math.max(0, value));
  const byK = new Map<number, Dist>();
  let sofar = point(0);
  let before = 0;
  kill.deadBy.forEach((dead, i) => {
    const k = i + 1;
    if (k > 1) sofar = convolve(sofar, hit);
    if (dead - before > 1e-15) byK.set(k, sofar);
    before = dead;
  });
  return byK;
}

/** The net HP a fight costs: Σ_k P(K = k) × (hits over k − 1 turns, less k turns' regeneration). */
function lossOf(
  kill: CastsToKill,
  hits: Map<number, Dist>,
  hpPerTurn: (k: number) => number,
): Dist {
  const probs = new Map<number, number>();
  let before = 0;
  kill.deadBy.forEach((dead, i) => {
    const k = i + 1;
    const chance = dead - before;
    before = dead;
    const sum = hits.get(k);
    if (sum === undefined) return;
    const back = hpPerTurn(k);
    sum.probs.forEach((p, j) => {
      const lost = Math.max(0, sum.offset + j - back);
      probs.set(lost, (probs.get(lost) ?? 0) + chance * p);
    });
  });
  const top = Math.max(...probs.keys());
  const dense = Array.from({ length: top + 1 }, (_, v) => probs.get(v) ?? 0);
  const total = dense.reduce((a, b) => a + b, 0);
  const normal = dense.map((p) => p / total);
  const first = normal.findIndex((p) => p > 0);
  const last = normal.length - 1 - [...normal].reverse().findIndex((p) => p > 0);
  return { offset: first, probs: normal.slice(first, last + 1) };
}

function spreadOf(d: Dist): Spread {
  const [p5, p50, p95] = SPREAD_QUANTILES.map(({ p }) => quantile(d, p)) as [
    number,
    number,
    number,
  ];
  return { p5, p50, p95 };
}

/**
 * Fights from full until HP is at `floor` or below, each costing `loss` (independent): the HP
 * after each fight as a distribution, the mass at or below the floor taken off. Null quantiles
 * past {@link FIGHTS_MAX}.
 */
function fightsUntil(maxHp: number, floor: number, loss: Dist): Spread {
  if (loss.offset === 0 && loss.probs.length === 1) return { p5: null, p50: null, p95: null };
  let alive = new Float64Array(maxHp + 1);
  alive[maxHp] = 1;
  let stopped = 0;
  const at: (number | null)[] = SPREAD_QUANTILES.map(() => null);
  for (let n = 1; n <= FIGHTS_MAX && at.some((each) => each === null); n += 1) {
    const next = new Float64Array(maxHp + 1);
    for (let hp = floor + 1; hp <= maxHp; hp += 1) {
      const p = alive[hp] as number;
      if (p === 0) continue;
      loss.probs.forEach((q, j) => {
        const after = hp - (loss.offset + j);
        if (after <= floor) stopped += p * q;
        else next[after] = (next[after] as number) + p * q;
      });
    }
    alive = next;
    SPREAD_QUANTILES.forEach(({ p }, i) => {
      if (at[i] === null && stopped >= p - 1e-12) at[i] = n;
    });
  }
  return { p5: at[0] ?? null, p50: at[1] ?? null, p95: at[2] ?? null };
}

/** Endurance of the build at every XL of its max HP curve. */
export function computeDcssEndurance(input: DcssEnduranceInput): DcssEndurance {
  const { data, build, pattern } = input;
  assertDcssInput(data, build);
  const problems = checkDcssPattern(pattern);
  if (problems.length > 0) throw new RangeError(problems.join(' '));
  const rules = data.rules;
  const kill = castsToKill(pattern.attacks.map(diceOf), pattern.targetHp);
  const hits = hitsByAttacks(diceOf(pattern.incoming), kill);
  const fighting = { ...build, monsterInSight: true };
  const resting = { ...build, monsterInSight: false };
  let before = 0;
  const expectedTurns = kill.deadBy.reduce((sum, dead, i) => {
    const chance = dead - before;
    before = dead;
    return sum + chance * (i + 1);
  }, 0);
  const killsForSure = kill.deadBy.length > 0 && (kill.deadBy.at(-1) ?? 0) >= 1 - 1e-12;

  const levels = build.maxHpByLevel.map((maxHp, i): DcssEnduranceLevel => {
    const fightTrr = computeRegenAt(rules, fighting, maxHp).trr.value;
    const rest = computeRegenAt(rules, resting, maxHp);
    // Points carry from 0: k turns bring ⌊k × TRR / 100⌋ HP (10-aut turns of fighting).
    const loss = killsForSure
      ? lossOf(kill, hits, (k) => Math.floor((k * Math.max(0, fightTrr)) / rules.pointsPerHp))
      : null;
    // A fight that takes every hit point is a death: no rest after it.
    const restFor = (lost: number | null): number | null =>
      lost === null || lost >= maxHp
        ? null
        : computeTurnsToFull(rules, resting, lost + 1, rest.pointsPerAction);
    const hpLost =
      loss === null
        ? { p5: null, p50: null, p95: null }
        : spreadOf(mapValues(loss, (lost) => Math.min(lost, maxHp)));
    const deathChance = loss === null ? 0 : atLeast(loss, maxHp);
    // The rest expected after a fight it survives (the long-run rate of a character that lives).
    const expectedRest =
      loss === null || deathChance >= 0.5
        ? null
        : loss.probs.reduce<number | null>((sum, p, j) => {
            const lost = loss.offset + j;
            if (sum === null || lost >= maxHp) return sum;
            const turns = restFor(lost);
            return turns === null ? (p > 0 ? null : sum) : sum + (p * turns) / (1 - deathChance);
          }, 0);
    const floor = Math.floor((maxHp * pattern.restBelowPercent) / 100);
    return {
      xl: i + 1,
      maxHp,
      fightTrr,
      restTrr: rest.trr.value,
      hpLost,
      deathChance,
      restTurns: {
        p5: restFor(hpLost.p5),
        p50: restFor(hpLost.p50),
        p95: restFor(hpLost.p95),
      },
      fightsBeforeRest:
        loss === null ? { p5: null, p50: null, p95: null } : fightsUntil(maxHp, floor, loss),
      noRestNeeded: loss !== null && loss.offset === 0 && loss.probs.length === 1,
      fightsPer1000Turns:
        expectedRest === null || !killsForSure
          ? null
          : Math.round((ENDURANCE_TURNS / (expectedTurns + expectedRest)) * 100) / 100,
    };
  });

  const attacks = pattern.attacks.map((each) => (each.trim() === '' ? 'none' : each));
  const basis =
    `Attacks ${attacks.join(', then ')}, one a turn, against a target of ${pattern.targetHp} HP ` +
    `that hits back ${pattern.incoming.trim() === '' ? 'nothing' : pattern.incoming} a turn while it ` +
    `lives; rest to full when HP falls to ${pattern.restBelowPercent}% of max or below. ` +
    'Regeneration while fighting counts a monster in sight (Slow Healing), and comes back as if ' +
    'after the hits; rest repeats the build’s own action with none in sight.';
  const at = levels[Math.min(Math.max(input.xl, 1), levels.length) - 1];
  return {
    levels,
    castsToKill: kill,
    turnsToKill: mapSpread(kill.casts, (attacks) => attacks - 1),
    explain: explainAt(at, kill, killsForSure),
    basis,
  };
}

function explainAt(
  row: DcssEnduranceLevel | undefined,
  kill: CastsToKill,
  killsForSure: boolean,
): string[] {
  if (row === undefined) return [];
  if (!killsForSure) {
    return [
      `The attacks do not kill the target within ${KILL_CASTS_MAX} turns with certainty: no fight ends, so nothing here is counted.`,
    ];
  }
  const turns = mapSpread(kill.casts, (attacks) => attacks - 1);
  const deaths =
    row.deathChance > 0
      ? `; ${(row.deathChance * 100).toFixed(2)}% of fights from full take every hit point ` +
        '(a death: no rest follows it)'
      : '';
  return [
    `At XL ${row.xl}: max HP ${row.maxHp}; TRR ${row.fightTrr} while fighting, ${row.restTrr} at rest.`,
    `A kill takes ${spreadWords(kill.casts, ' attack', ' attacks')} (p5 / p50 / p95, exact), ` +
      `that is ${spreadWords(turns, ' turn', ' turns')} from the first to the killing one; it ` +
      `costs ${spreadWords(row.hpLost, ' HP')} after what comes back during it${deaths}.`,
    `Resting to full after it takes ${spreadWords(row.restTurns, ' turn', ' turns')}` +
      (row.restTurns.p95 === null && row.deathChance > 0.05 ? ' (never: dead)' : '') +
      '.',
    row.noRestNeeded
      ? 'Fights from full before resting: no rest needed (a fight costs no HP).'
      : `Fights from full before resting: ${spreadWords(row.fightsBeforeRest, ' fight', ' fights')}` +
        (row.fightsPer1000Turns === null
          ? row.deathChance >= 0.5
            ? '; most fights kill, so there is no rate of fights.'
            : '.'
          : `; resting after each, ${row.fightsPer1000Turns} fights in 1000 turns (of those it survives).`),
  ];
}

/** The endurance table the card shows and `wellspring report dcss/endurance` writes: a row per XL. */
export function dcssEnduranceReport(buildName: string, result: DcssEndurance): ReportTable {
  const cell = (value: number | null) => (value === null ? 'never' : value);
  const spread = (s: Spread) => [cell(s.p5), cell(s.p50), cell(s.p95)];
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
      Math.round(row.deathChance * 1e6) / 1e4,
      ...spread(row.restTurns),
      ...(row.noRestNeeded ? ['holds', 'holds', 'holds'] : spread(row.fightsBeforeRest)),
      cell(row.fightsPer1000Turns),
    ]),
  };
}
