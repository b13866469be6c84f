import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../../../../shared/rulesets/dcss/defaults';
import { computeDcssRegenView } from '../../../../shared/rulesets/dcss/regen-view';
import { formatExplained } from '../../../../shared/engine/explain';
import {
  dcssLevelReport,
  dcssRateReport,
  dcssMhpReport,
  dcssSimulationReport,
  describeDcssBuild,
  roundTurns,
} from '../../../../shared/rulesets/dcss/reports';

const data = makeDefaultDcssData();
const regen1 = { ...DEFAULT_DCSS_BUILD, maxHp: 90, mutation: 1 };
const view = computeDcssRegenView(data, regen1, { startHp: 1, turns: 5 });

describe('describeDcssBuild', () => {
  it('names the max HP and every condition that is not the default', () => {
    expect(describeDcssBuild(DEFAULT_DCSS_BUILD)).toBe('30 MHP');
    expect(describeDcssBuild(regen1)).toBe('90 MHP, regeneration mutation 1');
    expect(describeDcssBuild(DEMONSPAWN_BERSERKER)).toBe(
      '543 MHP, 2 rings of regeneration, moon troll leather armour, regeneration mutation 3, ' +
        "Regeneration spell, Trog's Hand, Powered by Death 1 (7 corpses)",
    );
    expect(
      describeDcssBuild({
        ...DEFAULT_DCSS_BUILD,
        slowHealing: 1,
        monsterInSight: true,
        actionAuts: 14,
        walking: true,
      }),
    ).toBe('30 MHP, Slow Healing 1, a monster in sight, walking at 14 auts');
  });
});

describe('dcssMhpReport', () => {
  it('has mhp, brr, trr and turns per HP to 3 decimals, at max HP 1..600', () => {
    const table = dcssMhpReport(regen1, view);
    expect(table.title).toBe('90 MHP, regeneration mutation 1: regeneration by max HP');
    expect(table.columns).toEqual(['mhp', 'brr', 'trr', 'turns_per_hp']);
    expect(table.rows).toHaveLength(600);
    expect(table.rows[89]).toEqual([90, 25, 45, 2.222]);
    expect(table.rows[0]).toEqual([1, 0, 20, 5]);
  });

  it('writes "never" when no HP comes back', () => {
    const stopped = { ...regen1, mutation: 0, slowHealing: 3 as const };
    const table = dcssMhpReport(
      stopped,
      computeDcssRegenView(data, stopped, { startHp: 1, turns: 0 }),
    );
    expect(table.rows[89]).toEqual([90, 25, 0, 'never']);
  });
});

describe('dcssLevelReport', () => {
  it('has xl, max_hp, trr, turns per HP and turns to full, to 3 decimals', () => {
    const table = dcssLevelReport(regen1, view);
    expect(table.columns).toEqual(['xl', 'max_hp', 'trr', 'turns_per_hp', 'turns_to_full']);
    expect(table.rows).toHaveLength(27);
    // 12 MHP: BRR 4 + 20 = 24; ⌈1100 / 24⌉ = 46 turns.
    expect(table.rows[0]).toEqual([1, 12, 24, 4.167, 46]);
  });
});

describe('dcssSimulationReport', () => {
  it('writes every turn with the build’s BRR and the turn’s TRR', () => {
    const table = dcssSimulationReport(regen1, view);
    expect(table.title).toBe(
      '90 MHP, regeneration mutation 1: regeneration turn by turn from 1 HP',
    );
    expect(table.columns).toEqual([
      'turn',
      'brr',
      'trr',
      'hp_before',
      'points_gained',
      'hp_gained',
      'points_carried',
      'hp_after',
    ]);
    expect(table.rows).toEqual([
      [1, 25, 45, 1, 45, 0, 45, 1],
      [2, 25, 45, 1, 45, 0, 90, 1],
      [3, 25, 45, 1, 45, 1, 35, 2],
      [4, 25, 45, 2, 45, 0, 80, 2],
      [5, 25, 45, 2, 45, 1, 25, 3],
    ]);
  });
});

describe('roundTurns', () => {
  it('rounds to 3 decimals without float noise, −0 as 0', () => {
    expect(roundTurns(100 / 45)).toBe(2.222);
    expect(roundTurns(100 / 30)).toBe(3.333);
    expect(roundTurns(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(roundTurns(-0.0001), 0)).toBe(true);
  });
});

describe('dcssRateReport', () => {
  it("writes the Regeneration panel's figures, each with how it comes about", () => {
    const berserker = computeDcssRegenView(data, DEMONSPAWN_BERSERKER, { startHp: 1, turns: 30 });
    const table = dcssRateReport(DEMONSPAWN_BERSERKER, data.rules, berserker.atBuild);
    expect(table.columns).toEqual(['figure', 'value', 'how']);
    const rows = new Map(table.rows.map((row) => [row[0], row.slice(1)]));
    // Seed 004: "Your BRR is 543/6 + 10, or 100 … for a TRR of 1220, meaning you will gain 12
    // or 13 HP each turn."
    expect(rows.get('brr')).toEqual([100, formatExplained(berserker.atBuild.brr)]);
    expect(rows.get('trr')?.[0]).toBe(1220);
    expect(rows.get('rate')?.[0]).toBe('12 or 13 HP each turn');
    expect(rows.get('turns_per_hp')).toEqual([0.082, '100 / 1220']);
    expect(rows.get('hp_per_turn')).toEqual([12.2, '1220 / 100']);
    expect(rows.get('points_per_action')).toEqual([1220, '⌊TRR 1220 × 10 auts / 10⌋']);
    // The readings the panel lists follow, one a row.
    expect(table.rows.filter((row) => row[0] === 'reading').map((row) => row[2])).toEqual(
      berserker.atBuild.readings,
    );
    // No HP back: "never", said why.
    const none = computeDcssRegenView(
      data,
      { ...DEFAULT_DCSS_BUILD, maxHp: 1 },
      { startHp: 1, turns: 1 },
    );
    const dead = new Map(
      dcssRateReport(DEFAULT_DCSS_BUILD, data.rules, none.atBuild).rows.map((row) => [
        row[0],
        row.slice(1),
      ]),
    );
    expect(dead.get('turns_per_hp')).toEqual(['never', 'no points come in']);
  });
});
