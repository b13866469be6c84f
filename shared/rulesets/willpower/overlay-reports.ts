import type { ReportTable } from '../../report/report-table';
import { machineNames } from '../../report/machine-name';
import type { WillpowerBuild } from './data';

/**
 * One column per build beside the level: the table view (and CSV) of a chart that overlays
 * several builds. `valueAt` gives a build's value at a level, or undefined while its curve is
 * not computed yet (written as an empty cell, never NaN).
 */
export function overlayReport(
  title: string,
  /** The measure in words ("max mana"): the screen's headings read "Tathren: max mana". */
  measure: string,
  builds: readonly WillpowerBuild[],
  levels: readonly number[],
  valueAt: (buildId: string, level: number) => number | undefined,
): ReportTable {
  return {
    title,
    // The CSV's names are the builds' ids and the measure, machine-friendly: tathren_max_mana.
    columns: ['level', ...machineNames(builds.map((build) => `${build.id} ${measure}`))],
    headings: ['Level', ...builds.map((build) => `${build.name}: ${measure}`)],
    rows: levels.map((level) => [level, ...builds.map((build) => valueAt(build.id, level) ?? '')]),
  };
}
