/**
 * The rulesets the balance grid can show, as the screen sees each, read from the list of grid
 * declarations (`shared/app/grid-list.ts`): its measures and stats, its level axis and range, its
 * builds (whose stats the rows take), the engine call, and how a row opens as a build on its own
 * screen. No ruleset is named here: one that declares a grid is on the screen.
 */
import {
  rowLabel,
  type BalanceGrid,
  type GridMeasure,
  type GridRow,
  type GridSpec,
} from '../../shared/analysis/grid';
import type { GridAxis, GridStatChoice } from '../../shared/analysis/grid-declaration';
import type { ProjectDocument } from '../../shared/app/default-project';
import { GRID_LIST, gridOf, gridSection, type GridRulesetId } from '../../shared/app/grid-list';
import type { ProjectStore } from '../lib/project.svelte';
import type { GridAsk } from './grid-query.svelte';
import { placeGridBuild } from './open-grid-row';

export type { GridRulesetId } from '../../shared/app/grid-list';
export type { GridStatChoice } from '../../shared/analysis/grid-declaration';

/** The rulesets with a grid, as the screen's Ruleset list offers them, in the list's order. */
export const GRID_RULESETS: readonly { readonly id: GridRulesetId; readonly name: string }[] =
  GRID_LIST.map((grid) => ({ id: grid.ruleset, name: grid.name }));

export interface GridSource {
  readonly id: GridRulesetId;
  readonly name: string;
  /** How the ruleset says level: Willpower's levels, XLs, Quest's VP, Mage 2e's Gnosis. */
  readonly axis: GridAxis;
  /** What a row is, as the screen's sentences say it: "race × class", "build", "caster". */
  readonly rowWord: string;
  readonly measures: readonly GridMeasure[];
  readonly defaultMeasures: readonly string[];
  /** The levels a grid opens on. */
  readonly defaultLevels: readonly number[];
  /** What the Spread list calls its choices: "stat", or DCSS's "source". */
  readonly spreadWord: string;
  /** What a spread's value is called in the title's count: "score", DCSS's "level". */
  readonly scoreWord: string;
  readonly stats: readonly GridStatChoice[];
  readonly maxLevel: number;
  /** The rows without a spread: race × class pairs, or the builds. */
  readonly roster: number;
  /** The builds whose stats the rows can take; none when the rows are the builds. */
  readonly builds: readonly { readonly id: string; readonly name: string }[];
  /** What every row takes of the base build ("stats and regeneration conditions; …"); '' none. */
  readonly baseTakes: string;
  /** See `GridBase.typicalStats`: null when the roster has no races. */
  readonly typicalStats: { readonly baseLabel: string; readonly baseTakes: string } | null;
  /** What an empty grid says: why it has no rows and how to get some. */
  readonly empty: string;
  /** What a "never" cell means, for the legend; null when no measure has one. */
  readonly never: string | null;
  /** The measure that casts a chosen spell, and the spells; null: none does. */
  readonly casting: {
    readonly measure: string;
    readonly spells: readonly { readonly id: string; readonly name: string }[];
  } | null;
  /**
   * The engine call for a spec, from a project's data and builds: the open project's, or the
   * baseline's (its own version of the base build, by id; else its first).
   */
  ask(from: ProjectDocument, baseId: string | null, spec: GridSpec): GridAsk | null;
  /**
   * The heading of the card on the ruleset's screen that explains a measure: a cell opens its
   * build there. Null: the top of the screen explains it (the screen's title takes the focus).
   */
  cardOf(measure: string): string | null;
  /** Shows the row as a build (a preview unless the project has it; no edit); returns its id. */
  open(baseId: string | null, grid: BalanceGrid, row: GridRow, level: number): string | null;
}

/** The grid of a ruleset, as the screen sees it. */
export function gridSource(project: ProjectStore, id: GridRulesetId): GridSource {
  const grid = gridOf(id);
  const section = gridSection(project.document, id);
  return {
    id,
    name: grid.name,
    axis: grid.axis,
    rowWord: grid.rowWord,
    measures: grid.measures,
    defaultMeasures: grid.defaultMeasures,
    defaultLevels: grid.defaultLevels(section),
    spreadWord: grid.spread.word,
    scoreWord: grid.spread.scoreWord,
    stats: grid.spread.choices(section),
    maxLevel: grid.maxLevel(section),
    roster: grid.roster(section),
    builds: grid.base?.builds(section) ?? [],
    baseTakes: grid.base?.takes ?? '',
    typicalStats: grid.base?.typicalStats ?? null,
    empty: grid.empty,
    never: grid.never,
    casting:
      grid.casting === null
        ? null
        : { measure: grid.casting.measure, spells: grid.casting.spells(section) },
    cardOf: (measure) => grid.cardOf(measure),
    ask: (from, baseId, spec) => {
      const given = grid.given(gridSection(from, id), { baseId, set: {} });
      return given === null ? null : { type: `${id}/grid`, given, spec };
    },
    open: (baseId, shown, row, level) => {
      const wanted = grid.rowBuild(section, baseId, shown, row, level);
      if (wanted === null) return null;
      return placeGridBuild(
        project,
        { section: id, screenName: grid.name, levelWord: grid.axis.phrase },
        wanted.build,
        rowLabel(shown, row),
        level,
        wanted.focus,
      );
    },
  };
}
