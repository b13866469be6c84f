/**
 * Willpower's answers to the figure questions (`analyses.ts`): its own sensitivity and goal seek,
 * adapted to the question every ruleset is asked. They are not a plain model
 * (`figureComputation`): the sensitivity names the item or talent the build could most easily do
 * without, and its basis says which spell a casts-an-hour figure casts.
 */
import type { FigureComputation } from '../../analysis/figure-analyses';
import type { StatId, WillpowerBuild, WillpowerData } from './data';
import type { WillpowerGridMeasureId } from './grid';
import { seekWillpowerGoal } from './goal-seek';
import { computeWillpowerSensitivity } from './sensitivity';

export const WILLPOWER_FIGURES: FigureComputation<
  WillpowerData,
  WillpowerBuild,
  WillpowerGridMeasureId,
  StatId
> = {
  sensitivity: ({ data, build, measure, level, spell }) =>
    computeWillpowerSensitivity({ data, build, spec: { measure, level, spell } }),
  goal: ({ data, build, measure, level, spell, goal, target }) =>
    seekWillpowerGoal({ data, build, spec: { measure, level, spell, goal, target } }),
};
