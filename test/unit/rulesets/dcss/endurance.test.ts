import { describe, expect, it } from 'vitest';
import {
  checkDcssPattern,
  computeDcssEndurance,
  dcssEnduranceReport,
  DEFAULT_DCSS_PATTERN,
  type DcssEndurancePattern,
} from '../../../../shared/rulesets/dcss/endurance';
import { DEFAULT_DCSS_BUILD, makeDefaultDcssData } from '../../../../shared/rulesets/dcss/defaults';
import type { DcssBuild } from '../../../../shared/rulesets/dcss/data';

const data = makeDefaultDcssData();

function walk(pattern: Partial<DcssEndurancePattern>, build: DcssBuild = DEFAULT_DCSS_BUILD) {
  return computeDcssEndurance({
    data,
    build,
    pattern: { ...DEFAULT_DCSS_PATTERN, ...pattern },
    xl: 1,
  });
}

describe('computeDcssEndurance', () => {
  it('runs the build’s max HP by XL, a row per XL', () => {
    const result = walk({});
    expect(result.levels.map((row) => row.maxHp)).toEqual(DEFAULT_DCSS_BUILD.maxHpByLevel);
  });

  it('fixed damage: four attacks, three hits back, less the HP four turns bring (closed form)', () => {
    // 10 a hit against 40 HP: 4 turns. The target hits 3 three times: 9 HP, less ⌊4 × TRR / 100⌋.
    // Rest: ⌈lost × 100 / TRR⌉ ten-aut actions. Fights: from full until HP ≤ ⌊max / 2⌋.
    const result = walk({ attacks: ['10'], incoming: '3' });
    for (const row of result.levels) {
      const lost = Math.max(0, 9 - Math.floor((4 * row.fightTrr) / 100));
      expect(row.hpLost, `XL ${row.xl}`).toEqual({ p5: lost, p50: lost, p95: lost });
      const rest = lost === 0 ? 0 : Math.ceil((lost * 100) / row.restTrr);
      expect(row.restTurns.p50, `XL ${row.xl}`).toBe(rest);
      const floor = Math.floor(row.maxHp / 2);
      expect(row.fightsBeforeRest.p50, `XL ${row.xl}`).toBe(
        lost === 0 ? null : Math.ceil((row.maxHp - floor) / lost),
      );
      expect(row.fightsPer1000Turns).toBe(Math.round((1000 / (4 + rest)) * 100) / 100);
      expect(row.deathChance).toBe(lost >= row.maxHp ? 1 : 0);
    }
    expect(result.castsToKill.casts).toEqual({ p5: 4, p50: 4, p95: 4 });
    // The time from the first attack to the killing one, as Willpower and NetHack count it.
    expect(result.turnsToKill).toEqual({ p5: 3, p50: 3, p95: 3 });
  });

  it('gives the chance a fight from full takes every hit point, and no rest after a death', () => {
    // 5 a hit for 3 turns is 15 (less nothing at TRR 4): more than XL 1's 12 HP, every time.
    const result = walk({ attacks: ['10'], incoming: '5' });
    const first = result.levels[0];
    expect(first?.deathChance).toBe(1);
    // Never more than every hit point; a dead character rests never, and has no rate of fights.
    expect(first?.hpLost).toEqual({ p5: 12, p50: 12, p95: 12 });
    expect(first?.restTurns).toEqual({ p5: null, p50: null, p95: null });
    expect(first?.fightsPer1000Turns).toBeNull();
    expect(result.explain[3]).toMatch(/most fights kill, so there is no rate of fights\.$/);
    expect(result.levels[26]?.deathChance).toBe(0);
    // With dice, a chance between: 1d6 a hit at XL 1.
    const dice = walk({});
    const chance = dice.levels[0]?.deathChance ?? 0;
    expect(chance).toBeGreaterThan(0.5);
    expect(chance).toBeLessThan(1);
  });

  it('reads Slow Healing with a monster in sight while fighting, and none while resting', () => {
    const slow = { ...DEFAULT_DCSS_BUILD, slowHealing: 1 as const, monsterInSight: false };
    const row = walk({}, slow).levels[9];
    expect(row?.fightTrr).toBe(Math.floor((row?.restTrr ?? 0) / 2));
  });

  it('counts no fight when the attacks cannot kill for certain', () => {
    const result = walk({ attacks: [''] });
    expect(result.explain[0]).toMatch(/do not kill the target/);
    const report = dcssEnduranceReport('x', result);
    expect(report.rows[0]?.slice(4, 10)).toEqual([
      'never',
      'never',
      'never',
      'never',
      'never',
      'never',
    ]);
  });

  it('says a fight that costs nothing needs no rest, in words and in the table', () => {
    const result = walk({ incoming: '' });
    expect(result.levels.every((row) => row.noRestNeeded)).toBe(true);
    expect(result.explain[3]).toBe(
      'Fights from full before resting: no rest needed (a fight costs no HP).',
    );
    expect(dcssEnduranceReport('x', result).rows[0]?.slice(14, 17)).toEqual([
      'holds',
      'holds',
      'holds',
    ]);
  });

  it('refuses a pattern with the fields’ words', () => {
    expect(checkDcssPattern({ ...DEFAULT_DCSS_PATTERN, restBelowPercent: 100 })).toEqual([
      'Rest below: A whole percent from 0 to 99.',
    ]);
    expect(() => walk({ incoming: '2q6' })).toThrow(/The target's hits: /);
  });
});
