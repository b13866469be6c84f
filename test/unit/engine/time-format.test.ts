import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatRoughDuration } from '../../../shared/engine/time-format';

/** Reads "1 hour, 2 minutes and 5.5 seconds" back into seconds. */
function parseDuration(text: string): number {
  const units: Record<string, number> = { hour: 3600, minute: 60, second: 1 };
  let total = 0;
  for (const [, count, unit] of text.matchAll(/([\d.]+) (hour|minute|second)s?/g)) {
    total += Number(count) * (units[unit ?? ''] ?? Number.NaN);
  }
  return total;
}

describe('formatDuration', () => {
  it.each([
    [324, '5 minutes and 24 seconds'],
    [288, '4 minutes and 48 seconds'],
    [264, '4 minutes and 24 seconds'],
    [240, '4 minutes'],
    [216, '3 minutes and 36 seconds'],
    [192, '3 minutes and 12 seconds'],
    [168, '2 minutes and 48 seconds'],
    [144, '2 minutes and 24 seconds'],
    [120, '2 minutes'],
    [96, '1 minute and 36 seconds'],
    [60, '1 minute'],
  ])('writes %s seconds as the seed table does: %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [3900, '1 hour and 5 minutes'],
    [3600, '1 hour'],
    [3601, '1 hour and 1 second'],
    [7325, '2 hours, 2 minutes and 5 seconds'],
    [360_000, '100 hours'],
  ])('writes long times with hours: %s seconds is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [86.4, '1 minute and 26.4 seconds'],
    [432 / 7, '1 minute and 1.7 seconds'],
    [59.96, '1 minute'],
    [0.5, '0.5 seconds'],
    [1, '1 second'],
    [1.04, '1 second'],
    [0, '0 seconds'],
    [0.04, '0 seconds'],
  ])('rounds %s seconds to the nearest tenth: %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s seconds', (seconds) => {
    expect(() => formatDuration(seconds)).toThrow(RangeError);
  });

  it('reads back as the duration rounded to a tenth of a second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (tenths) => {
        expect(parseDuration(formatDuration(tenths / 10))).toBeCloseTo(tenths / 10, 6);
      }),
    );
  });
});

describe('formatRoughDuration', () => {
  it.each([
    [3888, 'about an hour'],
    [3570, 'about an hour'],
    [5400, 'about 2 hours'],
    [47 * 3600, 'about 47 hours'],
    [3 * 86_400, 'about 3 days'],
    [2700, 'about 45 minutes'],
    [60, 'about a minute'],
    [59.6, 'about a minute'],
    [20, 'about 20 seconds'],
    [1, 'about a second'],
    [0.3, 'under a second'],
    [0, 'no time'],
  ])('says %s seconds is %s', (seconds, text) => {
    expect(formatRoughDuration(seconds)).toBe(text);
  });

  it('refuses a negative duration', () => {
    expect(() => formatRoughDuration(-5)).toThrow(RangeError);
  });
});
