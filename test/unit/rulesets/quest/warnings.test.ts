import { describe, expect, it } from 'vitest';
import type { QuestData } from '../../../../shared/rulesets/quest/data';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
} from '../../../../shared/rulesets/quest/defaults';
import {
  problemWithDispellerInt,
  questBuildWarnings,
  questRuleWarnings,
  validateQuestData,
  validateQuestDispelView,
} from '../../../../shared/rulesets/quest/validate';

const seed = makeDefaultQuestData();

function withLevel(index: number, change: Partial<QuestData['sorceryLevels'][number]>): QuestData {
  return {
    ...seed,
    sorceryLevels: seed.sorceryLevels.map((level, i) =>
      i === index ? { ...level, ...change } : level,
    ),
  };
}

function fieldsOf(data: QuestData): string[] {
  return questRuleWarnings(data).map((warning) => warning.field);
}

describe('soft warnings on the Quest rules', () => {
  it('has nothing to say about the seed’s own rules', () => {
    expect(questRuleWarnings(seed)).toEqual([]);
  });

  it('warns of a dispel range of 0 squares and a free dispel, without refusing them', () => {
    const odd = { ...seed, dispel: { ...seed.dispel, rangeSquares: 0, manaCost: 0 } };
    expect(validateQuestData(odd)).toEqual([]);
    const warnings = questRuleWarnings(odd);
    expect(warnings.map((w) => w.field)).toEqual(['dispel.rangeSquares', 'dispel.manaCost']);
    expect(warnings[0]?.message).toMatch(/^A range of 0 squares: no one adjacent/);
    expect(warnings[1]?.message).toMatch(/^A free dispel/);
  });

  it('warns when a higher level casts fewer times per spell than the one below it', () => {
    const odd = withLevel(2, { castingLimit: 1 });
    expect(validateQuestData(odd)).toEqual([]);
    expect(questRuleWarnings(odd)).toEqual([
      {
        field: 'sorceryLevels.2.castingLimit',
        message: 'Master casts fewer times per spell than Journeyman (1 < 3).',
      },
    ]);
    expect(fieldsOf(withLevel(0, { castingLimit: 0 }))).toEqual(['sorceryLevels.0.castingLimit']);
  });

  it('warns of a bonus where the seed gives a penalty, and of a penalty far past its −1', () => {
    expect(questRuleWarnings(withLevel(0, { permanentDurationModifier: 3 }))).toEqual([
      {
        field: 'sorceryLevels.0.permanentDurationModifier',
        message:
          'Apprentice: +3 turns on permanent spells, a bonus where the seed gives only a penalty (an Apprentice’s \u22121).',
      },
    ]);
    const harsh = questRuleWarnings(withLevel(0, { damageDiceModifier: -5 }));
    expect(harsh.map((w) => w.field)).toEqual(['sorceryLevels.0.damageDiceModifier']);
    expect(harsh[0]?.message).toContain('\u22125 damage dice, far past the seed’s \u22121');
    // −2 is a harsher Apprentice, not an oddity.
    expect(questRuleWarnings(withLevel(0, { damageDiceModifier: -2 }))).toEqual([]);
  });

  it('warns when a higher level has a worse modifier than the one below it', () => {
    expect(questRuleWarnings(withLevel(1, { damageDiceModifier: -2 }))).toEqual([
      {
        field: 'sorceryLevels.1.damageDiceModifier',
        message:
          'Journeyman has fewer damage dice (\u22122) than Apprentice (\u22121), the level below it.',
      },
    ]);
  });

  it('warns of an always empty pool and of a potion that restores nothing', () => {
    expect(fieldsOf({ ...seed, manaPerSpell: 0 })).toEqual(['manaPerSpell']);
    expect(fieldsOf({ ...seed, maxManaPerInt: 0 })).toEqual(['maxManaPerInt']);
    expect(fieldsOf({ ...seed, potionMana: 0 })).toEqual(['potionMana']);
    expect(fieldsOf({ ...seed, potionMana: 4 })).toEqual([]);
  });
});

describe('soft warnings on a Quest caster', () => {
  it('says a spell of no mana is free: only the casting limit applies', () => {
    expect(questBuildWarnings(BORGRON)).toEqual([]);
    const free = {
      ...BORGRON,
      spells: BORGRON.spells.map((spell, i) => (i === 1 ? { ...spell, manaCost: 0 } : spell)),
    };
    expect(questBuildWarnings(free)).toEqual([
      {
        field: 'spells.1.manaCost',
        message: 'Stone skin is a free spell: only the casting limit applies.',
      },
    ]);
  });
});

describe('the dispel example’s settings', () => {
  /** Int 1–8, one dispeller of Int 5, the seed's 12 to beat: the screen's settings as it opens. */
  const view = makeDefaultQuestDispelView();

  it('limits the caster’s total to what the dice make for the Int range, given the rules', () => {
    expect(validateQuestDispelView({ ...view, casterTotal: 20 }, seed.dispel)).toEqual([]);
    expect(validateQuestDispelView({ ...view, casterTotal: 3 }, seed.dispel)).toEqual([]);
    expect(validateQuestDispelView({ ...view, casterTotal: 99 }, seed.dispel)).toEqual([
      {
        field: 'casterTotal',
        message: 'The total must be one 2d6 + Int 1–8 can make: 3 to 20.',
      },
    ]);
    expect(validateQuestDispelView({ ...view, casterTotal: 2 }, seed.dispel)[0]?.field).toBe(
      'casterTotal',
    );
    // Without the rules (the engine's gate, the CLI), a total off the table is not an error.
    expect(validateQuestDispelView({ ...view, casterTotal: 99 })).toEqual([]);
  });

  it('takes a dispeller Int from 0 to 99', () => {
    expect(problemWithDispellerInt(0)).toBeNull();
    expect(problemWithDispellerInt(99)).toBeNull();
    expect(problemWithDispellerInt(100)).toBe(
      'The dispeller’s Int must be a whole number from 0 to 99.',
    );
  });
});
