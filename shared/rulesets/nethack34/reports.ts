import { toRows } from '../../engine/dist';
import type { ReportTable } from '../../report/report-table';
import type { Advancement, DistSummary } from './advancement';
import type { NethackCharacter, Nethack34Data } from './data';
import type { NethackRegenViewRow } from './regen-view';

/**
 * The NetHack 3.4 ruleset's tables: what the band charts' and the regeneration view's "Table"
 * toggles show, and exactly what their CSV exports (and `wellspring report nethack34/…`) write.
 *
 * Rounding, once, here: means and expected gains per 1000 turns to 3 decimals (a mean of max HP is
 * never read finer than that); probabilities to 12 significant digits. The exact distributions are
 * floating point, ~1e-15 off exact arithmetic, so a 1/10 can come out 0.10000000000000002; 12
 * significant digits drop that noise and keep every meaningful digit (a probability as small as
 * 1e-40 keeps its 12 digits, so nothing above 0 is rounded to 0, and a level's column still sums
 * to 1 within 1e-11). Quantiles, minimums, maximums and intervals are whole numbers already.
 */

/** What every NetHack table's `level` column is, as its column docs say it. */
export const XL_COLUMN_MEANING = 'experience level (XL), 1 to 30; NetHack stops at 30';

/** To 3 decimals, as the tables show means (−0 written as 0). */
export function roundMean(value: number): number {
  return Math.round(value * 1000) / 1000 + 0;
}

/** To 12 significant digits, as the tables show probabilities. */
export function roundProbability(value: number): number {
  return Number(value.toPrecision(12));
}

/** "Elf Wizard, Con 18, Wis 18" (stat changes as "; Con 18 from XL 5"). */
export function describeNethackBuild(data: Nethack34Data, build: NethackCharacter): string {
  const role = data.roles.find((row) => row.id === build.roleId)?.name ?? build.roleId;
  const race = data.races.find((row) => row.id === build.raceId)?.name ?? build.raceId;
  const changes = (build.statChanges ?? []).map((change) => {
    const stats = [
      change.con === undefined ? '' : `Con ${change.con}`,
      change.wis === undefined ? '' : `Wis ${change.wis}`,
    ].filter((text) => text !== '');
    return `; ${stats.join(', ')} from XL ${change.level}`;
  });
  return `${race} ${role}, Con ${build.con}, Wis ${build.wis}${changes.join('')}`;
}

/** A pool of the band charts: max HP or max power. */
export type NethackPool = 'hp' | 'pw';

export const NETHACK_POOLS: readonly NethackPool[] = ['hp', 'pw'];

/** The curves table's columns for `pools`: level, then each pool's figures. */
export function nethackCurvesColumns(pools: readonly NethackPool[] = NETHACK_POOLS): string[] {
  return ['level'].concat(
    ...pools.map((kind) =>
      ['mean', 'p5', 'p25', 'p50', 'p75', 'p95', 'min', 'max'].map((figure) => `${kind}_${figure}`),
    ),
  );
}

function figures(summary: DistSummary): number[] {
  const { mean, p5, p25, p50, p75, p95, min, max } = summary;
  return [roundMean(mean), p5, p25, p50, p75, p95, min, max];
}

/**
 * The band charts' table: max HP and max power (or the one of `pools`: each chart exports its own
 * pool) at every XL, mean, quantiles, min and max.
 */
export function nethackCurvesReport(
  data: Nethack34Data,
  advancement: Advancement,
  pools: readonly NethackPool[] = NETHACK_POOLS,
): ReportTable {
  const words = pools.map((kind) => (kind === 'hp' ? 'HP' : 'power')).join(' and ');
  return {
    title: `${describeNethackBuild(data, advancement.build)}: max ${words} by XL`,
    columns: nethackCurvesColumns(pools),
    rows: advancement.levels.map((level) => [
      level.level,
      ...pools.flatMap((kind) => figures(level[kind])),
    ]),
  };
}

/**
 * The whole distribution of max HP (`'hp'`) or max power (`'pw'`) at every XL: one row per level
 * and value with probability > 0, levels then values in increasing order.
 */
export function nethackDistributionReport(
  data: Nethack34Data,
  advancement: Advancement,
  kind: 'hp' | 'pw',
): ReportTable {
  const what = kind === 'hp' ? 'max HP' : 'max power';
  return {
    title: `${describeNethackBuild(data, advancement.build)}: distribution of ${what} by XL`,
    columns: ['level', 'value', 'probability'],
    chances: ['probability'],
    rows: advancement.levels.flatMap((level) =>
      toRows(level[kind].dist).map(({ value, probability }) => [
        level.level,
        value,
        roundProbability(probability),
      ]),
    ),
  };
}

/** The regeneration view's table: the schedule and the time to fill the median pool, by XL. */
export function nethackRegenViewReport(
  data: Nethack34Data,
  build: NethackCharacter,
  int: number,
  rows: readonly NethackRegenViewRow[],
): ReportTable {
  return {
    title: `${describeNethackBuild(data, build)}, Int ${int}: regeneration and time to full by XL`,
    columns: [
      'xl',
      'hp_interval',
      'hp_per_1000_turns',
      'median_max_hp',
      'turns_from_1_hp_to_full',
      'pw_interval',
      'pw_per_1000_turns',
      'median_max_pw',
      'turns_from_0_pw_to_full',
    ],
    rows: rows.map((row) => [
      row.xl,
      row.hpInterval ?? 'never',
      roundMean(row.hpPer1000Turns),
      row.maxHp,
      row.hpTurnsToFull === null ? 'never' : roundMean(row.hpTurnsToFull),
      row.pwInterval ?? 'never',
      roundMean(row.pwPer1000Turns),
      row.maxPw,
      row.pwTurnsToFull === null ? 'never' : roundMean(row.pwTurnsToFull),
    ]),
  };
}
