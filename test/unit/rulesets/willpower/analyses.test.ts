/**
 * Willpower's figure analyses as the card and the worker ask them (`analyses.ts`, the engine's
 * `willpower/sensitivity` and `willpower/goal`): the figure is read at the question's level and
 * casts the question's spell, and the declaration keeps what the old card chose.
 */
import { describe, expect, it } from 'vitest';
import { naturalGoal } from '../../../../shared/analysis/figure-analyses';
import { WILLPOWER_ANALYSES } from '../../../../shared/rulesets/willpower/analyses';
import { computeCastingEconomy } from '../../../../shared/rulesets/willpower/casting-economy';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { WILLPOWER_ENGINE } from '../../../../shared/rulesets/willpower/engine';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';

const data = makeDefaultWillpowerData();
// A second, dearer spell: a casts-an-hour figure must cast the one asked, not the data's first.
const meteor = { id: 'meteor', name: 'Meteor', kind: 'spell' as const, cost: 12 };
const withMeteor = { ...data, abilities: [...data.abilities, meteor] };

describe('willpower/sensitivity and willpower/goal, as the card asks them', () => {
  it("reads the figure at the question's level, not the build's own (the baseline's is read where the shown build is)", () => {
    const build = { ...TATHREN, level: 5 };
    for (const level of [1, 30, 60]) {
      const result = WILLPOWER_ENGINE['willpower/sensitivity']({
        data,
        build,
        measure: 'max-mana',
        level,
      });
      expect(result.level).toBe(level);
      expect(result.base).toBe(computeManaCurve(data, build).points[level - 1]?.maxMana);
      expect(result.title).toBe(`Tathren: what moves max mana at level ${level}`);
    }
  });

  it('casts the spell asked for casts an hour, and the data’s first without one', () => {
    const build = { ...TATHREN, level: 30 };
    const castsOf = (spell: string) =>
      computeCastingEconomy(withMeteor, build, {
        conditions: { statusIds: build.regenStatusIds },
      }).sustained.find((each) => each.abilityId === spell)?.castsFromEmpty;
    const asked = (spell: string | null) =>
      WILLPOWER_ENGINE['willpower/sensitivity']({
        data: withMeteor,
        build,
        measure: 'casts-per-hour',
        level: 30,
        spell,
      });
    expect(asked('meteor').base).toBe(castsOf('meteor'));
    expect(asked('meteor').basis).toContain('casting Meteor from empty');
    const first = data.abilities[0];
    if (first === undefined) throw new Error('the seed data has no ability');
    expect(asked(null).base).toBe(castsOf(first.id));
    expect(castsOf('meteor')).not.toBe(castsOf(first.id));
  });

  it('seeks a goal at the question’s level, and its answer sets one stat as one edit', () => {
    const build = { ...TATHREN, level: 1 };
    const result = WILLPOWER_ENGINE['willpower/goal']({
      data,
      build,
      measure: 'max-mana',
      level: 30,
      goal: 'at-least',
      target: 300,
    });
    const int = result.rows.find((row) => row.id === 'int');
    // Tathren at level 30 has 250; Int 18 gives 310 (the card's e2e reads the same at level 30).
    expect(int?.to).toBe(18);
    expect(int?.value).toBe(
      computeManaCurve(data, { ...build, stats: { ...build.stats, int: 18 } }).points[29]?.maxMana,
    );
    const set = WILLPOWER_ANALYSES.goal.set(build, 'int', 18);
    expect(set).toEqual({ ...build, stats: { ...build.stats, int: 18 } });
  });
});

describe('WILLPOWER_ANALYSES', () => {
  it('takes a wait’s goal as "at most" and an amount’s as "at least", as the old card did', () => {
    const waits = new Set(['seconds-per-point', 'minutes-to-full']);
    for (const measure of WILLPOWER_ANALYSES.measures) {
      expect(naturalGoal(measure), measure.id).toBe(waits.has(measure.id) ? 'at-most' : 'at-least');
    }
  });

  it('offers a spell for casts an hour only, from the data’s abilities', () => {
    const choice = WILLPOWER_ANALYSES.choice;
    expect(choice?.measures).toEqual(['casts-per-hour']);
    expect(choice?.options(withMeteor).map((each) => each.id)).toEqual(
      withMeteor.abilities.map((each) => each.id),
    );
  });

  it('reads the figure at the build’s level, in the card’s and the file name’s words', () => {
    const build = { ...TATHREN, level: 30 };
    const { where } = WILLPOWER_ANALYSES;
    expect([where.level(build), where.at(build, 30), where.fileSuffix(build, 30)]).toEqual([
      30,
      'level 30',
      '-l30',
    ]);
    expect(where.phrase(build, 30)).toBe('at level 30 (the build’s Level)');
  });
});
