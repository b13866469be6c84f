import { describe, expect, it } from 'vitest';
import { formatExplained, sumTerms } from '../../../shared/engine/explain';

describe('explain traces', () => {
  it('sums terms and keeps them in order', () => {
    const explained = sumTerms([
      { label: 'a', value: 2 },
      { label: 'b', value: -5 },
    ]);
    expect(explained.value).toBe(-3);
    expect(formatExplained(explained)).toBe('2 (a) \u2212 5 (b) = \u22123');
  });

  it('records a floor only when it changed the sum', () => {
    const bound = { floor: 0, reason: 'never below zero' };
    expect(sumTerms([{ label: 'a', value: 1 }], bound).clamp).toBeUndefined();
    const clamped = sumTerms([{ label: 'a', value: -1 }], bound);
    expect(clamped).toEqual({
      value: 0,
      terms: [{ label: 'a', value: -1 }],
      clamp: { unclamped: -1, reason: 'never below zero' },
    });
  });

  it('writes a leading negative term with a minus sign and an empty sum as 0', () => {
    expect(formatExplained(sumTerms([{ label: 'x', value: -2 }]))).toBe('\u22122 (x) = \u22122');
    expect(formatExplained(sumTerms([]))).toBe('0 = 0');
  });
});
