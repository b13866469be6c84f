import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeDefaultCompareSettings } from '../../../shared/compare/settings';
import { makeDefaultProject } from '../../../shared/project/default-project';
import {
  MIGRATIONS,
  migrateProject,
  OLDEST_FORMAT_VERSION,
} from '../../../shared/project/migrations';
import { CURRENT_FORMAT_VERSION } from '../../../shared/project/schema/project';
import { parseProject, serializeProject } from '../../../shared/project/serialize';

/**
 * A version-1 project as the app held it before project files: no DCSS section, no comparison,
 * NetHack builds without Int or regeneration conditions, Willpower builds without regeneration
 * statuses. Written once by hand from that document; never regenerated from today's defaults.
 */
const FORMAT_1_FILE = new URL('./fixtures/format-1.wellspring.json', import.meta.url);

describe('the migrations', () => {
  it('cover every version from the oldest to the current one, in a chain', () => {
    const froms = MIGRATIONS.map((migration) => migration.from);
    const expected = Array.from(
      { length: CURRENT_FORMAT_VERSION - OLDEST_FORMAT_VERSION },
      (_, i) => OLDEST_FORMAT_VERSION + i,
    );
    expect(froms).toEqual(expected);
    for (const migration of MIGRATIONS) expect(migration.to).toBe(migration.from + 1);
  });

  it('leave a current document as it is', () => {
    const doc = { formatVersion: CURRENT_FORMAT_VERSION, anything: [1] };
    expect(migrateProject(doc, CURRENT_FORMAT_VERSION)).toBe(doc);
  });
});

describe('migration 1 → 2', () => {
  const v1 = {
    formatVersion: 1,
    willpower: { data: { races: [] }, builds: [{ id: 'a' }, { id: 'b', regenStatusIds: ['x'] }] },
    nethack34: {
      data: {},
      builds: [
        { roleId: 'Wiz', con: 10 },
        { int: 9, regen: { moving: true } },
      ],
    },
  };

  it('adds the DCSS section, the comparison, Int 16, no conditions and no statuses', () => {
    const v2 = MIGRATIONS[0]?.migrate(v1);
    const defaults = makeDefaultProject();
    expect(v2).toEqual({
      formatVersion: 2,
      willpower: {
        data: { races: [] },
        builds: [{ id: 'a', regenStatusIds: [] }, v1.willpower.builds[1]],
      },
      nethack34: {
        data: {},
        builds: [
          { roleId: 'Wiz', con: 10, int: 16, regen: {} },
          { int: 9, regen: { moving: true } },
        ],
      },
      dcss: defaults.dcss,
      compare: makeDefaultCompareSettings(),
    });
  });

  it('keeps a DCSS section or comparison the file already has, and changes nothing in place', () => {
    const before = JSON.stringify({ ...v1, dcss: 'kept', compare: null });
    const input = JSON.parse(before) as Record<string, unknown>;
    const v2 = migrateProject(input, 1);
    expect(v2.dcss).toBe('kept');
    expect(v2.compare).toBeNull();
    expect(JSON.stringify(input)).toBe(before);
  });

  it('does not throw on shapes it does not expect (the schema reports them afterwards)', () => {
    for (const odd of [
      {},
      { willpower: 3 },
      { nethack34: { builds: 'x' } },
      { willpower: { builds: [null, 2] } },
    ]) {
      expect(() => migrateProject({ formatVersion: 1, ...odd }, 1)).not.toThrow();
    }
    expect(migrateProject({ formatVersion: 1 }, 1)).not.toHaveProperty('willpower');
  });

  it('opens the literal version-1 project, says it was migrated, and writes nothing', () => {
    const text = readFileSync(FORMAT_1_FILE, 'utf8');
    const result = parseProject(text, 'format-1.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 1 });
    if (!result.ok) return;
    const file = JSON.parse(text) as {
      willpower: { data: unknown; builds: Record<string, unknown>[] };
      nethack34: { data: unknown; builds: Record<string, unknown>[] };
    };
    const doc = result.document;
    const defaults = makeDefaultProject();
    expect(doc.formatVersion).toBe(3);
    expect(doc.quest).toEqual(defaults.quest);
    expect(doc.mage2e).toEqual(defaults.mage2e);
    expect(doc.willpower.data).toEqual(file.willpower.data);
    expect(doc.willpower.builds).toEqual(
      file.willpower.builds.map((build) => ({ ...build, regenStatusIds: [] })),
    );
    expect(doc.nethack34.data).toEqual(file.nethack34.data);
    expect(doc.nethack34.builds).toEqual(
      file.nethack34.builds.map((build) => ({ ...build, int: 16, regen: {} })),
    );
    expect(doc.dcss).toEqual(defaults.dcss);
    expect(doc.compare).toEqual(defaults.compare);
    // The file on disk is the caller's business: opening returns a document, never text.
    expect(readFileSync(FORMAT_1_FILE, 'utf8')).toBe(text);
    expect(serializeProject(doc)).not.toBe(text);
  });
});

describe('migration 2 → 3', () => {
  it('adds the Quest and Mage 2e sections with the seed defaults, keeping everything else', () => {
    const v2 = { formatVersion: 2, willpower: 'kept', dcss: { builds: [] } };
    const v3 = migrateProject(v2, 2);
    expect(v3).toEqual({
      formatVersion: 3,
      willpower: 'kept',
      dcss: { builds: [] },
      quest: makeDefaultProject().quest,
      mage2e: makeDefaultProject().mage2e,
    });
    expect(v2).not.toHaveProperty('quest');
  });

  it('keeps a Quest section the file already has', () => {
    expect(migrateProject({ formatVersion: 2, quest: 'mine' }, 2).quest).toBe('mine');
  });
});
