/**
 * What the Quest screen shows for one caster, in one engine answer (`quest/view`): the budget,
 * the chart along VP and both dispel matrices; `dispelExample` spells out one cell of them.
 */
import type { DispelRules, QuestBuild, QuestData, QuestDispelView } from './data';
import { questBudget, questByVp, type QuestBudget, type QuestVpRow } from './budget';
import {
  dispelChanceBefore,
  dispelMatrixBefore,
  dispelMatrixKnownTotal,
  type DispelMatrix,
} from './dispel-matrix';
import { anyDispel, dispelChanceAgainst } from './magic';

/**
 * The dispel example the screen spells out: a caster of Int `casterInt` casts, a dispeller of Int
 * `dispellerInt` tries to dispel it, before the cast and once the caster's total is known (the
 * seed's: the sorcerer from the underworld's 12, Borgron dispelling).
 */
export interface DispelExample {
  readonly casterInt: number;
  readonly dispellerInt: number;
  readonly casterTotal: number;
  /** The totals this caster can roll: the dice's lowest + Int to their highest + Int. */
  readonly casterLow: number;
  readonly casterHigh: number;
  /** The lowest roll of the dice alone that beats the total (total − dispeller Int + 1). */
  readonly rollNeeded: number;
  /** Dispellers of that Int, each trying in turn (the matrices' setting). */
  readonly dispellers: number;
  /** P(dispelled) before the cast: one dispeller, then all of them (the matrix's cell). */
  readonly before: number;
  readonly beforeAll: number;
  /** P(dispelled) against the known total: one dispeller, then all of them. */
  readonly against: number;
  readonly againstAll: number;
}

export function dispelExample(
  rules: DispelRules,
  casterInt: number,
  dispellerInt: number,
  view: Pick<QuestDispelView, 'casterTotal' | 'dispellers'>,
): DispelExample {
  const against = dispelChanceAgainst(rules, view.casterTotal, dispellerInt);
  return {
    casterInt,
    dispellerInt,
    casterTotal: view.casterTotal,
    casterLow: rules.dice + casterInt,
    casterHigh: rules.dice * rules.sides + casterInt,
    rollNeeded: view.casterTotal - dispellerInt + 1,
    dispellers: view.dispellers,
    before: dispelChanceBefore(rules, casterInt, dispellerInt, 1),
    beforeAll: dispelChanceBefore(rules, casterInt, dispellerInt, view.dispellers),
    against,
    againstAll: anyDispel(Array.from({ length: view.dispellers }, () => against)),
  };
}

export interface QuestView {
  readonly budget: QuestBudget;
  readonly byVp: readonly QuestVpRow[];
  readonly before: DispelMatrix;
  readonly knownTotal: DispelMatrix;
}

/** The VP axis of the chart: VP 1–60, the game's level axis (VP is how a hero advances). */
export const QUEST_MAX_CHART_VP = 60;

export function computeQuestView(
  data: QuestData,
  build: QuestBuild,
  dispelView: QuestDispelView,
): QuestView {
  return {
    // The dispel settings' dispellers stand against the caster's own spells too.
    budget: questBudget(data, build, dispelView),
    byVp: questByVp(data, build, QUEST_MAX_CHART_VP),
    before: dispelMatrixBefore(data.dispel, dispelView),
    knownTotal: dispelMatrixKnownTotal(data.dispel, dispelView),
  };
}
