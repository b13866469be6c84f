/**
 * The grids' reports, `wellspring report <ruleset>/grid`, one for each grid of the list, and
 * each grid report's last level (what `wellspring diff --levels` keeps of it). Apart from
 * `grid-list.ts`, so the page, which reads that list, does not load the CLI's words.
 */
import { gridFamily, gridMaxLevels } from '../balance/cli';
import { GRID_LIST } from './grid-list';

export const BALANCE_CLI = gridFamily(GRID_LIST);

export const GRID_MAX_LEVEL = gridMaxLevels(GRID_LIST);
