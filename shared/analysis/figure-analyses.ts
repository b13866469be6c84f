/**
 * A ruleset's figure analyses, declared once: the figures it can read of a build (its measures),
 * where it reads them (a level, an XL, the caster's VP, the build's max HP), and the words its
 * reports, `--help` and the screen's card say about "what moves it most" (sensitivity) and the
 * nearest setting that reaches a goal (goal seek). Each ruleset writes one
 * (`shared/rulesets/<id>/analyses.ts`); from it and the ruleset's computation (`FigureComputation`)
 * the shared code builds the engine calls (`figureEngineCalls`), the CLI reports
 * (`figure-reports.ts`) and the screen's card (`FigureAnalysisCard.svelte`).
 *
 * The declaration is data and small pure functions only, so the page can read it without the
 * engine; the computation is the worker's and the CLI's.
 */
import type { GoalColumnWords, GoalDirection, GoalResult } from './goal-seek';
import type { GridMeasure } from './grid';
import type { Sensitivity, SensitivityColumnWords } from './sensitivity';

/** What every figure analysis is asked: a build's figure, read where the ruleset reads it. */
export interface FigureQuestion<Data, Build, M extends string = string> {
  readonly data: Data;
  readonly build: Build;
  readonly measure: M;
  /**
   * Where the figure is read: the build's level, XL, VP or max HP (`FigureAnalyses.where.level`).
   * Rulesets whose build holds it (Quest's VP, DCSS's max HP) read it there instead.
   */
  readonly level: number;
  /** The ability a casting measure casts (Willpower's casts an hour), by id; others ignore it. */
  readonly spell?: string | null;
}

export interface GoalQuestion<Data, Build, M extends string = string> extends FigureQuestion<
  Data,
  Build,
  M
> {
  readonly goal: GoalDirection;
  readonly target: number;
}

/** A ruleset's answers to the two questions: the part that is its own rules. */
export interface FigureComputation<Data, Build, M extends string, G extends string> {
  /** @throws RangeError for an unknown measure, or data or a build the engine refuses. */
  sensitivity(question: FigureQuestion<Data, Build, M>): Sensitivity;
  /** @throws RangeError as `sensitivity`, or for a goal that is not a number. */
  goal(question: GoalQuestion<Data, Build, M>): GoalResult<G, M>;
}

/** A choice the figure needs for some measures only: Willpower's spell for its casts an hour. */
export interface FigureChoice<Data, M extends string> {
  /** The measures that read it. */
  readonly measures: readonly M[];
  readonly label: string;
  /** The tooltip: what the choice is. */
  readonly title: string;
  /** What can be chosen, in the data's order (the first is the default). */
  options(data: Data): readonly { readonly id: string; readonly name: string }[];
}

export interface FigureAnalyses<
  Id extends string,
  Data,
  Build,
  M extends string = string,
  G extends string = string,
> {
  readonly ruleset: Id;
  /** What the build is called in the reports' words: "caster", "character", "build". */
  readonly buildNoun: string;
  readonly measures: readonly GridMeasure<M>[];
  /** The measure a card and a report read until another is chosen. */
  readonly defaultMeasure: M;
  /**
   * Where the figure is read. `level` is the build's own (its level, VP or max HP) unless the
   * screen reads the figure at a level the build does not hold (NetHack's picked XL: the card's
   * `level`); the words below are given the level the figure is read at.
   */
  readonly where: {
    /** How the screen names the axis: "level", "XL", "VP", "max HP". */
    readonly word: string;
    /** The shown build's level (XL, VP, max HP): where the figure and the baseline's are read. */
    level(build: Build): number;
    /** Where, in the titles' words: "VP 18", "level 30", "90 max HP". */
    at(build: Build, level: number): string;
    /** The card's words: "at VP 18 (the caster’s VP)". */
    phrase(build: Build, level: number): string;
    /** The end of an export's file name: "-vp18", "-l30", "" when the measure says it. */
    fileSuffix(build: Build, level: number): string;
    /**
     * The baseline's build read where the shown one is (its VP or max HP set to the shown
     * build's), so the two figures are compared at one point. Identity where `level` is passed.
     */
    pin(of: Build, shown: Build): Build;
    /** `--measure`'s help: where a report reads the figure ("at the caster's VP"). */
    readonly help: string;
    /**
     * The id of the screen's field that sets where the figure is read (the build form's Level),
     * for the card's "Change…" beside its words; absent where the card's screen picks it otherwise
     * (NetHack's XL above the charts) or nothing sets it (Mage 2e's spell as cast).
     */
    field?(build: Build): string;
  };
  readonly choice?: FigureChoice<Data, M>;
  readonly sensitivity: {
    /** `--list`'s line for `<id>/sensitivity`. */
    readonly description: string;
    readonly columns: SensitivityColumnWords;
    /** The card's "each input moved by…" sentence. */
    readonly steps: string;
  };
  readonly goal: {
    /** `--list`'s line for `<id>/goal`. */
    readonly description: string;
    readonly columns: Omit<GoalColumnWords, 'roundedAs'>;
    /** The card's heading: "Goal: the nearest Int, VP or potions that reach it". */
    readonly heading: string;
    /** The card's words for what was tried: "each of Int, VP and potions". */
    readonly tried: string;
    /** `--at-most`/`--at-least`'s help after "the goal for --measure (one of the two)". */
    readonly help: string;
    /** The build with one goal input set to the score the answer names (one undoable edit). */
    set(build: Build, input: G, score: number): Build;
  };
}

/** A declaration, its literal id and types kept. */
export function defineFigureAnalyses<
  const Id extends string,
  Data,
  Build,
  M extends string,
  G extends string,
>(analyses: FigureAnalyses<Id, Data, Build, M, G>): FigureAnalyses<Id, Data, Build, M, G> {
  return analyses;
}

/** The direction a goal takes until the designer picks one: the measure's better side. */
export function naturalGoal(measure: GridMeasure | undefined): GoalDirection {
  return measure?.better === 'lower' ? 'at-most' : 'at-least';
}

/** The engine calls `<id>/sensitivity` and `<id>/goal`, as the worker answers them. */
export type FigureEngineCalls<
  Id extends string,
  Data,
  Build,
  M extends string,
  G extends string,
> = {
  readonly [K in `${Id}/sensitivity`]: (question: FigureQuestion<Data, Build, M>) => Sensitivity;
} & {
  readonly [K in `${Id}/goal`]: (question: GoalQuestion<Data, Build, M>) => GoalResult<G, M>;
};

export function figureEngineCalls<
  Id extends string,
  Data,
  Build,
  M extends string,
  G extends string,
>(
  analyses: FigureAnalyses<Id, Data, Build, M, G>,
  computation: FigureComputation<Data, Build, M, G>,
): FigureEngineCalls<Id, Data, Build, M, G> {
  return {
    [`${analyses.ruleset}/sensitivity`]: (question: FigureQuestion<Data, Build, M>) =>
      computation.sensitivity(question),
    [`${analyses.ruleset}/goal`]: (question: GoalQuestion<Data, Build, M>) =>
      computation.goal(question),
  } as FigureEngineCalls<Id, Data, Build, M, G>;
}
