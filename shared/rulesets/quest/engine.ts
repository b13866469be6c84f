/** The Quest engine call: a caster's pool, casting limits, budget and the dispel odds. */
import type { QuestBuild, QuestData, QuestDispelView } from './data';
import { computeQuestView, type QuestView } from './view';

export const QUEST_ENGINE = {
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
