/**
 * NetHack 3.4's role and race ids: the schema's choices and the rules' keys (one declaration, no
 * import circle between the schema and the rules).
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
