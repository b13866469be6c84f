import { describe, expect, it } from 'vitest';
import {
  checkDcssPattern,
  computeDcssEndurance,
  DCSS_ENDURANCE_WORK_MAX,
  dcssEnduranceReport,
  dcssEnduranceWork,
  DEFAULT_DCSS_PATTERN,
  type DcssEndurancePattern,
} from '../../../../shared/rulesets/dcss/endurance';
import { castsToKill, KILL_CASTS_MAX } from '../../../../shared/analysis/endurance';
import { parseDice } from '../../../../shared/engine/dice-notation';
import { WorkBoundError } from '../../../../shared/engine/work-bound';
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
    // 10 a hit against 40 HP: 4 turns. The target hits 3 three times: 9 HP, less ⌊4 × TRR / 100⌋
    // (under 3 HP a turn, so HP never touches max between the hits). Rest: the points still to
    // come, ⌈(lost × 100 − the 4 × TRR mod 100 the fight carried) / TRR⌉ ten-aut actions.
    // Fights: from full until HP ≤ ⌊max / 2⌋.
    const result = walk({ attacks: ['10'], incoming: '3' });
    for (const row of result.levels) {
      expect(row.fightTrr).toBeLessThan(300);
      const lost = Math.max(0, 9 - Math.floor((4 * row.fightTrr) / 100));
      expect(row.hpLost, `XL ${row.xl}`).toEqual({ p5: lost, p50: lost, p95: lost });
      const carried = (4 * row.fightTrr) % 100;
      const rest = lost === 0 ? 0 : Math.ceil((lost * 100 - carried) / row.restTrr);
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
    expect(result.explain[3]).toMatch(
      /more than half the fights kill, so there is no rate of fights\.$/,
    );
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

  it('refuses attacks that deal no damage: a fight that never ends is not a safe one', () => {
    // The issue: an empty --attack gave 0% deaths for a fight that never ends.
    for (const attacks of [[''], ['1d2-2'], ['', '0']]) {
      expect(checkDcssPattern({ ...DEFAULT_DCSS_PATTERN, attacks })).toEqual([
        'The attacks: none deals any damage, so a fight would never end. Give an attack its dice (2d6).',
      ]);
      expect(() => walk({ attacks })).toThrow(/none deals any damage/);
    }
    // One attack that hurts is enough: the empty one between is a turn without damage.
    expect(walk({ attacks: ['', '2d6'] }).castsToKill.casts.p50).toBeGreaterThan(1);
  });

  it('says a fight that costs nothing needs no rest, in words and in the table', () => {
    const result = walk({ incoming: '' });
    expect(result.levels.every((row) => row.noRestNeeded)).toBe(true);
    expect(result.explain[3]).toBe(
      'Fights from full before resting: no rest needed (a fight costs no HP).',
    );
    expect(dcssEnduranceReport('x', result).rows[0]?.slice(15, 18)).toEqual([
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

describe('computeDcssEndurance at the edges', () => {
  it('counts a fight past the cap of 1000 attacks as a death when the hits took every HP by then', () => {
    // The issue: 1d2 against 1480 HP needs over 1000 attacks in 5% or more of fights, and was read
    // as 0% deaths at every XL though 1d6 a turn against TRR 4 to 82 kills long before.
    const kill = castsToKill([parseDice('1d2')], 1480);
    expect(kill.deadBy).toHaveLength(KILL_CASTS_MAX);
    expect(1 - (kill.deadBy.at(-1) ?? 0)).toBeGreaterThan(0.05);
    const result = walk({ attacks: ['1d2'], targetHp: 1480 });
    for (const row of result.levels) {
      expect(row.deathChance, `XL ${row.xl}`).toBeCloseTo(1, 9);
      expect(row.pastCapChance, `XL ${row.xl}`).toBeLessThan(1e-9);
      expect(row.hpLost, `XL ${row.xl}`).toEqual({ p5: row.maxHp, p50: row.maxHp, p95: row.maxHp });
    }
    const report = dcssEnduranceReport('x', result);
    const death = report.columns.indexOf('death_chance_percent');
    expect(report.rows.map((row) => row[death])).toEqual(result.levels.map(() => 100));
  });

  it('says which fights are still going at the cap when nothing can kill the build', () => {
    // No hits back: no death, and the fights the 1000 attacks do not end are past the cap.
    const result = walk({ attacks: ['1d2'], targetHp: 1480, incoming: '' });
    const kill = castsToKill([parseDice('1d2')], 1480);
    const pastCap = 1 - (kill.deadBy.at(-1) ?? 0);
    const row = result.levels[0];
    expect(row?.deathChance).toBe(0);
    expect(row?.pastCapChance).toBeCloseTo(pastCap, 12);
    // Those fights read never (above every number): p95 falls among them, p50 does not.
    expect(row?.hpLost).toEqual({ p5: 0, p50: 0, p95: null });
    expect(row?.fightsPer1000Turns).toBeNull();
    expect(result.explain[1]).toContain(
      `${(pastCap * 100).toFixed(2)}% of fights are still going after 1000 attacks`,
    );
    const report = dcssEnduranceReport('x', result);
    expect(report.headings).toContain('Past 1000 attacks (%)');
    expect(report.rows[0]?.[report.columns.indexOf('past_cap_percent')]).toBe(
      Math.round(pastCap * 1e6) / 1e4,
    );
  });

  it('is a death at exactly 0 HP, not below it', () => {
    // Two attacks of 10 kill 20 HP: one hit back, before any regeneration. XL 1 has 12 HP.
    const at = (incoming: string) => walk({ attacks: ['10'], targetHp: 20, incoming }).levels[0];
    expect(at('12')?.deathChance).toBe(1);
    expect(at('11')?.deathChance).toBe(0);
    expect(at('11')?.hpLost.p50).toBe(11);
  });

  it('has a rate of fights at exactly half the fights killing, none above (most = more than half)', () => {
    // One hit back of 11 or 12 against XL 1's 12 HP: exactly half the fights kill.
    const half = walk({ attacks: ['10'], targetHp: 20, incoming: '1d2+10' });
    const row = half.levels[0];
    expect(row?.deathChance).toBe(0.5);
    // The survivor has 1 HP; its fight is 2 attacks, and its rest the points it still needs.
    const rest = row?.restTurns.p5 ?? 0;
    expect(row?.fightsPer1000Turns).toBe(Math.round((1000 / (2 + rest)) * 100) / 100);
    expect(half.explain[3]).not.toMatch(/no rate of fights/);
    // A shade more than half: 11, 12 or 13 of which two kill.
    const most = walk({ attacks: ['10'], targetHp: 20, incoming: '1d3+10' });
    expect(most.levels[0]?.deathChance).toBeCloseTo(2 / 3, 12);
    expect(most.levels[0]?.fightsPer1000Turns).toBeNull();
    expect(most.explain[3]).toMatch(
      /more than half the fights kill, so there is no rate of fights\.$/,
    );
  });

  it('finishes the issue’s slow inputs (35 s and over 100 s before) within its bound', () => {
    for (const pattern of [
      { attacks: ['1d2'], targetHp: 1000, incoming: '20d20' },
      { attacks: ['1d2'], targetHp: 5000, incoming: '50d50' },
    ]) {
      const work = dcssEnduranceWork(data, DEFAULT_DCSS_BUILD, {
        ...DEFAULT_DCSS_PATTERN,
        ...pattern,
      });
      expect(work.kill + work.hp + work.fights).toBeLessThan(DCSS_ENDURANCE_WORK_MAX / 10);
      // At least 20 a hit against at most 246 HP and under 1 HP a turn back: a death, always.
      const result = walk(pattern);
      expect(result.levels.every((row) => row.deathChance > 1 - 1e-12)).toBe(true);
    }
  });

  it('refuses inputs past its bound, naming the one that drives the work', () => {
    // Mostly nothing, up to 100: 1000 attacks over 5001 states of the target's HP.
    expect(() => walk({ attacks: ['1d1000-900'], targetHp: 5000 })).toThrow(WorkBoundError);
    expect(() => walk({ attacks: ['1d1000-900'], targetHp: 5000 })).toThrow(
      /^The attacks \(1d1000-900\) against a target of 5,000 HP would take [\d,]+ steps; Wellspring computes at most 300,000,000/,
    );
    // A max HP of 9999 at every XL, hit 1d100 for up to 1000 turns that regeneration outpaces.
    const huge = {
      ...DEFAULT_DCSS_BUILD,
      maxHpByLevel: DEFAULT_DCSS_BUILD.maxHpByLevel.map(() => 9999),
    };
    expect(() => walk({ attacks: ['1d2'], targetHp: 1000, incoming: '1d100' }, huge)).toThrow(
      /^The target's hits \(1d100\) against max HP up to 9,999 would take/,
    );
  });
});
