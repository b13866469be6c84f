/**
 * A custom ruleset's table, input and build edits: a rename reaches the formulas (read by the
 * grammar: not a formula or a comment of the same name) and the builds in one edit, a delete says
 * who uses it and takes it out of the builds, and the ruleset still computes the same curves.
 */
import { describe, expect, it } from 'vitest';
import { placesOf, usersOf } from '../../../../shared/formula/rename';
import { customScreen } from '../../../../shared/rulesets/custom/engine';
import {
  addBuild,
  addColumn,
  addRow,
  deleteInput,
  deleteRow,
  deleteTable,
  moveRow,
  nameProblem,
  renameColumn,
  renameInput,
  renameRow,
  renameTable,
  rowIdProblem,
  setBuildRows,
  setCell,
  setTableHolds,
} from '../../../../shared/rulesets/custom/edits';
import { smallCustomRuleset } from '../../../fixtures/custom-ruleset';

const ruleset = smallCustomRuleset();
const curves = (r = ruleset, buildId = 'elf-wizard') =>
  customScreen({ ruleset: r, buildId }).series.map(({ name, values }) => [name, values]);

describe('renames', () => {
  it('renames a column in its table, its rows and the formulas, never the formula of that name', () => {
    // `mana` is a column of race, of class and of item, and a formula.
    const text = `${ruleset.text}# class.mana in a comment stays\nboth = class["wizard"].mana + race.mana\n`;
    const renamed = renameColumn({ ...ruleset, text }, 'class', 'mana', 'spell_points');
    expect(renamed.text).toContain('race.mana + class.spell_points * level + sum(item.mana)');
    expect(renamed.text).toContain('class["wizard"].spell_points + race.mana');
    expect(renamed.text).toContain('mana: mp =');
    expect(renamed.text).toContain('# class.mana in a comment stays');
    const table = renamed.tables.find((each) => each.name === 'class');
    expect(table?.columns.map((column) => column.name)).toEqual(['hit_die', 'spell_points']);
    expect(table?.rows[0]?.values).toEqual({ hit_die: 6, spell_points: 12 });
    expect(curves(renamed)).toEqual(curves({ ...ruleset, text }));
  });

  it('renames a table in the formulas, the checks’ “for every” and the builds', () => {
    const renamed = renameTable(ruleset, 'class', 'role');
    expect(renamed.text).toContain('role.hit_die + race.hp_bonus');
    expect(renamed.text).toContain('for every race, role');
    expect(renamed.builds[0]?.rows).toEqual({ race: 'elf', role: 'wizard', item: ['ring'] });
    expect(curves(renamed)).toEqual(curves());
  });

  it('renames a row in a lookup by id and in the builds that hold it', () => {
    const text = `${ruleset.text}ring_mana = item["ring"].mana\n`;
    const renamed = renameRow({ ...ruleset, text }, 'item', 'ring', 'band');
    expect(renamed.text).toContain('item["band"].mana');
    expect(renamed.builds[0]?.rows.item).toEqual(['band']);
    expect(curves(renamed)).toEqual(curves({ ...ruleset, text }));
  });

  it('renames an input, not a function’s parameter of that name', () => {
    const text = `${ruleset.text}half(con) = con / 2\n`;
    const renamed = renameInput({ ...ruleset, text }, 'con', 'constitution');
    expect(renamed.text).toContain('con_mod = floor((constitution - 10) / 2)');
    expect(renamed.text).toContain('half(con) = con / 2');
    expect(renamed.builds[0]?.inputs).toEqual({ constitution: 14 });
    expect(curves(renamed)).toEqual(curves({ ...ruleset, text }));
  });
});

describe('who uses a name, and deletes', () => {
  it('names the formulas and counts the checks that use a table, a column, a row, an input', () => {
    expect(usersOf(ruleset.text, { kind: 'table', table: 'class' })).toEqual({
      formulas: ['hp_start', 'hp_max', 'mana'],
      checks: 2,
    });
    expect(usersOf(ruleset.text, { kind: 'column', table: 'item', column: 'mana' })).toEqual({
      formulas: ['mana'],
      checks: 0,
    });
    expect(usersOf(ruleset.text, { kind: 'input', input: 'con' }).formulas).toEqual(['con_mod']);
    expect(usersOf(ruleset.text, { kind: 'row', table: 'race', row: 'elf' })).toEqual({
      formulas: [],
      checks: 0,
    });
    expect(placesOf('x = race.mana # race.mana', { kind: 'table', table: 'race' })).toHaveLength(1);
  });

  it('takes a deleted table, row or input out of the builds', () => {
    expect(deleteTable(ruleset, 'item').builds[0]?.rows).toEqual({ race: 'elf', class: 'wizard' });
    // A build that picked the deleted row picks the first row left.
    expect(deleteRow(ruleset, 'race', 'elf').builds[0]?.rows.race).toBe('orc');
    expect(deleteRow(ruleset, 'item', 'ring').builds[0]?.rows.item).toEqual([]);
    expect(deleteInput(ruleset, 'con').builds[0]?.inputs).toEqual({});
  });
});

describe('tables and builds', () => {
  it('adds a column (0 in every row) and a row (0 in every column), moves and sets cells', () => {
    const withColumn = addColumn(ruleset, 'race', 'speed', 'm');
    expect(withColumn.tables[0]?.rows.map((row) => row.values.speed)).toEqual([0, 0]);
    const { ruleset: withRow, id } = addRow(withColumn, 'race');
    expect(id).toBe('race_3');
    expect(withRow.tables[0]?.rows[2]).toEqual({
      id: 'race_3',
      values: { hp_bonus: 0, mana: 0, speed: 0 },
    });
    const moved = moveRow(withRow, 'race', 'race_3', -1);
    expect(moved.tables[0]?.rows.map((row) => row.id)).toEqual(['elf', 'race_3', 'orc']);
    expect(moveRow(moved, 'race', 'elf', -1)).toEqual(moved);
    const set = setCell(moved, 'race', 'elf', 'mana', 7);
    // Elf wizard's mana: 7 + 12 × level + 5.
    expect(customScreen({ ruleset: set, buildId: 'elf-wizard' }).series[2]?.values[0]).toBe(24);
  });

  it('a table a build picks one row of, given its first row, has every build pick it', () => {
    const blank = {
      ...ruleset,
      tables: [],
      builds: [{ id: 'b', name: 'B', rows: {}, inputs: {} }],
    };
    const { ruleset: withRow, id } = addRow(
      { ...blank, tables: [{ name: 'race', holds: 'one', columns: [], rows: [] }] },
      'race',
    );
    expect(withRow.builds[0]?.rows).toEqual({ race: id });
    // A second row changes no pick.
    expect(addRow(withRow, 'race').ruleset.builds[0]?.rows).toEqual({ race: id });
  });

  it('a new build picks each one-row table’s first row; how a table is held moves the builds', () => {
    const { ruleset: added, id } = addBuild(ruleset, 'Elf Wizard');
    expect(id).toBe('elf-wizard-2');
    expect(added.builds.at(-1)?.rows).toEqual({ race: 'elf', class: 'wizard', item: [] });
    const many = setTableHolds(ruleset, 'race', 'many');
    expect(many.builds[0]?.rows.race).toEqual(['elf']);
    const one = setTableHolds(many, 'race', 'one');
    expect(one.builds[0]?.rows.race).toBe('elf');
    expect(setTableHolds(ruleset, 'race', 'lookup').builds[0]?.rows.race).toBeUndefined();
    const picked = setBuildRows(ruleset, 'elf-wizard', 'race', 'orc');
    expect(picked.builds[0]?.rows.race).toBe('orc');
  });

  it('refuses names formulas cannot read, words of the language and names taken', () => {
    expect(nameProblem('hp bonus', [], 'column')).toMatch(/letters, digits and _/);
    expect(nameProblem('if', [], 'column')).toMatch(/word of the formula language/);
    expect(nameProblem('floor', [], 'table')).toMatch(/word of the formula language/);
    expect(nameProblem('mana', ['mana'], 'column')).toBe('There is already a column called mana.');
    expect(nameProblem('speed', ['mana'], 'column')).toBe(null);
    expect(rowIdProblem('a"b', [])).toMatch(/cannot hold "/);
    expect(rowIdProblem('elf', ['elf'])).toBe('There is already a row elf.');
  });
});
