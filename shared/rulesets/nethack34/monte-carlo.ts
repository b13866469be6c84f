import type { Dist } from '../../engine/dist';
import type { Rng } from '../../engine/rng';
import type { NethackCharacter, Nethack34Data } from './data';
import { findRace, findRole, lookupConBonus, validateBuild } from './validate';

/**
 * A seeded Monte Carlo of NetHack 3.4.3 advancement: the same rules as `advancement.ts`, written
 * again independently and sampled with `rng.rnd` / `rng.rn2` instead of convolved. It is a test
 * oracle (exact = sampled within sampling error) and the bench's comparison, never what the app
 * shows: the app's numbers are the exact distributions of `computeAdvancement`.
 */

/** Sampled figures of max HP or max power at one XL, over all runs. */
export interface SampledSummary {
  /** Relative frequencies: `probs[i]` = (runs that ended on `offset + i`) / runs. */
  readonly dist: Dist;
  /** The sample mean (the integer sum over runs, divided once). */
  readonly mean: number;
  /**
   * Sample quantiles read as `quantile` reads a Dist: the smallest value whose count of runs at or
   * below it reaches p × runs.
   */
  readonly p5: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
}

export interface SampledLevel {
  readonly level: number;
  readonly hp: SampledSummary;
  readonly pw: SampledSummary;
}

export interface SampledAdvancement {
  readonly build: NethackCharacter;
  readonly runs: number;
  /** XL 1..data.maxLevel, in order. */
  readonly levels: readonly SampledLevel[];
}

/** Counts of integer outcomes over a range that grows as values arrive. */
class Histogram {
  private counts = new Float64Array(64);
  private low = 0;
  private empty = true;
  private sum = 0;

  add(value: number): void {
    if (this.empty) {
      this.low = value - 32;
      this.empty = false;
    }
    if (value < this.low || value >= this.low + this.counts.length) this.grow(value);
    this.counts[value - this.low] = (this.counts[value - this.low] ?? 0) + 1;
    this.sum += value;
  }

  private grow(value: number): void {
    const high = Math.max(this.low + this.counts.length, value + 1);
    const low = Math.min(this.low, value);
    const size = Math.max(2 * this.counts.length, high - low + 64);
    const newLow = value < this.low ? high - size : low;
    const next = new Float64Array(size);
    next.set(this.counts, this.low - newLow);
    this.counts = next;
    this.low = newLow;
  }

  summarize(runs: number): SampledSummary {
    let first = 0;
    let last = this.counts.length - 1;
    while (first < last && this.counts[first] === 0) first += 1;
    while (last > first && this.counts[last] === 0) last -= 1;
    const slice = Array.from(this.counts.subarray(first, last + 1));
    const at = (p: number): number => {
      const target = p * runs - 1e-9;
      let cumulative = 0;
      for (let i = 0; i < slice.length; i += 1) {
        cumulative += slice[i] ?? 0;
        if (cumulative >= target) return this.low + first + i;
      }
      return this.low + last;
    };
    return {
      dist: { offset: this.low + first, probs: slice.map((count) => count / runs) },
      mean: this.sum / runs,
      p5: at(0.05),
      p25: at(0.25),
      p50: at(0.5),
      p75: at(0.75),
      p95: at(0.95),
      min: this.low + first,
      max: this.low + last,
    };
  }
}

/**
 * Plays `runs` characters from XL 1 to `data.maxLevel` with `rng` and summarises max HP and max
 * power at every XL. Per run: starting HP role.infix + race.infix; starting power infix + rnd of
 * each `inrnd` > 0; per level-up (low numbers while the level before is below `xlev`), HP = fixes
 * + rnd(each die > 0) + Con bonus, at least 1; power = trunc(num × (fixes + rn2(⌊Wis / 2⌋ + dice))
 * / den). Con and Wis follow `build.statChanges` from the level-up that reaches their level.
 *
 * Costs two to four `rng` draws per level-up; 100 000 runs take some tens of milliseconds.
 *
 * @throws RangeError when the build is not valid for the data, or runs is not a whole number ≥ 1.
 */
export function simulateAdvancement(
  data: Nethack34Data,
  build: NethackCharacter,
  rng: Rng,
  runs: number,
): SampledAdvancement {
  if (!Number.isSafeInteger(runs) || runs < 1) {
    throw new RangeError(`A simulation needs a whole number of runs ≥ 1, not ${runs}.`);
  }
  const problems = validateBuild(data, build);
  if (problems.length > 0) throw new RangeError(problems.join(' '));
  const role = findRole(data, build.roleId);
  const race = findRace(data, build.raceId);
  const levels = data.maxLevel;
  // Con bonus and Wis per level-up, indexed by the level reached (2..maxLevel).
  const conBonus: number[] = [];
  const halfWis: number[] = [];
  const changes = [...(build.statChanges ?? [])].sort((a, b) => a.level - b.level);
  let { con, wis } = build;
  for (let level = 2; level <= levels; level += 1) {
    for (const change of changes) {
      if (change.level !== level) continue;
      con = change.con ?? con;
      wis = change.wis ?? wis;
    }
    conBonus[level] = lookupConBonus(data, con);
    halfWis[level] = Math.floor(wis / 2);
  }
  const roll = (sides: number): number => (sides > 0 ? rng.rnd(sides) : 0);
  const { num, den } = role.pwMultiplier;
  const hpCounts = Array.from({ length: levels }, () => new Histogram());
  const pwCounts = Array.from({ length: levels }, () => new Histogram());
  for (let run = 0; run < runs; run += 1) {
    let hp = role.hp.infix + race.hp.infix + roll(role.hp.inrnd) + roll(race.hp.inrnd);
    let pw = role.pw.infix + race.pw.infix + roll(role.pw.inrnd) + roll(race.pw.inrnd);
    hpCounts[0]?.add(hp);
    pwCounts[0]?.add(pw);
    for (let level = 2; level <= levels; level += 1) {
      const low = level - 1 < role.xlev;
      const hpGain =
        (low
          ? role.hp.lofix + race.hp.lofix + roll(role.hp.lornd) + roll(race.hp.lornd)
          : role.hp.hifix + race.hp.hifix + roll(role.hp.hirnd) + roll(race.hp.hirnd)) +
        (conBonus[level] ?? 0);
      hp += hpGain < 1 ? 1 : hpGain;
      const fix = low ? role.pw.lofix + race.pw.lofix : role.pw.hifix + race.pw.hifix;
      const dice = low ? role.pw.lornd + race.pw.lornd : role.pw.hirnd + race.pw.hirnd;
      const raw = fix + rng.rn2((halfWis[level] ?? 0) + dice);
      pw += Math.trunc((num * raw) / den);
      hpCounts[level - 1]?.add(hp);
      pwCounts[level - 1]?.add(pw);
    }
  }
  return {
    build,
    runs,
    levels: hpCounts.map((hpHistogram, i) => ({
      level: i + 1,
      hp: hpHistogram.summarize(runs),
      pw: (pwCounts[i] ?? new Histogram()).summarize(runs),
    })),
  };
}
