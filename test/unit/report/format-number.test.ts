import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatReportNumber,
  REPORT_ZERO_BELOW,
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

  it('never writes an exponent: large and small magnitudes are written out', () => {
    expect(formatReportNumber(1e21)).toBe('1000000000000000000000');
    expect(formatReportNumber(1e20)).toBe('100000000000000000000');
    expect(formatReportNumber(-1.5e22)).toBe('-15000000000000000000000');
    expect(formatReportNumber(1e-7)).toBe('0.0000001');
    expect(formatReportNumber(-2.5e-12)).toBe('-0.0000000000025');
    expect(formatReportNumber(0.1 ** 10)).toBe('0.0000000001');
    expect(formatReportNumber(1.23456789012345e-9)).toBe('0.00000000123456789012345');
  });

  it('writes 0 below 1e-15 in size: a 1-in-10^29 roll is 0, not "1.8e-29"', () => {
    expect(REPORT_ZERO_BELOW).toBe(1e-15);
    expect(formatReportNumber(1.79858789909e-29)).toBe('0');
    expect(formatReportNumber(-9.99e-16)).toBe('0');
    expect(formatReportNumber(Number.MIN_VALUE)).toBe('0');
    expect(formatReportNumber(1e-15)).toBe('0.000000000000001');
  });

  it('keeps the largest doubles, which 15 digits would round up to Infinity, as they are', () => {
    expect(roundReportNumber(Number.MAX_VALUE)).toBe(Number.MAX_VALUE);
    expect(formatReportNumber(-Number.MAX_VALUE)).toBe(`-17976931348623157${'0'.repeat(292)}`);
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
        if (Math.abs(value) >= 1e-15) {
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(Math.abs(value) * 1e-14);
        } else {
          expect(text).toBe('0');
        }
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        if (Math.abs(value) > 1.79769313486231e308) return;
        const digits = text.replace(/[-.]/g, '').replace(/^0+|0+$/g, '');
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
