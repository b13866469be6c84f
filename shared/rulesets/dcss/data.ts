/**
 * The DCSS ruleset's data (seed 004): every number of the regeneration rules, editable, and the
 * readings where the seed and the game's source (0.14–0.15) part ways. The seed's values live in
 * `defaults.ts`; the rules that read this data live in `regen.ts` and `simulate.ts`.
 */

/** Base regeneration rate: ⌊MHP / lowDivisor⌋ below `knee` max HP, ⌊MHP / highDivisor⌋ + highAdd from it. */
export interface BaseRateRules {
  readonly knee: number;
  readonly lowDivisor: number;
  readonly highDivisor: number;
  readonly highAdd: number;
}

/** What each source adds to the total regeneration rate (TRR). */
export interface RegenBonuses {
  readonly perRing: number;
  readonly trollLeather: number;
  /** On top of `trollLeather`: the moon troll leather armour is a troll leather armour too. */
  readonly moonTrollExtra: number;
  readonly perMutationLevel: number;
  readonly spell: number;
  readonly trogsHand: number;
  readonly perCorpse: number;
  /** Powered by Death adds at most this much. */
  readonly poweredByDeathMax: number;
}

/** Powered by Death lasts 2d8 + 8 per rank turns after a kill (the seed's words). */
export interface PoweredByDeathDuration {
  readonly dice: number;
  readonly sides: number;
  readonly perRank: number;
}

/**
 * Where the seed is silent or the game's source says more. Each reading is a choice the designer
 * sees and can change; the defaults follow the seed, so its worked examples come out as written.
 */
export interface DcssReadings {
  /** The source: the Regeneration spell adds nothing while Trog's Hand is active. */
  readonly spellStacksWithTrog: boolean;
  /** The source: troll leather gives nothing to a Troll (Trolls regenerate fast already). */
  readonly trollLeatherHelpsTrolls: boolean;
  /** The source: the rate is at least 1 after the bonuses and before Slow Healing. */
  readonly minimumRateOne: boolean;
  /** The source: points accumulate only while HP is below max (the remainder is kept). */
  readonly accumulateOnlyBelowMax: boolean;
}

export interface DcssRules {
  readonly base: BaseRateRules;
  readonly bonuses: RegenBonuses;
  readonly poweredByDeath: PoweredByDeathDuration;
  /** Regeneration points per HP (100). */
  readonly pointsPerHp: number;
  /** Auts in a normal turn (10): shorter actions scale the points by auts / this. */
  readonly autsPerTurn: number;
  readonly readings: DcssReadings;
}

export interface DcssData {
  readonly rules: DcssRules;
  /** DCSS stops at experience level 27. */
  readonly maxLevel: number;
}

/** Slow Healing mutation levels run 0..3. */
export type SlowHealingLevel = 0 | 1 | 2 | 3;

/** A DCSS character as the regeneration rules see it. */
export interface DcssBuild {
  readonly id: string;
  readonly name: string;
  /** Max HP the calculator explains (the seed's examples: 30, 90, 543…). */
  readonly maxHp: number;
  /** A Troll (matters only under the `trollLeatherHelpsTrolls` reading). */
  readonly isTroll: boolean;
  readonly rings: number;
  readonly trollLeather: boolean;
  /** The moon troll leather armour unrandart (implies the troll leather bonus as well). */
  readonly moonTrollLeather: boolean;
  /** Regeneration mutation level, 0..3. */
  readonly mutation: number;
  /** The Regeneration spell (or anything with its effect, such as the Elixir card). */
  readonly spell: boolean;
  readonly trogsHand: boolean;
  /** Powered by Death rank, 0..3 (0: the mutation is absent). */
  readonly pbdRank: number;
  /** Corpses within reach right after a kill (Powered by Death counts them). */
  readonly corpses: number;
  readonly slowHealing: SlowHealingLevel;
  readonly monsterInSight: boolean;
  /** How long the last action took, in auts (10: a normal turn). */
  readonly actionAuts: number;
  /** The action is walking: a delay above 10 auts counts as 10. */
  readonly walking: boolean;
  /**
   * Max HP at XL 1..maxLevel, so DCSS can be drawn against level. Not in the seed: the default is
   * an assumption the UI marks as such.
   */
  readonly maxHpByLevel: readonly number[];
}
