/**
 * Issue #36, item 6: a sensitivity says how it rounds, and its change column is the exact change
 * rounded once, never the difference of two rounded figures (10.15 and −4.05 read 10.2 and −4
 * when the figures were rounded to a tenth first). Checked against the rules played by hand.
 */
import { describe, expect, it } from 'vitest';
import { seekGoal } from '../../../shared/analysis/goal-seek';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { dcssFigure } from '../../../shared/rulesets/dcss/sensitivity';
import { readCsv, run } from './cli-harness';

/** The CSV's rows as records by column name. */
function records(csv: string): Record<string, string>[] {
  const [header, ...rows] = readCsv(csv);
  if (header === undefined) throw new Error('no header');
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** To `places` decimals, halves away from zero (the means here are sixteenths: exact in binary). */
function rounded(value: number, places: number): number {
  const scale = 10 ** places;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

describe('nethack34/sensitivity: the mean to 3 decimals, the change from the exact means', () => {
  const { data } = makeDefaultProject().nethack34;
  const arc = data.roles.find((role) => role.id === 'Arc');
  const human = data.races.find((race) => race.id === 'Hum');
  if (arc === undefined || human === undefined) throw new Error('no Archeologist or Human');
  const bonusOf = (con: number) =>
    [...data.conBonus].reverse().find((row) => row.minCon <= con)?.bonus ?? NaN;

  /**
   * Max HP at XL 2 played out by hand (NetHack 3.4.3): the fixed start (neither record has a start
   * die), then one level-up of both low fixes, a roll of each low die and the Con bonus, at least 1.
   */
  function meanAtXl2(roleDie: number, raceDie: number, bonus: number): number {
    const start = arc!.hp.infix + human!.hp.infix;
    const rolls = (die: number) => (die > 0 ? Array.from({ length: die }, (_, i) => i + 1) : [0]);
    const gains = rolls(roleDie).flatMap((a) =>
      rolls(raceDie).map((b) => Math.max(1, arc!.hp.lofix + human!.hp.lofix + a + b + bonus)),
    );
    return start + gains.reduce((sum, gain) => sum + gain, 0) / gains.length;
  }

  it('an Archeologist of Con 3 at XL 2: each value and change as the rules give them', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'nethack34/sensitivity',
      ...['--role', 'Arc', '--stat', 'Con=3', '--level', '2'],
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const rows = records(stdout);
    const row = (input: string) => rows.find((each) => each.input === input);
    const base = meanAtXl2(arc.hp.lornd, human.hp.lornd, bonusOf(3));
    expect(base).toBe(17.0625);
    const expectMove = (
      input: string,
      side: 'down' | 'up',
      mean: number,
    ): { value: number; change: number } => {
      const found = row(input);
      const shown = {
        value: Number(found?.[`${side}_value`]),
        change: Number(found?.[`${side}_change`]),
      };
      expect(shown).toEqual({ value: rounded(mean, 3), change: rounded(mean - base, 3) });
      return shown;
    };
    // Con 3 → 4: the next row's bonus; 0.9375 reads 0.938, not 18 − 17.063 = 0.937.
    const con = expectMove(
      'Constitution',
      'up',
      meanAtXl2(arc.hp.lornd, human.hp.lornd, bonusOf(4)),
    );
    expect(con.change).toBe(0.938);
    expect(con.change).not.toBe(rounded(con.value - rounded(base, 3), 3));
    expectMove(
      'Con bonus from Con 3',
      'down',
      meanAtXl2(arc.hp.lornd, human.hp.lornd, bonusOf(3) - 1),
    );
    expectMove(
      'Archeologist HP low d',
      'down',
      meanAtXl2(arc.hp.lornd - 1, human.hp.lornd, bonusOf(3)),
    );
    expectMove(
      'Archeologist HP low d',
      'up',
      meanAtXl2(arc.hp.lornd + 1, human.hp.lornd, bonusOf(3)),
    );
    expectMove('Human HP low d', 'down', meanAtXl2(arc.hp.lornd, human.hp.lornd - 1, bonusOf(3)));
    expectMove('Human HP low d', 'up', meanAtXl2(arc.hp.lornd, human.hp.lornd + 1, bonusOf(3)));
  });

  it('says the rounding in --help, for values and changes', async () => {
    const { stdout } = await run(['--help']);
    const help = stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      'down_value the measure after it: a mean to 3 decimals (as nethack34/curves), p5 and p95 whole',
    );
    expect(help).toContain(
      'down_change down_value − the character’s own value, worked out from the exact figures, ' +
        'then rounded as the values are (halves away from zero)',
    );
  });
});

describe('the other sensitivities take their changes from the exact figures too', () => {
  it('dcss/sensitivity at 120 max HP: max HP 10% up moves turns per HP by −0.21, not 3.13 − 3.33', async () => {
    const { code, stdout } = await run(['report', 'dcss/sensitivity', '--mhp', '120']);
    expect(code).toBe(0);
    const { data, builds } = makeDefaultProject().dcss;
    const build = { ...builds[0]!, maxHp: 120 };
    const base = dcssFigure(data.rules, build, 'turns-per-hp') ?? NaN;
    const maxHp = records(stdout).find((row) => row.input === 'Max HP');
    expect(maxHp?.up_step).toBe('120 → 132');
    const moved = dcssFigure(data.rules, { ...build, maxHp: 132 }, 'turns-per-hp') ?? NaN;
    expect(Number(maxHp?.up_value)).toBe(rounded(moved, 2));
    expect(Number(maxHp?.up_change)).toBe(rounded(moved - base, 2));
    expect([maxHp?.up_value, maxHp?.up_change]).toEqual(['3.13', '-0.21']);
  });
});

describe('a goal is met by the figure as written', () => {
  it('59.96 written 60.0 meets "at least 60"; 59.94 written 59.9 does not', () => {
    const measure = {
      id: 'hp-mean',
      name: 'HP mean',
      column: 'hp_mean',
      meaning: '',
      decimals: 1,
    } as const;
    const figures = new Map([
      [10, 59.5],
      [11, 59.94],
      [12, 59.96],
    ]);
    const result = seekGoal({
      who: 'X',
      measure,
      at: 'XL 10',
      goal: 'at-least',
      target: 60,
      base: 59.5,
      inputs: [
        {
          id: 'con',
          name: 'Con',
          from: 10,
          min: 10,
          max: 12,
          figure: (to) => figures.get(to) ?? null,
        },
      ],
    });
    expect(result.base).toBe(59.5);
    expect(result.rows[0]).toMatchObject({ to: 12, value: 60, short: { score: 11, value: 59.9 } });
  });
});
