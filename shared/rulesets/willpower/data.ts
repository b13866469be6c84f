/**
 * The Willpower ruleset's data: everything a designer can edit. Default values live in
 * `defaults.ts`; the rules that read this data live in their own modules.
 */

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

/** A race or a class row: the seed's mana tables, plus the assumed HP model's column. */
export interface ManaSource {
  readonly id: string;
  readonly name: string;
  /** Mana this race or class gives at level 1 (whole points, may be 0). */
  readonly mana: number;
  /** Hit points it gives at level 1 (assumption: the seed gives no HP numbers). */
  readonly hp: number;
}

/** One row of the stat-modifier table: the modifier a score adds to (or takes from) mana. */
export interface StatModifierRow {
  readonly score: number;
  readonly modifier: number;
}

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

export interface WillpowerRules {
  /** Levels run from 1 to this (the seed: "each level up to 60"). */
  readonly maxLevel: number;
  readonly levelGain: LevelGainReading;
  /** Hit points stop growing at this level (the seed: "after hit points stop at level 50"). */
  readonly hpGrowthStopsAt: number;
  readonly regen: RegenRules;
  readonly costs: CostRules;
  readonly kills: KillRules;
}

export interface WillpowerData {
  readonly races: readonly ManaSource[];
  readonly classes: readonly ManaSource[];
  /** Contiguous scores, ascending: the range of valid stat scores is this table's range. */
  readonly statModifiers: readonly StatModifierRow[];
  readonly items: readonly EffectSource[];
  readonly talents: readonly EffectSource[];
  readonly skills: readonly Skill[];
  readonly statuses: readonly Status[];
  readonly horoscope: readonly HoroscopeSign[];
  readonly abilities: readonly Ability[];
  readonly rules: WillpowerRules;
}

/** A talent a build has, and the character level it was taken at. */
export interface TakenTalent {
  readonly talentId: string;
  readonly takenAtLevel: number;
}

/** A build's standing in one skill. */
export interface BuildSkill {
  readonly skillId: string;
  readonly trained: boolean;
  readonly value: number;
}

/** A character being balanced: the seed's worked example is Tathren. */
export interface WillpowerBuild {
  readonly id: string;
  readonly name: string;
  readonly raceId: string;
  readonly classId: string;
  /** The level the panel explains; the curve always spans 1..maxLevel. */
  readonly level: number;
  readonly stats: Readonly<Record<StatId, number>>;
  /** Items worn or wielded (ids into `items`). */
  readonly itemIds: readonly string[];
  readonly talents: readonly TakenTalent[];
  readonly skills: readonly BuildSkill[];
  /** The sign the character was born under (ids into `horoscope`), or null. */
  readonly horoscopeId: string | null;
  /**
   * The statuses its regeneration is looked at under (ids into `statuses`: resting, poisoned…).
   * The build carries them, so the Willpower screen and the cross-system comparison agree.
   */
  readonly regenStatusIds: readonly string[];
}

/*
 * The rest of seed 000: items, talents, skills, statuses, horoscope, abilities. Each rule module
 * reads only the part it needs.
 */

/**
 * What an item or a talent does to mana. Items and talents share one list of effects, so a
 * designer can put any effect on either (a ring of Meditation, a talent of Thrift).
 */
export type ManaEffect =
  /** "+N to maximum mana": raises the maximum, not the mana you have (items). */
  | { readonly kind: 'max-mana'; readonly amount: number }
  /** "Mana comes back N% faster" (items, Clear mind): added to the other speed-ups. */
  | { readonly kind: 'regen-percent'; readonly percent: number }
  /** Abilities cost N% less (Thrift items, Frugal caster): added up, rounded once, at most half. */
  | { readonly kind: 'cost-percent'; readonly percent: number }
  /** Siphoning: mana for your own kill within the siphon radius (items; several add up). */
  | { readonly kind: 'siphoning'; readonly mana: number }
  /** Raises a skill's value (an item "raising" Concentration); untrained skills still give 0. */
  | { readonly kind: 'skill-bonus'; readonly skillId: string; readonly amount: number }
  /** Deep well: +1 max and current per `perLevels` character levels, at least `minimum`. */
  | { readonly kind: 'deep-well'; readonly perLevels: number; readonly minimum: number }
  /** Meditation: resting's pace times `factor` (1.5: half again as fast). */
  | { readonly kind: 'resting-factor'; readonly factor: number }
  /** Blood magic: an ability turning `hpCost` HP into `mana` mana. */
  | { readonly kind: 'blood-magic'; readonly hpCost: number; readonly mana: number };

export type ManaEffectKind = ManaEffect['kind'];

/** An item or a talent: a named list of effects. */
export interface EffectSource {
  readonly id: string;
  readonly name: string;
  readonly effects: readonly ManaEffect[];
}

/** One listed point of a skill table: at skill `value`, the skill gives `amount`. */
export interface SkillTableRow {
  readonly value: number;
  readonly amount: number;
}

/**
 * How a skill value between two listed ones is read. The seed lists only some values ("+1 at 25,
 * +5 at 100") and refers to a table it does not include.
 */
export type SkillTableReading =
  /** The amount of the highest listed value reached: 60 gives what 25 gives. */
  | 'step'
  /** Straight-line between listed values, rounded down: 60 gives 1 + (35 / 75) × 4 → 2. */
  | 'linear';

export interface Skill {
  readonly id: string;
  readonly name: string;
  /** Extra max mana by skill value (Concentration: +1 at 25, +5 at 100, +8 at 200). */
  readonly maxMana: readonly SkillTableRow[];
  /** Regen speed-up percent by skill value (Concentration: 5 at 20, 40 at 100, 60 at 200). */
  readonly regenPercent: readonly SkillTableRow[];
  /** The max-mana bonus never exceeds the pool without it divided by this (a fifth: 5). */
  readonly maxManaCapDivisor: number;
  readonly between: SkillTableReading;
}

/**
 * How a status changes the pace of regeneration.
 * `rest` (resting) and `boost` (a sanctuary) make up for slowing; `slow` statuses count only the
 * slowest; a `disease` that slows more than Diseased counts as well.
 */
export type StatusKind = 'rest' | 'boost' | 'slow' | 'disease';

export interface Status {
  readonly id: string;
  readonly name: string;
  readonly kind: StatusKind;
  /** Pace multiplier: 2 twice as fast, 0.5 half as fast, 0 not at all. */
  readonly factor: number;
  /** Ebbing: drains `mana` every `everySeconds` seconds. */
  readonly drain?: { readonly mana: number; readonly everySeconds: number };
}

export interface HoroscopeSign {
  readonly id: string;
  readonly name: string;
  /** The sign's gift, e.g. Water's Tidal. */
  readonly gift: string;
  readonly regenPercent: number;
}

export type AbilityKind = 'spell' | 'rod' | 'summoning';

/** Anything that costs mana; Frugal caster and Thrift apply to all three kinds. */
export interface Ability {
  readonly id: string;
  readonly name: string;
  readonly kind: AbilityKind;
  /** Cost before Frugal caster and Thrift (after everything else that changes it). */
  readonly cost: number;
}

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

export interface RegenRules {
  /** A point every max(fastestSeconds, baseSeconds − secondsPerWil × Wil) s at the usual pace. */
  readonly baseSeconds: number;
  readonly secondsPerWil: number;
  readonly fastestSeconds: number;
  readonly recovery: RecoveryReading;
  readonly disease: DiseaseReading;
  /** The status a disease must slow mana more than to "count too" (the seed: Diseased). */
  readonly diseasedStatusId: string;
}

export interface CostRules {
  /** Frugal caster and Thrift together never take off more than this percent (half: 50). */
  readonly maxCutPercent: number;
  /** No ability costs less than this (1). */
  readonly minimumCost: number;
}

export interface KillRules {
  /** Siphoning counts kills within this radius, measured round (dx² + dy² ≤ r² + 1). */
  readonly siphonRadius: number;
  /** The witch's Malison: mana for deaths under her hexes from this class level on. */
  readonly malison: { readonly classId: string; readonly fromLevel: number };
}
