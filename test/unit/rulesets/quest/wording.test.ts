import { describe, expect, it } from 'vitest';
import { indefiniteArticle, withArticle } from '../../../../shared/rulesets/quest/wording';

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
});
