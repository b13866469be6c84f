/** How the Quest section of an older project file becomes today's (see `section-migration.ts`). */
import {
  addedSection,
  isJsonObject,
  mapBuilds,
  withDefault,
  type SectionMigration,
} from '../../project/section-migration';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
  UNDERWORLD_SORCERER,
} from './defaults';

export const QUEST_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(
    3,
    'adds the Quest section (the seed 001 rules, Borgron and the underworld sorcerer)',
    () => ({
      data: makeDefaultQuestData(),
      builds: [BORGRON, UNDERWORLD_SORCERER],
      dispelView: makeDefaultQuestDispelView(),
    }),
  ),
  {
    to: 7,
    summary:
      'Quest spells get damage dice and permanent turns (none: a file before them said nothing ' +
      "of a spell's dice), and the rules the fewest of each a sorcery level's modifier leaves (1)",
    migrate: (section) => {
      const withSpells = mapBuilds(section, (build) => {
        if (!isJsonObject(build) || !Array.isArray(build.spells)) return build;
        return {
          ...build,
          spells: build.spells.map((spell) =>
            withDefault(
              withDefault(spell, 'damageDice', () => null),
              'permanentTurns',
              () => null,
            ),
          ),
        };
      });
      if (!isJsonObject(withSpells) || !isJsonObject(withSpells.data)) return withSpells;
      const data = withDefault(
        withDefault(withSpells.data, 'minimumDamageDice', () => 1),
        'minimumPermanentTurns',
        () => 1,
      );
      return { ...withSpells, data };
    },
  },
];
