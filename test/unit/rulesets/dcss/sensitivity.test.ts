import { describe, expect, it } from 'vitest';
import type { DcssBuild } from '../../../../shared/rulesets/dcss/data';
import { DEFAULT_DCSS_BUILD, makeDefaultDcssData } from '../../../../shared/rulesets/dcss/defaults';
import { computeDcssRegen } from '../../../../shared/rulesets/dcss/regen';
import {
  computeDcssSensitivity,
  dcssFigure,
  seekDcssGoal,
} from '../../../../shared/rulesets/dcss/sensitivity';
import { goalRowWords } from '../../../../shared/analysis/goal-seek';
import { naturalGoal } from '../../../../shared/analysis/figure-analyses';
import { DCSS_ANALYSES } from '../../../../shared/rulesets/dcss/analyses';
import { DCSS_ENGINE } from '../../../../shared/rulesets/dcss/engine';

const data = makeDefaultDcssData();
const build = (over: Partial<DcssBuild>): DcssBuild => ({ ...DEFAULT_DCSS_BUILD, ...over });

/** A figure as the sensitivity and the goal write it: turns per HP to a hundredth. */
const hundredths = (value: number | null) =>
  value === null ? null : Math.round(value * 100) / 100;

describe('DCSS sensitivity', () => {
  it('reads the figure at the build’s own max HP, as the Regeneration panel does', () => {
    const ringed = build({ maxHp: 90, rings: 1 });
    const regen = computeDcssRegen(data, ringed);
    const result = computeDcssSensitivity({ data, build: ringed, measure: 'turns-per-hp' });
    // 90 max HP: BRR ⌊90 / 6⌋ + 10 = 25, + 40 a ring = 65: 100 / 65 turns per HP.
    expect(regen.trr.value).toBe(65);
    expect(result.base).toBe(1.54);
    expect(result.at).toBe('90 max HP');
    const full = computeDcssSensitivity({ data, build: ringed, measure: 'turns-to-full' });
    expect(full.base).toBe(Math.round((regen.turnsToFull ?? NaN) * 10) / 10);
  });

  it('moves each input by its step, each move the figure of the moved build (closed form)', () => {
    const ringed = build({ maxHp: 90, rings: 1 });
    const { rows } = computeDcssSensitivity({ data, build: ringed, measure: 'turns-per-hp' });
    const row = (id: string) => rows.find((each) => each.id === id);
    // A ring off: TRR 25, 4 turns per HP; a second ring: TRR 105, 0.95.
    expect(row('count:rings')?.down).toEqual({ step: '1 → 0', value: 4, change: 2.46 });
    expect(row('count:rings')?.up).toEqual({ step: '1 → 2', value: 0.95, change: -0.59 });
    // Max HP by 10%: 81 → BRR ⌊81 / 6⌋ + 10 = 23, TRR 63.
    expect(row('build:max-hp')?.down?.value).toBe(Math.round((100 / 63) * 100) / 100);
    // The Regeneration spell on: + 100.
    expect(row('source:spell')?.up).toEqual({ step: 'on', value: 0.61, change: -0.93 });
    expect(row('source:spell')?.down).toBeNull();
    // The bonus per ring 40 → 36 and → 44.
    expect(row('rule:4')?.name).toBe('Bonus per ring');
    expect(row('rule:4')?.down?.value).toBe(Math.round((100 / 61) * 100) / 100);
    // Every move equals the figure of the build moved by hand.
    expect(row('count:mutation')?.up?.value).toBe(
      hundredths(dcssFigure(data.rules, { ...ringed, mutation: 1 }, 'turns-per-hp')),
    );
    // Ranked: the largest move first.
    const size = (id: string) =>
      Math.max(...[row(id)?.down, row(id)?.up].map((move) => Math.abs(move?.change ?? 0)));
    const sizes = rows.map((each) => size(each.id));
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('says "never" where no HP comes back, and ranks it first', () => {
    const slow = build({ maxHp: 90, slowHealing: 2 });
    const result = computeDcssSensitivity({ data, build: slow, measure: 'turns-to-full' });
    const sight = result.rows.find((each) => each.id === 'source:monsterInSight');
    expect(sight?.up).toEqual({ step: 'on', value: null, change: null });
    // Both moves to "never" are the largest there are: Slow Healing 3, then the monster.
    expect(result.rows.slice(0, 2).map((each) => each.id)).toEqual([
      'count:slowHealing',
      'source:monsterInSight',
    ]);
  });

  it('names the source the build could most easily do without', () => {
    // Two rings and the spell: one ring off costs less than the spell off.
    const stacked = build({ maxHp: 90, rings: 2, spell: true });
    const result = computeDcssSensitivity({ data, build: stacked, measure: 'turns-per-hp' });
    expect(result.least?.name).toBe('Rings of regeneration (2 → 1)');
    // Nothing worn: nothing to do without.
    expect(
      computeDcssSensitivity({ data, build: build({}), measure: 'turns-per-hp' }).least,
    ).toBeNull();
  });

  it('moves the corpses only with Powered by Death, and keeps counts within their range', () => {
    const plain = computeDcssSensitivity({ data, build: build({}), measure: 'turns-per-hp' });
    expect(plain.rows.some((each) => each.id === 'count:corpses')).toBe(false);
    expect(plain.rows.find((each) => each.id === 'count:rings')?.down).toBeNull();
    const pbd = computeDcssSensitivity({
      data,
      build: build({ pbdRank: 3, corpses: 2 }),
      measure: 'turns-per-hp',
    });
    expect(pbd.rows.find((each) => each.id === 'count:pbdRank')?.up).toBeNull();
    expect(pbd.rows.some((each) => each.id === 'count:corpses')).toBe(true);
  });

  it('refuses an unknown measure and a build the engine refuses', () => {
    expect(() =>
      computeDcssSensitivity({ data, build: build({}), measure: 'max-hp' as 'turns-per-hp' }),
    ).toThrow('Unknown measure "max-hp".');
    expect(() =>
      computeDcssSensitivity({ data, build: build({ rings: 9 }), measure: 'turns-per-hp' }),
    ).toThrow(/rings/i);
  });
});

describe('DCSS goal seek', () => {
  it('finds the rings, mutation level and max HP for at most 1.5 turns per HP at 90 max HP', () => {
    const result = seekDcssGoal({
      data,
      build: build({ maxHp: 90 }),
      measure: 'turns-per-hp',
      goal: 'at-most',
      target: 1.5,
    });
    // TRR 25 (4 turns per HP); two rings make 105 (0.95), one 65 (1.54).
    expect(result.rows.map((row) => goalRowWords(row, result.met))).toEqual([
      'Rings of regeneration 0 → 2 (+2): 0.95 (at 1: 1.54)',
      'Regeneration mutation level 0 → 3 (+3): 1.18 (at 2: 1.54)',
      'Max HP 90 → 342 (+252): 1.49 (at 341: 1.52)',
    ]);
    // Each answer is the figure of the build so moved.
    expect(result.rows[0]?.value).toBe(
      hundredths(dcssFigure(data.rules, build({ maxHp: 90, rings: 2 }), 'turns-per-hp')),
    );
  });
});

describe('DCSS figure analyses, declared once', () => {
  it('asks for fewer turns: every measure’s goal is "at most" until another is chosen', () => {
    expect(DCSS_ANALYSES.measures.map((measure) => measure.id)).toEqual([
      'turns-per-hp',
      'turns-to-full',
    ]);
    for (const measure of DCSS_ANALYSES.measures) expect(naturalGoal(measure)).toBe('at-most');
  });

  it('reads the baseline’s build at the shown build’s max HP, and names where in the card’s words', () => {
    const shown = build({ maxHp: 120, rings: 1 });
    const baseline = build({ maxHp: 90, rings: 2, name: 'Before' });
    const pinned = DCSS_ANALYSES.where.pin(baseline, shown);
    expect(pinned).toEqual({ ...baseline, maxHp: 120 });
    expect(DCSS_ANALYSES.where.level(shown)).toBe(120);
    expect(DCSS_ANALYSES.where.phrase(shown, shown.maxHp)).toBe(
      'at the build’s max HP, 120 (the Max HP field)',
    );
    // The export is named by the build and the measure only, as before: no "-l120".
    expect(DCSS_ANALYSES.where.fileSuffix(shown, shown.maxHp)).toBe('');
    // The worker's call reads the figure there: 120 max HP, BRR ⌊120 / 6⌋ + 10 = 30, + 80.
    const answer = DCSS_ENGINE['dcss/sensitivity']({
      data,
      build: pinned,
      measure: 'turns-per-hp',
      level: DCSS_ANALYSES.where.level(shown),
    });
    expect(answer.title).toBe('Before: what moves turns per HP at 120 max HP');
    expect(answer.base).toBe(Math.round((100 / 110) * 100) / 100);
  });

  it('sets the one input a goal names, as one edit of the build', () => {
    const shown = build({ maxHp: 90, rings: 1 });
    expect(DCSS_ANALYSES.goal.set(shown, 'rings', 2)).toEqual({ ...shown, rings: 2 });
    expect(DCSS_ANALYSES.goal.set(shown, 'maxHp', 342)).toEqual({ ...shown, maxHp: 342 });
    const result = DCSS_ENGINE['dcss/goal']({
      data,
      build: shown,
      measure: 'turns-per-hp',
      level: 90,
      goal: 'at-most',
      target: 1.5,
    });
    // Each answer, checked score by score from the build's own: the first that meets the goal.
    const first = (key: 'rings' | 'mutation' | 'maxHp') => {
      for (let to = shown[key]; ; to += 1) {
        const value = hundredths(dcssFigure(data.rules, { ...shown, [key]: to }, 'turns-per-hp'));
        if (value !== null && value <= 1.5) return to;
      }
    };
    expect(result.rows.map((row) => [row.id, row.to])).toEqual([
      ['rings', first('rings')],
      ['mutation', first('mutation')],
      ['maxHp', first('maxHp')],
    ]);
  });
});
