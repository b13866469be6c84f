/**
 * A ruleset's two builds side by side on the command line, built from its declaration
 * (`side-by-side.ts`): build B's flag (`--versus NAME`: its spec for the parser, its name, its
 * reader, its line of `--help`) and the `<id>/side-by-side` report's name, options and table. A
 * ruleset places each with one line; what it writes is its declaration (the flag's words and its
 * rule for which build B is, refused in its own words), the pair its flags ask for and the engine
 * function behind the screen's answer. Where its traces come from an engine call of their own,
 * that call is built under the declared name from the ruleset's function (`sideBySideEngineCall`).
 *
 * The flag is read as the screen's Build B list is: a build of the project by name or id (a name
 * none has is refused with their list, in the declaration's words), else the ruleset's default;
 * then the declaration's own refusals (B the very build A is, a project with no build for B).
 */
import type { GivenFlags } from '../cli/flags';
import { findNamed, listNames, type Named } from '../cli/names';
import type { OptionSpec } from '../cli/options';
import type { HelpEntry } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { ReportDeclaration } from '../report/report-doc';
import {
  sideBySideColumns,
  sideBySideReportTable,
  type SideBySideAnalysis,
  type SideBySideTraces,
  type SideBySideVersus,
} from './side-by-side';

/** What the CLI reads of a declaration: its ruleset and build B's flag and rule. */
export interface SideBySideFlags<Data, Build, Flag extends string> {
  readonly ruleset: string;
  readonly versus: SideBySideVersus<Data, Build, Flag>;
}

/** The report's name: `<id>/side-by-side`. */
export function sideBySideName(analysis: { readonly ruleset: string }): string {
  return `${analysis.ruleset}/side-by-side`;
}

/** Build B's option, as the parser reads it: spread into the ruleset's `OptionSpecs`. */
export function sideBySideOptions<Data, Build, Flag extends string>(
  analysis: SideBySideFlags<Data, Build, Flag>,
): Readonly<Record<Flag, OptionSpec>> {
  const { name, example } = analysis.versus.flag;
  return { [name]: { type: 'string', example } } as Record<Flag, OptionSpec>;
}

/** Its name: what `<id>/side-by-side` takes besides the build (and only it). */
export function sideBySideOptionNames<Data, Build, Flag extends string>(
  analysis: SideBySideFlags<Data, Build, Flag>,
): readonly Flag[] {
  return [analysis.versus.flag.name];
}

/** What build B is chosen among, and beside: the project's builds, A's base, A as it stands. */
export interface SideBySidePairAsked<Data, Build> {
  readonly data: Data;
  readonly builds: readonly Build[];
  readonly base: Build | undefined;
  readonly a: Build;
}

/**
 * Build B, where `report` is the `<id>/side-by-side` report (null for the others): the flag's
 * build among the project's (by name or id, any case), else the declaration's default, refused in
 * the declaration's words.
 *
 * @throws UsageError naming the flag as typed, or in the declaration's words.
 */
export function readVersus<Data, Build extends Named, Flag extends string>(
  analysis: SideBySideFlags<Data, Build, Flag>,
  report: string,
  pair: SideBySidePairAsked<Data, Build>,
  flags: GivenFlags<Flag> | GivenFlags,
): Build | null {
  if (report !== sideBySideName(analysis)) return null;
  const { versus } = analysis;
  const flag = (flags as GivenFlags).one(versus.flag.name);
  const named = flag === undefined ? undefined : findNamed(pair.builds, flag.value);
  if (flag !== undefined && named === undefined) {
    throw new UsageError(
      `${flag.shown}: ${versus.unknown}; choose one of ${listNames(pair.builds)}`,
    );
  }
  const chosen = versus.choose({ ...pair, named, flag });
  if ('refused' in chosen) throw new UsageError(chosen.refused);
  return chosen.b;
}

/** Its line of `--help`, after the report's name. */
export function sideBySideHelp<Data, Build, Flag extends string>(
  analysis: SideBySideFlags<Data, Build, Flag>,
  data: Data,
): HelpEntry[] {
  const { flag } = analysis.versus;
  return [
    {
      term: `--${flag.name} ${flag.arg}`,
      meaning: `${sideBySideName(analysis)}: ${flag.help(data)}`,
    },
  ];
}

/** One build of the report's pair: the name its columns take, and the build. */
export interface SideBySideNamed<Build> {
  readonly name: string;
  readonly build: Build;
}

/** What the CLI gives a side-by-side report beyond the declaration. */
export interface SideBySideCli<Input, Option extends string, Data, Build, Answer> {
  /** The options it reads besides build B's flag: the ruleset's build flags. */
  readonly takes: readonly Option[];
  /** The pair the flags ask for: the data, and A and B with their names. */
  pair(input: Input): {
    readonly data: Data;
    readonly a: SideBySideNamed<Build>;
    readonly b: SideBySideNamed<Build>;
  };
  /** A build's answer: the engine function behind the screen's query. */
  answer(data: Data, build: Build): Answer;
}

/**
 * `wellspring report <id>/side-by-side`, built from the declaration: its name, its options (the
 * build's, then build B's flag), its columns and the card's own table.
 */
export function sideBySideReport<
  Input,
  Option extends string,
  Data,
  Build,
  Answer,
  Flag extends string,
>(
  analysis: SideBySideAnalysis<string, Data, Build, Answer, unknown, unknown, Flag>,
  cli: SideBySideCli<Input, Option, Data, Build, Answer>,
): ReportDeclaration<Input, Option | Flag> {
  return {
    options: [...cli.takes, ...sideBySideOptionNames(analysis)],
    name: sideBySideName(analysis),
    description: analysis.description,
    columns: sideBySideColumns(analysis),
    make: (input) => {
      const { data, a, b } = cli.pair(input);
      const side = ({ name, build }: SideBySideNamed<Build>) => ({
        name,
        answer: cli.answer(data, build),
      });
      return sideBySideReportTable(analysis, side(a), side(b));
    },
  };
}

/**
 * The traces' engine call (NetHack's `nethack34/means-explained`), under the declaration's name,
 * answered by the ruleset's function: spread into `engine.ts`. A declaration whose traces are read
 * off its answers has none to place (and is refused here).
 */
export function sideBySideEngineCall<const Call extends string, Input, Output>(
  analysis: {
    readonly ruleset: string;
    readonly traces: SideBySideTraces<string, never, never, never, unknown, Output, Call>;
  },
  explain: (input: Input) => Output,
): { readonly [K in Call]: (input: Input) => Output } {
  const { traces } = analysis;
  if (traces.from !== 'call') {
    throw new Error(`${sideBySideName(analysis)}: its traces are read off its answers, not a call`);
  }
  return { [traces.call]: explain } as { readonly [K in Call]: (input: Input) => Output };
}
