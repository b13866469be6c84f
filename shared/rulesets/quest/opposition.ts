/**
 * Who may dispel a caster's spells, and what the dispellers' own mana lets them do over a quest
 * (seed 001, Dispelling): "Only characters 8 squares or less away from the spellcaster who cast
 * the spell or from the spell's target may try", "Spells cannot be dispelled while within an
 * enemy's Melee Range", "Successful dispelling will require 1 mana point. Characters can't try to
 * dispel when they have no mana left", and "Spellcasters controlled by the ADP will always try".
 * Exact: the expected count is a sum over every way the dispellers' mana can run down.
 */
import type { DispelRules, QuestDispelView } from './data';

/** The dispel settings that say who stands against the caster's spells. */
export type DispelOpposition = Pick<
  QuestDispelView,
  'dispellers' | 'dispellerInt' | 'dispellerMana' | 'dispellerSquares' | 'dispellersInMelee'
>;

/**
 * Why no dispeller may try, in words ("9 squares away: beyond the dispel range of 8"); null when
 * they may. A dispeller may try while he has the mana a success costs: the seed's "no mana left",
 * for its cost of 1.
 */
export function whyNoneMayDispel(rules: DispelRules, opposition: DispelOpposition): string | null {
  const { dispellerSquares: squares, dispellerMana: mana } = opposition;
  if (squares > rules.rangeSquares) {
    return `${squares} squares away: beyond the dispel range of ${rules.rangeSquares}`;
  }
  if (opposition.dispellersInMelee) return 'within an enemy\u2019s melee range';
  if (mana !== null && mana < rules.manaCost) {
    return mana === 0 ? 'no mana left' : `${mana} mana left, and a dispel costs ${rules.manaCost}`;
  }
  return null;
}

/**
 * How many spells each dispeller's mana pays to dispel: mana ÷ cost, rounded down; null when they
 * never run out (no mana given, or a free dispel).
 */
export function dispelsEach(rules: DispelRules, opposition: DispelOpposition): number | null {
  const { dispellerMana: mana } = opposition;
  return mana === null || rules.manaCost === 0 ? null : Math.floor(mana / rules.manaCost);
}

/**
 * The expected number of `casts` consecutive spells dispelled, when `dispellers` try in turn while
 * the spell stands and while each can pay, `fallsTo(k)` being P(the spell falls) when k of them
 * try (one caster's roll against them all: `dispelChanceBefore`), and each success costs the one
 * who made it one of his `each` dispels (null: unlimited). They try in a fixed order (the seed:
 * "in any order"), so the first pays until he runs out: with S dispels left between them,
 * ⌈S ÷ each⌉ can still try. A spell that falls costs the others nothing.
 */
export function expectedDispelled(
  fallsTo: (trying: number) => number,
  dispellers: number,
  each: number | null,
  casts: number,
): number {
  if (casts <= 0 || dispellers <= 0) return 0;
  const chances = Array.from({ length: dispellers + 1 }, (_, k) => (k === 0 ? 0 : fallsTo(k)));
  const anyOf = (trying: number) => chances[trying] ?? 0;
  if (each === null) return casts * anyOf(dispellers);
  // No one pays for more dispels than there are casts: a cap that changes nothing, keeps it small.
  const perDispeller = Math.min(each, casts);
  const total = perDispeller * dispellers;
  // byLeft[s]: P(s dispels left between them) before the next cast.
  let byLeft = new Float64Array(total + 1);
  byLeft[total] = 1;
  let expected = 0;
  for (let cast = 0; cast < casts; cast += 1) {
    const next = new Float64Array(total + 1);
    for (let left = 0; left <= total; left += 1) {
      const p = byLeft[left] ?? 0;
      if (p === 0) continue;
      const falls = left === 0 ? 0 : anyOf(Math.ceil(left / perDispeller));
      expected += p * falls;
      if (left > 0) next[left - 1] = (next[left - 1] ?? 0) + p * falls;
      next[left] = (next[left] ?? 0) + p * (1 - falls);
    }
    byLeft = next;
  }
  return expected;
}
