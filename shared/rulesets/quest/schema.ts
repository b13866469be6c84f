/**
 * The Quest section of a project: the board game's magic rules (seed 001) as data (mana per spell
 * learned and its cap, the sorcery levels by VP, magic recovery potions, the dispel roll), the
 * spellcasters (builds) and the dispel matrix's settings.
 */
import * as v from 'valibot';
import { flag, id, list, record, text, whole } from '../../project/schema/common';

/** How much cover a target has against a magic projectile (seed 001, Line of Sight and Cover). */
export const QUEST_COVERS = ['none', 'light', 'heavy'] as const;

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

/** A Lore of magic a spellcaster may choose (Fire, Necromancy…). */
export const QuestLoreSchema = record({ id, name: text });

/** A great magic realm and the Lores that belong to it (seed 001, Magic Realms and Lores). */
export const QuestRealmSchema = record({
  id,
  name: text,
  lores: list(QuestLoreSchema),
});

export const QuestDataSchema = record({
  /** Mana markers per spell learned (2). */
  manaPerSpell: whole(0, RULE_MAX),
  /** The pool never exceeds Intelligence × this (3). */
  maxManaPerInt: whole(0, RULE_MAX),
  /**
   * Mana one magic recovery potion restores; null: it refills the pool. The seed says only that
   * potions "recover mana points", so refilling is an assumption the screen states.
   */
  potionMana: v.nullable(whole(0, RULE_MAX)),
  /** Sorted by `minVp`, increasing; heroes only. */
  sorceryLevels: list(SorceryLevelSchema),
  /** The level Dark Player characters and Mercenaries cast at (Journeyman). */
  nonHeroLevelId: id,
  dispel: DispelRulesSchema,
  /**
   * The fewest damage dice an offensive spell keeps after its sorcery level's modifier (an
   * Apprentice's 1-die spell). The seed says only "1 less damage die": 1 keeps every such spell
   * doing something; 0 lets the modifier take the last die.
   */
  minimumDamageDice: whole(0, RULE_MAX),
  /** The same for the turns of a permanent-effect spell ("reduced by -1"). */
  minimumPermanentTurns: whole(0, RULE_MAX),
  /**
   * The realms and their Lores. Which spells each Lore teaches is not in the seed (it says only
   * that a caster learns spells by class and Lore): a caster's spells are its own.
   */
  realms: list(QuestRealmSchema),
  /**
   * Damage dice a magic projectile gains against a target in light or heavy cover (−1, −2). The
   * seed says only that "cover will only be taken into account in the case of magic projectiles":
   * what cover does is an assumption the screen states.
   */
  cover: record({
    light: whole(-RULE_MAX, RULE_MAX),
    heavy: whole(-RULE_MAX, RULE_MAX),
  }),
  /** Magic scrolls or sets of components a caster may use in one turn (seed 001: one). */
  scrollsPerTurn: whole(0, RULE_MAX),
});

/** A spell a caster has learned, with the mana one cast of it spends (the spell's card). */
export const QuestSpellSchema = record({
  id,
  name: text,
  manaCost: whole(0, RULE_MAX),
  /**
   * The damage dice of an offensive spell (or of the Elemental it summons), before the sorcery
   * level's modifier; null: the spell deals no damage.
   */
  damageDice: v.nullable(whole(0, RULE_MAX)),
  /** The turns a permanent-effect spell lasts, before the sorcery level's modifier; null: none. */
  permanentTurns: v.nullable(whole(0, RULE_MAX)),
  /** A magic projectile: the only kind of spell a target's cover counts against (seed 001). */
  projectile: flag,
});

/** A spellcaster: a hero (sorcery level by VP) or a Dark Player character or Mercenary. */
export const QuestBuildSchema = record({
  id,
  name: text,
  int: whole(0, 99),
  /** Victory points: the game's level axis (1–60 on the charts). */
  vp: whole(0, RULE_MAX),
  /** False for Dark Player characters and Mercenaries, who cast as the non-hero level. */
  hero: flag,
  /** The Lore of magic the caster chose (its realm follows); null: none chosen. */
  loreId: v.nullable(id),
  spells: list(QuestSpellSchema),
  /** Magic recovery potions carried into the quest. */
  potions: whole(0, RULE_MAX),
  /** Magic scrolls and sets of components carried into the quest (one a turn, seed 001). */
  scrolls: whole(0, RULE_MAX),
});

/**
 * A figure on the board the selected caster may cast at (seed 001's picture: Borgron and four
 * skeletons): whether he sees it, and how much cover it has.
 */
export const QuestTargetSchema = record({
  id,
  name: text,
  lineOfSight: flag,
  cover: v.picklist(QUEST_COVERS),
});

/** The dispel odds matrix on the Quest screen: its Int range and how many try. */
export const QuestDispelViewSchema = record({
  minInt: whole(0, 99),
  maxInt: whole(0, 99),
  /** Dispellers of the same Int, each trying in turn while the spell still stands. */
  dispellers: whole(1, 10),
  /** The caster's total for the "known total" matrix's highlighted row (the seed's 12). */
  casterTotal: whole(0, 999),
  /**
   * The dispeller in the worked example and the marked matrix cell (Borgron's Int 5). Optional in
   * a file: a version-3 project saved before it existed opens with 5.
   */
  dispellerInt: v.optional(whole(0, 99), 5),
  /**
   * Each dispeller's mana at the quest's start: a successful dispel spends the rules' cost and a
   * dispeller with less than that left cannot try (seed 001). Null: they never run out.
   */
  dispellerMana: v.nullable(whole(0, RULE_MAX)),
  /** How far the dispellers stand from the caster or the target, the nearer (range: 8). */
  dispellerSquares: whole(0, RULE_MAX),
  /** Within an enemy's melee range: then no one may dispel (seed 001). */
  dispellersInMelee: flag,
});

export const QuestSectionSchema = record({
  data: QuestDataSchema,
  builds: list(QuestBuildSchema),
  dispelView: QuestDispelViewSchema,
  /** The figures the selected caster casts at (line of sight, cover). */
  targets: list(QuestTargetSchema),
});

export type SorceryLevel = v.InferOutput<typeof SorceryLevelSchema>;
export type QuestLore = v.InferOutput<typeof QuestLoreSchema>;
export type QuestRealm = v.InferOutput<typeof QuestRealmSchema>;
export type DispelRules = v.InferOutput<typeof DispelRulesSchema>;
export type QuestData = v.InferOutput<typeof QuestDataSchema>;
export type QuestSpell = v.InferOutput<typeof QuestSpellSchema>;
export type QuestBuild = v.InferOutput<typeof QuestBuildSchema>;
export type QuestCover = (typeof QUEST_COVERS)[number];
export type QuestTarget = v.InferOutput<typeof QuestTargetSchema>;
export type QuestDispelView = v.InferOutput<typeof QuestDispelViewSchema>;
export type QuestSection = v.InferOutput<typeof QuestSectionSchema>;
