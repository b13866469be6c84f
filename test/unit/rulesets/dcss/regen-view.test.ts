import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import type { DcssData } from '../../../../shared/rulesets/dcss/data';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../../../../shared/rulesets/dcss/defaults';
import { computeDcssRegen } from '../../../../shared/rulesets/dcss/regen';
import { computeDcssRegenView } from '../../../../shared/rulesets/dcss/regen-view';
import { SIMULATION_SENTENCES } from '../../../../shared/rulesets/dcss/simulate';
import { handleEngineRequest } from '../../../../shared/app/engine-handlers';

const data = makeDefaultDcssData();
const start = { startHp: 1, turns: 30 };

describe('computeDcssRegenView', () => {
  it('explains the build, charts max HP 1..600 and XL 1..27, and simulates', () => {
    const build = { ...DEFAULT_DCSS_BUILD, maxHp: 90, mutation: 1 };
    const view = computeDcssRegenView(data, build, start);
    expect(view.atBuild).toEqual(computeDcssRegen(data, build));
    expect(view.byMhp).toHaveLength(600);
    expect(view.byMhp[0]).toEqual({ mhp: 1, brr: 0, trr: 20, turnsPerHp: 5 });
    expect(view.byMhp[89]).toEqual({ mhp: 90, brr: 25, trr: 45, turnsPerHp: 100 / 45 });
    expect(view.byMhp[599]).toMatchObject({ mhp: 600, brr: 110, trr: 130 });
    expect(view.byLevel).toHaveLength(27);
    // The assumed curve: 12 MHP at XL 1 (BRR 4), 246 at XL 27 (BRR 51).
    expect(view.byLevel[0]).toEqual({
      xl: 1,
      mhp: 12,
      trr: 24,
      turnsPerHp: 100 / 24,
      turnsToFull: 46,
    });
    expect(view.byLevel[26]).toMatchObject({ xl: 27, mhp: 246, trr: 71 });
    expect(view.simulation).toHaveLength(30);
  });

  it('joins the simulation’s readings to the build’s, once each', () => {
    expect(computeDcssRegenView(data, DEMONSPAWN_BERSERKER, start).atBuild.readings).toHaveLength(
      1,
    );
    const view = computeDcssRegenView(data, DEMONSPAWN_BERSERKER, { startHp: 400, turns: 30 });
    expect(view.atBuild.readings).toEqual([
      'Powered by Death counts as lasting throughout in the rates; the simulation ends it after ' +
        '17 turns (the mean of 2d8 + 8 × rank 1, rounded down).',
      SIMULATION_SENTENCES.atMaxSeed,
    ]);
    expect(formatExplained(view.atBuild.trr)).toMatch(/= 1220$/);
  });

  it('reads the data’s own numbers', () => {
    const edited: DcssData = {
      ...data,
      rules: { ...data.rules, bonuses: { ...data.rules.bonuses, perMutationLevel: 30 } },
    };
    const build = { ...DEFAULT_DCSS_BUILD, maxHp: 90, mutation: 2 };
    expect(computeDcssRegenView(edited, build, start).atBuild.trr.value).toBe(85);
  });

  it('throws a RangeError for a bad build or simulation', () => {
    expect(() => computeDcssRegenView(data, { ...DEFAULT_DCSS_BUILD, pbdRank: 5 }, start)).toThrow(
      'The Powered by Death rank runs from 0 to 3 (0: not mutated).',
    );
    expect(() => computeDcssRegenView(data, DEFAULT_DCSS_BUILD, { startHp: 1, turns: -1 })).toThrow(
      RangeError,
    );
  });
});

describe("the engine's 'dcss/regen' call", () => {
  it('answers with the view', () => {
    const response = handleEngineRequest({
      id: 3,
      type: 'dcss/regen',
      input: { data, build: DEMONSPAWN_BERSERKER, simulation: start },
    });
    if (!response.ok) throw new Error(response.message);
    if (response.type !== 'dcss/regen') throw new Error(`answered ${response.type}`);
    expect(response.id).toBe(3);
    expect(response.output.atBuild.rateText).toBe('12 or 13 HP each turn');
    expect(response.output.simulation[0]).toMatchObject({ trr: 1220, hpGained: 12 });
  });

  it('turns a bad build into an error answer', () => {
    const response = handleEngineRequest({
      id: 4,
      type: 'dcss/regen',
      input: { data, build: { ...DEFAULT_DCSS_BUILD, maxHp: 0 }, simulation: start },
    });
    expect(response).toEqual({
      id: 4,
      type: 'dcss/regen',
      ok: false,
      message: 'The max HP must be a whole number from 1 to 9999.',
    });
  });
});
