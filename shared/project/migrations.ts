/**
 * Migrations: how a project file of an older format becomes today's. Each takes the parsed JSON
 * of version `from` (unchecked: any shape may arrive) and returns the JSON of version `to`; the
 * loader runs them in a chain before the schema check. A migrated document lives in memory only:
 * the file on disk changes when the user saves, never on open.
 *
 * To change the format: bump `CURRENT_FORMAT_VERSION` in `schema/project.ts`, add the migration
 * here, and add its test (with a literal fixture of the old version) in
 * `test/unit/project/migrations.test.ts`.
 */
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../rulesets/dcss/defaults';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultMage2eData,
  SEED_SCALE_EXAMPLE_CAST,
} from '../rulesets/mage2e/defaults';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
  UNDERWORLD_SORCERER,
} from '../rulesets/quest/defaults';
import { CURRENT_FORMAT_VERSION } from './schema/project';

/** A JSON object as parsed: nothing about its shape is known yet. */
export type JsonObject = Readonly<Record<string, unknown>>;

export interface Migration {
  readonly from: number;
  readonly to: number;
  /** What changed, for the README and for a note to the user. */
  readonly summary: string;
  readonly migrate: (document: JsonObject) => JsonObject;
}

/** The oldest format this version of Wellspring opens. */
export const OLDEST_FORMAT_VERSION = 1;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `object` with `key` set to `make()` when it lacks the key; anything else unchanged. */
function withDefault(object: unknown, key: string, make: () => unknown): unknown {
  if (!isJsonObject(object) || Object.hasOwn(object, key)) return object;
  return { ...object, [key]: make() };
}

/** `section.builds` with `fill` applied to each build, when there is such a list. */
function mapBuilds(section: unknown, fill: (build: unknown) => unknown): unknown {
  if (!isJsonObject(section) || !Array.isArray(section.builds)) return section;
  return { ...section, builds: section.builds.map(fill) };
}

/**
 * The comparison version 2 added, as it was then: NetHack builds named by position ("0"). A
 * literal, not today's defaults, so the later migrations see what a version-2 file held.
 */
const V2_COMPARE_SETTINGS = {
  entries: [
    { ruleset: 'willpower', build: 'tathren', pool: 'mana' },
    { ruleset: 'nethack34', build: '0', pool: 'hp' },
    { ruleset: 'nethack34', build: '0', pool: 'mana' },
    { ruleset: 'dcss', build: 'dcss-30-mhp', pool: 'hp' },
  ],
  measure: 'points-per-100-turns',
  secondsPerTurn: 1,
  level: 10,
  logScale: false,
};

/**
 * Version 1 (the document the app held before project files): no DCSS section, no comparison
 * settings, NetHack builds without Int and regeneration conditions, Willpower builds without the
 * statuses their regeneration is looked at under.
 */
const v1ToV2: Migration = {
  from: 1,
  to: 2,
  summary:
    'adds the DCSS section and the comparison settings (defaults), NetHack builds get Int 16 ' +
    'and no regeneration conditions, Willpower builds get no regeneration statuses',
  migrate(document) {
    let result: unknown = { ...document, formatVersion: 2 };
    result = withDefault(result, 'dcss', () => ({
      data: makeDefaultDcssData(),
      builds: [DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER],
    }));
    result = withDefault(result, 'compare', () => V2_COMPARE_SETTINGS);
    const migrated = result as JsonObject;
    return {
      ...migrated,
      ...(Object.hasOwn(migrated, 'nethack34') && {
        nethack34: mapBuilds(migrated.nethack34, (build) =>
          withDefault(
            withDefault(build, 'int', () => 16),
            'regen',
            () => ({}),
          ),
        ),
      }),
      ...(Object.hasOwn(migrated, 'willpower') && {
        willpower: mapBuilds(migrated.willpower, (build) =>
          withDefault(build, 'regenStatusIds', () => []),
        ),
      }),
    };
  },
};

/** Version 2 had no dice-driven rulesets: version 3 adds the Quest and Mage 2e sections. */
const v2ToV3: Migration = {
  from: 2,
  to: 3,
  summary:
    'adds the Quest section (the seed 001 rules, Borgron and the underworld sorcerer) and the ' +
    'Mage 2e section (the seed 003 rules, the Gnosis table, two example spells)',
  migrate(document) {
    const withQuest = withDefault({ ...document, formatVersion: 3 }, 'quest', () => ({
      data: makeDefaultQuestData(),
      builds: [BORGRON, UNDERWORLD_SORCERER],
      dispelView: makeDefaultQuestDispelView(),
    }));
    return withDefault(withQuest, 'mage2e', () => ({
      data: makeDefaultMage2eData(),
      builds: [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST],
    })) as JsonObject;
  },
};

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
 * Version 3's NetHack builds had no id or name, and the comparison named them by position, so
 * removing one build moved the comparison's lines onto the next. Version 4 gives each an id and
 * a name, and the comparison's NetHack entries name builds by id.
 */
const v3ToV4: Migration = {
  from: 3,
  to: 4,
  summary:
    'NetHack builds get an id and a name (their race and role, numbered where two share both), ' +
    'and the comparison refers to NetHack builds by id instead of by position',
  migrate(document) {
    const result: Record<string, unknown> = { ...document, formatVersion: 4 };
    const { nethack34: section, compare } = document;
    if (!isJsonObject(section) || !Array.isArray(section.builds)) return result;
    const { builds, ids } = nameNethackBuilds(section);
    result.nethack34 = { ...section, builds };
    if (isJsonObject(compare) && Array.isArray(compare.entries)) {
      const entries: unknown[] = compare.entries;
      result.compare = {
        ...compare,
        entries: entries.map((entry) => {
          if (!isJsonObject(entry) || entry.ruleset !== 'nethack34') return entry;
          // Only a position the file had; any other text stays (the view skips what is gone).
          const position =
            typeof entry.build === 'string' && /^\d+$/.test(entry.build) ? Number(entry.build) : -1;
          const id = ids[position];
          return id === undefined || id === null ? entry : { ...entry, build: id };
        }),
      };
    }
    return result;
  },
};

/** Every migration, oldest first: one per version from `OLDEST_FORMAT_VERSION` up. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3, v3ToV4];

/**
 * Runs the migrations from `from` up to `CURRENT_FORMAT_VERSION`, returning the new JSON (the
 * input is not changed). `from` must be a whole number from `OLDEST_FORMAT_VERSION` to
 * `CURRENT_FORMAT_VERSION`; a version already current comes back as it is.
 *
 * @throws RangeError when a migration in the chain is missing (a programming error).
 */
export function migrateProject(document: JsonObject, from: number): JsonObject {
  let result = document;
  for (let version = from; version < CURRENT_FORMAT_VERSION;) {
    const migration = MIGRATIONS.find((candidate) => candidate.from === version);
    if (migration === undefined)
      throw new RangeError(`No migration from formatVersion ${version}.`);
    result = migration.migrate(result);
    version = migration.to;
  }
  return result;
}
