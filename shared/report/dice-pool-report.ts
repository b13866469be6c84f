/**
 * A success-counting pool as a table (`wellspring report dice/pool`): every count of successes
 * with its exact probability, "at least" and "at most". A pool of 0 dice or fewer is the chance
 * die (a success only on a 10).
 */
import { chanceDie, poolSuccesses, type PoolQuality } from '../engine/dice-pool';
import { atLeast, atMost, type Dist } from '../engine/dist';
import type { ReportTable } from './report-table';

export const DICE_POOL_COLUMNS: readonly string[] = [
  'successes',
  'probability',
  'at_least',
  'at_most',
];

/** To 12 significant digits: the series is exact to 1e-13, finer digits are noise. */
function round(p: number): number {
  return Number(Math.min(1, Math.max(0, p)).toPrecision(12));
}

function qualityText(quality: PoolQuality): string {
  const again = quality.again === null ? 'no again' : `${quality.again}-again`;
  return quality.rote ? `${again}, rote` : again;
}

export function dicePoolReport(dice: number, quality: PoolQuality): ReportTable {
  const chance = dice <= 0;
  const dist: Dist = chance ? chanceDie().successes : poolSuccesses(dice, quality);
  const title = chance
    ? `Chance die (a pool of ${dice}): a success only on a 10, a dramatic failure on a 1 (0.1)`
    : `${dice} dice, ${qualityText(quality)}: successes on 8+`;
  return {
    title,
    columns: DICE_POOL_COLUMNS,
    chances: DICE_POOL_COLUMNS.slice(1),
    rows: dist.probs.map((p, i) => {
      const k = dist.offset + i;
      return [k, round(p), round(atLeast(dist, k)), round(atMost(dist, k))];
    }),
  };
}
