/**
 * Goal seek (Willpower): the nearest score of each stat that brings a build's figure at its level
 * to a goal ("what Willpower gives at most 120 s per point at level 30?"), over the stat table's
 * scores. The search, the words and the CSV are `shared/analysis/goal-seek.ts`'s.
 */
import { seekGoal, type GoalDirection, type GoalResult } from '../../analysis/goal-seek';
import { STAT_IDS, STAT_NAMES, type StatId, type WillpowerBuild, type WillpowerData } from './data';
import type { WillpowerGridMeasureId } from './grid';
import { checkFigureSpec, measureFigure, type SensitivitySpec } from './sensitivity';
import { statScoreRange } from './stat-modifiers';

export type { GoalDirection } from '../../analysis/goal-seek';

export interface GoalSpec extends SensitivitySpec {
  readonly goal: GoalDirection;
  /** The figure to reach: at most or at least this. */
  readonly target: number;
}

export interface GoalInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  readonly spec: GoalSpec;
}

export type WillpowerGoalResult = GoalResult<StatId, WillpowerGridMeasureId>;

/**
 * The nearest score of each stat that meets the goal.
 *
 * @throws RangeError as `checkFigureSpec` does, or for a target that is not a finite number.
 */
export function seekWillpowerGoal({ data, build, spec }: GoalInput): WillpowerGoalResult {
  const { measure } = checkFigureSpec(data, build, spec);
  const { min, max } = statScoreRange(data.statModifiers);
  return seekGoal({
    who: build.name,
    measure,
    at: `level ${spec.level}`,
    goal: spec.goal,
    target: spec.target,
    base: measureFigure(data, build, spec),
    inputs: STAT_IDS.map((stat) => ({
      id: stat,
      name: STAT_NAMES[stat].name,
      from: build.stats[stat],
      min,
      max,
      figure: (score: number) =>
        measureFigure(data, { ...build, stats: { ...build.stats, [stat]: score } }, spec),
    })),
  });
}
