/**
 * A ruleset's own checks, run over every row of the tables they name and every level they read:
 * each failure names the rows, the level and the values, and a check that holds says nothing.
 */
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../../shared/formula/run-checks';
import { checked, ELF_WIZARD } from './formula-fixtures';

function failures(text: string): string[][] {
  return runChecks(checked(text), ELF_WIZARD).map((outcome) => [...outcome.failures]);
}

const HP = 'hp = by level { 1: class.hit_die + race.hp_bonus - 9, 2..60: prev(hp) + 1 }\n';

describe('a ruleset’s checks', () => {
  it('hold silently, and name each row and the values where they fail', () => {
    expect(failures(`${HP}check hp@1 >= -3`)).toEqual([[]]);
    // hp@1 = hit die + race bonus − 9: the elf wizard's 6 + 2 − 9 is the only one below 1.
    expect(failures(`${HP}check hp@1 >= 1 for every race, class`)).toEqual([
      ['For race elf, class wizard, it fails: hp@1 is -1.'],
    ]);
  });

  it('run at every level when the condition reads the level, saying which', () => {
    // The elf fighter's hp is 10 + 2 − 9 = 3 at level 1 and one more each level: 61 at 59.
    const [outcome] = runChecks(checked(`${HP}check hp < 61 for every class`), ELF_WIZARD);
    expect(outcome?.cases).toBe(2 * 60);
    expect(outcome?.failures).toEqual([
      'For class fighter, level 59, it fails: hp is 61.',
      'For class fighter, level 60, it fails: hp is 62.',
    ]);
  });

  it('hold a rolled condition to every roll, and say how often it holds', () => {
    expect(failures('r = d6\ncheck r >= 2')).toEqual([
      ['It fails (it holds in 83.3333% of rolls): r is a roll from 1 to 6 (mean 3.5).'],
    ]);
    expect(failures('r = d6\ncheck P(r >= 2) > 0.8')).toEqual([[]]);
  });

  it('are refused, not run, when they read a name that is not there or are no condition', () => {
    expect(failures(`${HP}check hpp@1 >= 1`)).toEqual([
      ['Nothing is called “hpp”. Did you mean hp?'],
    ]);
    expect(failures(`${HP}check hp@1 + 1`)).toEqual([
      ['A check needs a condition (a comparison such as hp_max@1 >= 1), not a number.'],
    ]);
    expect(failures('die(n) = if n > 0 then d(n) else 0\ncheck die(6) >= 1')).toEqual([[]]);
  });

  it('say when a case cannot be computed, rather than pass it', () => {
    expect(failures('x = 10 / (class.hit_die - 6)\ncheck x > 0 for every class')).toEqual([
      [
        'For class wizard, it cannot be computed: Division by 0 in x at level 1 (line 1, column 11).',
      ],
    ]);
  });
});
