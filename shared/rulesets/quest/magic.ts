/**
 * Seed 001's magic as pure functions: the mana pool, the sorcery level a hero's VP gives, and the
 * odds of dispelling a spell (an opposed roll the dispeller must strictly win).
 */
import { anySucceeds, opposedWin } from '../../engine/dice-pool';
import { convolvePower, shift, uniform, type Dist } from '../../engine/dist';
import { sumTerms, type Explained } from '../../engine/explain';
import type { DispelRules, QuestData, QuestLore, QuestRealm, SorceryLevel } from './data';

function requireWhole(value: number, min: number, what: string): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number, ${min} or more, not ${value}.`);
  }
}

/**
 * The mana pool: 2 per spell learned, never above Intelligence × 3 (both numbers editable).
 * "6 (3 spells × 2) = 6", or capped: "10 (5 spells × 2) → 9 (never above Int 3 × 3)".
 */
export function manaPool(data: QuestData, spellsLearned: number, int: number): Explained {
  requireWhole(spellsLearned, 0, 'Spells learned');
  requireWhole(int, 0, 'Intelligence');
  const cap = int * data.maxManaPerInt;
  return sumTerms(
    [
      {
        label: `${spellsLearned} ${spellsLearned === 1 ? 'spell' : 'spells'} \u00d7 ${data.manaPerSpell}`,
        value: spellsLearned * data.manaPerSpell,
      },
    ],
    { ceiling: cap, reason: `never above Int ${int} \u00d7 ${data.maxManaPerInt}` },
  );
}

/**
 * The sorcery level a caster casts at: a hero's by VP (the highest level reached), anyone else's
 * the data's non-hero level (Journeyman).
 *
 * @throws RangeError for a VP below the first level, or data without the non-hero level.
 */
export function sorceryLevel(data: QuestData, vp: number, hero = true): SorceryLevel {
  if (!hero) {
    const level = data.sorceryLevels.find((each) => each.id === data.nonHeroLevelId);
    if (level === undefined)
      throw new RangeError(`There is no sorcery level "${data.nonHeroLevelId}".`);
    return level;
  }
  requireWhole(vp, 0, 'VP');
  // Seed 001: "Any hero with the ability to cast spells will be regarded as an Apprentice until
  // he reaches a VP of 18": below the first level's VP (0 VP, or rules that move it up) a hero
  // casts at the first level.
  const byVp = [...data.sorceryLevels].sort((a, b) => a.minVp - b.minVp);
  const level = byVp.filter((each) => each.minVp <= vp).at(-1) ?? byVp[0];
  if (level === undefined) throw new RangeError('There is no sorcery level.');
  return level;
}

/** The dispel roll's dice alone (2d6), before Intelligence. */
export function dispelDice(rules: DispelRules): Dist {
  return convolvePower(uniform(1, rules.sides), rules.dice);
}

/**
 * P(a dispeller of Int `dispellerInt` cancels the spell): before the cast, against the caster's
 * own roll (2d6 + caster Int); the dispeller must exceed it, so ties go to the caster.
 */
export function dispelChance(rules: DispelRules, casterInt: number, dispellerInt: number): number {
  const roll = dispelDice(rules);
  return Math.min(1, opposedWin(shift(roll, dispellerInt), shift(roll, casterInt), 'second-wins'));
}

/** P(a dispeller of Int `dispellerInt` beats a known casting total: 2d6 + Int > total). */
export function dispelChanceAgainst(
  rules: DispelRules,
  total: number,
  dispellerInt: number,
): number {
  const roll = shift(dispelDice(rules), dispellerInt);
  const sum = roll.probs.reduce((acc, p, i) => (roll.offset + i > total ? acc + p : acc), 0);
  // A sum of every face can round a hair above 1 (1.0000000000000002): it is a probability.
  return Math.min(1, sum);
}

/** P(at least one of several dispellers cancels it), each trying in turn while it still stands. */
export function anyDispel(chances: readonly number[]): number {
  return anySucceeds(chances);
}

/** The Lore a caster chose and its realm; null when it chose none (or the data has no such Lore). */
export function loreOf(
  data: QuestData,
  loreId: string | null,
): { readonly lore: QuestLore; readonly realm: QuestRealm } | null {
  for (const realm of data.realms) {
    const lore = realm.lores.find((each) => each.id === loreId);
    if (lore !== undefined) return { lore, realm };
  }
  return null;
}
