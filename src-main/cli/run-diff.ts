/**
 * `wellspring diff BASE.json NEW.json`: every result cell the change from one project to the
 * other moves, as CSV (report, build, row, column, base, new, change, percent). Each report runs
 * on both projects for every build of its ruleset (by id: a build only one project has shows as
 * added or removed), the grids and the comparison once. `--fail-over PCT` makes the exit code 3
 * when a cell moves more than PCT percent (or appears, disappears, or changes from 0 or to a
 * word), so a studio's CI can stop a data commit that moves a curve more than it meant to.
 */
import { GRID_MAX_LEVEL } from '../../shared/balance/cli';
import { parseGridLevels } from '../../shared/balance/grid-spec';
import { GivenFlags, type FlagValue, type FlagValues } from '../../shared/cli/flags';
import { UsageError } from '../../shared/cli/usage-error';
import { diffReport, diffTables, exceeds, type CellChange } from '../../shared/diff/result-diff';
import type { ProjectDocument } from '../../shared/project/default-project';
import type { ReportTable } from '../../shared/report/report-table';
import { RULESET_LIST, type RulesetId } from '../../shared/rulesets/list';
import { findReport, reportNames, type CliReport } from './report-catalog';

/** What `wellspring diff` compares without `--report`: each screen's headline results. */
export const DEFAULT_DIFF_REPORTS: readonly string[] = [
  'willpower/curves',
  'willpower/regen',
  'willpower/costs',
  'nethack34/curves',
  'nethack34/regen',
  'dcss/rate',
  'quest/budget',
  'mage2e/cast',
  'compare/regen',
  'willpower/grid',
  'nethack34/grid',
];

/** The most levels a `--levels` list may hold here (a grid takes the ones it has). */
const ANY_LEVEL = 999;

function isRuleset(family: string): family is RulesetId {
  return RULESET_LIST.some(({ meta }) => meta.id === family);
}

/** The reports `--report` names (any case), in order, or the default list. */
function chosenReports(flags: GivenFlags): CliReport[] {
  const given = flags.all('report');
  if (given.length === 0) {
    return DEFAULT_DIFF_REPORTS.map((name) => findReport(name)).filter(
      (report): report is CliReport => report !== undefined,
    );
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

/** The builds a report runs for: the current project's, then those only the baseline has. */
function buildIds(report: CliReport, base: ProjectDocument, next: ProjectDocument): string[] {
  if (!isRuleset(report.family)) return [''];
  const family = report.family;
  const ids = (project: ProjectDocument) =>
    (project[family].builds as readonly { readonly id: string }[]).map((build) => build.id);
  const current = ids(next);
  return [...current, ...ids(base).filter((id) => !current.includes(id))];
}

function has(project: ProjectDocument, report: CliReport, build: string): boolean {
  if (build === '' || !isRuleset(report.family)) return true;
  const builds = project[report.family].builds as readonly { readonly id: string }[];
  return builds.some((each) => each.id === build);
}

/** The report's table for one project, with `--build` and (for a grid) the levels it has. */
function tableOf(
  report: CliReport,
  project: ProjectDocument,
  build: string,
  levels: readonly number[] | undefined,
  file: FlagValue,
): ReportTable {
  const values: Record<string, FlagValue[]> = {};
  if (build !== '') values.build = [{ value: build, shown: `--build ${build}` }];
  const maxLevel = GRID_MAX_LEVEL[report.name];
  if (maxLevel !== undefined && levels !== undefined) {
    const here = levels.filter((level) => level <= maxLevel(project));
    if (here.length > 0) values.levels = [{ value: here.join(','), shown: '--levels' }];
  }
  try {
    return report.table(project, new GivenFlags(values as FlagValues));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = build === '' ? report.name : `${report.name} --build ${build}`;
    throw new UsageError(`${file.shown}: ${where}: ${message}`);
  }
}

/** Keeps the rows of a level-by-level table at `levels` (its first column is the level). */
function atLevels(table: ReportTable, levels: readonly number[] | undefined): ReportTable {
  if (levels === undefined || !['level', 'xl'].includes(table.columns[0] ?? '')) return table;
  return { ...table, rows: table.rows.filter((row) => levels.includes(Number(row[0]))) };
}

export interface DiffOutcome {
  readonly table: ReportTable;
  /** The changes past `--fail-over` (none without it). */
  readonly failing: readonly CellChange[];
  readonly failOver: number | undefined;
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
    const parsed = parseGridLevels(levelsFlag.value, ANY_LEVEL);
    if (!parsed.ok) throw new UsageError(`${levelsFlag.shown}: ${parsed.message}`);
    levels = parsed.value;
  }
  const changes: CellChange[] = [];
  for (const report of reports) {
    for (const build of buildIds(report, base.project, next.project)) {
      const before = has(base.project, report, build)
        ? atLevels(tableOf(report, base.project, build, levels, base.file), levels)
        : null;
      const after = has(next.project, report, build)
        ? atLevels(tableOf(report, next.project, build, levels, next.file), levels)
        : null;
      changes.push(...diffTables(report.name, build, before, after));
    }
  }
  const failing = limit === undefined ? [] : changes.filter((change) => exceeds(change, limit));
  return { table: diffReport(changes), failing, failOver: limit };
}
