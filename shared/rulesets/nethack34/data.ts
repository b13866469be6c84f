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
  PowerMultiplier,
  StatChange,
} from '../../project/schema/nethack34';
