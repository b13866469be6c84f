/**
 * Two versions of anything that has reports → every result cell that differs, report by report,
 * then build by build (by id: a build only one side has shows as added or removed). It knows no
 * ruleset and no project format: a report says which builds it runs for and how its table is
 * made (`DiffableReport`). The app's projects are one such thing (`shared/app/project-diff.ts`);
 * a ruleset's own report family is another (`familyDiffReports`).
 */
import { GivenFlags, type FlagValues } from '../cli/flags';
import type { OptionSpecs } from '../cli/options';
import type { ReportFamily } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import { WorkBoundError } from '../engine/work-bound';
import type { ReportDeclaration } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';
import { diffTables, type CellChange } from './result-diff';

/** A report as a diff runs it. */
export interface DiffableReport<P> {
  readonly name: string;
  /** The builds it runs for in `project`, by id; null: it runs once (a grid, the comparison). */
  builds(project: P): readonly string[] | null;
  /**
   * Its table of `project` for one build ('' when it runs once), with only `levels` where it
   * reads levels (undefined: all).
   * @throws what the report throws for data it refuses
   */
  table(project: P, build: string, levels: readonly number[] | undefined): ReportTable;
  /**
   * How a message names one run of it, as the command line would ask it: `--build tathren` by
   * default, a custom ruleset's `--ruleset small --build orc-fighter`.
   */
  asked?(project: P, build: string): string | undefined;
}

/** "custom/curves --ruleset small --build orc-fighter", "willpower/curves --build tathren". */
export function runName<P>(report: DiffableReport<P>, project: P, build: string): string {
  if (build === '') return report.name;
  return `${report.name} ${report.asked?.(project, build) ?? `--build ${build}`}`;
}

/** One side to compare, and what an error in it is prefixed with (its file's name). */
export interface DiffSide<P> {
  readonly project: P;
  readonly label: string;
  /** Tables already computed for this side, by report, build and levels (filled as they are). */
  readonly tables?: Map<string, ReportTable>;
}

/** A side's report refused, named by the side and the report; `tooLarge`: past a work bound. */
class SideRefusal extends UsageError {
  constructor(
    message: string,
    readonly tooLarge: boolean,
  ) {
    super(message);
  }
}

/** The builds a report runs for: the newer side's, then those only the older has. */
function buildIds<P>(report: DiffableReport<P>, base: P, next: P): readonly string[] {
  const current = report.builds(next);
  if (current === null) return [''];
  return [...current, ...(report.builds(base) ?? []).filter((id) => !current.includes(id))];
}

function has<P>(report: DiffableReport<P>, project: P, build: string): boolean {
  return build === '' || (report.builds(project)?.includes(build) ?? true);
}

/** The side's table of `report` for `build`, from its cache when it has one. */
function sideTable<P>(
  side: DiffSide<P>,
  report: DiffableReport<P>,
  build: string,
  levels: readonly number[] | undefined,
): ReportTable {
  const key = `${report.name}\n${build}\n${levels?.join(',') ?? ''}`;
  const known = side.tables?.get(key);
  if (known !== undefined) return known;
  let table: ReportTable;
  try {
    table = report.table(side.project, build, levels);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = runName(report, side.project, build);
    throw new SideRefusal(`${side.label}: ${where}: ${message}`, error instanceof WorkBoundError);
  }
  side.tables?.set(key, table);
  return table;
}

/** What a diff says besides the cells, and what it may leave out. */
export interface DiffNotes {
  /**
   * Lines to add to: where a changed cell is empty on one side (a custom formula refused there),
   * that side's notes on the report, which say why; and each table left out, with its reason.
   * Each once, after the side's label.
   */
  readonly notes?: string[];
  /**
   * A table past an engine's bound on its work (a custom grid of a thousand races) is left out,
   * said in `notes`, and the rest compared, rather than refusing the whole diff: for the reports a
   * diff compares by default, which the designer did not ask for by name.
   */
  readonly leaveOutTooLarge?: boolean;
}

/**
 * Every changed cell of `reports` from `base` to `next`, in the reports' order, then by build.
 * @throws UsageError naming the side and report when one side's data is refused (or too large
 * to compute, unless `leaveOutTooLarge`).
 */
export function diffReports<P>(
  base: DiffSide<P>,
  next: DiffSide<P>,
  reports: readonly DiffableReport<P>[],
  levels?: readonly number[],
  { notes, leaveOutTooLarge = false }: DiffNotes = {},
): CellChange[] {
  const changes: CellChange[] = [];
  for (const report of reports) {
    for (const build of buildIds(report, base.project, next.project)) {
      const where = runName(
        report,
        has(report, next.project, build) ? next.project : base.project,
        build,
      );
      let before: ReportTable | null;
      let after: ReportTable | null;
      try {
        before = has(report, base.project, build) ? sideTable(base, report, build, levels) : null;
        after = has(report, next.project, build) ? sideTable(next, report, build, levels) : null;
      } catch (error) {
        // Both sides or neither: one side's table alone would read as every cell added or gone.
        if (!leaveOutTooLarge || !(error instanceof SideRefusal && error.tooLarge)) throw error;
        const line = `${error.message} Left out of the comparison; the rest is compared.`;
        if (notes !== undefined && !notes.includes(line)) notes.push(line);
        continue;
      }
      const changed = diffTables(report.name, build, before, after);
      changes.push(...changed);
      if (notes === undefined) continue;
      // A side's notes, where one of its changed cells is empty, or in a column its table lacks
      // (a formula it could not read at all).
      const explain = (
        side: DiffSide<P>,
        table: ReportTable | null,
        value: (change: CellChange) => string | number | null,
      ) => {
        const unsaid = changed.some(
          (change) =>
            value(change) === '' ||
            (value(change) === null && table !== null && !table.columns.includes(change.column)),
        );
        if (!unsaid) return;
        for (const note of table?.notes ?? []) {
          const line = `${side.label}: ${where}: ${note}`;
          if (!notes.includes(line)) notes.push(line);
        }
      };
      explain(base, before, (change) => change.base);
      explain(next, after, (change) => change.next);
    }
  }
  return changes;
}

/** The table of a family's report for one build, asked as `--build <id>` on the command line. */
export function flagsForBuild<Name extends string>(build: string): GivenFlags<Name> {
  const values: FlagValues =
    build === '' ? {} : { build: [{ value: build, shown: `--build ${build}` }] };
  return new GivenFlags(values);
}

/**
 * A report family's reports as a diff runs them, over its own source (a ruleset's section):
 * each for every build the source has (`builds`), asked with `--build <id>`.
 */
export function familyDiffReports<Source, Options extends OptionSpecs>(
  family: ReportFamily<Source, Options, ReportDeclaration<never>>,
  builds: (source: Source) => readonly string[],
): DiffableReport<Source>[] {
  return family.reports.map((report) => ({
    name: report.name,
    builds,
    table: (source, build) => family.table(report, source, flagsForBuild(build)),
  }));
}
