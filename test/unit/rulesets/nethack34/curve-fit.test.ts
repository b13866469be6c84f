import { describe, expect, it } from 'vitest';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import {
  checkNethackTargets,
  fitNethackCurve,
  nethackFitReport,
} from '../../../../shared/rulesets/nethack34/curve-fit';
import type { Nethack34Data } from '../../../../shared/rulesets/nethack34/data';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../../../shared/rulesets/nethack34/defaults';

const data = makeDefaultNethack34Data();
const build = DEFAULT_NETHACK_BUILD;

/** The data with the build's role's HP low die set to `size`. */
function withLowDie(size: number): Nethack34Data {
  return {
    ...data,
    roles: data.roles.map((role) =>
      role.id === build.roleId ? { ...role, hp: { ...role.hp, lornd: size } } : role,
    ),
  };
}

describe('fitNethackCurve', () => {
  it('finds the die size a curve was made with, from its exact means', () => {
    // Targets read off the exact distribution with the low die at 12: the fit finds 12.
    const levels = computeAdvancement(withLowDie(12), build).levels;
    const targets = [1, 10, 20, 30].map((level) => ({
      level,
      value: levels[level - 1]!.hp.mean,
    }));
    const fit = fitNethackCurve({
      data,
      build,
      pool: 'hp',
      owner: 'role',
      field: 'lornd',
      targets,
    });
    expect(fit.to).toBe(12);
    expect(fit.missFitted).toBe(0);
    // The proposed curve is the charts' mean at every XL.
    fit.fitted.forEach((mean, i) => expect(mean).toBeCloseTo(levels[i]!.hp.mean, 3));
    expect(fit.name).toMatch(/ HP low d$/);
  });

  it('chooses the least squared miss, by brute force over every value', () => {
    const targets = [
      { level: 5, value: 40 },
      { level: 25, value: 150 },
    ];
    const fit = fitNethackCurve({
      data,
      build,
      pool: 'hp',
      owner: 'race',
      field: 'hifix',
      targets,
    });
    const miss = (value: number) => {
      const moved: Nethack34Data = {
        ...data,
        races: data.races.map((race) =>
          race.id === build.raceId ? { ...race, hp: { ...race.hp, hifix: value } } : race,
        ),
      };
      const levels = computeAdvancement(moved, build).levels;
      return targets.reduce((sum, t) => sum + (levels[t.level - 1]!.hp.mean - t.value) ** 2, 0);
    };
    const best = miss(fit.to);
    for (const value of [0, 1, 2, 5, 10, 20, 50, fit.to - 1, fit.to + 1].filter((v) => v >= 0)) {
      expect(miss(value)).toBeGreaterThanOrEqual(best - 1e-9);
    }
  });

  it('keeps today’s value when it fits best already', () => {
    const levels = computeAdvancement(data, build).levels;
    const targets = [{ level: 30, value: levels[29]!.pw.mean }];
    const role = data.roles.find((each) => each.id === build.roleId)!;
    const fit = fitNethackCurve({
      data,
      build,
      pool: 'pw',
      owner: 'role',
      field: 'hifix',
      targets,
    });
    expect(fit.to).toBe(role.pw.hifix);
    expect(fit.explain).toMatch(/already fits best/);
  });

  it('writes a row per target', () => {
    const fit = fitNethackCurve({
      data,
      build,
      pool: 'hp',
      owner: 'role',
      field: 'lornd',
      targets: [
        { level: 30, value: 300 },
        { level: 1, value: 15 },
      ],
    });
    const table = nethackFitReport(fit);
    expect(table.columns).toEqual([
      'xl',
      'target',
      'now',
      'miss_now',
      'proposed',
      'miss_proposed',
      'table_value',
      'value_now',
      'value_proposed',
    ]);
    expect(table.rows.map((row) => row.slice(6))).toEqual(
      table.rows.map(() => [fit.name, fit.from, fit.to]),
    );
    expect(table.rows.map((row) => row.slice(0, 2))).toEqual([
      [1, 15],
      [30, 300],
    ]);
  });

  it('refuses an XL past the last, as the field does', () => {
    expect(checkNethackTargets([{ level: 31, value: 5 }], data)).toBe(
      "XL 31: a target's XL is a whole number from 1 to 30.",
    );
  });
});
