import { makeDefaultQuestRealms } from '../../../shared/rulesets/quest/defaults';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import {
  historiesOf,
  MIGRATIONS,
  migrateProject,
  OLDEST_FORMAT_VERSION,
} from '../../../shared/app/project-migrations';
import { RULESET_LIST } from '../../../shared/app/ruleset-list';
import { CURRENT_FORMAT_VERSION } from '../../../shared/app/project-schema';
import { parseProject, serializeProject } from '../../../shared/app/serialize';

/**
 * A version-1 project as the app held it before project files: no DCSS section, no comparison,
 * NetHack builds without Int or regeneration conditions, Willpower builds without regeneration
 * statuses. Written once by hand from that document; never regenerated from today's defaults.
 */
const FORMAT_1_FILE = new URL('./fixtures/format-1.wellspring.json', import.meta.url);

/** One version step alone, as a file of version `from` meets it. */
function migrateStep(from: number, document: Record<string, unknown>): Record<string, unknown> {
  const step = MIGRATIONS.find((migration) => migration.from === from);
  if (step === undefined) throw new Error(`no step from ${from}`);
  return step.migrate(document);
}

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

  it("are each section's own steps, every one reaching a version this app reads", () => {
    const histories = historiesOf(RULESET_LIST);
    expect(histories.map(({ section }) => section)).toEqual([
      ...RULESET_LIST.map(({ meta }) => meta.id),
      'compare',
      'balance',
      'custom',
    ]);
    for (const { steps } of histories) {
      const versions = steps.map((step) => step.to);
      // Oldest first, one step a version, none past today's format (it would never run).
      expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
      for (const to of versions) {
        expect(to).toBeGreaterThan(OLDEST_FORMAT_VERSION);
        expect(to).toBeLessThanOrEqual(CURRENT_FORMAT_VERSION);
      }
    }
    // Every version step says what changed, in the words of the sections it changed.
    for (const migration of MIGRATIONS) expect(migration.summary).not.toBe('');
    expect(MIGRATIONS.find((migration) => migration.to === 4)?.summary).toBe(
      'NetHack builds get an id and a name (their race and role, numbered where two share both); ' +
        'the comparison refers to NetHack builds by id instead of by position',
    );
  });

  it('leave a current document as it is', () => {
    const doc = { formatVersion: CURRENT_FORMAT_VERSION, anything: [1] };
    expect(migrateProject(doc, CURRENT_FORMAT_VERSION)).toBe(doc);
  });
});

/** The comparison version 2 added: NetHack builds by position, as they were then. */
const V2_COMPARISON = {
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
      compare: V2_COMPARISON,
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
      willpower: {
        data: {
          races: { id: string }[];
          skills: { id: string }[];
          rules: Record<string, unknown>;
        };
        builds: Record<string, unknown>[];
      };
      nethack34: { data: { races: object[] }; builds: Record<string, unknown>[] };
    };
    const doc = result.document;
    const defaults = makeDefaultProject();
    expect(doc.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    expect(doc.quest).toEqual(defaults.quest);
    expect(doc.mage2e).toEqual(defaults.mage2e);
    // 7 → 8: Concentration trains by spending at the assumed pace; the rules get the marks.
    const { data } = file.willpower;
    expect(doc.willpower.data).toEqual({
      ...data,
      // 9 → 10: each seed race gets its assumed typical stats.
      races: data.races.map((race, index) => ({
        ...race,
        typicalStats: defaults.willpower.data.races[index]?.typicalStats,
      })),
      skills: data.skills.map((skill) => ({
        ...skill,
        manaPerPointSpent: skill.id === 'concentration' ? 10 : 0,
      })),
      rules: { ...data.rules, training: { markChancePercent: 10, marksPerPoint: 10 } },
    });
    expect(doc.willpower.builds).toEqual(
      file.willpower.builds.map((build) => ({ ...build, regenStatusIds: [] })),
    );
    expect(doc.nethack34.data).toEqual({
      ...file.nethack34.data,
      races: file.nethack34.data.races.map((race, index) => ({
        ...race,
        typicalStats: defaults.nethack34.data.races[index]?.typicalStats,
      })),
    });
    expect(doc.nethack34.builds).toEqual([
      { id: 'elf-wizard', name: 'Elf Wizard', ...file.nethack34.builds[0], int: 16, regen: {} },
      {
        id: 'dwarf-valkyrie',
        name: 'Dwarf Valkyrie',
        ...file.nethack34.builds[1],
        int: 16,
        regen: {},
      },
    ]);
    expect(doc.dcss).toEqual(defaults.dcss);
    // The comparison added in version 2 drew the first NetHack build: the Elf Wizard, by id now.
    expect(doc.compare).toEqual(defaults.compare);
    // The file on disk is the caller's business: opening returns a document, never text.
    expect(readFileSync(FORMAT_1_FILE, 'utf8')).toBe(text);
    expect(serializeProject(doc)).not.toBe(text);
  });
});

describe('migration 2 → 3', () => {
  it('adds the Quest and Mage 2e sections with the seed defaults, keeping everything else', () => {
    const v2 = { formatVersion: 2, willpower: 'kept', dcss: { builds: [] } };
    const v3 = MIGRATIONS[1]?.migrate(v2);
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

describe('migration 3 → 4', () => {
  const v3 = {
    formatVersion: 3,
    nethack34: {
      data: {
        roles: [
          { id: 'Wiz', name: 'Wizard' },
          { id: 'Val', name: 'Valkyrie' },
        ],
        races: [
          { id: 'Elf', name: 'Elf' },
          { id: 'Hum', name: 'Human' },
        ],
      },
      builds: [
        { roleId: 'Wiz', raceId: 'Elf', con: 16 },
        { roleId: 'Val', raceId: 'Hum', con: 18 },
        { roleId: 'Wiz', raceId: 'Elf', con: 9 },
        'not a build',
      ],
    },
    compare: {
      entries: [
        { ruleset: 'nethack34', build: '2', pool: 'hp' },
        { ruleset: 'willpower', build: '2', pool: 'mana' },
        { ruleset: 'nethack34', build: '1', pool: 'mana' },
        { ruleset: 'nethack34', build: '9', pool: 'hp' },
        { ruleset: 'nethack34', build: 'x', pool: 'hp' },
      ],
      level: 10,
    },
  };

  it('names NetHack builds by race and role, numbered where two share both, with ids', () => {
    const v4 = migrateStep(3, v3) as typeof v3;
    expect(v4.formatVersion).toBe(4);
    expect(v4.nethack34.builds).toEqual([
      { id: 'elf-wizard-1', name: 'Elf Wizard #1', roleId: 'Wiz', raceId: 'Elf', con: 16 },
      { id: 'human-valkyrie', name: 'Human Valkyrie', roleId: 'Val', raceId: 'Hum', con: 18 },
      { id: 'elf-wizard-3', name: 'Elf Wizard #3', roleId: 'Wiz', raceId: 'Elf', con: 9 },
      'not a build',
    ]);
    expect(v4.nethack34.data).toBe(v3.nethack34.data);
  });

  it('points the comparison\u2019s NetHack lines at the same builds, by id', () => {
    const v4 = migrateStep(3, v3) as typeof v3;
    expect(v4.compare.entries.map((entry) => entry.build)).toEqual([
      'elf-wizard-3',
      // Another system's entry is not a position.
      '2',
      'human-valkyrie',
      // A position the file did not have, or not a position: left for the view to skip.
      '9',
      'x',
    ]);
    expect(v4.compare.level).toBe(10);
    expect(v3.compare.entries[0]?.build).toBe('2');
  });

  it('opens a version-3 file whose comparison drew the second build, and keeps it there', () => {
    const project = makeDefaultProject();
    const wizard = project.nethack34.builds[0]!;
    // A version-3 build: the character alone, no id or name.
    const character = Object.fromEntries(
      Object.entries(wizard).filter(([key]) => key !== 'id' && key !== 'name'),
    );
    const v3File = {
      ...project,
      formatVersion: 3,
      nethack34: {
        ...project.nethack34,
        builds: [character, { ...character, roleId: 'Val', raceId: 'Hum' }],
      },
      compare: {
        ...project.compare,
        entries: [{ ruleset: 'nethack34', build: '1', pool: 'hp' }],
      },
    };
    const result = parseProject(JSON.stringify(v3File), 'v3.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 3 });
    if (!result.ok) return;
    expect(result.document.nethack34.builds.map((build) => [build.id, build.name])).toEqual([
      ['elf-wizard', 'Elf Wizard'],
      ['human-valkyrie', 'Human Valkyrie'],
    ]);
    expect(result.document.compare.entries).toEqual([
      { ruleset: 'nethack34', build: 'human-valkyrie', pool: 'hp' },
    ]);
  });

  it('does not throw on shapes it does not expect', () => {
    for (const odd of [
      {},
      { nethack34: 3 },
      { nethack34: { builds: 'x' } },
      { nethack34: { builds: [null, {}] }, compare: { entries: [null, 3] } },
      { nethack34: { data: { roles: 'x' }, builds: [{ roleId: 4 }] }, compare: 'x' },
    ]) {
      expect(() => migrateProject({ formatVersion: 3, ...odd }, 3)).not.toThrow();
    }
  });
});

describe('migration 4 → 5', () => {
  it("gives the DCSS readings Powered by Death's random duration, off, and keeps the rest", () => {
    const readings = {
      spellStacksWithTrog: false,
      trollLeatherHelpsTrolls: true,
      minimumRateOne: true,
      accumulateOnlyBelowMax: true,
    };
    const v4 = {
      formatVersion: 4,
      dcss: { data: { rules: { pointsPerHp: 100, readings }, maxLevel: 27 }, builds: [] },
      compare: 'kept',
    };
    expect(migrateStep(4, v4)).toEqual({
      formatVersion: 5,
      dcss: {
        data: {
          rules: { pointsPerHp: 100, readings: { ...readings, poweredByDeathRandom: false } },
          maxLevel: 27,
        },
        builds: [],
      },
      compare: 'kept',
    });
    // A reading the file already has stays; odd shapes pass through for the schema to report.
    const on = { ...v4, dcss: { data: { rules: { readings: { poweredByDeathRandom: true } } } } };
    expect(migrateStep(4, on).dcss).toEqual(on.dcss);
    for (const dcss of [undefined, 3, { data: 'x' }, { data: { rules: [] } }]) {
      expect(() => migrateStep(4, { formatVersion: 4, dcss })).not.toThrow();
    }
    // A whole version-4 project (today's, as a version-4 file held it) opens.
    const today = makeDefaultProject();
    const v4Readings = Object.fromEntries(
      Object.entries(today.dcss.data.rules.readings).filter(
        ([key]) => key !== 'poweredByDeathRandom',
      ),
    );
    const file = {
      ...today,
      formatVersion: 4,
      dcss: {
        ...today.dcss,
        data: { ...today.dcss.data, rules: { ...today.dcss.data.rules, readings: v4Readings } },
      },
    };
    const result = parseProject(JSON.stringify(file), 'v4.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 4 });
    if (result.ok) expect(result.document).toEqual(today);
  });
});

describe('migration 5 → 6', () => {
  it('gives each Mage 2e spell its own primary factor (the chosen one) and remote viewing, off', () => {
    const v5 = {
      formatVersion: 5,
      mage2e: {
        data: 'kept',
        builds: [
          { id: 'a', primaryFactor: 'scale', range: { advanced: true } },
          { id: 'b', primaryFactor: 'potency', spellPrimaryFactor: 'duration', range: 'odd' },
          'not a spell',
        ],
      },
    };
    expect(migrateStep(5, v5)).toEqual({
      formatVersion: 6,
      mage2e: {
        data: 'kept',
        builds: [
          {
            id: 'a',
            primaryFactor: 'scale',
            spellPrimaryFactor: 'scale',
            range: { advanced: true, remoteViewing: false },
          },
          { id: 'b', primaryFactor: 'potency', spellPrimaryFactor: 'duration', range: 'odd' },
          'not a spell',
        ],
      },
    });
    // Today's project, as a version-5 file held it, opens as it is: no spell's Reach changes.
    const today = makeDefaultProject();
    const file = {
      ...today,
      formatVersion: 5,
      mage2e: {
        ...today.mage2e,
        builds: today.mage2e.builds.map(({ spellPrimaryFactor: _, ...cast }) => ({
          ...cast,
          range: { advanced: cast.range.advanced },
        })),
      },
    };
    const result = parseProject(JSON.stringify(file), 'v5.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 5 });
    if (result.ok) expect(result.document).toEqual(today);
  });
});

describe('migration 6 → 7', () => {
  it('gives each Quest spell no dice and no turns, each caster no Lore, the rules their fewest (1) and the seed’s realms', () => {
    const v6 = {
      formatVersion: 6,
      quest: {
        data: { manaPerSpell: 2 },
        builds: [
          { id: 'a', spells: [{ id: 's', manaCost: 2 }, 'odd'] },
          { id: 'b', spells: [{ id: 't', manaCost: 1, damageDice: 3 }] },
          'not a caster',
        ],
        dispelView: 'kept',
      },
    };
    expect(migrateStep(6, v6)).toEqual({
      formatVersion: 7,
      quest: {
        data: {
          manaPerSpell: 2,
          minimumDamageDice: 1,
          minimumPermanentTurns: 1,
          realms: makeDefaultQuestRealms(),
        },
        builds: [
          {
            id: 'a',
            loreId: null,
            spells: [{ id: 's', manaCost: 2, damageDice: null, permanentTurns: null }, 'odd'],
          },
          {
            id: 'b',
            loreId: null,
            spells: [{ id: 't', manaCost: 1, damageDice: 3, permanentTurns: null }],
          },
          'not a caster',
        ],
        dispelView: 'kept',
      },
    });
    // A version-6 file of today's project opens with its spells saying nothing of dice or turns.
    const today = makeDefaultProject();
    const v6Data = Object.fromEntries(
      Object.entries(today.quest.data).filter(
        ([key]) => !key.startsWith('minimum') && key !== 'realms',
      ),
    );
    const file = {
      ...today,
      formatVersion: 6,
      quest: {
        ...today.quest,
        data: v6Data,
        builds: today.quest.builds.map(({ loreId: _, ...build }) => ({
          ...build,
          spells: build.spells.map(({ id, name, manaCost }) => ({ id, name, manaCost })),
        })),
      },
    };
    const result = parseProject(JSON.stringify(file), 'v6.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 6 });
    if (!result.ok) return;
    expect(result.document.quest.data).toEqual(today.quest.data);
    expect(result.document.quest.builds[0]?.loreId).toBeNull();
    expect(result.document.quest.builds[0]?.spells[0]).toEqual({
      id: 'magic-projectile',
      name: 'Magic projectile',
      manaCost: 2,
      damageDice: null,
      permanentTurns: null,
      // Format 9: a spell whose name says so is a magic projectile.
      projectile: true,
    });
  });
});

describe('migration 6 → 7, Mage 2e', () => {
  it('gives each spell a caster with a soul and no spell kept active, as before', () => {
    const v6 = { formatVersion: 6, mage2e: { data: 'kept', builds: [{ id: 'a' }, 'odd'] } };
    expect(migrateStep(6, v6)).toEqual({
      formatVersion: 7,
      mage2e: { data: 'kept', builds: [{ id: 'a', soulless: false, activeSpells: 0 }, 'odd'] },
    });
  });
});

describe('migration 7 → 8, Willpower training', () => {
  it('gives Concentration its assumed pace (10 mana a point), other skills none, and the rules the training marks', () => {
    const v7 = {
      formatVersion: 7,
      willpower: {
        data: {
          skills: [{ id: 'concentration' }, { id: 'lore' }, { id: 'kept', manaPerPointSpent: 4 }],
          rules: { maxLevel: 60 },
        },
        builds: 'kept',
      },
    };
    expect(migrateStep(7, v7)).toEqual({
      formatVersion: 8,
      willpower: {
        data: {
          skills: [
            { id: 'concentration', manaPerPointSpent: 10 },
            { id: 'lore', manaPerPointSpent: 0 },
            { id: 'kept', manaPerPointSpent: 4 },
          ],
          rules: { maxLevel: 60, training: { markChancePercent: 10, marksPerPoint: 10 } },
        },
        builds: 'kept',
      },
    });
    // A version-7 file of today's project opens as today's.
    const today = makeDefaultProject();
    const without = <T extends object>(object: T, key: string) =>
      Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
    const rules = without(today.willpower.data.rules, 'training');
    const file = {
      ...today,
      formatVersion: 7,
      willpower: {
        ...today.willpower,
        data: {
          ...today.willpower.data,
          rules,
          skills: today.willpower.data.skills.map((skill) => without(skill, 'manaPerPointSpent')),
        },
      },
    };
    const result = parseProject(JSON.stringify(file), 'v7.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 7 });
    if (result.ok) expect(result.document.willpower).toEqual(today.willpower);
  });
});

describe('migration 7 → 8, Mage 2e', () => {
  it('keeps the rote Skill in the base pool (the reading of that time)', () => {
    const v7 = {
      formatVersion: 7,
      mage2e: { data: { readings: { paradoxOnlyFromReach: true } }, builds: 'kept' },
    };
    expect(migrateStep(7, v7)).toEqual({
      formatVersion: 8,
      mage2e: {
        data: { readings: { paradoxOnlyFromReach: true, roteMudraYantra: false } },
        builds: 'kept',
      },
    });
  });
});

describe('migration 8 → 9, Quest', () => {
  it('names magic projectiles by their name, carries no scrolls, keeps the dispellers’ mana uncounted and adds no board', () => {
    const v8 = {
      formatVersion: 8,
      quest: {
        data: { manaPerSpell: 2 },
        builds: [
          {
            id: 'a',
            spells: [
              { id: 'p', name: 'Magic Projectile' },
              { id: 'w', name: 'Ward' },
              { id: 'k', name: 'Kept', projectile: true },
            ],
          },
          'odd',
        ],
        dispelView: { dispellers: 2 },
      },
    };
    expect(migrateStep(8, v8)).toEqual({
      formatVersion: 9,
      quest: {
        data: { manaPerSpell: 2, cover: { light: -1, heavy: -2 }, scrollsPerTurn: 1 },
        builds: [
          {
            id: 'a',
            scrolls: 0,
            spells: [
              { id: 'p', name: 'Magic Projectile', projectile: true },
              { id: 'w', name: 'Ward', projectile: false },
              { id: 'k', name: 'Kept', projectile: true },
            ],
          },
          'odd',
        ],
        dispelView: {
          dispellers: 2,
          dispellerMana: null,
          dispellerSquares: 4,
          dispellersInMelee: false,
        },
        targets: [],
      },
    });
  });

  it('opens a version-8 file of today’s project with its budget as before (mana not counted)', () => {
    const today = makeDefaultProject();
    const without = <T extends object>(object: T, keys: readonly string[]) =>
      Object.fromEntries(Object.entries(object).filter(([name]) => !keys.includes(name)));
    const file = {
      ...today,
      formatVersion: 8,
      quest: {
        data: without(today.quest.data, ['cover', 'scrollsPerTurn']),
        builds: today.quest.builds.map((build) => ({
          ...without(build, ['scrolls']),
          spells: build.spells.map((spell) => without(spell, ['projectile'])),
        })),
        dispelView: without(today.quest.dispelView, [
          'dispellerMana',
          'dispellerSquares',
          'dispellersInMelee',
        ]),
      },
    };
    const result = parseProject(JSON.stringify(file), 'v8.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 8 });
    if (!result.ok) return;
    const { quest } = result.document;
    expect(quest.data).toEqual(today.quest.data);
    expect(quest.builds.map((b) => b.spells.map((s) => s.projectile))).toEqual(
      today.quest.builds.map((b) => b.spells.map((s) => s.projectile)),
    );
    expect(quest.builds.map((b) => b.scrolls)).toEqual([0, 0]);
    expect(quest.dispelView).toEqual({ ...today.quest.dispelView, dispellerMana: null });
    expect(quest.targets).toEqual([]);
  });
});

describe('migration 9 → 10, typical stats of the races', () => {
  it('gives a seed race its assumed stats, any other 10 each, and NetHack races six below their maximum', () => {
    const v9 = {
      formatVersion: 9,
      willpower: {
        data: {
          races: [
            { id: 'elf', name: 'Elf', mana: 3, hp: 1 },
            { id: 'sea-elf', name: 'Sea elf', mana: 4, hp: 2 },
            { id: 'kept', typicalStats: 'as it was' },
          ],
        },
        builds: [],
      },
      nethack34: { data: { races: [{ id: 'Dwa' }, { id: 'Xyz' }] }, builds: [] },
    };
    const v10 = migrateStep(9, v9) as typeof v9;
    expect(v10.formatVersion).toBe(10);
    expect(v10.willpower.data.races).toEqual([
      {
        id: 'elf',
        name: 'Elf',
        mana: 3,
        hp: 1,
        typicalStats: { int: 12, wil: 12, pre: 11, con: 8 },
      },
      {
        id: 'sea-elf',
        name: 'Sea elf',
        mana: 4,
        hp: 2,
        typicalStats: { int: 10, wil: 10, pre: 10, con: 10 },
      },
      { id: 'kept', typicalStats: 'as it was' },
    ]);
    expect(v10.nethack34.data.races).toEqual([
      { id: 'Dwa', typicalStats: { con: 14, wis: 10 } },
      { id: 'Xyz', typicalStats: { con: 10, wis: 10 } },
    ]);
  });

  it('opens a version-9 file of today’s project with today’s typical stats', () => {
    const today = makeDefaultProject();
    const bare = <T extends { typicalStats: unknown }>(rows: readonly T[]) =>
      rows.map(({ typicalStats: _, ...rest }) => rest);
    const file = {
      ...today,
      formatVersion: 9,
      willpower: {
        ...today.willpower,
        data: { ...today.willpower.data, races: bare(today.willpower.data.races) },
      },
      nethack34: {
        ...today.nethack34,
        data: { ...today.nethack34.data, races: bare(today.nethack34.data.races) },
      },
    };
    const result = parseProject(JSON.stringify(file), 'v9.wellspring.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 9 });
    if (!result.ok) return;
    expect(result.document.willpower.data.races).toEqual(today.willpower.data.races);
    expect(result.document.nethack34.data.races).toEqual(today.nethack34.data.races);
  });
});
