/**
 * "Two builds side by side", declared once per ruleset: build A against build B level by level,
 * each figure of A, of B and B − A, and both builds' Explain traces at a level set term by term.
 * A ruleset writes its declaration (`shared/rulesets/<id>/side-by-side.ts`, `defineSideBySide`):
 * its level axis, its figures and how each is read off a build's answer (what the screen already
 * asks the engine for every build: Willpower's two curves, NetHack's advancement), the rounding,
 * where its traces come from, and every word its card and report say. The card
 * (`src-renderer/components/SideBySideCard.svelte`) and `wellspring report <id>/side-by-side`
 * (`sideBySideReport`, with its `--versus` flag: `side-by-side-cli.ts`) are built from it.
 *
 * The declaration is data and small pure functions only, so the page reads it without running the
 * engine; the answers are the ruleset's engine calls, computed by the worker and the CLI.
 */
import type { FlagValue } from '../cli/flags';
import type { Explained } from '../engine/explain';
import type { ColumnDoc } from '../report/report-doc';
import { machineNames } from '../report/machine-name';
import type { ReportTable } from '../report/report-table';

/** One figure a side-by-side sets A against B on: `max_mana` headed "max mana". */
export interface SideBySideFigure {
  /** The CSV columns' tail: `a_tathren_max_mana`, `change_max_mana`. */
  readonly key: string;
  /** The table's and the chart's word for it ("max mana"), and the report's column docs'. */
  readonly heading: string;
}

/** A declared figure: its words, and its value at each level (from 1) read off a build's answer. */
export interface SideBySideFigureOf<Answer> extends SideBySideFigure {
  /** What the report's column docs add to build A's column ("the assumed HP model"). */
  readonly note?: string;
  /** The figure at every level from 1, as the engine answered it (the rounding comes after). */
  values(answer: Answer): readonly number[];
}

/** One build of the pair: its name and, per figure in order, its value at each level from 1. */
export interface SideBySideBuild {
  readonly name: string;
  readonly values: readonly (readonly (number | undefined)[])[];
}

export interface SideBySideSpec {
  /** The first column's heading on screen ("Level", "XL"); its CSV name is always `level`. */
  readonly levelHeading: string;
  readonly figures: readonly SideBySideFigure[];
  readonly a: SideBySideBuild;
  readonly b: SideBySideBuild;
  /** Each change as the table writes it (to 3 decimals for means); as it comes by default. */
  readonly round?: (value: number) => number;
  /** The first column's CSV name (`level` by default; a custom ruleset's axis names its own). */
  readonly levelColumn?: string;
  /** The level of each figure's first value (1 by default; a custom axis may start elsewhere). */
  readonly firstLevel?: number;
}

/**
 * Build A beside build B, level by level: each figure of A, of B, and B − A, for a "Two builds
 * side by side" card (its table view and CSV) and `wellspring report <ruleset>/side-by-side`.
 * A level only one build has leaves the other's cells and the change empty.
 */
export function sideBySideTable(spec: SideBySideSpec): ReportTable {
  const { a, b, figures } = spec;
  const round = spec.round ?? ((value: number) => value);
  const [keyA, keyB] = machineNames([`a ${a.name}`, `b ${b.name}`]);
  const levels = Math.min(...[a, b].flatMap((build) => build.values.map((each) => each.length)));
  const cell = (value: number | undefined): number | string => value ?? '';
  const change = (x: number | undefined, y: number | undefined): number | string =>
    x === undefined || y === undefined ? '' : round(y - x);
  return {
    title: `${b.name} against ${a.name} by level`,
    columns: [
      spec.levelColumn ?? 'level',
      ...figures.flatMap((figure) => [
        `${keyA}_${figure.key}`,
        `${keyB}_${figure.key}`,
        `change_${figure.key}`,
      ]),
    ],
    headings: [
      spec.levelHeading,
      ...figures.flatMap((figure) => [
        `A ${a.name}: ${figure.heading}`,
        `B ${b.name}: ${figure.heading}`,
        `B − A ${figure.heading}`,
      ]),
    ],
    rows: Array.from({ length: Number.isFinite(levels) ? levels : 0 }, (_, i) => [
      (spec.firstLevel ?? 1) + i,
      ...figures.flatMap((_figure, f) => {
        const x = a.values[f]?.[i];
        const y = b.values[f]?.[i];
        return [cell(x), cell(y), change(x, y)];
      }),
    ]),
  };
}

/** Two builds' Explain traces set side by side at a level: a title and each build's trace. */
export interface SideBySideTrace {
  readonly title: string;
  readonly a: Explained;
  readonly b: Explained;
}

/**
 * Where the traces come from: the builds' answers the screen already has (Willpower's curves hold
 * their traces), or an engine call per build asked at the level explained (NetHack's means, term
 * by term), asked only while the card is in view. Its input holds the level it was asked at, so
 * an answer for another level is never shown under this one.
 */
export type SideBySideTraces<
  Id extends string,
  Data,
  Build,
  Answer,
  Input,
  Output,
  Call extends string = `${Id}/${string}`,
> =
  | {
      readonly from: 'answer';
      /** The traces of A's and B's answers at `level` (none where an answer has no such level). */
      read(a: Answer, b: Answer, level: number): readonly SideBySideTrace[];
    }
  | {
      readonly from: 'call';
      /** The engine call's name (`side-by-side-cli.ts` builds the call under it). */
      readonly call: Call;
      input(data: Data, build: Build, level: number): Input & { readonly level: number };
      read(a: Output, b: Output, level: number): readonly SideBySideTrace[];
    };

/**
 * Build B's flag on the command line (`--versus NAME`): a build of the project by name or id.
 * `shared/analysis/side-by-side-cli.ts` builds the flag from it.
 */
export interface SideBySideVersusFlag<Data, Flag extends string = string> {
  /** Its name, without the dashes: "versus". */
  readonly name: Flag;
  /** What its value is, in `--help`: "NAME". */
  readonly arg: string;
  /** A value, as typed: "--versus: needs a value, e.g. --versus Brute". */
  readonly example: string;
  /** What it chooses, for `--help`: build B, and which it is without the flag. */
  help(data: Data): string;
}

/** What choosing build B is given: the project's builds, A, and what the flag named. */
export interface SideBySideAsked<Data, Build> {
  readonly data: Data;
  /** The project's builds, in the list's order. */
  readonly builds: readonly Build[];
  /** The project's build A starts from (`--build`), if any. */
  readonly base: Build | undefined;
  /** Build A as it stands, its flags on top. */
  readonly a: Build;
  /** The build the flag names among `builds`; undefined without the flag. */
  readonly named: Build | undefined;
  /** The flag as typed; undefined without it. */
  readonly flag: FlagValue | undefined;
}

/** Build B as chosen, or the whole sentence it is refused in. */
export type SideBySideChoice<Build> = { readonly b: Build } | { readonly refused: string };

/** Build B on the command line: its flag, and the ruleset's rule for which build it is. */
export interface SideBySideVersus<Data, Build, Flag extends string = string> {
  readonly flag: SideBySideVersusFlag<Data, Flag>;
  /** A name none of the builds has, before the list ("unknown build; choose one of …"). */
  readonly unknown: string;
  /** Build B: the one named, else the ruleset's default; refused in the ruleset's own words. */
  choose(asked: SideBySideAsked<Data, Build>): SideBySideChoice<Build>;
}

/**
 * @typeParam Answer What the screen already has for each build (and each of the baseline's): the
 *   figures and, where `traces.from` is `answer`, the traces are read off it; the CLI computes it.
 * @typeParam Input, Output The traces' engine call's, where they come from one.
 * @typeParam Flag Build B's flag's name ("versus").
 * @typeParam Call The traces' engine call's name, where they come from one.
 */
export interface SideBySideAnalysis<
  Id extends string,
  Data,
  Build,
  Answer,
  Input,
  Output,
  Flag extends string = string,
  Call extends string = `${Id}/${string}`,
> {
  readonly ruleset: Id;
  readonly levels: {
    /** "Level", "XL": the chart's axis, the table's first heading, the level field's refusal. */
    readonly heading: string;
    /** "level", "XL": the word in a sentence ("B − A by level", "Explain at XL"). */
    readonly word: string;
    /** The report's `level` column doc. */
    readonly meaning: string;
    /** The last level drawn and explained. */
    last(data: Data): number;
  };
  /** In the table's order; the chart's summary reads the first. */
  readonly figures: readonly SideBySideFigureOf<Answer>[];
  /** How each value and each change is written (NetHack's means: to 3 decimals); none: as read. */
  readonly rounding?: {
    round(value: number): number;
    /** What the report's change columns say of it ("to 3 decimals"). */
    readonly words: string;
  };
  readonly traces: SideBySideTraces<Id, Data, Build, Answer, Input, Output, Call>;
  /** The chart's y axis ("B − A (points)"). */
  readonly yTitle: string;
  /** A sentence after the chart's note, saying what the figures are; none: nothing more. */
  readonly figuresNote?: string;
  /** Under the traces: how their terms pair. */
  readonly pairingNote: string;
  /** `wellspring report <id>/side-by-side`'s line in `--list`. */
  readonly description: string;
  /** Build B on the command line (`--versus NAME`): its flag and how B is chosen. */
  readonly versus: SideBySideVersus<Data, Build, Flag>;
}

/** A declaration, its literal id and its types kept. */
export function defineSideBySide<
  const Id extends string,
  Data,
  Build,
  Answer,
  Input,
  Output,
  Flag extends string = string,
  Call extends `${Id}/${string}` = `${Id}/${string}`,
>(
  analysis: SideBySideAnalysis<Id, Data, Build, Answer, Input, Output, Flag, Call>,
): SideBySideAnalysis<Id, Data, Build, Answer, Input, Output, Flag, Call> {
  return analysis;
}

/** The parts of a declaration its table reads (any ruleset's: the card takes them untyped). */
type TableOf<Answer> = Pick<
  SideBySideAnalysis<string, never, never, Answer, unknown, unknown>,
  'levels' | 'figures' | 'rounding'
>;

/** A build's value of each figure (in the declaration's order) at every level, as written. */
export function sideBySideValues<Answer>(
  analysis: TableOf<Answer>,
  answer: Answer,
): readonly (readonly number[])[] {
  const round = analysis.rounding?.round;
  return analysis.figures.map((figure) => {
    const values = figure.values(answer);
    return round === undefined ? values : values.map(round);
  });
}

/** One build of a pair as the table names it, with its answer. */
export interface SideBySideSide<Answer> {
  readonly name: string;
  readonly answer: Answer;
}

/** The declaration's table of A against B: the card's table view and CSV, and the report. */
export function sideBySideReportTable<Answer>(
  analysis: TableOf<Answer>,
  a: SideBySideSide<Answer>,
  b: SideBySideSide<Answer>,
): ReportTable {
  return sideBySideTable({
    levelHeading: analysis.levels.heading,
    figures: analysis.figures,
    a: { name: a.name, values: sideBySideValues(analysis, a.answer) },
    b: { name: b.name, values: sideBySideValues(analysis, b.answer) },
    ...(analysis.rounding === undefined ? {} : { round: analysis.rounding.round }),
  });
}

/** The report's columns, said once in the ruleset's nouns (the figures' headings). */
export function sideBySideColumns(
  analysis: Pick<
    SideBySideAnalysis<string, never, never, unknown, unknown, unknown>,
    'levels' | 'figures' | 'rounding'
  >,
): readonly ColumnDoc[] {
  const change = analysis.rounding === undefined ? 'B − A' : `B − A, ${analysis.rounding.words}`;
  return [
    { name: 'level', meaning: analysis.levels.meaning },
    ...analysis.figures.flatMap((figure, f) => {
      // A column's name is build A's: said once, at the first.
      const asides = [
        ...(figure.note === undefined ? [] : [figure.note]),
        ...(f === 0 ? ['its name as a column name'] : []),
      ];
      const aside = asides.length === 0 ? '' : ` (${asides.join('; ')})`;
      return [
        { name: `a_<name>_${figure.key}`, meaning: `build A's ${figure.heading}${aside}` },
        { name: `b_<name>_${figure.key}`, meaning: `build B's ${figure.heading}` },
        { name: `change_${figure.key}`, meaning: change },
      ];
    }),
  ];
}
