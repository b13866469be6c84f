/**
 * What a ruleset declares about its balance grid, once, in `shared/rulesets/<id>/grid.ts`: its
 * measures, its level axis and range, what a row is and what a spread can move, whose stats or
 * conditions every row takes, the engine call's input and computation, and how a row opens as a
 * build on the ruleset's own screen. The list of declarations (`shared/app/grid-list.ts`) is all
 * the Balance grid screen, `wellspring report <id>/grid` and `wellspring diff` know of a grid: a
 * ruleset that declares one gets the screen's choice and the report with no other edit (and one
 * `<id>/grid` line in its `engine.ts`, whose calls the worker's protocol is typed from).
 *
 * `Section` is the ruleset's section of the project file; `Given` what its engine call takes
 * besides the spec (the data and the base build, or the builds that are the rows).
 */
import type { Named } from '../cli/names';
import type { Memo } from '../engine/memo';
import type { BalanceGrid, GridAxisWords, GridMeasure, GridRow, GridSpec } from './grid';

/** A ruleset's level axis: what the grid's Levels field takes and how headings say it. */
export interface GridAxis extends GridAxisWords {
  /** The Levels field's label: "Levels", "XLs", "VPs", "Gnosis". */
  readonly label: string;
  /** The CLI's column docs say `max_mana_l<LEVEL>`: LEVEL, XL, VP, GNOSIS. */
  readonly placeholder: string;
  /** The lowest level a grid may ask for: 1, or Quest's VP 0 (a hero below Apprentice's VP). */
  readonly min: number;
}

/** A stat (DCSS: a regeneration source; Quest: Int or potions) a grid can spread or set. */
export interface GridStatChoice {
  readonly id: string;
  readonly short: string;
  readonly name: string;
  readonly min: number;
  readonly max: number;
  /**
   * The scores a spread of it opens on, when the range is too wide to take whole and a 3–18
   * game's 8..18 by 2 does not fit it (Quest's Int 0–99 opens on the dispel matrix's Int range).
   */
  readonly usual?: { readonly from: number; readonly to: number; readonly step: number };
}

/** What a grid's rows take of one build of the project, when the rows are not the builds. */
export interface GridBase<Section> {
  /** The builds the "Stats from" list offers (the first by default). */
  builds(section: Section): readonly Named[];
  /** What every row takes of it ("stats and regeneration conditions; not its race, …"). */
  readonly takes: string;
  /**
   * The rows can take each race's typical stats instead (the Races table): what the build list
   * is then called, and what every row still takes of it. Null: the roster has no races.
   */
  readonly typicalStats: { readonly baseLabel: string; readonly baseTakes: string } | null;
}

/** A measure that casts one spell of the data, chosen beside the measures (`GridSpec.spell`). */
export interface GridCasting<Section> {
  /** The measure's id: the Spell list shows while it is ticked. */
  readonly measure: string;
  /** The spells it can cast, the first by default. */
  spells(section: Section): readonly Named[];
}

/**
 * Where the ruleset's screen looks when a row opens: the build's field the clicked level sets
 * (Willpower's level, DCSS's max HP at that XL, Quest's VP, Mage 2e's Gnosis); null when the
 * screen picks the level without an edit (NetHack).
 */
export interface GridFocus {
  readonly field: string;
  readonly value: number;
}

/** The build a row stands for (under the base's or the row build's id and name) and its focus. */
export interface GridRowBuild {
  readonly build: Readonly<Record<string, unknown>> & Named;
  readonly focus: GridFocus | null;
}

/** What the screen or the CLI chose besides the spec: the base build and scores set for all. */
export interface GridChoice {
  /** The base build's id (null: the first); ignored where the rows are the builds. */
  readonly baseId: string | null;
  /** Scores every row takes, by stat id (`--stat Int=15`); the screen sets none. */
  readonly set: Readonly<Record<string, number>>;
}

// Every function that takes `Section` or `Given` is a method, so that a list of declarations of
// different sections is a list of `GridDeclaration<never, object>` (methods are bivariant).
export interface GridDeclaration<Section, Given extends object> {
  /** The ruleset's id: its engine call is `<id>/grid`, its report `<id>/grid`. */
  readonly ruleset: string;
  /** "Willpower", as the screen's Ruleset list says it. */
  readonly name: string;
  /** What a row is, as the screen's sentences say it: "race × class", "caster", "spell". */
  readonly rowWord: string;
  /** The CSV's row key columns, as `--help` documents them (`race`, `class`; `build`). */
  readonly rowColumns: readonly { readonly name: string; readonly meaning: string }[];
  readonly axis: GridAxis;
  /** The data's last level: past it the Levels field refuses, and saved levels are left out. */
  maxLevel(section: Section): number;
  /** The levels a grid opens on (and `--levels` by default). */
  defaultLevels(section: Section): number[];
  readonly measures: readonly GridMeasure[];
  readonly defaultMeasures: readonly string[];
  readonly spread: {
    /** What the Spread list calls its choices: "stat", or DCSS's "source". */
    readonly word: string;
    /** What one of its values is called in the title's count: "score", DCSS's "level". */
    readonly scoreWord: string;
    /** `--help`'s words for the `<stat>` column: "e.g. int for Int=8..18:2". */
    readonly column: string;
    choices(section: Section): readonly GridStatChoice[];
    /** The choice a spread or `--stat` names, by id, short or full name in any case. */
    find(name: string): string | undefined;
  };
  /** The rows without a spread: race × class pairs, or the builds. */
  roster(section: Section): number;
  /** Null: the rows are the project's builds (DCSS, Quest, Mage 2e). */
  readonly base: GridBase<Section> | null;
  /** A measure that casts a chosen spell (Willpower's casts an hour, `--ability`); null: none. */
  readonly casting: GridCasting<Section> | null;
  /** What an empty grid says: why it has no rows and how to get some. */
  readonly empty: string;
  /** What a "never" cell means, for the legend; null when no measure has one. */
  readonly never: string | null;
  /** What the grid holds, after `wellspring report --list`'s name. */
  readonly description: string;
  /**
   * What What changed calls the grid when `wellspring diff` compares it by default ("Willpower
   * balance grid"); absent: it is compared only when asked (`--report <id>/grid`).
   */
  readonly headline?: string;
  /**
   * `--help`'s words on its levels ("Quest: VPs from 0, by default where each sorcery level
   * starts"), its measures ("Willpower (default max-mana, max-hp)") and its stats.
   */
  readonly help: { readonly levels: string; readonly measures: string; readonly stats: string };
  /**
   * The engine call's input but for the spec: the section's data with the base build (the
   * chosen one, else the first) or its builds, each with `choice.set`'s scores. Null: the
   * project has no build to take stats from (and no default stands in).
   */
  given(section: Section, choice: GridChoice): Given | null;
  /** The grid, in the worker (`<id>/grid`) and the CLI. */
  compute(input: Given & { readonly spec: GridSpec }, memo: Memo): BalanceGrid;
  /**
   * The heading of the card on the ruleset's screen that explains a measure (a cell opens its
   * build there); null: the top of the screen explains it.
   */
  cardOf(measure: string): string | null;
  /** The build a row stands for at `level`, as the ruleset's screen will show it; null: none. */
  rowBuild(
    section: Section,
    baseId: string | null,
    grid: BalanceGrid,
    row: GridRow,
    level: number,
  ): GridRowBuild | null;
}

/** A declaration as a list of rulesets' holds it, its section's type set aside. */
export type AnyGridDeclaration = GridDeclaration<never, object>;

/** A declaration, its types kept (the list checks each against its section). */
export function defineGrid<Section, Given extends object>(
  declaration: GridDeclaration<Section, Given>,
): GridDeclaration<Section, Given> {
  return declaration;
}

/** The build of `builds` with id `id`, else the first: the base build a grid takes. */
export function pickBase<T extends { readonly id: string }>(
  builds: readonly T[],
  id: string | null,
): T | undefined {
  return builds.find((build) => build.id === id) ?? builds[0];
}

/**
 * The stat a name means among `choices`, by id, short or full name in any case, with spaces,
 * dashes and underscores alike ("slow healing", "Slow_Healing").
 */
export function findStatChoice(
  choices: readonly Pick<GridStatChoice, 'id' | 'short' | 'name'>[],
  name: string,
): string | undefined {
  const fold = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ');
  const wanted = fold(name);
  return choices.find((choice) =>
    [choice.id, choice.short, choice.name].some((each) => fold(each) === wanted),
  )?.id;
}
