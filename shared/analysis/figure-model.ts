/**
 * A ruleset's figure analyses from what truly differs between rulesets: how a figure is computed,
 * which inputs a build reads (each with its realistic step, for sensitivity) and which whole-number
 * inputs a goal may move (with their bounds). `figureComputation` turns such a model into the
 * answers the engine calls, the CLI reports and the card read (`FigureComputation`): the ranking,
 * the search, the titles and the rounding are the shared ones (`sensitivity.ts`, `goal-seek.ts`).
 * Quest's is one (`shared/rulesets/quest/sensitivity.ts`); a new ruleset writes one too.
 */
import { seekGoal } from './goal-seek';
import type { FigureComputation, FigureQuestion } from './figure-analyses';
import type { GridMeasure } from './grid';
import { rankedMoves, type SensitivityCandidate } from './sensitivity';

/** What a move changes: the data, the build, or both. */
export interface Moved<Data, Build> {
  readonly data: Data;
  readonly build: Build;
}

/** A whole-number input a goal may move, the rest as the build has it. */
export interface GoalInputModel<Data, Build, G extends string> {
  readonly id: G;
  /** "Int", "VP". */
  readonly name: string;
  readonly from: number;
  readonly min: number;
  readonly max: number;
  /** The data and build with this input at `score`. */
  at(score: number): Moved<Data, Build>;
}

export interface FigureModel<Data, Build, M extends string, G extends string> {
  readonly measures: readonly GridMeasure<M>[];
  /** @throws RangeError for data or a build the engine refuses (the measure is checked already). */
  check(question: FigureQuestion<Data, Build, M>): void;
  /** The figure of `moved` where the question reads it, exact (null: "never"). */
  figure(moved: Moved<Data, Build>, question: FigureQuestion<Data, Build, M>): number | null;
  /** The build's name, for the titles. */
  who(build: Build): string;
  /** Where the figure is read, in the titles: "VP 18", "level 30", "90 max HP". */
  at(question: FigureQuestion<Data, Build, M>): string;
  /**
   * Whether `at` is more than the level's word and number ("90 max HP"): the sensitivity then
   * carries it, and the card says it instead of "level N".
   */
  readonly atInWords?: boolean;
  /** Each input the figure reads, moved by its realistic step. */
  inputs(question: FigureQuestion<Data, Build, M>): SensitivityCandidate<Moved<Data, Build>>[];
  /** The inputs a goal may move. */
  goalInputs(question: FigureQuestion<Data, Build, M>): GoalInputModel<Data, Build, G>[];
  /** How the moves were made, said once under the chart. */
  readonly basis: string;
  /** How a figure that is not there reads in a goal (default "never"). */
  readonly none?: string;
}

/** The measure the question names, or a RangeError naming it. */
export function measureOf<M extends string>(
  measures: readonly GridMeasure<M>[],
  id: string,
): GridMeasure<M> {
  const found = measures.find((each) => each.id === id);
  if (found === undefined) throw new RangeError(`Unknown measure "${id}".`);
  return found;
}

/** "Mana pool" → "mana pool", as a title says it mid-sentence. */
function midSentence(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The two answers of a model, computed the shared way. */
export function figureComputation<Data, Build, M extends string, G extends string>(
  model: FigureModel<Data, Build, M, G>,
): FigureComputation<Data, Build, M, G> {
  const checked = (question: FigureQuestion<Data, Build, M>): GridMeasure<M> => {
    model.check(question);
    return measureOf(model.measures, question.measure);
  };
  const figureOf = (question: FigureQuestion<Data, Build, M>) => (moved: Moved<Data, Build>) =>
    model.figure(moved, question);
  return {
    sensitivity(question) {
      const measure = checked(question);
      const figure = figureOf(question);
      const base = figure(question);
      const at = model.at(question);
      return {
        title: `${model.who(question.build)}: what moves ${midSentence(measure.name)} at ${at}`,
        measure,
        level: question.level,
        ...(model.atInWords === true ? { at } : {}),
        base,
        rows: rankedMoves(model.inputs(question), base, figure, measure.decimals),
        least: null,
        basis: model.basis,
      };
    },
    goal(question) {
      const measure = checked(question);
      const figure = figureOf(question);
      return seekGoal({
        who: model.who(question.build),
        measure,
        at: model.at(question),
        goal: question.goal,
        target: question.target,
        base: figure(question),
        inputs: model.goalInputs(question).map((input) => ({
          id: input.id,
          name: input.name,
          from: input.from,
          min: input.min,
          max: input.max,
          figure: (score: number) => figure(input.at(score)),
        })),
        ...(model.none === undefined ? {} : { none: model.none }),
      });
    },
  };
}
