import { describe, expect, it } from 'vitest';
import { computeCastingEconomy } from '../../../../shared/rulesets/willpower/casting-economy';
import { costsReport } from '../../../../shared/rulesets/willpower/reports';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';

const data = makeDefaultWillpowerData();
const burning = { conditions: { statusIds: [] } };

describe('the casting economy', () => {
  it('costs Burning hands 6 for Tathren, 5 with Frugal caster, 4 with a 20% charm as well', () => {
    expect(computeCastingEconomy(data, TATHREN, burning).costs[0]?.cost).toBe(6);
    const frugal = { ...TATHREN, talents: [{ talentId: 'frugal-caster', takenAtLevel: 1 }] };
    expect(computeCastingEconomy(data, frugal, burning).costs[0]).toMatchObject({
      cost: 5,
      cutPercent: 20,
    });
    const both = { ...frugal, itemIds: ['charm-of-thrift'] };
    expect(computeCastingEconomy(data, both, burning).costs[0]?.cost).toBe(4);
  });

  it('ignores a talent taken at a later level', () => {
    const later = { ...TATHREN, talents: [{ talentId: 'frugal-caster', takenAtLevel: 5 }] };
    expect(computeCastingEconomy(data, later, burning).costs[0]?.cost).toBe(6);
  });

  it('simulates an hour of Burning hands: 3 casts from full plus 2 from what comes back', () => {
    // 18 mana = 3 casts at once; 3600 / 216 = 16 points back in the hour = 2 more casts.
    const sustained = computeCastingEconomy(data, TATHREN, burning).sustained[0];
    expect(sustained).toMatchObject({ cost: 6, maxMana: 18, castsFromFull: 5, castsFromEmpty: 2 });
  });

  it('sustains more casts with a cheaper spell and while resting', () => {
    const frugal = { ...TATHREN, talents: [{ talentId: 'frugal-caster', takenAtLevel: 1 }] };
    expect(computeCastingEconomy(data, frugal, burning).sustained[0]).toMatchObject({
      castsFromFull: 6,
      castsFromEmpty: 3,
    });
    const resting = { ...burning, conditions: { statusIds: ['resting'] } };
    expect(computeCastingEconomy(data, TATHREN, resting).sustained[0]?.castsFromEmpty).toBe(5);
  });

  it('says so when a spell costs more than the maximum', () => {
    const pricey = {
      ...data,
      abilities: [{ id: 'meteor', name: 'Meteor', kind: 'spell' as const, cost: 40 }],
    };
    const sustained = computeCastingEconomy(pricey, TATHREN, burning).sustained[0];
    expect(sustained?.never).toBe(
      'Meteor costs 40, more than the maximum of 18: it can never be cast.',
    );
    expect(sustained?.castsFromFull).toBe(0);
  });

  it('pays a siphoning ring for own close kills only, and a witch\u2019s Malison for hexed deaths', () => {
    const ringed = { ...TATHREN, itemIds: ['siphoning-ring'] };
    const kills = computeCastingEconomy(data, ringed, burning).kills;
    const gained = Object.fromEntries(kills.map((row) => [row.label, row.gained]));
    expect(gained['Your spell, 3 cells straight']).toBe(2);
    expect(gained['Your shot, 3 across and 2 aside']).toBe(0);
    expect(gained['A trap']).toBe(0);
    const witch = { ...TATHREN, classId: 'witch', level: 18 };
    const hexed = computeCastingEconomy(data, witch, burning).kills.at(-1);
    expect(hexed?.gained).toBe(5);
  });

  it('tables the spell list as it is shown', () => {
    const economy = computeCastingEconomy(data, TATHREN, burning);
    expect(costsReport(TATHREN, economy.costs).rows).toEqual([
      ['Burning hands', 'spell', 6, 0, 6, economy.costs[0]?.how],
    ]);
  });
});
