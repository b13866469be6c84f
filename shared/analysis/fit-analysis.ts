/**
 * A ruleset's curve from targets, declared once: the engine call that fits a curve through the
 * designer's targets, the targets' check, the choices beside them (what value is fitted), how a fit
 * is shown (today's curve, the proposal, the table, the button's words) and how an applied fit
 * changes the data or the build, with every word and id of the card. Each ruleset that has one
 * writes it (`shared/rulesets/<id>/fit-analysis.ts`); the screen's card
 * (`src-renderer/components/CurveFitCard.svelte`) is built from it.
 *
 * The declaration is data and small pure functions only, so the page reads it without running the
 * engine; the fit itself is the ruleset's `curve-fit.ts`, answered by the worker and the CLI.
 */
import type { ReportTable } from '../report/report-table';
import type { CurveTarget } from './curve-targets';

/** A fit as the card draws it: today's curve, the proposal, the targets and the table. */
export interface FitShown {
  readonly now: readonly number[];
  readonly proposed: readonly number[];
  /** The proposal's line: "With Wizard mana 14", "Proposed". */
  readonly proposedLabel: string;
  readonly targets: readonly CurveTarget[];
  /** The card's table and CSV: the ruleset's fit report. */
  readonly table: ReportTable;
  readonly explain: string;
  /** The button's words ("Set Wizard mana to 14"), and whether it would change anything. */
  readonly applyLabel: string;
  readonly changes: boolean;
  /** The level of `now`'s and `proposed`'s first value: 1 unless an axis starts elsewhere. */
  readonly firstLevel?: number;
}

/**
 * What a fit that proposes one whole value holds (Willpower's column, NetHack's record's number):
 * the value's name, today's and the proposed value, each target's row, and both curves.
 */
export interface OneValueFit {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly rows: readonly { readonly level: number; readonly target: number }[];
  readonly now: readonly number[];
  readonly fitted: readonly number[];
  readonly explain: string;
}

/** How a one-value fit is shown: "With Wizard mana 14" drawn, "Set Wizard mana to 14" applied. */
export function showOneValueFit(fit: OneValueFit, table: ReportTable): FitShown {
  return {
    now: fit.now,
    proposed: fit.fitted,
    proposedLabel: `With ${fit.name} ${fit.to}`,
    targets: fit.rows.map((row) => ({ level: row.level, value: row.target })),
    table,
    explain: fit.explain,
    applyLabel: `Set ${fit.name} to ${fit.to}`,
    changes: fit.to !== fit.from,
  };
}

/** One option of a choice: the value the engine is asked with, and its words in the list. */
export interface FitOption<Value extends string> {
  readonly value: Value;
  readonly name: string;
}

/**
 * A choice's flag on the command line (`--column NAME`): one of the choice's options by its value,
 * in any case; absent, the choice's `initial`. `shared/analysis/fit-cli.ts` builds the flag from
 * it.
 */
export interface FitChoiceFlag<Data, Flag extends string = string> {
  /** Its name, without the dashes: "column", "shape". */
  readonly name: Flag;
  /** What its value is, in `--help`: "NAME", "POOL". */
  readonly arg: string;
  /** A value, as typed: "--column: needs a value, e.g. --column class-mana". */
  readonly example: string;
  /** What it chooses, for `--help`: its values and its default, as the data has them. */
  help(data: Data): string;
}

/**
 * The targets' flag (`--target LEVEL=VALUE`), repeatable, each value one or more points
 * ("1=18, 60=500"); at least one is needed, and together they are refused in `check`'s words.
 */
export interface FitTargetsFlag<Data, Flag extends string = string> {
  readonly name: Flag;
  /** "LEVEL=VALUE", "XL=HP": in `--help` and in the refusal when none is given. */
  readonly arg: string;
  /** A value, as typed: "60=500". */
  readonly example: string;
  /** What a value is, for `--help`: its limits. */
  help(data: Data): string;
  /**
   * Listed before the choices' flags (in the report's options, which errors list, and in
   * `--help`): DCSS's `--target XL=HP, --shape NAME`. The choices are read first all the same.
   */
  readonly first?: boolean;
}

/** One choice beside the targets (a select): what the fit may set, or how the curve runs. */
export interface FitChoice<Data, Build, Value extends string, Flag extends string = string> {
  /** The select's visible label ("Column", "Record"). */
  readonly label: string;
  /** The tooltip: what the choice decides. */
  readonly title?: string;
  /** The options, whose words may name the build's own rows ("Wizard (the class) mana"). */
  options(data: Data, build: Build): readonly FitOption<Value>[];
  /** The option chosen until the designer picks another. */
  readonly initial: Value;
  /** Its flag on the command line. */
  readonly flag: FitChoiceFlag<Data, Flag>;
}

/** What a card's choices hold: one value per choice, by the choice's key. */
export type FitChoices = Readonly<Record<string, string>>;

/**
 * The applied fit as one undoable edit: of the ruleset's data (a table's value: every build of
 * that row moves) or of the shown build (its own curve).
 */
export type FitEdit<Data, Build> =
  { readonly data: (data: Data) => Data } | { readonly build: (build: Build) => Build };

/**
 * @typeParam Choices The card's choices by key, each its own union of values (in the order the
 *   card shows them).
 * @typeParam Result The engine's fit.
 */
export interface FitAnalysis<
  Id extends string,
  Data,
  Build,
  Choices extends FitChoices,
  Input,
  Result,
  Flag extends string = string,
> {
  readonly ruleset: Id;
  /** The engine call that answers the card's question. */
  readonly call: `${Id}/fit`;
  readonly heading: string;
  /** The targets field's id (its error is `<id>-error`). */
  readonly fieldId: string;
  /** The explanation's test id. */
  readonly explainTestId: string;
  /** "Level" or "XL": the x axis. */
  readonly xTitle: string;
  /** The y axis for these choices ("Max mana (points)"). */
  yTitle(choices: Choices): string;
  /** The last level the chart draws. */
  maxLevel(data: Data): number;
  readonly choices: { readonly [K in keyof Choices]: FitChoice<Data, Build, Choices[K], Flag> };
  /** The targets' flag on the command line (`--target LEVEL=VALUE`). */
  readonly targetsFlag: FitTargetsFlag<Data, Flag>;
  /** Why targets are refused, or null: the field's check, in the CLI's words. */
  check(targets: readonly CurveTarget[], data: Data): string | null;
  /** The engine call's input for this data and build (the project's or the baseline's). */
  input(data: Data, build: Build, targets: readonly CurveTarget[], choices: Choices): Input;
  /** How the card draws a fit (the project's and the baseline's alike). */
  shown(fit: Result): FitShown;
  /** The chart's summary of a fit of the shown build. */
  summary(build: Build, fit: Result, choices: Choices): string;
  /** The table's columns before any target is typed (the report's). */
  readonly emptyColumns: readonly string[];
  /** The export's file name. */
  csvName(build: Build, choices: Choices): string;
  /** The fit applied, as one undoable edit. */
  apply(fit: Result): FitEdit<Data, Build>;
  /** The button's title when the proposal is today's already. */
  readonly unchangedTitle: string;
  /** What to type and how the fit works, before a target is typed. */
  hint(data: Data): string;
}

/** A declaration, its literal id and its types kept. */
export function defineFitAnalysis<
  const Id extends string,
  Data,
  Build,
  Choices extends FitChoices,
  Input,
  Result,
  Flag extends string = string,
>(
  analysis: FitAnalysis<Id, Data, Build, Choices, Input, Result, Flag>,
): FitAnalysis<Id, Data, Build, Choices, Input, Result, Flag> {
  return analysis;
}

/** The choices a card opens with: each choice's initial option. */
export function initialChoices<Choices extends FitChoices>(choices: {
  readonly [K in keyof Choices]: { readonly initial: Choices[K] };
}): Choices {
  return Object.fromEntries(
    Object.entries(choices).map(([key, choice]) => [key, (choice as { initial: string }).initial]),
  ) as Choices;
}
