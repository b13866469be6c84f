import { describe, expect, it } from 'vitest';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import { computeNethackRegenView } from '../../../../shared/rulesets/nethack34/regen-view';

const data = makeDefaultNethack34Data();
const wizard = { roleId: 'Wiz', raceId: 'Elf', con: 16, wis: 16 } as const;

describe('NetHack regeneration view', () => {
  it('fills an XL 1 elven Wizard\u2019s 11 HP from 1 HP in 10 × 15 turns', () => {
    const xl1 = computeNethackRegenView(data, wizard, 16)[0];
    expect(xl1).toMatchObject({ xl: 1, hpInterval: 15, maxHp: 11, hpTurnsToFull: 150 });
  });

  it('fills faster with the Regeneration intrinsic, and power every turn with the Eye', () => {
    const plain = computeNethackRegenView(data, wizard, 16)[0];
    const helped = computeNethackRegenView(data, wizard, 16, {
      regeneration: true,
      eyeOfAethiopica: true,
    })[0];
    expect(helped?.hpTurnsToFull).toBeLessThan(plain?.hpTurnsToFull ?? 0);
    expect(helped?.hpTurnsToFull).toBe(10);
    expect(helped?.pwInterval).toBe(1);
    expect(helped?.pwTurnsToFull).toBeLessThan(plain?.pwTurnsToFull ?? 0);
  });

  it('covers XL 1 to 30 with finite times', () => {
    const rows = computeNethackRegenView(data, wizard, 16);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(Number.isFinite(row.hpTurnsToFull)).toBe(true);
      expect(Number.isFinite(row.pwTurnsToFull)).toBe(true);
    }
  });
});
