import { describe, expect, it } from 'vitest';
import { total } from '../../../../shared/engine/dist';
import { Rng } from '../../../../shared/engine/rng';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter } from '../../../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import { simulateAdvancement } from '../../../../shared/rulesets/nethack34/monte-carlo';

const data = makeDefaultNethack34Data();
const RUNS = 100_000;

describe('simulateAdvancement', () => {
  it('gives the same summaries for the same seed, and frequencies that sum to 1', () => {
    const build: NethackCharacter = {
      roleId: 'Pri',
      raceId: 'Elf',
      con: 14,
      wis: 17,
      int: 16,
      regen: {},
    };
    const a = simulateAdvancement(data, build, new Rng(7), 2_000);
    const b = simulateAdvancement(data, build, new Rng(7), 2_000);
    expect(a).toEqual(b);
    expect(a.levels).toHaveLength(30);
    for (const level of a.levels) {
      expect(Math.abs(total(level.hp.dist) - 1)).toBeLessThan(1e-12);
      expect(Math.abs(total(level.pw.dist) - 1)).toBeLessThan(1e-12);
    }
  });

  it('is certain where the rules are: starting HP, and HP above xlev with no dice', () => {
    const build: NethackCharacter = {
      roleId: 'Val',
      raceId: 'Dwa',
      con: 10,
      wis: 3,
      int: 16,
      regen: {},
    };
    const sim = simulateAdvancement(data, build, new Rng(3), 500).levels;
    expect(sim[0]?.hp).toMatchObject({ min: 18, max: 18, mean: 18, p50: 18 });
    // Wis 3, Dwarf Valkyrie: (0 + rn2(1 + 1)) × 3/4 is always 0, so power stays at the start 1.
    expect(sim[29]?.pw).toMatchObject({ min: 1, max: 1, mean: 1 });
  });

  it('samples quantiles within one value of the exact ones (100k runs, stat changes too)', () => {
    const build: NethackCharacter = {
      roleId: 'Kni',
      raceId: 'Hum',
      con: 12,
      wis: 9,
      int: 16,
      regen: {},
      statChanges: [{ level: 8, con: 18, wis: 16 }],
    };
    const exact = computeAdvancement(data, build).levels;
    const sim = simulateAdvancement(data, build, new Rng(2026), RUNS).levels;
    for (const level of [1, 7, 8, 15, 30]) {
      for (const which of ['hp', 'pw'] as const) {
        const e = exact[level - 1]?.[which];
        const s = sim[level - 1]?.[which];
        if (e === undefined || s === undefined) throw new Error(`no level ${level}`);
        for (const key of ['p5', 'p25', 'p50', 'p75', 'p95'] as const) {
          expect(Math.abs(s[key] - e[key])).toBeLessThanOrEqual(1);
        }
        expect(Math.abs(s.mean - e.mean)).toBeLessThan(0.01 * e.mean + 0.05);
      }
    }
  });

  it('refuses a disallowed pair and a run count that is not a whole number', () => {
    const dwarfWizard: NethackCharacter = {
      roleId: 'Wiz',
      raceId: 'Dwa',
      con: 10,
      wis: 10,
      int: 16,
      regen: {},
    };
    expect(() => simulateAdvancement(data, dwarfWizard, new Rng(1), 10)).toThrow(
      'A Wizard must be Human, Elf, Gnome or Orc, not Dwarf.',
    );
    const ok: NethackCharacter = {
      roleId: 'Wiz',
      raceId: 'Elf',
      con: 10,
      wis: 10,
      int: 16,
      regen: {},
    };
    expect(() => simulateAdvancement(data, ok, new Rng(1), 0)).toThrow(RangeError);
  });
});
