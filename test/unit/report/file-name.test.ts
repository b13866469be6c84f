import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_NAME,
  mendFileName,
  reportFileName,
  slugify,
} from '../../../shared/report/file-name';

describe('reportFileName', () => {
  it('names a file <project>-<report>-<date>.csv', () => {
    expect(
      reportFileName({ project: 'wellspring', report: 'tathren-max-mana', date: '2026-12-02' }),
    ).toBe('wellspring-tathren-max-mana-2026-12-02.csv');
  });

  it('takes the name components pass today, .csv and all', () => {
    expect(
      reportFileName({
        project: DEFAULT_PROJECT_NAME,
        report: 'elf-wizard-hp-distribution.csv',
        date: '2027-01-31',
      }),
    ).toBe('wellspring-elf-wizard-hp-distribution-2027-01-31.csv');
  });

  it('slugs a project name, and falls back to "wellspring" when nothing is left', () => {
    expect(reportFileName({ project: 'My Game: Act II', report: 'x', date: '2026-12-02' })).toBe(
      'my-game-act-ii-x-2026-12-02.csv',
    );
    expect(reportFileName({ project: '***', report: 'x', date: '2026-12-02' })).toBe(
      'wellspring-x-2026-12-02.csv',
    );
  });

  it('never cuts a long report name short, and never lets a path through', () => {
    const report = `${'a'.repeat(60)}-hp-distribution`;
    expect(reportFileName({ project: 'p', report, date: '2026-12-02' })).toBe(
      `p-${report}-2026-12-02.csv`,
    );
    expect(reportFileName({ project: '../x', report: 'a/../b', date: '2026-12-02' })).toBe(
      'x-a-b-2026-12-02.csv',
    );
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    for (const date of ['2026-12-2', '02/12/2026', '2026-13-01', '2026-12-02T10:00', '']) {
      expect(() => reportFileName({ project: 'p', report: 'r', date })).toThrow(RangeError);
    }
  });
});

describe('slugify', () => {
  it('lowercases, keeps letters of any script and digits, and joins the rest with dashes', () => {
    expect(slugify('Tathren (Int 16)')).toBe('tathren-int-16');
    expect(slugify('Élodie Ünal')).toBe('élodie-ünal');
    expect(slugify('***')).toBe('');
  });

  it('cuts to a length without leaving a dash at the end', () => {
    expect(slugify('abc def', 4)).toBe('abc');
  });
});

describe('mendFileName', () => {
  it.each([
    ['a:b?c', 'a-b-c'],
    ['x/y\\z', 'x-y-z'],
    ['tab\there', 'tab-here'],
    ['CON', '_CON'],
    ['nul.csv', '_nul.csv'],
    ['com1.txt', '_com1.txt'],
    ['LPT9.wellspring.json', '_LPT9.wellspring.json'],
    ['report. ', 'report'],
    ['...', 'untitled'],
    ['', 'untitled'],
    ['Con Men', 'Con Men'],
    ['console.csv', 'console.csv'],
    ['balance v1.2', 'balance v1.2'],
  ])('%j → %j', (name, mended) => {
    expect(mendFileName(name)).toBe(mended);
  });

  it('cuts a long name and takes a fallback for nothing', () => {
    expect(mendFileName('x'.repeat(300))).toHaveLength(200);
    expect(mendFileName('', 'project')).toBe('project');
  });
});
