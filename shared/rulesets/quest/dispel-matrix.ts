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
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** P(at least one of `count` dispellers succeeds), each with chance `p`. */
function bySeveral(p: number, count: number): number {
  return anyDispel(Array.from({ length: count }, () => p));
}

/**
 * Rows: the caster's Int; the caster's roll is still to come (2d6 + Int against 2d6 + Int). Every
 * dispeller must beat the same roll, so the attempts are independent only once it is known:
 * Σ over the caster's totals t of P(t) × (1 − (1 − p(t))ⁿ).
 */
export function dispelMatrixBefore(rules: DispelRules, view: QuestDispelView): DispelMatrix {
  const ints = range(view.minInt, view.maxInt);
  const roll = dispelDice(rules);
  return {
    rows: ints,
    dispellerInts: ints,
    cells: ints.map((caster) =>
      ints.map((dispeller) =>
        view.dispellers === 1
          ? dispelChance(rules, caster, dispeller)
          : Math.min(
              1,
              roll.probs.reduce(
                (sum, p, i) =>
                  sum +
                  p *
                    bySeveral(
                      dispelChanceAgainst(rules, roll.offset + i + caster, dispeller),
                      view.dispellers,
                    ),
                0,
              ),
            ),
      ),
    ),
    dispellers: view.dispellers,
  };
}

/** Rows: every total a caster of Int min..max can roll (the dice's lowest + min to highest + max). */
export function dispelMatrixKnownTotal(rules: DispelRules, view: QuestDispelView): DispelMatrix {
  const ints = range(view.minInt, view.maxInt);
  const totals = range(rules.dice + view.minInt, rules.dice * rules.sides + view.maxInt);
  return {
    rows: totals,
    dispellerInts: ints,
    cells: totals.map((total) =>
      ints.map((dispeller) =>
        bySeveral(dispelChanceAgainst(rules, total, dispeller), view.dispellers),
      ),
    ),
    dispellers: view.dispellers,
  };
}
