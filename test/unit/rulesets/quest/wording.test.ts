import { describe, expect, it } from 'vitest';
import {
  exactChanceText,
  indefiniteArticle,
  percentText,
  withArticle,
} from '../../../../shared/rulesets/quest/wording';

describe('the Quest screen’s wording', () => {
  it('says “an” before the numbers read with a vowel sound: an 8, an 11, an 18, an 80…', () => {
    expect([8, 11, 18, 80, 83, 89, 800, 899].map(withArticle)).toEqual([
      'an 8',
      'an 11',
      'an 18',
      'an 80',
      'an 83',
      'an 89',
      'an 800',
      'an 899',
    ]);
  });

  it('says “a” before every other number: a 1, a 7, a 12, a 100, a 110, a 0', () => {
    for (const n of [0, 1, 2, 7, 9, 10, 12, 17, 19, 20, 28, 81 - 2, 90, 100, 108, 110, 118, 180]) {
      expect(indefiniteArticle(n), String(n)).toBe('a');
    }
  });

  it('reads thousands by their leading group: an 8000, an 11000, a 1800, a 12000', () => {
    expect(indefiniteArticle(8000)).toBe('an');
    expect(indefiniteArticle(11_000)).toBe('an');
    expect(indefiniteArticle(18_500)).toBe('an');
    expect(indefiniteArticle(800_000)).toBe('an');
    expect(indefiniteArticle(1800)).toBe('a');
    expect(indefiniteArticle(12_000)).toBe('a');
    expect(indefiniteArticle(-8)).toBe('a');
  });

  it('writes an exact chance as a reduced fraction of the outcomes, with the percentage', () => {
    expect(exactChanceText(15 / 36, 36)).toBe('5/12 (41.7%)');
    expect(exactChanceText(32 / 64, 64)).toBe('1/2 (50%)');
    expect(exactChanceText(1 / 36, 36)).toBe('1/36 (2.8%)');
    expect(exactChanceText(575 / 1296, 1296)).toBe('575/1296 (44.4%)');
    expect(exactChanceText(0, 36)).toBe('0 (0%)');
    expect(exactChanceText(1, 36)).toBe('1 (100%)');
  });

  it('falls back to the percentage when the chance is not a whole number of outcomes', () => {
    expect(exactChanceText(1 - (21 / 36) ** 2, 36)).toBe('66%');
    expect(exactChanceText(0.5, 46_656)).toBe('50%');
    expect(percentText(1 / 3)).toBe('33.3%');
  });
});
