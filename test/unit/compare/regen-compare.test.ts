import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { compareProjectRegen } from '../../../shared/app/compare-list';
import { Memo } from '../../../shared/engine/memo';
import { freezeDeep } from '../../../shared/engine/structural-key';
import { comparisonBarsReport, comparisonReport } from '../../../shared/compare/reports';
import type { CompareEntry, CompareSettings } from '../../../shared/compare/settings';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { reportToCsv } from '../../../shared/report/to-csv';

const project = makeDefaultProject();
const TATHREN_MANA: CompareEntry = { ruleset: 'willpower', build: 'tathren', pool: 'mana' };
const NETHACK_HP: CompareEntry = { ruleset: 'nethack34', build: 'elf-wizard', pool: 'hp' };
const NETHACK_POWER: CompareEntry = { ruleset: 'nethack34', build: 'elf-wizard', pool: 'mana' };
const DCSS_HP: CompareEntry = { ruleset: 'dcss', build: 'dcss-30-mhp', pool: 'hp' };

function settings(change: Partial<CompareSettings> = {}): CompareSettings {
  return {
    ...project.compare,
    entries: [TATHREN_MANA, NETHACK_HP, NETHACK_POWER, DCSS_HP],
    ...change,
  };
}

function seriesOf(doc: ProjectDocument, change: Partial<CompareSettings>, index: number) {
  const series = compareProjectRegen(doc, settings(change)).series[index];
  if (series === undefined) throw new Error(`no series ${index}`);
  return series;
}

describe('regeneration compared across systems', () => {
  it('stops each line where its system stops: Willpower 60, NetHack 30, DCSS 27', () => {
    const comparison = compareProjectRegen(project, settings());
    expect(comparison.series.map((series) => series.points.length)).toEqual([60, 30, 30, 27]);
    expect(comparison.series.map((series) => series.label)).toEqual([
      'Tathren (Willpower): mana',
      'Elf Wizard (NetHack): HP',
      'Elf Wizard (NetHack): power',
      `${project.dcss.builds[0]?.name} (DCSS): HP`,
    ]);
  });

  it('turns Willpower seconds into turns with the exchange rate', () => {
    // Tathren: a point every 216 s, 18 mana at level 1 (seed 000).
    const perTurn = seriesOf(project, { measure: 'points-per-100-turns' }, 0).points[0];
    expect(perTurn?.value).toBeCloseTo(100 / 216, 12);
    const sixSeconds = seriesOf(project, { secondsPerTurn: 6 }, 0).points[0];
    expect(sixSeconds?.value).toBeCloseTo(600 / 216, 12);
    const toFull = seriesOf(project, { measure: 'turns-to-full', secondsPerTurn: 6 }, 0);
    expect(toFull.points[0]?.value).toBe(3888 / 6);
    const percent = seriesOf(project, { measure: 'percent-per-100-turns' }, 0);
    expect(percent.points[0]?.value).toBeCloseTo((100 / 216 / 18) * 100, 9);
  });

  it('gives NetHack expected values with a 5–95% band, counting turns 1–100', () => {
    // An XL 1 elven Wizard: 1 HP on multiples of 15 turns, 6 events in turns 1–100; 11 HP fill
    // from 1 HP in 150 turns (the NetHack regeneration view's figure).
    const hp = seriesOf(project, { measure: 'points-per-100-turns' }, 1);
    expect(hp.banded).toBe(true);
    expect(hp.points[0]).toEqual({ level: 1, value: 6, low: 6, high: 6 });
    const full = seriesOf(project, { measure: 'turns-to-full' }, 1).points[0];
    expect(full?.value).toBe(150);
    // XL 20, Con 16: rnd(16) capped at 11 every 3 turns, so the band is wide and holds the mean.
    const xl20 = hp.points[19];
    expect(xl20?.low).toBeLessThan(xl20?.value ?? 0);
    expect(xl20?.high).toBeGreaterThan(xl20?.value ?? 0);
  });

  it('reads DCSS from the build\u2019s max-HP curve: HP per 100 turns is the TRR', () => {
    const build = project.dcss.builds[0];
    const mhp = build?.maxHpByLevel[9] ?? 0;
    const trr = Math.floor(mhp / 6) + 10;
    const dcss = seriesOf(project, { measure: 'points-per-100-turns' }, 3).points[9];
    expect(dcss?.value).toBe(trr);
    const percent = seriesOf(project, { measure: 'percent-per-100-turns' }, 3).points[9];
    expect(percent?.value).toBeCloseTo((trr / mhp) * 100, 9);
    const full = seriesOf(project, { measure: 'turns-to-full' }, 3).points[9];
    expect(full?.value).toBe(Math.ceil(((mhp - 1) * 100) / trr));
  });

  it('takes every condition from the build', () => {
    const resting: ProjectDocument = {
      ...project,
      willpower: {
        ...project.willpower,
        builds: project.willpower.builds.map((b) => ({ ...b, regenStatusIds: ['resting'] })),
      },
      nethack34: {
        ...project.nethack34,
        builds: project.nethack34.builds.map((b) => ({ ...b, regen: { regeneration: true } })),
      },
      dcss: {
        ...project.dcss,
        builds: project.dcss.builds.map((b) => ({ ...b, rings: 1 })),
      },
    };
    const before = compareProjectRegen(project, settings()).series.map(
      (s) => s.points[0]?.value ?? 0,
    );
    const after = compareProjectRegen(resting, settings()).series.map(
      (s) => s.points[0]?.value ?? 0,
    );
    expect(after[0]).toBeCloseTo((before[0] ?? 0) * 2, 12);
    expect(after[1]).toBeGreaterThan(before[1] ?? 0);
    expect(after[3]).toBe((before[3] ?? 0) + 40);
  });

  it('draws a pool that never fills as a gap, and the table says "never"', () => {
    const starving: ProjectDocument = {
      ...project,
      willpower: {
        ...project.willpower,
        builds: project.willpower.builds.map((b) => ({ ...b, regenStatusIds: ['starving'] })),
      },
    };
    const comparison = compareProjectRegen(starving, settings({ measure: 'turns-to-full' }));
    expect(comparison.series[0]?.points[0]?.value).toBeNull();
    const table = comparisonReport(comparison);
    expect(table.rows[0]?.[1]).toBe('never');
  });

  it('leaves out entries whose build is gone, and says so', () => {
    const gone: CompareEntry = { ruleset: 'dcss', build: 'no-such-build', pool: 'hp' };
    const comparison = compareProjectRegen(project, settings({ entries: [TATHREN_MANA, gone] }));
    expect(comparison.series).toHaveLength(1);
    expect(comparison.missing).toEqual([gone]);
  });

  it('explains each bar at the chosen level, and marks systems without that level', () => {
    const comparison = compareProjectRegen(project, settings({ level: 40 }));
    expect(comparison.bars.map((bar) => bar.hasLevel)).toEqual([true, false, false, false]);
    expect(comparison.bars[1]?.trace[0]).toContain('stops at level 30');
    const at10 = compareProjectRegen(project, settings({ level: 10 }));
    expect(at10.bars[0]?.trace.join(' ')).toContain('90 points \u00d7 216 s = 19440 s');
    expect(at10.bars[3]?.trace.join(' ')).toMatch(/TRR: .* = 25: 1 HP every 4 turns/);
    expect(comparisonBarsReport(at10).rows[0]?.[2]).toBe(19440);
  });

  it('refuses an exchange rate or level it cannot use', () => {
    expect(() => compareProjectRegen(project, settings({ secondsPerTurn: 0 }))).toThrow(/above 0/);
    expect(() => compareProjectRegen(project, settings({ secondsPerTurn: Number.NaN }))).toThrow();
    expect(() => compareProjectRegen(project, settings({ level: 61 }))).toThrow(/1 to 60/);
  });

  it('writes exactly what is drawn: a column per line, 5% and 95% for bands, empty past the end', () => {
    const comparison = compareProjectRegen(project, settings());
    const table = comparisonReport(comparison);
    const measure = 'points_per_100_turns';
    expect(table.columns).toEqual([
      'level',
      `willpower_tathren_mana_${measure}`,
      `nethack34_elf_wizard_hp_${measure}`,
      `nethack34_elf_wizard_hp_${measure}_p5`,
      `nethack34_elf_wizard_hp_${measure}_p95`,
      `nethack34_elf_wizard_mana_${measure}`,
      `nethack34_elf_wizard_mana_${measure}_p5`,
      `nethack34_elf_wizard_mana_${measure}_p95`,
      `dcss_${project.dcss.builds[0]?.id.replaceAll('-', '_')}_hp_${measure}`,
    ]);
    expect(table.headings).toEqual([
      'Level',
      'Tathren (Willpower): mana',
      'Elf Wizard (NetHack): HP',
      'Elf Wizard (NetHack): HP 5%',
      'Elf Wizard (NetHack): HP 95%',
      'Elf Wizard (NetHack): power',
      'Elf Wizard (NetHack): power 5%',
      'Elf Wizard (NetHack): power 95%',
      `${project.dcss.builds[0]?.name} (DCSS): HP`,
    ]);
    expect(table.rows).toHaveLength(60);
    const parsed = Papa.parse<string[]>(reportToCsv(table, { bom: false }).trim()).data;
    expect(parsed[1]?.[1]).toBe(String(Math.round((100 / 216) * 1000) / 1000));
    expect(parsed[31]?.slice(2)).toEqual(['', '', '', '', '', '', '']);
    for (const row of table.rows) {
      for (const value of row) {
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }
    }
  });
});

describe('the comparison remembers what it computed', () => {
  it('gives the same comparison with a memo kept across edits as computed afresh', () => {
    const memo = new Memo();
    const nethack = project.nethack34;
    const wp = project.willpower;
    const edits: [ProjectDocument, Partial<CompareSettings>][] = [
      [project, {}],
      [project, { secondsPerTurn: 6 }],
      [project, { secondsPerTurn: 6, measure: 'turns-to-full' }],
      [project, { measure: 'percent-per-100-turns', level: 20 }],
      [
        {
          ...project,
          nethack34: {
            ...nethack,
            builds: nethack.builds.map((build) => ({ ...build, con: 18 })),
          },
        },
        { measure: 'turns-to-full' },
      ],
      [
        {
          ...project,
          willpower: {
            ...wp,
            builds: wp.builds.map((build) => ({ ...build, stats: { ...build.stats, wil: 20 } })),
          },
        },
        {},
      ],
      [project, { measure: 'turns-to-full', level: 5 }],
    ];
    for (const [doc, change] of edits) {
      // Frozen, as the worker holds its input, so keys are remembered between the calls.
      const frozen = freezeDeep(structuredClone(doc));
      expect(compareProjectRegen(frozen, settings(change), memo)).toEqual(
        compareProjectRegen(structuredClone(doc), settings(change)),
      );
    }
    expect(memo.size).toBeGreaterThan(0);
  });

  it('shares a NetHack build’s work between its HP and power lines', () => {
    const memo = new Memo();
    compareProjectRegen(project, settings({ entries: [NETHACK_HP, NETHACK_POWER] }), memo);
    expect(memo.count('compare/nethack34')).toBe(2);
    expect(memo.count('nethack34/advancement')).toBe(1);
    expect(memo.count('nethack34/regen-view')).toBe(1);
    // An exchange-rate edit moves no NetHack figure: nothing new is computed for it.
    const before = memo.size;
    compareProjectRegen(
      project,
      settings({ entries: [NETHACK_HP, NETHACK_POWER], secondsPerTurn: 3 }),
      memo,
    );
    expect(memo.size).toBe(before);
  });
});
