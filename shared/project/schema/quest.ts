/**
 * The Quest board game's magic rules (seed 001) as data: mana per spell learned and its cap, the
 * sorcery levels by VP, and the dispel roll. Not yet a section of the project document (the Quest
 * screen and its builds come with it); declared here so its types are inferred like the others'.
 */
import type * as v from 'valibot';
import { id, list, record, text, whole } from './common';

const RULE_MAX = 999;

/** A sorcery level: reached from `minVp`; its limits and modifiers (seed 001's table). */
export const SorceryLevelSchema = record({
  id,
  name: text,
  minVp: whole(0, RULE_MAX),
  /** How many times each known spell can be cast in one quest. */
  castingLimit: whole(0, RULE_MAX),
  /** Turns added to permanent-effect spells (−1 for an Apprentice). */
  permanentDurationModifier: whole(-RULE_MAX, RULE_MAX),
  /** Damage dice added to offensive spells and summoned Elementals (−1 for an Apprentice). */
  damageDiceModifier: whole(-RULE_MAX, RULE_MAX),
});

/** The opposed Intelligence roll that cancels a spell: dice + Int must exceed the caster's. */
export const DispelRulesSchema = record({
  dice: whole(1, 20),
  sides: whole(2, 100),
  /** How far (squares) a dispeller may be from the caster or the target. */
  rangeSquares: whole(0, RULE_MAX),
  /** Mana a successful dispel costs the dispeller. */
  manaCost: whole(0, RULE_MAX),
});

export const QuestDataSchema = record({
  /** Mana markers per spell learned (2). */
  manaPerSpell: whole(0, RULE_MAX),
  /** The pool never exceeds Intelligence × this (3). */
  maxManaPerInt: whole(0, RULE_MAX),
  /** Sorted by `minVp`, increasing; heroes only. */
  sorceryLevels: list(SorceryLevelSchema),
  /** The level Dark Player characters and Mercenaries cast at (Journeyman). */
  nonHeroLevelId: id,
  dispel: DispelRulesSchema,
});

export type SorceryLevel = v.InferOutput<typeof SorceryLevelSchema>;
export type DispelRules = v.InferOutput<typeof DispelRulesSchema>;
export type QuestData = v.InferOutput<typeof QuestDataSchema>;
