/**
 * `wellspring report <id>/sensitivity` and `<id>/goal`, built from a ruleset's figure analyses
 * (`figure-analyses.ts`): their options (`--measure`, `--at-most`, `--at-least`, read here once),
 * their columns (said once, in the ruleset's nouns), their part of `--help`, and their tables (the
 * same functions the worker answers the card with). A ruleset adds them to its report family with
 * `withFigureReports`, saying only how its flags make a build (`FigureCli`).
 */
import type { GivenFlags } from '../cli/flags';
import type { OptionSpecs } from '../cli/options';
import type { HelpEntry, HelpSection, ReportFamily } from '../cli/report-family';
import type { ReportDeclaration } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';
import type { FigureAnalyses, FigureComputation, GoalQuestion } from './figure-analyses';
import { readGoal } from './goal-flags';
import { goalColumns, goalReport } from './goal-seek';
import { readMeasureFlag } from './measure-flag';
import { sensitivityColumns, sensitivityReport } from './sensitivity';

/** The options the two reports read besides the build's. */
export function figureOptions(analyses: { readonly defaultMeasure: string }) {
  return {
    // Repeatable only because the balance grids' --measure is (one spelling per option name);
    // a second is refused by `readMeasureFlag`.
    measure: { type: 'string', multiple: true, example: analyses.defaultMeasure },
    'at-most': { type: 'string', example: '10', number: true },
    'at-least': { type: 'string', example: '80', number: true },
  } as const satisfies OptionSpecs;
}

type FigureOption = keyof ReturnType<typeof figureOptions>;

/** How a ruleset's flags make the build (and level, spell) a figure is read of. */
export interface FigureCli<Section, Data, Build, Option extends string, M extends string = string> {
  /** The options the build is read from (`project`, `build`, `int`…), in the order errors list them. */
  readonly takes: readonly Option[];
  /**
   * The data, the build and where its figure is read, from the ruleset's section and the flags.
   * @throws UsageError for anything the user typed.
   */
  question(
    section: Section,
    flags: GivenFlags<Option>,
    /**
     * What is asked: the report (`<id>/sensitivity` or `<id>/goal`, for a message that names it)
     * and the measure (`--measure`, read and checked already), for a flag only one measure reads.
     */
    asked: { readonly report: string; readonly measure: M },
  ): {
    readonly data: Data;
    readonly build: Build;
    readonly level: number;
    readonly spell?: string | null;
  };
}

/** A figure report's input: the whole question (a sensitivity ignores the goal). */
type FigureReport<Data, Build, M extends string> = ReportDeclaration<
  GoalQuestion<Data, Build, M>,
  string
>;

/** The two reports' declarations, their columns said with the ruleset's nouns. */
export function figureReports<Data, Build, M extends string, G extends string>(
  analyses: FigureAnalyses<string, Data, Build, M, G>,
  computation: FigureComputation<Data, Build, M, G>,
  takes: readonly string[],
): readonly FigureReport<Data, Build, M>[] {
  const id = analyses.ruleset;
  return [
    {
      options: [...takes, 'measure'],
      name: `${id}/sensitivity`,
      description: analyses.sensitivity.description,
      columns: sensitivityColumns(analyses.sensitivity.columns),
      make: (question) => sensitivityReport(computation.sensitivity(question)),
    },
    {
      options: [...takes, 'measure', 'at-most', 'at-least'],
      name: `${id}/goal`,
      description: analyses.goal.description,
      columns: goalColumns({ ...analyses.goal.columns, roundedAs: `${id}/sensitivity` }),
      make: (question) => goalReport(computation.goal(question)),
    },
  ];
}

/** Their lines of `--help`. */
export function figureHelp<Data, Build>(
  analyses: FigureAnalyses<string, Data, Build>,
): HelpEntry[] {
  const id = analyses.ruleset;
  const ids = analyses.measures.map((measure) => measure.id).join(', ');
  return [
    {
      term: '--measure NAME',
      meaning:
        `${id}/sensitivity and ${id}/goal: the figure ${analyses.where.help}, ${ids} ` +
        `(default ${analyses.defaultMeasure})`,
    },
    {
      term: '--at-most N, --at-least N',
      meaning:
        `${id}/goal: the goal for --measure (one of the two)` +
        (analyses.goal.help === '' ? '' : `, ${analyses.goal.help}`),
    },
  ];
}

/**
 * A ruleset's report family with its figure reports after its own: their options and help added
 * (the help to its first section), their tables made from the question its flags ask.
 */
export function withFigureReports<
  Section,
  Options extends OptionSpecs,
  Report extends ReportDeclaration<never, keyof Options & string>,
  Data,
  Build,
  M extends string,
  G extends string,
>(
  family: ReportFamily<Section, Options, Report>,
  analyses: FigureAnalyses<string, Data, Build, M, G>,
  computation: FigureComputation<Data, Build, M, G>,
  cli: FigureCli<Section, Data, Build, keyof Options & string, M>,
): ReportFamily<Section, Options & ReturnType<typeof figureOptions>, ReportDeclaration<never>> {
  const reports = figureReports(analyses, computation, cli.takes);
  const ours = new Set<ReportDeclaration<never>>(reports);
  const goalReportOf = reports[1];
  const help = (): readonly HelpSection[] => {
    const [first, ...rest] = family.help();
    const entries = figureHelp(analyses);
    return first === undefined
      ? [{ title: `${analyses.ruleset}/*`, entries }]
      : [{ ...first, entries: [...first.entries, ...entries] }, ...rest];
  };
  const figureTable = (
    report: FigureReport<Data, Build, M>,
    section: Section,
    flags: GivenFlags<(keyof Options & string) | FigureOption>,
  ): ReportTable => {
    const measure = readMeasureFlag(
      flags.all('measure'),
      analyses.measures,
      analyses.defaultMeasure,
    );
    // The build's flags are read before the goal, so a mistyped one is named first.
    const { data, build, level, spell } = cli.question(section, flags, {
      report: report.name,
      measure,
    });
    // The goal is read for `<id>/goal` only: a sensitivity refuses --at-most as a flag it does
    // not take, before this runs.
    const goal =
      report === goalReportOf
        ? readGoal(flags.one('at-most'), flags.one('at-least'), report.name)
        : { goal: 'at-least' as const, target: 0 };
    return report.make({ data, build, measure, level, spell: spell ?? null, ...goal });
  };
  return {
    options: { ...family.options, ...figureOptions(analyses) },
    reports: [...family.reports, ...reports] as readonly ReportDeclaration<never>[],
    ...(family.headlines === undefined ? {} : { headlines: family.headlines }),
    ...(family.endurancePattern === undefined ? {} : { endurancePattern: family.endurancePattern }),
    help,
    table: (report, section, flags) =>
      ours.has(report)
        ? figureTable(report as unknown as FigureReport<Data, Build, M>, section, flags)
        : family.table(report as Report, section, flags as GivenFlags<keyof Options & string>),
  };
}
