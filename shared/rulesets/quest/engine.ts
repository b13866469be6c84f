/**
 * The Quest engine calls: a caster's pool, casting limits, budget and the dispel odds; and its
 * sensitivity and goal, declared in `analyses.ts`.
 */
import type { BalanceGrid } from '../../analysis/grid';
import type { QuestBuild, QuestData, QuestDispelView } from './data';
import { computeQuestGrid, type QuestGridInput } from './grid';
import { computeQuestView, type QuestView } from './view';
import { figureEngineCalls } from '../../analysis/figure-analyses';
import { QUEST_ANALYSES } from './analyses';
import { QUEST_FIGURES } from './sensitivity';

export const QUEST_ENGINE = {
  ...figureEngineCalls(QUEST_ANALYSES, QUEST_FIGURES),
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
