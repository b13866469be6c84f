import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import type { WillpowerBuild } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';

const data = makeDefaultWillpowerData();
const at = (build: WillpowerBuild, level: number) => {
  const point = computeManaCurve(data, build).points[level - 1];
  if (point === undefined) throw new Error(`no level ${level}`);
  return point;
};

describe('max mana with items, talents and skills', () => {
  it('adds "+5 to maximum mana" on top, as a term of the trace', () => {
    const ringed = { ...TATHREN, itemIds: ['ring-of-mana'] };
    expect(formatExplained(at(ringed, 1).trace)).toBe(
      '18 (level 1) + 0 (0 level-ups \u00d7 8) + 5 (Ring of mana (+5)) = 23',
    );
    expect(at(ringed, 2).maxMana).toBe(31);
  });

  it('adds two rings twice', () => {
    expect(at({ ...TATHREN, itemIds: ['ring-of-mana', 'ring-of-mana'] }, 1).maxMana).toBe(28);
  });

  it('adds Deep well from the level it is taken: 2, then +1 per 4 levels', () => {
    const well = { ...TATHREN, talents: [{ talentId: 'deep-well', takenAtLevel: 5 }] };
    expect(at(well, 4).maxMana).toBe(18 + 3 * 8);
    expect(at(well, 5).maxMana).toBe(18 + 4 * 8 + 2);
    expect(at(well, 12).maxMana).toBe(18 + 11 * 8 + 3);
    expect(formatExplained(at(well, 12).trace)).toContain('3 (Deep well: level 12 / 4)');
  });

  it('caps trained Concentration at a fifth of the pool without it', () => {
    const focused = {
      ...TATHREN,
      skills: [{ skillId: 'concentration', trained: true, value: 200 }],
    };
    expect(at(focused, 1).maxMana).toBe(18 + 3);
    expect(at(focused, 2).maxMana).toBe(26 + 5);
    expect(at(focused, 4).maxMana).toBe(42 + 8);
  });

  it('counts the ring in the pool Concentration is capped by', () => {
    const both = {
      ...TATHREN,
      itemIds: ['ring-of-mana'],
      skills: [{ skillId: 'concentration', trained: true, value: 200 }],
    };
    expect(at(both, 1).maxMana).toBe(23 + 4);
  });

  it('gives untrained Concentration nothing', () => {
    const idle = { ...TATHREN, skills: [{ skillId: 'concentration', trained: false, value: 200 }] };
    expect(at(idle, 60).maxMana).toBe(18 + 59 * 8);
  });

  it('explains the build\u2019s own level with the same trace as its point', () => {
    const curve = computeManaCurve(data, { ...TATHREN, level: 7, itemIds: ['ring-of-mana'] });
    expect(curve.atBuildLevel).toEqual(curve.points[6]?.trace);
  });
});

describe('max mana properties', () => {
  const arbitrary = fc.record({
    int: fc.integer({ min: 1, max: 29 }),
    wil: fc.integer({ min: 1, max: 29 }),
    pre: fc.integer({ min: 1, max: 30 }),
    level: fc.integer({ min: 1, max: 60 }),
    classId: fc.constantFrom(...data.classes.map((c) => c.id)),
    items: fc.array(fc.constantFrom(...data.items.map((i) => i.id)), { maxLength: 3 }),
    trained: fc.boolean(),
    skill: fc.integer({ min: 0, max: 300 }),
  });

  it('never lowers max mana for more Int or more Wil', () => {
    fc.assert(
      fc.property(arbitrary, fc.constantFrom('int' as const, 'wil' as const), (b, stat) => {
        const base: WillpowerBuild = {
          ...TATHREN,
          classId: b.classId,
          stats: { ...TATHREN.stats, int: b.int, wil: b.wil, pre: b.pre },
          itemIds: b.items,
          skills: [{ skillId: 'concentration', trained: b.trained, value: b.skill }],
        };
        const more = { ...base, stats: { ...base.stats, [stat]: base.stats[stat] + 1 } };
        expect(at(more, b.level).maxMana).toBeGreaterThanOrEqual(at(base, b.level).maxMana);
      }),
    );
  });

  it('makes every point\u2019s trace add up to its value', () => {
    fc.assert(
      fc.property(arbitrary, (b) => {
        const build = { ...TATHREN, classId: b.classId, itemIds: b.items };
        for (const point of computeManaCurve(data, build).points) {
          expect(point.trace.value).toBe(point.maxMana);
          expect(Number.isFinite(point.maxMana)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});
