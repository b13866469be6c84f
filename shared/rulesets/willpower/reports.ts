import type { ReportTable } from '../../report/report-table';
import type { WillpowerBuild } from './data';
import type { BuildRegen } from './build-regen';
import type { AbilityCostRow, CastingEconomy } from './casting-economy';
import type { HpCurve } from './hp';
import type { ManaCurve } from './max-mana';

/** The "Table" view of the max-mana chart, and its CSV. */
export function manaCurveReport(build: WillpowerBuild, curve: ManaCurve): ReportTable {
  return {
    title: `${build.name}: max mana by level`,
    columns: ['Level', 'Max mana'],
    rows: curve.points.map((point) => [point.level, point.maxMana]),
  };
}

/** The "Table" view of the max-HP chart, and its CSV. */
export function hpCurveReport(build: WillpowerBuild, curve: HpCurve): ReportTable {
  return {
    title: `${build.name}: max HP by level (assumed HP model)`,
    columns: ['Level', 'Max HP'],
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
      'Level',
      'Max mana',
      'Seconds per point',
      'Seconds from empty to full',
      'Minutes from empty to full',
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
    columns: ['Level', 'Max mana', 'Max HP'],
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
    columns: ['Ability', 'Kind', 'Base cost', 'Cut percent', 'Effective cost', 'How'],
    rows: costs.map((row) => [row.name, row.kind, row.baseCost, row.cutPercent, row.cost, row.how]),
  };
}

/** The comparison of conditions at the build's level: seconds per point and empty to full. */
export function regenComparisonReport(build: WillpowerBuild, regen: BuildRegen): ReportTable {
  return {
    title: `${build.name}: regeneration under each condition at level ${build.level}`,
    columns: ['Conditions', 'Seconds per point', 'Seconds from empty to full'],
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
    columns: ['Ability', 'Cost', 'Casts in the first hour from full', 'Casts an hour from empty'],
    rows: economy.sustained.map((row) => [
      row.abilityName,
      row.cost,
      row.never === null ? row.castsFromFull : 'never',
      row.never === null ? row.castsFromEmpty : 'never',
    ]),
  };
}
