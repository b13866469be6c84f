import { describe, expect, it } from 'vitest';
import { gridChunks, gridReport, mergeGridChunks } from '../../../../shared/analysis/grid';
import { computeBuildRegen } from '../../../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild, WillpowerData } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { computeWillpowerGrid } from '../../../../shared/rulesets/willpower/grid';
import { computeHpCurve } from '../../../../shared/rulesets/willpower/hp';
import { computeCastingEconomy } from '../../../../shared/rulesets/willpower/casting-economy';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';

const full = makeDefaultWillpowerData();
/** A small roster: three races, two classes. */
const data: WillpowerData = {
  ...full,
  races: full.races.slice(0, 3),
  classes: full.classes.slice(0, 2),
};
const base: WillpowerBuild = {
  ...TATHREN,
  stats: { int: 14, wil: 11, pre: 9, con: 13 },
  regenStatusIds: ['resting'],
};
const ALL = ['max-mana', 'max-hp', 'seconds-per-point', 'minutes-to-full'];

function bare(raceId: string, classId: string, stats: WillpowerBuild['stats']): WillpowerBuild {
  return {
    ...base,
    raceId,
    classId,
    stats,
    itemIds: [],
    talents: [],
    skills: [],
    horoscopeId: null,
  };
}

describe('computeWillpowerGrid', () => {
  it('gives every cell the value of that bare build on its own screens', () => {
    const levels = [1, 7, 30, 60];
    const grid = computeWillpowerGrid({
      data,
      base,
      spec: { levels, measures: ALL, spread: { stat: 'Con', from: 8, to: 16, step: 4 } },
    });
    expect(grid.rows).toHaveLength(3 * 2 * 3);
    expect(grid.spreadStat).toBe('Con');
    for (const row of grid.rows) {
      const build = bare(row.ids[0] as string, row.ids[1] as string, {
        ...base.stats,
        con: row.score as number,
      });
      const mana = computeManaCurve(data, build).points;
      const hp = computeHpCurve(data, build).points;
      const regen = computeBuildRegen(data, build, { statusIds: ['resting'] }).levels;
      const expected = ['max-mana', 'max-hp', 'seconds-per-point', 'minutes-to-full'].flatMap(
        (measure) =>
          levels.map((level) => {
            const at = level - 1;
            const tenth = (value: number | null) =>
              value === null ? null : Math.round(value * 10) / 10;
            if (measure === 'max-mana') return mana[at]?.maxMana;
            if (measure === 'max-hp') return hp[at]?.maxHp;
            if (measure === 'seconds-per-point') return tenth(regen[at]?.secondsPerPoint ?? null);
            const seconds = regen[at]?.secondsToFull ?? null;
            return tenth(seconds === null ? null : seconds / 60);
          }),
      );
      expect(row.cells, row.key).toEqual(expected);
    }
  });

  it('counts casts an hour as the casting view does, for every bare build and level', () => {
    const levels = [1, 2, 5, 30, 60];
    // A dearer spell than the seed's: a low-mana class cannot afford it at level 1.
    const dear = { id: 'meteor', name: 'Meteor', kind: 'spell' as const, cost: 12 };
    const data2 = { ...data, abilities: [...data.abilities, dear] };
    const grid = computeWillpowerGrid({
      data: data2,
      base,
      spec: {
        levels,
        measures: ['casts-per-hour'],
        spread: { stat: 'Wil', from: 6, to: 18, step: 6 },
        spell: dear.id,
      },
    });
    expect(grid.basis).toMatch(new RegExp(`casting ${dear.name}\\.$`));
    const seen = new Set<number | null>();
    for (const row of grid.rows) {
      const stats = { ...base.stats, wil: row.score as number };
      const expected = levels.map((level) => {
        const build = { ...bare(row.ids[0] as string, row.ids[1] as string, stats), level };
        const economy = computeCastingEconomy(data2, build, {
          conditions: { statusIds: ['resting'] },
        });
        return economy.sustained.find((each) => each.abilityId === dear.id)?.castsFromEmpty;
      });
      expect(row.cells, row.key).toEqual(expected);
      for (const cell of row.cells) seen.add(cell);
    }
    // Not a column of one number: 0 where it cannot be cast, and several sustained rates.
    expect(seen.has(0)).toBe(true);
    expect(seen.size).toBeGreaterThan(2);
    expect(() =>
      computeWillpowerGrid({
        data,
        base,
        spec: { levels: [1], measures: ['casts-per-hour'], spread: null, spell: 'nope' },
      }),
    ).toThrow('Unknown ability "nope".');
  });

  it("gives each row its race's typical stats when asked, the spread stat still spreading", () => {
    const levels = [1, 30];
    const measures = ['max-mana', 'max-hp', 'seconds-per-point', 'casts-per-hour'];
    // Distinct typical stats per race, none of them the base build's.
    const typed: WillpowerData = {
      ...data,
      races: data.races.map((race, index) => ({
        ...race,
        typicalStats: { int: 8 + index * 4, wil: 6 + index * 5, pre: 12, con: 9 + index * 3 },
      })),
    };
    const expectedFor = (build: WillpowerBuild) => {
      const mana = computeManaCurve(typed, build).points;
      const hp = computeHpCurve(typed, build).points;
      const regen = computeBuildRegen(typed, build, { statusIds: ['resting'] }).levels;
      return measures.flatMap((measure) =>
        levels.map((level) => {
          const at = level - 1;
          if (measure === 'max-mana') return mana[at]?.maxMana;
          if (measure === 'max-hp') return hp[at]?.maxHp;
          if (measure === 'seconds-per-point') {
            const seconds = regen[at]?.secondsPerPoint ?? null;
            return seconds === null ? null : Math.round(seconds * 10) / 10;
          }
          return computeCastingEconomy(
            typed,
            { ...build, level },
            { conditions: { statusIds: ['resting'] } },
          ).sustained[0]?.castsFromEmpty;
        }),
      );
    };
    const plain = computeWillpowerGrid({
      data: typed,
      base,
      spec: { levels, measures, spread: null, raceStats: true },
    });
    expect(plain.rows).toHaveLength(3 * 2);
    for (const row of plain.rows) {
      const race = typed.races.find((each) => each.id === row.ids[0]);
      const build = bare(row.ids[0] as string, row.ids[1] as string, race!.typicalStats);
      expect(row.cells, row.key).toEqual(expectedFor(build));
    }
    // Not the base build's grid: the races' stats moved the numbers.
    const asBase = computeWillpowerGrid({
      data: typed,
      base,
      spec: { levels, measures, spread: null },
    });
    expect(plain.rows.map((row) => row.cells)).not.toEqual(asBase.rows.map((row) => row.cells));
    expect(plain.basis).toBe(
      "Bare builds (no items, talents, trained skills or sign) with each race's typical stats " +
        "(the Races table); regeneration while resting (Tathren's); casting Burning hands.",
    );

    const spread = computeWillpowerGrid({
      data: typed,
      base,
      spec: {
        levels,
        measures,
        spread: { stat: 'Wil', from: 5, to: 15, step: 10 },
        raceStats: true,
      },
    });
    expect(spread.rows).toHaveLength(3 * 2 * 2);
    for (const row of spread.rows) {
      const race = typed.races.find((each) => each.id === row.ids[0]);
      const stats = { ...race!.typicalStats, wil: row.score as number };
      const build = bare(row.ids[0] as string, row.ids[1] as string, stats);
      expect(row.cells, row.key).toEqual(expectedFor(build));
    }
    expect(spread.basis).toMatch(/each race's typical stats \(the Races table\), Wil spread;/);
  });

  it('names its columns measure by measure, level by level, and says what rows share', () => {
    const grid = computeWillpowerGrid({
      data,
      base,
      spec: { levels: [1, 60], measures: ['max-hp', 'max-mana'], spread: null },
    });
    expect(grid.columns.map((column) => column.key)).toEqual([
      'max_hp_l1',
      'max_hp_l60',
      'max_mana_l1',
      'max_mana_l60',
    ]);
    expect(grid.columns[0]?.phrase).toBe('max HP at level 1');
    expect(grid.columns[2]?.heading).toBe('Max mana L1');
    expect(grid.rows.map((row) => row.key).slice(0, 3)).toEqual([
      'elf/wizard',
      'elf/witch',
      'gnome/wizard',
    ]);
    expect(grid.basis).toBe(
      "Bare builds (no items, talents, trained skills or sign) with Tathren's stats: Int 14, Wil 11, Pre 9, Con 13.",
    );
    const report = gridReport(grid);
    expect(report.columns).toEqual([
      'race',
      'class',
      'max_hp_l1',
      'max_hp_l60',
      'max_mana_l1',
      'max_mana_l60',
    ]);
    expect(report.rows[0]?.slice(0, 2)).toEqual(['Elf', 'Wizard']);
  });

  it('writes "never" where mana does not come back', () => {
    const starving = full.statuses.find((status) => status.name === 'Starving');
    expect(starving).toBeDefined();
    const grid = computeWillpowerGrid({
      data,
      base: { ...base, regenStatusIds: [starving?.id ?? ''] },
      spec: { levels: [10], measures: ['minutes-to-full'], spread: null },
    });
    expect(grid.rows.every((row) => row.cells[0] === null)).toBe(true);
    expect(gridReport(grid).rows[0]).toEqual(['Elf', 'Wizard', 'never']);
    expect(grid.basis).toMatch(/regeneration while starving\.$/);
  });

  it('refuses a level past the last, a spread outside the stat table, and an unknown stat', () => {
    const spec = { levels: [61], measures: ['max-mana'], spread: null };
    expect(() => computeWillpowerGrid({ data, base, spec })).toThrow(/from 1 to 60 \(not 61\)/);
    const wide = { stat: 'Int', from: 0, to: 10, step: 1 };
    expect(() =>
      computeWillpowerGrid({ data, base, spec: { ...spec, levels: [1], spread: wide } }),
    ).toThrow('From must be a whole number from 1 to 30.');
    const luck = { stat: 'Luck', from: 3, to: 10, step: 1 };
    expect(() =>
      computeWillpowerGrid({ data, base, spec: { ...spec, levels: [1], spread: luck } }),
    ).toThrow('Unknown stat "Luck".');
  });
});

describe('a grid asked for score by score', () => {
  it('merges back into the grid asked for at once', () => {
    const spec = {
      levels: [1, 30],
      measures: ['max-mana', 'minutes-to-full'],
      spread: { stat: 'Wil', from: 3, to: 15, step: 6 },
    };
    const whole = computeWillpowerGrid({ data, base, spec });
    const chunks = gridChunks(spec);
    expect(chunks.map((chunk) => chunk.spread)).toEqual([
      { stat: 'Wil', from: 3, to: 3, step: 1 },
      { stat: 'Wil', from: 9, to: 9, step: 1 },
      { stat: 'Wil', from: 15, to: 15, step: 1 },
    ]);
    const merged = mergeGridChunks(
      chunks.map((chunk) => computeWillpowerGrid({ data, base, spec: chunk })),
    );
    expect(merged).toEqual(whole);
    expect(gridChunks({ ...spec, spread: null })).toEqual([{ ...spec, spread: null }]);
  });
});
