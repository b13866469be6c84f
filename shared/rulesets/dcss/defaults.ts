import type { DcssBuild, DcssData } from './data';
import type { DcssSimulationInput } from './view';

/** The seed's numbers (004), with every reading at the seed's side. */
export function makeDefaultDcssData(): DcssData {
  return {
    rules: {
      base: { knee: 60, lowDivisor: 3, highDivisor: 6, highAdd: 10 },
      bonuses: {
        perRing: 40,
        trollLeather: 40,
        moonTrollExtra: 40,
        perMutationLevel: 20,
        spell: 100,
        trogsHand: 100,
        perCorpse: 100,
        poweredByDeathMax: 700,
      },
      poweredByDeath: { dice: 2, sides: 8, perRank: 8 },
      pointsPerHp: 100,
      autsPerTurn: 10,
      readings: {
        spellStacksWithTrog: true,
        trollLeatherHelpsTrolls: true,
        minimumRateOne: false,
        accumulateOnlyBelowMax: false,
        poweredByDeathRandom: false,
      },
    },
    maxLevel: 27,
  };
}

/**
 * Max HP by XL when the designer has not entered one: 12 at XL 1 and 9 more a level (246 at
 * XL 27), roughly a melee character with average Fighting. An assumption, not the seed's: the
 * seed gives no max HP by level, and the UI says so next to the curve.
 */
export function assumedMaxHpByLevel(maxLevel = 27): number[] {
  return Array.from({ length: maxLevel }, (_, i) => 12 + 9 * i);
}

/**
 * The turn-by-turn simulation the DCSS screen opens on, and `dcss/regen` plays without --start-hp
 * or --turns: from 1 HP, 30 turns (a view setting, not saved in the project).
 */
export const DEFAULT_DCSS_SIMULATION: DcssSimulationInput = { startHp: 1, turns: 30 };

/** The seed's first example: 30 MHP, nothing else (BRR 10, 1 HP every 10 turns). */
export const DEFAULT_DCSS_BUILD: DcssBuild = {
  id: 'dcss-30-mhp',
  name: 'No regeneration bonuses',
  maxHp: 30,
  isTroll: false,
  rings: 0,
  trollLeather: false,
  moonTrollLeather: false,
  mutation: 0,
  spell: false,
  trogsHand: false,
  pbdRank: 0,
  corpses: 0,
  slowHealing: 0,
  monsterInSight: false,
  actionAuts: 10,
  walking: false,
  maxHpByLevel: assumedMaxHpByLevel(),
};

/**
 * The seed's last example: a Demonspawn Berserker at 543 MHP (berserk), two rings counting as
 * regeneration (the seed adds 80 "from your rings": the ring of regeneration and the ring of
 * Vitality), the moon troll leather armour, Regeneration 3, seven corpses for Powered by Death,
 * Trog's Hand, and the Elixir card's regeneration (the spell's effect). BRR 100, TRR 1220.
 */
export const DEMONSPAWN_BERSERKER: DcssBuild = {
  ...DEFAULT_DCSS_BUILD,
  id: 'dcss-demonspawn-berserker',
  name: 'Demonspawn Berserker (seed)',
  maxHp: 543,
  rings: 2,
  trollLeather: true,
  moonTrollLeather: true,
  mutation: 3,
  spell: true,
  trogsHand: true,
  pbdRank: 1,
  corpses: 7,
};
