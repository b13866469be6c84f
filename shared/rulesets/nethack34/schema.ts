/**
 * The NetHack 3.4 section of a project: role and race tables, the Con bonus table, and builds.
 * Stats are checked against the data's own range (lowest Con row to `maxStat`) in
 * `../references.ts`, as are role/race pairs.
 */
import * as v from 'valibot';
import { RACE_IDS, ROLE_IDS } from './ids';
import { flag, id, list, oneOf, record, text, whole } from '../../project/schema/common';

/** Dice and fixed parts no table comes near (a typo guard). */
export const TABLE_MAX = 999;

const roleId = oneOf(ROLE_IDS);
const raceId = oneOf(RACE_IDS);

/**
 * One advancement record (NetHack's `struct RoleAdvance`): a fixed part and a die size for the
 * start, for level-ups while the level before is below the role's `xlev` ("low"), and from
 * `xlev` on ("high"). A die size of 0 means no die.
 */
export const AdvanceSchema = record({
  infix: whole(0, TABLE_MAX),
  inrnd: whole(0, TABLE_MAX),
  lofix: whole(0, TABLE_MAX),
  lornd: whole(0, TABLE_MAX),
  hifix: whole(0, TABLE_MAX),
  hirnd: whole(0, TABLE_MAX),
});

/** A multiplier applied to a whole power increment, truncated toward zero: ⌊num·raw / den⌋. */
export const PowerMultiplierSchema = record({ num: whole(0, 99), den: whole(1, 99) });

export const NethackRoleSchema = record({
  id: roleId,
  name: text,
  /** Level-ups from a level ≥ xlev use the high numbers. */
  xlev: whole(1, 99),
  hp: AdvanceSchema,
  /** For power, `lornd`/`hirnd` are added inside rn2 with floor(Wis / 2). */
  pw: AdvanceSchema,
  pwMultiplier: PowerMultiplierSchema,
  /** The races this role may be played as. */
  races: list(raceId),
});

/**
 * The Con and Wis a race typically has: what the balance grid's "each race's typical stats" gives
 * its rows (an assumption, not the game's: NetHack rolls stats by role; the data's range is
 * checked in `references.ts`).
 */
export const TypicalStatsSchema = record({ con: whole(1, 99), wis: whole(1, 99) });

export const NethackRaceSchema = record({
  id: raceId,
  name: text,
  hp: AdvanceSchema,
  pw: AdvanceSchema,
  typicalStats: TypicalStatsSchema,
});

/** A row of the Con bonus table: this bonus for Con ≥ `minCon` (up to the next row). */
export const ConBonusRowSchema = record({ minCon: whole(1, 99), bonus: whole(-99, 99) });

/**
 * The NetHack 3.4 ruleset's data: everything a designer can edit. The 3.4.3 values live in
 * `rulesets/nethack34/defaults.ts`; the rules that read this data live in their own modules.
 */
export const Nethack34DataSchema = record({
  roles: list(NethackRoleSchema),
  races: list(NethackRaceSchema),
  /** Sorted by `minCon`, increasing; the first row's `minCon` is the lowest Con allowed. */
  conBonus: v.pipe(list(ConBonusRowSchema), v.minLength(1, 'must have at least one row')),
  /** NetHack stops at experience level 30. */
  maxLevel: whole(1, 99),
  /** Stats (Con, Wis) run from 3 to this (25 in 3.4.3). */
  maxStat: whole(3, 99),
});

export const ENCUMBRANCES = [
  'unencumbered',
  'burdened',
  'stressed',
  'strained',
  'overtaxed',
] as const;

/** What NetHack regeneration is looked at under (`rulesets/nethack34/regen.ts`). */
export const RegenOptionsSchema = record({
  regeneration: v.optional(flag),
  eyeOfAethiopica: v.optional(flag),
  /** Unencumbered by default. */
  encumbrance: v.optional(oneOf(ENCUMBRANCES)),
  /** Moving or fighting (matters from Stressed on). */
  moving: v.optional(flag),
  /** Polymorphed into another monster: 1 HP every 20 turns (not a sea monster out of water). */
  polymorphed: v.optional(flag),
  /** Polymorphed into a sea monster, out of water: −1 HP a turn, never to 0 (with `polymorphed`). */
  seaMonsterOutOfWater: v.optional(flag),
  /** Praying to a receptive god: invulnerable, and no HP comes back (power still does). */
  praying: v.optional(flag),
});

/** A stat score: the data's range decides (checked in `references.ts`). */
const stat = whole(1, 99);

/** A stat change taking effect with the level-up that reaches `level` (2..maxLevel). */
export const StatChangeSchema = record({
  level: whole(2, 99),
  con: v.optional(stat),
  wis: v.optional(stat),
});

/**
 * A character as NetHack's rules read it: role, race, Con and Wis (constant unless `statChanges`
 * says otherwise), and what its regeneration is looked at under: Int (power regeneration reads
 * it; advancement does not) and the conditions (the Regeneration intrinsic, the Eye, load…). The
 * build carries them so every view of it, and the cross-system comparison, sees the same
 * character.
 */
const CHARACTER_ENTRIES = {
  roleId,
  raceId,
  con: stat,
  wis: stat,
  int: stat,
  regen: RegenOptionsSchema,
  statChanges: v.optional(list(StatChangeSchema)),
};

/** What the engine reads of a build (a CLI run makes one from its flags, with no id or name). */
export const NethackCharacterSchema = record(CHARACTER_ENTRIES);

/**
 * A NetHack build of the project: a character with an id (the comparison and the screen refer
 * to it by id, so deleting another build moves nothing) and the name the designer gave it.
 */
export const Nethack34BuildSchema = record({ id, name: text, ...CHARACTER_ENTRIES });

export const Nethack34SectionSchema = record({
  data: Nethack34DataSchema,
  builds: list(Nethack34BuildSchema),
});

export type Advance = v.InferOutput<typeof AdvanceSchema>;
export type PowerMultiplier = v.InferOutput<typeof PowerMultiplierSchema>;
export type NethackRole = v.InferOutput<typeof NethackRoleSchema>;
export type NethackRace = v.InferOutput<typeof NethackRaceSchema>;
export type NethackTypicalStats = v.InferOutput<typeof TypicalStatsSchema>;
export type ConBonusRow = v.InferOutput<typeof ConBonusRowSchema>;
export type Nethack34Data = v.InferOutput<typeof Nethack34DataSchema>;
export type RegenOptions = v.InferOutput<typeof RegenOptionsSchema>;
export type StatChange = v.InferOutput<typeof StatChangeSchema>;
export type NethackCharacter = v.InferOutput<typeof NethackCharacterSchema>;
export type Nethack34Build = v.InferOutput<typeof Nethack34BuildSchema>;
export type Nethack34Section = v.InferOutput<typeof Nethack34SectionSchema>;
