import type { Nethack34Build, Nethack34Data, NethackCharacter } from './data';

/** A NetHack build's name as the tables and charts show it: its race and role, "Elf Wizard". */
export function nethackBuildName(data: Nethack34Data, build: NethackCharacter): string {
  const role = data.roles.find((row) => row.id === build.roleId)?.name ?? build.roleId;
  const race = data.races.find((row) => row.id === build.raceId)?.name ?? build.raceId;
  return `${race} ${role}`;
}

/** `name` is `base` as the app makes it: itself, numbered ("#2") or a copy ("(copy 2)"). */
function isMadeFrom(name: string, base: string): boolean {
  if (!name.startsWith(base)) return false;
  return /^(?: #\d+| \(copy(?: \d+)?\))?$/.test(name.slice(base.length));
}

/**
 * The name of a build whose role or race changed: while the build bears the name the app made
 * from its old race and role ("Elf Wizard", "Elf Wizard #2", "Elf Wizard (copy)"), the new race
 * and role, numbered when another build has that name ("Human Valkyrie #2"); a name the designer
 * typed stays as it is.
 */
export function nameAfterCharacterChange(
  data: Nethack34Data,
  build: Nethack34Build,
  next: NethackCharacter,
  otherNames: readonly string[],
): string {
  if (!isMadeFrom(build.name, nethackBuildName(data, build))) return build.name;
  const base = nethackBuildName(data, next);
  const taken = new Set(otherNames.map((name) => name.trim().toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} #${n}`;
  return name;
}
