import { describe, expect, it } from 'vitest';
import { decimal, parseDecimal } from '../../../src-renderer/lib/field-kinds';

describe('decimal fields', () => {
  it('reads plain decimals, a typographic minus included', () => {
    expect(parseDecimal('1.5', 'Factor')).toEqual({ ok: true, value: 1.5 });
    expect(parseDecimal(' .25 ', 'Factor')).toEqual({ ok: true, value: 0.25 });
    expect(parseDecimal('2.', 'Factor')).toEqual({ ok: true, value: 2 });
    expect(parseDecimal('\u22120.5', 'Factor')).toEqual({ ok: true, value: -0.5 });
  });

  it('refuses NaN, infinities, exponents, hex and separators', () => {
    for (const bad of ['NaN', 'Infinity', '-Infinity', '1e3', '0x10', '1,5', '1.2.3', '.', 'abc']) {
      expect(parseDecimal(bad, 'Factor')).toEqual({
        ok: false,
        message: `Factor must be a number like 1.5, not \u201c${bad}\u201d.`,
      });
    }
    expect(parseDecimal('9'.repeat(400), 'Factor').ok).toBe(false);
    expect(parseDecimal('  ', 'Factor')).toEqual({
      ok: false,
      message: 'Factor is empty: enter a number.',
    });
  });

  it('shows the value as typed and has no arrow steps', () => {
    expect([1.5, 0.25, 2].map(decimal.format)).toEqual(['1.5', '0.25', '2']);
    expect(decimal.stepCandidates).toBeUndefined();
    expect(decimal.inputmode).toBe('decimal');
  });
});
