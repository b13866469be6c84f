import { describe, expect, it } from 'vitest';
import { Memo } from '../../../../shared/engine/memo';
import { computeMageCast } from '../../../../shared/rulesets/mage2e/cast';
import {
  DEFAULT_MAGE_CAST,
  SEED_SCALE_EXAMPLE_CAST,
  makeDefaultMage2eData,
} from '../../../../shared/rulesets/mage2e/defaults';
import { reportToCsv } from '../../../../shared/report/to-csv';
import { probabilityText } from '../../../../shared/report/probability-text';
import {
  MAGE_OUTCOME_COLUMNS,
  mageAnomaliesReport,
  mageBashingReport,
  mageOutcomeReport,
  mageParadoxReport,
  mageSweepReport,
} from '../../../../shared/rulesets/mage2e/reports';
import { MAGE_SWEEP_FACTORS, sweepMageCast } from '../../../../shared/rulesets/mage2e/sweep';
import { Mage2eSectionSchema } from '../../../../shared/rulesets/mage2e/schema';
import * as v from 'valibot';
import { validateMage2eData } from '../../../../shared/rulesets/mage2e/validate';

const data = makeDefaultMage2eData();

describe('sweepMageCast', () => {
  it('loses dice and success as Potency rises', () => {
    const rows = sweepMageCast(data, DEFAULT_MAGE_CAST, 'potency', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.map((row) => row.pool)).toEqual([10, 10, 10, 8, 6, 4, 2, 0, -2, -4]);
    for (let i = 1; i < rows.length; i += 1) {
      const before = rows[i - 1];
      const after = rows[i];
      if (before === undefined || after === undefined) throw new Error('missing row');
      expect(after.success + after.exceptional).toBeLessThanOrEqual(
        before.success + before.exceptional + 1e-12,
      );
    }
  });

  it('answers the same with the engine memory, rolling each pool once', () => {
    const memo = new Memo();
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const remembered = sweepMageCast(data, DEFAULT_MAGE_CAST, 'potency', values, memo);
    expect(remembered).toEqual(sweepMageCast(data, DEFAULT_MAGE_CAST, 'potency', values));
    expect(computeMageCast(data, DEFAULT_MAGE_CAST, memo)).toEqual(
      computeMageCast(data, DEFAULT_MAGE_CAST),
    );
    // Pools of 10, 8, 6, 4 and 2 casting dice, and the Paradox and Wisdom pools: one each.
    const pools = memo.count('mage2e/pool');
    expect(pools).toBeGreaterThanOrEqual(5);
    expect(pools).toBeLessThan(values.length + 3);
  });

  it('raises P(Paradox) with other Reach and lowers it with mitigation', () => {
    const reach = sweepMageCast(data, DEFAULT_MAGE_CAST, 'otherReach', [0, 1, 2, 3]);
    expect(reach.map((row) => row.paradox)).toEqual(
      [...reach.map((row) => row.paradox)].sort((a, b) => a - b),
    );
    expect(reach[0]?.paradox).toBe(0);
    const mitigation = sweepMageCast(data, DEFAULT_MAGE_CAST, 'manaMitigation', [0, 1, 2]);
    expect(mitigation[2]?.paradox).toBeLessThan(mitigation[0]?.paradox ?? 0);
  });

  it('sweeps every listed factor over its default values with outcomes summing to 1', () => {
    for (const info of MAGE_SWEEP_FACTORS) {
      for (const row of sweepMageCast(data, SEED_SCALE_EXAMPLE_CAST, info.factor, info.values)) {
        expect(row.dramaticFailure + row.failure + row.success + row.exceptional).toBeCloseTo(1, 9);
      }
    }
  });

  it('gives an impossible value failure 1 and P(Paradox) 0: it is not cast', () => {
    // The default rote (1 Reach over, a 3-dice Paradox) reaches −6 dice at Potency 11.
    const rows = sweepMageCast(data, DEFAULT_MAGE_CAST, 'potency', [10, 11, 12]);
    expect(rows.map((row) => [row.pool, row.impossible])).toEqual([
      [-4, null],
      [-6, 'pool'],
      [-8, 'pool'],
    ]);
    expect(rows[0]?.paradox).toBeGreaterThan(0.6);
    for (const row of rows.slice(1)) {
      expect(row.paradox).toBe(0);
      expect([row.dramaticFailure, row.failure, row.success, row.exceptional]).toEqual([
        0, 1, 0, 0,
      ]);
    }
  });

  it('leaves out values the cast itself refuses: Standard Scale stops at 16 subjects', () => {
    const standard = {
      ...DEFAULT_MAGE_CAST,
      scale: { ...DEFAULT_MAGE_CAST.scale, advanced: false },
    };
    const rows = sweepMageCast(data, standard, 'scaleSubjects', [1, 2, 4, 8, 16, 32, 64]);
    expect(rows.map((row) => row.value)).toEqual([1, 2, 4, 8, 16]);
    expect(rows.every((row) => row.errors.length === 0)).toBe(true);
  });

  it('charges subjects doubling in steps of −2 past 5 on Advanced Scale', () => {
    const rows = sweepMageCast(data, SEED_SCALE_EXAMPLE_CAST, 'scaleSubjects', [5, 10, 320, 640]);
    // Size 35 keeps the step at 6 (−12) until 640 subjects (step 7).
    expect(rows.map((row) => row.pool)).toEqual([8, 8, 8, 6]);
  });
});

describe('reports', () => {
  it('writes one row per outcome, with pool, Mana and Paradox pool repeated', () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    const table = mageOutcomeReport(view, DEFAULT_MAGE_CAST.name);
    expect(table.columns).toEqual(MAGE_OUTCOME_COLUMNS);
    expect(table.rows.map((row) => row[0])).toEqual([
      'dramatic_failure',
      'failure',
      'success',
      'exceptional_success',
    ]);
    expect(table.rows[0]?.slice(2, 5)).toEqual([10, 0, 3]);
    const total = table.rows.reduce((sum, row) => sum + Number(row[1]), 0);
    expect(total).toBeCloseTo(1, 5);
  });

  it('writes the Paradox successes with at least and at most', () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    const table = mageParadoxReport(view);
    expect(table.columns).toEqual(['successes', 'probability', 'at_least', 'at_most']);
    expect(table.rows[0]?.[0]).toBe(0);
    expect(table.rows[0]?.[2]).toBe(1);
    expect(table.rows[1]?.[2]).toBeCloseTo(view.paradox.chance, 6);
    const none = mageParadoxReport(computeMageCast(data, SEED_SCALE_EXAMPLE_CAST));
    expect(none.rows).toEqual([[0, 1, 1, 1]]);
  });

  it('names the sweep column after the factor and writes "chance die" for a chance pool', () => {
    const rows = sweepMageCast(data, DEFAULT_MAGE_CAST, 'potency', [1, 8]);
    const table = mageSweepReport(rows, 'potency');
    expect(table.columns[0]).toBe('potency');
    expect(table.rows[1]?.[1]).toBe(0);
    const chance = computeMageCast(data, {
      ...DEFAULT_MAGE_CAST,
      potency: { advanced: false, level: 8 },
    });
    expect(mageOutcomeReport(chance).rows[0]?.[2]).toBe('chance die');
  });

  it('writes an impossible spell as not cast: failure 1, Paradox "not rolled", P(Paradox) 0', () => {
    const view = computeMageCast(data, {
      ...DEFAULT_MAGE_CAST,
      potency: { advanced: false, level: 11 },
    });
    const table = mageOutcomeReport(view);
    expect(table.rows.map((row) => row[1])).toEqual([0, 1, 0, 0]);
    expect(table.rows[1]?.slice(2)).toEqual(['impossible', 0, 'not rolled', 0]);
    expect(mageParadoxReport(view).rows).toEqual([[0, 1, 1, 1]]);
    const refused = computeMageCast(data, { ...DEFAULT_MAGE_CAST, highest: 5 });
    expect(mageOutcomeReport(refused).rows[1]?.slice(1)).toEqual([
      1,
      'impossible',
      0,
      'not rolled',
      0,
    ]);
  });

  it('gives the screen readable headings while the CSV keeps its column names', () => {
    const view = computeMageCast(data, { ...DEFAULT_MAGE_CAST, paradoxHandling: 'contain' });
    const outcome = mageOutcomeReport(view);
    expect(outcome.headings).toEqual([
      'Outcome',
      'Probability',
      'Pool',
      'Mana',
      'Paradox pool',
      'P(Paradox)',
    ]);
    expect(reportToCsv(outcome).split(/\r?\n/)[0]).toContain(
      'outcome,probability,pool,mana,paradox_pool,p_paradox',
    );
    expect(mageParadoxReport(view).headings).toEqual([
      'Successes',
      'Probability',
      'At least',
      'At most',
    ]);
    expect(mageBashingReport(view)?.headings).toEqual(['Bashing', 'Probability', 'At least']);
    const sweep = mageSweepReport(sweepMageCast(data, DEFAULT_MAGE_CAST, 'gnosis', [3]), 'gnosis');
    expect(sweep.columns).toEqual([
      'gnosis',
      'pool',
      'dramatic_failure',
      'failure',
      'success',
      'exceptional_success',
      'p_paradox',
    ]);
    expect(sweep.headings).toEqual([
      'Gnosis',
      'Pool',
      'Dramatic failure',
      'Failure',
      'Success, not exceptional',
      'Exceptional success',
      'P(Paradox)',
    ]);
    for (const table of [outcome, mageParadoxReport(view), mageBashingReport(view), sweep]) {
      expect(table?.headings?.length).toBe(table?.columns.length);
    }
  });

  it('prints a certain failure as 100% on screen, an almost certain one below it', () => {
    const view = computeMageCast(data, {
      ...DEFAULT_MAGE_CAST,
      potency: { advanced: false, level: 11 },
    });
    const percent = (p: number) => probabilityText(p, 'percent');
    expect(percent(view.outcomes.failure)).toBe('100%');
    expect(percent(view.outcomes.success)).toBe('0%');
    expect(percent(1 - 1e-9)).toBe('>99.9999%');
  });

  it('writes the bashing table only when contained', () => {
    const released = computeMageCast(data, DEFAULT_MAGE_CAST);
    expect(mageBashingReport(released)).toBeNull();
    const contained = computeMageCast(data, { ...DEFAULT_MAGE_CAST, paradoxHandling: 'contain' });
    expect(mageBashingReport(contained)?.rows[0]?.[0]).toBe(0);
  });
});

describe('Mage2eSectionSchema', () => {
  it('accepts the defaults and both example casts', () => {
    const section = { data, builds: [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST] };
    const result = v.safeParse(Mage2eSectionSchema, section);
    expect(result.success).toBe(true);
  });

  it('rejects an unknown method with a designer-readable message', () => {
    const result = v.safeParse(Mage2eSectionSchema, {
      data,
      builds: [{ ...DEFAULT_MAGE_CAST, method: 'ritual' }],
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(
      'must be one of improvised, rote, praxis, not "ritual"',
    );
  });
});

describe('validateMage2eData', () => {
  it('finds nothing wrong with the defaults', () => {
    expect(validateMage2eData(data)).toEqual([]);
  });

  it('names a missing Gnosis row, an empty table and a bad Yantra default', () => {
    const broken = {
      ...data,
      gnosis: data.gnosis.slice(0, 9),
      duration: { ...data.duration, advanced: [] },
      yantras: [...data.yantras, { ...data.yantras[0]!, id: 'demesne', bonus: 9 }],
    };
    expect(validateMage2eData(broken)).toEqual([
      'The Gnosis table needs one row for Gnosis 10, not 0.',
      'The advanced Duration table is empty.',
      'Two Yantras have the id "demesne".',
      "Demesne's default bonus is outside +2 to +2.",
    ]);
  });
});

describe('the anomalies a released Paradox buys (seed 003, Anomalies)', () => {
  it('gives each anomaly the chance of at least its Paradox Reach in successes', () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    const report = mageAnomaliesReport(view, data.anomalies, 'Rote');
    expect(report.columns).toEqual(['anomaly', 'paradox_reach', 'p_within_reach']);
    expect(report.rows.map((row) => row[1])).toEqual([1, 1, 2, 3, 5]);
    // One Reach is within reach exactly when a Paradox occurs (at least one success).
    expect(report.rows[0]?.[2]).toBeCloseTo(view.paradox.chance, 6);
    const chances = report.rows.map((row) => Number(row[2]));
    for (let i = 1; i < chances.length; i += 1) {
      expect(chances[i]).toBeLessThanOrEqual(chances[i - 1] ?? 1);
    }
    expect(report.chances).toEqual(['p_within_reach']);
  });

  it('buys nothing contained, or with no Paradox roll, and says why', () => {
    const contained = computeMageCast(data, { ...DEFAULT_MAGE_CAST, paradoxHandling: 'contain' });
    const report = mageAnomaliesReport(contained, data.anomalies, 'Rote');
    expect(report.title).toBe(
      'Rote: released Paradox successes as Paradox Reach (contained: none)',
    );
    expect(report.rows.every((row) => row[2] === 0)).toBe(true);
    const calm = computeMageCast(data, { ...DEFAULT_MAGE_CAST, otherReach: 0 });
    expect(mageAnomaliesReport(calm, data.anomalies).title).toMatch(/no Paradox roll: none/);
  });
});
