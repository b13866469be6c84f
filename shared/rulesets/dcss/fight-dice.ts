/**
 * The dice of a DCSS fight, as the Endurance card's fields and `dcss/endurance`'s flags read them:
 * one check per field, so the card and the CLI refuse the same text in the same words. (The
 * engine's own check, `checkDcssPattern`, refuses a rotation that cannot kill too: the net under a
 * pattern that did not come through these fields.)
 *
 * - An attack is dice, or `0` for a turn that deals nothing (drinking a potion); empty is refused
 *   (`--attack ""` is a slip, and was read as a fight that never ends), and so is dice below 0 on
 *   every roll. The attacks together must be able to deal damage: a rotation of turns that never
 *   hurt is a fight that never ends.
 * - The target's hits may be empty or `0` (it never hits back), but not below 0 on every roll:
 *   `-3` would be a hit that heals, which no rule has, and was read as no hit without a word.
 *
 * A roll below 0 on some rolls (`1d6-2`: armour) deals 0 on those rolls, for either side.
 */
import { checkDamage } from '../../analysis/endurance';
import { parseDice } from '../../engine/dice-notation';
import { max } from '../../engine/dist';

/** The highest roll of dice `checkDamage` takes (not empty). */
function highestRoll(text: string): number {
  return max(parseDice(text));
}

/** Why one attack's damage is refused, or null: dice, or 0, never below 0 on every roll. */
export function checkAttack(text: string): string | null {
  if (text.trim() === '') return 'An attack is dice like 2d6+1, or 0 for a turn that deals none.';
  const problem = checkDamage(text);
  if (problem !== null) return problem;
  const highest = highestRoll(text);
  return highest >= 0
    ? null
    : `An attack cannot be below 0 on every roll (this one is at most ${highest}): give 0 for ` +
        'a turn that deals none.';
}

/**
 * Why a rotation of attacks, each taken by `checkAttack`, is refused, or null: one attack at least
 * must be able to deal damage (its highest roll 1 or more). Null while an attack is refused itself.
 */
export function checkRotationDamage(attacks: readonly string[]): string | null {
  if (attacks.length === 0 || attacks.some((attack) => checkAttack(attack) !== null)) return null;
  return attacks.every((attack) => highestRoll(attack) < 1)
    ? 'The attacks cannot all deal 0 (the fight would never end): give one dice like 2d6+1.'
    : null;
}

/**
 * Why the target's hits are refused, or null: empty or dice, not below 0 on every roll (a hit
 * takes HP or none).
 */
export function checkIncoming(text: string): string | null {
  const problem = checkDamage(text);
  if (problem !== null || text.trim() === '') return problem;
  const highest = highestRoll(text);
  return highest >= 0
    ? null
    : `The target's hits cannot all be below 0 (these are at most ${highest}): give 0, or leave ` +
        'it empty, for a target that never hits back.';
}
