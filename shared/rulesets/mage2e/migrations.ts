/** How the Mage 2e section of an older project file becomes today's (see `section-migration.ts`). */
import { addedSection, type SectionMigration } from '../../project/section-migration';
import { DEFAULT_MAGE_CAST, makeDefaultMage2eData, SEED_SCALE_EXAMPLE_CAST } from './defaults';

export const MAGE2E_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(
    3,
    'adds the Mage 2e section (the seed 003 rules, the Gnosis table, two example spells)',
    () => ({
      data: makeDefaultMage2eData(),
      builds: [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST],
    }),
  ),
];
