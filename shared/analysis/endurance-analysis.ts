/**
 * A ruleset's endurance analysis, declared once: the figures its Endurance card can draw (each read
 * off a row of the engine's answer), its level axis and range, the engine call that answers it,
 * the pattern the card fights and the question it asks, and the words the card says about where
 * it reads and under what conditions. Each ruleset that has one writes it
 * (`shared/rulesets/<id>/endurance-analysis.ts`); the screen's card
 * (`src-renderer/components/EnduranceCard.svelte`) is built from it, the ruleset keeping only its
 * pattern's fields (a small form component).
 *
 * The declaration is data and small pure functions only, so the page reads it without running the
 * engine; the computation is the ruleset's `endurance.ts`, answered by the worker and the CLI.
 */
import type { ReportTable } from '../report/report-table';
import type { Spread } from './endurance';

/** One figure an endurance card can draw, read off a row of the engine's answer. */
export interface EnduranceFigure<Row> {
  readonly id: string;
  readonly name: string;
  /** The chart's left axis. */
  readonly axis: string;
  /** The figure picker's tooltip: what the figure is. */
  readonly meaning: string;
  /** A spread (three lines), one number, or null where the figure has none. */
  readonly read: (row: Row) => Spread | number | null;
  /** What a null reads as in the summary ("never", "the pace holds"). */
  readonly none: string;
  /** What the gaps mean, in the note. */
  readonly gaps: string;
  /** Times run from thousands to tens: the log scale is on until the designer says. */
  readonly log: boolean;
}

/** What every ruleset's endurance answer holds: a row per level, and its explanation. */
export interface EnduranceAnswer<Row> {
  readonly levels: readonly Row[];
  /** The explained level, term by term (the card's list). */
  readonly explain: readonly string[];
  /** What the figures assume, said once (the card's note and the report's basis). */
  readonly basis: string;
}

/**
 * @typeParam Where What the screen tells the card beyond the data and the build (Willpower's
 *   conditions, NetHack's picked XL); `undefined` where it tells nothing.
 * @typeParam Stored The pattern as the window keeps it (Willpower's is null until edited: its
 *   default depends on the data).
 */
export interface EnduranceAnalysis<
  Id extends string,
  Data,
  Build,
  Where,
  Stored,
  Pattern,
  Input,
  Row,
  Result extends EnduranceAnswer<Row>,
> {
  readonly ruleset: Id;
  /** The engine call that answers the card's question. */
  readonly call: `${Id}/endurance`;
  readonly figures: readonly EnduranceFigure<Row>[];
  /** The figure drawn until the designer picks another. */
  readonly initialFigure: string;
  readonly levels: {
    /** The axis's title: "Level", "XL". */
    readonly title: string;
    /** The summary's word: "level", "XL". */
    readonly word: string;
    /** The heading's: "Endurance, levels 1–60", "Endurance, XL 1–27". */
    heading(data: Data, build: Build): string;
    /** The last level the answer has a row for. */
    last(data: Data, build: Build): number;
    /** A row's level. */
    of(row: Row): number;
  };
  /** The pattern the card fights, from the one the window keeps and the data it fights in. */
  pattern(stored: Stored, data: Data): Pattern;
  /**
   * The level the explanation reads and the chart marks: the ruleset's own (the build's level,
   * the screen's picked XL), or `chosen` where its form lets the designer choose one (null: none
   * chosen).
   */
  at(build: Build, where: Where, chosen: number | null): number;
  /** The chart's mark at that level: "Level 5 (Tathren)", "XL 9 (60 HP)". */
  atLabel(build: Build, at: number): string;
  /**
   * The engine call's input for this data and build (the project's, or the baseline's version of
   * both: a baseline without what the pattern needs is not asked, null).
   */
  input(data: Data, build: Build, pattern: Pattern, where: Where, at: number): Input | null;
  /** The conditions the build fights under, in the summary's words ("at the usual pace"). */
  conditions(build: Build, where: Where): string;
  /** The card's note after the engine's basis: where the conditions come from, what is kept. */
  note(conditions: string, at: number): string;
  /** The card's table and CSV: the ruleset's endurance report. */
  report(buildName: string, result: Result): ReportTable;
}

/** A declaration, its literal id and its types kept. */
export function defineEnduranceAnalysis<
  const Id extends string,
  Data,
  Build,
  Where,
  Stored,
  Pattern,
  Input,
  Row,
  Result extends EnduranceAnswer<Row>,
>(
  analysis: EnduranceAnalysis<Id, Data, Build, Where, Stored, Pattern, Input, Row, Result>,
): EnduranceAnalysis<Id, Data, Build, Where, Stored, Pattern, Input, Row, Result> {
  return analysis;
}
