/**
 * The Mage: the Awakening 2e section of a project: the spellcasting rules (seed 003) as editable
 * data, and the spells a designer casts with them. Penalties and Paradox modifiers are stored
 * signed, as the rules' tables print them (−2, +1); per-step amounts are stored as sizes (2).
 */
import type * as v from 'valibot';
import { flag, id, list, oneOf, record, text, whole } from '../../project/schema/common';

/** A number no designer types on purpose (a typo guard). */
const RULE_MAX = 99_999;
/** A dice penalty as the tables print it: 0 or below. */
const penalty = whole(-99, 0);
/** A signed dice modifier (the Paradox modifiers). */
const modifier = whole(-20, 20);

/** One row of the Gnosis table (MtA 2e p. 86; not in the seed). */
export const GnosisRowSchema = record({
  gnosis: whole(1, 10),
  /** Paradox dice for each Reach over the free Reach. */
  paradoxDicePerReach: whole(0, 20),
  maxMana: whole(0, 999),
  manaPerTurn: whole(1, 99),
  /** How many Yantras a spell may use. */
  yantras: whole(0, 20),
  /** The ritual interval, in minutes (180 = 3 h). */
  ritualIntervalMinutes: whole(1, 525_600),
});

/** Standard (transitory) Duration: a number of turns and its penalty. */
export const StandardDurationRowSchema = record({
  label: text,
  turns: whole(1, RULE_MAX),
  penalty,
});

/** Advanced (prolonged) Duration: `indefinite` costs a Reach and a Mana more. */
export const AdvancedDurationRowSchema = record({ label: text, penalty, indefinite: flag });

export const DurationRulesSchema = record({
  standard: list(StandardDurationRowSchema),
  advanced: list(AdvancedDurationRowSchema),
  /** Past the standard table's last row: this many turns more per step (10)… */
  extensionTurns: whole(1, RULE_MAX),
  /** …and this many dice more of penalty per step (2). */
  stepPenalty: whole(0, 20),
});

/** One step of a Scale table: subjects, Size of the largest subject, area, penalty. */
export const ScaleRowSchema = record({
  subjects: whole(1, 1_000_000_000),
  size: whole(0, 9999),
  area: text,
  penalty,
});

export const ScaleRulesSchema = record({
  standard: list(ScaleRowSchema),
  advanced: list(ScaleRowSchema),
  /** Past the advanced table's last row: each ×`subjectsFactor` subjects is one step (2)… */
  subjectsFactor: whole(2, 10),
  /** …each +`sizeStep` Size is one step (5)… */
  sizeStep: whole(1, 99),
  /** …and each step adds this much penalty (2). */
  stepPenalty: whole(0, 20),
});

export const PotencyRulesSchema = record({
  /** Dice of penalty per Potency level above 1 (2). */
  penaltyPerLevel: whole(0, 20),
  /** Advanced Potency: this much more to withstand dispellation (2); no dice change. */
  advancedWithstand: whole(0, 20),
});

/** A Yantra of the catalog; a cast picks a bonus from `minBonus` to `maxBonus`. */
export const YantraSchema = record({
  id,
  name: text,
  bonus: whole(0, 10),
  minBonus: whole(0, 10),
  maxBonus: whole(0, 10),
  note: text,
  /** May be the one reflexive Yantra of an instant casting (Mantra may not). */
  reflexiveAllowed: flag,
});

export const ParadoxRulesSchema = record({
  inured: modifier,
  /** Per Paradox roll already made for the caster this scene. */
  perEarlierRoll: modifier,
  /** One or more Sleepers witness (any number of them). */
  sleeperWitness: modifier,
  dedicatedTool: modifier,
  /** Per Mana spent on mitigation. */
  perManaMitigation: modifier,
});

/** What released Paradox successes buy as Paradox Reach (seed 003, Anomalies). */
export const AnomalySchema = record({
  id,
  effect: text,
  /** Paradox Reach it costs: each Paradox success is one. */
  reach: whole(1, 99),
});

export const ManaRulesSchema = record({
  /** An improvised spell with a Common or Inferior Arcanum. */
  improvisedCommonOrInferior: whole(0, 20),
  /** Indefinite Duration. */
  indefinite: whole(0, 20),
});

/** Where the seed is silent or ambiguous; each reading is a switch the designer sees. */
export const Mage2eReadingsSchema = record({
  /**
   * Paradox is rolled only when Reach exceeds the free Reach (the other modifiers change that
   * roll). Off: any modifier that adds dice makes a Paradox roll.
   */
  paradoxOnlyFromReach: flag,
  /**
   * A released Paradox whose successes take the casting pool to the impossible line (−6) or below:
   * off (the default reading), the spell is cast and fails outright; on, it is rolled as a chance
   * die, as any pool at 0 or below that is not impossible.
   */
  releasedParadoxChanceDie: flag,
  /**
   * A rote's Mudra (seed step 2: "May use Mudra Yantras"): off (the default reading), the rote
   * Skill adds to the base pool; on (the book's reading), the Mudra is a Yantra worth the rote
   * Skill, taking one of the Gnosis limit's Yantras and counting toward the +5 cap.
   */
  roteMudraYantra: flag,
});

/** The spellcasting rules of Mage: the Awakening 2e (seed 003), editable. */
export const Mage2eDataSchema = record({
  gnosis: list(GnosisRowSchema),
  duration: DurationRulesSchema,
  scale: ScaleRulesSchema,
  potency: PotencyRulesSchema,
  yantras: list(YantraSchema),
  /** The Yantra bonus may exceed the spell factor penalties by at most this much (5). */
  maxYantraBonus: whole(0, 20),
  /** +1 die per extra ritual interval, at most this many (5). */
  maxRitualBonus: whole(0, 20),
  paradox: ParadoxRulesSchema,
  /** The anomalies a released Paradox's successes may buy, cheapest first (the seed's table). */
  anomalies: list(AnomalySchema),
  mana: ManaRulesSchema,
  /** Reach needed for indefinite Duration (1). */
  indefiniteReach: whole(0, 20),
  /**
   * Spell Control slots per dot of Gnosis (1: a mage keeps as many spells active as her Gnosis, the
   * book's rule; the seed names the slots without their number).
   */
  spellControlPerGnosis: whole(0, 10),
  exceptionalAt: whole(1, 20),
  praxisExceptionalAt: whole(1, 20),
  /** A final pool at or below this is impossible (−6); above it and at most 0, a chance die. */
  impossibleAt: whole(-99, 0),
  readings: Mage2eReadingsSchema,
});

export const MAGE_METHODS = ['improvised', 'rote', 'praxis'] as const;
export const MAGE_FACTORS = ['potency', 'duration', 'scale'] as const;
export const MAGE_WITNESSES = ['none', 'few', 'large', 'crowd'] as const;
export const MAGE_PARADOX_HANDLING = ['release', 'contain'] as const;

export const MageCastYantraSchema = record({ yantraId: id, bonus: whole(0, 10) });

/** One spell being cast: the designer's inputs. */
export const Mage2eCastSchema = record({
  id,
  name: text,
  gnosis: whole(1, 10),
  /** The caster's dots in the spell's highest Arcanum. */
  arcanum: whole(1, 5),
  /** The highest Arcanum dot the spell uses. */
  highest: whole(1, 5),
  /** The Arcanum's name, for messages ("Forces"). */
  arcanumName: text,
  method: oneOf(MAGE_METHODS),
  /** Rote: the Skill dots added to the pool. */
  roteSkill: whole(0, 10),
  /** Rote cast from a grimoire or by its creator: rote quality on the casting roll. */
  roteQuality: flag,
  /** From a grimoire: no instant casting, the ritual interval doubles. */
  fromGrimoire: flag,
  /** The spell uses a Common or Inferior Arcanum (an improvised one costs a Mana). */
  commonOrInferior: flag,
  primaryFactor: oneOf(MAGE_FACTORS),
  /** The spell's own primary factor, as its description gives it: choosing another costs 1 Reach. */
  spellPrimaryFactor: oneOf(MAGE_FACTORS),
  castingTime: record({ advanced: flag, extraIntervals: whole(0, 20) }),
  /** `remoteViewing`: at sensory range, cast on a subject viewed remotely (1 Reach). */
  range: record({ advanced: flag, remoteViewing: flag }),
  potency: record({ advanced: flag, level: whole(1, 99) }),
  /** `step`: index into the standard or advanced table (standard goes past its end). */
  duration: record({ advanced: flag, step: whole(0, 99) }),
  /** `areaStep`: index into the table's area column. */
  scale: record({
    advanced: flag,
    subjects: whole(1, 1_000_000_000),
    size: whole(0, 9999),
    areaStep: whole(0, 20),
  }),
  /**
   * Spells the mage already keeps active: with no Spell Control slot left, casting costs 1 Reach
   * and 1 more per spell already over (seed 003, Common Reach Effects).
   */
  activeSpells: whole(0, 99),
  /** Reach from the spell's own effects, Attainments… (beyond those counted). */
  otherReach: whole(0, 20),
  yantras: list(MageCastYantraSchema),
  manaMitigation: whole(0, 99),
  paradox: record({
    inured: flag,
    earlierRolls: whole(0, 20),
    witnesses: oneOf(MAGE_WITNESSES),
    dedicatedTool: flag,
  }),
  paradoxHandling: oneOf(MAGE_PARADOX_HANDLING),
  /** A caster without a soul: it cannot contain Paradox (seed 003), only release it. */
  soulless: flag,
  /** Wisdom dots, rolled to contain a Paradox (0: a chance die, the worst case a designer checks). */
  wisdom: whole(0, 10),
});

export const Mage2eSectionSchema = record({
  data: Mage2eDataSchema,
  builds: list(Mage2eCastSchema),
});

export type GnosisRow = v.InferOutput<typeof GnosisRowSchema>;
export type StandardDurationRow = v.InferOutput<typeof StandardDurationRowSchema>;
export type AdvancedDurationRow = v.InferOutput<typeof AdvancedDurationRowSchema>;
export type DurationRules = v.InferOutput<typeof DurationRulesSchema>;
export type ScaleRow = v.InferOutput<typeof ScaleRowSchema>;
export type ScaleRules = v.InferOutput<typeof ScaleRulesSchema>;
export type PotencyRules = v.InferOutput<typeof PotencyRulesSchema>;
export type Yantra = v.InferOutput<typeof YantraSchema>;
export type ParadoxRules = v.InferOutput<typeof ParadoxRulesSchema>;
export type ManaRules = v.InferOutput<typeof ManaRulesSchema>;
export type Anomaly = v.InferOutput<typeof AnomalySchema>;
export type Mage2eReadings = v.InferOutput<typeof Mage2eReadingsSchema>;
export type Mage2eData = v.InferOutput<typeof Mage2eDataSchema>;
export type MageMethod = (typeof MAGE_METHODS)[number];
export type MageFactor = (typeof MAGE_FACTORS)[number];
export type MageWitnesses = (typeof MAGE_WITNESSES)[number];
export type MageParadoxHandling = (typeof MAGE_PARADOX_HANDLING)[number];
export type MageCastYantra = v.InferOutput<typeof MageCastYantraSchema>;
export type Mage2eCast = v.InferOutput<typeof Mage2eCastSchema>;
export type Mage2eSection = v.InferOutput<typeof Mage2eSectionSchema>;
