import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { computeBuildRegen } from '../../../../shared/rulesets/willpower/build-regen';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { regenComparisonReport, regenReport } from '../../../../shared/rulesets/willpower/reports';

const data = makeDefaultWillpowerData();
const usual = { statusIds: [] };

describe('a build\u2019s regeneration (the seed\u2019s Tathren bullet points)', () => {
  it('gives Tathren a point every 216 s, so an empty pool fills in about an hour', () => {
    const regen = computeBuildRegen(data, TATHREN, usual);
    expect(regen.perPointText).toBe('a point every 216 s (3 minutes and 36 seconds)');
    expect(regen.toFullText).toBe('empty to full (18 mana) in 3888 s, about an hour');
    expect(formatExplained(regen.atBuildLevel.usualSeconds)).toBe(
      '360 (base) \u2212 144 (12 \u00d7 Wil 12) = 216',
    );
  });

  it('takes longer to fill a bigger pool at higher levels, at the same pace', () => {
    const levels = computeBuildRegen(data, TATHREN, usual).levels;
    expect(levels[1]).toEqual({
      level: 2,
      maxMana: 26,
      secondsPerPoint: 216,
      secondsToFull: 26 * 216,
    });
  });

  it('adds the build\u2019s speed-ups: an amulet, Clear mind, Tidal, Concentration', () => {
    const quick = {
      ...TATHREN,
      itemIds: ['amulet-of-flow'],
      talents: [{ talentId: 'clear-mind', takenAtLevel: 1 }],
      horoscopeId: 'water',
      skills: [{ skillId: 'concentration', trained: true, value: 100 }],
    };
    const regen = computeBuildRegen(data, quick, usual).atBuildLevel;
    expect(formatExplained(regen.speedUpPercent)).toBe(
      '50 (Amulet of flow (50% faster)) + 25 (Clear mind) + 25 (Tidal (Water)) + 40 (Concentration 100) = 140',
    );
    expect(regen.secondsPerPoint).toBe(90);
  });

  it('applies Meditation to resting only', () => {
    const meditating = { ...TATHREN, talents: [{ talentId: 'meditation', takenAtLevel: 1 }] };
    expect(
      computeBuildRegen(data, meditating, { statusIds: ['resting'] }).atBuildLevel.secondsPerPoint,
    ).toBe(72);
    expect(computeBuildRegen(data, meditating, usual).atBuildLevel.secondsPerPoint).toBe(216);
  });

  it('says so when mana never comes back, and never writes NaN', () => {
    const regen = computeBuildRegen(data, TATHREN, { statusIds: ['starving'] });
    expect(regen.perPointText).toBe('mana does not come back at all');
    expect(regen.toFullText).toBe('an empty pool (18 mana) never fills');
    const table = regenReport(TATHREN, regen);
    expect(table.rows[0]).toEqual([1, 18, 'never', 'never', 'never']);
    expect(JSON.stringify(table)).not.toContain('NaN');
  });
});

describe('the comparison of conditions', () => {
  it('lists the usual pace, each status, and each slowing status while resting', () => {
    const rows = computeBuildRegen(data, TATHREN, usual).comparison;
    const byName = Object.fromEntries(rows.map((row) => [row.conditions, row.secondsPerPoint]));
    expect(byName['Usual pace']).toBe(216);
    expect(byName['Resting']).toBe(108);
    expect(byName['Poisoned']).toBe(432);
    expect(byName['Poisoned, resting']).toBe(216);
    expect(byName['Diseased with brain fever, resting']).toBe(432);
    expect(byName['In a sanctuary']).toBe(72);
    expect(byName['Starving']).toBeNull();
    expect(rows).toHaveLength(1 + 8 + 6);
  });

  it('tables the comparison with "never" where mana does not come back', () => {
    const table = regenComparisonReport(TATHREN, computeBuildRegen(data, TATHREN, usual));
    expect(table.rows[0]).toEqual(['Usual pace', 216, 3888]);
    expect(table.rows.find((row) => row[0] === 'Starving')).toEqual(['Starving', 'never', 'never']);
  });
});
