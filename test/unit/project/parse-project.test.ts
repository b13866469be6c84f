import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION } from '../../../shared/app/project-schema';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { parseProject, serializeProject } from '../../../shared/app/serialize';

/** A project file's JSON, which the tests below damage freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any path may be edited
type LooseJson = Record<string, any>;

/** The default project as JSON, changed by `edit` (which may mutate it freely). */
function fileWith(edit: (doc: LooseJson) => void): string {
  const doc = JSON.parse(serializeProject(makeDefaultProject())) as LooseJson;
  edit(doc);
  return JSON.stringify(doc);
}

function problemsOf(text: string) {
  const result = parseProject(text, 'p.wellspring.json');
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe('parseProject refuses a file that is not a project', () => {
  it('names the parser error when it is not JSON', () => {
    const result = parseProject('{"formatVersion": 2,', 'p.wellspring.json');
    let reason = '';
    try {
      JSON.parse('{"formatVersion": 2,');
    } catch (error) {
      reason = (error as Error).message;
    }
    expect(result).toEqual({
      ok: false,
      fileName: 'p.wellspring.json',
      problems: [{ path: '', message: `not JSON (${reason})` }],
    });
  });

  it.each([
    ['[1, 2]', 'not a Wellspring project (expected a JSON object)'],
    ['"text"', 'not a Wellspring project (expected a JSON object)'],
    ['null', 'not a Wellspring project (expected a JSON object)'],
    ['{}', 'not a Wellspring project (no formatVersion)'],
  ])('%s: %s', (text, message) => {
    expect(problemsOf(text)).toEqual([{ path: '', message }]);
  });

  it.each([
    [
      String(CURRENT_FORMAT_VERSION + 1),
      `${CURRENT_FORMAT_VERSION + 1} is a newer format than this Wellspring reads (up to ${CURRENT_FORMAT_VERSION}): open it with a newer Wellspring`,
    ],
    ['0', `0 is not a format version (this Wellspring reads 1 to ${CURRENT_FORMAT_VERSION})`],
    [
      '"3"',
      `must be a whole number (this Wellspring reads 1 to ${CURRENT_FORMAT_VERSION}), not "3"`,
    ],
    [
      '1.5',
      `must be a whole number (this Wellspring reads 1 to ${CURRENT_FORMAT_VERSION}), not 1.5`,
    ],
    [
      'null',
      `must be a whole number (this Wellspring reads 1 to ${CURRENT_FORMAT_VERSION}), not null`,
    ],
  ])('formatVersion %s: %s', (version, message) => {
    expect(problemsOf(`{"formatVersion": ${version}}`)).toEqual([
      { path: 'formatVersion', message },
    ]);
  });
});

describe('parseProject names each problem with its JSON path', () => {
  it.each<[string, (doc: LooseJson) => void, string, string]>([
    [
      'a stat out of the data range',
      (doc) => (doc.willpower.builds[0].stats.int = 31),
      'willpower.builds[0].stats.int',
      'Intelligence must be a whole number from 1 to 30',
    ],
    [
      'a decimal where a whole number belongs',
      (doc) => (doc.dcss.builds[0].rings = 1.5),
      'dcss.builds[0].rings',
      'must be a whole number from 0 to 8',
    ],
    [
      'a number out of the schema range',
      (doc) => (doc.dcss.builds[1].slowHealing = 4),
      'dcss.builds[1].slowHealing',
      'must be a whole number from 0 to 3',
    ],
    [
      'text where a number belongs',
      (doc) => (doc.nethack34.builds[0].con = '16'),
      'nethack34.builds[0].con',
      'must be a whole number from 1 to 99',
    ],
    ['a missing field', (doc) => delete doc.compare.logScale, 'compare.logScale', 'is missing'],
    [
      'a field the schema does not know',
      (doc) => (doc.willpower.builds[0].colour = 'red'),
      'willpower.builds[0].colour',
      'is not a field Wellspring knows (misspelt?)',
    ],
    [
      'a list where an object belongs',
      (doc) => (doc.willpower.data.rules = []),
      'willpower.data.rules',
      'must be an object, not a list',
    ],
    [
      'an object where a list belongs',
      (doc) => (doc.willpower.builds = {}),
      'willpower.builds',
      'must be a list, not an object',
    ],
    [
      'an unknown choice',
      (doc) => (doc.nethack34.builds[0].roleId = 'Ninja'),
      'nethack34.builds[0].roleId',
      'must be one of Arc, Bar, Cav, Hea, Kni, Mon, Pri, Rog, Ran, Sam, Tou, Val, Wiz, not "Ninja"',
    ],
    [
      'an unknown effect kind',
      (doc) => (doc.willpower.data.items[0].effects[0].kind = 'fireball'),
      'willpower.data.items[0].effects[0].kind',
      'must be one of max-mana, regen-percent, cost-percent, siphoning, skill-bonus, deep-well, ' +
        'resting-factor, blood-magic, not "fireball"',
    ],
    [
      'an empty id',
      (doc) => (doc.dcss.builds[0].id = ''),
      'dcss.builds[0].id',
      'must be an id of at least 1 character',
    ],
    [
      'a build naming a deleted race',
      (doc) => (doc.willpower.data.races = doc.willpower.data.races.slice(1)),
      'willpower.builds[0].raceId',
      'There is no race "elf"',
    ],
    [
      'a build naming a deleted class',
      (doc) => (doc.willpower.builds[0].classId = 'necromancer'),
      'willpower.builds[0].classId',
      'There is no class "necromancer"',
    ],
    [
      'a build wearing a deleted item',
      (doc) => (doc.willpower.builds[0].itemIds = ['ring-of-mana', 'ring-of-fire']),
      'willpower.builds[0].itemIds[1]',
      'There is no item "ring-of-fire"',
    ],
    [
      'a build taking a deleted talent',
      (doc) => (doc.willpower.builds[0].talents = [{ talentId: 'haste', takenAtLevel: 1 }]),
      'willpower.builds[0].talents[0]',
      'There is no talent "haste"',
    ],
    [
      'a build with a deleted skill',
      (doc) => (doc.willpower.builds[0].skills[0].skillId = 'juggling'),
      'willpower.builds[0].skills[0]',
      'There is no skill "juggling"',
    ],
    [
      'a build under a deleted status',
      (doc) => (doc.willpower.builds[0].regenStatusIds = ['resting', 'cursed']),
      'willpower.builds[0].regenStatusIds[1]',
      'There is no status "cursed"',
    ],
    [
      'a build born under a deleted sign',
      (doc) => (doc.willpower.builds[0].horoscopeId = 'fire'),
      'willpower.builds[0].horoscopeId',
      'There is no sign "fire"',
    ],
    [
      'an item raising a deleted skill',
      (doc) =>
        (doc.willpower.data.items[0].effects = [{ kind: 'skill-bonus', skillId: 'x', amount: 1 }]),
      'willpower.data.items[0].effects[0].skillId',
      'There is no skill "x"',
    ],
    [
      'rules naming a deleted status',
      (doc) => (doc.willpower.data.rules.regen.diseasedStatusId = 'plague'),
      'willpower.data.rules.regen.diseasedStatusId',
      'There is no status "plague"',
    ],
    [
      'a NetHack role/race pair the game forbids',
      (doc) => (doc.nethack34.builds[0].raceId = 'Dwa'),
      'nethack34.builds[0].raceId',
      'A Wizard must be Human, Elf, Gnome or Orc, not Dwarf',
    ],
    [
      'a NetHack stat above the data maximum',
      (doc) => (doc.nethack34.builds[0].wis = 26),
      'nethack34.builds[0].wis',
      'must be a whole number from 3 to 25',
    ],
    [
      'a DCSS max HP curve of the wrong length',
      (doc) => doc.dcss.builds[0].maxHpByLevel.pop(),
      'dcss.builds[0].maxHpByLevel',
      'The max HP curve needs one value per XL, 1 to 27, not 26',
    ],
    [
      'two builds with one id',
      (doc) => (doc.dcss.builds[1].id = doc.dcss.builds[0].id),
      'dcss.builds[1].id',
      'repeats the id "dcss-30-mhp" of entry 0',
    ],
    [
      'two NetHack builds with one id',
      (doc) => doc.nethack34.builds.push({ ...doc.nethack34.builds[0], name: 'Again' }),
      'nethack34.builds[1].id',
      'repeats the id "elf-wizard" of entry 0',
    ],
    [
      'a race typically above the stat table',
      (doc) => (doc.willpower.data.races[2].typicalStats.wil = 31),
      'willpower.data.races[2].typicalStats.wil',
      "must be a whole number from 1 to 30 (the stat modifier table's scores)",
    ],
    [
      'a NetHack race typically below the Con table',
      (doc) => (doc.nethack34.data.races[1].typicalStats.con = 2),
      'nethack34.data.races[1].typicalStats.con',
      'must be a whole number from 3 to 25',
    ],
    [
      'two races with one id',
      (doc) => doc.willpower.data.races.push({ ...doc.willpower.data.races[0], name: 'Elf again' }),
      'willpower.data.races[13].id',
      'repeats the id "elf" of entry 0',
    ],
    [
      'stat scores with a gap',
      (doc) => doc.willpower.data.statModifiers.splice(3, 1),
      'willpower.data.statModifiers[3].score',
      'must be 4: the scores run up one by one from 1',
    ],
  ])('%s', (_what, edit, path, message) => {
    expect(problemsOf(fileWith(edit))).toContainEqual({ path, message });
  });

  it('lists every problem, not only the first', () => {
    const problems = problemsOf(
      fileWith((doc) => {
        doc.dcss.builds[0].rings = -1;
        doc.compare.measure = 'speed';
        doc.extra = true;
      }),
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      'dcss.builds[0].rings',
      'compare.measure',
      'extra',
    ]);
  });

  it('quotes keys that are not identifiers', () => {
    const problems = problemsOf(fileWith((doc) => (doc.compare['log scale'] = true)));
    expect(problems).toEqual([
      { path: 'compare["log scale"]', message: 'is not a field Wellspring knows (misspelt?)' },
    ]);
  });
});

describe('parseProject names the range the data gives a stat or a level', () => {
  /** The default project with `value` written as JSON text at the spot `edit` marks. */
  function fileWithText(edit: (doc: LooseJson, mark: string) => void, value: string): string {
    return fileWith((doc) => edit(doc, '__VALUE__')).replace('"__VALUE__"', value);
  }

  // JSON reads 1e999 as Infinity: it is as far out of 1 to 30 as 31 is, and says the same.
  it.each<[string, (doc: LooseJson, mark: string) => void, string, string, string]>([
    [
      'a build’s stat',
      (doc, mark) => (doc.willpower.builds[0].stats.int = mark),
      'willpower.builds[0].stats.int',
      'Intelligence must be a whole number from 1 to 30',
      '31',
    ],
    [
      'a build’s level',
      (doc, mark) => (doc.willpower.builds[0].level = mark),
      'willpower.builds[0].level',
      'Level must be a whole number from 1 to 60',
      '61',
    ],
    [
      'the level a talent was taken at',
      (doc, mark) =>
        (doc.willpower.builds[0].talents = [{ talentId: 'deep-well', takenAtLevel: mark }]),
      'willpower.builds[0].talents[0]',
      'Deep well must be taken at a level from 1 to 60',
      '61',
    ],
    [
      'a race’s typical stat',
      (doc, mark) => (doc.willpower.data.races[0].typicalStats.con = mark),
      'willpower.data.races[0].typicalStats.con',
      "must be a whole number from 1 to 30 (the stat modifier table's scores)",
      '31',
    ],
  ])('%s', (_what, edit, path, message, justPast) => {
    for (const value of ['1e999', '-1e999', justPast, '0', '2.5', '-9999', '10000']) {
      expect(problemsOf(fileWithText(edit, value))).toEqual([{ path, message }]);
    }
  });
});

describe('parseProject lists a file’s problems in one go', () => {
  it('checks the names and ids of the sections whose shape is right, beside the shape problems', () => {
    const text = fileWith((doc) => {
      doc.willpower.builds[0].stats.int = 'x';
      doc.dcss.builds.push({ ...doc.dcss.builds[0] });
    });
    expect(problemsOf(text)).toEqual([
      {
        path: 'willpower.builds[0].stats.int',
        message: "must be a whole number within the stat modifier table's scores",
      },
      { path: 'dcss.builds[2].id', message: 'repeats the id "dcss-30-mhp" of entry 0' },
    ]);
  });
});

describe('parseProject accepts', () => {
  it('the default project, with or without a byte-order mark', () => {
    const text = serializeProject(makeDefaultProject());
    expect(parseProject(text, 'a')).toEqual({ ok: true, document: makeDefaultProject() });
    expect(parseProject(`\ufeff${text}`, 'a')).toEqual({
      ok: true,
      document: makeDefaultProject(),
    });
  });

  it('comparison entries whose build is gone (the view skips them)', () => {
    const text = fileWith((doc) => {
      doc.compare.entries.push({ ruleset: 'dcss', build: 'deleted', pool: 'hp' });
      doc.compare.entries.push({ ruleset: 'nethack34', build: '7', pool: 'mana' });
    });
    const result = parseProject(text, 'a');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.document.compare.entries).toHaveLength(6);
  });

  it('keys in any order, and no build at all', () => {
    const doc: ProjectDocument = makeDefaultProject();
    const reversed = JSON.stringify(
      { ...doc, willpower: { ...doc.willpower, builds: [] } },
      (_key, value: unknown) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
    );
    expect(parseProject(reversed, 'a').ok).toBe(true);
  });
});

describe('parseProject reads version-3 files saved before a field existed', () => {
  it('opens a Quest dispel view without a dispeller Int on the seed example’s Int 5', () => {
    const result = parseProject(
      fileWith((doc) => {
        delete doc.quest.dispelView.dispellerInt;
      }),
      'p.wellspring.json',
    );
    expect(result.ok && result.document.quest.dispelView.dispellerInt).toBe(5);
  });
});
