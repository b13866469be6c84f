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
});
