import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatReportNumber,
  reportCellText,
  roundReportNumber,
} from '../../../shared/report/format-number';

describe('formatReportNumber', () => {
  it('writes sums and ratios without float noise', () => {
    expect(formatReportNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatReportNumber(1 / 3)).toBe('0.333333333333333');
    expect(formatReportNumber(2 / 3)).toBe('0.666666666666667');
    expect(formatReportNumber(1.1 * 3)).toBe('3.3');
    expect(formatReportNumber(100 * 1.1)).toBe('110');
  });

  it('writes whole numbers and short decimals as they are', () => {
    expect(formatReportNumber(18)).toBe('18');
    expect(formatReportNumber(-5)).toBe('-5');
    expect(formatReportNumber(0.5)).toBe('0.5');
    expect(formatReportNumber(123456789012345)).toBe('123456789012345');
    expect(formatReportNumber(0.000001)).toBe('0.000001');
  });

  it('keeps 15 significant digits and drops the noise beyond', () => {
    expect(formatReportNumber(1e9 / 7)).toBe('142857142.857143');
    expect(formatReportNumber(Math.PI / 10)).toBe('0.314159265358979');
    // Integers past 15 digits are rounded too (no game number gets near them).
    expect(formatReportNumber(2 ** 53)).toBe('9007199254740990');
  });

  it('writes minus zero as 0', () => {
    expect(formatReportNumber(-0)).toBe('0');
    expect(formatReportNumber(-Number.MIN_VALUE / 2)).toBe('0');
  });

  it('writes magnitudes from 1e21 up and below 1e-6 with an exponent, as JavaScript does', () => {
    expect(formatReportNumber(1e21)).toBe('1e+21');
    expect(formatReportNumber(1e20)).toBe('100000000000000000000');
    expect(formatReportNumber(-1.5e300)).toBe('-1.5e+300');
    expect(formatReportNumber(1e-7)).toBe('1e-7');
    expect(formatReportNumber(-2.5e-12)).toBe('-2.5e-12');
    expect(formatReportNumber(0.1 ** 10)).toBe('1e-10');
    expect(formatReportNumber(Number.MIN_VALUE)).toBe('5e-324');
  });

  it('keeps the largest doubles, which 15 digits would round up to Infinity, as they are', () => {
    expect(formatReportNumber(Number.MAX_VALUE)).toBe('1.7976931348623157e+308');
    expect(formatReportNumber(-Number.MAX_VALUE)).toBe('-1.7976931348623157e+308');
  });

  it('refuses NaN and infinities with a RangeError', () => {
    expect(() => formatReportNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatReportNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatReportNumber(Number.NEGATIVE_INFINITY)).toThrow(/-Infinity/);
  });

  it('reads back as the value rounded to 15 significant digits, in at most 15 digits', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatReportNumber(value);
        expect(Number(text)).toBe(roundReportNumber(value));
        if (Math.abs(value) >= 1e-300) {
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(Math.abs(value) * 1e-14);
        }
        if (Math.abs(value) > 1.79769313486231e308) return;
        const digits = text
          .replace(/e.*$/, '')
          .replace(/[-.]/g, '')
          .replace(/^0+|0+$/g, '');
        expect(digits.length).toBeLessThanOrEqual(15);
        expect(text).not.toMatch(/^-0$|NaN|Infinity/);
      }),
    );
  });
});

describe('reportCellText', () => {
  it('shows text as it is and numbers as the CSV writes them', () => {
    expect(reportCellText('=SUM(A1)')).toBe('=SUM(A1)');
    expect(reportCellText('0.30000000000000004')).toBe('0.30000000000000004');
    expect(reportCellText(0.1 + 0.2)).toBe('0.3');
    expect(reportCellText(-0)).toBe('0');
  });

  it('shows an engine bug as NaN rather than breaking the page', () => {
    expect(reportCellText(Number.NaN)).toBe('NaN');
    expect(reportCellText(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
