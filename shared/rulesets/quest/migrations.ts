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
  DEFAULT_DISPELLER_SQUARES,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
  makeDefaultQuestRealms,
  makeDefaultQuestTargets,
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
      targets: makeDefaultQuestTargets(),
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
  {
    to: 9,
    summary:
      'Quest spells say whether they are a magic projectile (a spell whose name says so), ' +
      'casters carry scrolls (none), the rules get the cover modifiers (light −1, heavy −2 ' +
      "damage dice on a projectile) and one scroll a turn, the dispel settings the dispellers' " +
      'mana (none given: they never run out, as before), distance (4 squares) and melee (out of ' +
      'it), and the section a list of targets (none: an older file had no board)',
    migrate: (section) => {
      const withSpells = mapBuilds(section, (build) => {
        const withScrolls = withDefault(build, 'scrolls', () => 0);
        if (!isJsonObject(withScrolls) || !Array.isArray(withScrolls.spells)) return withScrolls;
        return {
          ...withScrolls,
          spells: withScrolls.spells.map((spell) =>
            withDefault(
              spell,
              'projectile',
              () => isJsonObject(spell) && /projectile/i.test(String(spell.name)),
            ),
          ),
        };
      });
      if (!isJsonObject(withSpells)) return withSpells;
      const data = withDefault(
        withDefault(withSpells.data, 'cover', () => ({ light: -1, heavy: -2 })),
        'scrollsPerTurn',
        () => 1,
      );
      const dispelView = withDefault(
        withDefault(
          withDefault(withSpells.dispelView, 'dispellerMana', () => null),
          'dispellerSquares',
          () => DEFAULT_DISPELLER_SQUARES,
        ),
        'dispellersInMelee',
        () => false,
      );
      return withDefault({ ...withSpells, data, dispelView }, 'targets', () => []);
    },
  },
];
