/**
 * What a formula ruleset is made of besides its text: the tables its formulas read by column
 * (`race.mana`), the build's inputs (stats, switches), and its level axis. A build picks one row of
 * each `one` table and any rows of each `many` table, and sets its inputs.
 */

export interface FormulaColumn {
  readonly name: string;
  /** The column's unit (`hp`), or null: a plain number that takes the unit of what it meets. */
  readonly unit: string | null;
}

export interface FormulaRow {
  readonly id: string;
  readonly values: Readonly<Record<string, number>>;
}

export interface FormulaTable {
  readonly name: string;
  /**
   * `one`: a build has one row (a race, a class): `race.mana`. `many`: a list (items):
   * `sum(item.mana)`. `lookup`: no build holds it; formulas read a row by id (`stat[int].modifier`).
   */
  readonly holds: 'one' | 'many' | 'lookup';
  readonly columns: readonly FormulaColumn[];
  readonly rows: readonly FormulaRow[];
}

export interface FormulaInput {
  readonly name: string;
  readonly unit: string | null;
  /** The value a build has when it does not set this input. */
  readonly initial: number;
  /** The values a build may give it, where declared (goal seek moves only inputs with both). */
  readonly min?: number;
  readonly max?: number;
}

export interface FormulaAxis {
  readonly name: string;
  readonly first: number;
  readonly last: number;
}

export interface FormulaSource {
  readonly text: string;
  readonly tables: readonly FormulaTable[];
  readonly inputs: readonly FormulaInput[];
  readonly axis: FormulaAxis;
}

/** A build: the rows it picked of each table (one id, or a list for `many`) and its inputs. */
export interface FormulaBuild {
  readonly rows: Readonly<Record<string, string | readonly string[]>>;
  readonly inputs: Readonly<Record<string, number>>;
}

/** The default axis, as every built-in ruleset's charts: levels 1–60. */
export const LEVELS: FormulaAxis = { name: 'level', first: 1, last: 60 };

/** How large a ruleset may be: a hostile or mistaken file is refused, never run for minutes. */
export const LIMITS = {
  /** Characters of the whole text. */
  text: 100_000,
  /** Characters of one statement. */
  statement: 4_000,
  statements: 1_000,
  /** Nesting of one expression (brackets, operators, calls). */
  depth: 64,
  /** Parts of one formula once the ruleset's functions are written into it. */
  expanded: 10_000,
  /** Dice in one roll, and sides of one die (as the engine's dice notation). */
  dice: 100,
  sides: 1_000,
  /** Times one die may explode. */
  explode: 10,
  /** Outcomes one random value may have, and outcome pairs one evaluation may combine. */
  outcomes: 20_000,
  work: 5_000_000,
} as const;
