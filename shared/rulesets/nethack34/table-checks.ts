/**
 * The checks behind the NetHack table editors: pure, so the renderer's fields and the unit tests
 * share them. Each returns a message for a bad value, or null when it is fine.
 */
import type { ConBonusRow, Nethack34Data, NethackCharacter, RaceId, RoleId } from './data';
import { RACE_IDS } from './data';

/** Advancement numbers (fixed parts and die sizes) run from 0 to this. */
export const ADVANCE_MAX = 99;
export const XLEV_MIN = 1;
export const XLEV_MAX = 30;
export const MULTIPLIER_NUM_MAX = 16;
export const MULTIPLIER_DEN_MAX = 8;
export const CON_MIN = 3;
export const CON_MAX = 25;
export const CON_BONUS_MIN = -5;
export const CON_BONUS_MAX = 10;
/** Names are at most this long. */
export const NAME_MAX_LENGTH = 40;

function wholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** A role's or race's name: 1 to 40 characters, unique (ignoring case) within its table. */
export function checkName(
  rows: readonly { readonly id: string; readonly name: string }[],
  id: string,
  name: string,
  kind: 'role' | 'race',
): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > NAME_MAX_LENGTH) {
    return `A ${kind} needs a name of 1 to ${NAME_MAX_LENGTH} characters.`;
  }
  const clash = rows.find(
    (row) => row.id !== id && row.name.toLowerCase() === trimmed.toLowerCase(),
  );
  return clash === undefined ? null : `There is already a ${kind} called ${clash.name}.`;
}

/** The level from which a role's level-ups use the high numbers: 1 to 30. */
export function checkXlev(value: number): string | null {
  return wholeIn(value, XLEV_MIN, XLEV_MAX)
    ? null
    : `xlev must be a whole number from ${XLEV_MIN} to ${XLEV_MAX}.`;
}

/**
 * One advancement number. `what` names it ("HP low die"); a die size of 0 means no die.
 */
export function checkAdvanceNumber(what: string, value: number, isDie: boolean): string | null {
  if (wholeIn(value, 0, ADVANCE_MAX)) return null;
  const zero = isDie ? ' (0: no die)' : '';
  return `${what} must be a whole number from 0 to ${ADVANCE_MAX}${zero}.`;
}

/** The power multiplier's numerator: 0 to 16. */
export function checkMultiplierNum(value: number): string | null {
  return wholeIn(value, 0, MULTIPLIER_NUM_MAX)
    ? null
    : `The multiplier's top must be a whole number from 0 to ${MULTIPLIER_NUM_MAX}.`;
}

/** The power multiplier's denominator: 1 to 8. */
export function checkMultiplierDen(value: number): string | null {
  return wholeIn(value, 1, MULTIPLIER_DEN_MAX)
    ? null
    : `The multiplier's bottom must be a whole number from 1 to ${MULTIPLIER_DEN_MAX}.`;
}

function nameOf(data: Nethack34Data, kind: 'role' | 'race', id: string): string {
  const rows = kind === 'role' ? data.roles : data.races;
  return rows.find((row) => row.id === id)?.name ?? id;
}

/**
 * Why a role may not stop allowing a race, or null when it may: a role keeps at least one race,
 * and the race of a build playing the role stays allowed.
 * "Wizard must allow at least one race." / "The build is an Elf Wizard: pick another race…"
 */
export function refuseRaceRemoval(
  data: Nethack34Data,
  builds: readonly NethackCharacter[],
  roleId: RoleId,
  raceId: RaceId,
): string | null {
  const role = data.roles.find((r) => r.id === roleId);
  if (role === undefined || !role.races.includes(raceId)) return null;
  const roleName = role.name;
  const raceName = nameOf(data, 'race', raceId);
  if (role.races.length <= 1) return `${roleName} must allow at least one race.`;
  const build = builds.find((b) => b.roleId === roleId && b.raceId === raceId);
  if (build !== undefined) {
    const article = /^[AEIOU]/.test(raceName) ? 'an' : 'a';
    return `The build is ${article} ${raceName} ${roleName}: pick another race for it before unticking ${raceName}.`;
  }
  return null;
}

/** The role's races with `raceId` allowed or not, in the game's race order. */
export function setRoleRace(
  races: readonly RaceId[],
  raceId: RaceId,
  allowed: boolean,
): readonly RaceId[] {
  return RACE_IDS.filter((id) => (id === raceId ? allowed : races.includes(id)));
}

/**
 * A row's minimum Con: the first row covers the lowest Con (3); the others stay strictly between
 * their neighbours, so the table stays ascending and unique.
 */
export function checkMinCon(
  rows: readonly ConBonusRow[],
  index: number,
  value: number,
): string | null {
  if (index === 0) {
    return value === CON_MIN
      ? null
      : `The first row covers the lowest Con, so its minimum is ${CON_MIN}.`;
  }
  const low = (rows[index - 1]?.minCon ?? CON_MIN - 1) + 1;
  const high = (rows[index + 1]?.minCon ?? CON_MAX + 1) - 1;
  if (wholeIn(value, low, high)) return null;
  return low === high
    ? `This row's minimum Con must be ${low} (between the rows around it).`
    : `This row's minimum Con must be a whole number from ${low} to ${high} (between the rows around it).`;
}

/** A Con bonus: −5 to +10 HP per level-up. */
export function checkConBonus(value: number): string | null {
  return wholeIn(value, CON_BONUS_MIN, CON_BONUS_MAX)
    ? null
    : `A Con bonus must be a whole number from ${CON_BONUS_MIN} to ${CON_BONUS_MAX}.`;
}

/**
 * The table with a new row in its first gap (after the last row if the gaps are all closed),
 * with the bonus of the row before, so the curves do not change until it is edited; null when
 * every Con from 3 to 25 already has a row.
 */
export function addConBonusRow(rows: readonly ConBonusRow[]): readonly ConBonusRow[] | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (row === undefined) continue;
    const next = rows[index + 1]?.minCon ?? CON_MAX + 1;
    if (row.minCon + 1 < next) {
      const added = { minCon: row.minCon + 1, bonus: row.bonus };
      return [...rows.slice(0, index + 1), added, ...rows.slice(index + 1)];
    }
  }
  return rows.length === 0 ? [{ minCon: CON_MIN, bonus: 0 }] : null;
}

/** Why a Con bonus row may not be removed (the first covers the lowest Con), or null. */
export function refuseConBonusRemoval(index: number): string | null {
  return index === 0
    ? `The first row covers Con ${CON_MIN} and up: it cannot be removed (change its bonus instead).`
    : null;
}
