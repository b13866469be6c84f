import { describe, expect, it } from 'vitest';
import {
  columnSpreads,
  findOutliers,
  gridReport,
  RACE_CLASS_KEYS,
  spreadScores,
  zScore,
  type BalanceGrid,
} from '../../../shared/analysis/grid';
import {
  checkStatSpread,
  defaultGridLevels,
  formatGridLevels,
  parseGridLevels,
  parseScoreRange,
} from '../../../shared/analysis/grid-spec';

/** Five rows, one column: 10, 10, 10, 10 and a planted 30 (mean 14, sd 8 → z 2). */
function plantedGrid(last: number): BalanceGrid {
  const values = [10, 10, 10, 10, last];
  return {
    title: 'Test grid',
    rowKeys: RACE_CLASS_KEYS,
    spreadStat: null,
    raceStats: false,
    basis: '',
    columns: [
      {
        key: 'max_mana_l30',
        measure: 'max-mana',
        level: 30,
        heading: 'Max mana L30',
        phrase: 'max mana at 30',
        decimals: 0,
        better: 'higher',
      },
    ],
    rows: values.map((value, i) => ({
      key: `r${i}`,
      ids: ['gnome', `c${i}`],
      names: ['Gnome', i === 4 ? 'Wizard' : `Class ${i}`],
      score: null,
      cells: [value],
    })),
  };
}

describe('columnSpreads and zScore', () => {
  it('takes the population mean and standard deviation of each column', () => {
    const [spread] = columnSpreads(plantedGrid(30));
    expect(spread).toEqual({ mean: 14, sd: 8, min: 10, max: 30, n: 5 });
    expect(zScore(30, spread ?? null)).toBe(2);
    expect(zScore(10, spread ?? null)).toBe(-0.5);
  });

  it('leaves out "never" cells and has no z where every value is the same', () => {
    const grid = plantedGrid(10);
    const withNever = {
      ...grid,
      rows: [...grid.rows, { ...grid.rows[0]!, key: 'n', cells: [null] }],
    };
    const [spread] = columnSpreads(withNever);
    expect(spread).toMatchObject({ mean: 10, sd: 0, n: 5 });
    expect(zScore(10, spread ?? null)).toBeNull();
    expect(zScore(null, spread ?? null)).toBeNull();
  });
});

describe('findOutliers', () => {
  it('flags a value at 2σ and says which build, measure, level and side', () => {
    const outliers = findOutliers(plantedGrid(30), { z: 2 });
    expect(outliers).toEqual([
      {
        row: 4,
        column: 0,
        value: 30,
        z: 2,
        sentence: 'Gnome Wizard: max mana at 30 is 2.0σ above the roster (30)',
        phrase: 'max mana at 30 is 2.0σ above the roster (30)',
      },
    ]);
    expect(findOutliers(plantedGrid(30), { z: 2.1 })).toEqual([]);
  });

  it('flags a value outside the band the designer sets', () => {
    const outliers = findOutliers(plantedGrid(30), {
      z: 3,
      bands: { max_mana_l30: { min: 11, max: null } },
    });
    expect(outliers.map((outlier) => outlier.sentence)).toEqual([
      "Gnome Class 0: max mana at 30 is 10, below the band's 11",
      "Gnome Class 1: max mana at 30 is 10, below the band's 11",
      "Gnome Class 2: max mana at 30 is 10, below the band's 11",
      "Gnome Class 3: max mana at 30 is 10, below the band's 11",
    ]);
  });

  it('takes a column’s band as what is acceptable there: inside it, no σ flags a value', () => {
    // The Gnome Wizard's 30 is 2σ above the roster: flagged by its z-score without a band…
    expect(findOutliers(plantedGrid(30), { z: 2 })).toHaveLength(1);
    // …accepted inside a band (at its very end too), and flagged by the band past it.
    for (const band of [
      { min: null, max: 30 },
      { min: 10, max: 30 },
    ]) {
      expect(findOutliers(plantedGrid(30), { z: 2, bands: { max_mana_l30: band } })).toEqual([]);
    }
    const past = findOutliers(plantedGrid(30), {
      z: 2,
      bands: { max_mana_l30: { min: null, max: 29.5 } },
    });
    expect(past.map((outlier) => outlier.sentence)).toEqual([
      "Gnome Wizard: max mana at 30 is 30, above the band's 29.5",
    ]);
    // A band on another column leaves this one to the z-score.
    expect(
      findOutliers(plantedGrid(30), { z: 2, bands: { max_hp_l30: { min: 0, max: 1 } } }),
    ).toHaveLength(1);
  });
});

describe('gridReport', () => {
  it('writes race, class, the spread stat and a column per measure and level', () => {
    const grid = { ...plantedGrid(30), spreadStat: 'Int' };
    const withScore = { ...grid, rows: grid.rows.map((row) => ({ ...row, score: 12 })) };
    const report = gridReport(withScore);
    expect(report.columns).toEqual(['race', 'class', 'int', 'max_mana_l30']);
    expect(report.headings).toEqual(['Race', 'Class', 'Int', 'Max mana L30']);
    expect(report.rows[4]).toEqual(['Gnome', 'Wizard', 12, 30]);
  });
});

describe('the grid fields and flags', () => {
  it('reads levels with commas or spaces, sorted, repeats dropped', () => {
    expect(parseGridLevels('30, 1 10,,10', 60)).toEqual({ ok: true, value: [1, 10, 30] });
  });

  it('reads ranges, every level of the game included', () => {
    expect(parseGridLevels('1..60', 60)).toEqual({
      ok: true,
      value: Array.from({ length: 60 }, (_, i) => i + 1),
    });
    expect(parseGridLevels('1 .. 30 : 10, 60', 60)).toEqual({ ok: true, value: [1, 11, 21, 60] });
    expect(parseGridLevels('5..5', 60)).toEqual({ ok: true, value: [5] });
  });

  it('shows runs as ranges, and reads back what it shows', () => {
    for (const [levels, text] of [
      [[1, 10, 30, 60], '1, 10, 30, 60'],
      [Array.from({ length: 60 }, (_, i) => i + 1), '1..60'],
      [[1, 2, 5, 6, 7, 8, 30], '1, 2, 5..8, 30'],
    ] as const) {
      expect(formatGridLevels(levels)).toBe(text);
      expect(parseGridLevels(text, 60)).toEqual({ ok: true, value: levels });
    }
  });

  it.each([
    [
      '',
      'Give one or more levels: whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    ],
    [
      '1, 61',
      '"61" is not a level: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    ],
    [
      '1.5',
      '"1.5" is not a level: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    ],
    [
      '1..61',
      '"1..61" is not a range of levels: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    ],
    [
      '30..10',
      '"30..10" is not a range of levels: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    ],
    [
      '1..60:0',
      '"1..60:0" is not a range of levels: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth).',
    ],
  ])('refuses levels %j', (text, message) => {
    expect(parseGridLevels(text, 60)).toEqual({ ok: false, message });
  });

  it('opens on 1, 10, 30, 60, or up to the last level of a shorter game', () => {
    expect(defaultGridLevels(60)).toEqual([1, 10, 30, 60]);
    expect(defaultGridLevels(30)).toEqual([1, 10, 30]);
    expect(defaultGridLevels(27)).toEqual([1, 10, 27]);
  });

  it('reads a range as the CLI writes it', () => {
    expect(parseScoreRange('8..18:2')).toEqual({ from: 8, to: 18, step: 2 });
    expect(parseScoreRange(' 8 .. 18 ')).toEqual({ from: 8, to: 18, step: 1 });
    expect(parseScoreRange('12')).toBe(12);
    expect(parseScoreRange('8-18')).toBeNull();
    expect(spreadScores({ stat: 'int', from: 8, to: 18, step: 4 })).toEqual([8, 12, 16]);
  });

  it('checks a spread against the stat table and the size of the grid', () => {
    const range = { min: 3, max: 25 };
    expect(checkStatSpread({ stat: 'int', from: 8, to: 18, step: 2 }, range, 100)).toBeNull();
    expect(checkStatSpread({ stat: 'int', from: 18, to: 8, step: 2 }, range, 100)).toBe(
      'From (18) must not be above To (8).',
    );
    expect(checkStatSpread({ stat: 'int', from: 8, to: 26, step: 2 }, range, 100)).toBe(
      'To must be a whole number from 3 to 25.',
    );
    expect(checkStatSpread({ stat: 'int', from: 8, to: 18, step: 0 }, range, 100)).toBe(
      'Step must be a whole number of 1 or more.',
    );
    expect(checkStatSpread({ stat: 'int', from: 3, to: 25, step: 1 }, range, 1000)).toBe(
      'That makes 23,000 rows; at most 20,000 (use a larger step).',
    );
  });
});
