import { describe, expect, it } from 'vitest';
import { gridReport } from '../../../../shared/analysis/grid';
import type { RaceId, RoleId } from '../../../../shared/rulesets/nethack34/data';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../../../shared/rulesets/nethack34/defaults';
import { computeNethackGrid, nethackPairs } from '../../../../shared/rulesets/nethack34/grid';
import { computeNethackRegenView } from '../../../../shared/rulesets/nethack34/regen-view';

const data = makeDefaultNethack34Data();
const ALL = ['hp-mean', 'hp-p5', 'hp-p95', 'pw-mean', 'pw-p5', 'pw-p95'];

describe('computeNethackGrid', () => {
  it('has a row for each race × role the game allows, and no other', () => {
    const grid = computeNethackGrid({
      data,
      base: DEFAULT_NETHACK_BUILD,
      spec: { levels: [1], measures: ['hp-mean'], spread: null },
    });
    // 13 roles, 5 races: the pairs u_init.c allows.
    expect(grid.rows).toHaveLength(nethackPairs(data).length);
    expect(grid.rows.some((row) => row.ids.join('/') === 'Dwa/Wiz')).toBe(false);
    expect(grid.rows.some((row) => row.ids.join('/') === 'Elf/Wiz')).toBe(true);
  });

  it('gives every cell the exact distribution the NetHack screen draws', () => {
    const levels = [1, 10, 30];
    const grid = computeNethackGrid({
      data,
      base: { ...DEFAULT_NETHACK_BUILD, statChanges: [{ level: 5, con: 3 }] },
      spec: { levels, measures: ALL, spread: { stat: 'Wis', from: 6, to: 18, step: 12 } },
    });
    expect(grid.spreadStat).toBe('Wis');
    for (const row of grid.rows) {
      const advancement = computeAdvancement(data, {
        ...DEFAULT_NETHACK_BUILD,
        roleId: row.ids[1] as RoleId,
        raceId: row.ids[0] as RaceId,
        wis: row.score as number,
      }).levels;
      const expected = ALL.flatMap((measure) =>
        levels.map((level) => {
          const [pool, part] = measure.split('-') as ['hp' | 'pw', 'mean' | 'p5' | 'p95'];
          const summary = advancement[level - 1]?.[pool];
          if (summary === undefined) return undefined;
          return part === 'mean' ? Math.round(summary.mean * 10) / 10 : summary[part];
        }),
      );
      expect(row.cells, row.key).toEqual(expected);
    }
    expect(grid.basis).toMatch(/^Characters with Con 16 at every XL \(no stat changes\)/);
  });

  it('gives every regeneration cell the NetHack screen’s regeneration table figure', () => {
    const levels = [1, 9, 10, 20, 30];
    const measures = ['hp-regen', 'hp-full', 'pw-regen', 'pw-full'];
    const base = {
      ...DEFAULT_NETHACK_BUILD,
      con: 17,
      regen: { ...DEFAULT_NETHACK_BUILD.regen, encumbrance: 'burdened' as const },
    };
    const grid = computeNethackGrid({ data, base, spec: { levels, measures, spread: null } });
    expect(grid.columns.map((column) => column.key).slice(0, 2)).toEqual([
      'hp_per_1000_turns_l1',
      'hp_per_1000_turns_l9',
    ]);
    for (const row of grid.rows) {
      const view = computeNethackRegenView(data, {
        ...base,
        roleId: row.ids[1] as RoleId,
        raceId: row.ids[0] as RaceId,
      });
      const at = (level: number) => view[level - 1]!;
      const tenth = (value: number) => Math.round(value * 10) / 10;
      const whole = (value: number | null) => (value === null ? null : Math.round(value));
      expect(row.cells, row.key).toEqual([
        ...levels.map((level) => tenth(at(level).hpPer1000Turns)),
        ...levels.map((level) => whole(at(level).hpTurnsToFull)),
        ...levels.map((level) => tenth(at(level).pwPer1000Turns)),
        ...levels.map((level) => whole(at(level).pwTurnsToFull)),
      ]);
    }
    // A Wizard's power comes back faster than a Valkyrie's at the same XL (its interval × 3/6).
    const cellOf = (key: string, column: string) =>
      grid.rows.find((row) => row.key === key)!.cells[
        grid.columns.findIndex((each) => each.key === column)
      ];
    expect(cellOf('Hum/Wiz', 'pw_per_1000_turns_l10')).toBeGreaterThan(
      cellOf('Hum/Val', 'pw_per_1000_turns_l10')!,
    );
  });

  it('says "never" where nothing comes back: moving Overtaxed brings no HP and no power', () => {
    const base = {
      ...DEFAULT_NETHACK_BUILD,
      regen: { ...DEFAULT_NETHACK_BUILD.regen, encumbrance: 'overtaxed' as const, moving: true },
    };
    const grid = computeNethackGrid({
      data,
      base,
      spec: { levels: [10], measures: ['hp-regen', 'hp-full', 'pw-full'], spread: null },
    });
    expect(grid.rows[0]?.cells).toEqual([-100, null, null]);
    expect(gridReport(grid).rows[0]?.slice(2)).toEqual([-100, 'never', 'never']);
  });

  it("gives each row its race's typical Con and Wis when asked, the spread stat still spreading", () => {
    const levels = [1, 10];
    const expectedFor = (raceId: RaceId, roleId: RoleId, con: number, wis: number) => {
      const advancement = computeAdvancement(data, {
        ...DEFAULT_NETHACK_BUILD,
        roleId,
        raceId,
        con,
        wis,
      }).levels;
      return ['hp-mean', 'pw-mean'].flatMap((measure) =>
        levels.map((level) => {
          const summary = advancement[level - 1]?.[measure === 'hp-mean' ? 'hp' : 'pw'];
          return summary === undefined ? undefined : Math.round(summary.mean * 10) / 10;
        }),
      );
    };
    const measures = ['hp-mean', 'pw-mean'];
    const grid = computeNethackGrid({
      data,
      base: DEFAULT_NETHACK_BUILD,
      spec: { levels, measures, spread: null, raceStats: true },
    });
    for (const row of grid.rows) {
      const race = data.races.find((each) => each.id === row.ids[0]);
      const { con, wis } = race!.typicalStats;
      expect(row.cells, row.key).toEqual(
        expectedFor(row.ids[0] as RaceId, row.ids[1] as RoleId, con, wis),
      );
    }
    // Not the base build's grid: its Con 16 and Wis 16 give other numbers than the races'.
    const asBase = computeNethackGrid({
      data,
      base: DEFAULT_NETHACK_BUILD,
      spec: { levels, measures, spread: null },
    });
    expect(grid.rows.map((row) => row.cells)).not.toEqual(asBase.rows.map((row) => row.cells));
    expect(grid.basis).toMatch(
      /^Characters with each race's typical Con and Wis \(the Races table\)/,
    );

    const spread = computeNethackGrid({
      data,
      base: DEFAULT_NETHACK_BUILD,
      spec: {
        levels,
        measures,
        spread: { stat: 'Con', from: 8, to: 18, step: 10 },
        raceStats: true,
      },
    });
    for (const row of spread.rows) {
      const race = data.races.find((each) => each.id === row.ids[0]);
      expect(row.cells, row.key).toEqual(
        expectedFor(
          row.ids[0] as RaceId,
          row.ids[1] as RoleId,
          row.score as number,
          race!.typicalStats.wis,
        ),
      );
    }
    expect(spread.basis).toMatch(/^Characters with each race's typical Wis \(the Races table\)/);
  });

  it('writes the CSV with the spread stat and the XL in each column', () => {
    const grid = computeNethackGrid({
      data,
      base: DEFAULT_NETHACK_BUILD,
      spec: {
        levels: [30],
        measures: ['pw-p95'],
        spread: { stat: 'con', from: 10, to: 11, step: 1 },
      },
    });
    const report = gridReport(grid);
    expect(report.columns).toEqual(['race', 'class', 'con', 'pw_p95_l30']);
    expect(report.rows[0]?.slice(0, 3)).toEqual(['Human', 'Archeologist', 10]);
  });

  it('refuses an XL past 30, Int (advancement does not read it) and a spread past the range', () => {
    const base = DEFAULT_NETHACK_BUILD;
    expect(() =>
      computeNethackGrid({
        data,
        base,
        spec: { levels: [31], measures: ['hp-mean'], spread: null },
      }),
    ).toThrow('XLs must be whole numbers from 1 to 30 (not 31).');
    const spec = { levels: [1], measures: ['hp-mean'] };
    expect(() =>
      computeNethackGrid({
        data,
        base,
        spec: { ...spec, spread: { stat: 'Int', from: 3, to: 5, step: 1 } },
      }),
    ).toThrow('Unknown stat "Int".');
    expect(() =>
      computeNethackGrid({
        data,
        base,
        spec: { ...spec, spread: { stat: 'Con', from: 3, to: 26, step: 1 } },
      }),
    ).toThrow('To must be a whole number from 3 to 25.');
  });
});
