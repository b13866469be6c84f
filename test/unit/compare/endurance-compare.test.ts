import { describe, expect, it } from 'vitest';
import {
  compareEndurance,
  enduranceComparisonReport,
  type EnduranceCompareInput,
} from '../../../shared/compare/endurance-compare';
import { makeDefaultCompareSettings } from '../../../shared/compare/settings';
import { Memo } from '../../../shared/engine/memo';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { COMPARE_LIST } from '../../../shared/app/compare-list';
import {
  computeDcssEndurance,
  DEFAULT_DCSS_PATTERN,
} from '../../../shared/rulesets/dcss/endurance';
import {
  computeNethackEndurance,
  DEFAULT_NETHACK_PATTERN,
} from '../../../shared/rulesets/nethack34/endurance';
import {
  computeWillpowerEndurance,
  defaultEndurancePattern,
} from '../../../shared/rulesets/willpower/endurance';

const project = makeDefaultProject();
const sources = { willpower: project.willpower, nethack34: project.nethack34, dcss: project.dcss };
const entries = makeDefaultCompareSettings().entries;

function first<T>(list: readonly T[]): T {
  const head = list[0];
  if (head === undefined) throw new Error('an empty list');
  return head;
}

function input(patch: Partial<EnduranceCompareInput> = {}): EnduranceCompareInput {
  return {
    sources,
    entries,
    secondsPerTurn: 1,
    figure: 'time-to-kill',
    patterns: { willpower: null, nethack34: DEFAULT_NETHACK_PATTERN, dcss: DEFAULT_DCSS_PATTERN },
    ...patch,
  };
}

describe('compareEndurance', () => {
  it('draws a build for the pool its endurance spends, once', () => {
    const result = compareEndurance(COMPARE_LIST, input(), new Memo());
    // The default comparison draws the Elf Wizard's HP and power: one endurance line, power's;
    // drawn for its HP alone, it has none.
    const hpOnly = entries.filter(
      (entry) => !(entry.ruleset === 'nethack34' && entry.pool === 'mana'),
    );
    expect(
      compareEndurance(COMPARE_LIST, input({ entries: hpOnly }), new Memo()).series.map(
        (line) => line.label,
      ),
    ).not.toContain('Elf Wizard (NetHack): power');
    expect(result.series.map((line) => line.label)).toEqual([
      'Tathren (Willpower): mana',
      'Elf Wizard (NetHack): power',
      'No regeneration bonuses (DCSS): HP',
    ]);
    expect(result.series.map((line) => line.points.length)).toEqual([60, 30, 27]);
  });

  it('puts each system’s own figures on turns: Willpower’s seconds by the exchange rate', () => {
    const willpower = project.willpower;
    const tathren = willpower.builds[0];
    if (tathren === undefined) throw new Error('no Tathren');
    const own = computeWillpowerEndurance({
      data: willpower.data,
      build: tathren,
      statusIds: tathren.regenStatusIds,
      pattern: defaultEndurancePattern(willpower.data),
    });
    for (const secondsPerTurn of [1, 6]) {
      const line = compareEndurance(
        COMPARE_LIST,
        input({ secondsPerTurn, figure: 'rest-per-fight' }),
        new Memo(),
      ).series[0];
      const at10 = own.levels[9]?.restSeconds;
      expect(line?.points[9]).toEqual({
        level: 10,
        value: (at10?.p50 ?? 0) / secondsPerTurn,
        low: (at10?.p5 ?? 0) / secondsPerTurn,
        high: (at10?.p95 ?? 0) / secondsPerTurn,
      });
    }
    // NetHack and DCSS count turns already: the rate leaves them as their own cards give them.
    const six = compareEndurance(COMPARE_LIST, input({ secondsPerTurn: 6 }), new Memo());
    const nethack = computeNethackEndurance({
      data: project.nethack34.data,
      build: first(project.nethack34.builds),
      pattern: DEFAULT_NETHACK_PATTERN,
      xl: 1,
    });
    expect(six.series[1]?.points[4]?.value).toBe(nethack.levels[4]?.turnsToKill.p50);
    const dcss = computeDcssEndurance({
      data: project.dcss.data,
      build: first(project.dcss.builds),
      pattern: DEFAULT_DCSS_PATTERN,
      xl: 1,
    });
    expect(six.series[2]?.points[0]).toEqual({
      level: 1,
      value: dcss.turnsToKill.p50,
      low: dcss.turnsToKill.p5,
      high: dcss.turnsToKill.p95,
    });
    expect(six.axisTitle).toMatch(/\(1 turn = 6 s\)$/);
  });

  it('names builds the project no longer has, and writes a row a point', () => {
    const result = compareEndurance(
      COMPARE_LIST,
      input({ entries: [...entries, { ruleset: 'dcss', build: 'gone', pool: 'hp' }] }),
      new Memo(),
    );
    expect(result.missing).toEqual([{ ruleset: 'dcss', build: 'gone', pool: 'hp' }]);
    const report = enduranceComparisonReport(result);
    expect(report.columns).toEqual(['line', 'level', 'p5', 'p50', 'p95']);
    expect(report.rows).toHaveLength(60 + 30 + 27);
    expect(report.title).toContain('Willpower: Burning hands');
  });
});
