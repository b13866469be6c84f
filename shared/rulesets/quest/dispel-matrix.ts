/**
 * The dispel odds matrix: P(the spell is dispelled) for each dispeller Int (columns) against each
 * caster Int before the cast, or against each known casting total, with one or several dispellers
 * of that Int each trying in turn.
 */
import type { DispelRules, QuestDispelView } from './data';
import { anyDispel, dispelChance, dispelChanceAgainst, dispelDice } from './magic';

export interface DispelMatrix {
  /** Caster Int (before the cast) or the caster's total (known total), one per row. */
  readonly rows: readonly number[];
  /** Dispeller Int, one per column. */
  readonly dispellerInts: readonly number[];
  /** cells[row][column]: P(dispelled), exact. */
  readonly cells: readonly (readonly number[])[];
  readonly dispellers: number;
  /** The roll both sides make (its dice and sides name the matrix: "2d6 + Int"). */
  readonly rules: DispelRules;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** P(at least one of `count` dispellers succeeds), each with chance `p`. */
function bySeveral(p: number, count: number): number {
  return anyDispel(Array.from({ length: count }, () => p));
}

/**
 * P(at least one of `dispellers` dispellers of Int `dispellerInt` cancels the spell of a caster of
 * Int `casterInt`) before the cast. Every dispeller must beat the same caster roll, so the attempts
 * are independent only once it is known: Σ over the caster's totals t of P(t) × (1 − (1 − p(t))ⁿ).
 * With one dispeller it is `dispelChance`.
 */
export function dispelChanceBefore(
  rules: DispelRules,
  casterInt: number,
  dispellerInt: number,
  dispellers: number,
): number {
  if (dispellers === 1) return dispelChance(rules, casterInt, dispellerInt);
  const roll = dispelDice(rules);
  return Math.min(
    1,
    roll.probs.reduce(
      (sum, p, i) =>
        sum +
        p *
          bySeveral(
            dispelChanceAgainst(rules, roll.offset + i + casterInt, dispellerInt),
            dispellers,
          ),
      0,
    ),
  );
}

/** Rows: the caster's Int; the caster's roll is still to come (2d6 + Int against 2d6 + Int). */
export function dispelMatrixBefore(rules: DispelRules, view: QuestDispelView): DispelMatrix {
  const ints = range(view.minInt, view.maxInt);
  return {
    rows: ints,
    dispellerInts: ints,
    cells: ints.map((caster) =>
      ints.map((dispeller) => dispelChanceBefore(rules, caster, dispeller, view.dispellers)),
    ),
    dispellers: view.dispellers,
    rules,
  };
}

/**
 * The totals casters of Int `minInt`..`maxInt` can roll: the dice's lowest + the lowest Int to the
 * dice's highest + the highest Int (2d6, Int 1–8: 3 to 20). The known-total matrix's rows.
 */
export function casterTotalRange(
  rules: DispelRules,
  view: Pick<QuestDispelView, 'minInt' | 'maxInt'>,
): { readonly min: number; readonly max: number } {
  return { min: rules.dice + view.minInt, max: rules.dice * rules.sides + view.maxInt };
}

/** Rows: every total a caster of Int min..max can roll (the dice's lowest + min to highest + max). */
export function dispelMatrixKnownTotal(rules: DispelRules, view: QuestDispelView): DispelMatrix {
  const ints = range(view.minInt, view.maxInt);
  const { min, max } = casterTotalRange(rules, view);
  const totals = range(min, max);
  return {
    rows: totals,
    dispellerInts: ints,
    cells: totals.map((total) =>
      ints.map((dispeller) =>
        bySeveral(dispelChanceAgainst(rules, total, dispeller), view.dispellers),
      ),
    ),
    dispellers: view.dispellers,
    rules,
  };
}
