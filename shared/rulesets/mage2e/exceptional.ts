/**
 * What an exceptional success on the casting roll gives (seed 003, Step 9): "The character regains
 * one spent point of Willpower, and the player may choose one of the following results". The
 * choices as sentences for this cast, with the numbers the cast makes concrete (the primary
 * factor as it stands, the Mana a refund gives back).
 */
import type { MageCastView } from './cast';
import type { Mage2eCast } from './data';

/** The five choices, in the seed's order, for this cast. */
export function exceptionalChoices(view: MageCastView, cast: Mage2eCast): string[] {
  const primary = view[cast.primaryFactor];
  const mana = view.mana.value;
  return [
    `A bonus step in the primary spell factor (${primary.label} now).`,
    'A Reach in the primary spell factor.',
    'A Condition which gives Arcane Beats when resolved, on either the mage or her subject.',
    `All Mana spent on the spell is refunded, and one more: ${mana + 1} Mana back.`,
    'The spell ignores any Withstand levels and takes effect at full Potency.',
  ];
}
