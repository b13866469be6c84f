/**
 * `wellspring diff BASE.json NEW.json`: every result cell the change from one project to the
 * other moves, as CSV (report, build, row, column, base, new, change, percent). Each report runs
 * on both projects for every build of its ruleset (by id: a build only one project has shows as
 * added or removed), the grids and the comparison once. `--fail-over PCT` makes the exit code 3
 * when a cell moves more than PCT percent (or appears, disappears, or changes from 0 or to a
 * word), so a studio's CI can stop a data commit that moves a curve more than it meant to.
 */
import { parseGridLevels } from '../../shared/analysis/grid-spec';
import type { FlagValue, GivenFlags } from '../../shared/cli/flags';
import { UsageError } from '../../shared/cli/usage-error';
import { askedAs, defaultDiffReports, diffResults } from '../../shared/app/project-diff';
import { GRID_FIRST_LEVEL } from '../../shared/app/grid-reports';
import { diffReport, exceeds, type CellChange } from '../../shared/diff/result-diff';
import type { ProjectDocument } from '../../shared/app/default-project';
import type { ReportTable } from '../../shared/report/report-table';
import { findReport, reportNames, type CliReport } from '../../shared/app/report-catalog';

/** The most levels a `--levels` list may hold here (a grid takes the ones it has). */
const ANY_LEVEL = 999;

/** The reports `--report` names (any case), in order, or the default list. */
function chosenReports(flags: GivenFlags): CliReport[] {
  const given = flags.all('report');
  if (given.length === 0) {
    return defaultDiffReports();
  }
  const reports: CliReport[] = [];
  for (const flag of given) {
    const report = findReport(flag.value);
    if (report === undefined) {
      throw new UsageError(`${flag.shown}: unknown report; choose one of ${reportNames()}`);
    }
    if (report.family === 'dice') {
      throw new UsageError(`${flag.shown}: ${report.name} reads no project, so it cannot change`);
    }
    if (reports.includes(report)) {
      throw new UsageError(`${flag.shown}: ${report.name} is given more than once`);
    }
    reports.push(report);
  }
  return reports;
}

/** `--fail-over PCT`: a percentage of 0 or more, or undefined (report only). */
function failOver(flags: GivenFlags): number | undefined {
  const flag = flags.one('fail-over');
  if (flag === undefined) return undefined;
  const percent = Number(flag.value.trim().replace(/%$/, ''));
  if (flag.value.trim() === '' || !Number.isFinite(percent) || percent < 0) {
    throw new UsageError(`${flag.shown}: give a percentage of 0 or more, e.g. --fail-over 2`);
  }
  return percent;
}

export interface DiffOutcome {
  readonly table: ReportTable;
  /** The changes past `--fail-over` (none without it). */
  readonly failing: readonly CellChange[];
  readonly failOver: number | undefined;
  /** How the command line asks a change's run ("custom/grid --ruleset small"), for messages. */
  asked(change: CellChange): string;
}

/** Both projects → every changed cell of the chosen reports, and those past `--fail-over`. */
export function diffProjects(
  base: { readonly project: ProjectDocument; readonly file: FlagValue },
  next: { readonly project: ProjectDocument; readonly file: FlagValue },
  flags: GivenFlags,
): DiffOutcome {
  const reports = chosenReports(flags);
  const limit = failOver(flags);
  const levelsFlag = flags.one('levels');
  let levels: number[] | undefined;
  if (levelsFlag !== undefined) {
    const parsed = parseGridLevels(levelsFlag.value, ANY_LEVEL, GRID_FIRST_LEVEL);
    if (!parsed.ok) throw new UsageError(`${levelsFlag.shown}: ${parsed.message}`);
    levels = parsed.value;
  }
  const notes: string[] = [];
  const changes = diffResults(
    { project: base.project, label: base.file.shown },
    { project: next.project, label: next.file.shown },
    reports,
    levels,
    // Reports compared by default may be left out when too large; one asked by name may not.
    { notes, leaveOutTooLarge: flags.all('report').length === 0 },
  );
  const failing = limit === undefined ? [] : changes.filter((change) => exceeds(change, limit));
  const table = diffReport(changes);
  // An empty base or new cell is a value one side could not compute: its report says why; a
  // table too large to compute is left out, and said.
  const asked = (change: CellChange) => {
    const report = reports.find((each) => each.name === change.report);
    return report === undefined ? change.report : askedAs(report, next.project, change.build);
  };
  return {
    table: notes.length === 0 ? table : { ...table, notes },
    failing,
    failOver: limit,
    asked,
  };
}
