/**
 * The list of regeneration comparisons is all the comparison's engine call, CLI and screen know of
 * a ruleset: the project file's ruleset ids agree with it, the built-in three answer through it,
 * and a toy ruleset's declaration, given to the comparison alone, gets its builds' lines, bars,
 * unit, CSV columns and checkboxes with no other code; declaring an endurance line, its builds'
 * fights on the endurance comparison's axis and its part of `--patterns`.
 */
import { describe, expect, it } from 'vitest';
import {
  defineRegenComparison,
  REGEN_WINDOW,
  type AnyRegenComparison,
} from '../../../shared/analysis/regen-comparison';
import {
  COMPARE_LIST,
  compareProjectRegen,
  compareSources,
} from '../../../shared/app/compare-list';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { handleEngineRequest } from '../../../shared/app/engine-handlers';
import type { EngineRequest } from '../../../shared/app/engine-protocol';
import { REPORTS } from '../../../shared/app/report-catalog';
import { compareFamily, type PatternFlagsOf } from '../../../shared/compare/cli';
import {
  compareEndurance,
  endurancePoolsText,
  type EnduranceCompareInput,
} from '../../../shared/compare/endurance-compare';
import { compareEngine } from '../../../shared/compare/engine';
import { GivenFlags } from '../../../shared/cli/flags';
import { compareRegen, type RegenSettings } from '../../../shared/compare/regen-compare';
import { comparisonReport } from '../../../shared/compare/reports';
import { Memo } from '../../../shared/engine/memo';
import { COMPARE_POOLS, COMPARE_RULESET_IDS } from '../../../shared/project/schema/compare';
import { compareChoices } from '../../../src-renderer/compare/compare-choices';

const project = makeDefaultProject();

describe('the list of regeneration comparisons', () => {
  it('names exactly the rulesets the project file’s comparison may hold, and only its pools', () => {
    // The file's schema keeps its own ids (a format change otherwise): a ruleset added to the list
    // and not to the schema could never be saved, one left in the schema never drawn.
    expect([...COMPARE_LIST.map((each) => each.ruleset)].sort()).toEqual(
      [...COMPARE_RULESET_IDS].sort(),
    );
    for (const comparison of COMPARE_LIST) {
      for (const pool of comparison.pools) expect(COMPARE_POOLS).toContain(pool.id);
    }
  });

  it('answers the worker’s compare/regen for every listed ruleset’s line, as for a whole project', () => {
    const settings = project.compare;
    const answer = handleEngineRequest({
      id: 1,
      type: 'compare/regen',
      input: { sources: compareSources(project), settings },
    } as EngineRequest);
    if (!answer.ok) throw new Error(answer.message);
    const comparison = compareProjectRegen(project, settings);
    expect(answer.output).toEqual(comparison);
    // The default project draws a line of each listed ruleset, and each says its unit.
    expect(new Set(comparison.series.map((series) => series.entry.ruleset))).toEqual(
      new Set(COMPARE_LIST.map((each) => each.ruleset)),
    );
    expect(comparison.units.map((unit) => unit.system)).toEqual(
      COMPARE_LIST.map((each) => each.system),
    );
  });

  it('names the listed rulesets in compare/regen’s description and where their levels stop', () => {
    const report = REPORTS.find((each) => each.name === 'compare/regen');
    expect(report?.description).toContain(`(${COMPARE_LIST.map((each) => each.short).join(', ')})`);
    const level = report?.columns.find((column) => column.name === 'level');
    expect(level?.meaning).toBe('level 1 to 60 (NetHack stops at XL 30, DCSS at its curve, 27)');
  });
});

// ---------------------------------------------------------------------------------------------
// A toy ruleset: a pool of 10 points a level that comes back at `perSecond` points a second (plus
// the build's own bonus), counted in seconds as Willpower is, its levels stopping at `last`.

interface ToyData {
  readonly perSecond: number;
  readonly last: number;
}
interface ToyBuild {
  readonly id: string;
  readonly name: string;
  readonly bonus: number;
}

const TOY = defineRegenComparison<ToyData, ToyBuild, { readonly perSecond: number; last: number }>({
  ruleset: 'toy',
  system: 'Toy Quest',
  short: 'Toy',
  pools: [{ id: 'mana', word: 'focus' }],
  note: 'Focus only',
  banded: false,
  time: { unit: 'seconds', seconds: true, asTurns: (seconds) => `1 turn = ${seconds} s` },
  stops: 'at level 5',
  own: (data, build, pool) =>
    pool === 'mana' ? { perSecond: data.perSecond + build.bonus, last: data.last } : null,
  figures: ({ perSecond, last }, { secondsPerTurn }) => ({
    levels: Array.from({ length: last }, (_, i) => ({
      level: i + 1,
      pool: 10 * (i + 1),
      per100: perSecond * secondsPerTurn * REGEN_WINDOW,
      turnsToFull: (10 * (i + 1)) / perSecond / secondsPerTurn,
    })),
    trace: (level) => [`Toy level ${level}.`],
  }),
});

const TOY_SOURCES = {
  toy: {
    data: { perSecond: 1, last: 5 },
    builds: [
      { id: 'slow', name: 'Slow one', bonus: 0 },
      { id: 'quick', name: 'Quick one', bonus: 1 },
    ],
  },
};

type ToyEntry = { readonly ruleset: string; readonly build: string; readonly pool: 'hp' | 'mana' };

function toySettings(change: Partial<RegenSettings<ToyEntry>> = {}): RegenSettings<ToyEntry> {
  return {
    ...project.compare,
    entries: [
      { ruleset: 'toy', build: 'quick', pool: 'mana' },
      { ruleset: 'toy', build: 'slow', pool: 'mana' },
    ],
    measure: 'turns-to-full',
    secondsPerTurn: 2,
    level: 3,
    ...change,
  };
}

/** Turns until a pool of `size` is full at `perTurn` points a turn, played turn by turn. */
function turnsToFillByHand(size: number, perTurn: number): number {
  let points = 0;
  let turns = 0;
  while (points < size) {
    points += perTurn;
    turns += 1;
  }
  return turns;
}

describe('a toy ruleset declaring a regeneration comparison', () => {
  const list: readonly AnyRegenComparison[] = [TOY as unknown as AnyRegenComparison];

  it('gets a line per build’s pool in the comparison’s answer, labelled by its own words', () => {
    const comparison = compareRegen(list, TOY_SOURCES, toySettings());
    expect(comparison.series.map((series) => series.label)).toEqual([
      'Quick one (Toy): focus',
      'Slow one (Toy): focus',
    ]);
    // Quick: 2 points a second, 2 s a turn: 4 points a turn; slow: 2 points a turn. Each level's
    // pool (10 a level) is filled turn by turn, here in whole turns.
    const [quick, slow] = comparison.series;
    expect(quick?.points.map((point) => point.value)).toEqual(
      [1, 2, 3, 4, 5].map((level) => (10 * level) / 4),
    );
    expect(slow?.points.map((point) => point.value)).toEqual(
      [1, 2, 3, 4, 5].map((level) => turnsToFillByHand(10 * level, 2)),
    );
    expect(comparison.units).toEqual([
      { system: 'Toy Quest', unit: 'seconds', asTurns: '1 turn = 2 s' },
    ]);
  });

  it('gets its bars and traces at the panel’s level, and says where its levels stop past them', () => {
    const at3 = compareRegen(list, TOY_SOURCES, toySettings());
    expect(at3.bars.map((bar) => [bar.label, bar.turnsToFull, bar.trace])).toEqual([
      ['Quick one (Toy): focus', 7.5, ['Toy level 3.']],
      ['Slow one (Toy): focus', 15, ['Toy level 3.']],
    ]);
    const at9 = compareRegen(list, TOY_SOURCES, toySettings({ level: 9 }));
    expect(at9.bars.every((bar) => !bar.hasLevel)).toBe(true);
    expect(at9.bars[0]?.trace).toEqual([
      'This system stops at level 5: nothing is drawn for level 9.',
    ]);
  });

  it('gets points per 100 turns at the exchange rate, and CSV columns named by its id', () => {
    const comparison = compareRegen(
      list,
      TOY_SOURCES,
      toySettings({ measure: 'points-per-100-turns', secondsPerTurn: 3 }),
    );
    // Quick: 2 points a second × 3 s a turn × 100 turns.
    expect(comparison.series[0]?.points[0]?.value).toBe(600);
    const table = comparisonReport(comparison);
    expect(table.columns).toEqual([
      'level',
      'toy_quick_mana_points_per_100_turns',
      'toy_slow_mana_points_per_100_turns',
    ]);
    expect(table.rows.map((row) => row[2])).toEqual([300, 300, 300, 300, 300]);
  });

  it('leaves out, as missing, a gone build, a pool it does not declare and an unlisted ruleset', () => {
    const gone = { ruleset: 'toy', build: 'gone', pool: 'mana' } as const;
    const hp = { ruleset: 'toy', build: 'quick', pool: 'hp' } as const;
    const other = { ruleset: 'willpower', build: 'tathren', pool: 'mana' } as const;
    const comparison = compareRegen(
      list,
      { ...TOY_SOURCES, ...compareSources(project) },
      toySettings({ entries: [gone, hp, other] }),
    );
    expect(comparison.series).toEqual([]);
    expect(comparison.missing).toEqual([gone, hp, other]);
  });

  it('is answered by the engine call built from a list holding it, beside the built-in three', () => {
    const engine = compareEngine([...COMPARE_LIST, ...list]);
    const comparison = engine['compare/regen'](
      {
        sources: { ...compareSources(project), ...TOY_SOURCES },
        settings: {
          ...project.compare,
          entries: [
            ...project.compare.entries,
            // The project file holds only the schema's ids; the engine call takes any listed one.
            { ruleset: 'toy', build: 'slow', pool: 'mana' } as never,
          ],
        },
      },
      new Memo(),
    );
    expect(comparison.series.map((series) => series.label).at(-1)).toBe('Slow one (Toy): focus');
    expect(comparison.series).toHaveLength(project.compare.entries.length + 1);
    expect(comparison.units.map((unit) => unit.system).at(-1)).toBe('Toy Quest');
  });

  it('gets a group of checkboxes on the Compare screen: a box per build and declared pool', () => {
    const groups = compareChoices(list, (ruleset) =>
      ruleset === 'toy' ? TOY_SOURCES.toy.builds : [],
    );
    expect(groups).toEqual([
      {
        system: 'Toy Quest',
        note: 'Focus only',
        options: [
          { entry: { ruleset: 'toy', build: 'slow', pool: 'mana' }, label: 'Slow one: focus' },
          { entry: { ruleset: 'toy', build: 'quick', pool: 'mana' }, label: 'Quick one: focus' },
        ],
      },
    ]);
  });

  it('gives the screen the built-in groups in the list’s order, NetHack’s HP before its power', () => {
    const groups = compareChoices(COMPARE_LIST, (ruleset) =>
      ruleset === 'willpower' || ruleset === 'nethack34' || ruleset === 'dcss'
        ? project[ruleset].builds
        : [],
    );
    expect(groups.map((group) => group.system)).toEqual(['Willpower', 'NetHack 3.4', 'DCSS']);
    const nethack = groups[1]?.options ?? [];
    const first = project.nethack34.builds[0];
    expect(nethack.slice(0, 2).map((option) => option.label)).toEqual([
      `${first?.name}: HP`,
      `${first?.name}: power`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// The toy fights too: a build hits `hits` times at `every` seconds a hit to kill (a spread of
// hits: 2, 3 or 4 for p5, p50 and p95), then rests its focus back at its regeneration's pace.

interface ToyPattern {
  readonly every: number;
}

/** Seconds to kill at `hits` hits, one at the start and one each `every` seconds after. */
function killSeconds(hits: number, every: number): number {
  let seconds = 0;
  for (let hit = 2; hit <= hits; hit += 1) seconds += every;
  return seconds;
}

const TOY_FIGHTER = defineRegenComparison<
  ToyData,
  ToyBuild,
  { readonly perSecond: number; last: number },
  ToyPattern
>({
  ...TOY,
  endurance: {
    pool: 'mana',
    poolNote: 'a toy fight spends focus',
    initial: { every: 2 },
    fight: (data, build, stored) =>
      stored.every <= 0
        ? null
        : {
            basis: `hits every ${stored.every} s`,
            levels: Array.from({ length: data.last }, (_, i) => {
              const rest = (10 * (i + 1)) / (data.perSecond + build.bonus);
              return {
                level: i + 1,
                kill: {
                  p5: killSeconds(2, stored.every),
                  p50: killSeconds(3, stored.every),
                  p95: killSeconds(4, stored.every),
                },
                rest: { p5: rest, p50: rest, p95: rest },
              };
            }),
          },
  },
});

describe('a toy ruleset declaring an endurance line', () => {
  const list: readonly AnyRegenComparison[] = [TOY_FIGHTER as unknown as AnyRegenComparison];
  const settings = toySettings();
  const ask = (patch: Partial<EnduranceCompareInput<ToyEntry>> = {}) =>
    compareEndurance(
      list,
      {
        sources: TOY_SOURCES,
        entries: settings.entries,
        secondsPerTurn: 2,
        figure: 'time-to-kill',
        patterns: {},
        ...patch,
      },
      new Memo(),
    );

  it('draws each build’s fight in turns: its seconds at the exchange rate, its card’s start', () => {
    const result = ask();
    expect(result.series.map((line) => [line.label, line.banded])).toEqual([
      ['Quick one (Toy): focus', true],
      ['Slow one (Toy): focus', true],
    ]);
    // Every 2 s: 2, 4 and 6 s to kill at p5, p50, p95; at 2 s a turn, 1, 2 and 3 turns.
    expect(result.series[0]?.points[0]).toEqual({ level: 1, value: 2, low: 1, high: 3 });
    expect(result.fights).toEqual(['Toy: hits every 2 s']);
    // Resting: the slow one's 10 focus a level at 1 a second, 5 s a level at 2 s a turn.
    const rest = ask({ figure: 'rest-per-fight' });
    expect(rest.series[1]?.points.map((point) => point.value)).toEqual([5, 10, 15, 20, 25]);
  });

  it('fights the pattern the window keeps for it, else its initial one', () => {
    const kept = ask({ patterns: { toy: { every: 4 } } });
    expect(kept.series[0]?.points[0]?.value).toBe(killSeconds(3, 4) / 2);
    expect(kept.fights).toEqual(['Toy: hits every 4 s']);
  });

  it('leaves out, as missing, a gone build and a fight its data cannot fight; its HP has no line', () => {
    const gone = { ruleset: 'toy', build: 'gone', pool: 'mana' } as const;
    const hp = { ruleset: 'toy', build: 'quick', pool: 'hp' } as const;
    const result = ask({ entries: [gone, hp] });
    expect(result.series).toEqual([]);
    expect(result.missing).toEqual([gone]);
    const unfought = ask({ patterns: { toy: { every: 0 } } });
    expect(unfought.series).toEqual([]);
    expect(unfought.missing).toEqual(settings.entries);
  });

  it('has no endurance line where it declares none (the regeneration comparison alone)', () => {
    const result = compareEndurance(
      [TOY as unknown as AnyRegenComparison],
      {
        sources: TOY_SOURCES,
        entries: settings.entries,
        secondsPerTurn: 2,
        figure: 'time-to-kill',
        patterns: {},
      },
      new Memo(),
    );
    expect(result).toMatchObject({ series: [], missing: [], fights: [] });
  });

  it('says its pool in the card’s note, and the built-in three theirs', () => {
    expect(endurancePoolsText(list)).toBe('Toy’s focus (a toy fight spends focus)');
    expect(endurancePoolsText(COMPARE_LIST)).toBe(
      'Willpower’s mana, NetHack’s power, DCSS’s HP (its seed has no other pool, so a DCSS fight ' +
        'trades hit points)',
    );
  });

  it('gets its part of compare/endurance --patterns from its reports’ pattern flags', () => {
    const toyFlags: PatternFlagsOf = {
      specs: { every: { type: 'string', example: '3', number: true } },
      flags: {
        options: ['every'],
        example: '{"every": 3}',
        read: (_section, flags) => ({ every: Number(flags.one('every')?.value) }),
      },
    };
    expect(() =>
      compareFamily(
        list,
        () => TOY_SOURCES,
        () => undefined,
      ),
    ).toThrow('toy declares an endurance line but its reports no pattern flags.');
    const family = compareFamily(
      list,
      () => TOY_SOURCES,
      () => toyFlags,
    );
    const report = family.reports.find((each) => each.name === 'compare/endurance');
    if (report === undefined) throw new Error('no compare/endurance');
    const given = (text: string) =>
      new GivenFlags({ patterns: [{ value: 'p.json', shown: '--patterns p.json', text }] });
    const table = family.table(
      report,
      { compare: settings as never },
      given('{"toy": {"every": 4}}'),
    );
    expect(table.title).toContain('Toy: hits every 4 s');
    expect(table.rows[0]).toEqual(['Quick one (Toy): focus', 1, 2, 4, 6]);
    expect(() =>
      family.table(report, { compare: settings as never }, given('{"willpower": {}}')),
    ).toThrow('p.json $.willpower: not a game with endurance; choose from toy');
    expect(() => family.table(report, { compare: settings as never }, given('[]'))).toThrow(
      'p.json $: give an object of games, e.g. {"toy": {"every": 3}}',
    );
    const line = report.columns.find((column) => column.name === 'line');
    expect(line?.meaning).toContain('(Toy focus)');
    const p5 = report.columns.find((column) => column.name === 'p5');
    expect(p5?.meaning).toContain('Toy seconds become turns');
  });
});

describe('the comparison’s words where no system counts seconds, and ids off the prototype', () => {
  it('says nothing of seconds becoming turns when every listed system counts turns', () => {
    const turns = defineRegenComparison({
      ...TOY,
      time: { unit: 'turns', seconds: false, asTurns: () => '1 turn = 1 turn' },
    });
    const family = compareFamily(
      [turns as unknown as AnyRegenComparison],
      () => TOY_SOURCES,
      () => undefined,
    );
    const said = JSON.stringify([family.reports, family.help()]);
    expect(said).not.toContain('seconds become turns');
    expect(said).not.toContain('by the second');
    expect(said).toContain("at most 86400 (default: the project's)");
  });

  it('fights the initial pattern of a ruleset whose id an empty record’s prototype has', () => {
    const named = defineRegenComparison<
      ToyData,
      ToyBuild,
      { readonly perSecond: number; last: number },
      ToyPattern
    >({ ...TOY_FIGHTER, ruleset: 'constructor' });
    const entries = [{ ruleset: 'constructor', build: 'quick', pool: 'mana' as const }];
    const result = compareEndurance(
      [named as unknown as AnyRegenComparison],
      {
        sources: { constructor: TOY_SOURCES.toy },
        entries,
        secondsPerTurn: 2,
        figure: 'time-to-kill',
        patterns: {},
      },
      new Memo(),
    );
    expect(result.fights).toEqual(['Toy: hits every 2 s']);
    expect(result.series[0]?.points[0]).toEqual({ level: 1, value: 2, low: 1, high: 3 });
  });
});
