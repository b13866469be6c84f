/**
 * Seed 001, Dispelling: "Only characters 8 squares or less away from the spellcaster who cast the
 * spell or from the spell's target may try to dispel a spell", "Spells cannot be dispelled while
 * within an enemy's Melee Range. Successful dispelling will require 1 mana point. Characters can't
 * try to dispel when they have no mana left", "Spellcasters controlled by the ADP will always try
 * to dispell any spell casted" and "the spell will have no effect but will still consume the
 * caster's mana".
 */
import { describe, expect, it } from 'vitest';
import { questBudget } from '../../../../shared/rulesets/quest/budget';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
} from '../../../../shared/rulesets/quest/defaults';
import { dispelChanceBefore } from '../../../../shared/rulesets/quest/dispel-matrix';
import {
  dispelsEach,
  expectedDispelled,
  whyNoneMayDispel,
  type DispelOpposition,
} from '../../../../shared/rulesets/quest/opposition';
import { opposed, questBudgetReport } from '../../../../shared/rulesets/quest/reports';

const data = makeDefaultQuestData();
const rules = data.dispel;
/** One Int 5 dispeller, 4 squares away, out of melee, mana not counted (the old reading). */
const free: DispelOpposition = {
  dispellers: 1,
  dispellerInt: 5,
  dispellerMana: null,
  dispellerSquares: 4,
  dispellersInMelee: false,
};
/** Equal Int: (1 − P(tie)) / 2 = 575/1296 (the dispel matrix's own test). */
const p = 575 / 1296;

describe('who may dispel (seed 001)', () => {
  it('lets a dispeller try from 8 squares, not from 9', () => {
    expect(whyNoneMayDispel(rules, { ...free, dispellerSquares: 8 })).toBeNull();
    expect(whyNoneMayDispel(rules, { ...free, dispellerSquares: 9 })).toBe(
      '9 squares away: beyond the dispel range of 8',
    );
  });

  it('lets no one dispel within an enemy’s melee range', () => {
    expect(whyNoneMayDispel(rules, { ...free, dispellersInMelee: true })).toBe(
      'within an enemy\u2019s melee range',
    );
  });

  it('lets no one try with no mana left, and counts 1 mana a dispel', () => {
    expect(whyNoneMayDispel(rules, { ...free, dispellerMana: 0 })).toBe('no mana left');
    expect(dispelsEach(rules, { ...free, dispellerMana: 6 })).toBe(6);
    expect(dispelsEach({ ...rules, manaCost: 2 }, { ...free, dispellerMana: 5 })).toBe(2);
    expect(whyNoneMayDispel({ ...rules, manaCost: 2 }, { ...free, dispellerMana: 1 })).toBe(
      '1 mana left, and a dispel costs 2',
    );
    // Mana not counted, or a free dispel: they never run out.
    expect(dispelsEach(rules, free)).toBeNull();
    expect(dispelsEach({ ...rules, manaCost: 0 }, { ...free, dispellerMana: 3 })).toBeNull();
  });
});

describe('dispels over a run of casts', () => {
  const fallsTo = (k: number) => dispelChanceBefore(rules, 5, 5, k);

  it('with mana never running out: each cast falls with the matrix’s chance', () => {
    expect(expectedDispelled(fallsTo, 1, null, 6)).toBeCloseTo(6 * p, 12);
    expect(expectedDispelled(fallsTo, 2, null, 6)).toBeCloseTo(6 * fallsTo(2), 12);
  });

  it('one dispeller with 1 mana stops at most one spell: 1 − (1 − p)³ of 3 casts', () => {
    expect(expectedDispelled(fallsTo, 1, 1, 3)).toBeCloseTo(1 - (1 - p) ** 3, 12);
  });

  it('two dispellers with 1 mana each: both try until the first pays, then one (by hand)', () => {
    // Two casts. The first falls with P2 = fallsTo(2), costing one dispeller his mana; the second
    // then faces one (p) after a fall, both (P2) after none.
    const p2 = fallsTo(2);
    const byHand = p2 + (p2 * p + (1 - p2) * p2);
    expect(expectedDispelled(fallsTo, 2, 1, 2)).toBeCloseTo(byHand, 12);
  });

  it('matches a brute force over every run of dice, for 3 dispellers of 2 dispels, 7 casts', () => {
    // Every path: S dispels left, each cast falls with fallsTo(⌈S/2⌉).
    const walk = (left: number, casts: number): number => {
      if (casts === 0) return 0;
      const q = left === 0 ? 0 : fallsTo(Math.ceil(left / 2));
      return q * (1 + walk(left - 1, casts - 1)) + (1 - q) * walk(left, casts - 1);
    };
    expect(expectedDispelled(fallsTo, 3, 2, 7)).toBeCloseTo(walk(6, 7), 12);
    // Never more dispelled than their mana pays for, nor than there are casts.
    expect(expectedDispelled(fallsTo, 3, 2, 40)).toBeLessThanOrEqual(6);
    expect(expectedDispelled(fallsTo, 3, 2, 40)).toBeGreaterThan(5.99);
  });
});

describe('the budget against dispellers who may or may not try', () => {
  it('Borgron’s 6 casts against one Int 5 dispeller with 1 mana: 1 − (1 − p)⁶ dispelled', () => {
    const budget = questBudget(data, BORGRON, { ...free, dispellerMana: 1 });
    expect(budget.totalCasts).toBe(6);
    expect(budget.dispel?.dispelsEach).toBe(1);
    expect(budget.dispel?.dispelled).toBeCloseTo(1 - (1 - p) ** 6, 12);
    expect(budget.dispel?.takingEffect).toBeCloseTo(6 - (1 - (1 - p) ** 6), 12);
    // Each spell alone: 3 casts of it.
    expect(budget.spells[0]?.takingEffect).toBeCloseTo(3 - (1 - (1 - p) ** 3), 12);
  });

  it('out of range, in melee or without mana, every cast takes effect and the line says why', () => {
    for (const opposition of [
      { ...free, dispellerSquares: 9 },
      { ...free, dispellersInMelee: true },
      { ...free, dispellerMana: 0 },
    ]) {
      const budget = questBudget(data, BORGRON, opposition);
      expect(budget.dispel?.whyNone).not.toBeNull();
      expect(budget.dispel?.chance).toBe(0);
      expect(budget.dispel?.takingEffect).toBe(6);
    }
  });

  it('opens on Borgron’s 6 mana, 4 squares away: enough for all 6 casts of a quest', () => {
    const view = makeDefaultQuestDispelView();
    expect(view.dispellerMana).toBe(6);
    const budget = questBudget(data, BORGRON, view);
    expect(budget.dispel?.takingEffect).toBeCloseTo(6 * (1 - p), 12);
    expect(opposed(view)).toBe('1 dispeller of Int 5 with 6 mana, 4 squares away');
    expect(questBudgetReport(BORGRON, budget).title).toContain('with 6 mana, 4 squares away');
  });
});
