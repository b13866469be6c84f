/**
 * How the comparison's settings in an older project file become today's (see
 * `shared/project/section-migration.ts`). The comparison names other sections' builds, so its
 * steps read the whole older file.
 */
import { isJsonObject, type SectionMigration } from '../project/section-migration';
import { nethackIdsByPosition } from '../rulesets/nethack34/migrations';

/**
 * The comparison version 2 added, as it was then: NetHack builds named by position ("0"). A
 * literal, not today's defaults, so the later steps see what a version-2 file held.
 */
const V2_COMPARE_SETTINGS = {
  entries: [
    { ruleset: 'willpower', build: 'tathren', pool: 'mana' },
    { ruleset: 'nethack34', build: '0', pool: 'hp' },
    { ruleset: 'nethack34', build: '0', pool: 'mana' },
    { ruleset: 'dcss', build: 'dcss-30-mhp', pool: 'hp' },
  ],
  measure: 'points-per-100-turns',
  secondsPerTurn: 1,
  level: 10,
  logScale: false,
};

export const COMPARE_MIGRATIONS: readonly SectionMigration[] = [
  {
    to: 2,
    summary: 'adds the comparison settings',
    migrate: (settings) => (settings === undefined ? V2_COMPARE_SETTINGS : settings),
  },
  {
    to: 4,
    summary: 'the comparison refers to NetHack builds by id instead of by position',
    migrate: (settings, { nethack34 }) => {
      if (!isJsonObject(settings) || !Array.isArray(settings.entries)) return settings;
      const ids = nethackIdsByPosition(nethack34);
      if (ids.length === 0) return settings;
      const entries: unknown[] = settings.entries;
      return {
        ...settings,
        entries: entries.map((entry) => {
          if (!isJsonObject(entry) || entry.ruleset !== 'nethack34') return entry;
          // Only a position the file had; any other text stays (the view skips what is gone).
          const position =
            typeof entry.build === 'string' && /^\d+$/.test(entry.build) ? Number(entry.build) : -1;
          const id = ids[position];
          return id === undefined || id === null ? entry : { ...entry, build: id };
        }),
      };
    },
  },
];
