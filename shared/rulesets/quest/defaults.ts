import type { QuestData } from './data';

/** Seed 001's numbers: 2 mana a spell, at most Int × 3; Apprentice, Journeyman, Master; 2d6 dispels. */
export function makeDefaultQuestData(): QuestData {
  return {
    manaPerSpell: 2,
    maxManaPerInt: 3,
    sorceryLevels: [
      {
        id: 'apprentice',
        name: 'Apprentice',
        minVp: 1,
        castingLimit: 2,
        permanentDurationModifier: -1,
        damageDiceModifier: -1,
      },
      {
        id: 'journeyman',
        name: 'Journeyman',
        minVp: 18,
        castingLimit: 3,
        permanentDurationModifier: 0,
        damageDiceModifier: 0,
      },
      {
        id: 'master',
        name: 'Master',
        minVp: 40,
        castingLimit: 4,
        permanentDurationModifier: 0,
        damageDiceModifier: 0,
      },
    ],
    nonHeroLevelId: 'journeyman',
    dispel: { dice: 2, sides: 6, rangeSquares: 8, manaCost: 1 },
  };
}
