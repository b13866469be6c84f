/** The report tables the CLI added to the engine (`curvesReport`, `costsReport`). */
import { describe, expect, it } from 'vitest';
import type { WillpowerBuild } from '../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../shared/rulesets/willpower/defaults';
import { computeHpCurve } from '../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../shared/rulesets/willpower/max-mana';
import { computeAbilityCosts } from '../../../shared/rulesets/willpower/casting-economy';
import { costsReport, curvesReport } from '../../../shared/rulesets/willpower/reports';

const data = makeDefaultWillpowerData();

describe('curvesReport', () => {
  it('puts max mana and max HP side by side at every level', () => {
    const table = curvesReport(
      TATHREN,
      computeManaCurve(data, TATHREN),
      computeHpCurve(data, TATHREN),
    );
    expect(table.title).toBe('Tathren: max mana and max HP by level');
    expect(table.columns).toEqual(['level', 'max_mana', 'max_hp']);
    expect(table.rows.slice(0, 2)).toEqual([
      [1, 18, 5],
      [2, 26, 7],
    ]);
    expect(table.rows).toHaveLength(60);
  });

  it('refuses curves of different lengths', () => {
    const mana = computeManaCurve(data, TATHREN);
    const hp = computeHpCurve({ ...data, rules: { ...data.rules, maxLevel: 30 } }, TATHREN);
    expect(() => curvesReport(TATHREN, mana, hp)).toThrow(RangeError);
  });
});

describe('costsReport', () => {
  const abilities = [
    ...data.abilities,
    { id: 'rod-of-sparks', name: 'Rod of sparks', kind: 'rod' as const, cost: 7 },
    { id: 'cantrip', name: 'Cantrip', kind: 'spell' as const, cost: 0 },
  ];
  const withAbilities = { ...data, abilities };

  it('has one row per ability: the cut of the items worn and the talents taken, and the cost', () => {
    const build: WillpowerBuild = {
      ...TATHREN,
      itemIds: ['ring-of-thrift'],
      talents: [{ talentId: 'frugal-caster', takenAtLevel: 1 }],
    };
    const table = costsReport(build, computeAbilityCosts(withAbilities, build));
    expect(table.columns).toEqual([
      'ability',
      'kind',
      'base_cost',
      'cut_percent',
      'effective_cost',
      'how',
    ]);
    expect(table.rows.map((row) => row.slice(0, 5))).toEqual([
      ['Burning hands', 'spell', 6, 30, 4],
      ['Rod of sparks', 'rod', 7, 30, 5],
      ['Cantrip', 'spell', 0, 30, 0],
    ]);
  });

  it('clamps the cut at half and counts the same item worn twice', () => {
    const build = {
      ...TATHREN,
      itemIds: ['charm-of-thrift', 'charm-of-thrift', 'charm-of-thrift'],
    };
    expect(
      costsReport(build, computeAbilityCosts(withAbilities, build)).rows[1]?.slice(0, 5),
    ).toEqual(['Rod of sparks', 'rod', 7, 50, 4]);
  });

  it('leaves out a talent taken after the build level', () => {
    const talents = [{ talentId: 'frugal-caster', takenAtLevel: 10 }];
    expect(computeAbilityCosts(data, { ...TATHREN, level: 9, talents })[0]?.cutPercent).toBe(0);
    expect(computeAbilityCosts(data, { ...TATHREN, level: 10, talents })[0]?.cutPercent).toBe(20);
  });

  it('refuses a build the engine cannot compute', () => {
    expect(() => computeAbilityCosts(data, { ...TATHREN, level: 0 })).toThrow(/Level must be/);
  });
});
