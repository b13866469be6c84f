/**
 * The `custom` section of a project file: format 11 adds it (an older file opens with no custom
 * ruleset), opening checks it with JSON paths like every section, a formula with a mistake in it
 * is not a file problem, and saving keeps its bytes.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../../shared/app/default-project';
import { CURRENT_FORMAT_VERSION } from '../../../../shared/app/project-schema';
import { parseProject, serializeProject } from '../../../../shared/app/serialize';
import { customProject, smallCustomRuleset } from '../../../fixtures/custom-ruleset';

/** A document as a file holds it: plain JSON, editable in place by a test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function fileOf(document: unknown): Json {
  return JSON.parse(JSON.stringify(document)) as Json;
}

/** The built-in project as a file of version 10 knew it: no custom section. */
function withoutCustom(): Json {
  const file = fileOf(makeDefaultProject());
  delete file.custom;
  return file;
}

function problemsOf(file: Json): { path: string; message: string }[] {
  const result = parseProject(JSON.stringify(file), 'game.wellspring.json');
  return result.ok ? [] : [...result.problems];
}

describe('the custom section of a project file', () => {
  it('is empty in the built-in project, whose format has it (11 and later)', () => {
    expect(CURRENT_FORMAT_VERSION).toBeGreaterThanOrEqual(11);
    expect(makeDefaultProject().custom).toEqual({ rulesets: [] });
  });

  it('opens a version-10 file (no custom section) with an empty list, changing nothing else', () => {
    const result = parseProject(
      JSON.stringify({ ...withoutCustom(), formatVersion: 10 }),
      'v10.json',
    );
    expect(result).toMatchObject({ ok: true, migratedFrom: 10 });
    if (!result.ok) return;
    expect(result.document).toEqual(makeDefaultProject());
  });

  it('refuses a version-11 file without the section, naming it', () => {
    expect(problemsOf(withoutCustom())).toEqual([{ path: 'custom', message: 'is missing' }]);
  });

  it('opens a custom ruleset, and save → open → save gives the same bytes', () => {
    const text = serializeProject(customProject());
    const opened = parseProject(text, 'game.wellspring.json');
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.document.custom.rulesets[0]).toEqual(smallCustomRuleset());
    expect(serializeProject(opened.document)).toBe(text);
    // The section is saved after the comparison, each ruleset's keys in the schema's order.
    expect(text.indexOf('"custom"')).toBeGreaterThan(text.indexOf('"compare"'));
    expect(text).toMatch(/"id": "small",\n\s+"name": "Small game",\n\s+"text": "# Max HP/);
  });

  it('opens a ruleset whose formulas have mistakes: work in progress is not a file problem', () => {
    const file = fileOf(customProject());
    file.custom.rulesets[0].text = 'hp_max: hp = hp_mx + (\ncheck nothing >= 1 for every planet';
    expect(problemsOf(file)).toEqual([]);
  });

  it('takes a formula text of 100,000 characters, not a name’s 200, and refuses one more', () => {
    const file = fileOf(customProject());
    file.custom.rulesets[0].text = `# ${'x'.repeat(99_998)}`;
    expect(problemsOf(file)).toEqual([]);
    file.custom.rulesets[0].text += 'x';
    expect(problemsOf(file)).toEqual([
      {
        path: 'custom.rulesets[0].text',
        message: 'is 100,001 characters long; Wellspring takes at most 100,000',
      },
    ]);
    // A name is still a name: 200 characters.
    const named = fileOf(customProject());
    named.custom.rulesets[0].name = 'n'.repeat(201);
    expect(problemsOf(named)).toEqual([
      {
        path: 'custom.rulesets[0].name',
        message: 'is 201 characters long; Wellspring takes at most 200',
      },
    ]);
  });

  it.each<[string, (file: Json) => void, string, string]>([
    [
      'a row whose number is text',
      (file) => (file.custom.rulesets[0].tables[0].rows[1].values.hp_bonus = 'two'),
      'custom.rulesets[0].tables[0].rows[1].values.hp_bonus',
      'must be a number, not "two"',
    ],
    [
      'a row without an id',
      (file) => delete file.custom.rulesets[0].tables[1].rows[0].id,
      'custom.rulesets[0].tables[1].rows[0].id',
      'is missing',
    ],
    [
      'a table held in a way the language does not know',
      (file) => (file.custom.rulesets[0].tables[2].holds = 'some'),
      'custom.rulesets[0].tables[2].holds',
      'must be one of one, many, lookup, not "some"',
    ],
    [
      'an input whose initial value is missing',
      (file) => delete file.custom.rulesets[0].inputs[0].initial,
      'custom.rulesets[0].inputs[0].initial',
      'is missing',
    ],
    [
      'an axis past its bound',
      (file) => (file.custom.rulesets[0].axis.last = 10_001),
      'custom.rulesets[0].axis.last',
      'must be a whole number from 0 to 10000',
    ],
    [
      'a build picking a number',
      (file) => (file.custom.rulesets[0].builds[0].rows.race = 3),
      'custom.rulesets[0].builds[0].rows.race',
      "must be a row's id or a list of ids, not 3",
    ],
    [
      'a field the section does not know',
      (file) => (file.custom.rulesets[0].formulas = []),
      'custom.rulesets[0].formulas',
      'is not a field Wellspring knows (misspelt?)',
    ],
  ])('names %s by its JSON path', (_, edit, path, message) => {
    const file = fileOf(customProject());
    edit(file);
    expect(problemsOf(file)).toEqual([{ path, message }]);
  });

  it.each<[string, (file: Json) => void, string, string]>([
    [
      'a build naming a row that does not exist',
      (file) => (file.custom.rulesets[0].builds[0].rows.race = 'sea-elf'),
      'custom.rulesets[0].builds[0].rows.race',
      'There is no race "sea-elf"',
    ],
    [
      'a build holding an item that does not exist',
      (file) => file.custom.rulesets[0].builds[0].rows.item.push('crown'),
      'custom.rulesets[0].builds[0].rows.item[1]',
      'There is no item "crown"',
    ],
    [
      'a build picking from a table that does not exist',
      (file) => (file.custom.rulesets[0].builds[1].rows.planet = 'mars'),
      'custom.rulesets[0].builds[1].rows.planet',
      'There is no table "planet"',
    ],
    [
      'a build holding a list of a table it holds one of',
      (file) => (file.custom.rulesets[0].builds[1].rows.race = ['orc']),
      'custom.rulesets[0].builds[1].rows.race',
      'a build holds one race: give its id, not a list',
    ],
    [
      'a build picking one row of a table it holds many of',
      (file) => (file.custom.rulesets[0].builds[0].rows.item = 'ring'),
      'custom.rulesets[0].builds[0].rows.item',
      'a build holds any number of item rows: give a list of ids',
    ],
    [
      'a build setting an input that does not exist',
      (file) => (file.custom.rulesets[0].builds[0].inputs.wis = 12),
      'custom.rulesets[0].builds[0].inputs.wis',
      'There is no input "wis"',
    ],
    [
      'two rows with one id',
      (file) => (file.custom.rulesets[0].tables[2].rows[1].id = 'ring'),
      'custom.rulesets[0].tables[2].rows[1].id',
      'repeats the id "ring" of entry 0',
    ],
    [
      'two builds with one id',
      (file) => (file.custom.rulesets[0].builds[1].id = 'elf-wizard'),
      'custom.rulesets[0].builds[1].id',
      'repeats the id "elf-wizard" of entry 0',
    ],
    [
      'two tables with one name',
      (file) =>
        file.custom.rulesets[0].tables.push({
          name: 'class',
          holds: 'lookup',
          columns: [],
          rows: [],
        }),
      'custom.rulesets[0].tables[3].name',
      'repeats the name "class" of entry 1',
    ],
    [
      'a number in a column its table does not declare',
      (file) => (file.custom.rulesets[0].tables[1].rows[1].values.hp = 3),
      'custom.rulesets[0].tables[1].rows[1].values.hp',
      'class has no column "hp"',
    ],
    [
      'an axis that ends before it starts',
      (file) => (file.custom.rulesets[0].axis.last = 0),
      'custom.rulesets[0].axis.last',
      'must be at least the first, 1',
    ],
  ])('names %s by its JSON path', (_, edit, path, message) => {
    const file = fileOf(customProject());
    edit(file);
    expect(problemsOf(file)).toEqual([{ path, message }]);
  });

  it('holds an input to its declared range: its own bounds, its value by default, a build’s value', () => {
    const ranged = (edit: (input: Json, file: Json) => void) => {
      const file = fileOf(customProject());
      file.custom.rulesets[0].inputs[0] = { name: 'con', unit: null, initial: 10, min: 3, max: 18 };
      edit(file.custom.rulesets[0].inputs[0], file);
      return problemsOf(file);
    };
    // The small game's elf wizard has Con 14: within 3–18.
    expect(ranged(() => undefined)).toEqual([]);
    expect(ranged((input) => (input.max = 2))).toEqual([
      { path: 'custom.rulesets[0].inputs[0].max', message: 'must be at least the min, 3' },
    ]);
    expect(ranged((input) => (input.initial = 20))).toEqual([
      { path: 'custom.rulesets[0].inputs[0].initial', message: 'must be from 3 to 18, not 20' },
    ]);
    expect(ranged((_, file) => (file.custom.rulesets[0].builds[0].inputs.con = 19))).toEqual([
      { path: 'custom.rulesets[0].builds[0].inputs.con', message: 'must be from 3 to 18, not 19' },
    ]);
  });

  it('names two custom rulesets with one id', () => {
    const file = fileOf(customProject([smallCustomRuleset(), smallCustomRuleset()]));
    expect(problemsOf(file)).toEqual([
      { path: 'custom.rulesets[1].id', message: 'repeats the id "small" of entry 0' },
    ]);
  });

  it('checks the custom section’s references while another section’s shape is wrong', () => {
    const file = fileOf(customProject());
    file.custom.rulesets[0].builds[0].rows.race = 'sea-elf';
    file.willpower.builds[0].name = 7;
    expect(problemsOf(file)).toEqual([
      { path: 'willpower.builds[0].name', message: 'must be text, not 7' },
      { path: 'custom.rulesets[0].builds[0].rows.race', message: 'There is no race "sea-elf"' },
    ]);
  });
});
