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
  makeDefaultQuestRealms,
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
      "of a spell's dice), the rules the fewest of each a sorcery level's modifier leaves (1) and " +
      "the seed's realms and Lores, and each caster a Lore (none chosen)",
    migrate: (section) => {
      const withSpells = mapBuilds(section, (build) => {
        const withLore = withDefault(build, 'loreId', () => null);
        if (!isJsonObject(withLore) || !Array.isArray(withLore.spells)) return withLore;
        return {
          ...withLore,
          spells: withLore.spells.map((spell) =>
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
        withDefault(
          withDefault(withSpells.data, 'minimumDamageDice', () => 1),
          'minimumPermanentTurns',
          () => 1,
        ),
        'realms',
        makeDefaultQuestRealms,
      );
      return { ...withSpells, data };
    },
  },
];
