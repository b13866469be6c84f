import type { ReportTable } from '../../report/report-table';
import type { WillpowerBuild } from './data';
import type { ManaCurve } from './max-mana';

/** The "Table" view of the max-mana chart, and its CSV. */
export function manaCurveReport(build: WillpowerBuild, curve: ManaCurve): ReportTable {
  return {
    title: `${build.name}: max mana by level`,
    columns: ['Level', 'Max mana'],
    rows: curve.points.map((point) => [point.level, point.maxMana]),
  };
}
