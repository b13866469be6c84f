import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from '../../../src-renderer/lib/parse-whole-number';

describe('parseWholeNumber', () => {
  it.each([
    ['15', 15],
    [' 7 ', 7],
    ['-5', -5],
    ['\u22125', -5],
    ['+3', 3],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parseWholeNumber(text, 'Intelligence')).toEqual({ ok: true, value });
  });

  it('says an empty field is empty', () => {
    expect(parseWholeNumber('  ', 'Willpower')).toEqual({
      ok: false,
      message: 'Willpower is empty: enter a whole number.',
    });
  });

  it.each(['abc', '1e9', '12.5', '1,000', '0x10', 'NaN', 'Infinity', '--3'])(
    'refuses %j, quoting what was typed',
    (text) => {
      expect(parseWholeNumber(text, 'Presence')).toEqual({
        ok: false,
        message: `Presence must be a whole number, not \u201c${text}\u201d.`,
      });
    },
  );

  it('reads digits beyond what a double holds exactly, so the range check can name the range', () => {
    expect(parseWholeNumber('99999999999999999999', 'Level')).toEqual({ ok: true, value: 1e20 });
  });
});
