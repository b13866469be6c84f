/**
 * Casting at a figure on the board (seed 001, Line of Sight and Cover): "Spells require Line of
 * Sight to their target. Cover will only be taken into account in the case of magic
 * projectiles." What cover does is not in the seed: the rules' `cover` numbers are damage dice a
 * projectile gains against a target in light or heavy cover (−1 and −2 by default), counted like
 * the sorcery level's modifier and never below the rules' fewest dice. And the one scroll a turn.
 */
import type { Explained } from '../../engine/explain';
import type { QuestData, QuestSpell, QuestTarget, SorceryLevel } from './data';
import { spellAtLevel } from './spell-at-level';

export interface CastAtTarget {
  readonly spellId: string;
  readonly targetId: string;
  /** False without line of sight: the spell cannot be cast at this target. */
  readonly possible: boolean;
  /** The target's cover counts: a magic projectile at a target in light or heavy cover. */
  readonly coverCounts: boolean;
  /** The damage dice at this target ("2 (spell) − 1 (Apprentice) − 2 (heavy cover)"); null: none. */
  readonly damageDice: Explained | null;
}

/** `spell`, cast by a caster of `level`, at `target`. */
export function castAtTarget(
  data: QuestData,
  level: SorceryLevel,
  spell: QuestSpell,
  target: QuestTarget,
): CastAtTarget {
  const cover =
    spell.projectile && target.cover !== 'none'
      ? [{ label: `${target.cover} cover`, value: data.cover[target.cover] }]
      : [];
  return {
    spellId: spell.id,
    targetId: target.id,
    possible: target.lineOfSight,
    coverCounts: cover.length > 0,
    damageDice: target.lineOfSight ? spellAtLevel(data, level, spell, cover).damageDice : null,
  };
}

/**
 * The fewest turns it takes to use `scrolls` magic scrolls or sets of components (seed 001: "only
 * use one magic scroll or components for magic per turn"; the rules' `scrollsPerTurn`); null when
 * the rules allow none a turn and there are some to use.
 */
export function turnsForScrolls(data: QuestData, scrolls: number): number | null {
  if (scrolls === 0) return 0;
  return data.scrollsPerTurn === 0 ? null : Math.ceil(scrolls / data.scrollsPerTurn);
}
