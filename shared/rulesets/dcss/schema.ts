/**
 * The DCSS section of a project: the regeneration rules (seed 004) and builds. The build ranges
 * are the engine's (`rulesets/dcss/validate.ts`); the length of `maxHpByLevel` depends on the
 * data's `maxLevel` and is checked in `../references.ts`.
 */
import * as v from 'valibot';
import {
  DCSS_MAX_ACTION_AUTS,
  DCSS_MAX_CORPSES,
  DCSS_MAX_HP_LIMIT,
  DCSS_MAX_MUTATION,
  DCSS_MAX_PBD_RANK,
  DCSS_MAX_RINGS,
} from './limits';
import { flag, id, list, record, text, whole } from '../../project/schema/common';

/** Rule numbers no designer types on purpose (a typo guard; the engine needs whole numbers). */
const RULE_MAX = 99_999;
const atLeast = (min: number) => whole(min, RULE_MAX);

/** Base regeneration rate: ⌊MHP / lowDivisor⌋ below `knee` max HP, ⌊MHP / highDivisor⌋ + highAdd from it. */
export const BaseRateRulesSchema = record({
  knee: atLeast(0),
  lowDivisor: atLeast(1),
  highDivisor: atLeast(1),
  highAdd: atLeast(0),
});

/** What each source adds to the total regeneration rate (TRR). */
export const RegenBonusesSchema = record({
  perRing: atLeast(0),
  trollLeather: atLeast(0),
  /** On top of `trollLeather`: the moon troll leather armour is a troll leather armour too. */
  moonTrollExtra: atLeast(0),
  perMutationLevel: atLeast(0),
  spell: atLeast(0),
  trogsHand: atLeast(0),
  perCorpse: atLeast(0),
  /** Powered by Death adds at most this much. */
  poweredByDeathMax: atLeast(0),
});

/** Powered by Death lasts 2d8 + 8 per rank turns after a kill (the seed's words). */
export const PoweredByDeathDurationSchema = record({
  dice: atLeast(0),
  sides: atLeast(1),
  perRank: atLeast(0),
});

/**
 * Where the seed is silent or the game's source says more. Each reading is a choice the designer
 * sees and can change; the defaults follow the seed, so its worked examples come out as written.
 */
export const DcssReadingsSchema = record({
  /** The source: the Regeneration spell adds nothing while Trog's Hand is active. */
  spellStacksWithTrog: flag,
  /** The source: troll leather gives nothing to a Troll (Trolls regenerate fast already). */
  trollLeatherHelpsTrolls: flag,
  /** The source: the rate is at least 1 after the bonuses and before Slow Healing. */
  minimumRateOne: flag,
  /** The source: points accumulate only while HP is below max (the remainder is kept). */
  accumulateOnlyBelowMax: flag,
  /**
   * Powered by Death lasts its random 2d8 + 8 × rank turns in the simulation (each turn's figures
   * the expectation over every duration); false: it lasts the mean, rounded down.
   */
  poweredByDeathRandom: flag,
});

export const DcssRulesSchema = record({
  base: BaseRateRulesSchema,
  bonuses: RegenBonusesSchema,
  poweredByDeath: PoweredByDeathDurationSchema,
  /** Regeneration points per HP (100). */
  pointsPerHp: atLeast(1),
  /** Auts in a normal turn (10): shorter actions scale the points by auts / this. */
  autsPerTurn: atLeast(1),
  readings: DcssReadingsSchema,
});

/**
 * The DCSS ruleset's data (seed 004): every number of the regeneration rules, editable, and the
 * readings where the seed and the game's source (0.14–0.15) part ways.
 */
export const DcssDataSchema = record({
  rules: DcssRulesSchema,
  /** DCSS stops at experience level 27. */
  maxLevel: whole(1, 99),
});

export const SLOW_HEALING_LEVELS = [0, 1, 2, 3] as const;

const maxHp = whole(1, DCSS_MAX_HP_LIMIT);

/** A DCSS character as the regeneration rules see it. */
export const DcssBuildSchema = record({
  id,
  name: text,
  /** Max HP the calculator explains (the seed's examples: 30, 90, 543…). */
  maxHp,
  /** A Troll (matters only under the `trollLeatherHelpsTrolls` reading). */
  isTroll: flag,
  rings: whole(0, DCSS_MAX_RINGS),
  trollLeather: flag,
  /** The moon troll leather armour unrandart (implies the troll leather bonus as well). */
  moonTrollLeather: flag,
  /** Regeneration mutation level, 0..3. */
  mutation: whole(0, DCSS_MAX_MUTATION),
  /** The Regeneration spell (or anything with its effect, such as the Elixir card). */
  spell: flag,
  trogsHand: flag,
  /** Powered by Death rank, 0..3 (0: the mutation is absent). */
  pbdRank: whole(0, DCSS_MAX_PBD_RANK),
  /** Corpses within reach right after a kill (Powered by Death counts them). */
  corpses: whole(0, DCSS_MAX_CORPSES),
  slowHealing: v.picklist(SLOW_HEALING_LEVELS, 'must be a whole number from 0 to 3'),
  monsterInSight: flag,
  /** How long the last action took, in auts (10: a normal turn). */
  actionAuts: whole(1, DCSS_MAX_ACTION_AUTS),
  /** The action is walking: a delay above 10 auts counts as 10. */
  walking: flag,
  /**
   * Max HP at XL 1..maxLevel, so DCSS can be drawn against level. Not in the seed: the default is
   * an assumption the UI marks as such.
   */
  maxHpByLevel: list(maxHp),
});

export const DcssSectionSchema = record({ data: DcssDataSchema, builds: list(DcssBuildSchema) });

export type BaseRateRules = v.InferOutput<typeof BaseRateRulesSchema>;
export type RegenBonuses = v.InferOutput<typeof RegenBonusesSchema>;
export type PoweredByDeathDuration = v.InferOutput<typeof PoweredByDeathDurationSchema>;
export type DcssReadings = v.InferOutput<typeof DcssReadingsSchema>;
export type DcssRules = v.InferOutput<typeof DcssRulesSchema>;
export type DcssData = v.InferOutput<typeof DcssDataSchema>;
export type SlowHealingLevel = (typeof SLOW_HEALING_LEVELS)[number];
export type DcssBuild = v.InferOutput<typeof DcssBuildSchema>;
export type DcssSection = v.InferOutput<typeof DcssSectionSchema>;
