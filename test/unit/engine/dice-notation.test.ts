import { describe, expect, it } from 'vitest';
import { checkDice, parseDice } from '../../../shared/engine/dice-notation';
import { mean, probabilityOf, uniform, convolvePower } from '../../../shared/engine/dist';

describe('parseDice', () => {
  it('reads dice, numbers and signs as an exact distribution', () => {
    const twoD6 = parseDice('2d6+1');
    expect(twoD6.offset).toBe(3);
    expect(twoD6.probs).toHaveLength(11);
    expect(probabilityOf(twoD6, 8)).toBeCloseTo(6 / 36, 15);
    expect(mean(parseDice('d8'))).toBeCloseTo(4.5, 12);
    expect(parseDice(' 1d6 + 1d4 - 1 ').offset).toBe(1);
    expect(parseDice('7')).toEqual({ offset: 7, probs: [1] });
    expect(parseDice('3D4').probs).toEqual(convolvePower(uniform(1, 4), 3).probs);
    expect(mean(parseDice('1d6-1d6'))).toBeCloseTo(0, 12);
  });

  it('names the term it cannot read, and the limits', () => {
    expect(checkDice('2d6+1')).toBeNull();
    expect(checkDice('')).toBe('Write dice like 2d6+1, or a whole number.');
    expect(checkDice('2x6')).toBe('"2x6" is not dice like 2d6 or a whole number.');
    expect(checkDice('2d6+')).toBe('"+" is not dice like 2d6 or a whole number.');
    expect(checkDice('1.5d6')).toMatch(/^"1\.5d6" is not dice/);
    expect(checkDice('0d6')).toBe('"0d6": from 1 to 100 dice.');
    expect(checkDice('101d6')).toBe('"101d6": from 1 to 100 dice.');
    expect(checkDice('1d0')).toBe('"1d0": a die has from 1 to 1000 sides.');
    expect(checkDice('1d1001')).toBe('"1d1001": a die has from 1 to 1000 sides.');
    expect(checkDice('100001')).toBe('"100001": a number is at most 100000.');
    expect(checkDice(Array.from({ length: 13 }, () => '1').join('+'))).toBe(
      'At most 12 terms (this has 13).',
    );
    expect(() => parseDice('lots')).toThrow(RangeError);
    // Wide dice are refused before they are convolved: the worker would take seconds.
    expect(checkDice('100d100+1')).toBeNull();
    expect(checkDice('100d1000+100d1000')).toBe(
      'These dice spread over 199801 values; at most 10001 (100d100 is 9901).',
    );
  });
});
