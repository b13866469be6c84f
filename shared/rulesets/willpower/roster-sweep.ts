/**
 * A whole roster at once: every race × class × a spread of one stat, as bare builds (no items,
 * talents, trained skills or sign), with max mana at every level and, if asked, the time from
 * empty to full under given conditions. Numbers only, no traces: the values `computeManaCurve`
 * and `computeBuildRegen` give for each such build (tested build by build), found in closed form:
 *
 * - max mana at level L = level 1 + (L − 1) × the gain per level (a bare build has no extras);
 * - a bare build's regeneration pace depends only on its Willpower and the conditions (no item,
 *   talent, skill or sign changes it with level, race or class), so it is computed once per
 *   Willpower score, and time to full at L = max mana at L × seconds per point.
 */
import type { RegenConditions } from './build-regen';
import {
  STAT_IDS,
  STAT_NAMES,
  type Race,
  type StatId,
  type WillpowerBuild,
  type WillpowerData,
} from './data';
import { computeLevelGain, computeLevelOneMaxMana } from './max-mana';
import { findStatus, regenSecondsPerPoint, timeToFill } from './regen';
import { statScoreRange } from './stat-modifiers';

export interface RosterSweepSpec {
  /** The stat that varies (e.g. `wil`), and the scores it takes (null: the stats' own). */
  readonly stat: StatId;
  readonly scores: readonly (number | null)[];
  /** The other stats (the varying one's value here is ignored). */
  readonly stats: Readonly<Record<StatId, number>>;
  /** Each race's typical stats instead of `stats` (the varying one still varies). */
  readonly raceStats?: boolean;
  /** Also the time from empty to full under these conditions (null: max mana only). */
  readonly regen: RegenConditions | null;
}

export interface RosterSweepRow {
  readonly raceId: string;
  readonly classId: string;
  /** The varying stat's score (null: the stats' own). */
  readonly score: number | null;
  /** Max mana at levels 1..maxLevel. */
  readonly maxMana: readonly number[];
  /** Seconds for one point to come back (null: never; the same at every level); absent without `regen`. */
  readonly secondsPerPoint?: number | null;
  /** Seconds from empty to full at levels 1..maxLevel (null: never); absent without `regen`. */
  readonly secondsToFull?: readonly (number | null)[];
}

/**
 * Sweeps the roster: one row per race × class × score, races and classes in the data's order.
 *
 * @throws RangeError for a score outside the stat modifier table, or an unknown status.
 */
export function sweepWillpowerRoster(data: WillpowerData, spec: RosterSweepSpec): RosterSweepRow[] {
  const { min, max } = statScoreRange(data.statModifiers);
  const statsOf = (race: Race): Readonly<Record<StatId, number>> =>
    spec.raceStats === true ? race.typicalStats : spec.stats;
  const given = spec.raceStats === true ? data.races.map(statsOf) : [spec.stats];
  for (const stats of given) {
    for (const stat of STAT_IDS) {
      const values =
        stat === spec.stat ? spec.scores.map((score) => score ?? stats[stat]) : [stats[stat]];
      for (const score of values) {
        if (!Number.isInteger(score) || score < min || score > max) {
          throw new RangeError(
            `${STAT_NAMES[stat].name} must be a whole number from ${min} to ${max} (not ${score}).`,
          );
        }
      }
    }
  }
  const levels = data.rules.maxLevel;
  const bare = (race: Race, classId: string, score: number | null): WillpowerBuild => ({
    id: 'roster',
    name: 'Roster',
    raceId: race.id,
    classId,
    level: 1,
    stats: score === null ? statsOf(race) : { ...statsOf(race), [spec.stat]: score },
    itemIds: [],
    talents: [],
    skills: [],
    horoscopeId: null,
    regenStatusIds: [],
  });
  // Seconds per point by score: the pace of a bare build reads only Willpower and the conditions.
  const perPoint = new Map<number, number | null>();
  const secondsPerPoint = (build: WillpowerBuild): number | null => {
    const conditions = spec.regen;
    if (conditions === null) return null;
    const wil = build.stats.wil;
    if (!perPoint.has(wil)) {
      const rules = data.rules.regen;
      const seconds = regenSecondsPerPoint(rules, {
        wil,
        statuses: conditions.statusIds.map((id) => findStatus(data.statuses, id)),
        diseased: findStatus(data.statuses, rules.diseasedStatusId),
      });
      perPoint.set(wil, seconds);
    }
    return perPoint.get(wil) ?? null;
  };
  const rows: RosterSweepRow[] = [];
  for (const race of data.races) {
    for (const cls of data.classes) {
      for (const score of spec.scores) {
        const build = bare(race, cls.id, score);
        const first = computeLevelOneMaxMana(data, build).value;
        const gain = computeLevelGain(data, build).value;
        const maxMana = Array.from({ length: levels }, (_, i) => first + i * gain);
        if (spec.regen === null) {
          rows.push({ raceId: race.id, classId: cls.id, score, maxMana });
          continue;
        }
        const seconds = secondsPerPoint(build);
        const secondsToFull = maxMana.map((mana) => timeToFill(0, mana, seconds));
        rows.push({
          raceId: race.id,
          classId: cls.id,
          score,
          maxMana,
          secondsPerPoint: seconds,
          secondsToFull,
        });
      }
    }
  }
  return rows;
}
