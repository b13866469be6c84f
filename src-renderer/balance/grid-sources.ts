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
} from '../../shared/balance/grid';
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
import type { ProjectStore } from '../lib/project.svelte';
import type { GridAsk } from './grid-query.svelte';
import { nethackRowBuild, placeGridBuild, willpowerRowBuild } from './open-grid-row';

export type GridRulesetId = 'willpower' | 'nethack34';

export interface GridSource {
  readonly id: GridRulesetId;
  readonly name: string;
  /** "Level" or "XL", as the ruleset says it. */
  readonly levelWord: string;
  readonly measures: readonly GridMeasure[];
  readonly defaultMeasures: readonly string[];
  readonly stats: readonly { readonly id: string; readonly short: string; readonly name: string }[];
  readonly maxLevel: number;
  readonly range: { readonly min: number; readonly max: number };
  /** Race × class pairs: the rows without a spread. */
  readonly pairs: number;
  /** The builds whose stats the rows can take. */
  readonly builds: readonly { readonly id: string; readonly name: string }[];
  /** What every row takes of the base build ("stats and regeneration conditions; …"). */
  readonly baseTakes: string;
  /** The spells a casting measure can cast (Willpower's abilities); none: no such measure. */
  readonly spells: readonly { readonly id: string; readonly name: string }[];
  ask(baseId: string | null, spec: GridSpec): GridAsk | null;
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
  return {
    id: 'willpower',
    name: 'Willpower',
    levelWord: 'Level',
    measures: WILLPOWER_GRID_MEASURES,
    defaultMeasures: WILLPOWER_GRID_DEFAULT_MEASURES,
    stats: STAT_IDS.map((id) => ({ id, ...STAT_NAMES[id] })),
    maxLevel: data.rules.maxLevel,
    range: statScoreRange(data.statModifiers),
    pairs: data.races.length * data.classes.length,
    builds,
    baseTakes:
      'stats and regeneration conditions; not its race, class, items, talents, skills or sign',
    spells: data.abilities,
    ask: (baseId, spec) => {
      const base = pick(builds, baseId);
      return base === undefined ? null : { type: 'willpower/grid', data, base, spec };
    },
    open: (baseId, grid, row, level) => {
      const base = pick(builds, baseId);
      if (base === undefined) return null;
      const wanted = willpowerRowBuild(base, grid, row, level);
      return placeGridBuild(project, 'willpower', 'Willpower', wanted, rowLabel(grid, row), level);
    },
  };
}

export function nethackGridSource(project: ProjectStore): GridSource {
  const data = project.data('nethack34');
  const builds = project.builds('nethack34');
  return {
    id: 'nethack34',
    name: 'NetHack 3.4',
    levelWord: 'XL',
    measures: NETHACK_GRID_MEASURES,
    defaultMeasures: NETHACK_GRID_DEFAULT_MEASURES,
    stats: NETHACK_GRID_STATS,
    maxLevel: data.maxLevel,
    range: nethackStatRange(data),
    pairs: nethackPairs(data).length,
    builds,
    baseTakes: 'Con, Wis and Int and regeneration options; not its role, race or stat changes',
    spells: [],
    ask: (baseId, spec) => {
      const base = pick(builds, baseId) ?? DEFAULT_NETHACK_BUILD;
      return { type: 'nethack34/grid', data, base, spec };
    },
    open: (baseId, grid, row, level) => {
      const base = pick(builds, baseId) ?? DEFAULT_NETHACK_BUILD;
      const wanted = nethackRowBuild(base, grid, row);
      return placeGridBuild(
        project,
        'nethack34',
        'NetHack 3.4',
        wanted,
        rowLabel(grid, row),
        level,
      );
    },
  };
}
