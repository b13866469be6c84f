import { describe, expect, it } from 'vitest';
import { gridReport } from '../../../../shared/analysis/grid';
import type { DcssBuild } from '../../../../shared/rulesets/dcss/data';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../../../../shared/rulesets/dcss/defaults';
import { computeDcssGrid, findDcssSource } from '../../../../shared/rulesets/dcss/grid';
import { computeDcssRegen } from '../../../../shared/rulesets/dcss/regen';

const data = makeDefaultDcssData();
const ALL = ['max-hp', 'turns-per-hp', 'turns-to-full'];
const round = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/** What the DCSS screen says of `build` at `xl`: its curve's max HP and the rates there. */
function single(build: DcssBuild, xl: number): (number | null)[] {
  const mhp = build.maxHpByLevel[xl - 1] as number;
  const regen = computeDcssRegen(data, build, mhp);
  return [mhp, round(regen.turnsPerHp, 2), round(regen.turnsToFull, 1)];
}

describe('computeDcssGrid', () => {
  const troll: DcssBuild = {
    ...DEFAULT_DCSS_BUILD,
    id: 'troll',
    name: 'Troll',
    isTroll: true,
    slowHealing: 1,
    monsterInSight: true,
    maxHpByLevel: DEFAULT_DCSS_BUILD.maxHpByLevel.map((mhp) => mhp + 40),
  };
  const builds = [DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER, troll];

  it("gives every cell the DCSS screen's figure for that build at that XL", () => {
    const levels = [1, 9, 27];
    const grid = computeDcssGrid({ data, builds, spec: { levels, measures: ALL, spread: null } });
    expect(grid.rowKeys.map((key) => key.heading)).toEqual(['Build']);
    expect(grid.columns.map((column) => column.heading)).toEqual([
      'Max HP XL1',
      'Max HP XL9',
      'Max HP XL27',
      'Turns per HP XL1',
      'Turns per HP XL9',
      'Turns per HP XL27',
      'Turns to full XL1',
      'Turns to full XL9',
      'Turns to full XL27',
    ]);
    expect(grid.rows.map((row) => row.names)).toEqual([
      [DEFAULT_DCSS_BUILD.name],
      [DEMONSPAWN_BERSERKER.name],
      ['Troll'],
    ]);
    grid.rows.forEach((row, r) => {
      const build = builds[r] as DcssBuild;
      const byXl = levels.map((xl) => single(build, xl));
      // Columns run measure by measure, then XL.
      const expected = [0, 1, 2].flatMap((m) => byXl.map((cells) => cells[m] ?? null));
      expect(row.cells).toEqual(expected);
    });
    // The Troll's Slow Healing 1 with a monster in sight halves its rate: it heals slowest.
    const [, , trollRow] = grid.rows;
    expect(trollRow?.cells[8]).toBeGreaterThan(grid.rows[0]?.cells[8] as number);
  });

  it('spreads one source over its levels, a row per build and level, as the screen would', () => {
    const grid = computeDcssGrid({
      data,
      builds,
      spec: {
        levels: [10],
        measures: ['turns-to-full'],
        spread: { stat: 'slow healing', from: 0, to: 3, step: 1 },
      },
    });
    expect(grid.spreadStat).toBe('Slow Healing');
    expect(grid.rows.map((row) => row.key)).toEqual(
      builds.flatMap((build) => [0, 1, 2, 3].map((level) => `${build.id}/${level}`)),
    );
    for (const row of grid.rows) {
      const build = builds.find((each) => each.id === row.ids[0]) as DcssBuild;
      const changed = { ...build, slowHealing: row.score as DcssBuild['slowHealing'] };
      expect(row.cells).toEqual([single(changed, 10)[2]]);
    }
    // Slow Healing 3 stops all healing (Trog's Hand aside): "never" in the CSV.
    const csv = gridReport(grid);
    expect(csv.columns).toEqual(['build', 'slow_healing', 'turns_to_full_l10']);
    expect(csv.rows.find((cells) => cells[0] === 'Troll' && cells[1] === 3)?.[2]).toBe('never');
  });

  it('leaves out a build that differs from an earlier one only in the spread source', () => {
    // As opening "No regeneration bonuses, Rings 2" from the grid adds it (at an XL's max HP).
    const opened = { ...DEFAULT_DCSS_BUILD, id: 'grid-x', name: 'Opened', rings: 2, maxHp: 93 };
    const spec = { levels: [1], measures: ['turns-to-full'] };
    const spread = { stat: 'Rings', from: 0, to: 2, step: 1 };
    const grid = computeDcssGrid({
      data,
      builds: [DEFAULT_DCSS_BUILD, opened],
      spec: { ...spec, spread },
    });
    expect(grid.rows.map((row) => row.key)).toEqual(
      ['default/0', 'default/1', 'default/2'].map((key) =>
        key.replace('default', DEFAULT_DCSS_BUILD.id),
      ),
    );
    expect(grid.title).toBe('DCSS balance grid: 1 build');
    expect(grid.basis).toContain(
      `Left out, as their rows repeat: Opened (${DEFAULT_DCSS_BUILD.name} but for its rings of regeneration).`,
    );
    // Without a spread it is a build of its own, with its own two rings.
    const plain = computeDcssGrid({
      data,
      builds: [DEFAULT_DCSS_BUILD, opened],
      spec: { ...spec, spread: null },
    });
    expect(plain.rows).toHaveLength(2);
  });

  it('finds a source by id, short or full name in any case', () => {
    expect(findDcssSource('slow_healing')).toBe('slowHealing');
    expect(findDcssSource('Rings of regeneration')).toBe('rings');
    expect(findDcssSource('pbd')).toBe('pbdRank');
    expect(findDcssSource('Int')).toBeUndefined();
  });

  it('is empty without builds, and refuses what the screen refuses, naming the build', () => {
    const spec = { levels: [1], measures: ['max-hp'], spread: null };
    expect(computeDcssGrid({ data, builds: [], spec }).rows).toEqual([]);
    expect(() => computeDcssGrid({ data, builds, spec: { ...spec, levels: [28] } })).toThrow(
      'XLs must be whole numbers from 1 to 27 (not 28).',
    );
    expect(() =>
      computeDcssGrid({
        data,
        builds,
        spec: { ...spec, spread: { stat: 'Rings', from: 0, to: 9, step: 1 } },
      }),
    ).toThrow('To must be a whole number from 0 to 8.');
    expect(() => computeDcssGrid({ data, builds: [{ ...troll, rings: -1 }], spec })).toThrow(
      /^Troll: /,
    );
  });
});
