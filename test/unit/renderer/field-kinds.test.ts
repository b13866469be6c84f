import { describe, expect, it } from 'vitest';
import { signedWholeNumber, text, wholeNumber } from '../../../src-renderer/lib/field-kinds';

describe('field kinds', () => {
  it('tries the full arrow step first, then smaller ones, so a big step stops at the limit', () => {
    expect(wholeNumber.stepCandidates?.(58, 1, true)).toEqual([63, 62, 61, 60, 59]);
    expect(wholeNumber.stepCandidates?.(3, -1, false)).toEqual([2]);
  });

  it('shows modifiers with their sign, as the rules texts write them', () => {
    expect([2, 0, -1].map(signedWholeNumber.format)).toEqual(['+2', '0', '-1']);
    expect(signedWholeNumber.parse('+2', 'Modifier')).toEqual({ ok: true, value: 2 });
  });

  it('trims text and refuses an empty one', () => {
    expect(text.parse('  Tathren ', 'Name')).toEqual({ ok: true, value: 'Tathren' });
    expect(text.parse('   ', 'Name')).toEqual({ ok: false, message: 'Name is empty.' });
  });

  it('takes a text of 200 characters and refuses 201, as a project file does', () => {
    expect(text.parse(` ${'a'.repeat(200)} `, 'Name')).toEqual({
      ok: true,
      value: 'a'.repeat(200),
    });
    expect(text.parse('a'.repeat(201), 'Name')).toEqual({
      ok: false,
      message: 'Name holds at most 200 characters (this is 201).',
    });
  });
});
