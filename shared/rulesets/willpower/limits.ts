/**
 * The ranges of the Willpower tables' and builds' numbers (typo guards, not rules): the project
 * file's schema and the editors' row checks both read them (one declaration, no import circle
 * between the schema and the rules).
 */

/** The largest amount of mana, skill or HP an effect may name (a typo guard). */
export const EFFECT_AMOUNT_MAX = 999;

/** "Mana comes back N% faster": up to ten times as fast. */
export const REGEN_PERCENT_MAX = 1000;

/** Thrift: a percent off, at most all of it (the rules cap the total at half anyway). */
export const COST_PERCENT_MAX = 100;

/** Deep well counts per so many levels, and its minimum, within the 60 levels. */
export const DEEP_WELL_LEVELS_MAX = 60;

/** Meditation-like factors on resting's pace: at least 1 (never slower), at most 10. */
export const RESTING_FACTOR_RANGE = { min: 1, max: 10 } as const;

/** The largest mana or HP a race or class row may give (a typo guard, not a rule). */
export const ROW_AMOUNT_MAX = 999;

/** Skill values a table may list (a build's skill value runs 0–1000 too). */
export const SKILL_TABLE_VALUE_MAX = 1000;

/** The largest max-mana amount or regen percent a skill table may give. */
export const SKILL_TABLE_AMOUNT_MAX = 999;

/** "Never more than a fifth": the divisor of the pool the max-mana bonus is capped at. */
export const SKILL_CAP_DIVISOR_RANGE = { min: 1, max: 100 } as const;

/** A drain takes 1–999 mana every 1–3600 seconds (an hour). */
export const DRAIN_MANA_MAX = 999;

export const DRAIN_SECONDS_MAX = 3600;

/** A sign's gift speeds regeneration by 0–1000 percent, like an item. */
export const SIGN_REGEN_PERCENT_MAX = 1000;

/** The largest cost an ability may have (a typo guard). */
export const ABILITY_COST_MAX = 999;

/** Highest skill value a build may enter (the seed's table tops out at 200). */
export const SKILL_VALUE_MAX = 1000;

/** Mana spent per point a skill gains by spending (0: spending does not train it). */
export const TRAINING_MANA_MAX = 9999;

/** Willpower training marks a point may take. */
export const TRAINING_MARKS_MAX = 999;
