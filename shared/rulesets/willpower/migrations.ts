/** How the Willpower section of an older project file becomes today's (see `section-migration.ts`). */
import { mapBuilds, withDefault, type SectionMigration } from '../../project/section-migration';

export const WILLPOWER_MIGRATIONS: readonly SectionMigration[] = [
  {
    to: 2,
    summary: 'Willpower builds get no regeneration statuses',
    migrate: (section) =>
      mapBuilds(section, (build) => withDefault(build, 'regenStatusIds', () => [])),
  },
];
