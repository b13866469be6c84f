/**
 * Where seed 002 and the game's tables differ, the two readings a designer can switch between.
 * The built-in data follows the game; the seed's reading is one edit of the data away.
 *
 * The low-level power die of Monks and Priests: seed 002 says the die has (Wis / 2) + X sides
 * with "X … 2 for high level Healers, Knights, Monks, and Priests", so 1 below their XL 10; the
 * game's role records (`role.c`, `enadv.lornd`) give both 2 at every level.
 */
import type { Nethack34Data, RoleId } from './data';

export type Reading = 'game' | 'seed';

/** The roles whose low-level power die the seed and the game read differently. */
export const LOW_POWER_DIE_ROLES: readonly RoleId[] = ['Mon', 'Pri'];

/** X below xlev (the role's `pw.lornd`) in each reading. */
export const LOW_POWER_DIE_X: Readonly<Record<Reading, number>> = { game: 2, seed: 1 };

/**
 * Which reading `data` follows for the low-level power die of `roleId`: null when the role is not
 * a Monk or Priest, or its die was edited to something else.
 */
export function lowPowerDieReading(data: Nethack34Data, roleId: RoleId): Reading | null {
  if (!LOW_POWER_DIE_ROLES.includes(roleId)) return null;
  const x = data.roles.find((role) => role.id === roleId)?.pw.lornd;
  if (x === LOW_POWER_DIE_X.game) return 'game';
  if (x === LOW_POWER_DIE_X.seed) return 'seed';
  return null;
}

/** `data` with the Monks' and Priests' low-level power die as `reading` has it. */
export function withLowPowerDie(data: Nethack34Data, reading: Reading): Nethack34Data {
  return {
    ...data,
    roles: data.roles.map((role) =>
      LOW_POWER_DIE_ROLES.includes(role.id)
        ? { ...role, pw: { ...role.pw, lornd: LOW_POWER_DIE_X[reading] } }
        : role,
    ),
  };
}
