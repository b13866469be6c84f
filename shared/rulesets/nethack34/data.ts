/**
 * The NetHack 3.4 ruleset's data: everything a designer can edit. The 3.4.3 values live in
 * `defaults.ts`; the rules that read this data live in their own modules.
 */

export { RACE_IDS, ROLE_IDS, type RaceId, type RoleId } from './ids';

/*
 * The data's shapes are declared once, as the project file's schema, and inferred from it.
 */
export type {
  Advance,
  ConBonusRow,
  Nethack34Build,
  Nethack34Data,
  NethackCharacter,
  NethackRace,
  NethackRole,
  NethackTypicalStats,
  PowerMultiplier,
  StatChange,
} from './schema';
