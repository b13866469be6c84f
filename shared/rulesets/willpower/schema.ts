/**
 * The Willpower section of a project: its data (seed 000's tables and the rules' readings) and its
 * builds. Ranges are the editors' typo guards (`table-rows.ts`, `effect-rows.ts`); ranges that
 * depend on the data itself (stat scores, levels) are checked in `../references.ts`.
 */
import * as v from 'valibot';
import {
  ABILITY_COST_MAX,
  COST_PERCENT_MAX,
  DEEP_WELL_LEVELS_MAX,
  DRAIN_MANA_MAX,
  DRAIN_SECONDS_MAX,
  EFFECT_AMOUNT_MAX,
  REGEN_PERCENT_MAX,
  RESTING_FACTOR_RANGE,
  ROW_AMOUNT_MAX,
  SIGN_REGEN_PERCENT_MAX,
  SKILL_CAP_DIVISOR_RANGE,
  SKILL_TABLE_AMOUNT_MAX,
  SKILL_TABLE_VALUE_MAX,
  SKILL_VALUE_MAX,
  TRAINING_MANA_MAX,
  TRAINING_MARKS_MAX,
} from './limits';
import {
  decimal,
  describe,
  flag,
  id,
  list,
  oneOf,
  record,
  text,
  whole,
} from '../../project/schema/common';

/** Stat scores, table levels and counts no designer types on purpose (a typo guard). */
const BIG = 9999;

/** A race or a class row: the seed's mana tables, plus the assumed HP model's column. */
const MANA_SOURCE_ENTRIES = {
  id,
  name: text,
  /** Mana this race or class gives at level 1 (whole points, may be 0). */
  mana: whole(0, ROW_AMOUNT_MAX),
  /** Hit points it gives at level 1 (assumption: the seed gives no HP numbers). */
  hp: whole(0, ROW_AMOUNT_MAX),
};

export const ManaSourceSchema = record(MANA_SOURCE_ENTRIES);

/**
 * A number whose range comes from the data, which `references.ts` checks and names: the schema
 * takes any number, so a file's 1e999 (read as Infinity), 2.5 or 31 all get the data's range
 * ("Intelligence must be a whole number from 1 to 30"), never a typo guard's wider one. What is not
 * a number at all is refused here, saying where its range comes from.
 */
function dataRanged(range: string) {
  return v.number(`must be a whole number ${range}`);
}

/** Stat scores: the data's stat-modifier table decides the range (checked in `references.ts`). */
const score = dataRanged("within the stat modifier table's scores");

/** A character level: 1 to the data's last level (`rules.maxLevel`, checked in `references.ts`). */
const level = dataRanged('from 1 to the last level (rules.maxLevel)');

/** Int, Wil, Pre and Con: a build's scores, or a race's typical ones. */
export const StatScoresSchema = record({ int: score, wil: score, pre: score, con: score });

/**
 * A race row: a mana source with the race's typical stats, which the balance grid's "each race's
 * typical stats" gives its rows (an assumption: the rules text gives races no stats; 10 each
 * until a designer sets them).
 */
export const RaceSchema = record({ ...MANA_SOURCE_ENTRIES, typicalStats: StatScoresSchema });

/** One row of the stat-modifier table: the modifier a score adds to (or takes from) mana. */
export const StatModifierRowSchema = record({
  score: whole(-BIG, BIG),
  modifier: whole(-BIG, BIG),
});

const kind = <const TKind extends string>(name: TKind) => v.literal(name);

/**
 * What an item or a talent does to mana. Items and talents share one list of effects, so a
 * designer can put any effect on either (a ring of Meditation, a talent of Thrift).
 */
export const ManaEffectSchema = v.variant(
  'kind',
  [
    /** "+N to maximum mana": raises the maximum, not the mana you have (items). */
    record({ kind: kind('max-mana'), amount: whole(0, EFFECT_AMOUNT_MAX) }),
    /** "Mana comes back N% faster" (items, Clear mind): added to the other speed-ups. */
    record({ kind: kind('regen-percent'), percent: whole(0, REGEN_PERCENT_MAX) }),
    /** Abilities cost N% less (Thrift items, Frugal caster): added up, rounded once, at most half. */
    record({ kind: kind('cost-percent'), percent: whole(0, COST_PERCENT_MAX) }),
    /** Siphoning: mana for your own kill within the siphon radius (items; several add up). */
    record({ kind: kind('siphoning'), mana: whole(0, EFFECT_AMOUNT_MAX) }),
    /** Raises a skill's value (an item "raising" Concentration); untrained skills still give 0. */
    record({ kind: kind('skill-bonus'), skillId: id, amount: whole(0, EFFECT_AMOUNT_MAX) }),
    /** Deep well: +1 max and current per `perLevels` character levels, at least `minimum`. */
    record({
      kind: kind('deep-well'),
      perLevels: whole(1, DEEP_WELL_LEVELS_MAX),
      minimum: whole(0, DEEP_WELL_LEVELS_MAX),
    }),
    /** Meditation: resting's pace times `factor` (1.5: half again as fast). */
    record({
      kind: kind('resting-factor'),
      factor: decimal(RESTING_FACTOR_RANGE.min, RESTING_FACTOR_RANGE.max),
    }),
    /** Blood magic: an ability turning `hpCost` HP into `mana` mana. */
    record({
      kind: kind('blood-magic'),
      hpCost: whole(1, EFFECT_AMOUNT_MAX),
      mana: whole(1, EFFECT_AMOUNT_MAX),
    }),
  ],
  (issue) =>
    issue.expected === 'Object'
      ? 'must be an object with a "kind"'
      : 'must be one of max-mana, regen-percent, cost-percent, siphoning, skill-bonus, ' +
        `deep-well, resting-factor, blood-magic, not ${describe(issue.input)}`,
);

/** An item or a talent: a named list of effects. */
export const EffectSourceSchema = record({ id, name: text, effects: list(ManaEffectSchema) });

/** One listed point of a skill table: at skill `value`, the skill gives `amount`. */
export const SkillTableRowSchema = record({
  value: whole(0, SKILL_TABLE_VALUE_MAX),
  amount: whole(0, SKILL_TABLE_AMOUNT_MAX),
});

export const SKILL_TABLE_READINGS = ['step', 'linear'] as const;

export const SkillSchema = record({
  id,
  name: text,
  /** Extra max mana by skill value (Concentration: +1 at 25, +5 at 100, +8 at 200). */
  maxMana: list(SkillTableRowSchema),
  /** Regen speed-up percent by skill value (Concentration: 5 at 20, 40 at 100, 60 at 200). */
  regenPercent: list(SkillTableRowSchema),
  /** The max-mana bonus never exceeds the pool without it divided by this (a fifth: 5). */
  maxManaCapDivisor: whole(SKILL_CAP_DIVISOR_RANGE.min, SKILL_CAP_DIVISOR_RANGE.max),
  between: oneOf(SKILL_TABLE_READINGS),
  /**
   * Spending this much mana raises the skill's value by 1 while it is trained ("spending mana now
   * and then trains Concentration"; the pace is an assumption); 0: spending does not train it.
   */
  manaPerPointSpent: whole(0, TRAINING_MANA_MAX),
});

export const STATUS_KINDS = ['rest', 'boost', 'slow', 'disease'] as const;

export const StatusSchema = record({
  id,
  name: text,
  kind: oneOf(STATUS_KINDS),
  /**
   * Pace multiplier: 2 twice as fast, 0.5 half as fast, 0 not at all. 0..1 for slow and disease,
   * 1..10 for rest and boost (checked in `references.ts`).
   */
  factor: decimal(0, 10),
  /** Ebbing: drains `mana` every `everySeconds` seconds. */
  drain: v.optional(
    record({ mana: whole(1, DRAIN_MANA_MAX), everySeconds: whole(1, DRAIN_SECONDS_MAX) }),
  ),
});

export const HoroscopeSignSchema = record({
  id,
  name: text,
  /** The sign's gift, e.g. Water's Tidal. */
  gift: text,
  regenPercent: whole(0, SIGN_REGEN_PERCENT_MAX),
});

export const ABILITY_KINDS = ['spell', 'rod', 'summoning'] as const;

/** Anything that costs mana; Frugal caster and Thrift apply to all three kinds. */
export const AbilitySchema = record({
  id,
  name: text,
  kind: oneOf(ABILITY_KINDS),
  /** Cost before Frugal caster and Thrift (after everything else that changes it). */
  cost: whole(0, ABILITY_COST_MAX),
});

export const RECOVERY_READINGS = ['multiply', 'up-to-usual-pace'] as const;
export const DISEASE_READINGS = ['multiplies-slowest', 'joins-slowest'] as const;
export const LEVEL_GAIN_READINGS = ['sum-never-negative', 'modifier-never-negative'] as const;

export const RegenRulesSchema = record({
  /** A point every max(fastestSeconds, baseSeconds − secondsPerWil × Wil) s at the usual pace. */
  baseSeconds: decimal(0, BIG, { above: true }),
  secondsPerWil: decimal(0, BIG),
  fastestSeconds: decimal(0, BIG, { above: true }),
  recovery: oneOf(RECOVERY_READINGS),
  disease: oneOf(DISEASE_READINGS),
  /** The status a disease must slow mana more than to "count too" (the seed: Diseased). */
  diseasedStatusId: id,
});

export const CostRulesSchema = record({
  /** Frugal caster and Thrift together never take off more than this percent (half: 50). */
  maxCutPercent: whole(0, 100),
  /** No ability costs less than this (1). */
  minimumCost: whole(0, ABILITY_COST_MAX),
});

export const KillRulesSchema = record({
  /** Siphoning counts kills within this radius, measured round (dx² + dy² ≤ r² + 1). */
  siphonRadius: whole(0, 99),
  /** The witch's Malison: mana for deaths under her hexes from this class level on. */
  malison: record({ classId: id, fromLevel: whole(1, BIG) }),
});

/**
 * "Spending any mana trains your Willpower: each time is a chance at a training mark (see
 * Stats)". The Stats section is not in the seed: the chance and the marks a point takes are
 * assumptions, shown on the Rules panel.
 */
export const TrainingRulesSchema = record({
  /** The chance, in percent, that one spend (of 1 mana or more) earns a Willpower mark. */
  markChancePercent: whole(0, 100),
  /** Marks that raise Willpower by 1. */
  marksPerPoint: whole(1, TRAINING_MARKS_MAX),
});

export const WillpowerRulesSchema = record({
  /** Levels run from 1 to this (the seed: "each level up to 60"). */
  maxLevel: whole(1, 999),
  levelGain: oneOf(LEVEL_GAIN_READINGS),
  /** Hit points stop growing at this level (the seed: "after hit points stop at level 50"). */
  hpGrowthStopsAt: whole(1, 999),
  regen: RegenRulesSchema,
  costs: CostRulesSchema,
  kills: KillRulesSchema,
  training: TrainingRulesSchema,
});

/**
 * The Willpower ruleset's data: everything a designer can edit. Default values live in
 * `rulesets/willpower/defaults.ts`; the rules that read this data live in their own modules.
 */
export const WillpowerDataSchema = record({
  races: list(RaceSchema),
  classes: list(ManaSourceSchema),
  /** Contiguous scores, ascending: the range of valid stat scores is this table's range. */
  statModifiers: v.pipe(
    list(StatModifierRowSchema),
    v.minLength(1, 'must list at least one score'),
  ),
  items: list(EffectSourceSchema),
  talents: list(EffectSourceSchema),
  skills: list(SkillSchema),
  statuses: list(StatusSchema),
  horoscope: list(HoroscopeSignSchema),
  abilities: list(AbilitySchema),
  rules: WillpowerRulesSchema,
});

/** A talent a build has, and the character level it was taken at. */
export const TakenTalentSchema = record({ talentId: id, takenAtLevel: level });

/** A build's standing in one skill. */
export const BuildSkillSchema = record({
  skillId: id,
  trained: flag,
  value: whole(0, SKILL_VALUE_MAX),
});

/** A character being balanced: the seed's worked example is Tathren. */
export const WillpowerBuildSchema = record({
  id,
  name: text,
  raceId: id,
  classId: id,
  /** The level the panel explains; the curve always spans 1..maxLevel. */
  level,
  stats: StatScoresSchema,
  /** Items worn or wielded (ids into `items`). */
  itemIds: list(id),
  talents: list(TakenTalentSchema),
  skills: list(BuildSkillSchema),
  /** The sign the character was born under (ids into `horoscope`), or null. */
  horoscopeId: v.nullable(id),
  /**
   * The statuses its regeneration is looked at under (ids into `statuses`: resting, poisoned…).
   * The build carries them, so the Willpower screen and the cross-system comparison agree.
   */
  regenStatusIds: list(id),
});

export const WillpowerSectionSchema = record({
  data: WillpowerDataSchema,
  builds: list(WillpowerBuildSchema),
});

export type ManaSource = v.InferOutput<typeof ManaSourceSchema>;
export type Race = v.InferOutput<typeof RaceSchema>;
export type StatScores = v.InferOutput<typeof StatScoresSchema>;
export type StatModifierRow = v.InferOutput<typeof StatModifierRowSchema>;
export type ManaEffect = v.InferOutput<typeof ManaEffectSchema>;
export type EffectSource = v.InferOutput<typeof EffectSourceSchema>;
export type SkillTableRow = v.InferOutput<typeof SkillTableRowSchema>;
export type Skill = v.InferOutput<typeof SkillSchema>;
export type Status = v.InferOutput<typeof StatusSchema>;
export type HoroscopeSign = v.InferOutput<typeof HoroscopeSignSchema>;
export type Ability = v.InferOutput<typeof AbilitySchema>;
export type RegenRules = v.InferOutput<typeof RegenRulesSchema>;
export type CostRules = v.InferOutput<typeof CostRulesSchema>;
export type KillRules = v.InferOutput<typeof KillRulesSchema>;
export type TrainingRules = v.InferOutput<typeof TrainingRulesSchema>;
export type WillpowerRules = v.InferOutput<typeof WillpowerRulesSchema>;
export type WillpowerData = v.InferOutput<typeof WillpowerDataSchema>;
export type TakenTalent = v.InferOutput<typeof TakenTalentSchema>;
export type BuildSkill = v.InferOutput<typeof BuildSkillSchema>;
export type WillpowerBuild = v.InferOutput<typeof WillpowerBuildSchema>;
export type WillpowerSection = v.InferOutput<typeof WillpowerSectionSchema>;
