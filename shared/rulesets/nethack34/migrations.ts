/** How the NetHack section of an older project file becomes today's (see `section-migration.ts`). */
import {
  isJsonObject,
  mapBuilds,
  mapDataRows,
  rowId,
  withDefault,
  type JsonObject,
  type SectionMigration,
} from '../../project/section-migration';
import { DEFAULT_TYPICAL_STATS } from './defaults';
import { RACE_IDS } from './ids';

/** `rows` (unchecked) as a map from each row's id to its name, where both are text. */
function namesById(rows: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!Array.isArray(rows)) return names;
  for (const row of rows) {
    if (isJsonObject(row) && typeof row.id === 'string' && typeof row.name === 'string') {
      names.set(row.id, row.name);
    }
  }
  return names;
}

/** Lower-case words joined by hyphens: "Elf Wizard #2" → "elf-wizard-2". */
function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'build'
  );
}

/**
 * NetHack builds named as the app showed them before they had names: race and role ("Elf
 * Wizard"), numbered by position ("Elf Wizard #3") where two share both; ids from those names,
 * each unlike the others. Tolerant of any shape: what is not a build is left as it is.
 */
function nameNethackBuilds(section: JsonObject): { builds: unknown[]; ids: (string | null)[] } {
  const builds: unknown[] = Array.isArray(section.builds) ? section.builds : [];
  const data = isJsonObject(section.data) ? section.data : {};
  const roles = namesById(data.roles);
  const races = namesById(data.races);
  const text = (value: unknown, names: Map<string, string>) =>
    typeof value === 'string' ? (names.get(value) ?? value) : '?';
  const plain = builds.map((build) =>
    isJsonObject(build) ? `${text(build.raceId, races)} ${text(build.roleId, roles)}` : null,
  );
  const counts = new Map<string, number>();
  for (const name of plain) if (name !== null) counts.set(name, (counts.get(name) ?? 0) + 1);
  const taken = new Set<string>();
  for (const build of builds) {
    if (isJsonObject(build) && typeof build.id === 'string') taken.add(build.id);
  }
  const ids: (string | null)[] = [];
  const named = builds.map((build, i) => {
    const base = plain[i];
    if (!isJsonObject(build) || base === null || base === undefined) {
      ids.push(null);
      return build;
    }
    const name = (counts.get(base) ?? 0) > 1 ? `${base} #${i + 1}` : base;
    let id = typeof build.id === 'string' ? build.id : slugOf(name);
    if (typeof build.id !== 'string') {
      for (let n = 2; taken.has(id); n += 1) id = `${slugOf(name)}-${n}`;
      taken.add(id);
    }
    ids.push(id);
    return { id, name: typeof build.name === 'string' ? build.name : name, ...build };
  });
  return { builds: named, ids };
}

/**
 * The ids version 4 gives a version-3 section's builds, by position (null where a position holds
 * no build): the comparison named NetHack builds by position until then.
 */
export function nethackIdsByPosition(section: unknown): (string | null)[] {
  return isJsonObject(section) && Array.isArray(section.builds)
    ? nameNethackBuilds(section).ids
    : [];
}

export const NETHACK34_MIGRATIONS: readonly SectionMigration[] = [
  {
    to: 2,
    summary: 'NetHack builds get Int 16 and no regeneration conditions',
    migrate: (section) =>
      mapBuilds(section, (build) =>
        withDefault(
          withDefault(build, 'int', () => 16),
          'regen',
          () => ({}),
        ),
      ),
  },
  {
    // Version 3's NetHack builds had no id or name, and the comparison named them by position,
    // so removing one build moved the comparison's lines onto the next.
    to: 4,
    summary:
      'NetHack builds get an id and a name (their race and role, numbered where two share both)',
    migrate: (section) =>
      isJsonObject(section) && Array.isArray(section.builds)
        ? { ...section, builds: nameNethackBuilds(section).builds }
        : section,
  },
  {
    to: 10,
    summary: "NetHack races get typical Con and Wis (assumed: six below the race's maximum)",
    migrate: (section) =>
      mapDataRows(section, 'races', (race) =>
        withDefault(race, 'typicalStats', () => {
          // The schema allows the game's five races only; anything else is refused after.
          const id = RACE_IDS.find((each) => each === rowId(race));
          return id === undefined ? { con: 10, wis: 10 } : { ...DEFAULT_TYPICAL_STATS[id] };
        }),
      ),
  },
];
