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
    expect(outcome?.failed).toBe(2);
    // One line a row: its failing levels together, then the first one's values.
    expect(outcome?.failures).toEqual([
      'For class fighter, it fails at levels 59–60 (2 of 60); at level 59: hp is 61.',
    ]);
    // Runs of levels as ranges; one level alone said as one.
    const [gaps] = runChecks(
      checked(`${HP}check hp < 6 or hp == 8 or hp > 10 for every class`),
      ELF_WIZARD,
    );
    // The fighter's hp is 3, 4, 5, … from level 1, the wizard's −1, 0, 1, …: each fails where
    // its hp is 6, 7, 9 or 10.
    expect(gaps?.failures).toEqual([
      'For class wizard, it fails at levels 8–9 and 11–12 (4 of 60); at level 8: hp is 6.',
      'For class fighter, it fails at levels 4–5 and 7–8 (4 of 60); at level 4: hp is 6.',
    ]);
    const [one] = runChecks(checked(`${HP}check hp != 3 for every class`), ELF_WIZARD);
    expect(one?.failures).toEqual([
      'For class wizard, it fails at level 5: hp is 3.',
      'For class fighter, it fails at level 1: hp is 3.',
    ]);
  });

  it('hold a rolled condition to every roll, and say how often it holds', () => {
    expect(failures('r = d6\ncheck r >= 2')).toEqual([
      ['It fails (it holds in 83.33% of rolls): r is a roll from 1 to 6 (mean 3.5).'],
    ]);
    // One short of certain is never said as 100%, nor a sliver as 0%.
    expect(failures('r = 20d6\ncheck r >= 21')).toEqual([
      ['It fails (it holds in more than 99.99% of rolls): r is a roll from 20 to 120 (mean 70).'],
    ]);
    expect(failures('r = 20d6\ncheck r >= 119')).toEqual([
      ['It fails (it holds in less than 0.01% of rolls): r is a roll from 20 to 120 (mean 70).'],
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
