/** How the Mage 2e section of an older project file becomes today's (see `section-migration.ts`). */
import {
  addedSection,
  isJsonObject,
  mapBuilds,
  withDefault,
  type SectionMigration,
} from '../../project/section-migration';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultAnomalies,
  makeDefaultMage2eData,
  SEED_SCALE_EXAMPLE_CAST,
} from './defaults';

export const MAGE2E_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(
    3,
    'adds the Mage 2e section (the seed 003 rules, the Gnosis table, two example spells)',
    () => ({
      data: makeDefaultMage2eData(),
      builds: [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST],
    }),
  ),
  {
    to: 6,
    summary:
      'Mage 2e spells get their own primary factor (the one chosen, so no Reach changes) and ' +
      'remote viewing, off',
    migrate: (section) =>
      mapBuilds(section, (cast) => {
        if (!isJsonObject(cast)) return cast;
        const withSpellFactor = withDefault(cast, 'spellPrimaryFactor', () => cast.primaryFactor);
        if (!isJsonObject(withSpellFactor) || !isJsonObject(withSpellFactor.range)) {
          return withSpellFactor;
        }
        return {
          ...withSpellFactor,
          range: withDefault(withSpellFactor.range, 'remoteViewing', () => false),
        };
      }),
  },
  {
    to: 7,
    summary:
      "Mage 2e spells get soulless: false (a caster with a soul, as before), and the data the seed's " +
      'Anomalies table (what released Paradox successes buy) and the reading of a released ' +
      'Paradox past the impossible line (the spell fails, as before); no spell kept active, ' +
      'and Spell Control slots of 1 per Gnosis',
    migrate: (section) => {
      const casts = mapBuilds(section, (cast) =>
        withDefault(
          withDefault(cast, 'soulless', () => false),
          'activeSpells',
          () => 0,
        ),
      );
      if (!isJsonObject(casts)) return casts;
      const data = withDefault(
        withDefault(casts.data, 'anomalies', makeDefaultAnomalies),
        'spellControlPerGnosis',
        () => 1,
      );
      if (!isJsonObject(data)) return { ...casts, data };
      // The reading of that time: a released Paradox past the impossible line fails the spell.
      const readings = withDefault(data.readings, 'releasedParadoxChanceDie', () => false);
      return { ...casts, data: { ...data, readings } };
    },
  },
  {
    to: 8,
    summary:
      "Mage 2e readings get roteMudraYantra: false (a rote's Skill adds to the base pool, as before)",
    migrate: (section) => {
      if (!isJsonObject(section) || !isJsonObject(section.data)) return section;
      const readings = withDefault(section.data.readings, 'roteMudraYantra', () => false);
      return { ...section, data: { ...section.data, readings } };
    },
  },
];
