import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exactProbabilityText,
  isProbabilityStyle,
  PROBABILITY_STYLES,
  probabilityText,
} from '../../../shared/report/probability-text';

describe('probabilityText', () => {
  it('writes a chance in each style', () => {
    const rows = [
      [5 / 12, '41.7%', '1 in 2.4', '0.417'],
      [0.5, '50%', '1 in 2', '0.5'],
      [0.05, '5%', '1 in 20', '0.05'],
      [2 / 3, '66.7%', 'all but 1 in 3', '0.667'],
      [0, '0%', 'never', '0'],
      [1, '100%', 'certain', '1'],
    ] as const;
    for (const [p, percent, fraction, decimal] of rows) {
      expect([
        probabilityText(p, 'percent'),
        probabilityText(p, 'fraction'),
        probabilityText(p, 'decimal'),
      ]).toEqual([percent, fraction, decimal]);
    }
  });

  it('keeps two significant digits of a small chance, and of the complement of a near-certain one', () => {
    expect(probabilityText(0.00043, 'percent')).toBe('0.043%');
    expect(probabilityText(0.00043, 'fraction')).toBe('1 in 2,300');
    expect(probabilityText(0.00043, 'decimal')).toBe('0.00043');
    expect(probabilityText(0.9997, 'percent')).toBe('99.97%');
    expect(probabilityText(0.9997, 'fraction')).toBe('all but 1 in 3,300');
    expect(probabilityText(0.9997, 'decimal')).toBe('0.9997');
    // Below one in a million: said as less than it, never as 0 (it is not impossible).
    expect(probabilityText(1e-9, 'percent')).toBe('<0.0001%');
    expect(probabilityText(1 - 1e-9, 'percent')).toBe('>99.9999%');
  });

  it('never writes an exponent, NaN or a chance of 0 for a chance above 0', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...PROBABILITY_STYLES.map((style) => style.id)),
        (p, style) => {
          const text = probabilityText(p, style);
          expect(text).not.toMatch(/e[+-]?\d|NaN|Infinity/);
          if (p > 0) expect(text).not.toMatch(/^(0%|0|never)$/);
          if (p < 1) expect(text).not.toMatch(/^(100%|1|certain)$/);
        },
      ),
    );
  });

  it('reads a sum of probabilities a rounding error past 1 or 0 as 1 or 0', () => {
    expect(probabilityText(1.0000000000000002, 'percent')).toBe('100%');
    expect(probabilityText(-1e-17, 'decimal')).toBe('0');
  });

  it('refuses what is not a chance', () => {
    expect(() => probabilityText(1.5, 'percent')).toThrow(RangeError);
    expect(() => probabilityText(Number.NaN, 'decimal')).toThrow(RangeError);
  });

  it('knows its styles', () => {
    expect(isProbabilityStyle('fraction')).toBe(true);
    expect(isProbabilityStyle('odds')).toBe(false);
  });
});

describe('exactProbabilityText', () => {
  it('puts the exact fraction of a dice roll first, as the seed example reads (2d6: 5/12)', () => {
    expect(exactProbabilityText(15 / 36, 36, 'percent')).toBe('5/12 (41.7%)');
    expect(exactProbabilityText(15 / 36, 36, 'decimal')).toBe('5/12 (0.417)');
    expect(exactProbabilityText(15 / 36, 36, 'fraction')).toBe('5/12');
    expect(exactProbabilityText(575 / 1296, 1296, 'percent')).toBe('575/1296 (44.4%)');
    expect(exactProbabilityText(0, 36, 'percent')).toBe('0 (0%)');
    expect(exactProbabilityText(1, 36, 'decimal')).toBe('1');
    expect(exactProbabilityText(1, 36, 'fraction')).toBe('certain');
  });

  it('reads as the Quest screen always did in percent (1/36, 1/2 of 3d4 against 8+)', () => {
    expect(exactProbabilityText(1 / 36, 36, 'percent')).toBe('1/36 (2.8%)');
    expect(exactProbabilityText(32 / 64, 64, 'percent')).toBe('1/2 (50%)');
    expect(exactProbabilityText(1, 36, 'percent')).toBe('1 (100%)');
  });

  it('falls back to the plain chance when it is no whole number of the outcomes', () => {
    expect(exactProbabilityText(1 - (21 / 36) ** 2, 36, 'percent')).toBe('66%');
    expect(exactProbabilityText(0.5, 46_656, 'percent')).toBe('50%');
    expect(exactProbabilityText(0.3, 36, 'percent')).toBe('30%');
    expect(exactProbabilityText(1 / 3, 36 ** 3, 'percent')).toBe('33.3%');
  });
});
