/**
 * A spell as a caster of a sorcery level casts it (seed 001, Sorcery Levels): "his offensive
 * spells will cause 1 less damage die than usual (this also includes the damage dealt by any
 * Elementals he may summon), and the duration of his permanent effect spells will be reduced by
 * -1". The modifiers are the level's data; how low they may take a spell is the data's
 * `minimumDamageDice` and `minimumPermanentTurns` (1 each: the seed does not say).
 */
import { sumTerms, type Explained } from '../../engine/explain';
import type { QuestData, QuestSpell, SorceryLevel } from './data';

export interface SpellAtLevel {
  /** "2 (spell) − 1 (Apprentice) = 1"; null for a spell that deals no damage. */
  readonly damageDice: Explained | null;
  /** "3 (spell) − 1 (Apprentice) = 2"; null for a spell with no permanent effect. */
  readonly permanentTurns: Explained | null;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

interface Term {
  readonly label: string;
  readonly value: number;
}

function withModifier(
  base: number,
  modifier: number,
  level: SorceryLevel,
  floor: number,
  unit: readonly [string, string],
  more: readonly Term[] = [],
): Explained {
  const terms = [
    { label: 'spell', value: base },
    ...(modifier === 0 ? [] : [{ label: level.name, value: modifier }]),
    ...more.filter((term) => term.value !== 0),
  ];
  // The floor stops the modifier, never raises a spell already below it (a 0-die spell stays 0).
  const lowest = Math.min(floor, base);
  return sumTerms(terms, { floor: lowest, reason: `at least ${plural(lowest, ...unit)}` });
}

/**
 * The spell's damage dice and permanent turns at `level`, each with its trace; `damageTerms` are
 * further modifiers of its damage dice (a target's cover, `targets.ts`).
 */
export function spellAtLevel(
  data: QuestData,
  level: SorceryLevel,
  spell: QuestSpell,
  damageTerms: readonly Term[] = [],
): SpellAtLevel {
  return {
    damageDice:
      spell.damageDice === null
        ? null
        : withModifier(
            spell.damageDice,
            level.damageDiceModifier,
            level,
            data.minimumDamageDice,
            ['die', 'dice'],
            damageTerms,
          ),
    permanentTurns:
      spell.permanentTurns === null
        ? null
        : withModifier(
            spell.permanentTurns,
            level.permanentDurationModifier,
            level,
            data.minimumPermanentTurns,
            ['turn', 'turns'],
          ),
  };
}
