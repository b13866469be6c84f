import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import type { DcssBuild, DcssData, DcssReadings } from '../../../../shared/rulesets/dcss/data';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../../../../shared/rulesets/dcss/defaults';
import {
  computeBaseRate,
  computeDcssRegen,
  computeTurnsToFull,
  describeRate,
  pointsPerAction,
  poweredByDeathTurns,
  READING_SENTENCES,
} from '../../../../shared/rulesets/dcss/regen';

const data = makeDefaultDcssData();
const { rules } = data;

function build(changes: Partial<DcssBuild>): DcssBuild {
  return { ...DEFAULT_DCSS_BUILD, ...changes };
}

function withReadings(changes: Partial<DcssReadings>): DcssData {
  return { ...data, rules: { ...rules, readings: { ...rules.readings, ...changes } } };
}

function regen(changes: Partial<DcssBuild>, at: DcssData = data) {
  return computeDcssRegen(at, build(changes));
}

describe("the seed's worked examples", () => {
  it('30 MHP: BRR 30 / 3 = 10, 1 HP every 10 turns', () => {
    const r = regen({ maxHp: 30 });
    expect(formatExplained(r.brr)).toBe('10 (30 / 3) = 10');
    expect(r.trr.value).toBe(10);
    expect(r.turnsPerHp).toBe(10);
    expect(r.rateText).toBe('1 HP every 10 turns');
  });

  it('30 MHP with a troll leather armour: TRR 10 + 40 = 50, 1 HP every 2 turns', () => {
    const r = regen({ maxHp: 30, trollLeather: true });
    expect(formatExplained(r.trr)).toBe('10 (BRR) + 40 (troll leather armour) = 50');
    expect(r.turnsPerHp).toBe(2);
    expect(r.rateText).toBe('1 HP every 2 turns');
  });

  it('90 MHP: BRR 90 / 6 + 10 = 25, 1 HP every 4 turns', () => {
    const r = regen({ maxHp: 90 });
    expect(formatExplained(r.brr)).toBe('15 (90 / 6) + 10 (from 60 MHP) = 25');
    expect(r.turnsPerHp).toBe(4);
    expect(r.rateText).toBe('1 HP every 4 turns');
  });

  it('90 MHP with the regeneration mutation 1: TRR 45, 1 HP every 2.2 turns', () => {
    const r = regen({ maxHp: 90, mutation: 1 });
    expect(formatExplained(r.trr)).toBe('25 (BRR) + 20 (regeneration mutation 1) = 45');
    expect(r.turnsPerHp).toBe(100 / 45);
    expect(r.hpPerTurn).toBe(0.45);
    expect(r.rateText).toBe('1 HP every 2.2 turns');
  });

  it('gives BRR 26 at 100 MHP, 100 at 540 and 50 at 240', () => {
    expect(computeBaseRate(rules, 100).value).toBe(26);
    expect(computeBaseRate(rules, 540).value).toBe(100);
    expect(computeBaseRate(rules, 240).value).toBe(50);
  });

  it('the Demonspawn Berserker: BRR 100 at 543 MHP, TRR 1220, 12 or 13 HP each turn', () => {
    const r = computeDcssRegen(data, DEMONSPAWN_BERSERKER);
    expect(formatExplained(r.brr)).toBe('90 (543 / 6) + 10 (from 60 MHP) = 100');
    expect(formatExplained(r.trr)).toBe(
      '100 (BRR) + 80 (2 rings of regeneration) + 40 (troll leather armour) + 40 (moon troll ' +
        'leather armour) + 60 (regeneration mutation 3) + 100 (Regeneration spell) + 700 ' +
        "(Powered by Death: 7 corpses) + 100 (Trog's Hand, not slowed) = 1220",
    );
    expect(r.hpPerTurn).toBe(12.2);
    expect(r.rateText).toBe('12 or 13 HP each turn');
    expect(r.readings).toEqual([
      'Powered by Death counts as lasting throughout in the rates; the simulation ends it after ' +
        '17 turns (the mean of 2d8 + 8 × rank 1, rounded down).',
    ]);
  });
});

describe('the base rate', () => {
  it('meets at the knee with no jump: 59 → 19, 60 → 20', () => {
    expect(computeBaseRate(rules, 59).value).toBe(19);
    expect(computeBaseRate(rules, 60).value).toBe(20);
    expect(formatExplained(computeBaseRate(rules, 60))).toBe('10 (60 / 6) + 10 (from 60 MHP) = 20');
    for (let mhp = 2; mhp <= 600; mhp += 1) {
      const step = computeBaseRate(rules, mhp).value - computeBaseRate(rules, mhp - 1).value;
      expect(step === 0 || step === 1).toBe(true);
    }
  });

  it('rounds down: 1 and 2 MHP give BRR 0, 61 gives 20', () => {
    expect(computeBaseRate(rules, 1).value).toBe(0);
    expect(computeBaseRate(rules, 2).value).toBe(0);
    expect(computeBaseRate(rules, 61).value).toBe(20);
  });

  it.each([0, -3, 2.5, Number.NaN, 10_000])('refuses max HP %s with a RangeError', (mhp) => {
    expect(() => computeBaseRate(rules, mhp)).toThrow(RangeError);
    expect(() => computeBaseRate(rules, mhp)).toThrow(/Max HP must be a whole number from 1/);
  });
});

describe('the total rate', () => {
  it('adds 40 a ring, 40 + 40 for the moon troll leather armour, 100 the spell', () => {
    expect(regen({ maxHp: 30, rings: 2 }).trr.value).toBe(90);
    const moon = regen({ maxHp: 30, moonTrollLeather: true });
    expect(formatExplained(moon.trr)).toBe(
      '10 (BRR) + 40 (troll leather armour) + 40 (moon troll leather armour) = 90',
    );
    expect(regen({ maxHp: 30, trollLeather: true, moonTrollLeather: true }).trr.value).toBe(90);
    expect(regen({ maxHp: 30, spell: true }).trr.value).toBe(110);
  });

  it('adds Powered by Death only with a rank and a corpse, 100 a corpse up to 700', () => {
    expect(regen({ maxHp: 30, pbdRank: 0, corpses: 5 }).trr.value).toBe(10);
    expect(regen({ maxHp: 30, pbdRank: 2, corpses: 0 }).trr.value).toBe(10);
    expect(regen({ maxHp: 30, pbdRank: 1, corpses: 3 }).trr.value).toBe(310);
    const capped = regen({ maxHp: 30, pbdRank: 3, corpses: 9 });
    expect(formatExplained(capped.trr)).toBe(
      '10 (BRR) + 700 (Powered by Death: 9 corpses, at most 700) = 710',
    );
  });

  it('lasts the mean of 2d8 + 8 per rank, rounded down, in the simulation', () => {
    expect(poweredByDeathTurns(rules, build({ pbdRank: 1, corpses: 1 }))).toBe(17);
    expect(poweredByDeathTurns(rules, build({ pbdRank: 3, corpses: 1 }))).toBe(33);
    expect(poweredByDeathTurns(rules, build({ pbdRank: 3, corpses: 0 }))).toBe(0);
  });
});

describe('Slow Healing', () => {
  it('halves the rate, rounded down, at level 1 with a monster in sight', () => {
    const r = regen({ maxHp: 90, trollLeather: true, slowHealing: 1, monsterInSight: true });
    expect(formatExplained(r.trr)).toBe(
      '25 (BRR) + 40 (troll leather armour) − 33 (Slow Healing 1 with a monster in sight: ' +
        '65 × ½, rounded down) = 32',
    );
  });

  it('does nothing at level 1 or 2 without a monster in sight', () => {
    expect(regen({ maxHp: 90, slowHealing: 1 }).trr.value).toBe(25);
    expect(regen({ maxHp: 90, slowHealing: 2 }).trr.value).toBe(25);
  });

  it('stops regeneration at level 3, or 2 with a monster in sight', () => {
    const three = regen({ maxHp: 90, slowHealing: 3 });
    expect(formatExplained(three.trr)).toBe('25 (BRR) − 25 (Slow Healing 3: × 0) = 0');
    expect(three.rateText).toBe('no HP comes back');
    expect(three.turnsPerHp).toBeNull();
    expect(three.turnsToFull).toBeNull();
    expect(three.hpPerTurn).toBe(0);
    expect(regen({ maxHp: 90, slowHealing: 2, monsterInSight: true }).trr.value).toBe(0);
  });

  it("never touches Trog's Hand", () => {
    const r = regen({ maxHp: 90, trogsHand: true, slowHealing: 3 });
    expect(formatExplained(r.trr)).toBe(
      "25 (BRR) − 25 (Slow Healing 3: × 0) + 100 (Trog's Hand, not slowed) = 100",
    );
    expect(r.rateText).toBe('1 HP each turn');
    const half = regen({ maxHp: 90, trogsHand: true, slowHealing: 1, monsterInSight: true });
    expect(half.trr.value).toBe(12 + 100);
  });
});

describe('the readings', () => {
  it('stacks the spell with Trog’s Hand by default (the seed), not under the source reading', () => {
    const both = { maxHp: 90, spell: true, trogsHand: true };
    expect(regen(both).trr.value).toBe(225);
    expect(regen(both).readings).toEqual([]);
    const source = regen(both, withReadings({ spellStacksWithTrog: false }));
    expect(formatExplained(source.trr)).toBe(
      "25 (BRR) + 0 (Regeneration spell: nothing under Trog's Hand) + 100 (Trog's Hand, not " +
        'slowed) = 125',
    );
    expect(source.readings).toEqual([READING_SENTENCES.spellUnderTrog]);
    const spellOnly = regen(
      { maxHp: 90, spell: true },
      withReadings({ spellStacksWithTrog: false }),
    );
    expect(spellOnly.trr.value).toBe(125);
    expect(spellOnly.readings).toEqual([]);
  });

  it('gives a Troll the troll leather bonus by default, nothing under the source reading', () => {
    const troll = { maxHp: 90, isTroll: true, moonTrollLeather: true };
    expect(regen(troll).trr.value).toBe(105);
    const source = regen(troll, withReadings({ trollLeatherHelpsTrolls: false }));
    expect(formatExplained(source.trr)).toBe(
      '25 (BRR) + 0 (moon troll leather armour: nothing for a Troll) = 25',
    );
    expect(source.readings).toEqual([READING_SENTENCES.trollLeatherOnTroll]);
    const human = regen(
      { ...troll, isTroll: false },
      withReadings({ trollLeatherHelpsTrolls: false }),
    );
    expect(human.trr.value).toBe(105);
  });

  it('has no minimum rate by default; the source reading raises it to 1 before Slow Healing', () => {
    expect(regen({ maxHp: 2 }).trr.value).toBe(0);
    const source = regen({ maxHp: 2 }, withReadings({ minimumRateOne: true }));
    expect(formatExplained(source.trr)).toBe('0 (BRR) + 1 (at least 1 before Slow Healing) = 1');
    expect(source.readings).toEqual([READING_SENTENCES.minimumRateOne]);
    expect(source.rateText).toBe('1 HP every 100 turns');
    const slowed = regen(
      { maxHp: 2, slowHealing: 1, monsterInSight: true },
      withReadings({ minimumRateOne: true }),
    );
    expect(slowed.trr.value).toBe(0);
    expect(regen({ maxHp: 30 }, withReadings({ minimumRateOne: true })).readings).toEqual([]);
  });
});

describe('actions of other lengths', () => {
  it('scales the points with the auts taken, rounded down', () => {
    expect(pointsPerAction(rules, build({ actionAuts: 10 }), 45)).toBe(45);
    expect(pointsPerAction(rules, build({ actionAuts: 5 }), 45)).toBe(22);
    expect(pointsPerAction(rules, build({ actionAuts: 15 }), 45)).toBe(67);
    expect(regen({ maxHp: 90, mutation: 1, actionAuts: 7 }).pointsPerAction).toBe(31);
  });

  it('counts walking as at most 10 auts, but a short step still scales', () => {
    expect(pointsPerAction(rules, build({ actionAuts: 14, walking: true }), 45)).toBe(45);
    expect(pointsPerAction(rules, build({ actionAuts: 14, walking: false }), 45)).toBe(63);
    expect(pointsPerAction(rules, build({ actionAuts: 6, walking: true }), 45)).toBe(27);
  });

  it('keeps the per-turn rate (turns per HP, the words) at 10 auts', () => {
    const r = regen({ maxHp: 90, mutation: 1, actionAuts: 5 });
    expect(r.turnsPerHp).toBe(100 / 45);
    expect(r.rateText).toBe('1 HP every 2.2 turns');
  });
});

describe('turns to full', () => {
  it('counts turns of 10 auts from 1 HP, the carry starting at 0', () => {
    // 29 HP × 100 points / 10 a turn.
    expect(regen({ maxHp: 30 }).turnsToFull).toBe(290);
    // 89 HP × 100 / 45 = 197.8 → 198 actions.
    expect(regen({ maxHp: 90, mutation: 1 }).turnsToFull).toBe(198);
    // 542 HP × 100 / 1220 = 44.4 → 45.
    expect(computeDcssRegen(data, DEMONSPAWN_BERSERKER).turnsToFull).toBe(45);
  });

  it('is 0 at 1 MHP and null when an action brings no points', () => {
    expect(regen({ maxHp: 1 }).turnsToFull).toBe(0);
    expect(regen({ maxHp: 2 }).turnsToFull).toBeNull();
    expect(computeTurnsToFull(rules, build({}), 30, 0)).toBeNull();
  });

  it('plays the build’s action in game time: 5-aut actions, and slow walking', () => {
    // TRR 45 over 5 auts: 22 points an action, ⌈8900 / 22⌉ = 405 actions of half a turn (the
    // rounding down costs 2.5 turns over 198 at 10 auts).
    expect(regen({ maxHp: 90, mutation: 1, actionAuts: 5 }).turnsToFull).toBe(202.5);
    expect(regen({ maxHp: 30, trollLeather: true, actionAuts: 5 }).turnsToFull).toBe(58);
    // Walking at 14 auts counts 10 for the points: 50 a step, 58 steps, but each step still takes
    // 1.4 turns of game time: 81.2 turns (a 14-aut action that is not walking brings 70 points).
    expect(
      regen({ maxHp: 30, trollLeather: true, actionAuts: 14, walking: true }).turnsToFull,
    ).toBeCloseTo(81.2, 9);
    expect(regen({ maxHp: 30, trollLeather: true, actionAuts: 14 }).turnsToFull).toBeCloseTo(
      Math.ceil(2900 / 70) * 1.4,
      9,
    );
  });
});

describe('the rate in words', () => {
  it.each([
    [10, '1 HP every 10 turns'],
    [45, '1 HP every 2.2 turns'],
    [30, '1 HP every 3.3 turns'],
    [99, '1 HP every turn'],
    [100, '1 HP each turn'],
    [200, '2 HP each turn'],
    [132, '1 or 2 HP each turn'],
    [1220, '12 or 13 HP each turn'],
    [0, 'no HP comes back'],
  ])('TRR %i: %s', (trr, text) => {
    expect(describeRate(trr, 100)).toBe(text);
  });
});

describe('invalid input', () => {
  it('throws a RangeError naming the field, never NaN', () => {
    expect(() => regen({ maxHp: 0 })).toThrow('The max HP must be a whole number from 1 to 9999.');
    expect(() => regen({ mutation: 4 })).toThrow('The regeneration mutation runs from 0 to 3.');
    expect(() => regen({ actionAuts: Number.NaN })).toThrow(RangeError);
    const broken: DcssData = { ...data, rules: { ...rules, pointsPerHp: 0 } };
    expect(() => computeDcssRegen(broken, DEFAULT_DCSS_BUILD)).toThrow(
      'The points per HP must be a whole number from 1 up, not 0.',
    );
  });
});
