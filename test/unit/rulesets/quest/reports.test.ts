import { describe, expect, it } from 'vitest';
import { reportToCsv } from '../../../../shared/report/to-csv';
import { questBudget, questByVp, questVpSameLines } from '../../../../shared/rulesets/quest/budget';
import {
  BORGRON,
  makeDefaultQuestData,
  UNDERWORLD_SORCERER,
  makeDefaultQuestDispelView,
} from '../../../../shared/rulesets/quest/defaults';
import {
  dispelMatrixBefore,
  dispelMatrixKnownTotal,
} from '../../../../shared/rulesets/quest/dispel-matrix';
import {
  QUEST_BUDGET_COLUMNS,
  QUEST_VP_COLUMNS,
  dispellerIntColumn,
  questBudgetReport,
  questDispelReport,
  questVpReport,
} from '../../../../shared/rulesets/quest/reports';

const data = makeDefaultQuestData();
/** Int 1–8, one dispeller of Int 5, the seed's 12 to beat: the screen's settings as it opens. */
const view = makeDefaultQuestDispelView();

describe('the Quest reports', () => {
  it('name the seed’s 2d6 in the dispel matrices’ titles, as before', () => {
    expect(questDispelReport(dispelMatrixBefore(data.dispel, view), 'before').title).toBe(
      'P(dispelled), one dispeller, before the cast (2d6 + Int must exceed 2d6 + Int)',
    );
    expect(
      questDispelReport(
        dispelMatrixKnownTotal(data.dispel, { ...view, dispellers: 2 }),
        'known-total',
      ).title,
    ).toBe('P(dispelled), 2 dispellers, against a known casting total (2d6 + Int must exceed it)');
  });

  it('name the rules’ own dice once they change: 3d4', () => {
    const rules = { ...data.dispel, dice: 3, sides: 4 };
    expect(questDispelReport(dispelMatrixBefore(rules, view), 'before').title).toBe(
      'P(dispelled), one dispeller, before the cast (3d4 + Int must exceed 3d4 + Int)',
    );
    expect(questDispelReport(dispelMatrixKnownTotal(rules, view), 'known-total').title).toBe(
      'P(dispelled), one dispeller, against a known casting total (3d4 + Int must exceed it)',
    );
  });

  it('show short headings on screen while the CSV keeps its column names, byte for byte', () => {
    const before = questDispelReport(dispelMatrixBefore(data.dispel, view), 'before');
    expect(before.headings).toEqual([
      'Caster Int',
      'Int 1',
      'Int 2',
      'Int 3',
      'Int 4',
      'Int 5',
      'Int 6',
      'Int 7',
      'Int 8',
    ]);
    expect(before.columns).toEqual([
      'caster_int',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map(dispellerIntColumn),
    ]);
    const known = questDispelReport(dispelMatrixKnownTotal(data.dispel, view), 'known-total');
    expect(known.headings?.[0]).toBe('Caster total');
    expect(reportToCsv(known, { bom: false }).split('\r\n')[0]).toBe(
      'caster_total,dispeller_int_1,dispeller_int_2,dispeller_int_3,dispeller_int_4,' +
        'dispeller_int_5,dispeller_int_6,dispeller_int_7,dispeller_int_8',
    );
    // The headings change nothing in the file.
    expect(reportToCsv(known)).toBe(reportToCsv({ ...known, headings: undefined }));
  });

  it('give the budget and VP tables a heading for every column', () => {
    const budget = questBudgetReport(BORGRON, questBudget(data, BORGRON));
    expect(budget.columns).toBe(QUEST_BUDGET_COLUMNS);
    expect(budget.headings).toEqual([
      'Spell',
      'Mana cost',
      'Casting limit',
      'Casts (limit)',
      'Casts (mana)',
      'Casts',
      'Limited by',
      'Best mix',
      'Damage dice',
      'Turns',
      'Take effect',
      'Scroll turns',
    ]);
    const vp = questVpReport(BORGRON, questByVp(data, BORGRON));
    expect(vp.columns).toBe(QUEST_VP_COLUMNS);
    expect(vp.headings).toHaveLength(QUEST_VP_COLUMNS.length);
    expect(reportToCsv(budget).split('\r\n')[0]).toBe(
      '\ufeffspell,mana_cost,casting_limit,casts_by_limit,casts_by_mana,casts,limited_by,casts_in_best_mix,damage_dice,permanent_turns,casts_taking_effect,turns_for_scrolls',
    );
  });

  it('know which chart lines lie on each other all along: no potions, the quest’s mana is the pool', () => {
    expect(questVpSameLines(questByVp(data, BORGRON))).toEqual([]);
    expect(questVpSameLines(questByVp(data, { ...BORGRON, potions: 0 }))).toEqual([
      ['questMana', 'pool'],
    ]);
    expect(questVpSameLines(questByVp({ ...data, potionMana: 0 }, BORGRON))).toEqual([
      ['questMana', 'pool'],
    ]);
    // The sorcerer's one free spell: his casts are his limit, his mana is his pool.
    const sorcerer = {
      ...UNDERWORLD_SORCERER,
      spells: [
        {
          id: 'free',
          name: 'Free',
          manaCost: 0,
          damageDice: null,
          permanentTurns: null,
          projectile: false,
        },
      ],
    };
    expect(questVpSameLines(questByVp(data, sorcerer))).toEqual([
      ['totalCasts', 'castingLimit'],
      ['questMana', 'pool'],
    ]);
  });
});
