/**
 * Endurance compared across systems on one axis: the builds of the regeneration comparison, each
 * fighting its ruleset's endurance pattern (the ruleset screens' Endurance cards), the time a kill
 * takes or the rest after it, in turns. Willpower counts seconds: the comparison's exchange rate
 * (seconds one turn is worth) turns them into turns, as for regeneration. NetHack and DCSS count
 * turns. Each point is the median (p50) with its p5–p95 band, from each ruleset's exact dice.
 *
 * What each system's pool is: Willpower's mana, NetHack's power, DCSS's HP (the seed has no other
 * pool: a DCSS fight trades hit points). Lines stop where a system's levels end.
 */
import type { Spread } from '../analysis/endurance';
import type { Memo } from '../engine/memo';
import { computeDcssEndurance, type DcssEndurancePattern } from '../rulesets/dcss/endurance';
import { nethackEndurance, type NethackEndurancePattern } from '../rulesets/nethack34/endurance';
import {
  computeWillpowerEndurance,
  defaultEndurancePattern,
  type EndurancePattern,
} from '../rulesets/willpower/endurance';
import type { ReportTable } from '../report/report-table';
import type { DcssBuild, DcssData } from '../rulesets/dcss/data';
import type { Nethack34Build, Nethack34Data } from '../rulesets/nethack34/data';
import type { WillpowerBuild, WillpowerData } from '../rulesets/willpower/data';
import type { CompareSeries } from './regen-compare';
import type { CompareEntry } from './settings';

export type CompareEnduranceFigure = 'time-to-kill' | 'rest-per-fight';

export const COMPARE_ENDURANCE_FIGURES: readonly {
  readonly id: CompareEnduranceFigure;
  readonly name: string;
}[] = [
  { id: 'time-to-kill', name: 'Time to kill' },
  { id: 'rest-per-fight', name: 'Rest per fight' },
];

/**
 * The sections the endurance comparison reads. Its three games are named here, not declared (as
 * the regeneration comparison's are, in `shared/app/compare-list.ts`): each fights its own
 * endurance pattern, read from its own `--pattern` options.
 */
export interface EnduranceSources {
  readonly willpower: { readonly data: WillpowerData; readonly builds: readonly WillpowerBuild[] };
  readonly nethack34: {
    readonly data: Nethack34Data;
    readonly builds: readonly Nethack34Build[];
  };
  readonly dcss: { readonly data: DcssData; readonly builds: readonly DcssBuild[] };
}

/** The fight each ruleset's builds fight (null: Willpower's default for its data). */
export interface EndurancePatterns {
  readonly willpower: EndurancePattern | null;
  readonly nethack34: NethackEndurancePattern;
  readonly dcss: DcssEndurancePattern;
}

export interface EnduranceCompareInput {
  readonly sources: EnduranceSources;
  /** The regeneration comparison's lines: a build is drawn for the pool its endurance spends. */
  readonly entries: readonly CompareEntry[];
  readonly secondsPerTurn: number;
  readonly figure: CompareEnduranceFigure;
  readonly patterns: EndurancePatterns;
}

export interface EnduranceComparison {
  readonly figure: CompareEnduranceFigure;
  readonly figureName: string;
  readonly axisTitle: string;
  /** p50 lines, each with its p5–p95 band. */
  readonly series: readonly CompareSeries[];
  /** Each system's fight, in words (the card's note and the report's title). */
  readonly fights: readonly string[];
  /** Builds the comparison names that the project no longer has. */
  readonly missing: readonly CompareEntry[];
}

/** The pool each system's endurance spends. */
const POOL: Readonly<Record<CompareEntry['ruleset'], CompareEntry['pool']>> = {
  willpower: 'mana',
  nethack34: 'mana',
  dcss: 'hp',
};

/** Rounds away floating-point noise from a division by the exchange rate. */
function clean(value: number): number {
  return Math.round(value * 1e6) / 1e6 + 0;
}

/** A spread as a point: the median, with p5 and p95 as its band (a null leaves a gap). */
function pointOf(level: number, spread: Spread, scale: number) {
  const at = (value: number | null) => (value === null ? null : clean(value / scale));
  const [low, value, high] = [at(spread.p5), at(spread.p50), at(spread.p95)];
  return {
    level,
    value,
    ...(low === null ? {} : { low }),
    ...(high === null ? {} : { high }),
  };
}

/**
 * The comparison's lines whose pool is the one their game's endurance spends (Willpower's mana,
 * NetHack's power, DCSS's HP): a NetHack build drawn for its HP alone has no endurance line.
 */
function buildsOf(entries: readonly CompareEntry[]): CompareEntry[] {
  return entries.filter((entry) => entry.pool === POOL[entry.ruleset]);
}

export function compareEndurance(input: EnduranceCompareInput, memo: Memo): EnduranceComparison {
  const { sources, secondsPerTurn, figure, patterns } = input;
  const kill = figure === 'time-to-kill';
  const series: CompareSeries[] = [];
  const missing: CompareEntry[] = [];
  const fights = new Map<string, string>();
  for (const entry of buildsOf(input.entries)) {
    if (entry.ruleset === 'willpower') {
      const { data, builds } = sources.willpower;
      const build = builds.find((each) => each.id === entry.build);
      const pattern = patterns.willpower ?? defaultEndurancePattern(data);
      const rotation = pattern.rotation.filter((cast) =>
        data.abilities.some((ability) => ability.id === cast.abilityId),
      );
      if (build === undefined || rotation.length === 0) {
        missing.push(entry);
        continue;
      }
      const result = computeWillpowerEndurance({
        data,
        build,
        statusIds: build.regenStatusIds,
        pattern: { ...pattern, rotation },
      });
      fights.set('willpower', `Willpower: ${result.basis}`);
      series.push({
        entry,
        label: `${build.name} (Willpower): mana`,
        banded: true,
        points: result.levels.map((row) =>
          pointOf(row.level, kill ? row.secondsToKill : row.restSeconds, secondsPerTurn),
        ),
      });
    } else if (entry.ruleset === 'nethack34') {
      const { data, builds } = sources.nethack34;
      const build = builds.find((each) => each.id === entry.build);
      if (build === undefined) {
        missing.push(entry);
        continue;
      }
      const result = nethackEndurance({ data, build, pattern: patterns.nethack34, xl: 1 }, memo);
      fights.set('nethack34', `NetHack: ${result.basis}`);
      series.push({
        entry,
        label: `${build.name} (NetHack): power`,
        banded: true,
        points: result.levels.map((row) =>
          pointOf(row.xl, kill ? row.turnsToKill : row.restTurns, 1),
        ),
      });
    } else {
      const { data, builds } = sources.dcss;
      const build = builds.find((each) => each.id === entry.build);
      if (build === undefined) {
        missing.push(entry);
        continue;
      }
      const result = computeDcssEndurance({ data, build, pattern: patterns.dcss, xl: 1 });
      fights.set('dcss', `DCSS: ${result.basis}`);
      series.push({
        entry,
        label: `${build.name} (DCSS): HP`,
        banded: true,
        points: result.levels.map((row) =>
          pointOf(row.xl, kill ? result.turnsToKill : row.restTurns, 1),
        ),
      });
    }
  }
  const figureName = kill ? 'Time to kill' : 'Rest per fight';
  const rate = `1 turn = ${secondsPerTurn} s`;
  return {
    figure,
    figureName,
    axisTitle: kill ? `Turns to kill (${rate})` : `Turns to full after a fight (${rate})`,
    series,
    fights: [...fights.values()],
    missing,
  };
}

/** What the card's table shows and `wellspring report compare/endurance` writes: a row a point. */
export function enduranceComparisonReport(comparison: EnduranceComparison): ReportTable {
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? 'never' : value;
  return {
    title: `${comparison.figureName} compared, the median and p5–p95 in turns: ${comparison.axisTitle}. ${comparison.fights.join(' ')}`,
    columns: ['line', 'level', 'p5', 'p50', 'p95'],
    headings: ['Line', 'Level', 'p5 (turns)', 'p50 (turns)', 'p95 (turns)'],
    rows: comparison.series.flatMap((line) =>
      line.points.map((point) => [
        line.label,
        point.level,
        cell(point.low),
        cell(point.value),
        cell(point.high),
      ]),
    ),
  };
}
