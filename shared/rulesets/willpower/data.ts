/**
 * The Willpower ruleset's data: everything a designer can edit. Default values live in
 * `defaults.ts`; the rules that read this data live in their own modules.
 */

import type { ManaEffect } from './schema';

/** The stats a build sets: Int, Wil and Pre feed mana; Con feeds the (assumed) HP model. */
export type StatId = 'int' | 'wil' | 'pre' | 'con';

export const STAT_IDS: readonly StatId[] = ['int', 'wil', 'pre', 'con'];

/** The three stats whose modifiers add to (or take from) max mana. */
export const MANA_STAT_IDS: readonly StatId[] = ['int', 'wil', 'pre'];

export const STAT_NAMES: Readonly<
  Record<StatId, { readonly name: string; readonly short: string }>
> = {
  int: { name: 'Intelligence', short: 'Int' },
  wil: { name: 'Willpower', short: 'Wil' },
  pre: { name: 'Presence', short: 'Pre' },
  con: { name: 'Constitution', short: 'Con' },
};

/**
 * How a level's gain is read when the better of the Int and Wil modifiers is negative.
 * The seed says a level adds "half your class's mana plus what the better of your Intelligence
 * and Willpower adds" and that levels never take mana away; it does not say which part is floored.
 */
export type LevelGainReading =
  /** gain = max(0, floor(class / 2) + better modifier): a low stat eats into the class's half. */
  | 'sum-never-negative'
  /** gain = floor(class / 2) + max(0, better modifier): a low stat only stops the bonus. */
  | 'modifier-never-negative';

/*
 * The rest of seed 000: items, talents, skills, statuses, horoscope, abilities. Each rule module
 * reads only the part it needs.
 */

export type ManaEffectKind = ManaEffect['kind'];

/**
 * How a skill value between two listed ones is read. The seed lists only some values ("+1 at 25,
 * +5 at 100") and refers to a table it does not include.
 */
export type SkillTableReading =
  /** The amount of the highest listed value reached: 60 gives what 25 gives. */
  | 'step'
  /** Straight-line between listed values, rounded down: 60 gives 1 + (35 / 75) × 4 → 2. */
  | 'linear';

/**
 * How a status changes the pace of regeneration.
 * `rest` (resting) and `boost` (a sanctuary) make up for slowing; `slow` statuses count only the
 * slowest; a `disease` that slows more than Diseased counts as well.
 */
export type StatusKind = 'rest' | 'boost' | 'slow' | 'disease';

export type AbilityKind = 'spell' | 'rod' | 'summoning';

/**
 * How "resting makes up for some of the slowing, and so does a sanctuary" combines (the seed does
 * not say).
 */
export type RecoveryReading =
  /** Multiply: poisoned (½) while resting (×2) is the usual pace; brain fever (¼) resting is ½. */
  | 'multiply'
  /** Make up only for the slowing: the boosts never lift a slowed pace above the usual pace. */
  | 'up-to-usual-pace';

/** How "a disease that slows it more than being Diseased does counts too" combines. */
export type DiseaseReading =
  /** On top of the slowest status: poisoned (½) with brain fever (¼) is ⅛. */
  | 'multiplies-slowest'
  /** As one more candidate for "only the slowest counts": poisoned with brain fever is ¼. */
  | 'joins-slowest';

/*
 * The data's shapes are declared once, as the project file's schema, and inferred from it.
 */
export type {
  Ability,
  BuildSkill,
  CostRules,
  EffectSource,
  HoroscopeSign,
  KillRules,
  ManaEffect,
  ManaSource,
  Race,
  RegenRules,
  Skill,
  SkillTableRow,
  StatModifierRow,
  StatScores,
  Status,
  TakenTalent,
  TrainingRules,
  WillpowerBuild,
  WillpowerData,
  WillpowerRules,
} from './schema';
