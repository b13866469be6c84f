import type { Nethack34Build, Nethack34Data } from './data';

/** A NetHack build's name as the tables and charts show it: its race and role, "Elf Wizard". */
export function nethackBuildName(data: Nethack34Data, build: Nethack34Build): string {
  const role = data.roles.find((row) => row.id === build.roleId)?.name ?? build.roleId;
  const race = data.races.find((row) => row.id === build.raceId)?.name ?? build.raceId;
  return `${race} ${role}`;
}

/**
 * Every build's name in the comparison, numbered by position ("Elf Wizard #3") only where two
 * builds share a name. In one pass: a roster of a thousand builds is named in a moment, not by
 * comparing each build with every other.
 */
export function nethackComparisonNames(
  data: Nethack34Data,
  builds: readonly Nethack34Build[],
): string[] {
  const names = builds.map((build) => nethackBuildName(data, build));
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return names.map((name, i) => ((counts.get(name) ?? 0) > 1 ? `${name} #${i + 1}` : name));
}
