import type { ReportTable } from '../../report/report-table';
import type { WillpowerBuild } from './data';
import type { BuildRegen } from './build-regen';
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
    columns: ['Level', 'Max mana', 'Seconds per point', 'Seconds from empty to full'],
    rows: regen.levels.map((row) => [
      row.level,
      row.maxMana,
      tenths(row.secondsPerPoint),
      tenths(row.secondsToFull),
    ]),
  };
}
