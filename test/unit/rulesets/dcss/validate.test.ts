import { describe, expect, it } from 'vitest';
import type { DcssBuild } from '../../../../shared/rulesets/dcss/data';
import {
  assumedMaxHpByLevel,
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../../../../shared/rulesets/dcss/defaults';
import {
  validateDcssBuild,
  validateDcssData,
  validateDcssSimulation,
} from '../../../../shared/rulesets/dcss/validate';

const data = makeDefaultDcssData();

function issues(changes: Partial<DcssBuild>) {
  return validateDcssBuild(data, { ...DEFAULT_DCSS_BUILD, ...changes });
}

describe('validateDcssBuild', () => {
  it('accepts the seed builds and the default data', () => {
    expect(validateDcssBuild(data, DEFAULT_DCSS_BUILD)).toEqual([]);
    expect(validateDcssBuild(data, DEMONSPAWN_BERSERKER)).toEqual([]);
    expect(validateDcssData(data)).toEqual([]);
  });

  it.each([
    [{ maxHp: 0 }, 'maxHp', 'The max HP must be a whole number from 1 to 9999.'],
    [{ maxHp: 10_000 }, 'maxHp', 'The max HP must be a whole number from 1 to 9999.'],
    [{ maxHp: 12.5 }, 'maxHp', 'The max HP must be a whole number from 1 to 9999.'],
    [
      { rings: 9 },
      'rings',
      'The rings of regeneration must be a whole number from 0 to 8 (an Octopode wears eight).',
    ],
    [{ mutation: 4 }, 'mutation', 'The regeneration mutation runs from 0 to 3.'],
    [{ mutation: -1 }, 'mutation', 'The regeneration mutation runs from 0 to 3.'],
    [{ pbdRank: 4 }, 'pbdRank', 'The Powered by Death rank runs from 0 to 3 (0: not mutated).'],
    [{ corpses: 100 }, 'corpses', 'The corpses in reach must be a whole number from 0 to 99.'],
    [
      { slowHealing: 4 as DcssBuild['slowHealing'] },
      'slowHealing',
      'The Slow Healing mutation runs from 0 to 3.',
    ],
    [{ actionAuts: 0 }, 'actionAuts', 'The action must take a whole number of auts from 1 to 100.'],
    [
      { actionAuts: Number.NaN },
      'actionAuts',
      'The action must take a whole number of auts from 1 to 100.',
    ],
  ])('%j: %s', (changes, field, message) => {
    expect(issues(changes)).toEqual([{ field, message }]);
  });

  it('wants one whole max HP per XL, 1 to 27', () => {
    expect(issues({ maxHpByLevel: assumedMaxHpByLevel(26) })).toEqual([
      {
        field: 'maxHpByLevel',
        message: 'The max HP curve needs one value per XL, 1 to 27, not 26.',
      },
    ]);
    const curve = assumedMaxHpByLevel();
    curve[4] = 0;
    expect(issues({ maxHpByLevel: curve })).toEqual([
      {
        field: 'maxHpByLevel.4',
        message: 'The max HP at XL 5 must be a whole number from 1 to 9999.',
      },
    ]);
  });

  it('lists every problem, in field order', () => {
    expect(issues({ maxHp: -1, mutation: 9 }).map((issue) => issue.field)).toEqual([
      'maxHp',
      'mutation',
    ]);
  });
});

describe('validateDcssSimulation', () => {
  it('wants a start from 1 to max HP and 0 to 10,000 turns', () => {
    const build = { ...DEFAULT_DCSS_BUILD, maxHp: 90 };
    expect(validateDcssSimulation(build, { startHp: 90, turns: 10_000 })).toEqual([]);
    expect(validateDcssSimulation(build, { startHp: 0, turns: -1 })).toEqual([
      {
        field: 'startHp',
        message: 'The start HP must be a whole number from 1 to the max HP (90).',
      },
      { field: 'turns', message: 'The simulation runs a whole number of turns from 0 to 10000.' },
    ]);
  });
});

describe('validateDcssData', () => {
  it('refuses a divisor of 0 and a negative bonus', () => {
    const rules = data.rules;
    expect(
      validateDcssData({
        ...data,
        rules: {
          ...rules,
          base: { ...rules.base, highDivisor: 0 },
          bonuses: { ...rules.bonuses, perRing: -40 },
        },
      }),
    ).toEqual([
      'The base rate divisor from the knee must be a whole number from 1 up, not 0.',
      'The bonus "perRing" must be a whole number from 0 up, not −40.',
    ]);
  });
});
