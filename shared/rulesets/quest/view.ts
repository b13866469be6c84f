/**
 * What the Quest screen shows for one caster, in one engine answer (`quest/view`): the budget,
 * the chart along VP, both dispel matrices and the seed's Borgron example.
 */
import type { QuestBuild, QuestData, QuestDispelView } from './data';
import { questBudget, questByVp, type QuestBudget, type QuestVpRow } from './budget';
import { dispelMatrixBefore, dispelMatrixKnownTotal, type DispelMatrix } from './dispel-matrix';
import { dispelChanceAgainst } from './magic';

/** The seed's example: the caster's known total, and this caster trying to beat it. */
export interface DispelExample {
  readonly casterTotal: number;
  readonly dispellerInt: number;
  /** The lowest 2d6 roll that beats the total (total − Int + 1). */
  readonly rollNeeded: number;
  readonly chance: number;
}

export interface QuestView {
  readonly budget: QuestBudget;
  readonly byVp: readonly QuestVpRow[];
  readonly before: DispelMatrix;
  readonly knownTotal: DispelMatrix;
  readonly example: DispelExample;
}

/** The VP axis of the chart: VP 1–60, the game's level axis (VP is how a hero advances). */
export const QUEST_MAX_CHART_VP = 60;

export function computeQuestView(
  data: QuestData,
  build: QuestBuild,
  dispelView: QuestDispelView,
): QuestView {
  return {
    budget: questBudget(data, build),
    byVp: questByVp(data, build, QUEST_MAX_CHART_VP),
    before: dispelMatrixBefore(data.dispel, dispelView),
    knownTotal: dispelMatrixKnownTotal(data.dispel, dispelView),
    example: {
      casterTotal: dispelView.casterTotal,
      dispellerInt: build.int,
      rollNeeded: dispelView.casterTotal - build.int + 1,
      chance: dispelChanceAgainst(data.dispel, dispelView.casterTotal, build.int),
    },
  };
}
