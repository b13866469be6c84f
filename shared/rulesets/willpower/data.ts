/**
 * The Willpower ruleset's data: everything a designer can edit. Default values live in
 * `defaults.ts`; the rules that read this data live in their own modules.
 */

/** The three stats that feed mana. */
export type StatId = 'int' | 'wil' | 'pre';

export const STAT_IDS: readonly StatId[] = ['int', 'wil', 'pre'];

export const STAT_NAMES: Readonly<
  Record<StatId, { readonly name: string; readonly short: string }>
> = {
  int: { name: 'Intelligence', short: 'Int' },
  wil: { name: 'Willpower', short: 'Wil' },
  pre: { name: 'Presence', short: 'Pre' },
};

/** A race or a class row of the seed's mana tables. */
export interface ManaSource {
  readonly id: string;
  readonly name: string;
  /** Mana this race or class gives at level 1 (whole points, may be 0). */
  readonly mana: number;
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
}

export interface WillpowerData {
  readonly races: readonly ManaSource[];
  readonly classes: readonly ManaSource[];
  /** Contiguous scores, ascending: the range of valid stat scores is this table's range. */
  readonly statModifiers: readonly StatModifierRow[];
  readonly rules: WillpowerRules;
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
}
