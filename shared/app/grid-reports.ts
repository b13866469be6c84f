/**
 * The grids' reports, `wellspring report <ruleset>/grid`, one for each grid of the list, and
 * each grid report's last level (what `wellspring diff --levels` keeps of it). Apart from
 * `grid-list.ts`, so the page, which reads that list, does not load the CLI's words.
 */
import { gridFamily, gridLevelRanges } from '../balance/cli';
import { GRID_LIST } from './grid-list';

export const BALANCE_CLI = gridFamily(GRID_LIST);

export const GRID_LEVELS = gridLevelRanges(GRID_LIST);

/** The lowest level any grid has (Quest's VP 0): where `wellspring diff --levels` may start. */
export const GRID_FIRST_LEVEL = Math.min(1, ...GRID_LIST.map((grid) => grid.axis.min));
