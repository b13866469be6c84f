import { describe, expect, it } from 'vitest';
import { deepWellBonus } from '../../../../shared/rulesets/willpower/deep-well';

const effect = { kind: 'deep-well', perLevels: 4, minimum: 2 } as const;

describe('Deep well (+1 per 4 character levels, at least 2)', () => {
  it('gives at least 2 when taken early', () => {
    expect(deepWellBonus(effect, 1, 1).value).toBe(2);
    expect(deepWellBonus(effect, 11, 5).value).toBe(2);
  });

  it('grows as later levels come: 3 at 12, 15 at 60', () => {
    expect(deepWellBonus(effect, 12, 5).value).toBe(3);
    expect(deepWellBonus(effect, 60, 5).value).toBe(15);
  });

  it('gives nothing before it is taken', () => {
    expect(deepWellBonus(effect, 9, 10).value).toBe(0);
  });

  it('gives its full formula at once when taken late', () => {
    expect(deepWellBonus(effect, 40, 40).value).toBe(10);
  });
});
