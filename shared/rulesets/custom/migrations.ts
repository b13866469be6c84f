/**
 * The `custom` section's history (see `shared/project/section-migration.ts`): format 11 adds it,
 * empty, so an older file opens with no custom ruleset and every result it had stays the same.
 */
import { addedSection, type SectionMigration } from '../../project/section-migration';
import { makeDefaultCustomSection } from './defaults';

export const CUSTOM_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(11, 'adds the custom rulesets (none)', makeDefaultCustomSection),
];
