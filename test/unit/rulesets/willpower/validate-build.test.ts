import { describe, expect, it } from 'vitest';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { validateBuild } from '../../../../shared/rulesets/willpower/validate-build';

const data = makeDefaultWillpowerData();

describe('validateBuild', () => {
  it('accepts the seed example', () => {
    expect(validateBuild(data, TATHREN)).toEqual([]);
  });

  it.each([
    [-5, 'negative'],
    [1e9, 'huge'],
    [Number.NaN, 'not a number'],
    [12.5, 'fractional'],
    [0, 'just below the table'],
    [31, 'just above the table'],
  ])('refuses Willpower %s (%s) with a message naming the stat and range', (wil) => {
    const issues = validateBuild(data, { ...TATHREN, stats: { ...TATHREN.stats, wil } });
    expect(issues).toEqual([
      { field: 'stats.wil', message: 'Willpower must be a whole number from 1 to 30.' },
    ]);
  });

  it('refuses levels outside 1 to 60', () => {
    expect(validateBuild(data, { ...TATHREN, level: 61 })).toEqual([
      { field: 'level', message: 'Level must be a whole number from 1 to 60.' },
    ]);
  });

  it('names a dangling race or class', () => {
    const issues = validateBuild(data, { ...TATHREN, raceId: 'orc', classId: 'monk' });
    expect(issues.map((issue) => issue.field)).toEqual(['raceId', 'classId']);
    expect(issues[0]?.message).toBe('There is no race "orc".');
  });

  it('follows the range of an edited stat table', () => {
    const narrow = { ...data, statModifiers: data.statModifiers.filter((row) => row.score >= 3) };
    expect(validateBuild(narrow, { ...TATHREN, stats: { ...TATHREN.stats, pre: 2 } })).toEqual([
      { field: 'stats.pre', message: 'Presence must be a whole number from 3 to 30.' },
    ]);
  });
});

describe('validateBuild: the build name', () => {
  it.each(['', '   ', 'x'.repeat(61)])('refuses the name %j', (name) => {
    expect(validateBuild(data, { ...TATHREN, name })).toEqual([
      { field: 'name', message: 'A build needs a name of 1 to 60 characters.' },
    ]);
  });
});
