import type { QuestBuild, QuestData, QuestDispelView, QuestRealm, QuestTarget } from './data';

/** A realm with its Lores, each id made from its name ("light-and-harmony", "underworld"). */
function realm(name: string, lores: readonly string[]): QuestRealm {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-');
  return { id: slug(name), name, lores: lores.map((lore) => ({ id: slug(lore), name: lore })) };
}

/** Seed 001's table: each great magic realm and its four Lores. */
export function makeDefaultQuestRealms(): QuestRealm[] {
  return [
    realm('Elements', ['Fire', 'Earth', 'Air', 'Water']),
    realm('Light and Harmony', ['Light', 'Blessings', 'Runic', 'Music']),
    realm('Darkness', ['Necromancy', 'Witchcraft', 'Underworld', 'Corruption']),
    realm('Nature', ['Nature', 'Tribal', 'Channeling', 'Animism']),
  ];
}

/** Seed 001's numbers: 2 mana a spell, at most Int × 3; Apprentice, Journeyman, Master; 2d6 dispels. */
export function makeDefaultQuestData(): QuestData {
  return {
    manaPerSpell: 2,
    maxManaPerInt: 3,
    potionMana: null,
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
    minimumDamageDice: 1,
    minimumPermanentTurns: 1,
    realms: makeDefaultQuestRealms(),
    cover: { light: -1, heavy: -2 },
    scrollsPerTurn: 1,
  };
}

/**
 * Borgron, the seed's dispeller. The seed gives neither his Int, his Lore nor his spells: Int 5
 * (the same as the sorcerer he dispels), 12 VP, the Lore of Earth and three spells with example
 * costs, dice and turns are this example's own (a magic projectile of 2 damage dice, a stone skin
 * of 3 turns) and two scrolls.
 */
export const BORGRON: QuestBuild = {
  id: 'borgron',
  name: 'Borgron',
  int: 5,
  vp: 12,
  hero: true,
  loreId: 'earth',
  spells: [
    {
      id: 'magic-projectile',
      name: 'Magic projectile',
      manaCost: 2,
      damageDice: 2,
      permanentTurns: null,
      projectile: true,
    },
    {
      id: 'stone-skin',
      name: 'Stone skin',
      manaCost: 3,
      damageDice: null,
      permanentTurns: 3,
      projectile: false,
    },
    {
      id: 'dispel-ward',
      name: 'Ward',
      manaCost: 1,
      damageDice: null,
      permanentTurns: null,
      projectile: false,
    },
  ],
  potions: 1,
  scrolls: 2,
};

/**
 * The seed's sorcerer from the underworld: a Dark Player character with Int 5 (from the seed); the
 * Lore of the Underworld (Darkness) is read from his name.
 */
export const UNDERWORLD_SORCERER: QuestBuild = {
  id: 'underworld-sorcerer',
  name: 'Sorcerer from the underworld',
  int: 5,
  vp: 0,
  hero: false,
  loreId: 'underworld',
  spells: [
    {
      id: 'magic-projectile',
      name: 'Magic projectile',
      manaCost: 2,
      damageDice: 2,
      permanentTurns: null,
      projectile: true,
    },
  ],
  potions: 0,
  scrolls: 0,
};

/**
 * The dispel example's dispeller opens on Int 5: Borgron's in the seed's example (the seed does not
 * give it; this example's own, as above). The screen lets the designer change it.
 */
export const DEFAULT_DISPELLER_INT = BORGRON.int;

/**
 * The dispellers' mana opens on Borgron's pool (3 spells × 2, under Int 5 × 3): the seed's
 * dispeller, "will remove 1 mana from his mana pool".
 */
export const DEFAULT_DISPELLER_MANA = 6;

/**
 * Where the dispellers stand: 4 squares from the caster or the target, out of melee (the seed
 * gives no distance; within its 8).
 */
export const DEFAULT_DISPELLER_SQUARES = 4;

/**
 * The dispel matrix opens on Int 1–8, one dispeller, the seed's total of 12 to beat, and an Int 5
 * dispeller in the example, with Borgron's 6 mana, 4 squares away and out of melee.
 */
export function makeDefaultQuestDispelView(): QuestDispelView {
  return {
    minInt: 1,
    maxInt: 8,
    dispellers: 1,
    casterTotal: 12,
    dispellerInt: DEFAULT_DISPELLER_INT,
    dispellerMana: DEFAULT_DISPELLER_MANA,
    dispellerSquares: DEFAULT_DISPELLER_SQUARES,
    dispellersInMelee: false,
  };
}

/**
 * Seed 001's picture: Borgron "has no LoS to skeleton (1)"; a magic projectile must consider that
 * "skeleton (4) will benefit from light cover, while skeleton (3) will benefit from heavy cover";
 * skeleton (2), in sight, has none.
 */
export function makeDefaultQuestTargets(): QuestTarget[] {
  return [
    { id: 'skeleton-1', name: 'Skeleton (1)', lineOfSight: false, cover: 'none' },
    { id: 'skeleton-2', name: 'Skeleton (2)', lineOfSight: true, cover: 'none' },
    { id: 'skeleton-3', name: 'Skeleton (3)', lineOfSight: true, cover: 'heavy' },
    { id: 'skeleton-4', name: 'Skeleton (4)', lineOfSight: true, cover: 'light' },
  ];
}
