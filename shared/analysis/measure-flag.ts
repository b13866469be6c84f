import type { FlagValue } from '../cli/flags';
import { UsageError } from '../cli/usage-error';
import { findGridMeasure, type GridMeasure } from './grid';

/**
 * `--measure NAME`, given at most once: one of a ruleset's measures by its id, CSV column or name
 * in any case ("Max mana"), else `fallback`. Every ruleset's sensitivity, goal and grid reports
 * read it alike, and refuse alike: a second `--measure`, or a name none of `measures` has (the
 * message lists their ids).
 */
export function readMeasureFlag<M extends GridMeasure>(
  flags: readonly FlagValue[],
  measures: readonly M[],
  fallback: M['id'],
): M['id'] {
  const [flag, another] = flags;
  if (another !== undefined) {
    throw new UsageError(`${another.shown}: --measure is given more than once; give it once`);
  }
  if (flag === undefined) return fallback;
  const found = findGridMeasure(measures, flag.value);
  if (found === undefined) {
    throw new UsageError(
      `${flag.shown}: unknown measure; choose one of ${measures.map((each) => each.id).join(', ')}`,
    );
  }
  return found.id;
}
