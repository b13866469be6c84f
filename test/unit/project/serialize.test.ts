import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION } from '../../../shared/app/project-schema';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { parseProject, serializeProject } from '../../../shared/app/serialize';

/** Save → open → save: the bytes of the second save. */
function resave(text: string): string {
  const result = parseProject(text, 'p.wellspring.json');
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return serializeProject(result.document);
}

/** The default project after a long session: every optional field and odd value in use. */
function heavilyEdited(): ProjectDocument {
  const doc = makeDefaultProject();
  const { willpower, nethack34, dcss, compare } = doc;
  return {
    ...doc,
    willpower: {
      data: {
        ...willpower.data,
        races: [
          ...willpower.data.races,
          {
            id: 'sea-elf',
            name: 'Sea elf "Naiad" 🌊',
            mana: 4,
            hp: 2,
            typicalStats: { int: 13, wil: 11, pre: 10, con: 9 },
          },
        ],
        items: [
          ...willpower.data.items,
          {
            id: 'circlet',
            name: 'Circlet of focus',
            effects: [
              { kind: 'skill-bonus', skillId: 'concentration', amount: 25 },
              { kind: 'resting-factor', factor: 1.125 },
              { kind: 'deep-well', perLevels: 3, minimum: 0 },
            ],
          },
        ],
        statuses: willpower.data.statuses.map((status) =>
          status.id === 'poisoned' ? { ...status, drain: { mana: 2, everySeconds: 30 } } : status,
        ),
        rules: { ...willpower.data.rules, levelGain: 'modifier-never-negative' },
      },
      builds: [
        ...willpower.builds,
        {
          id: 'naiad',
          name: 'Naiad, the tide-caller',
          raceId: 'sea-elf',
          classId: 'witch',
          level: 60,
          stats: { int: 30, wil: 1, pre: 17, con: 8 },
          itemIds: ['circlet', 'ring-of-mana', 'circlet'],
          talents: [
            { talentId: 'deep-well', takenAtLevel: 1 },
            { talentId: 'meditation', takenAtLevel: 33 },
          ],
          skills: [{ skillId: 'concentration', trained: true, value: 1000 }],
          horoscopeId: 'water',
          regenStatusIds: ['resting', 'poisoned', 'brain-fever'],
        },
      ],
    },
    nethack34: {
      data: { ...nethack34.data, maxStat: 24 },
      builds: [
        ...nethack34.builds,
        {
          id: 'dwarf-valkyrie',
          name: 'Dwarf Valkyrie',
          roleId: 'Val',
          raceId: 'Dwa',
          con: 18,
          wis: 3,
          int: 24,
          regen: { regeneration: true, encumbrance: 'stressed', moving: false },
          statChanges: [{ level: 2, con: 19 }, { level: 30, wis: 24 }, { level: 14 }],
        },
      ],
    },
    dcss: {
      ...dcss,
      builds: dcss.builds.map((build, i) =>
        i === 1 ? { ...build, slowHealing: 3, rings: 8 } : build,
      ),
    },
    compare: {
      ...compare,
      entries: [...compare.entries, { ruleset: 'willpower', build: 'naiad', pool: 'hp' }],
      measure: 'turns-to-full',
      secondsPerTurn: 0.625,
      logScale: true,
    },
  };
}

describe('serializeProject', () => {
  it('writes 2-space JSON with one final newline', () => {
    const text = serializeProject(makeDefaultProject());
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(false);
    expect(
      text.startsWith(
        `{\n  "formatVersion": ${CURRENT_FORMAT_VERSION},\n  "willpower": {\n    "data": {\n`,
      ),
    ).toBe(true);
    expect(JSON.parse(text)).toEqual(makeDefaultProject());
  });

  it("writes keys in the schema's order, whatever order the document holds them in", () => {
    const doc = makeDefaultProject();
    const shuffled = JSON.parse(
      JSON.stringify(doc, (_key, value: unknown) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      ),
    ) as ProjectDocument;
    expect(Object.keys(shuffled)[0]).toBe('custom');
    expect(serializeProject(shuffled)).toBe(serializeProject(doc));
    const build = serializeProject(doc).indexOf('"id": "tathren"');
    expect(serializeProject(doc).slice(build, build + 60)).toMatch(
      /^"id": "tathren",\n\s+"name": "Tathren",\n\s+"raceId"/,
    );
  });

  it('puts keys the schema does not know after the known ones, sorted', () => {
    const doc = { ...makeDefaultProject(), zeta: 1, alpha: 2 } as ProjectDocument;
    const keys = Object.keys(JSON.parse(serializeProject(doc)) as object);
    expect(keys).toEqual([
      'formatVersion',
      'willpower',
      'nethack34',
      'dcss',
      'quest',
      'mage2e',
      'compare',
      'balance',
      'custom',
      'alpha',
      'zeta',
    ]);
  });

  it('saves a document with mistakes in it as it is (saving never refuses work)', () => {
    const doc = makeDefaultProject();
    const broken = {
      ...doc,
      willpower: { ...doc.willpower, builds: [{ ...doc.willpower.builds[0], level: 999 }] },
    } as ProjectDocument;
    expect(JSON.parse(serializeProject(broken))).toEqual(broken);
  });

  it('changes one line for one edit', () => {
    const doc = makeDefaultProject();
    const before = serializeProject(doc).split('\n');
    const edited = {
      ...doc,
      compare: { ...doc.compare, level: 11 },
    };
    const after = serializeProject(edited).split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['    "level": 11,']);
  });
});

describe('save → open → save', () => {
  it('gives the identical bytes for the default project', () => {
    const text = serializeProject(makeDefaultProject());
    expect(resave(text)).toBe(text);
  });

  it('gives the identical bytes for a heavily edited project', () => {
    const text = serializeProject(heavilyEdited());
    expect(resave(text)).toBe(text);
    const opened = parseProject(text, 'p');
    expect(opened.ok && opened.document).toEqual(heavilyEdited());
  });
});
