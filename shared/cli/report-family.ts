/**
 * A family of reports, as it declares itself to the CLI: its reports (names, columns and their
 * meanings, the options each takes), the options it reads with their spelling for the parser, its
 * part of `--help`, and how a report's table is made from what it reads in the project and the
 * flags on top. Each ruleset declares one (`shared/rulesets/<id>/cli.ts`); the comparison and the
 * dice pool declare theirs; the CLI's catalog, parser and help are built from the list of them.
 */
import type { ReportDeclaration } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';
import type { FlagValues, GivenFlags } from './flags';
import type { OptionSpecs } from './options';

/** One line of `--help`: a flag (or several, "--arcanum N, --highest N") and what it does. */
export interface HelpEntry {
  readonly term: string;
  readonly meaning: string;
}

/**
 * A report `wellspring diff` and What changed compare by default: one of a screen's headline
 * tables, and what What changed calls it ("Willpower max mana and HP").
 */
export interface Headline {
  readonly report: string;
  readonly name: string;
}

/** A block of `--help`: its title line, then its flags; a string is a note line, as written. */
export interface HelpSection {
  readonly title: string;
  readonly entries: readonly (HelpEntry | string)[];
}

/**
 * A ruleset's endurance pattern as its `--pattern` file holds it, for `compare/endurance
 * --patterns`, which reads one under the ruleset's id: the options such a file may set (the
 * family's own, so the same checks refuse the same mistakes) and the pattern they make.
 */
export interface EndurancePatternFlags<Source, Name extends string> {
  readonly options: readonly Name[];
  /** A small part of such a file, for `--help`: `{"every": 6}`. */
  readonly example: string;
  /** The pattern the flags make for the ruleset's section (its card's `Stored`). */
  read(source: Source, flags: GivenFlags<Name>): unknown;
}

/**
 * One run of a report a diff compares: its id (what the diff's build column says, unique in the
 * family's source), what What changed calls it, and the flags it is asked with.
 */
export interface DiffRun {
  readonly id: string;
  readonly name: string;
  readonly flags: FlagValues;
  /**
   * The levels a diff's `--levels` may ask of this run, where the report takes `--levels` (a
   * custom ruleset's grid: its axis); absent, the report's rows are filtered instead.
   */
  readonly levels?: { readonly first: number; readonly last: number };
}

export interface ReportFamily<
  Source,
  Options extends OptionSpecs,
  Report extends ReportDeclaration<never, keyof Options & string>,
> {
  /** Every option its reports read (the output options aside), as the parser reads them. */
  readonly options: Options;
  readonly reports: readonly Report[];
  /** Its headline reports, in the order a diff lists them (none: it is compared on request). */
  readonly headlines?: readonly Headline[];
  /**
   * The runs a diff compares `report` in, for a source (a custom ruleset's every build; its grid,
   * once per ruleset). Absent: a ruleset's reports run once per build of its section
   * (`--build <id>`), any other family's once.
   */
  runs?(source: Source, report: string): readonly DiffRun[];
  /** Its sections of `--help` (built from the built-in data, whose names they list). */
  help(): readonly HelpSection[];
  /** Its endurance pattern's flags, where its rules have an endurance comparison. */
  // Its option names as text: a narrower type would make the family's options invariant.
  readonly endurancePattern?: EndurancePatternFlags<Source, string>;
  /**
   * The report's table from what the family reads in the project (a ruleset: its own section)
   * and the flags on top of it.
   * @throws UsageError for anything the user typed; the engine's RangeError for data it refuses.
   */
  // A method, so families with different sources and reports are listed side by side.
  table(report: Report, source: Source, flags: GivenFlags<keyof Options & string>): ReportTable;
}

/** A family, its types kept (so its `table` sees its own reports and options). */
export function defineReportFamily<
  Source,
  const Options extends OptionSpecs,
  Report extends ReportDeclaration<never, keyof Options & string>,
>(family: ReportFamily<Source, Options, Report>): ReportFamily<Source, Options, Report> {
  return family;
}
