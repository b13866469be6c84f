import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import {
  computeAbilityCost,
  computeEffectiveCost,
  costReadings,
  cutsFrom,
  trySpend,
  type CostCut,
} from '../../../../shared/rulesets/willpower/costs';
import type { CostRules, EffectSource } from '../../../../shared/rulesets/willpower/data';
import {
  SEED_ABILITIES,
  SEED_COST_RULES,
  SEED_ITEMS,
  SEED_TALENTS,
} from '../../../../shared/rulesets/willpower/defaults';

function source(sources: readonly EffectSource[], id: string): EffectSource {
  const found = sources.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no seed source ${id}`);
  return found;
}

const frugal = source(SEED_TALENTS, 'frugal-caster');
const ring = source(SEED_ITEMS, 'ring-of-thrift');
const charm = source(SEED_ITEMS, 'charm-of-thrift');
const threeCharms = ['a', 'b', 'c'].map((n) => ({
  ...charm,
  id: `charm-${n}`,
  name: `Charm ${n}`,
}));

function costWith(base: number, sources: readonly EffectSource[], rules = SEED_COST_RULES) {
  return computeEffectiveCost(base, cutsFrom(sources), rules).cost;
}

describe('Willpower costs: the seed examples', () => {
  it.each([
    [5, 4],
    [6, 5],
    [10, 8],
  ])('turns %i into %i with Frugal caster alone', (base, expected) => {
    expect(costWith(base, [frugal])).toBe(expected);
  });

  it('turns 7 into 5 with Frugal caster and a 10% ring', () => {
    const result = computeEffectiveCost(7, cutsFrom([frugal, ring]), SEED_COST_RULES);
    expect(result.cost).toBe(5);
    expect(formatExplained(result.cut)).toBe('20 (Frugal caster) + 10 (Ring of Thrift (10%)) = 30');
    expect(formatExplained(result.trace)).toBe(
      '7 (base cost) \u2212 2 (30% off: 4.9 rounds to 5) = 5',
    );
  });

  it('takes only half off 10 with three 20% items and the talent', () => {
    const result = computeEffectiveCost(10, cutsFrom([frugal, ...threeCharms]), SEED_COST_RULES);
    expect(result.cost).toBe(5);
    expect(result.cut.value).toBe(50);
    expect(formatExplained(result.cut)).toBe(
      '20 (Frugal caster) + 20 (Charm a) + 20 (Charm b) + 20 (Charm c) = 80 ' +
        '\u2192 50 (never more than half off)',
    );
    expect(formatExplained(result.trace)).toBe('10 (base cost) \u2212 5 (50% off) = 5');
  });

  it('makes Burning hands cost 5 instead of 6 for a frugal caster', () => {
    const [burningHands] = SEED_ABILITIES;
    if (burningHands === undefined) throw new Error('no seed ability');
    const result = computeAbilityCost(burningHands, [frugal], SEED_COST_RULES);
    expect(result.cost).toBe(5);
    expect(formatExplained(result.trace)).toBe(
      '6 (Burning hands) \u2212 1 (20% off: 4.8 rounds to 5) = 5',
    );
  });

  it('cuts spells, rods and summoning alike', () => {
    for (const kind of ['spell', 'rod', 'summoning'] as const) {
      const ability = { id: kind, name: kind, kind, cost: 10 };
      expect(computeAbilityCost(ability, [frugal], SEED_COST_RULES).cost).toBe(8);
    }
  });
});

describe('Willpower costs: rounding once, exactly', () => {
  it('rounds a half point up: 5 at 30% off is 3.5, so 4 (a float would say 3)', () => {
    const result = computeEffectiveCost(5, [{ label: 'cut', percent: 30 }], SEED_COST_RULES);
    expect(result.cost).toBe(4);
    expect(formatExplained(result.trace)).toBe(
      '5 (base cost) \u2212 1 (30% off: 3.5 rounds up to 4) = 4',
    );
  });

  it('keeps the larger half of an odd cost at half off: 7 becomes 4', () => {
    expect(computeEffectiveCost(7, [{ label: 'cut', percent: 50 }], SEED_COST_RULES).cost).toBe(4);
  });

  it('rounds the sum once, not each cut: 10% + 10% + 10% off 5 is 3.5 → 4', () => {
    const cuts = [10, 10, 10].map((percent, i) => ({ label: `r${i}`, percent }));
    expect(computeEffectiveCost(5, cuts, SEED_COST_RULES).cost).toBe(4);
  });

  it('never cuts a 1-mana ability below 1, even with a larger cap in the data', () => {
    const generous: CostRules = { maxCutPercent: 90, minimumCost: 1 };
    const result = computeEffectiveCost(1, [{ label: 'cut', percent: 90 }], generous);
    expect(result.cost).toBe(1);
    expect(formatExplained(result.trace)).toBe(
      '1 (base cost) \u2212 1 (90% off: 0.1 rounds to 0) = 0 \u2192 1 (never below 1)',
    );
  });

  it('leaves a free ability free and a cost under the minimum uncut', () => {
    expect(computeEffectiveCost(0, cutsFrom([frugal]), SEED_COST_RULES).cost).toBe(0);
    const strict: CostRules = { maxCutPercent: 90, minimumCost: 3 };
    expect(computeEffectiveCost(2, [{ label: 'cut', percent: 90 }], strict).cost).toBe(2);
    expect(computeEffectiveCost(10, [{ label: 'cut', percent: 90 }], strict).cost).toBe(3);
  });

  it('shows the cost unchanged when nothing cuts it', () => {
    const result = computeEffectiveCost(6, [], SEED_COST_RULES);
    expect(result.cost).toBe(6);
    expect(formatExplained(result.trace)).toBe('6 (base cost) = 6');
    expect(formatExplained(result.cut)).toBe('0 = 0');
  });

  it('reads its cap and minimum from the rules', () => {
    const rules: CostRules = { maxCutPercent: 30, minimumCost: 2 };
    const result = computeEffectiveCost(10, cutsFrom([frugal, ...threeCharms]), rules);
    expect(result.cost).toBe(7);
    expect(result.cut.clamp?.reason).toBe('never more than 30% off');
    expect(costReadings(rules)).toContain('Together the cuts never take off more than 30%.');
  });

  it('explains its rounding and its cap in readings the UI can show', () => {
    const readings = computeEffectiveCost(7, [], SEED_COST_RULES).readings;
    expect(readings.join(' ')).toContain('a half point rounds up');
    expect(readings).toContain('Together the cuts never take off more than half.');
  });
});

describe('Willpower costs: the cuts worn and taken', () => {
  it('collects cost cuts from items and talents by name, ignoring other effects', () => {
    expect(cutsFrom([...SEED_TALENTS, ...SEED_ITEMS])).toEqual([
      { label: 'Frugal caster', percent: 20 },
      { label: 'Ring of Thrift (10%)', percent: 10 },
      { label: 'Charm of Thrift (20%)', percent: 20 },
    ]);
  });
});

describe('Willpower costs: refusing bad numbers', () => {
  it.each([
    [-1, 'A mana cost must be a whole number of 0 or more (got -1).'],
    [2.5, 'A mana cost must be a whole number of 0 or more (got 2.5).'],
    [Number.NaN, 'A mana cost must be a whole number of 0 or more (got NaN).'],
  ])('refuses a cost of %s with a clear message', (base, message) => {
    expect(() => computeEffectiveCost(base, [], SEED_COST_RULES)).toThrow(message);
  });

  it.each([-10, 12.5, 101])('refuses a cut of %s%%', (percent) => {
    expect(() =>
      computeEffectiveCost(5, [{ label: 'Odd ring', percent }], SEED_COST_RULES),
    ).toThrow(
      `The cut of "Odd ring" (percent) must be a whole number from 0 to 100 (got ${percent}).`,
    );
  });

  it('refuses rules with a cap outside 0 to 100', () => {
    expect(() => computeEffectiveCost(5, [], { maxCutPercent: 150, minimumCost: 1 })).toThrow(
      'The largest cut to a cost (percent) must be a whole number from 0 to 100 (got 150).',
    );
  });
});

describe('Willpower costs: spending', () => {
  it('spends the cost when there is enough, exactly down to 0', () => {
    expect(trySpend(6, 6)).toEqual({ ok: true, after: 0, spent: 6, trainingChance: true });
  });

  it('refuses with too little and spends nothing', () => {
    expect(trySpend(5, 6)).toEqual({
      ok: false,
      reason: 'too-little-mana',
      current: 5,
      cost: 6,
      message: 'Needs 6 mana but has 5: refused, nothing spent.',
    });
  });

  it('gives no training chance for a free ability', () => {
    expect(trySpend(3, 0)).toEqual({ ok: true, after: 3, spent: 0, trainingChance: false });
  });

  it('refuses fractional or negative pools', () => {
    expect(() => trySpend(-1, 2)).toThrow('Current mana must be a whole number of 0 or more');
    expect(() => trySpend(4, 1.5)).toThrow('A mana cost must be a whole number of 0 or more');
  });
});

describe('Willpower costs: properties', () => {
  const arbitraryCut: fc.Arbitrary<CostCut> = fc.record({
    label: fc.string({ maxLength: 8 }),
    percent: fc.integer({ min: 0, max: 100 }),
  });
  const arbitraryCuts = fc.array(arbitraryCut, { maxLength: 6 });
  const arbitraryBase = fc.integer({ min: 1, max: 100_000 });
  const arbitraryRules: fc.Arbitrary<CostRules> = fc.record({
    maxCutPercent: fc.integer({ min: 0, max: 100 }),
    minimumCost: fc.integer({ min: 0, max: 5 }),
  });

  it('never goes below the minimum, nor below half the base, nor above the base', () => {
    fc.assert(
      fc.property(arbitraryBase, arbitraryCuts, (base, cuts) => {
        const { cost } = computeEffectiveCost(base, cuts, SEED_COST_RULES);
        expect(Number.isInteger(cost)).toBe(true);
        expect(cost).toBeGreaterThanOrEqual(SEED_COST_RULES.minimumCost);
        expect(cost * 2).toBeGreaterThanOrEqual(base);
        expect(cost).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('never goes below the minimum nor above the base under any rules', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), arbitraryCuts, arbitraryRules, (base, cuts, rules) => {
        const { cost } = computeEffectiveCost(base, cuts, rules);
        expect(cost).toBeGreaterThanOrEqual(Math.min(base, rules.minimumCost));
        expect(cost).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('rounds the exact cost to the nearest point, halves up, when no minimum applies', () => {
    fc.assert(
      fc.property(arbitraryBase, arbitraryCuts, arbitraryRules, (base, cuts, rules) => {
        const result = computeEffectiveCost(base, cuts, rules);
        if (result.trace.clamp !== undefined) return;
        const exactHundredths = base * (100 - result.cut.value);
        expect(result.cost * 100).toBeGreaterThan(exactHundredths - 50);
        expect(result.cost * 100).toBeLessThanOrEqual(exactHundredths + 50);
      }),
    );
  });

  it('never costs more when one more cut is worn or a cut grows', () => {
    fc.assert(
      fc.property(
        arbitraryBase,
        arbitraryCuts,
        arbitraryCut,
        arbitraryRules,
        (b, cuts, extra, r) => {
          const before = computeEffectiveCost(b, cuts, r).cost;
          expect(computeEffectiveCost(b, [...cuts, extra], r).cost).toBeLessThanOrEqual(before);
          const grown = cuts.map((cut) => ({ ...cut, percent: Math.min(100, cut.percent + 7) }));
          expect(computeEffectiveCost(b, grown, r).cost).toBeLessThanOrEqual(before);
        },
      ),
    );
  });

  it('does not depend on the order of the cuts', () => {
    fc.assert(
      fc.property(arbitraryBase, arbitraryCuts, (base, cuts) => {
        expect(computeEffectiveCost(base, [...cuts].reverse(), SEED_COST_RULES).cost).toBe(
          computeEffectiveCost(base, cuts, SEED_COST_RULES).cost,
        );
      }),
    );
  });

  it('never spends on a refusal and never leaves a negative pool', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.nat({ max: 1000 }), (current, cost) => {
        const result = trySpend(current, cost);
        if (result.ok) {
          expect(result.after).toBe(current - cost);
          expect(result.after).toBeGreaterThanOrEqual(0);
        } else {
          expect(current).toBeLessThan(cost);
          expect(result.current).toBe(current);
        }
      }),
    );
  });
});
