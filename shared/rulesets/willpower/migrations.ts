/** How the Willpower section of an older project file becomes today's (see `section-migration.ts`). */
import {
  isJsonObject,
  mapBuilds,
  mapDataRows,
  rowId,
  withDefault,
  type SectionMigration,
} from '../../project/section-migration';
import {
  PLAIN_TYPICAL_STATS,
  SEED_CONCENTRATION_MANA_PER_POINT,
  SEED_RACES,
  SEED_TRAINING_RULES,
} from './defaults';

export const WILLPOWER_MIGRATIONS: readonly SectionMigration[] = [
  {
    to: 2,
    summary: 'Willpower builds get no regeneration statuses',
    migrate: (section) =>
      mapBuilds(section, (build) => withDefault(build, 'regenStatusIds', () => [])),
  },
  {
    to: 8,
    summary:
      'Willpower skills get the mana spent per point they gain by spending (Concentration: the ' +
      "assumed 10; any other skill: 0, not trained by spending), and the rules the seed's " +
      'Willpower training marks (an assumed 10% chance a spend, 10 marks a point)',
    migrate: (section) => {
      if (!isJsonObject(section) || !isJsonObject(section.data)) return section;
      const { data } = section;
      const skills = Array.isArray(data.skills)
        ? data.skills.map((skill: unknown) =>
            withDefault(skill, 'manaPerPointSpent', () =>
              isJsonObject(skill) && skill.id === 'concentration'
                ? SEED_CONCENTRATION_MANA_PER_POINT
                : 0,
            ),
          )
        : data.skills;
      const rules = withDefault(data.rules, 'training', () => ({ ...SEED_TRAINING_RULES }));
      return { ...section, data: { ...data, skills, rules } };
    },
  },
  {
    to: 10,
    summary:
      'Willpower races get typical stats (the seed race of the same id gets its assumed ones; ' +
      'any other race 10 each)',
    migrate: (section) =>
      mapDataRows(section, 'races', (race) =>
        withDefault(race, 'typicalStats', () => ({
          ...(SEED_RACES.find((seed) => seed.id === rowId(race))?.typicalStats ??
            PLAIN_TYPICAL_STATS),
        })),
      ),
  },
];
