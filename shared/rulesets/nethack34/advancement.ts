import type { Memo } from '../../engine/memo';
import { structuralKey } from '../../engine/structural-key';
import {
  convolve,
  mapValues,
  max,
  mean,
  min,
  point,
  quantiles,
  rn2Dist,
  rndDist,
  shift,
  type Dist,
} from '../../engine/dist';
import { formatNumber } from '../../engine/explain';
import type {
  NethackCharacter,
  Nethack34Data,
  NethackRace,
  NethackRole,
  PowerMultiplier,
} from './data';
import { findRace, findRole, lookupConBonus, validateBuild } from './validate';

/**
 * Max HP and max power at experience levels 1..30 as exact distributions, following NetHack
 * 3.4.3 (`u_init.c`, `exper.c`, `attrib.c`):
 *
 * - starting HP = role.infix + race.infix (no Con, nothing random);
 * - HP per level-up = role fix + race fix + rnd(role die) + rnd(race die) (a die only when its
 *   size is > 0) + the Con bonus; a total of 0 or less becomes 1;
 * - starting power = role.infix + race.infix + rnd(role.inrnd) + rnd(race.inrnd);
 * - power per level-up: raw = role fix + race fix + rn2(floor(Wis / 2) + role die + race die),
 *   then the role's multiplier on the whole raw value, truncated toward zero (⌊3·raw / 2⌋ for
 *   Healers and Knights); no minimum, so 0 is possible.
 *
 * "Low" or "high" numbers are chosen by the level before the level-up: the level-up that reaches
 * XL `xlev` still uses the low numbers; from the level-up to `xlev + 1` on, the high ones.
 */

/** Which half of an advancement record a level-up uses. */
export type Band = 'low' | 'high';

/** A distribution together with the summary figures the charts show. */
export interface DistSummary {
  readonly dist: Dist;
  readonly mean: number;
  readonly p5: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
}

/** One increment (or the starting value at XL 1): its distribution and how it is made. */
export interface Increment {
  readonly dist: Dist;
  /** `null` for the starting value at XL 1. */
  readonly band: Band | null;
  /** e.g. `0 (Wizard fix) + d8 (Wizard) + 0 (Elf fix) + d1 (Elf) + 0 (Con 12) = 2..9`. */
  readonly trace: string;
}

export interface AdvancementLevel {
  readonly level: number;
  /** Con and Wis in effect for the level-up that reached this level (the build's at XL 1). */
  readonly con: number;
  readonly wis: number;
  readonly hp: DistSummary;
  readonly pw: DistSummary;
  /** The level-up that reached this level; at XL 1, the starting value. */
  readonly hpIncrement: Increment;
  readonly pwIncrement: Increment;
}

export interface Advancement {
  readonly build: NethackCharacter;
  /** XL 1..data.maxLevel, in order. */
  readonly levels: readonly AdvancementLevel[];
}

/** The summary figures of a distribution (quantiles as `quantile` reads them, in one pass). */
export function summarize(dist: Dist): DistSummary {
  const [p5, p25, p50, p75, p95] = quantiles(dist, SUMMARY_QUANTILES) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { dist, mean: mean(dist), p5, p25, p50, p75, p95, min: min(dist), max: max(dist) };
}

const SUMMARY_QUANTILES = [0.05, 0.25, 0.5, 0.75, 0.95] as const;

/** The band of the level-up from `fromLevel` to `fromLevel + 1`. */
export function bandOf(role: NethackRole, fromLevel: number): Band {
  return fromLevel < role.xlev ? 'low' : 'high';
}

/**
 * A power multiplier on a whole raw increment: ⌊num·raw / den⌋ truncated toward zero, as C's
 * integer division does (the same as floor for raw ≥ 0).
 */
export function applyPowerMultiplier(multiplier: PowerMultiplier, raw: number): number {
  return Math.trunc((multiplier.num * raw) / multiplier.den) + 0;
}

/** Con and Wis for the level-up that reaches `level`: the build's, then its changes in order. */
export function statsAtLevel(build: NethackCharacter, level: number): { con: number; wis: number } {
  let { con, wis } = build;
  const changes = [...(build.statChanges ?? [])].sort((a, b) => a.level - b.level);
  for (const change of changes) {
    if (change.level > level) break;
    con = change.con ?? con;
    wis = change.wis ?? wis;
  }
  return { con, wis };
}

function plus(value: number, label: string): string {
  return value < 0 ? `\u2212 ${-value} (${label})` : `+ ${value} (${label})`;
}

function range(dist: Dist): string {
  return min(dist) === max(dist)
    ? `${formatNumber(min(dist))}`
    : `${formatNumber(min(dist))}..${formatNumber(max(dist))}`;
}

/** A die rnd(size) as a distribution, or the point 0 when there is no die. */
function die(size: number): Dist {
  return size > 0 ? rndDist(size) : point(0);
}

/** Starting HP: role.infix + race.infix + rnd(inrnd) for either record with a die. */
export function startingHp(role: NethackRole, race: NethackRace): Increment {
  const dist = convolve(
    shift(die(role.hp.inrnd), role.hp.infix + race.hp.infix),
    die(race.hp.inrnd),
  );
  const parts = [`${formatNumber(role.hp.infix)} (${role.name})`];
  if (role.hp.inrnd > 0) parts.push(`+ d${role.hp.inrnd} (${role.name})`);
  parts.push(plus(race.hp.infix, race.name));
  if (race.hp.inrnd > 0) parts.push(`+ d${race.hp.inrnd} (${race.name})`);
  return { dist, band: null, trace: `${parts.join(' ')} = ${range(dist)}` };
}

/** Starting power: role.infix + race.infix + rnd(role.inrnd) + rnd(race.inrnd). */
export function startingPw(role: NethackRole, race: NethackRace): Increment {
  const dist = convolve(
    shift(die(role.pw.inrnd), role.pw.infix + race.pw.infix),
    die(race.pw.inrnd),
  );
  const parts = [`${formatNumber(role.pw.infix)} (${role.name})`];
  if (role.pw.inrnd > 0) parts.push(`+ d${role.pw.inrnd} (${role.name})`);
  parts.push(plus(race.pw.infix, race.name));
  if (race.pw.inrnd > 0) parts.push(`+ d${race.pw.inrnd} (${race.name})`);
  return { dist, band: null, trace: `${parts.join(' ')} = ${range(dist)}` };
}

/**
 * The HP gained by the level-up from `fromLevel` with this Con: fix + dice + Con bonus, a total
 * of 0 or less counted as 1.
 */
export function hpIncrement(
  data: Nethack34Data,
  role: NethackRole,
  race: NethackRace,
  fromLevel: number,
  con: number,
): Increment {
  const band = bandOf(role, fromLevel);
  const [roleFix, roleDie] =
    band === 'low' ? [role.hp.lofix, role.hp.lornd] : [role.hp.hifix, role.hp.hirnd];
  const [raceFix, raceDie] =
    band === 'low' ? [race.hp.lofix, race.hp.lornd] : [race.hp.hifix, race.hp.hirnd];
  const conBonus = lookupConBonus(data, con);
  const unclamped = shift(convolve(die(roleDie), die(raceDie)), roleFix + raceFix + conBonus);
  const dist = mapValues(unclamped, (x) => Math.max(1, x));
  const parts = [`${formatNumber(roleFix)} (${role.name} fix)`];
  if (roleDie > 0) parts.push(`+ d${roleDie} (${role.name})`);
  parts.push(plus(raceFix, `${race.name} fix`));
  if (raceDie > 0) parts.push(`+ d${raceDie} (${race.name})`);
  parts.push(plus(conBonus, `Con ${con}`));
  const clamp = min(unclamped) < 1 ? ', a total of 0 or less counts as 1' : '';
  return { dist, band, trace: `${parts.join(' ')} = ${range(dist)}${clamp}` };
}

function multiplierText(multiplier: PowerMultiplier, role: NethackRole): string {
  if (multiplier.den === 1) return ` \u00d7 ${multiplier.num} (${role.name})`;
  return ` \u00d7 ${multiplier.num}/${multiplier.den}, truncated (${role.name})`;
}

/**
 * The power gained by the level-up from `fromLevel` with this Wis:
 * (fix + rn2(floor(Wis / 2) + role die + race die)) × the role's multiplier, truncated.
 */
export function pwIncrement(
  role: NethackRole,
  race: NethackRace,
  fromLevel: number,
  wis: number,
): Increment {
  const band = bandOf(role, fromLevel);
  const [roleFix, roleDie] =
    band === 'low' ? [role.pw.lofix, role.pw.lornd] : [role.pw.hifix, role.pw.hirnd];
  const [raceFix, raceDie] =
    band === 'low' ? [race.pw.lofix, race.pw.lornd] : [race.pw.hifix, race.pw.hirnd];
  const halfWis = Math.floor(wis / 2);
  const sides = halfWis + roleDie + raceDie;
  if (sides < 1) {
    throw new RangeError(`The power die has ${sides} sides (Wis ${wis}); it needs at least 1.`);
  }
  const raw = shift(rn2Dist(sides), roleFix + raceFix);
  const multiplier = role.pwMultiplier;
  const identity = multiplier.num === multiplier.den;
  const dist = identity ? raw : mapValues(raw, (x) => applyPowerMultiplier(multiplier, x));
  const inner =
    `${formatNumber(roleFix)} (${role.name} fix) ${plus(raceFix, `${race.name} fix`)} + ` +
    `rn2(${halfWis} (Wis ${wis} \u00f7 2) + ${roleDie} (${role.name}) + ${raceDie} (${race.name}))`;
  const trace = identity
    ? `${inner} = ${range(dist)}`
    : `(${inner})${multiplierText(multiplier, role)} = ${range(dist)}`;
  return { dist, band, trace };
}

/**
 * Max HP and max power at every XL from 1 to `data.maxLevel` for a build: exact distributions
 * (each level's is the previous one convolved with that level-up's increment) and their summaries.
 *
 * @throws RangeError listing every problem when the build is not valid for the data.
 */
export function computeAdvancement(data: Nethack34Data, build: NethackCharacter): Advancement {
  const problems = validateBuild(data, build);
  if (problems.length > 0) throw new RangeError(problems.join(' '));
  const role = findRole(data, build.roleId);
  const race = findRace(data, build.raceId);
  const hpStart = startingHp(role, race);
  const pwStart = startingPw(role, race);
  const levels: AdvancementLevel[] = [
    {
      level: 1,
      con: build.con,
      wis: build.wis,
      hp: summarize(hpStart.dist),
      pw: summarize(pwStart.dist),
      hpIncrement: hpStart,
      pwIncrement: pwStart,
    },
  ];
  let hp = hpStart.dist;
  let pw = pwStart.dist;
  for (let level = 2; level <= data.maxLevel; level += 1) {
    const { con, wis } = statsAtLevel(build, level);
    const hpUp = hpIncrement(data, role, race, level - 1, con);
    const pwUp = pwIncrement(role, race, level - 1, wis);
    hp = convolve(hp, hpUp.dist);
    pw = convolve(pw, pwUp.dist);
    levels.push({
      level,
      con,
      wis,
      hp: summarize(hp),
      pw: summarize(pw),
      hpIncrement: hpUp,
      pwIncrement: pwUp,
    });
  }
  return { build, levels };
}

/**
 * `computeAdvancement`, remembered in `memo` by the data and build it was computed from: the
 * NetHack screen and the comparison ask for the same build's advancement.
 */
export function nethackAdvancement(
  data: Nethack34Data,
  build: NethackCharacter,
  memo: Memo,
): Advancement {
  const key = `nethack34/advancement\n${structuralKey(data)}\n${structuralKey(build)}`;
  return memo.get(key, () => computeAdvancement(data, build));
}
