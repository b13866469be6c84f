/** The Quest engine call: a caster's pool, casting limits, budget and the dispel odds. */
import type { BalanceGrid } from '../../analysis/grid';
import type { QuestBuild, QuestData, QuestDispelView } from './data';
import { computeQuestGrid, type QuestGridInput } from './grid';
import { computeQuestView, type QuestView } from './view';
import type { Sensitivity } from '../../analysis/sensitivity';
import {
  computeQuestSensitivity,
  seekQuestGoal,
  type QuestFigureInput,
  type QuestGoalInput,
  type QuestGoalResult,
} from './sensitivity';

export const QUEST_ENGINE = {
  'quest/sensitivity': (input: QuestFigureInput): Sensitivity => computeQuestSensitivity(input),
  'quest/goal': (input: QuestGoalInput): QuestGoalResult => seekQuestGoal(input),
  'quest/grid': (input: QuestGridInput): BalanceGrid => computeQuestGrid(input),
  'quest/view': ({
    data,
    build,
    dispelView,
  }: {
    readonly data: QuestData;
    readonly build: QuestBuild;
    readonly dispelView: QuestDispelView;
  }): QuestView => computeQuestView(data, build, dispelView),
};
