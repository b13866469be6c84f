/**
 * A ruleset's endurance analysis, declared once: the figures its Endurance card can draw (each read
 * off a row of the engine's answer), its level axis and range, the engine call that answers it,
 * the pattern the card fights and the question it asks, its form (each field and the rotation
 * with its flag on the command line), and the words the card says about where it reads and under
 * what conditions. Each ruleset that has one writes it
 * (`shared/rulesets/<id>/endurance-analysis.ts`); the screen's card
 * (`src-renderer/components/EnduranceCard.svelte`, its form `PatternForm.svelte`) is built from
 * it, and so are the CLI's flags, their reader and `--help`, the report's name and options and
 * the engine call (`endurance-cli.ts`).
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

/** The keys of `T` whose values are exactly `V` (a field of a kind edits only those). */
export type KeysOf<T, V> = {
  [K in keyof T]-?: [T[K]] extends [V] ? ([V] extends [T[K]] ? K : never) : never;
}[keyof T] &
  string;

/**
 * A field's flag on the command line (`--every SECONDS`), read with the field's own check: a value
 * it refuses is refused in its words after the flag ("--every 0: a whole number of seconds from 1
 * to 3600"). `shared/analysis/endurance-cli.ts` builds the flag from it.
 */
export interface FieldFlag<Data, Pattern, Flag extends string> {
  /** Its name, without the dashes: "every", "target-hp". */
  readonly name: Flag;
  /** What its value is, in `--help`: "SECONDS", "N", "DICE". */
  readonly arg: string;
  /** A value, as typed: "--every: needs a value, e.g. --every 6", and the `--pattern` file's. */
  readonly example: string;
  /** What it sets, for `--help`: its limits, and its default (`pattern`, the card's start's). */
  help(data: Data, pattern: Pattern): string;
}

/** A switch's flag: given, it sets the switch to `sets` (`--no-rest`: rest off). */
export interface SwitchFlag<Data, Pattern, Flag extends string> {
  readonly name: Flag;
  readonly sets: boolean;
  help(data: Data, pattern: Pattern): string;
}

/** A number, dice or optional number field: its element id, label and the check of a value. */
interface TypedField<Kind extends string, Key, Value, Data, Pattern, Flag extends string> {
  readonly kind: Kind;
  readonly key: Key;
  /** The element id (the e2e specs and the refusal's message find it by it). */
  readonly id: string;
  readonly label: string;
  /** The tooltip: what the field changes, where it matters (the data's numbers in it). */
  readonly title?: (data: Data) => string;
  /** Why a value is refused, or null (the CLI flag's check too). */
  readonly check: (value: Value) => string | null;
  readonly flag: FieldFlag<Data, Pattern, Flag>;
}

/**
 * One field of a pattern, as data: the card draws it in the pattern's row (a whole number, an
 * optional one, dice, or a switch) and writes what is typed back under `key`; the CLI reads it
 * from its flag.
 */
export type PatternField<Pattern, Data, Flag extends string = string> =
  | TypedField<'whole', KeysOf<Pattern, number>, number, Data, Pattern, Flag>
  | TypedField<'optional-whole', KeysOf<Pattern, number | null>, number | null, Data, Pattern, Flag>
  | TypedField<'dice', KeysOf<Pattern, string>, string, Data, Pattern, Flag>
  | {
      readonly kind: 'switch';
      readonly key: KeysOf<Pattern, boolean>;
      readonly label: string;
      readonly title?: (data: Data) => string;
      readonly flag: SwitchFlag<Data, Pattern, Flag>;
    };

/**
 * How a flag's value names what an entry casts, before its "=DICE": one of the choice's options by
 * its name or id, in any case (Willpower's ability; refused as "unknown ability; choose one of
 * …"), or a whole number `check` takes (NetHack's spell level; `notNumber` when it is not one).
 */
export type ChoiceFlag =
  | { readonly by: 'name'; readonly noun: string }
  | {
      readonly by: 'number';
      check(value: number): string | null;
      readonly notNumber: string;
    };

/**
 * The rotation's flag: one entry a value, repeated in order (`--cast NAME[=DICE]` where the
 * rotation has a choice, `--attack DICE` where it has none); none given, the pattern's own.
 */
export interface RotationFlag<Data, Pattern, Item, Flag extends string> {
  readonly name: Flag;
  /** "NAME[=DICE]", "DICE". */
  readonly arg: string;
  /** A value, as typed: "Burning hands=2d6+1". */
  readonly example: string;
  help(data: Data, pattern: Pattern): string;
  /** Why a value's damage is refused on its own, or null (the card's check of one entry). */
  check(damage: string): string | null;
  /** Why the entries together are refused, each fine on its own (said on the last), or null. */
  together?(items: readonly Item[]): string | null;
  /** Why more than a rotation holds are refused, after the flag: "at most 12 attacks". */
  readonly tooMany: string;
}

/**
 * The pattern's rotation, as data: what it is called, a new entry's default, and the parts of one
 * entry (a choice of what is cast, where the ruleset has one, and its damage as dice).
 */
export interface PatternRotation<Pattern, Data, Item, Flag extends string = string> {
  readonly key: KeysOf<Pattern, readonly Item[]>;
  /** "Rotation", "Attacks": the list's accessible name. */
  readonly label: string;
  /** "cast", "attack": the buttons' words. */
  readonly noun: string;
  /** A new entry when the list is empty (never, as the last cannot be removed). */
  blank(data: Data): Item;
  /** What an entry casts, chosen from a list (Willpower's ability, NetHack's spell level). */
  readonly choice?: {
    /** A visible label around the list ("Spell level"); none: only its accessible name. */
    readonly label?: string;
    ariaLabel(index: number): string;
    options(
      data: Data,
      pattern: Pattern,
    ): readonly { readonly value: string; readonly name: string }[];
    read(item: Item): string;
    write(item: Item, value: string): Item;
    /** How the rotation's flag names an option. */
    readonly flag: ChoiceFlag;
  };
  readonly damage: {
    id(index: number): string;
    label(index: number): string;
    /** The accessible name where the label is terse ("Cast 2 damage"). */
    ariaLabel?(index: number): string;
    read(item: Item): string;
    write(item: Item, damage: string): Item;
    /** Why `damage` as entry `index` of `items` is refused, or null. */
    check(damage: string, items: readonly Item[], index: number): string | null;
  };
  readonly flag: RotationFlag<Data, Pattern, Item, Flag>;
}

/**
 * What the card's form is made of, as data: the pattern's row of fields, its rotation, the line
 * under them, and, where the ruleset lets the designer choose the level explained, that field.
 * Each field and the rotation name their flag: the CLI's flags, their reader and their `--help`
 * are built from the form (`endurance-cli.ts`).
 */
export interface PatternForm<Data, Build, Pattern, Item, Flag extends string = string> {
  readonly fields: readonly PatternField<Pattern, Data, Flag>[];
  readonly rotation: PatternRotation<Pattern, Data, Item, Flag>;
  /** The line under the rotation: how damage is read, what a turn or a cast waits for. */
  readonly help: string;
  /**
   * A small `--pattern` file, as `compare/endurance --patterns` shows it under the ruleset's id
   * (its `--help` and its refusals): `{"every": 6}`.
   */
  readonly fileExample: string;
  /** The level explained, chosen on the card (DCSS's Explain XL): its field and its words. */
  readonly chooseAt?: {
    readonly id: string;
    readonly label: string;
    /** Why a chosen level is refused, or null (null: none chosen, always fine). */
    check(value: number | null, build: Build): string | null;
    /** Which level is explained, in words, beside the field. */
    shown(build: Build, at: number, chosen: number | null): string;
  };
}

/**
 * @typeParam Where What the screen tells the card beyond the data and the build (Willpower's
 *   conditions, NetHack's picked XL); `undefined` where it tells nothing.
 * @typeParam Stored The pattern as the window keeps it (Willpower's is null until edited: its
 *   default depends on the data).
 * @typeParam Item One entry of the pattern's rotation (a cast, an attack).
 * @typeParam Flag The names of its flags on the command line (`cast`, `every`…), so the options a
 *   ruleset spreads from it keep their names.
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
  Item,
  Flag extends string = string,
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
  /**
   * The pattern the window keeps until the designer edits it (Willpower's null: its default
   * depends on the data); the card and Compare's endurance card start from it.
   */
  readonly initial: Stored;
  /** The pattern the card fights, from the one the window keeps and the data it fights in. */
  pattern(stored: Stored, data: Data): Pattern;
  /** How the card edits the pattern, and the CLI's flags set it. */
  readonly form: PatternForm<Data, Build, Pattern, Item, Flag>;
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
  Item,
  Flag extends string,
>(
  analysis: EnduranceAnalysis<
    Id,
    Data,
    Build,
    Where,
    Stored,
    Pattern,
    Input,
    Row,
    Result,
    Item,
    Flag
  >,
): EnduranceAnalysis<Id, Data, Build, Where, Stored, Pattern, Input, Row, Result, Item, Flag> {
  return analysis;
}
