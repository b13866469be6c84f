import type { RegenOptions } from './regen';

/**
 * The NetHack 3.4 ruleset's data: everything a designer can edit. The 3.4.3 values live in
 * `defaults.ts`; the rules that read this data live in their own modules.
 */

export type RoleId =
  | 'Arc'
  | 'Bar'
  | 'Cav'
  | 'Hea'
  | 'Kni'
  | 'Mon'
  | 'Pri'
  | 'Rog'
  | 'Ran'
  | 'Sam'
  | 'Tou'
  | 'Val'
  | 'Wiz';

export type RaceId = 'Hum' | 'Elf' | 'Dwa' | 'Gno' | 'Orc';

export const ROLE_IDS: readonly RoleId[] = [
  'Arc',
  'Bar',
  'Cav',
  'Hea',
  'Kni',
  'Mon',
  'Pri',
  'Rog',
  'Ran',
  'Sam',
  'Tou',
  'Val',
  'Wiz',
];

export const RACE_IDS: readonly RaceId[] = ['Hum', 'Elf', 'Dwa', 'Gno', 'Orc'];

/**
 * One advancement record (NetHack's `struct RoleAdvance`): a fixed part and a die size for the
 * start, for level-ups while the level before is below the role's `xlev` ("low"), and from
 * `xlev` on ("high"). A die size of 0 means no die.
 */
export interface Advance {
  readonly infix: number;
  readonly inrnd: number;
  readonly lofix: number;
  readonly lornd: number;
  readonly hifix: number;
  readonly hirnd: number;
}

/** A multiplier applied to a whole power increment, truncated toward zero: ⌊num·raw / den⌋. */
export interface PowerMultiplier {
  readonly num: number;
  readonly den: number;
}

export interface NethackRole {
  readonly id: RoleId;
  readonly name: string;
  /** Level-ups from a level ≥ xlev use the high numbers. */
  readonly xlev: number;
  readonly hp: Advance;
  /** For power, `lornd`/`hirnd` are added inside rn2 with floor(Wis / 2). */
  readonly pw: Advance;
  readonly pwMultiplier: PowerMultiplier;
  /** The races this role may be played as. */
  readonly races: readonly RaceId[];
}

export interface NethackRace {
  readonly id: RaceId;
  readonly name: string;
  readonly hp: Advance;
  readonly pw: Advance;
}

/** A row of the Con bonus table: this bonus for Con ≥ `minCon` (up to the next row). */
export interface ConBonusRow {
  readonly minCon: number;
  readonly bonus: number;
}

export interface Nethack34Data {
  readonly roles: readonly NethackRole[];
  readonly races: readonly NethackRace[];
  /** Sorted by `minCon`, increasing; the first row's `minCon` is the lowest Con allowed. */
  readonly conBonus: readonly ConBonusRow[];
  /** NetHack stops at experience level 30. */
  readonly maxLevel: number;
  /** Stats (Con, Wis) run from 3 to this (25 in 3.4.3). */
  readonly maxStat: number;
}

/** A stat change taking effect with the level-up that reaches `level` (2..maxLevel). */
export interface StatChange {
  readonly level: number;
  readonly con?: number;
  readonly wis?: number;
}

/**
 * A character: role, race, Con and Wis (constant unless `statChanges` says otherwise), and what
 * its regeneration is looked at under: Int (power regeneration reads it; advancement does not)
 * and the conditions (the Regeneration intrinsic, the Eye, load…). The build carries them so
 * every view of it, and the cross-system comparison, sees the same character.
 */
export interface Nethack34Build {
  readonly roleId: RoleId;
  readonly raceId: RaceId;
  readonly con: number;
  readonly wis: number;
  readonly int: number;
  readonly regen: RegenOptions;
  readonly statChanges?: readonly StatChange[];
}
