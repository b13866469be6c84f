/**
 * `--at-most N` or `--at-least N`, one of them: the goal a `<ruleset>/goal` report seeks, a number
 * as the Goal field reads it (1.5, 120).
 */
import type { GoalDirection } from './goal-seek';
import type { FlagValue } from '../cli/flags';
import { UsageError } from '../cli/usage-error';

export function readGoal(
  atMost: FlagValue | undefined,
  atLeast: FlagValue | undefined,
  reportName: string,
): { goal: GoalDirection; target: number } {
  if (atMost !== undefined && atLeast !== undefined) {
    throw new UsageError(`${atLeast.shown}: give --at-most or --at-least, not both`);
  }
  const flag = atMost ?? atLeast;
  if (flag === undefined) {
    throw new UsageError(`${reportName} needs a goal: --at-most N or --at-least N`);
  }
  const text = flag.value.trim().replace(/\u2212/g, '-');
  const target = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(target)) throw new UsageError(`${flag.shown}: give a number like 1.5`);
  return { goal: flag === atMost ? 'at-most' : 'at-least', target };
}
