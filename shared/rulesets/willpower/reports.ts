import { roundProbability6 } from '../../report/format-number';
import type { ReportTable } from '../../report/report-table';
import type { WillpowerBuild } from './data';
import type { BuildRegen } from './build-regen';
import type { AbilityCostRow, CastingEconomy } from './casting-economy';
import type { HpCurve } from './hp';
import type { ManaCurve } from './max-mana';
import type { TrainingProjection } from './training';

/** The "Table" view of the max-mana chart, and its CSV. */
export function manaCurveReport(build: WillpowerBuild, curve: ManaCurve): ReportTable {
  return {
    title: `${build.name}: max mana by level`,
    columns: ['level', 'max_mana'],
    rows: curve.points.map((point) => [point.level, point.maxMana]),
  };
}

/** The "Table" view of the max-HP chart, and its CSV. */
export function hpCurveReport(build: WillpowerBuild, curve: HpCurve): ReportTable {
  return {
    title: `${build.name}: max HP by level (assumed HP model)`,
    columns: ['level', 'max_hp'],
    rows: curve.points.map((point) => [point.level, point.maxHp]),
  };
}

/** Seconds rounded to a tenth for tables and CSV alike (86.4; 205.7), or "never". */
function tenths(seconds: number | null): string | number {
  return seconds === null ? 'never' : Math.round(seconds * 10) / 10;
}

/** The regeneration view's table: seconds per point and empty-to-full at every level. */
export function regenReport(build: WillpowerBuild, regen: BuildRegen): ReportTable {
  return {
    title: `${build.name}: mana regeneration by level`,
    columns: [
      'level',
      'max_mana',
      'seconds_per_point',
      'seconds_from_empty_to_full',
      'minutes_from_empty_to_full',
    ],
    rows: regen.levels.map((row) => [
      row.level,
      row.maxMana,
      tenths(row.secondsPerPoint),
      tenths(row.secondsToFull),
      tenths(row.secondsToFull === null ? null : row.secondsToFull / 60),
    ]),
  };
}

/**
 * Max mana and max HP side by side, one row per level (the headless `willpower/curves` report).
 * Both curves must span the same levels (they do: 1..maxLevel of the same data).
 */
export function curvesReport(build: WillpowerBuild, mana: ManaCurve, hp: HpCurve): ReportTable {
  if (mana.points.length !== hp.points.length) {
    throw new RangeError('The max-mana and max-HP curves must span the same levels.');
  }
  return {
    title: `${build.name}: max mana and max HP by level`,
    columns: ['level', 'max_mana', 'max_hp'],
    rows: mana.points.map((point, index) => [
      point.level,
      point.maxMana,
      hp.points[index]?.maxHp ?? '',
    ]),
  };
}

/**
 * The spell list with each ability's cost for a build (the UI's "Casting costs" table and the
 * headless `willpower/costs` report): the cut of the items worn and the talents taken by the
 * build's level, added up and clamped (`Cut percent`), the cost after it, and how it rounded.
 */
export function costsReport(build: WillpowerBuild, costs: readonly AbilityCostRow[]): ReportTable {
  return {
    title: `${build.name}: ability costs at level ${build.level}`,
    columns: ['ability', 'kind', 'base_cost', 'cut_percent', 'effective_cost', 'how'],
    rows: costs.map((row) => [row.name, row.kind, row.baseCost, row.cutPercent, row.cost, row.how]),
  };
}

/** The comparison of conditions at the build's level: seconds per point and empty to full. */
export function regenComparisonReport(build: WillpowerBuild, regen: BuildRegen): ReportTable {
  return {
    title: `${build.name}: regeneration under each condition at level ${build.level}`,
    columns: ['conditions', 'seconds_per_point', 'seconds_from_empty_to_full'],
    rows: regen.comparison.map((row) => [
      row.conditions,
      tenths(row.secondsPerPoint),
      tenths(row.secondsToFull),
    ]),
  };
}

/** An hour of casting each ability under the chosen conditions (simulated with carry-over). */
export function sustainedCastingReport(
  build: WillpowerBuild,
  economy: CastingEconomy,
  conditionsText: string,
): ReportTable {
  return {
    title: `${build.name}: an hour of casting each ability ${conditionsText}`,
    columns: ['ability', 'cost', 'casts_first_hour_from_full', 'casts_per_hour_from_empty'],
    headings: ['Ability', 'Cost', 'Casts in the first hour from full', 'Casts an hour from empty'],
    rows: economy.sustained.map((row) => [
      row.abilityName,
      row.cost,
      row.never === null ? row.castsFromFull : 'never',
      row.never === null ? row.castsFromEmpty : 'never',
    ]),
  };
}

/** Three decimals, enough for expected marks and points (2.801). */
function thousandths(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Casting one ability for hours with the skills spending trains rising (the "Training by casting"
 * table and `willpower/training`): one column per skill that spending trains, named by its id.
 */
export function trainingReport(build: WillpowerBuild, projection: TrainingProjection): ReportTable {
  const skills = projection.rows[0]?.skills ?? [];
  return {
    title: `${build.name}: training by casting ${projection.abilityName} for hours`,
    columns: [
      'hours',
      'casts',
      'mana_spent',
      ...skills.map((skill) => skill.skillId.replaceAll('-', '_')),
      'max_mana',
      'seconds_per_point',
      'willpower_marks_expected',
      'willpower_point_chance',
      'willpower_points_expected',
    ],
    headings: [
      'Hours',
      'Casts',
      'Mana spent',
      ...skills.map((skill) => (skill.trained ? skill.name : `${skill.name} (untrained)`)),
      'Max mana',
      'Seconds per point',
      'Wil marks (expected)',
      'Chance of +1 Wil',
      'Wil points (expected)',
    ],
    rows: projection.rows.map((row) => [
      row.hours,
      row.casts,
      row.manaSpent,
      ...row.skills.map((skill) => skill.value),
      row.maxMana,
      tenths(row.secondsPerPoint),
      thousandths(row.marksExpected),
      roundProbability6(row.pointChance),
      thousandths(row.pointsExpected),
    ]),
    chances: ['willpower_point_chance'],
  };
}
