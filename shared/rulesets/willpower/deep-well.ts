import { sumTerms, type Explained } from '../../engine/explain';
import type { ManaEffect } from './data';

export type DeepWellEffect = Extract<ManaEffect, { kind: 'deep-well' }>;

/**
 * Deep well's bonus to max (and current) mana at `level`: 1 for every `perLevels` character
 * levels, at least `minimum`, from the level it was taken at.
 *
 * Reading (the seed: "when you take it and again as each later level comes"): the bonus is the
 * formula at the current level, raised as levels come: taken at 5 it gives 2, and reaches 3 at
 * level 12 (+1 then, to max and current alike). It is not paid again in full at every level.
 */
export function deepWellBonus(
  effect: DeepWellEffect,
  level: number,
  takenAtLevel: number,
  label = 'Deep well',
): Explained {
  if (level < takenAtLevel)
    return sumTerms([{ label: `${label} (taken at ${takenAtLevel})`, value: 0 }]);
  const perLevels = Math.floor(level / effect.perLevels);
  if (perLevels >= effect.minimum) {
    return sumTerms([
      { label: `${label}: level ${level} / ${effect.perLevels}`, value: perLevels },
    ]);
  }
  return sumTerms([{ label: `${label}: at least ${effect.minimum}`, value: effect.minimum }]);
}
