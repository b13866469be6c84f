/**
 * Issue #36, item 6: `<ruleset>/grid --with-scores` adds each value column's z-score and each row's
 * outliers, the screen's Outliers list in the same words, so a CLI user sees what the screen shows.
 * The z-scores are checked against the mean and population standard deviation worked out here from
 * the CSV's own values; the outliers against `findOutliers`, which the screen's list draws.
 */
import { describe, expect, it } from 'vitest';
import {
  findOutliers,
  gridReport,
  rowLabel,
  type BalanceGrid,
} from '../../../shared/analysis/grid';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { computeWillpowerGrid } from '../../../shared/rulesets/willpower/grid';
import { readCsv, run } from './cli-harness';

/** The CSV's rows as records by column name, and its header. */
function parsed(csv: string): { header: string[]; rows: Record<string, string>[] } {
  const [header, ...rows] = readCsv(csv);
  if (header === undefined) throw new Error('no header');
  return {
    header,
    rows: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))),
  };
}

describe('willpower/grid --with-scores', () => {
  const levels = ['--levels', '1,60'];

  it('adds a z-score per value column and the row’s outliers, the values unchanged', async () => {
    const plain = parsed((await run(['report', 'willpower/grid', ...levels])).stdout);
    const scored = await run(['report', 'willpower/grid', ...levels, '--with-scores']);
    expect(scored.stderr).toBe('');
    const { header, rows } = parsed(scored.stdout);
    const valueColumns = plain.header.slice(2);
    expect(header).toEqual([
      ...plain.header,
      ...valueColumns.map((column) => `${column}_z`),
      'outliers',
    ]);
    expect(rows.map((row) => plain.header.map((column) => row[column]))).toEqual(
      plain.rows.map((row) => plain.header.map((column) => row[column])),
    );
    for (const column of valueColumns) {
      const values = rows.map((row) => Number(row[column]));
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
      rows.forEach((row, i) => {
        const z = ((values[i] ?? NaN) - mean) / sd;
        expect(Number(row[`${column}_z`])).toBeCloseTo(z, 2);
        // Flagged at |z| ≥ 2 (the screen's default), named by its column's words.
        const phrase = column.startsWith('max_mana') ? 'max mana' : 'max HP';
        const level = column.replace(/.*_l/, '');
        const flagged = (row.outliers ?? '').includes(`${phrase} at level ${level} is`);
        expect(flagged).toBe(Math.abs(z) >= 2);
      });
    }
    expect(rows.some((row) => row.outliers !== '')).toBe(true);
  });

  it('lists each row’s outliers as the screen’s list says them, for a threshold and a band', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/grid',
      ...levels,
      '--with-scores',
      '--flag-at',
      '1.5',
      '--band',
      'max_hp_l60=..150',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const { rows } = parsed(stdout);
    const { data, builds } = makeDefaultProject().willpower;
    const grid = computeWillpowerGrid({
      data,
      base: builds[0]!,
      spec: { levels: [1, 60], measures: ['max-mana', 'max-hp'], spread: null },
    });
    const listed = findOutliers(grid, { z: 1.5, bands: { max_hp_l60: { min: null, max: 150 } } });
    // The screen's list, sentence by sentence, is the CSV's rows' outliers with their names.
    const fromCsv = rows.flatMap((row) =>
      (row.outliers ?? '')
        .split('; ')
        .filter((each) => each !== '')
        .map((phrase) => `${row.race} ${row.class}: ${phrase}`),
    );
    expect([...fromCsv].sort()).toEqual(listed.map((each) => each.sentence).sort());
    expect(fromCsv.some((each) => /above the band's 150$/.test(each))).toBe(true);
    expect(
      listed.map((each) => each.sentence.startsWith(`${rowLabel(grid, grid.rows[each.row]!)}: `)),
    ).not.toContain(false);
  });

  it('takes the bands saved with the project, as the screen does, each replaced by a --band', async () => {
    const project = makeDefaultProject();
    const saved = {
      ...project,
      balance: {
        bands: [
          {
            ruleset: 'willpower',
            column: 'max_hp_l60',
            heading: 'Max HP L60',
            min: null,
            max: 150,
          },
          // Another grid's, and a column not asked for: kept in the file, read by none here.
          { ruleset: 'nethack34', column: 'max_hp_l60', heading: 'HP', min: 1, max: 2 },
          { ruleset: 'willpower', column: 'max_mana_l30', heading: 'Max mana L30', min: 1, max: 2 },
        ],
      },
    };
    const files = { 'p.json': JSON.stringify(saved) };
    const args = ['report', 'willpower/grid', '--project', 'p.json', ...levels, '--with-scores'];
    const outliersOf = async (more: string[]) => {
      const { code, stdout, stderr } = await run([...args, ...more], files);
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      return parsed(stdout).rows.map((row) => row.outliers ?? '');
    };
    const { data, builds } = project.willpower;
    const grid = computeWillpowerGrid({
      data,
      base: builds[0]!,
      spec: { levels: [1, 60], measures: ['max-mana', 'max-hp'], spread: null },
    });
    const phrasesBy = (bands: Record<string, { min: number | null; max: number | null }>) =>
      grid.rows.map((_, r) =>
        findOutliers(grid, { z: 2, bands })
          .filter((each) => each.row === r)
          .sort((a, b) => a.column - b.column)
          .map((each) => each.phrase)
          .join('; '),
      );
    const withSaved = await outliersOf([]);
    expect(withSaved).toEqual(phrasesBy({ max_hp_l60: { min: null, max: 150 } }));
    expect(withSaved.some((each) => /above the band's 150/.test(each))).toBe(true);
    // A --band of the same column replaces the saved one (no "has a band already").
    expect(await outliersOf(['--band', 'max_hp_l60=0..1000'])).toEqual(
      phrasesBy({ max_hp_l60: { min: 0, max: 1000 } }),
    );
  });

  it.each([
    [
      ['--flag-at', '3'],
      '--flag-at 3: it sets the outliers column of --with-scores; give --with-scores too',
    ],
    [
      ['--with-scores', '--flag-at', '0'],
      '--flag-at 0: the threshold must be above 0 and at most 10 standard deviations',
    ],
    [
      ['--with-scores', '--flag-at', 'two'],
      '--flag-at two: the threshold must be above 0 and at most 10 standard deviations',
    ],
    [
      ['--with-scores', '--band', 'max_hp_l60=200..150'],
      '--band max_hp_l60=200..150: Lowest (200) must not be above Highest (150)',
    ],
    [
      ['--with-scores', '--band', 'max_hp_l60=..'],
      '--band max_hp_l60=..: expected LOW..HIGH with an end or both, e.g. 100..300, 100.. or ..300',
    ],
    [
      ['--with-scores', '--band', 'max_hp_l30=1..2'],
      '--band max_hp_l30=1..2: no such column; choose one of max_mana_l1, max_mana_l60, max_hp_l1, max_hp_l60',
    ],
  ] as const)('refuses %j in one line', async (flags, line) => {
    const result = await run(['report', 'willpower/grid', ...levels, ...flags]);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.code).toBe(2);
  });

  it('takes --with-scores on the NetHack and DCSS grids too', async () => {
    for (const report of ['nethack34/grid', 'dcss/grid']) {
      const { code, stdout } = await run(['report', report, '--with-scores']);
      expect(code).toBe(0);
      expect(readCsv(stdout)[0]?.at(-1)).toBe('outliers');
    }
  });
});

describe('gridReport with scores, at the edges', () => {
  /** One column, five rows: four 0s and a 5 (mean 1, population σ 2: the 5 is exactly 2σ). */
  const grid: BalanceGrid = {
    title: 'Edges',
    rowKeys: [{ column: 'build', heading: 'Build' }],
    spreadStat: null,
    raceStats: false,
    basis: '',
    columns: [
      {
        key: 'max_hp_l1',
        measure: 'max-hp',
        level: 1,
        heading: 'Max HP XL1',
        phrase: 'max HP at XL 1',
        decimals: 0,
        better: 'higher',
      },
      {
        key: 'turns_to_full_l1',
        measure: 'turns-to-full',
        level: 1,
        heading: 'Turns to full XL1',
        phrase: 'turns to full at XL 1',
        decimals: 1,
        better: 'lower',
      },
    ],
    rows: [0, 0, 0, 0, 5].map((hp, i) => ({
      key: `b${i}`,
      ids: [`b${i}`],
      names: [`B${i}`],
      score: null,
      // The second column: all 7 but a "never" (no z-score, left out of the mean).
      cells: [hp, i === 0 ? null : 7],
    })),
  };

  it('flags |z| exactly at the threshold, and gives "never" and an even column no z-score', () => {
    const table = gridReport(grid, { z: 2 });
    expect(table.columns).toEqual([
      'build',
      'max_hp_l1',
      'turns_to_full_l1',
      'max_hp_l1_z',
      'turns_to_full_l1_z',
      'outliers',
    ]);
    expect(table.rows.map((row) => row.slice(3))).toEqual([
      [-0.5, '', ''],
      [-0.5, '', ''],
      [-0.5, '', ''],
      [-0.5, '', ''],
      [2, '', 'max HP at XL 1 is 2.0σ above the roster (5)'],
    ]);
    expect(gridReport(grid, { z: 2.01 }).rows[4]?.at(-1)).toBe('');
    expect(gridReport(grid).columns).toEqual(['build', 'max_hp_l1', 'turns_to_full_l1']);
  });
});
