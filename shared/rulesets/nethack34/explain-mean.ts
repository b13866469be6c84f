import { mean } from '../../engine/dist';
import { sumTerms, type ExplainTerm, type Explained } from '../../engine/explain';
import { bandOf, hpIncrement, pwIncrement, statsAtLevel } from './advancement';
import type { Nethack34Data, NethackCharacter } from './data';
import { findRace, findRole, lookupConBonus } from './validate';

/**
 * The mean of max HP or max power at an XL, term by term, for the side-by-side card's aligned
 * traces: a mean is a sum of means, so the role's numbers, the race's, Con's bonus and Wis's half
 * on the power die each get their share, summed over the level-ups. Two shares are not a table's
 * number but the rules' bounds, shown so the terms still add up: a level-up's HP of 0 or less
 * counting as 1, and the role's power multiplier (truncated) on the whole raw level-up.
 */

/** The mean of rnd(size): (size + 1) / 2, or 0 when the record has no die. */
const rndMean = (size: number): number => (size > 0 ? (size + 1) / 2 : 0);

function levelUps(from: number, to: number): string {
  const count = to - from + 1;
  return count === 1 ? `level-up to XL ${to}` : `${count} level-ups`;
}

function checkLevel(data: Nethack34Data, level: number): void {
  if (!Number.isInteger(level) || level < 1 || level > data.maxLevel) {
    throw new RangeError(`XL must be a whole number from 1 to ${data.maxLevel}; it is ${level}.`);
  }
}

/** Adds the terms whose value is not 0 (a share of 0 would only lengthen the trace). */
function terms(entries: readonly [string, number][]): ExplainTerm[] {
  return entries.flatMap(([label, value]) =>
    Math.abs(value) < 1e-12 ? [] : [{ label, value: Math.round(value * 1e9) / 1e9 }],
  );
}

/** The mean of max HP at `level`, by source (the same numbers as `computeAdvancement`'s mean). */
export function explainMeanHp(
  data: Nethack34Data,
  build: NethackCharacter,
  level: number,
): Explained {
  checkLevel(data, level);
  const role = findRole(data, build.roleId);
  const race = findRace(data, build.raceId);
  let roleShare = 0;
  let raceShare = 0;
  let con = 0;
  let atLeastOne = 0;
  for (let to = 2; to <= level; to += 1) {
    const from = to - 1;
    const high = bandOf(role, from) === 'high';
    const roleUp =
      (high ? role.hp.hifix : role.hp.lofix) + rndMean(high ? role.hp.hirnd : role.hp.lornd);
    const raceUp =
      (high ? race.hp.hifix : race.hp.lofix) + rndMean(high ? race.hp.hirnd : race.hp.lornd);
    const bonus = lookupConBonus(data, statsAtLevel(build, to).con);
    roleShare += roleUp;
    raceShare += raceUp;
    con += bonus;
    const increment = hpIncrement(data, role, race, from, statsAtLevel(build, to).con);
    atLeastOne += mean(increment.dist) - (roleUp + raceUp + bonus);
  }
  const ups = level > 1 ? `, ${levelUps(2, level)}` : '';
  return sumTerms(
    terms([
      [`${role.name} at XL 1`, role.hp.infix + rndMean(role.hp.inrnd)],
      [`${race.name} at XL 1`, race.hp.infix + rndMean(race.hp.inrnd)],
      [`${role.name}${ups}`, roleShare],
      [`${race.name}${ups}`, raceShare],
      [`Con bonus${ups}`, con],
      ['Level-ups of 0 or less count as 1', atLeastOne],
    ]),
  );
}

/** The mean of max power at `level`, by source (the same numbers as `computeAdvancement`'s mean). */
export function explainMeanPw(
  data: Nethack34Data,
  build: NethackCharacter,
  level: number,
): Explained {
  checkLevel(data, level);
  const role = findRole(data, build.roleId);
  const race = findRace(data, build.raceId);
  let roleShare = 0;
  let raceShare = 0;
  let wisShare = 0;
  let fromZero = 0;
  let multiplied = 0;
  for (let to = 2; to <= level; to += 1) {
    const from = to - 1;
    const high = bandOf(role, from) === 'high';
    const wis = statsAtLevel(build, to).wis;
    // rn2(s) has mean (s − 1) / 2: each part of s gives half of itself, and the − 1 / 2 is rn2's 0.
    const roleUp =
      (high ? role.pw.hifix : role.pw.lofix) + (high ? role.pw.hirnd : role.pw.lornd) / 2;
    const raceUp =
      (high ? race.pw.hifix : race.pw.lofix) + (high ? race.pw.hirnd : race.pw.lornd) / 2;
    const wisUp = Math.floor(wis / 2) / 2;
    roleShare += roleUp;
    raceShare += raceUp;
    wisShare += wisUp;
    fromZero -= 0.5;
    multiplied += mean(pwIncrement(role, race, from, wis).dist) - (roleUp + raceUp + wisUp - 0.5);
  }
  const ups = level > 1 ? `, ${levelUps(2, level)}` : '';
  const { num, den } = role.pwMultiplier;
  const factor = den === 1 ? `${num}` : `${num}/${den}`;
  return sumTerms(
    terms([
      [`${role.name} at XL 1`, role.pw.infix + rndMean(role.pw.inrnd)],
      [`${race.name} at XL 1`, race.pw.infix + rndMean(race.pw.inrnd)],
      [`${role.name}${ups}`, roleShare],
      [`${race.name}${ups}`, raceShare],
      [`Wis ÷ 2 on the power die${ups}`, wisShare],
      [`The power die counts from 0${ups}`, fromZero],
      [`${role.name}'s power × ${factor}, truncated`, multiplied],
    ]),
  );
}
