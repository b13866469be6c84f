import { describe, expect, it } from 'vitest';
import { add, compare, divide, multiply, toFraction } from '../../../shared/engine/fraction';

describe('exact fractions', () => {
  it('reads decimals and simple fractions as exact fractions', () => {
    expect(toFraction(0.1 + 0.2, 'x')).toEqual({ n: 3, d: 10 });
    expect(toFraction(1 / 3, 'x')).toEqual({ n: 1, d: 3 });
    expect(toFraction(-1.05, 'x')).toEqual({ n: -21, d: 20 });
    expect(() => toFraction(1e-7, 'A tiny factor')).toThrow(
      'A tiny factor (1e-7) is not a decimal or fraction that can be exact.',
    );
  });

  it('adds, multiplies, divides and compares exactly', () => {
    const third = toFraction(1 / 3, 'x');
    expect(add(third, third)).toEqual({ n: 2, d: 3 });
    expect(multiply(third, { n: 3, d: 2 })).toEqual({ n: 1, d: 2 });
    expect(divide({ n: 216, d: 1 }, { n: 21, d: 20 })).toEqual({ n: 1440, d: 7 });
    expect(compare({ n: 1, d: 3 }, { n: 2, d: 6 })).toBe(0);
    expect(compare({ n: 1, d: 3 }, { n: 1, d: 2 })).toBe(-1);
    expect(() => divide(third, { n: 0, d: 1 })).toThrow('Cannot divide by zero.');
  });
});
