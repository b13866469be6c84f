import { describe, expect, it } from 'vitest';
import { meetsGoal } from '../../../../shared/analysis/goal-seek';
import { computeMageCast } from '../../../../shared/rulesets/mage2e/cast';
import type { Mage2eCast } from '../../../../shared/rulesets/mage2e/data';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultMage2eData,
  SEED_SCALE_EXAMPLE_CAST,
} from '../../../../shared/rulesets/mage2e/defaults';
import { naturalGoal } from '../../../../shared/analysis/figure-analyses';
import { MAGE2E_ANALYSES, type MageMeasureId } from '../../../../shared/rulesets/mage2e/analyses';
import { MAGE2E_ENGINE } from '../../../../shared/rulesets/mage2e/engine';
import {
  computeMageSensitivity,
  mageFigure,
  seekMageGoal,
} from '../../../../shared/rulesets/mage2e/sensitivity';

const data = makeDefaultMage2eData();
/** The rote at Potency 6: three levels over the free ones cost dice. */
const heavy: Mage2eCast = { ...DEFAULT_MAGE_CAST, potency: { advanced: false, level: 6 } };

describe('Mage 2e sensitivity', () => {
  it('reads the figures the screen shows, exact: the joint odds in percent, the pool, the Mana', () => {
    const view = computeMageCast(data, heavy);
    expect(mageFigure(data, heavy, 'success-chance')).toBe(
      (view.outcomes.success + view.outcomes.exceptional) * 100,
    );
    expect(mageFigure(data, heavy, 'pool')).toBe(view.pool.value);
    expect(mageFigure(data, heavy, 'mana')).toBe(view.mana.value);
    expect(mageFigure(data, heavy, 'paradox-chance')).toBe(view.paradox.chance * 100);
    // The sensitivity says it to a tenth, as the measure reads.
    expect(computeMageSensitivity({ data, build: heavy, measure: 'success-chance' }).base).toBe(
      Math.round((view.outcomes.success + view.outcomes.exceptional) * 1000) / 10,
    );
  });

  it('moves each input by its step, each move the figure of the cast moved by hand', () => {
    const result = computeMageSensitivity({ data, build: heavy, measure: 'pool' });
    const row = (id: string) => result.rows.find((each) => each.id === id);
    // Each Potency level is 2 dice (the data's penalty per level).
    expect(row('factor:potency')?.down).toEqual({
      step: '6 → 5',
      value: mageFigure(data, { ...heavy, potency: { advanced: false, level: 5 } }, 'pool'),
      change: 2,
    });
    expect(row('rule:potency-penalty')?.up?.change).toBeLessThan(0);
    // The Demesne is worn: taking it off loses its 2 dice.
    expect(row('yantra:demesne')?.down).toMatchObject({ step: 'off', change: -2 });
    expect(row('yantra:demesne')?.up).toBeNull();
    expect(row('mage:gnosis')?.up?.value).toBe(mageFigure(data, { ...heavy, gnosis: 4 }, 'pool'));
    expect(result.at).toBe('Gnosis 3, Forces 3');
  });

  it('leaves out a move the cast would refuse, and counts an impossible spell as an answer', () => {
    // The seed's 320 subjects at Advanced Scale: the Standard table does not reach them.
    const seed = computeMageSensitivity({
      data,
      build: SEED_SCALE_EXAMPLE_CAST,
      measure: 'success-chance',
    });
    const standard = {
      ...SEED_SCALE_EXAMPLE_CAST,
      scale: { ...SEED_SCALE_EXAMPLE_CAST.scale, advanced: false },
    };
    expect(computeMageCast(data, standard).errors.length).toBeGreaterThan(0);
    expect(seed.rows.find((each) => each.id === 'factor:scale:advanced')).toBeUndefined();
    // Forces below the spell's 3 dots cannot cast it: success 0.
    const rote = computeMageSensitivity({ data, build: heavy, measure: 'success-chance' });
    expect(rote.rows.find((each) => each.id === 'mage:arcanum')?.down?.value).toBe(0);
  });

  it('refuses an unknown measure', () => {
    expect(() =>
      computeMageSensitivity({ data, build: heavy, measure: 'max-mana' as MageMeasureId }),
    ).toThrow('Unknown measure "max-mana".');
  });
});

describe('Mage 2e goal seek', () => {
  it('finds the nearest Gnosis, Arcanum, Potency and mitigation, none nearer meeting the goal', () => {
    const result = seekMageGoal({
      data,
      build: heavy,
      measure: 'success-chance',
      goal: 'at-least',
      target: 95,
    });
    expect(result.met).toBe(false);
    for (const row of result.rows) {
      if (row.to === null) continue;
      expect(meetsGoal(row.value, 'at-least', 95)).toBe(true);
      const set = (score: number): Mage2eCast => {
        switch (row.id) {
          case 'gnosis':
            return { ...heavy, gnosis: score };
          case 'arcanum':
            return { ...heavy, arcanum: score };
          case 'potency':
            return { ...heavy, potency: { ...heavy.potency, level: score } };
          case 'manaMitigation':
            return { ...heavy, manaMitigation: score };
        }
      };
      for (let d = 1; d < Math.abs(row.to - row.from); d += 1) {
        for (const score of [row.from + d, row.from - d]) {
          if (score < row.range.min || score > row.range.max) continue;
          expect(mageFigure(data, set(score), 'success-chance')).toBeLessThan(95);
        }
      }
    }
    // Potency 5 is one level less: 2 dice back.
    expect(result.rows.find((row) => row.id === 'potency')).toMatchObject({ from: 6, to: 5 });
  });

  it('never meets a goal by making the spell impossible (no Paradox because nothing is cast)', () => {
    // Forces 2 cannot cast a 3-dot spell: nothing is rolled, so no Paradox; that is no answer.
    const impossible = { ...heavy, arcanum: 2 };
    expect(computeMageCast(data, impossible).impossible).not.toBeNull();
    expect(mageFigure(data, impossible, 'paradox-chance')).toBe(0);
    const result = seekMageGoal({
      data,
      build: heavy,
      measure: 'paradox-chance',
      goal: 'at-most',
      target: 0,
    });
    expect(result.base).toBeGreaterThan(0);
    expect(result.none).toBe('impossible');
    expect(result.rows.map((row) => row.to)).toEqual([null, null, null, null]);
  });
});

describe('Mage 2e figure analyses, declared once', () => {
  it('keeps a Paradox chance and the Mana spent low, and raises the rest, until a goal is chosen', () => {
    expect(MAGE2E_ANALYSES.measures.map((measure) => [measure.id, naturalGoal(measure)])).toEqual([
      ['success-chance', 'at-least'],
      ['exceptional-chance', 'at-least'],
      ['paradox-chance', 'at-most'],
      ['pool', 'at-least'],
      ['mana', 'at-most'],
    ]);
  });

  it('sets the one input a goal names, Potency within its factor, as one edit of the spell', () => {
    const set = MAGE2E_ANALYSES.goal.set;
    expect(set(heavy, 'gnosis', 4)).toEqual({ ...heavy, gnosis: 4 });
    expect(set(heavy, 'arcanum', 5)).toEqual({ ...heavy, arcanum: 5 });
    expect(set(heavy, 'potency', 5)).toEqual({ ...heavy, potency: { advanced: false, level: 5 } });
    expect(set(heavy, 'manaMitigation', 2)).toEqual({ ...heavy, manaMitigation: 2 });
  });

  it('reads the spell as cast, the baseline’s too, and says where: its Gnosis and Arcanum', () => {
    const other = { ...heavy, gnosis: 5, name: 'Before' };
    expect(MAGE2E_ANALYSES.where.pin(other, heavy)).toBe(other);
    expect(MAGE2E_ANALYSES.where.at(heavy, heavy.gnosis)).toBe(
      `Gnosis ${heavy.gnosis}, ${heavy.arcanumName} ${heavy.arcanum}`,
    );
    // The worker's call answers the card's question: the pool of the cast, at its own Gnosis.
    const answer = MAGE2E_ENGINE['mage2e/sensitivity']({
      data,
      build: heavy,
      measure: 'pool',
      level: MAGE2E_ANALYSES.where.level(heavy),
    });
    expect(answer.level).toBe(heavy.gnosis);
    expect(answer.at).toBe(MAGE2E_ANALYSES.where.at(heavy, heavy.gnosis));
    expect(answer.base).toBe(computeMageCast(data, heavy).pool.value);
  });
});
