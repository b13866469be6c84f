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
import { makeDefaultCompareSettings } from '../compare/settings';
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
    result = withDefault(result, 'compare', makeDefaultCompareSettings);
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

/** Every migration, oldest first: one per version from `OLDEST_FORMAT_VERSION` up. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3];

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
