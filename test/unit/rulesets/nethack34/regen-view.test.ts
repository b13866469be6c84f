import { describe, expect, it } from 'vitest';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import type { NethackCharacter } from '../../../../shared/rulesets/nethack34/data';
import type { RegenOptions } from '../../../../shared/rulesets/nethack34/regen';
import { computeNethackRegenView } from '../../../../shared/rulesets/nethack34/regen-view';

const data = makeDefaultNethack34Data();
const wizard: NethackCharacter = {
  roleId: 'Wiz',
  raceId: 'Elf',
  con: 16,
  wis: 16,
  int: 16,
  regen: {},
};
const view = (regen: RegenOptions = {}) => computeNethackRegenView(data, { ...wizard, regen });

describe('NetHack regeneration view', () => {
  it('fills an XL 1 elven Wizard\u2019s 11 HP from 1 HP in 10 × 15 turns', () => {
    const xl1 = view()[0];
    expect(xl1).toMatchObject({ xl: 1, hpInterval: 15, maxHp: 11, hpTurnsToFull: 150 });
  });

  it('fills faster with the Regeneration intrinsic, and power every turn with the Eye', () => {
    const plain = view()[0];
    const helped = view({
      regeneration: true,
      eyeOfAethiopica: true,
    })[0];
    expect(helped?.hpTurnsToFull).toBeLessThan(plain?.hpTurnsToFull ?? 0);
    expect(helped?.hpTurnsToFull).toBe(10);
    expect(helped?.pwInterval).toBe(1);
    expect(helped?.pwTurnsToFull).toBeLessThan(plain?.pwTurnsToFull ?? 0);
  });

  it('covers XL 1 to 30 with finite times', () => {
    const rows = view();
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(Number.isFinite(row.hpTurnsToFull)).toBe(true);
      expect(Number.isFinite(row.pwTurnsToFull)).toBe(true);
    }
  });
});

describe('NetHack regeneration conditions (seed 002: encumbrance and polymorph)', () => {
  const xl = (options: RegenOptions) => view(options)[4];

  it('gives no HP moving while Stressed, and costs HP while Strained (1/30) or Overtaxed (1/10)', () => {
    expect(xl({ encumbrance: 'stressed', moving: true })).toMatchObject({
      hpInterval: null,
      hpPer1000Turns: 0,
      hpTurnsToFull: null,
    });
    expect(xl({ encumbrance: 'strained', moving: true })?.hpPer1000Turns).toBe(-33);
    expect(xl({ encumbrance: 'overtaxed', moving: true })?.hpPer1000Turns).toBe(-100);
    expect(xl({ encumbrance: 'stressed', moving: false })?.hpInterval).toBe(7);
  });

  it('ignores encumbrance with the Regeneration intrinsic', () => {
    expect(xl({ encumbrance: 'overtaxed', moving: true, regeneration: true })?.hpInterval).toBe(7);
  });

  it('stops power from Stressed on, unless the Eye brings it every turn', () => {
    expect(xl({ encumbrance: 'stressed' })?.pwInterval).toBeNull();
    expect(xl({ encumbrance: 'stressed' })?.pwTurnsToFull).toBeNull();
    expect(xl({ encumbrance: 'stressed', eyeOfAethiopica: true })?.pwInterval).toBe(1);
  });

  it('gives a polymorphed form 1 HP every 20 turns, every turn with Regeneration', () => {
    expect(xl({ polymorphed: true })).toMatchObject({ hpInterval: 20, hpPer1000Turns: 50 });
    expect(xl({ polymorphed: true, regeneration: true })?.hpPer1000Turns).toBe(1000);
    expect(xl({ polymorphed: true, encumbrance: 'stressed' })?.hpInterval).toBeNull();
  });

  it('"HP do not regenerate … while praying to a receptive god": none, whatever else; power goes on', () => {
    for (const options of [{}, { regeneration: true }, { polymorphed: true }] as const) {
      expect(xl({ ...options, praying: true })).toMatchObject({
        hpInterval: null,
        hpPer1000Turns: 0,
        hpOtherTurns: 0,
        hpTurnsToFull: null,
      });
    }
    expect(xl({ praying: true })?.pwInterval).toBe(xl({})?.pwInterval);
    expect(xl({ praying: true })?.pwTurnsToFull).toBe(xl({})?.pwTurnsToFull);
  });

  it('"a sea monster out of water … will lose 1 HP each turn (but never to zero)"', () => {
    const eel = { polymorphed: true, seaMonsterOutOfWater: true };
    expect(xl(eel)).toMatchObject({ hpInterval: null, hpPer1000Turns: -1000, hpTurnsToFull: null });
    // Nothing comes back, the Regeneration intrinsic or a light load included.
    expect(xl({ ...eel, regeneration: true })?.hpPer1000Turns).toBe(-1000);
    // Only a polymorphed form is a sea monster: in normal form the flag changes nothing.
    expect(xl({ seaMonsterOutOfWater: true })).toEqual(xl({}));
  });
});
