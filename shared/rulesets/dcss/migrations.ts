/** How the DCSS section of an older project file becomes today's (see `section-migration.ts`). */
import { addedSection, type SectionMigration } from '../../project/section-migration';
import { DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER, makeDefaultDcssData } from './defaults';

export const DCSS_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(2, 'adds the DCSS section (the seed 004 rules, two builds)', () => ({
    data: makeDefaultDcssData(),
    builds: [DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER],
  })),
];
