import type { ReportTable } from '../../report/report-table';
import type { WillpowerBuild } from './data';
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
