import { describe, expect, it } from 'vitest';
import {
  explainedParts,
  formatExplained,
  formatFactor,
  multiplyFactors,
  sumTerms,
} from '../../../shared/engine/explain';

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

describe('explain traces: products', () => {
  it('multiplies factors and writes halves and quarters as fractions', () => {
    const pace = multiplyFactors([
      { label: 'Poisoned', value: 0.5 },
      { label: 'Resting', value: 2 },
    ]);
    expect(pace).toEqual({
      op: 'product',
      value: 1,
      terms: [
        { label: 'Poisoned', value: 0.5 },
        { label: 'Resting', value: 2 },
      ],
    });
    expect(formatExplained(pace)).toBe('\u00bd (Poisoned) \u00d7 2 (Resting) = 1');
    expect(explainedParts(pace)).toEqual(['\u00bd (Poisoned)', '\u00d7 2 (Resting)', '= 1']);
  });

  it('writes an empty product as 1 = 1', () => {
    const empty = multiplyFactors([]);
    expect(empty.value).toBe(1);
    expect(formatExplained(empty)).toBe('1 = 1');
  });

  it('divides by the factors marked divide, and refuses to divide by zero', () => {
    const perPoint = multiplyFactors([
      { label: 'usual seconds', value: 216 },
      { label: 'pace', value: 2, divide: true },
      { label: '25% faster', value: 1.25, divide: true },
    ]);
    expect(perPoint.value).toBe(86.4);
    expect(formatExplained(perPoint)).toBe(
      '216 (usual seconds) \u00f7 2 (pace) \u00f7 1.25 (25% faster) = 86.4',
    );
    expect(formatExplained(multiplyFactors([{ label: 'pace', value: 4, divide: true }]))).toBe(
      '1 \u00f7 4 (pace) = \u00bc',
    );
    expect(() => multiplyFactors([{ label: 'pace', value: 0, divide: true }])).toThrow(RangeError);
    expect(() => multiplyFactors([{ label: 'odd', value: Number.NaN }])).toThrow(RangeError);
  });

  it('records a ceiling only when it changed the product', () => {
    const bound = { ceiling: 1, reason: 'only up to the usual pace' };
    expect(multiplyFactors([{ label: 'a', value: 0.5 }], bound).clamp).toBeUndefined();
    const capped = multiplyFactors(
      [
        { label: 'Diseased with brain fever', value: 0.25 },
        { label: 'Resting', value: 2 },
        { label: 'In a sanctuary', value: 3 },
      ],
      bound,
    );
    expect(capped.value).toBe(1);
    expect(capped.clamp).toEqual({ unclamped: 1.5, reason: 'only up to the usual pace' });
    expect(formatExplained(capped)).toBe(
      '\u00bc (Diseased with brain fever) \u00d7 2 (Resting) \u00d7 3 (In a sanctuary) = 1.5 \u2192 1 (only up to the usual pace)',
    );
  });

  it('caps a sum at a ceiling too, and keeps sums free of the op field', () => {
    const capped = sumTerms([{ label: 'a', value: 7 }], { ceiling: 5, reason: 'at most 5' });
    expect(capped).toEqual({
      value: 5,
      terms: [{ label: 'a', value: 7 }],
      clamp: { unclamped: 7, reason: 'at most 5' },
    });
    expect('op' in capped).toBe(false);
    expect(formatExplained(capped)).toBe('7 (a) = 7 \u2192 5 (at most 5)');
  });

  it.each([
    [0.5, '\u00bd'],
    [0.25, '\u00bc'],
    [0.75, '\u00be'],
    [0.125, '\u215b'],
    [0.375, '\u215c'],
    [1 / 3, '\u2153'],
    [2 / 3, '\u2154'],
    [0.0625, '0.0625'],
    [0.2, '0.2'],
    [0, '0'],
    [1, '1'],
    [1.5, '1.5'],
    [3, '3'],
    [1.125, '1.125'],
    [432 / 7, '61.7143'],
    [-0.5, '\u2212\u00bd'],
    [-2, '\u22122'],
  ])('writes the factor %s as %s', (value, text) => {
    expect(formatFactor(value)).toBe(text);
  });
});
