/** How the DCSS section of an older project file becomes today's (see `section-migration.ts`). */
import {
  addedSection,
  isJsonObject,
  withDefault,
  type SectionMigration,
} from '../../project/section-migration';
import { DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER, makeDefaultDcssData } from './defaults';

export const DCSS_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(2, 'adds the DCSS section (the seed 004 rules, two builds)', () => ({
    data: makeDefaultDcssData(),
    builds: [DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER],
  })),
  {
    to: 5,
    summary: "the DCSS readings get Powered by Death's random duration, off (the mean, as before)",
    migrate: (section) => {
      // data.rules.readings, each level only where the file has an object.
      if (!isJsonObject(section) || !isJsonObject(section.data)) return section;
      const { data } = section;
      if (!isJsonObject(data.rules)) return section;
      const { rules } = data;
      const readings = withDefault(rules.readings, 'poweredByDeathRandom', () => false);
      return { ...section, data: { ...data, rules: { ...rules, readings } } };
    },
  },
];
