import { describe, expect, it } from 'vitest';
import type { ManaEffect } from '../../../../shared/rulesets/willpower/data';
import {
  SEED_CONCENTRATION,
  SEED_ITEMS,
  SEED_TALENTS,
} from '../../../../shared/rulesets/willpower/defaults';
import {
  checkEffect,
  checkEffectField,
  checkEffectRows,
  EFFECT_FIELDS,
  EFFECT_KIND_LABELS,
  EFFECT_KINDS,
  effectNumber,
  makeEffect,
  withEffectNumber,
} from '../../../../shared/rulesets/willpower/effect-rows';

const skills = [SEED_CONCENTRATION];

describe('item and talent effects', () => {
  it('names every effect kind in plain words', () => {
    expect(EFFECT_KINDS).toHaveLength(8);
    expect(EFFECT_KIND_LABELS['max-mana']).toBe('+N to maximum mana');
    expect(EFFECT_KIND_LABELS['blood-magic']).toBe('Blood magic: N HP into M mana');
  });

  it('accepts every seed item and talent as it is', () => {
    expect(checkEffectRows(SEED_ITEMS, skills, 'item')).toEqual([]);
    expect(checkEffectRows(SEED_TALENTS, skills, 'talent')).toEqual([]);
  });

  it('makes a new effect of every kind that passes its own checks', () => {
    for (const kind of EFFECT_KINDS) {
      const effect = makeEffect(kind, skills);
      expect(effect.kind).toBe(kind);
      expect(checkEffect(effect, skills)).toEqual([]);
    }
  });

  it('reads and changes one number field, leaving the others', () => {
    const well: ManaEffect = { kind: 'deep-well', perLevels: 4, minimum: 2 };
    expect(effectNumber(well, 'perLevels')).toBe(4);
    expect(effectNumber(well, 'amount')).toBeNaN();
    expect(withEffectNumber(well, 'minimum', 3)).toEqual({
      kind: 'deep-well',
      perLevels: 4,
      minimum: 3,
    });
  });

  it('takes whole amounts of mana from 0 to 999', () => {
    const ring = (amount: number): ManaEffect => ({ kind: 'max-mana', amount });
    expect(checkEffectField(ring(0), 'amount', skills)).toBeNull();
    expect(checkEffectField(ring(999), 'amount', skills)).toBeNull();
    for (const bad of [-1, 1000, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkEffectField(ring(bad), 'amount', skills)).toBe(
        'Maximum mana must be a whole number from 0 to 999.',
      );
    }
    expect(checkEffect({ kind: 'siphoning', mana: 1000 }, skills)).toEqual([
      { field: 'mana', message: 'Mana per kill must be a whole number from 0 to 999.' },
    ]);
  });

  it('takes Thrift percents from 0 to 100 and regen percents from 0 to 1000', () => {
    expect(checkEffect({ kind: 'cost-percent', percent: 100 }, skills)).toEqual([]);
    expect(checkEffectField({ kind: 'cost-percent', percent: 101 }, 'percent', skills)).toBe(
      'Percent less must be a whole number from 0 to 100.',
    );
    expect(checkEffect({ kind: 'regen-percent', percent: 1000 }, skills)).toEqual([]);
    expect(checkEffectField({ kind: 'regen-percent', percent: 1001 }, 'percent', skills)).toBe(
      'Percent faster must be a whole number from 0 to 1000.',
    );
  });

  it('counts Deep well per 1 to 60 levels, with a minimum from 0 to 60', () => {
    const well = (perLevels: number, minimum: number): ManaEffect => ({
      kind: 'deep-well',
      perLevels,
      minimum,
    });
    expect(checkEffect(well(1, 0), skills)).toEqual([]);
    expect(checkEffect(well(60, 60), skills)).toEqual([]);
    expect(checkEffect(well(0, 61), skills)).toEqual([
      { field: 'perLevels', message: 'Levels per point must be a whole number from 1 to 60.' },
      { field: 'minimum', message: 'The minimum must be a whole number from 0 to 60.' },
    ]);
  });

  it('takes a resting factor from 1 to 10, decimals allowed', () => {
    const rest = (factor: number): ManaEffect => ({ kind: 'resting-factor', factor });
    for (const good of [1, 1.5, 2.25, 10]) expect(checkEffect(rest(good), skills)).toEqual([]);
    for (const bad of [0.5, 10.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkEffectField(rest(bad), 'factor', skills)).toBe(
        'The resting factor must be a number from 1 to 10.',
      );
    }
    expect(checkEffectField(rest(1.0001), 'factor', skills)).toBe(
      'The resting factor may have at most 3 decimal places.',
    );
  });

  it('needs Blood magic to take at least 1 HP and give at least 1 mana', () => {
    expect(checkEffect({ kind: 'blood-magic', hpCost: 0, mana: 0 }, skills)).toEqual([
      { field: 'hpCost', message: 'The HP cost must be a whole number from 1 to 999.' },
      { field: 'mana', message: 'The mana gained must be a whole number from 1 to 999.' },
    ]);
  });

  it('raises only a skill that exists', () => {
    expect(
      checkEffect({ kind: 'skill-bonus', skillId: 'concentration', amount: 20 }, skills),
    ).toEqual([]);
    expect(
      checkEffectField({ kind: 'skill-bonus', skillId: 'juggling', amount: 20 }, 'skillId', skills),
    ).toBe('There is no skill "juggling".');
    expect(makeEffect('skill-bonus', [])).toEqual({ kind: 'skill-bonus', skillId: '', amount: 10 });
  });

  it('lists every number field with its range, each kind its own', () => {
    expect(EFFECT_FIELDS['deep-well'].map((spec) => [spec.field, spec.min, spec.max])).toEqual([
      ['perLevels', 1, 60],
      ['minimum', 0, 60],
    ]);
    expect(EFFECT_FIELDS['resting-factor'][0]?.decimal).toBe(true);
  });

  it('finds names taken twice and bad effects anywhere in a table', () => {
    const rows = [
      ...SEED_ITEMS,
      { id: 'copy', name: 'ring of mana (+5)', effects: [{ kind: 'max-mana', amount: -1 }] },
    ] as const;
    expect(checkEffectRows(rows, skills, 'item')).toEqual([
      {
        rowId: 'ring-of-mana',
        effectIndex: null,
        field: 'name',
        message: 'There is already an item called ring of mana (+5).',
      },
      {
        rowId: 'copy',
        effectIndex: null,
        field: 'name',
        message: 'There is already an item called Ring of mana (+5).',
      },
      {
        rowId: 'copy',
        effectIndex: 0,
        field: 'amount',
        message: 'Maximum mana must be a whole number from 0 to 999.',
      },
    ]);
  });
});
