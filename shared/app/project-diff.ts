/**
 * Two projects → every result cell that differs, report by report: what `wellspring diff` prints
 * and what the app's "What changed" screen lists. Each report runs on both projects for every
 * build of its ruleset (by id: a build only one project has shows as added or removed), the grids
 * and the comparison once.
 */
import { GRID_LEVELS } from './grid-reports';
import { GivenFlags, type FlagValue, type FlagValues } from '../cli/flags';
import type { ProjectDocument } from './default-project';
import { findReport, HEADLINES, type CliReport } from './report-catalog';
import type { ReportTable } from '../report/report-table';
import { RULESET_LIST, type RulesetId } from './ruleset-list';
import type { CellChange } from '../diff/result-diff';
import {
  diffReports,
  runName,
  type DiffNotes,
  type DiffableReport,
  type DiffSide as ReportDiffSide,
} from '../diff/report-diff';

/**
 * What `wellspring diff` compares without `--report`: each screen's headline results, as each
 * family declares them (`ReportFamily.headlines`: a ruleset's in its `cli.ts`, a grid's in its
 * declaration), in the catalog's order.
 */
export const DEFAULT_DIFF_REPORTS: readonly string[] = HEADLINES.map((each) => each.report);

/** What "What changed" calls each default report, as the screens name what it holds. */
export const DIFF_REPORT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  HEADLINES.map((each) => [each.report, each.name]),
);

/** The default reports, as the catalog has them. */
export function defaultDiffReports(): CliReport[] {
  return DEFAULT_DIFF_REPORTS.map((name) => findReport(name)).filter(
    (report): report is CliReport => report !== undefined,
  );
}

function isRuleset(family: string): family is RulesetId {
  return RULESET_LIST.some(({ meta }) => meta.id === family);
}

/**
 * How many report tables `reports` make of one project: a ruleset's report one per build of the
 * ruleset, the grids and the comparison one each. The work of a diff, counted before it starts.
 */
export function tablesOf(project: ProjectDocument, reports: readonly CliReport[]): number {
  return reports.reduce(
    (count, report) =>
      count +
      (report.runs !== undefined
        ? report.runs(project).length
        : isRuleset(report.family)
          ? project[report.family].builds.length
          : 1),
    0,
  );
}

/** Keeps the rows of a level-by-level table at `levels` (its first column is the level). */
function atLevels(table: ReportTable, levels: readonly number[] | undefined): ReportTable {
  if (levels === undefined || !['level', 'xl'].includes(table.columns[0] ?? '')) return table;
  const kept = (row: readonly (string | number)[]) => levels.includes(Number(row[0]));
  return {
    ...table,
    rows: table.rows.filter(kept),
    ...(table.rowIds && { rowIds: table.rowIds.filter((_, i) => kept(table.rows[i] ?? [])) }),
  };
}

/**
 * The report's table for one project, with `--build` (or the flags of the family's run of that
 * id) and (for a grid) the levels it has.
 */
function tableOf(
  report: CliReport,
  project: ProjectDocument,
  build: string,
  levels: readonly number[] | undefined,
): ReportTable {
  const run = report.runs?.(project).find((each) => each.id === build);
  const values: Record<string, readonly FlagValue[] | undefined> = { ...run?.flags };
  if (build !== '' && run === undefined) {
    values.build = [{ value: build, shown: `--build ${build}` }];
  }
  const range = GRID_LEVELS[report.name];
  const axis =
    run?.levels ??
    (range === undefined ? undefined : { first: range.min, last: range.max(project) });
  if (axis !== undefined && levels !== undefined) {
    const here = levels.filter((level) => level >= axis.first && level <= axis.last);
    if (here.length > 0) values.levels = [{ value: here.join(','), shown: '--levels' }];
  }
  return atLevels(report.table(project, new GivenFlags(values as FlagValues)), levels);
}

/** A catalog's report as the diff runs it: a ruleset's for each build of its section. */
function diffable(report: CliReport): DiffableReport<ProjectDocument> {
  const family = report.family;
  return {
    name: report.name,
    builds:
      report.runs !== undefined
        ? (project) => report.runs?.(project).map((run) => run.id) ?? []
        : isRuleset(family)
          ? (project) =>
              (project[family].builds as readonly { readonly id: string }[]).map(
                (build) => build.id,
              )
          : () => null,
    table: (project, build, levels) => tableOf(report, project, build, levels),
    // A family's run is named by the flags that ask it (`--ruleset small --build orc-fighter`).
    ...(report.runs !== undefined && {
      asked: (project: ProjectDocument, build: string) => {
        const run = report.runs?.(project).find((each) => each.id === build);
        return run === undefined
          ? undefined
          : Object.values(run.flags)
              .flatMap((values) => values?.map((value) => value.shown) ?? [])
              .join(' ');
      },
    }),
  };
}

/**
 * How the command line asks one run of `report` in `project`: "willpower/curves --build
 * tathren", "custom/grid --ruleset small" (a message names a changed cell's run by it).
 */
export function askedAs(report: CliReport, project: ProjectDocument, build: string): string {
  return runName(diffable(report), project, build);
}

/** One project to compare, and what an error in it is prefixed with (its file's name). */
export type DiffSide = ReportDiffSide<ProjectDocument>;

/**
 * Every changed cell of `reports` from `base` to `next`, in the reports' order, then by build.
 * `levels` keeps only those rows of level-by-level tables (and the grids' columns); `said` gets
 * what a side's report says of the cells it left empty, and may leave out a table too large to
 * compute (`diffReports`).
 * @throws UsageError naming the side and report when the engine refuses one's data.
 */
export function diffResults(
  base: DiffSide,
  next: DiffSide,
  reports: readonly CliReport[],
  levels?: readonly number[],
  said: DiffNotes = {},
): CellChange[] {
  return diffReports(base, next, reports.map(diffable), levels, said);
}
