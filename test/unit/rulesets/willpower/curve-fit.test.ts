import { describe, expect, it } from 'vitest';
import type { WillpowerData } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import {
  checkTargets,
  fitReport,
  fitWillpowerCurve,
  parseTargets,
} from '../../../../shared/rulesets/willpower/curve-fit';
import { computeHpCurve } from '../../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';

const data = makeDefaultWillpowerData();
const build = TATHREN;

function withClassMana(value: number): WillpowerData {
  return {
    ...data,
    classes: data.classes.map((each) =>
      each.id === build.classId ? { ...each, mana: value } : each,
    ),
  };
}
const manaAt = (d: WillpowerData, level: number) =>
  computeManaCurve(d, build).points[level - 1]?.maxMana as number;

describe('fitWillpowerCurve', () => {
  it('finds back a value: targets read off the curve with Wizard mana 20 give 20', () => {
    const targets = [1, 30, 60].map((level) => ({
      level,
      value: manaAt(withClassMana(20), level),
    }));
    const fit = fitWillpowerCurve({ data, build, column: 'class-mana', targets });
    expect(fit.from).toBe(12);
    expect(fit.to).toBe(20);
    expect(fit.name).toBe('Wizard mana');
    expect(fit.missFitted).toBe(0);
    expect(fit.rows.map((row) => row.fitted)).toEqual(targets.map((each) => each.value));
    expect(fit.fitted).toEqual(
      computeManaCurve(withClassMana(20), build).points.map((p) => p.maxMana),
    );
  });

  it('takes the least sum of squared misses over every whole value (checked by brute force)', () => {
    const targets = [
      { level: 1, value: 18 },
      { level: 60, value: 600 },
    ];
    const fit = fitWillpowerCurve({ data, build, column: 'class-mana', targets });
    const error = (value: number) =>
      targets.reduce((sum, t) => sum + (manaAt(withClassMana(value), t.level) - t.value) ** 2, 0);
    for (let value = 0; value <= 999; value += 25) {
      expect(error(fit.to)).toBeLessThanOrEqual(error(value));
    }
    expect(error(fit.to)).toBeLessThanOrEqual(error(fit.to - 1));
    expect(error(fit.to)).toBeLessThanOrEqual(error(fit.to + 1));
    expect(fit.explain).toMatch(/^Wizard mana 12 → \d+ brings Tathren’s max mana nearest/);
    expect(fitReport(fit).rows[1]).toEqual([
      60,
      600,
      490,
      -110,
      fit.rows[1]?.fitted,
      (fit.rows[1]?.fitted ?? 0) - 600,
      // What it proposes: the class's mana, today's and the fit's.
      fit.name,
      fit.from,
      fit.to,
    ]);
  });

  it('keeps today’s value when it already fits best, and fits HP columns on the HP curve', () => {
    const today = [{ level: 30, value: manaAt(data, 30) }];
    const kept = fitWillpowerCurve({ data, build, column: 'class-mana', targets: today });
    expect(kept.to).toBe(kept.from);
    expect(kept.explain).toBe(
      'Wizard mana 12 already fits best: no whole value from 0 to 999 comes nearer the targets.',
    );
    const hp = fitWillpowerCurve({
      data,
      build,
      column: 'race-hp',
      targets: [{ level: 1, value: 40 }],
    });
    const raced = {
      ...data,
      races: data.races.map((each) => (each.id === build.raceId ? { ...each, hp: hp.to } : each)),
    };
    expect(computeHpCurve(raced, build).points[0]?.maxHp).toBe(40);
    expect(hp.figure).toBe('max HP');
  });

  it('reads and checks targets with the field’s words', () => {
    expect(parseTargets('1=18, 60=500')).toEqual({
      ok: true,
      targets: [
        { level: 1, value: 18 },
        { level: 60, value: 500 },
      ],
    });
    expect(parseTargets('1:18;30:2.5')).toEqual({
      ok: true,
      targets: [
        { level: 1, value: 18 },
        { level: 30, value: 2.5 },
      ],
    });
    expect(parseTargets('60 500')).toEqual({
      ok: false,
      message: '"60" is not LEVEL=VALUE, like 60=500.',
    });
    expect(checkTargets([], 60)).toBe('Give at least one target, like 1=18, 60=500.');
    expect(checkTargets([{ level: 61, value: 1 }], 60)).toBe(
      "Level 61: a target's level is a whole number from 1 to 60.",
    );
    expect(checkTargets([{ level: 2, value: -1 }], 60)).toBe(
      'Level 2: a target is a number from 0 to 1000000.',
    );
    expect(
      checkTargets(
        [
          { level: 2, value: 1 },
          { level: 2, value: 3 },
        ],
        60,
      ),
    ).toBe('Level 2 has two targets: give it one.');
    expect(() => fitWillpowerCurve({ data, build, column: 'class-mana', targets: [] })).toThrow(
      RangeError,
    );
  });
});
