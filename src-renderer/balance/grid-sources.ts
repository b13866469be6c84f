/**
 * The rulesets the balance grid can show, as the screen sees each: its measures and stats, its
 * levels and stat range, its builds (whose stats the rows take), the engine call, and how a row
 * opens as a build on its own screen.
 */
import {
  rowLabel,
  type BalanceGrid,
  type GridMeasure,
  type GridRow,
  type GridSpec,
} from '../../shared/analysis/grid';
import {
  DCSS_GRID_DEFAULT_MEASURES,
  DCSS_GRID_MEASURES,
  DCSS_GRID_SOURCES,
} from '../../shared/rulesets/dcss/grid';
import { DEFAULT_NETHACK_BUILD } from '../../shared/rulesets/nethack34/defaults';
import {
  NETHACK_GRID_DEFAULT_MEASURES,
  NETHACK_GRID_MEASURES,
  NETHACK_GRID_STATS,
  nethackPairs,
  nethackStatRange,
} from '../../shared/rulesets/nethack34/grid';
import { STAT_IDS, STAT_NAMES } from '../../shared/rulesets/willpower/data';
import {
  WILLPOWER_GRID_DEFAULT_MEASURES,
  WILLPOWER_GRID_MEASURES,
} from '../../shared/rulesets/willpower/grid';
import { statScoreRange } from '../../shared/rulesets/willpower/stat-modifiers';
import type { ProjectDocument } from '../../shared/app/default-project';
import type { ProjectStore } from '../lib/project.svelte';
import type { GridAsk } from './grid-query.svelte';
import { dcssRowBuild, nethackRowBuild, placeGridBuild, willpowerRowBuild } from './open-grid-row';

export type GridRulesetId = 'willpower' | 'nethack34' | 'dcss';

/** A stat (DCSS: a regeneration source) a grid can spread, and the scores it takes. */
export interface GridStatChoice {
  readonly id: string;
  readonly short: string;
  readonly name: string;
  readonly min: number;
  readonly max: number;
}

export interface GridSource {
  readonly id: GridRulesetId;
  readonly name: string;
  /** "Level" or "XL", as the ruleset says it. */
  readonly levelWord: string;
  /** What a row is, as the screen's sentences say it: "race × class", "build". */
  readonly rowWord: string;
  readonly measures: readonly GridMeasure[];
  readonly defaultMeasures: readonly string[];
  /** What the Spread list calls its choices: "stat", or DCSS's "source". */
  readonly spreadWord: string;
  readonly stats: readonly GridStatChoice[];
  readonly maxLevel: number;
  /** The rows without a spread: race × class pairs, or DCSS's builds. */
  readonly roster: number;
  /** The builds whose stats the rows can take; none when the rows are the builds (DCSS). */
  readonly builds: readonly { readonly id: string; readonly name: string }[];
  /** What every row takes of the base build ("stats and regeneration conditions; …"). */
  readonly baseTakes: string;
  /**
   * The rows can take each race's typical stats instead (the Races table): what the build list is
   * then called, and what every row still takes of it. Null: the roster has no races (DCSS).
   */
  readonly typicalStats: { readonly baseLabel: string; readonly baseTakes: string } | null;
  /** What an empty grid says: why it has no rows and how to get some. */
  readonly empty: string;
  /** What a "never" cell means, for the legend; null when no measure has one. */
  readonly never: string | null;
  /** The spells a casting measure can cast (Willpower's abilities); none: no such measure. */
  readonly spells: readonly { readonly id: string; readonly name: string }[];
  /**
   * The engine call for a spec, from a project's data and builds: the open project's, or the
   * baseline's (its own version of the base build, by id; else its first).
   */
  ask(from: ProjectDocument, baseId: string | null, spec: GridSpec): GridAsk | null;
  /**
   * The heading of the card on the ruleset's screen that explains a measure ("Regeneration" for
   * seconds per point): a cell opens its build there. Null: the top of the screen explains it (the
   * screen's title then takes the focus).
   */
  cardOf(measure: string): string | null;
  /** Opens the row as a build (one undoable edit); returns its id. */
  open(baseId: string | null, grid: BalanceGrid, row: GridRow, level: number): string | null;
}

function pick<T extends { readonly id: string }>(
  builds: readonly T[],
  id: string | null,
): T | undefined {
  return builds.find((build) => build.id === id) ?? builds[0];
}

export function willpowerGridSource(project: ProjectStore): GridSource {
  const data = project.data('willpower');
  const builds = project.builds('willpower');
  const range = statScoreRange(data.statModifiers);
  return {
    id: 'willpower',
    name: 'Willpower',
    levelWord: 'Level',
    rowWord: 'race × class',
    measures: WILLPOWER_GRID_MEASURES,
    defaultMeasures: WILLPOWER_GRID_DEFAULT_MEASURES,
    spreadWord: 'stat',
    stats: STAT_IDS.map((id) => ({ id, ...STAT_NAMES[id], ...range })),
    maxLevel: data.rules.maxLevel,
    roster: data.races.length * data.classes.length,
    builds,
    baseTakes:
      'stats and regeneration conditions; not its race, class, items, talents, skills or sign',
    typicalStats: {
      baseLabel: 'Conditions from',
      baseTakes: 'regeneration conditions; the stats are each race’s typical ones',
    },
    empty: 'The data has no races or no classes: add them on the Willpower screen.',
    never: 'mana does not come back',
    spells: data.abilities,
    cardOf: (measure) =>
      ({
        'max-hp': 'Max HP, levels 1–60',
        'seconds-per-point': 'Regeneration',
        'minutes-to-full': 'Regeneration',
        'casts-per-hour': 'An hour of casting',
      })[measure] ?? null,
    ask: (from, baseId, spec) => {
      const base = pick(from.willpower.builds, baseId);
      return base === undefined
        ? null
        : { type: 'willpower/grid', given: { data: from.willpower.data, base }, spec };
    },
    open: (baseId, grid, row, level) => {
      const base = pick(builds, baseId);
      if (base === undefined) return null;
      const wanted = willpowerRowBuild(base, data.races, grid, row, level);
      return placeGridBuild(
        project,
        { section: 'willpower', screenName: 'Willpower', levelWord: 'level' },
        wanted,
        rowLabel(grid, row),
        level,
        { field: 'level', value: level },
      );
    },
  };
}

export function nethackGridSource(project: ProjectStore): GridSource {
  const data = project.data('nethack34');
  const builds = project.builds('nethack34');
  const range = nethackStatRange(data);
  return {
    id: 'nethack34',
    name: 'NetHack 3.4',
    levelWord: 'XL',
    rowWord: 'race × role',
    measures: NETHACK_GRID_MEASURES,
    defaultMeasures: NETHACK_GRID_DEFAULT_MEASURES,
    spreadWord: 'stat',
    stats: NETHACK_GRID_STATS.map((stat) => ({ ...stat, ...range })),
    maxLevel: data.maxLevel,
    roster: nethackPairs(data).length,
    builds,
    baseTakes: 'Con, Wis and Int and regeneration options; not its role, race or stat changes',
    typicalStats: {
      baseLabel: 'Int and options from',
      baseTakes: 'Int and regeneration options; Con and Wis are each race’s typical ones',
    },
    empty: 'The data allows no race × role pair: check the roles’ races on the NetHack screen.',
    never:
      'no HP or power comes back under the base build’s conditions (moving Stressed or worse, ' +
      'praying…)',
    spells: [],
    cardOf: (measure) =>
      /-(regen|full)$/.test(measure) ? 'Regeneration by XL' : 'The whole distribution at',
    ask: (from, baseId, spec) => {
      const base = pick(from.nethack34.builds, baseId) ?? DEFAULT_NETHACK_BUILD;
      return { type: 'nethack34/grid', given: { data: from.nethack34.data, base }, spec };
    },
    open: (baseId, grid, row, level) => {
      const base = pick(builds, baseId) ?? DEFAULT_NETHACK_BUILD;
      const wanted = nethackRowBuild(base, data.races, grid, row);
      return placeGridBuild(
        project,
        { section: 'nethack34', screenName: 'NetHack 3.4', levelWord: 'XL' },
        wanted,
        rowLabel(grid, row),
        level,
        null,
      );
    },
  };
}

export function dcssGridSource(project: ProjectStore): GridSource {
  const data = project.data('dcss');
  const builds = project.builds('dcss');
  return {
    id: 'dcss',
    name: 'DCSS',
    levelWord: 'XL',
    rowWord: 'build',
    measures: DCSS_GRID_MEASURES,
    defaultMeasures: DCSS_GRID_DEFAULT_MEASURES,
    spreadWord: 'source',
    stats: DCSS_GRID_SOURCES,
    maxLevel: data.maxLevel,
    roster: builds.length,
    builds: [],
    baseTakes: '',
    typicalStats: null,
    empty: 'The project has no DCSS builds: add one on the DCSS screen, and every build is a row.',
    never:
      'no HP comes back (Slow Healing 3, or 2 with a monster in sight, stops all but Trog’s ' +
      'Hand)',
    spells: [],
    cardOf: () => null,
    ask: (from, _, spec) => ({
      type: 'dcss/grid',
      given: { data: from.dcss.data, builds: from.dcss.builds },
      spec,
    }),
    open: (_, grid, row, level) => {
      const build = builds.find((each) => each.id === row.ids[0]);
      if (build === undefined) return null;
      const wanted = dcssRowBuild(build, grid, row);
      return placeGridBuild(
        project,
        { section: 'dcss', screenName: 'DCSS', levelWord: 'XL' },
        wanted,
        rowLabel(grid, row),
        level,
        { field: 'maxHp', value: wanted.maxHpByLevel[level - 1] ?? wanted.maxHp },
      );
    },
  };
}

/** The grid of a ruleset, as the screen sees it. */
export function gridSource(project: ProjectStore, id: GridRulesetId): GridSource {
  switch (id) {
    case 'willpower':
      return willpowerGridSource(project);
    case 'nethack34':
      return nethackGridSource(project);
    case 'dcss':
      return dcssGridSource(project);
  }
}
