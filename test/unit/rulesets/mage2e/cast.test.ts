import { describe, expect, it } from 'vitest';
import { poolSuccesses } from '../../../../shared/engine/dice-pool';
import { mean } from '../../../../shared/engine/dist';
import { formatExplained } from '../../../../shared/engine/explain';
import { arcanumProblem } from '../../../../shared/rulesets/mage2e/cast-rules';
import {
  castingTimeParts,
  computeMageCast,
  formatMinutes,
  outcomesTotal,
} from '../../../../shared/rulesets/mage2e/cast';
import type { Mage2eCast } from '../../../../shared/rulesets/mage2e/data';
import {
  DEFAULT_MAGE_CAST,
  PLAIN_MAGE_CAST,
  SEED_SCALE_EXAMPLE_CAST,
  makeDefaultMage2eData,
  makeNewMageCast,
} from '../../../../shared/rulesets/mage2e/defaults';

const data = makeDefaultMage2eData();

/** A plain improvised Forces 2 spell, Gnosis 2, everything Standard, nothing over. */
const plain: Mage2eCast = {
  ...DEFAULT_MAGE_CAST,
  gnosis: 2,
  arcanum: 2,
  highest: 2,
  method: 'improvised',
  roteSkill: 0,
  roteQuality: false,
  castingTime: { advanced: false, extraIntervals: 0 },
  range: { advanced: false, remoteViewing: false },
  potency: { advanced: false, level: 1 },
  duration: { advanced: false, step: 0 },
  scale: { advanced: false, subjects: 1, size: 5, areaStep: 0 },
  otherReach: 0,
  yantras: [],
  paradox: { inured: false, earlierRolls: 0, witnesses: 'none', dedicatedTool: false },
};

function cast(overrides: Partial<Mage2eCast>): Mage2eCast {
  return { ...plain, ...overrides };
}

function expectSumsToOne(view: ReturnType<typeof computeMageCast>): void {
  expect(outcomesTotal(view.outcomes)).toBeCloseTo(1, 9);
  expect(outcomesTotal(view.plainOutcomes)).toBeCloseTo(1, 9);
  expect(view.paradox.successes.probs.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
  for (const p of Object.values(view.outcomes)) expect(p).toBeGreaterThanOrEqual(-1e-12);
}

describe('Duration tables', () => {
  it('charges the standard penalties 0, −2, −4, −6, −8 for 1, 2, 3, 5, 10 turns', () => {
    const expected = [
      ['1 turn', 0],
      ['2 turns', -2],
      ['3 turns', -4],
      ['5 turns', -6],
      ['10 turns', -8],
    ] as const;
    expected.forEach(([label, penalty], step) => {
      const view = computeMageCast(data, cast({ duration: { advanced: false, step } }));
      expect(view.duration.label).toBe(label);
      expect(view.duration.penalty).toBe(penalty);
    });
  });

  it('extends the standard table by −2 per extra 10 turns (20 turns −10, 30 turns −12)', () => {
    const twenty = computeMageCast(data, cast({ duration: { advanced: false, step: 5 } }));
    expect(twenty.duration.label).toBe('20 turns');
    expect(twenty.duration.penalty).toBe(-10);
    const thirty = computeMageCast(data, cast({ duration: { advanced: false, step: 6 } }));
    expect(thirty.duration.label).toBe('30 turns');
    expect(thirty.duration.penalty).toBe(-12);
    expect(thirty.errors.join(' ')).not.toMatch(/Duration/);
  });

  it('charges the advanced penalties 0 to −10, indefinite costing a Reach and a Mana more', () => {
    const penalties = [0, -2, -4, -6, -8, -10];
    penalties.forEach((penalty, step) => {
      const view = computeMageCast(data, cast({ duration: { advanced: true, step } }));
      expect(view.duration.penalty).toBe(penalty);
    });
    const year = computeMageCast(data, cast({ duration: { advanced: true, step: 4 } }));
    const forever = computeMageCast(data, cast({ duration: { advanced: true, step: 5 } }));
    expect(year.reachUsed.value).toBe(1);
    expect(forever.reachUsed.value).toBe(2);
    expect(year.mana.value).toBe(0);
    expect(forever.mana.value).toBe(1);
    expect(forever.duration.label).toBe('Indefinite');
  });

  it('reads an advanced step past the table as its last step, with an error', () => {
    const view = computeMageCast(data, cast({ duration: { advanced: true, step: 9 } }));
    expect(view.duration.penalty).toBe(-10);
    expect(view.errors.join(' ')).toMatch(/Advanced Duration has 6 steps/);
  });
});

describe('Scale tables', () => {
  it('charges the standard rows by subjects (1, 2, 4, 8, 16) and by Size (5..9)', () => {
    [1, 2, 4, 8, 16].forEach((subjects, step) => {
      const view = computeMageCast(
        data,
        cast({ scale: { advanced: false, subjects, size: 5, areaStep: 0 } }),
      );
      expect(view.scale.penalty).toBe([0, -2, -4, -6, -8, -10][step]);
    });
    [5, 6, 7, 8, 9].forEach((size, step) => {
      const view = computeMageCast(
        data,
        cast({ scale: { advanced: false, subjects: 1, size, areaStep: 0 } }),
      );
      expect(view.scale.penalty).toBe([0, -2, -4, -6, -8, -10][step]);
    });
    const three = computeMageCast(
      data,
      cast({ scale: { advanced: false, subjects: 3, size: 5, areaStep: 0 } }),
    );
    expect(three.scale.penalty).toBe(-4);
  });

  it('takes the worst of subjects, Size and area', () => {
    const view = computeMageCast(
      data,
      cast({ scale: { advanced: false, subjects: 2, size: 8, areaStep: 2 } }),
    );
    expect(view.scale.subjectsStep).toBe(1);
    expect(view.scale.sizeStep).toBe(3);
    expect(view.scale.areaStep).toBe(2);
    expect(view.scale.penalty).toBe(-6);
    expect(view.scale.area).toBe('A large room');
  });

  it('stops Standard Scale at 16 subjects with an error, not a throw', () => {
    const view = computeMageCast(
      data,
      cast({ scale: { advanced: false, subjects: 17, size: 5, areaStep: 0 } }),
    );
    expect(view.errors).toContain('Standard Scale stops at 16 subjects: 17 needs Advanced Scale.');
    expect(view.scale.penalty).toBe(-8);
  });

  it('charges the advanced rows 5..160 subjects and Size 5..30 at 0 to −10', () => {
    [5, 10, 20, 40, 80, 160].forEach((subjects, step) => {
      const view = computeMageCast(
        data,
        cast({ scale: { advanced: true, subjects, size: 5, areaStep: 0 } }),
      );
      expect(view.scale.penalty).toBe([0, -2, -4, -6, -8, -10][step]);
    });
    [5, 10, 15, 20, 25, 30].forEach((size, step) => {
      const view = computeMageCast(
        data,
        cast({ scale: { advanced: true, subjects: 1, size, areaStep: 0 } }),
      );
      expect(view.scale.penalty).toBe([0, -2, -4, -6, -8, -10][step]);
    });
  });

  it('reads the seed example: 320 subjects of Size 35 levy −12', () => {
    const view = computeMageCast(data, SEED_SCALE_EXAMPLE_CAST);
    expect(view.scale.subjectsStep).toBe(6);
    expect(view.scale.sizeStep).toBe(6);
    expect(view.scale.penalty).toBe(-12);
    expect(view.errors).toEqual([]);
  });

  it('extends by −2 per extra ×2 subjects or +5 Size', () => {
    const more = computeMageCast(
      data,
      cast({ scale: { advanced: true, subjects: 321, size: 5, areaStep: 0 } }),
    );
    expect(more.scale.penalty).toBe(-14);
    const bigger = computeMageCast(
      data,
      cast({ scale: { advanced: true, subjects: 1, size: 36, areaStep: 0 } }),
    );
    expect(bigger.scale.penalty).toBe(-14);
  });

  it('does not extend the area past the last row', () => {
    const view = computeMageCast(
      data,
      cast({ scale: { advanced: true, subjects: 1, size: 5, areaStep: 6 } }),
    );
    expect(view.scale.areaStep).toBe(5);
    expect(view.scale.penalty).toBe(-10);
    expect(view.errors.join(' ')).toMatch(/area cannot go past/);
  });
});

describe('Reach', () => {
  it('gives free Reach = Arcanum − highest dot + 1', () => {
    const view = computeMageCast(data, cast({ arcanum: 4, highest: 2 }));
    expect(view.freeReach.value).toBe(3);
    expect(formatExplained(view.freeReach)).toBe(
      '4 (Forces) − 2 (highest Arcanum dot) + 1 (free) = 3',
    );
  });

  it('gives a rote free Reach as though the Arcanum were 5', () => {
    const view = computeMageCast(data, cast({ method: 'rote', arcanum: 2, highest: 2 }));
    expect(view.freeReach.value).toBe(4);
  });

  it('counts one Reach per advanced factor plus other Reach, and the Reach over', () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    expect(view.freeReach.value).toBe(3);
    expect(view.reachUsed.value).toBe(4);
    expect(view.reachOver.value).toBe(1);
  });

  it('reports a caster without the Arcanum dots the spell needs', () => {
    const view = computeMageCast(data, cast({ arcanum: 2, highest: 3 }));
    expect(view.errors).toContain(
      'The caster needs Forces 3 to cast a spell with a 3-dot Arcanum.',
    );
    expect(view.freeReach.value).toBe(0);
  });
});

describe('The dice pool', () => {
  it('builds the default rote: 3 + 3 + 3, −2 for a day, +3 Yantras = 10 dice', () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    expect(view.basePool.value).toBe(9);
    expect(view.potency.penalty).toBe(0);
    expect(view.penalties.value).toBe(-2);
    expect(view.yantraBonus.value).toBe(3);
    expect(view.pool.value).toBe(10);
    expect(view.poolKind).toBe('dice');
    expect(view.castingQuality).toEqual({ again: 10, rote: true });
  });

  it('removes Arcanum − 1 free steps from the primary factor only', () => {
    const primary = computeMageCast(
      data,
      cast({ arcanum: 3, highest: 3, potency: { advanced: false, level: 3 } }),
    );
    expect(primary.potency.freeSteps).toBe(2);
    expect(primary.potency.penalty).toBe(0);
    const five = computeMageCast(
      data,
      cast({ arcanum: 3, highest: 3, potency: { advanced: false, level: 5 } }),
    );
    expect(five.potency.penalty).toBe(-4);
    const other = computeMageCast(
      data,
      cast({
        arcanum: 3,
        highest: 3,
        primaryFactor: 'duration',
        potency: { advanced: false, level: 3 },
      }),
    );
    expect(other.potency.penalty).toBe(-4);
    const duration = computeMageCast(
      data,
      cast({
        arcanum: 3,
        highest: 3,
        primaryFactor: 'duration',
        duration: { advanced: false, step: 4 },
      }),
    );
    expect(duration.duration.effectiveStep).toBe(2);
    expect(duration.duration.penalty).toBe(-4);
    expect(duration.duration.label).toBe('10 turns');
    const scale = computeMageCast(
      data,
      cast({
        arcanum: 2,
        highest: 2,
        primaryFactor: 'scale',
        scale: { advanced: false, subjects: 4, size: 5, areaStep: 0 },
      }),
    );
    expect(scale.scale.penalty).toBe(-2);
  });

  it('notes advanced Potency withstands dispellation with the same dice', () => {
    const view = computeMageCast(data, cast({ potency: { advanced: true, level: 1 } }));
    expect(view.potency.penalty).toBe(0);
    expect(view.notes.join(' ')).toMatch(/\+2 to withstand dispellation/);
  });

  it('caps Yantras at +5 after offsetting penalties: −4 and +11 give +9', () => {
    const view = computeMageCast(
      data,
      cast({
        gnosis: 10,
        arcanum: 3,
        highest: 3,
        primaryFactor: 'duration',
        potency: { advanced: false, level: 3 },
        yantras: [
          { yantraId: 'demesne', bonus: 2 },
          { yantraId: 'supernal-verge', bonus: 2 },
          { yantraId: 'concentration', bonus: 2 },
          { yantraId: 'runes', bonus: 2 },
          { yantraId: 'mantra', bonus: 2 },
          { yantraId: 'environment', bonus: 1 },
        ],
      }),
    );
    expect(view.penalties.value).toBe(-4);
    expect(view.yantraBonus.clamp?.unclamped).toBe(11);
    expect(view.yantraBonus.value).toBe(9);
    expect(view.pool.value).toBe(10 + 3 - 4 + 9);
    expect(view.errors).toEqual([]);
  });

  it('leaves out Yantras over the Gnosis limit, naming them', () => {
    const view = computeMageCast(
      data,
      cast({
        gnosis: 1,
        yantras: [
          { yantraId: 'demesne', bonus: 2 },
          { yantraId: 'environment', bonus: 1 },
          { yantraId: 'runes', bonus: 2 },
        ],
      }),
    );
    expect(view.yantraBonus.value).toBe(3);
    expect(view.errors).toContain(
      'Gnosis 1 allows 2 Yantras: Runes is over the limit and left out.',
    );
  });

  it('clamps a Yantra bonus to its range, with an error', () => {
    const view = computeMageCast(data, cast({ yantras: [{ yantraId: 'sacrament', bonus: 0 }] }));
    expect(view.yantraBonus.value).toBe(1);
    expect(view.errors.join(' ')).toMatch(/Sacrament gives \+1 to \+2/);
  });

  it('adds +1 die per extra ritual interval, at most +5, and none when instant', () => {
    const two = computeMageCast(
      data,
      cast({ castingTime: { advanced: false, extraIntervals: 2 } }),
    );
    expect(two.ritualBonus.value).toBe(2);
    const seven = computeMageCast(
      data,
      cast({ castingTime: { advanced: false, extraIntervals: 7 } }),
    );
    expect(seven.ritualBonus.value).toBe(5);
    const instant = computeMageCast(
      data,
      cast({ castingTime: { advanced: true, extraIntervals: 2 } }),
    );
    expect(instant.ritualBonus.value).toBe(0);
    expect(instant.warnings.length).toBe(1);
  });

  it('turns a pool of −5 to 0 into a chance die and −6 into an impossible spell', () => {
    // Gnosis 1 + Forces 1 (+ rote Skill 1) with Potency 5 not primary (−8).
    const five = { advanced: false, level: 5 };
    const chance = computeMageCast(
      data,
      cast({ gnosis: 1, arcanum: 1, highest: 1, method: 'rote', roteSkill: 1, potency: five }),
    );
    expect(chance.pool.value).toBe(-5);
    expect(chance.poolKind).toBe('chance');
    expect(chance.outcomes.dramaticFailure).toBeCloseTo(0.1, 12);
    expect(chance.outcomes.failure).toBeCloseTo(0.8, 12);
    expect(chance.outcomes.success).toBeCloseTo(0.1, 12);
    const zero = computeMageCast(
      data,
      cast({ gnosis: 1, arcanum: 1, highest: 1, potency: { advanced: false, level: 2 } }),
    );
    expect(zero.pool.value).toBe(0);
    expect(zero.poolKind).toBe('chance');
    const impossible = computeMageCast(
      data,
      cast({ gnosis: 1, arcanum: 1, highest: 1, potency: five }),
    );
    expect(impossible.pool.value).toBe(-6);
    expect(impossible.poolKind).toBe('impossible');
    expect(impossible.outcomes.failure).toBe(1);
    expect(impossible.errors.join(' ')).toMatch(/impossible/);
  });

  it('gives a praxis an exceptional success at 3 successes', () => {
    const praxis = computeMageCast(data, cast({ method: 'praxis' }));
    const improvised = computeMageCast(data, cast({}));
    expect(praxis.exceptionalAt).toBe(3);
    const dist = poolSuccesses(4);
    const atLeast3 = dist.probs.slice(3).reduce((s, p) => s + p, 0);
    expect(praxis.outcomes.exceptional).toBeCloseTo(atLeast3, 12);
    expect(praxis.outcomes.exceptional).toBeGreaterThan(improvised.outcomes.exceptional);
  });

  it('rolls with rote quality only for a rote from a grimoire or its creator', () => {
    const rote = computeMageCast(data, cast({ method: 'rote', roteQuality: true }));
    const noQuality = computeMageCast(data, cast({ method: 'rote', roteQuality: false }));
    const improvised = computeMageCast(data, cast({ roteQuality: true }));
    expect(rote.castingQuality.rote).toBe(true);
    expect(noQuality.castingQuality.rote).toBe(false);
    expect(improvised.castingQuality.rote).toBe(false);
    expect(rote.outcomes.success + rote.outcomes.exceptional).toBeGreaterThan(
      noQuality.outcomes.success + noQuality.outcomes.exceptional,
    );
  });
});

describe('An impossible spell', () => {
  /** The default rote (1 Reach over, Sleepers watching) at Potency 11: 10 − 16 = −6 dice. */
  const atMinusSix: Mage2eCast = { ...DEFAULT_MAGE_CAST, potency: { advanced: false, level: 11 } };
  const certainFailure = { dramaticFailure: 0, failure: 1, success: 0, exceptional: 0 };

  it('is not cast at a pool of −6: failure exactly 1 and no Paradox roll', () => {
    // One Potency less, the Paradox is rolled (3 dice, 9-again): the pool alone changes that.
    const castable = computeMageCast(data, {
      ...atMinusSix,
      potency: { advanced: false, level: 10 },
    });
    expect(castable.paradox.kind).toBe('dice');
    expect(castable.paradox.chance).toBeGreaterThan(0.6);

    const view = computeMageCast(data, atMinusSix);
    expect(view.pool.value).toBe(-6);
    expect(view.poolKind).toBe('impossible');
    expect(view.impossible).toBe('pool');
    expect(view.outcomes).toEqual(certainFailure);
    expect(view.plainOutcomes).toEqual(certainFailure);
    expect(outcomesTotal(view.outcomes)).toBe(1);
    expect(view.paradox.kind).toBe('impossible');
    expect(view.paradox.pool).toBeNull();
    expect(view.paradox.chance).toBe(0);
    expect(view.paradox.successes).toEqual({ offset: 0, probs: [1] });
    expect(view.releasedConditionChance).toBe(0);
    expect(view.contain).toBeNull();
  });

  it('a released Paradox past −6 fails the spell outright, or (the other reading) rolls a chance die', () => {
    // Potency 10: a pool of −4 (a chance die); 3 Paradox dice take it to −6 or below at 2+.
    const atMinusFour: Mage2eCast = { ...atMinusSix, potency: { advanced: false, level: 10 } };
    const fails = computeMageCast(data, atMinusFour);
    expect(fails.pool.value).toBe(-4);
    const chanceData = { ...data, readings: { ...data.readings, releasedParadoxChanceDie: true } };
    const chanceDie = computeMageCast(chanceData, atMinusFour);
    // Only the casting roll's odds move: the Paradox roll is the same.
    expect(chanceDie.paradox.chance).toBe(fails.paradox.chance);
    expect(chanceDie.outcomes.success).toBeGreaterThan(fails.outcomes.success);
    // P(k ≥ 2) of the casts fail outright under the default reading; a chance die succeeds on a
    // 10 (1 in 10), so the other reading adds P(k ≥ 2) × 0.1 of success.
    const twoOrMore = fails.paradox.successes.probs
      .slice(2 - fails.paradox.successes.offset)
      .reduce((sum, p) => sum + p, 0);
    expect(chanceDie.outcomes.success - fails.outcomes.success).toBeCloseTo(twoOrMore * 0.1, 12);
    expect(outcomesTotal(chanceDie.outcomes)).toBeCloseTo(1, 12);
  });

  it('rolls no Paradox and no Wisdom when an impossible spell would contain its Paradox', () => {
    const view = computeMageCast(data, { ...atMinusSix, paradoxHandling: 'contain' });
    expect(view.outcomes).toEqual(certainFailure);
    expect(view.paradox.chance).toBe(0);
    expect(view.contain).toBeNull();
    expect(view.releasedConditionChance).toBeNull();
  });

  it('refuses a caster without the Arcanum dots as impossible, whatever the pool', () => {
    const view = computeMageCast(data, { ...DEFAULT_MAGE_CAST, highest: 5 });
    expect(view.errors).toEqual([
      'The caster needs Forces 5 to cast a spell with a 5-dot Arcanum.',
    ]);
    expect(view.pool.value).toBe(10);
    expect(view.poolKind).toBe('dice');
    expect(view.impossible).toBe('arcanum');
    expect(view.outcomes).toEqual(certainFailure);
    expect(outcomesTotal(view.outcomes)).toBe(1);
    expect(view.paradox.kind).toBe('impossible');
    expect(view.paradox.chance).toBe(0);
    expect(view.releasedConditionChance).toBe(0);
  });

  it('says what step 1 needs, for the fields and the engine alike', () => {
    expect(arcanumProblem({ arcanum: 3, highest: 3, arcanumName: 'Forces' })).toBeNull();
    expect(arcanumProblem({ arcanum: 2, highest: 4, arcanumName: 'Life' })).toBe(
      'The caster needs Life 4 to cast a spell with a 4-dot Arcanum.',
    );
  });

  it('leaves a castable spell castable: impossible is null', () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    expect(view.impossible).toBeNull();
    expect(view.paradox.kind).toBe('dice');
  });
});

describe('New spell', () => {
  it('is the plain improvised spell, named "New spell", then "New spell 2"…', () => {
    const first = makeNewMageCast([DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST]);
    expect(first).toEqual({ ...PLAIN_MAGE_CAST, id: 'mage-new', name: 'New spell' });
    const second = makeNewMageCast([DEFAULT_MAGE_CAST, first]);
    expect([second.id, second.name]).toEqual(['mage-new-2', 'New spell 2']);
    const third = makeNewMageCast([first, second, { id: 'x', name: 'new spell 3' }]);
    expect([third.id, third.name]).toEqual(['mage-new-3', 'New spell 4']);
  });

  it('has every factor Standard at its free level, no Yantras, witnesses or mitigation', () => {
    const spell = makeNewMageCast([]);
    const view = computeMageCast(data, spell);
    expect(view.penalties.value).toBe(0);
    expect(view.reachUsed.value).toBe(0);
    expect(spell.yantras).toEqual([]);
    expect(spell.paradox.witnesses).toBe('none');
    expect(spell.manaMitigation).toBe(0);
    expect(view.errors).toEqual([]);
    expect(view.warnings).toEqual([]);
    expect(view.pool.value).toBe(4);
  });
});

describe('Mana and casting time', () => {
  it('writes the casting time trace with its units', () => {
    const ritual = computeMageCast(
      data,
      cast({ gnosis: 2, castingTime: { advanced: false, extraIntervals: 9 } }),
    );
    expect(castingTimeParts(ritual.castingTime)).toEqual([
      '180 min (ritual interval, Gnosis 2)',
      '\u00d7 10 (intervals)',
      '= 1800 min (30 h)',
    ]);
    expect(ritual.castingTime.text).toBe('30 h');
    const short = computeMageCast(data, cast({ gnosis: 5 }));
    expect(castingTimeParts(short.castingTime)).toEqual([
      '30 min (ritual interval, Gnosis 5)',
      '\u00d7 1 (intervals)',
      '= 30 min',
    ]);
    const grimoire = computeMageCast(data, cast({ gnosis: 3, method: 'rote', fromGrimoire: true }));
    expect(castingTimeParts(grimoire.castingTime).slice(-2)).toEqual([
      '\u00d7 2 (from a grimoire)',
      '= 120 min (2 h)',
    ]);
    const instant = computeMageCast(data, DEFAULT_MAGE_CAST);
    expect(castingTimeParts(instant.castingTime)).toEqual([
      '1 (instant casting)',
      '+ 1 (Yantras beyond the one reflexive)',
      '= 2 turns',
    ]);
  });

  it('costs 1 Mana for an improvised Common or Inferior spell, 0 for a rote', () => {
    expect(computeMageCast(data, cast({ commonOrInferior: true })).mana.value).toBe(1);
    expect(computeMageCast(data, cast({ commonOrInferior: false })).mana.value).toBe(0);
    expect(computeMageCast(data, cast({ method: 'rote', commonOrInferior: true })).mana.value).toBe(
      0,
    );
  });

  it('adds mitigation to the Mana and warns above the Gnosis maximum', () => {
    const view = computeMageCast(
      data,
      cast({ gnosis: 1, commonOrInferior: true, manaMitigation: 10 }),
    );
    expect(view.mana.value).toBe(11);
    expect(view.warnings.join(' ')).toMatch(/more than Gnosis 1's maximum of 10/);
  });

  it('extends an instant casting by Mana over the Mana per turn', () => {
    const view = computeMageCast(
      data,
      cast({
        gnosis: 1,
        commonOrInferior: true,
        manaMitigation: 3,
        castingTime: { advanced: true, extraIntervals: 0 },
      }),
    );
    expect(view.mana.value).toBe(4);
    expect(view.castingTime.kind).toBe('instant');
    if (view.castingTime.kind === 'instant') expect(view.castingTime.turns.value).toBe(4);
    expect(view.castingTime.text).toBe('4 turns');
  });

  it('lets one Yantra be reflexive in an instant casting, never a Mantra', () => {
    const two = computeMageCast(data, DEFAULT_MAGE_CAST);
    expect(two.castingTime.text).toBe('2 turns');
    const mantra = computeMageCast(
      data,
      cast({
        castingTime: { advanced: true, extraIntervals: 0 },
        yantras: [{ yantraId: 'mantra', bonus: 2 }],
      }),
    );
    expect(mantra.castingTime.text).toBe('2 turns');
  });

  it('writes ritual time from the Gnosis interval, doubled from a grimoire', () => {
    expect(computeMageCast(data, cast({ gnosis: 1 })).castingTime.text).toBe('3 h');
    expect(computeMageCast(data, SEED_SCALE_EXAMPLE_CAST).castingTime.text).toBe('30 min');
    const grimoire = computeMageCast(
      data,
      cast({
        gnosis: 1,
        method: 'rote',
        fromGrimoire: true,
        castingTime: { advanced: false, extraIntervals: 2 },
      }),
    );
    expect(grimoire.castingTime.kind).toBe('ritual');
    if (grimoire.castingTime.kind === 'ritual')
      expect(grimoire.castingTime.minutes.value).toBe(1080);
    expect(grimoire.castingTime.text).toBe('18 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });

  it('forbids instant casting from a grimoire', () => {
    const view = computeMageCast(
      data,
      cast({
        method: 'rote',
        fromGrimoire: true,
        castingTime: { advanced: true, extraIntervals: 0 },
      }),
    );
    expect(view.errors).toContain('A rote cast from a grimoire cannot use instant casting.');
  });
});

describe('Paradox', () => {
  it('adds Gnosis dice per Reach over and the modifiers', () => {
    const view = computeMageCast(
      data,
      cast({
        gnosis: 3,
        otherReach: 3,
        manaMitigation: 1,
        paradox: { inured: true, earlierRolls: 2, witnesses: 'few', dedicatedTool: true },
      }),
    );
    // 3 Reach over free 1 → 2 over × 2 = 4, +2 inured, +2 earlier, +1 witnesses, −2 tool, −1 Mana.
    expect(view.reachOver.value).toBe(2);
    expect(view.paradox.pool?.value).toBe(6);
    expect(view.paradox.kind).toBe('dice');
    expect(view.paradox.quality).toEqual({ again: 9, rote: false });
    expect(view.mana.value).toBe(1);
  });

  it('rolls a chance die when the pool gained dice and lost them all', () => {
    const view = computeMageCast(
      data,
      cast({
        gnosis: 1,
        otherReach: 2,
        paradox: { inured: false, earlierRolls: 0, witnesses: 'none', dedicatedTool: true },
      }),
    );
    expect(view.paradox.pool?.value).toBe(-1);
    expect(view.paradox.kind).toBe('chance');
    expect(view.paradox.chance).toBeCloseTo(0.1, 12);
    expect(view.paradox.outcomes.dramaticFailure).toBeCloseTo(0.1, 12);
  });

  it('rolls no Paradox without Reach over the free Reach (reading on by default)', () => {
    const inured = cast({
      paradox: { inured: true, earlierRolls: 0, witnesses: 'crowd', dedicatedTool: false },
    });
    const view = computeMageCast(data, inured);
    expect(view.paradox.kind).toBe('none');
    expect(view.paradox.chance).toBe(0);
    const other = { ...data, readings: { ...data.readings, paradoxOnlyFromReach: false } };
    const rolled = computeMageCast(other, inured);
    expect(rolled.paradox.pool?.value).toBe(3);
    expect(rolled.paradox.kind).toBe('dice');
  });

  it('gives Sleeper witnesses 9-again, 8-again and rote quality', () => {
    const witnessed = (witnesses: Mage2eCast['paradox']['witnesses']) =>
      computeMageCast(
        data,
        cast({
          otherReach: 2,
          paradox: { inured: false, earlierRolls: 0, witnesses, dedicatedTool: false },
        }),
      );
    expect(witnessed('none').paradox.quality).toEqual({ again: 10, rote: false });
    expect(witnessed('few').paradox.quality).toEqual({ again: 9, rote: false });
    expect(witnessed('large').paradox.quality).toEqual({ again: 8, rote: false });
    expect(witnessed('crowd').paradox.quality).toEqual({ again: 10, rote: true });
    expect(witnessed('none').paradox.pool?.value).toBe(1);
    expect(witnessed('few').paradox.pool?.value).toBe(2);
    // n-again adds successes but not the chance of a first one; rote quality does.
    const few = witnessed('few').paradox;
    const large = witnessed('large').paradox;
    expect(large.chance).toBeCloseTo(few.chance, 12);
    expect(large.successes.probs.length).toBeGreaterThan(2);
    expect(mean(large.successes)).toBeGreaterThan(mean(few.successes));
    const crowd = witnessed('crowd').paradox;
    expect(crowd.chance).toBeCloseTo(1 - 0.7 * 0.7 * 0.7 * 0.7, 9);
  });

  it('lowers the casting roll by released Paradox successes', () => {
    const released = computeMageCast(data, cast({ otherReach: 3 }));
    expectSumsToOne(released);
    expect(released.paradox.chance).toBeGreaterThan(0);
    expect(released.outcomes.success + released.outcomes.exceptional).toBeLessThan(
      released.plainOutcomes.success + released.plainOutcomes.exceptional,
    );
    const contained = computeMageCast(data, cast({ otherReach: 3, paradoxHandling: 'contain' }));
    expect(contained.outcomes).toEqual(contained.plainOutcomes);
    expect(released.releasedConditionChance).toBeGreaterThan(0);
  });

  it('contains a chance-die Paradox with Wisdom 1: bashing mean 0.03, Condition 0.07', () => {
    const view = computeMageCast(
      data,
      cast({
        gnosis: 1,
        otherReach: 2,
        wisdom: 1,
        paradoxHandling: 'contain',
        paradox: { inured: false, earlierRolls: 0, witnesses: 'none', dedicatedTool: true },
      }),
    );
    expect(view.contain?.meanBashing).toBeCloseTo(0.1 * 0.3, 12);
    expect(view.contain?.conditionChance).toBeCloseTo(0.1 * 0.7, 12);
    expect(view.contain?.bashing.probs[1]).toBeCloseTo(0.03, 12);
  });

  it('contains with Wisdom 0 on a chance die: one success on a 10 removes one Paradox success', () => {
    const view = computeMageCast(
      data,
      cast({ gnosis: 3, otherReach: 3, wisdom: 0, paradoxHandling: 'contain' }),
    );
    const k = poolSuccesses(4);
    const atLeastOne = 1 - (k.offset === 0 ? (k.probs[0] ?? 0) : 0);
    expect(view.contain?.wisdomDice).toBe(0);
    // Bashing: 1 when the chance die succeeds (0.1) and the Paradox has a success to remove.
    expect(view.contain?.meanBashing).toBeCloseTo(0.1 * atLeastOne, 12);
    expect(view.contain?.bashing.probs.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
  });

  it('contains a dice Paradox: bashing is min(Paradox, Wisdom successes)', () => {
    const view = computeMageCast(
      data,
      cast({ gnosis: 3, otherReach: 3, wisdom: 3, paradoxHandling: 'contain' }),
    );
    const k = poolSuccesses(4);
    const w = poolSuccesses(3);
    let expectedMean = 0;
    let remains = 0;
    k.probs.forEach((pk, i) =>
      w.probs.forEach((pw, j) => {
        expectedMean += pk * pw * Math.min(i, j);
        if (i > j) remains += pk * pw;
      }),
    );
    expect(view.paradox.pool?.value).toBe(4);
    expect(view.contain?.meanBashing).toBeCloseTo(expectedMean, 12);
    expect(view.contain?.conditionChance).toBeCloseTo(remains, 12);
    expect(view.contain?.bashing.probs.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });
});

describe('Totals', () => {
  it('sums every outcome distribution to 1 across methods, pools and Paradox', () => {
    const casts: Mage2eCast[] = [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST];
    for (const method of ['improvised', 'rote', 'praxis'] as const) {
      for (const otherReach of [0, 2, 6]) {
        for (const level of [1, 4, 8]) {
          for (const witnesses of ['none', 'large', 'crowd'] as const) {
            casts.push(
              cast({
                method,
                roteQuality: true,
                otherReach,
                potency: { advanced: false, level },
                paradox: { inured: false, earlierRolls: 0, witnesses, dedicatedTool: false },
              }),
            );
          }
        }
      }
    }
    for (const c of casts) expectSumsToOne(computeMageCast(data, c));
  });
});

describe('Wasted mitigation', () => {
  it('says which Mana to mitigate removes no Paradox dice (a 3-dice pool, 9 Mana: 6)', () => {
    const view = computeMageCast(
      data,
      cast({ gnosis: 3, otherReach: 2, manaMitigation: 9, paradoxHandling: 'release' }),
    );
    const before = computeMageCast(data, cast({ gnosis: 3, otherReach: 2 }));
    const dice = before.paradox.pool?.value ?? 0;
    expect(dice).toBeGreaterThan(0);
    expect(view.paradox.kind).toBe('chance');
    expect(view.warnings).toContain(
      `${9 - dice} of the 9 Mana to mitigate remove no Paradox dice: the rest already brings the pool to a chance die.`,
    );
    const exact = computeMageCast(data, cast({ gnosis: 3, otherReach: 2, manaMitigation: dice }));
    expect(exact.warnings.some((warning) => warning.includes('Mana to mitigate'))).toBe(false);
  });
});
