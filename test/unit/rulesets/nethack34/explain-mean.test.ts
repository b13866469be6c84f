import { describe, expect, it } from 'vitest';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter } from '../../../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import { explainMeanHp, explainMeanPw } from '../../../../shared/rulesets/nethack34/explain-mean';

const data = makeDefaultNethack34Data();

const character = (over: Partial<NethackCharacter>): NethackCharacter => ({
  roleId: 'Wiz',
  raceId: 'Elf',
  con: 10,
  wis: 10,
  int: 16,
  regen: {},
  ...over,
});

describe('the mean of max HP and power at an XL, term by term', () => {
  it('adds up to the advancement’s mean for every role and race, at XL 1, 10, 20 and 30', () => {
    for (const role of data.roles) {
      for (const raceId of role.races) {
        // Con 3 makes some level-ups 0 or less (counted as 1); Wis 3 a short power die. Stats that
        // change on the way (each level-up's share is worked out once per band and stat).
        for (const stats of [
          { con: 3, wis: 3 },
          { con: 18, wis: 18 },
          {
            con: 3,
            wis: 18,
            statChanges: [
              { level: 8, con: 18 },
              { level: 20, con: 5, wis: 3 },
            ],
          },
        ]) {
          const build = character({ roleId: role.id, raceId, ...stats });
          const levels = computeAdvancement(data, build).levels;
          for (const level of [1, 10, 20, 30]) {
            const at = levels[level - 1];
            expect(explainMeanHp(data, build, level).value).toBeCloseTo(at?.hp.mean ?? NaN, 6);
            expect(explainMeanPw(data, build, level).value).toBeCloseTo(at?.pw.mean ?? NaN, 6);
          }
        }
      }
    }
  });

  it('gives each source its share: an Elf Wizard at XL 2 with Con 10 and Wis 10', () => {
    // Wizard HP: infix 10, lofix 0, lornd 8; Elf: infix 1, lofix 0, lornd 1; Con 10: +0.
    const hp = explainMeanHp(data, character({}), 2);
    expect(hp.terms).toEqual([
      { label: 'Wizard at XL 1', value: 10 },
      { label: 'Elf at XL 1', value: 1 },
      { label: 'Wizard, level-up to XL 2', value: 4.5 },
      { label: 'Elf, level-up to XL 2', value: 1 },
    ]);
    // Wizard power: lofix 0, lornd 2; Elf lofix 3, lornd 0; the die is rn2(Wis 10 ÷ 2 + 2 + 0).
    const pw = explainMeanPw(data, character({}), 2);
    const labels = pw.terms.map((term) => term.label);
    expect(labels).toContain('Wis ÷ 2 on the power die, level-up to XL 2');
    expect(pw.terms.find((term) => term.label.startsWith('Wis'))?.value).toBe(2.5);
    expect(pw.terms.find((term) => term.label.startsWith('The power die'))?.value).toBe(-0.5);
  });

  it('shows the clamp and the multiplier as their own terms', () => {
    // A Healer has Con's −1 at Con 3 and low HP dice; its power is × 3/2.
    const healer = character({ roleId: 'Hea', raceId: 'Hum', con: 3 });
    const pw = explainMeanPw(data, healer, 30);
    expect(pw.terms.some((term) => /^Healer's power × 3\/2, truncated$/.test(term.label))).toBe(
      true,
    );
    const labels = explainMeanHp(data, healer, 30).terms.map((term) => term.label);
    expect(labels).toContain('Con bonus, 29 level-ups');
  });
});
