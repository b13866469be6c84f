import { describe, expect, it } from 'vitest';
import { changeTable, diffReport, diffTables, exceeds } from '../../../shared/diff/result-diff';
import type { ReportTable } from '../../../shared/report/report-table';

const curve = (rows: (string | number)[][], columns = ['level', 'max_mana']): ReportTable => ({
  title: 't',
  columns,
  rows,
});

describe('diffTables', () => {
  it('lists only the cells that moved, keyed by level, with the change and its percentage', () => {
    const changes = diffTables(
      'willpower/curves',
      'tathren',
      curve([
        [1, 18],
        [2, 26],
        [3, 0],
      ]),
      curve([
        [1, 18],
        [2, 27],
        [3, 2],
      ]),
    );
    expect(changes).toEqual([
      {
        report: 'willpower/curves',
        build: 'tathren',
        row: '2',
        rowKey: 'level',
        column: 'max_mana',
        base: 26,
        next: 27,
        change: 1,
        percent: 3.846153846,
      },
      // From 0: no percentage, so it is past any --fail-over.
      {
        report: 'willpower/curves',
        build: 'tathren',
        row: '3',
        rowKey: 'level',
        column: 'max_mana',
        base: 0,
        next: 2,
        change: 2,
        percent: null,
      },
    ]);
    expect(exceeds(changes[0]!, 3)).toBe(true);
    expect(exceeds(changes[0]!, 4)).toBe(false);
    expect(exceeds(changes[1]!, 1000)).toBe(true);
  });

  it('matches rows without ids by race and class: a renamed or deleted race is removed and added', () => {
    const columns = ['race', 'class', 'max_mana_l1'];
    const base = curve(
      [
        ['Elf', 'Wizard', 18],
        ['Elf', 'Witch', 16],
        ['Kobold', 'Wizard', 15],
        ['Gnome', 'Wizard', 18],
      ],
      columns,
    );
    const next = curve(
      [
        ['Elf', 'Wizard', 19],
        ['Elf', 'Witch', 17],
        ['Gnomish', 'Wizard', 18],
      ],
      columns,
    );
    const changes = diffTables('willpower/grid', '', base, next);
    expect(changes.map((c) => [c.row, c.base, c.next, c.change])).toEqual([
      ['Elf / Wizard', 18, 19, 1],
      ['Elf / Witch', 16, 17, 1],
      ['Gnomish / Wizard', null, 18, null],
      ['Kobold / Wizard', 15, null, null],
      ['Gnome / Wizard', 18, null, null],
    ]);
  });

  it('matches rows by their ids when both tables carry them: a rename moves nothing', () => {
    const columns = ['race', 'class', 'max_mana_l1'];
    const base: ReportTable = {
      ...curve(
        [
          ['Elf', 'Wizard', 18],
          ['Elf', 'Witch', 16],
          ['Kobold', 'Wizard', 15],
          ['Gnome', 'Wizard', 18],
        ],
        columns,
      ),
      rowIds: ['elf/wizard', 'elf/witch', 'kobold/wizard', 'gnome/wizard'],
    };
    const next: ReportTable = {
      ...curve(
        [
          ['Gnomish', 'Wizard', 18],
          ['Elf', 'Wizard', 19],
          ['Elf', 'Witch', 16],
        ],
        columns,
      ),
      rowIds: ['gnome/wizard', 'elf/wizard', 'elf/witch'],
    };
    const changes = diffTables('willpower/grid', '', base, next);
    // The Gnome rows are the same rows renamed: no cell moved. The row is named as it reads now.
    expect(changes.map((c) => [c.row, c.base, c.next])).toEqual([
      ['Elf / Wizard', 18, 19],
      ['Kobold / Wizard', 15, null],
    ]);
    const renamedOnly = diffTables('g', '', base, {
      ...base,
      rows: base.rows.map((row) => (row[0] === 'Gnome' ? ['Gnomish', ...row.slice(1)] : row)),
    });
    expect(renamedOnly).toEqual([]);
    // One table without ids: the names are all there is to match by.
    expect(diffTables('g', '', base, { ...next, rowIds: undefined }).length).toBe(4);
  });

  it('reports a word that replaced a number, a column that came, and a build that went', () => {
    const base = curve([[1, 'never']], ['level', 'seconds']);
    const next = curve([[1, 86.4, 5]], ['level', 'seconds', 'extra']);
    expect(
      diffTables('r', 'b', base, next).map((c) => [c.column, c.base, c.next, c.percent]),
    ).toEqual([
      ['seconds', 'never', 86.4, null],
      ['extra', null, 5, null],
    ]);
    expect(diffTables('r', 'gone', base, null)).toEqual([
      {
        report: 'r',
        build: 'gone',
        row: '1',
        rowKey: 'level',
        column: 'seconds',
        base: 'never',
        next: null,
        change: null,
        percent: null,
      },
    ]);
    expect(diffTables('r', 'b', base, base)).toEqual([]);
  });

  it('writes the CSV columns, empty where a side has no value, percent to 2 decimals', () => {
    const table = diffReport(
      diffTables('willpower/curves', 'tathren', curve([[1, 3]]), curve([[1, 4]])).concat(
        diffTables('r', 'gone', curve([[1, 5]]), null),
      ),
    );
    expect(table.columns).toEqual([
      'report',
      'build',
      'row',
      'column',
      'base',
      'new',
      'change',
      'percent',
    ]);
    expect(table.rows).toEqual([
      ['willpower/curves', 'tathren', '1', 'max_mana', 3, 4, 1, 33.33],
      ['r', 'gone', '1', 'max_mana', 5, '', '', ''],
    ]);
  });
});

describe('changeTable', () => {
  it('writes each moved cell with its baseline, current value, change and percentage', () => {
    const table = changeTable(
      curve([
        [1, 18],
        [2, 26],
      ]),
      curve([
        [1, 18],
        [2, 27],
        [3, 30],
      ]),
    );
    expect(table.title).toBe('t: change from the baseline');
    expect(table.columns).toEqual(['level', 'measure', 'baseline', 'current', 'change', 'percent']);
    expect(table.rows).toEqual([
      ['2', 'Max mana', 26, 27, 1, 3.85],
      // A level only the current table has: no baseline, no change.
      ['3', 'Max mana', '', 30, '', ''],
    ]);
  });
});
