/**
 * Migrations: how a project file of an older format becomes today's. The file has one
 * `formatVersion`; each section declares the steps of its own history (a ruleset in its
 * declaration, from its folder's `migrations.ts`; the comparison in `shared/compare/`), and the
 * loader runs, for each version from the file's up to today's, every section's step that reaches
 * it, before the schema check. A migrated document lives in memory only: the file on disk changes
 * when the user saves, never on open.
 *
 * To change the format: bump `CURRENT_FORMAT_VERSION` in `project-schema.ts`, add the step to
 * the sections it changes, and add its test (with a literal fixture of the old version) in
 * `test/unit/project/migrations.test.ts`.
 */
import { COMPARE_MIGRATIONS } from '../compare/migrations';
import { addedSection } from '../project/section-migration';
import { CUSTOM_MIGRATIONS } from '../rulesets/custom/migrations';
import { RULESET_LIST } from './ruleset-list';
import type { RulesetDeclaration } from '../rulesets/ruleset';
import { CURRENT_FORMAT_VERSION } from './project-schema';
import type { JsonObject, SectionMigration } from '../project/section-migration';

export { isJsonObject, type JsonObject } from '../project/section-migration';

/** The Balance grid's bands, saved since version 12 (none before: the screen kept them). */
const BALANCE_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(12, 'saves the Balance grid’s bands (none set)', () => ({ bands: [] })),
];

/** The oldest format this version of Wellspring opens. */
export const OLDEST_FORMAT_VERSION = 1;

/** A section of the file with its history. */
export interface SectionHistory {
  readonly section: string;
  readonly steps: readonly SectionMigration[];
}

/** Each ruleset's section with its history, in the list's order, then the comparison's, then the custom rulesets'. */
export function historiesOf(rulesets: readonly RulesetDeclaration[]): SectionHistory[] {
  return [
    ...rulesets.map(({ meta, migrations }) => ({ section: meta.id, steps: migrations })),
    { section: 'compare', steps: COMPARE_MIGRATIONS },
    { section: 'balance', steps: BALANCE_MIGRATIONS },
    { section: 'custom', steps: CUSTOM_MIGRATIONS },
  ];
}

export interface Migration {
  readonly from: number;
  readonly to: number;
  /** What changed: each section's words, joined. */
  readonly summary: string;
  readonly migrate: (document: JsonObject) => JsonObject;
}

/** One version up: every section's step that reaches `to`, each reading the older file. */
function migrationTo(histories: readonly SectionHistory[], to: number): Migration {
  const steps = histories.flatMap(({ section, steps: all }) =>
    all.filter((step) => step.to === to).map((step) => ({ section, step })),
  );
  return {
    from: to - 1,
    to,
    summary: steps.map(({ step }) => step.summary).join('; '),
    migrate(document) {
      const result: Record<string, unknown> = { ...document, formatVersion: to };
      for (const { section, step } of steps) {
        const before = Object.hasOwn(document, section) ? document[section] : undefined;
        const after = step.migrate(before, document);
        if (after !== undefined) result[section] = after;
      }
      return result;
    },
  };
}

/** Every version step from `oldest` up to `current`, oldest first. */
export function migrationsOf(
  histories: readonly SectionHistory[],
  oldest: number,
  current: number,
): Migration[] {
  return Array.from({ length: current - oldest }, (_, i) => migrationTo(histories, oldest + i + 1));
}

/** Every version step, oldest first: one per version from `OLDEST_FORMAT_VERSION` up. */
export const MIGRATIONS: readonly Migration[] = migrationsOf(
  historiesOf(RULESET_LIST),
  OLDEST_FORMAT_VERSION,
  CURRENT_FORMAT_VERSION,
);

/**
 * Runs the migrations from `from` up to `CURRENT_FORMAT_VERSION`, returning the new JSON (the
 * input is not changed). `from` must be a whole number from `OLDEST_FORMAT_VERSION` to
 * `CURRENT_FORMAT_VERSION`; a version already current comes back as it is.
 */
export function migrateProject(document: JsonObject, from: number): JsonObject {
  return MIGRATIONS.filter((migration) => migration.from >= from).reduce(
    (result, migration) => migration.migrate(result),
    document,
  );
}
