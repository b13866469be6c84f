import { sumTerms, type ExplainTerm, type Explained } from '../../engine/explain';
import type { Skill } from './data';
import { readSkillTable } from './skill-table';

/** A build's standing in a skill: trained or not, and its own value (before items). */
export interface SkillState {
  readonly trained: boolean;
  readonly value: number;
}

/** An item raising a skill: `{ label: 'Circlet of focus', amount: 20 }`. */
export type SkillBonus = ExplainTerm;

/** The skill's value with the items that raise it; an untrained skill's value does not matter. */
export function skillValue(state: SkillState, bonuses: readonly SkillBonus[]): Explained {
  return sumTerms([{ label: 'trained', value: state.value }, ...bonuses]);
}

function untrained(skill: Skill, what: string): Explained {
  return sumTerms([{ label: `${skill.name} untrained: no ${what}, whatever raises it`, value: 0 }]);
}

/**
 * Extra max mana from a skill like Concentration (seed: +1 at 25, +5 at 100, +8 at 200). It never
 * adds more than the pool without it divided by `maxManaCapDivisor` (a fifth, rounded down, so a
 * pool under 5 gains nothing), and nothing while untrained, even when an item raises it.
 *
 * @param poolWithout max mana from everything else (race, class, stats, levels, items, talents).
 */
export function skillMaxManaBonus(
  skill: Skill,
  state: SkillState,
  bonuses: readonly SkillBonus[],
  poolWithout: number,
): Explained {
  if (!state.trained) return untrained(skill, 'max mana');
  const value = skillValue(state, bonuses).value;
  const amount = readSkillTable(skill.maxMana, value, skill.between);
  const cap = Math.max(0, Math.floor(poolWithout / skill.maxManaCapDivisor));
  if (amount <= cap) return sumTerms([{ label: `${skill.name} ${value}`, value: amount }]);
  return sumTerms([
    { label: `${skill.name} ${value}`, value: amount },
    {
      label: `at most 1/${skill.maxManaCapDivisor} of ${poolWithout}`,
      value: cap - amount,
    },
  ]);
}

/**
 * A skill's regen speed-up as a labelled percent (Concentration: 5% at 20, 40% at 100, 60% at 200),
 * ready to add to the other speed-ups; 0 while untrained.
 */
export function skillRegenPercent(
  skill: Skill,
  state: SkillState,
  bonuses: readonly SkillBonus[],
): { readonly label: string; readonly percent: number } {
  if (!state.trained) return { label: `${skill.name} untrained`, percent: 0 };
  const value = skillValue(state, bonuses).value;
  return {
    label: `${skill.name} ${value}`,
    percent: readSkillTable(skill.regenPercent, value, skill.between),
  };
}
