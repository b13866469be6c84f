/**
 * A ruleset's own functions (`die(n) = if n > 0 then d(n) else 0`): written into each formula that
 * calls them, each call rolling its own dice, a roll passed by name read as one roll, and every
 * misuse refused in words.
 */
import { describe, expect, it } from 'vitest';
import { pairsOf } from '../../../shared/formula/outcomes';
import { evaluation, problems } from './formula-fixtures';

describe('functions of a ruleset', () => {
  it('are written into each call: an optional die is one line, not six', () => {
    const run = evaluation(
      'die(n) = if n > 0 then d(n) else 0\nhp = die(class.hit_die) + die(0) + die(race.hp_bonus)',
    );
    // The elf wizard: d6 + 0 + d2, from 2 to 8.
    const hp = new Map(pairsOf(run.value('hp', 1)));
    expect([...hp.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(hp.get(2)).toBeCloseTo(1 / 12, 14);
  });

  it('roll their dice afresh at each call, and read a roll passed by name as one roll', () => {
    const run = evaluation(
      'roll(n) = d(n)\nf(x) = x - x\nr = d6\nspread = roll(6) - roll(6)\nsame = f(r)',
    );
    expect(new Map(pairsOf(run.value('spread', 1))).get(0)).toBeCloseTo(6 / 36, 14);
    expect(run.value('same', 1)).toBe(0);
    expect(problems('f(x) = x - x\nv = f(d6)')).toEqual([
      [
        'v',
        'd6',
        'Pass a roll to f by its name (r = d6, then f(r)), so that it is one roll wherever f reads it.',
      ],
    ]);
  });

  it('refuse a wrong count of values, a function calling itself, a unit, a name read bare', () => {
    expect(problems('f(a, b) = a + b\nv = f(1)')[0]?.[2]).toBe('f takes 2 values (a, b), not 1.');
    expect(problems('f(a) = g(a)\ng(a) = f(a)\nv = f(1)')[0]?.[2]).toBe(
      'f calls itself: f → g → f. A function cannot; use prev() in a formula.',
    );
    expect(problems('f(a): hp = a\nv = f(1)')[0]?.[2]).toBe(
      'A function has no unit of its own: give one to the formulas that call f.',
    );
    expect(problems('f(a) = a\nv = f + 1')[0]?.[2]).toBe(
      'f is a function: call it with its values, f(…).',
    );
    expect(problems('f(a, a) = a\nv = f(1, 2)')[0]?.[2]).toBe('f names a twice.');
    expect(problems('f(a) = a\nf = 2')[0]?.[2]).toBe('f is defined twice; the first is on line 1.');
    expect(problems('fire(a) = a\nv = fir(1)')[0]?.[2]).toBe(
      'There is no function “fir”. Did you mean fire?',
    );
  });

  it('stop a nest of functions that doubles at each step before it fills the memory', () => {
    const nest = Array.from(
      { length: 20 },
      (_, i) => `f${i}(x) = f${i + 1}(x) + f${i + 1}(x)`,
    ).join('\n');
    const [problem] = problems(`${nest}\nf20(x) = x\nv = f0(1)`);
    expect(problem?.[2]).toBe(
      'v is too large once its functions are written in (over 10,000 parts): name the parts it repeats.',
    );
  });

  it('check units and names through the body, at the call', () => {
    expect(problems('f(a) = a + race.mana\nv = f(race.hp_bonus)')[0]?.[2]).toBe(
      'It adds hp and mp: they do not add up.',
    );
    expect(problems('f(a) = a + zz\nv = f(1)')[0]?.[2]).toBe('Nothing is called “zz”.');
  });
});
