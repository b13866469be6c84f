import type { NethackCharacter, Nethack34Data, NethackRace, NethackRole } from './data';

/** The role with this id. @throws RangeError naming the known roles when there is none. */
export function findRole(data: Nethack34Data, roleId: string): NethackRole {
  const role = data.roles.find((candidate) => candidate.id === roleId);
  if (role === undefined) {
    const known = data.roles.map((r) => r.id).join(', ');
    throw new RangeError(`Unknown role "${roleId}" (the roles are ${known}).`);
  }
  return role;
}

/** The race with this id. @throws RangeError naming the known races when there is none. */
export function findRace(data: Nethack34Data, raceId: string): NethackRace {
  const race = data.races.find((candidate) => candidate.id === raceId);
  if (race === undefined) {
    const known = data.races.map((r) => r.id).join(', ');
    throw new RangeError(`Unknown race "${raceId}" (the races are ${known}).`);
  }
  return race;
}

function raceNames(data: Nethack34Data, role: NethackRole): string {
  const names = role.races.map((id) => data.races.find((r) => r.id === id)?.name ?? id);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1] ?? ''}`;
}

/**
 * Null when the role may be played as the race, else a message naming the allowed races:
 * "A Knight must be Human, not Elf." / "A Wizard must be Human, Elf, Gnome or Orc, not Dwarf."
 * Unknown ids give a message naming the known ones.
 */
export function validatePair(data: Nethack34Data, roleId: string, raceId: string): string | null {
  let role: NethackRole;
  let race: NethackRace;
  try {
    role = findRole(data, roleId);
    race = findRace(data, raceId);
  } catch (error) {
    return (error as Error).message;
  }
  if (role.races.includes(race.id)) return null;
  const article = /^[AEIOU]/.test(role.name) ? 'An' : 'A';
  return `${article} ${role.name} must be ${raceNames(data, role)}, not ${race.name}.`;
}

function statProblem(data: Nethack34Data, name: string, value: number, where: string): string[] {
  const lowest = data.conBonus[0]?.minCon ?? 3;
  if (!Number.isInteger(value) || value < lowest || value > data.maxStat) {
    return [
      `${name} ${where}must be a whole number from ${lowest} to ${data.maxStat}, not ${value}.`,
    ];
  }
  return [];
}

/** Every problem with a build, as messages (empty when it is valid). */
export function validateBuild(data: Nethack34Data, build: NethackCharacter): string[] {
  const problems: string[] = [];
  const pair = validatePair(data, build.roleId, build.raceId);
  if (pair !== null) problems.push(pair);
  problems.push(...statProblem(data, 'Con', build.con, ''));
  problems.push(...statProblem(data, 'Wis', build.wis, ''));
  for (const change of build.statChanges ?? []) {
    if (!Number.isInteger(change.level) || change.level < 2 || change.level > data.maxLevel) {
      problems.push(
        `A stat change must take effect at a level from 2 to ${data.maxLevel}, not ${change.level}.`,
      );
    }
    const where = `at level ${change.level} `;
    if (change.con !== undefined) problems.push(...statProblem(data, 'Con', change.con, where));
    if (change.wis !== undefined) problems.push(...statProblem(data, 'Wis', change.wis, where));
  }
  return problems;
}

/**
 * The Con bonus to HP per level-up: the last row whose `minCon` is at most `con`.
 * @throws RangeError when Con is below the table.
 */
export function lookupConBonus(data: Nethack34Data, con: number): number {
  let bonus: number | undefined;
  for (const row of data.conBonus) if (row.minCon <= con) bonus = row.bonus;
  if (bonus === undefined) throw new RangeError(`Con ${con} is below the Con bonus table.`);
  return bonus;
}
