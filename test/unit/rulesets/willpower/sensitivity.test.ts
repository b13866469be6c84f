import { describe, expect, it } from 'vitest';
import { computeBuildRegen } from '../../../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';
import {
  computeWillpowerSensitivity,
  sensitivityReport,
  type SensitivityRow,
} from '../../../../shared/rulesets/willpower/sensitivity';

const data = makeDefaultWillpowerData();
const ring = data.items.find((item) => item.name.startsWith('Ring of mana'));
if (ring === undefined) throw new Error('the seed data has no ring of mana');
/** Tathren (Int 15, Wil 12, Pre 10, Con 10, an Elf Wizard) wearing the ring of mana (+5). */
const build: WillpowerBuild = { ...TATHREN, itemIds: [ring.id] };

function row(rows: readonly SensitivityRow[], id: string): SensitivityRow {
  const found = rows.find((each) => each.id === id);
  if (found === undefined) throw new Error(`no row ${id}`);
  return found;
}

describe('computeWillpowerSensitivity', () => {
  it('moves each input by its realistic step and reads the figure as the curve gives it', () => {
    for (const level of [1, 30, 60]) {
      const result = computeWillpowerSensitivity({
        data,
        build,
        spec: { measure: 'max-mana', level },
      });
      const maxMana = (b: WillpowerBuild, d = data) =>
        computeManaCurve(d, b).points[level - 1]?.maxMana;
      expect(result.base).toBe(maxMana(build));
      // Int 15 → 16: the modifier goes 2 → 3, at level 1 and in each level-up.
      const int = row(result.rows, 'stat:int');
      expect(int.up).toEqual({
        step: '15 → 16',
        value: maxMana({ ...build, stats: { ...build.stats, int: 16 } }),
        change: level,
      });
      // 15 → 14 keeps the modifier at 2 (floor((14 − 10) / 2)).
      expect(int.down?.change).toBe(0);
      // The ring gives +5 to the maximum at every level.
      expect(row(result.rows, `item:${ring.id}`)).toMatchObject({
        kind: 'item',
        realistic: 'on or off',
        down: { step: 'off', change: -5 },
        up: null,
      });
      // Elf mana 3: 10% is 0.3, so the step is 1 either way.
      const elf = row(result.rows, 'race:mana');
      expect([elf.down?.step, elf.up?.step]).toEqual(['3 → 2', '3 → 4']);
      expect([elf.down?.change, elf.up?.change]).toEqual([-1, 1]);
      // Every move reads the engine: each row's values against a direct computation.
      for (const each of result.rows) {
        for (const move of [each.down, each.up]) {
          if (move === null) continue;
          expect(move.change, `${each.id} ${move.step}`).toBe(
            (move.value as number) - (result.base as number),
          );
        }
      }
    }
  });

  it('ranks the inputs by their larger move and names what the build could do without', () => {
    const result = computeWillpowerSensitivity({
      data,
      build,
      spec: { measure: 'minutes-to-full', level: 30 },
    });
    const sizes = result.rows.map((each) =>
      Math.max(0, ...[each.down, each.up].map((move) => Math.abs(move?.change ?? 0))),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes[0]).toBeGreaterThan(0);
    // The only thing worn is the ring: taking it off shortens the fill by 5 points' worth.
    const perPoint = computeBuildRegen(data, build, { statusIds: build.regenStatusIds }).levels[29]
      ?.secondsPerPoint;
    expect(result.least).toEqual({
      name: ring.name,
      change: Math.round(((-5 * (perPoint as number)) / 60) * 10) / 10,
    });
  });

  it('writes the ranked rows to CSV with both moves', () => {
    const result = computeWillpowerSensitivity({
      data,
      build,
      spec: { measure: 'max-hp', level: 10 },
    });
    const report = sensitivityReport(result);
    expect(report.columns).toEqual([
      'input',
      'kind',
      'realistic_step',
      'down_step',
      'down_value',
      'down_change',
      'up_step',
      'up_value',
      'up_change',
    ]);
    expect(report.rows[0]?.slice(0, 3)).toEqual(['Constitution', 'stat', 'one point']);
    expect(report.title).toBe(`Tathren: what moves max HP at level 10 (now ${result.base})`);
    expect(report.rows).toHaveLength(result.rows.length);
  });

  it('moves the skills by ten points, the signs on or off and the regeneration rule by 10%', () => {
    const spec = { measure: 'seconds-per-point', level: 30 } as const;
    const result = computeWillpowerSensitivity({ data, build, spec });
    const figure = (moved: WillpowerBuild, movedData = data) =>
      computeWillpowerSensitivity({ data: movedData, build: moved, spec }).base;
    // Concentration 0 → 10 (the build's skill), never below 0.
    const concentration = row(result.rows, 'skill:concentration');
    expect(concentration.down).toBeNull();
    expect(concentration.up?.step).toBe('0 → 10');
    expect(concentration.up?.value).toBe(
      figure({ ...build, skills: [{ skillId: 'concentration', trained: false, value: 10 }] }),
    );
    // No sign yet: each sign is put on.
    const [sign] = data.horoscope;
    if (sign === undefined) throw new Error('no horoscope sign');
    const born = row(result.rows, `sign:${sign.id}`);
    expect(born.down).toBeNull();
    expect(born.up?.step).toBe('on (born under it)');
    expect(born.up?.value).toBe(figure({ ...build, horoscopeId: sign.id }));
    // A point every 360 − 12 × Wil s: 12 s per Willpower point by 10% is 1 s.
    const perWil = row(result.rows, 'rule:regen-per-wil');
    expect(perWil.kind).toBe('rule');
    expect(perWil.up?.step).toBe('12 → 13');
    const faster = {
      ...data,
      rules: { ...data.rules, regen: { ...data.rules.regen, secondsPerWil: 13 } },
    };
    expect(perWil.up?.value).toBe(figure(build, faster));
  });

  it('says "never" where mana stops coming back', () => {
    const starving = data.statuses.find((status) => status.name === 'Starving');
    const result = computeWillpowerSensitivity({
      data,
      build: { ...build, regenStatusIds: [starving?.id ?? ''] },
      spec: { measure: 'seconds-per-point', level: 5 },
    });
    expect(result.base).toBeNull();
    const report = sensitivityReport(result);
    expect(report.rows[0]).toContain('never');
  });

  it('refuses a level past the last, an unknown spell, and a build the engine refuses', () => {
    expect(() =>
      computeWillpowerSensitivity({ data, build, spec: { measure: 'max-mana', level: 61 } }),
    ).toThrow('Level must be a whole number from 1 to 60.');
    expect(() =>
      computeWillpowerSensitivity({
        data,
        build,
        spec: { measure: 'casts-per-hour', level: 5, spell: 'nope' },
      }),
    ).toThrow('Unknown ability "nope".');
    expect(() =>
      computeWillpowerSensitivity({
        data,
        build: { ...build, raceId: 'troll' },
        spec: { measure: 'max-mana', level: 5 },
      }),
    ).toThrow('There is no race "troll".');
  });
});
