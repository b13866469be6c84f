import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import type { WillpowerBuild, WillpowerData } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import {
  computeLevelGain,
  computeLevelOneMaxMana,
  computeManaCurve,
} from '../../../../shared/rulesets/willpower/max-mana';

const data = makeDefaultWillpowerData();

type BuildOverrides = Omit<Partial<WillpowerBuild>, 'stats'> & {
  stats?: Partial<WillpowerBuild['stats']>;
};

function build(overrides: BuildOverrides): WillpowerBuild {
  return { ...TATHREN, ...overrides, stats: { ...TATHREN.stats, ...overrides.stats } };
}

function maxManaAt(curveData: WillpowerData, b: WillpowerBuild, level: number): number {
  const point = computeManaCurve(curveData, b).points.find((p) => p.level === level);
  if (point === undefined) throw new Error(`no level ${level}`);
  return point.maxMana;
}

describe('Willpower max mana: the seed example (Tathren)', () => {
  it('gives Tathren 18 mana at level 1 with the breakdown the seed writes', () => {
    const levelOne = computeLevelOneMaxMana(data, TATHREN);
    expect(levelOne.value).toBe(18);
    expect(formatExplained(levelOne)).toBe(
      '3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
    );
  });

  it('adds half the wizard\u2019s 12 plus the better of Int and Wil (6 + 2 = 8) per level', () => {
    const gain = computeLevelGain(data, TATHREN);
    expect(gain.value).toBe(8);
    expect(formatExplained(gain)).toBe("6 (half Wizard's 12) + 2 (better of Int/Wil) = 8");
  });

  it('shows 26 at level 2 and 18 + 59 \u00d7 8 at level 60', () => {
    expect(maxManaAt(data, TATHREN, 2)).toBe(26);
    expect(maxManaAt(data, TATHREN, 60)).toBe(18 + 59 * 8);
  });

  it('spans exactly the levels 1 to 60', () => {
    const levels = computeManaCurve(data, TATHREN).points.map((p) => p.level);
    expect(levels).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('explains the value at the build\u2019s own level', () => {
    const curve = computeManaCurve(data, build({ level: 5 }));
    expect(curve.atBuildLevel.value).toBe(18 + 4 * 8);
    expect(formatExplained(curve.atBuildLevel)).toBe(
      '18 (level 1) + 32 (4 level-ups \u00d7 8) = 50',
    );
  });
});

describe('Willpower max mana: rules of the seed text', () => {
  it('gives a warrior with ordinary wits no mana from levels', () => {
    const warrior = build({
      raceId: 'human',
      classId: 'warrior',
      stats: { int: 10, wil: 11, pre: 10 },
    });
    expect(maxManaAt(data, warrior, 1)).toBe(2);
    expect(maxManaAt(data, warrior, 60)).toBe(2);
  });

  it('takes mana away for low scores and never goes below zero', () => {
    const dull = build({ raceId: 'drow', classId: 'warrior', stats: { int: 3, wil: 3, pre: 3 } });
    const levelOne = computeLevelOneMaxMana(data, dull);
    expect(levelOne.value).toBe(0);
    expect(formatExplained(levelOne)).toBe(
      '0 (Drow) + 1 (Warrior) \u2212 4 (Int) \u2212 4 (Wil) \u2212 4 (Pre) = \u221211 \u2192 0 (never below zero)',
    );
    expect(maxManaAt(data, dull, 60)).toBe(0);
  });

  it('grows a start clamped at zero by the full gain each level', () => {
    const weakWizard = build({ raceId: 'drow', stats: { int: 10, wil: 10, pre: 1 } });
    // With Pre 1 worth −20: 0 (Drow) + 12 (Wizard) + 0 + 0 − 20 = −8, clamped to 0.
    const harsh: WillpowerData = {
      ...data,
      statModifiers: data.statModifiers.map((row) =>
        row.score === 1 ? { ...row, modifier: -20 } : row,
      ),
    };
    expect(computeLevelOneMaxMana(harsh, weakWizard).value).toBe(0);
    expect(maxManaAt(harsh, weakWizard, 2)).toBe(6);
  });

  it('lets a negative better modifier eat into the class half, never below zero (default reading)', () => {
    const foggyWizard = build({ stats: { int: 6, wil: 4, pre: 10 } });
    expect(computeLevelGain(data, foggyWizard).value).toBe(6 - 2);
    const foggyWarrior = build({ classId: 'warrior', stats: { int: 6, wil: 6, pre: 10 } });
    const gain = computeLevelGain(data, foggyWarrior);
    expect(gain.value).toBe(0);
    expect(formatExplained(gain)).toContain('a level never lowers the maximum');
  });

  it('only drops the bonus of a negative modifier under the other reading', () => {
    const other: WillpowerData = {
      ...data,
      rules: { ...data.rules, levelGain: 'modifier-never-negative' },
    };
    const foggyWizard = build({ stats: { int: 6, wil: 4, pre: 10 } });
    const gain = computeLevelGain(other, foggyWizard);
    expect(gain.value).toBe(6);
    expect(formatExplained(gain)).toContain('\u22122 counts as 0');
  });

  it('reads modifiers from the editable stat table', () => {
    const generous: WillpowerData = {
      ...data,
      statModifiers: data.statModifiers.map((row) =>
        row.score === 15 ? { ...row, modifier: 5 } : row,
      ),
    };
    expect(computeLevelOneMaxMana(generous, TATHREN).value).toBe(21);
    expect(computeLevelGain(generous, TATHREN).value).toBe(6 + 5);
  });

  it('refuses a build the data cannot compute, naming the field', () => {
    expect(() => computeManaCurve(data, build({ stats: { int: -5, wil: 12, pre: 10 } }))).toThrow(
      'Intelligence must be a whole number from 1 to 30.',
    );
  });
});

describe('Willpower max mana: properties', () => {
  const arbitraryBuild = fc.record({
    raceId: fc.constantFrom(...data.races.map((r) => r.id)),
    classId: fc.constantFrom(...data.classes.map((c) => c.id)),
    level: fc.integer({ min: 1, max: 60 }),
    stats: fc.record({
      int: fc.integer({ min: 1, max: 30 }),
      wil: fc.integer({ min: 1, max: 30 }),
      pre: fc.integer({ min: 1, max: 30 }),
    }),
  });

  it('never falls as levels rise and never goes below zero', () => {
    fc.assert(
      fc.property(arbitraryBuild, (fields) => {
        const values = computeManaCurve(data, build(fields)).points.map((p) => p.maxMana);
        values.forEach((value, i) => {
          expect(value).toBeGreaterThanOrEqual(0);
          if (i > 0) expect(value).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
        });
      }),
    );
  });

  it('gives the same curve for the same build (deterministic)', () => {
    fc.assert(
      fc.property(arbitraryBuild, (fields) => {
        expect(computeManaCurve(data, build(fields))).toEqual(
          computeManaCurve(data, build(fields)),
        );
      }),
    );
  });

  it('adds one more point for each point more of Presence modifier, when nothing is clamped', () => {
    const a = computeLevelOneMaxMana(data, build({ stats: { int: 15, wil: 12, pre: 10 } }));
    const b = computeLevelOneMaxMana(data, build({ stats: { int: 15, wil: 12, pre: 12 } }));
    expect(b.value - a.value).toBe(1);
  });
});
