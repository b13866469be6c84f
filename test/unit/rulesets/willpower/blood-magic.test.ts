import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import {
  bloodMagicReadings,
  findBloodMagic,
  useBloodMagic,
  type BloodMagicEffect,
} from '../../../../shared/rulesets/willpower/blood-magic';
import { SEED_TALENTS } from '../../../../shared/rulesets/willpower/defaults';

const found = findBloodMagic(SEED_TALENTS);
if (found === undefined) throw new Error('the seed talents have no Blood magic');
const seed: BloodMagicEffect = found.effect;

describe('Willpower Blood magic: the seed text', () => {
  it('finds the effect on the Blood magic talent: 5 HP for 3 mana', () => {
    expect(found).toEqual({
      label: 'Blood magic',
      effect: { kind: 'blood-magic', hpCost: 5, mana: 3 },
    });
  });

  it('turns 5 HP into 3 mana at once', () => {
    const result = useBloodMagic(seed, { hp: 20, mana: 4, maxMana: 18 });
    expect(result).toMatchObject({ ok: true, hp: 15, mana: 7, gained: 3, hpSpent: 5 });
    if (!result.ok) throw new Error('refused');
    expect(formatExplained(result.hpTrace)).toBe('20 (HP) \u2212 5 (Blood magic) = 15');
    expect(formatExplained(result.manaTrace)).toBe('4 (mana) + 3 (Blood magic) = 7');
  });

  it('is not a wound and trains nothing', () => {
    const result = useBloodMagic(seed, { hp: 20, mana: 4, maxMana: 18 });
    expect(result).toMatchObject({ ok: true, isWound: false, trains: false });
    if (!result.ok) throw new Error('refused');
    expect(result.notes).toContain('It is not a wound: nothing soaks it, and it trains nothing.');
  });

  it.each([5, 4, 1, 0])('refuses with %i HP: it never takes your last hit point', (hp) => {
    expect(useBloodMagic(seed, { hp, mana: 0, maxMana: 18 })).toEqual({
      ok: false,
      reason: 'too-few-hp',
      message:
        'Blood magic costs 5 HP and never takes your last hit point: ' +
        `it needs more than 5 HP (you have ${hp}).`,
    });
  });

  it('works with 6 HP and leaves exactly 1', () => {
    expect(useBloodMagic(seed, { hp: 6, mana: 0, maxMana: 18 })).toMatchObject({ ok: true, hp: 1 });
  });

  it('does nothing while mana is full', () => {
    expect(useBloodMagic(seed, { hp: 20, mana: 18, maxMana: 18 })).toEqual({
      ok: false,
      reason: 'mana-full',
      message: 'Mana is full (18/18): Blood magic does nothing.',
    });
  });

  it('refuses above a lowered maximum as when full, and names full mana first', () => {
    const result = useBloodMagic(seed, { hp: 3, mana: 20, maxMana: 18 });
    expect(result).toMatchObject({ ok: false, reason: 'mana-full' });
  });
});

describe('Willpower Blood magic: near the maximum', () => {
  it('still costs the full 5 HP and gives 1 mana when mana is 1 below the maximum', () => {
    const result = useBloodMagic(seed, { hp: 20, mana: 17, maxMana: 18 });
    expect(result).toMatchObject({ ok: true, hp: 15, mana: 18, gained: 1, hpSpent: 5 });
    if (!result.ok) throw new Error('refused');
    expect(formatExplained(result.manaTrace)).toBe(
      '17 (mana) + 3 (Blood magic) = 20 \u2192 18 (never above your maximum)',
    );
  });

  it('states that reading for the UI', () => {
    expect(bloodMagicReadings(seed)).toContain(
      'Near the maximum it still costs the full 5 HP and gives only what fits: ' +
        '1 below the maximum, 5 HP buy 1 mana, not 3.',
    );
  });
});

describe('Willpower Blood magic: its numbers come from the effect', () => {
  it('uses the effect\u2019s HP cost and mana', () => {
    const strong: BloodMagicEffect = { kind: 'blood-magic', hpCost: 10, mana: 8 };
    expect(useBloodMagic(strong, { hp: 11, mana: 0, maxMana: 50 })).toMatchObject({
      ok: true,
      hp: 1,
      mana: 8,
    });
    expect(useBloodMagic(strong, { hp: 10, mana: 0, maxMana: 50 })).toMatchObject({
      ok: false,
      reason: 'too-few-hp',
    });
  });

  it('refuses an effect or a pool that is not a whole number', () => {
    expect(() =>
      useBloodMagic({ kind: 'blood-magic', hpCost: 0, mana: 3 }, { hp: 9, mana: 0, maxMana: 9 }),
    ).toThrow("Blood magic's HP cost must be a whole number of 1 or more (got 0).");
    expect(() => useBloodMagic(seed, { hp: 9.5, mana: 0, maxMana: 9 })).toThrow(
      'HP must be a whole number of 0 or more (got 9.5).',
    );
  });
});

describe('Willpower Blood magic: properties', () => {
  const arbitraryEffect = fc.record({
    kind: fc.constant('blood-magic' as const),
    hpCost: fc.integer({ min: 1, max: 20 }),
    mana: fc.integer({ min: 1, max: 20 }),
  });
  const arbitraryState = fc.record({
    hp: fc.nat({ max: 100 }),
    mana: fc.nat({ max: 100 }),
    maxMana: fc.nat({ max: 100 }),
  });

  it('never raises mana above the maximum and never leaves HP below 1', () => {
    fc.assert(
      fc.property(arbitraryEffect, arbitraryState, (effect, state) => {
        const result = useBloodMagic(effect, state);
        if (!result.ok) return;
        expect(result.mana).toBeLessThanOrEqual(state.maxMana);
        expect(result.hp).toBeGreaterThanOrEqual(1);
        expect(result.hp).toBe(state.hp - effect.hpCost);
        expect(result.gained).toBeGreaterThanOrEqual(1);
        expect(result.gained).toBeLessThanOrEqual(effect.mana);
      }),
    );
  });

  it('refuses exactly when mana is full or HP are too few', () => {
    fc.assert(
      fc.property(arbitraryEffect, arbitraryState, (effect, state) => {
        const result = useBloodMagic(effect, state);
        const shouldRefuse = state.mana >= state.maxMana || state.hp <= effect.hpCost;
        expect(result.ok).toBe(!shouldRefuse);
      }),
    );
  });
});
