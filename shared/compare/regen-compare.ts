/**
 * Regeneration compared across systems on one axis: levels on x, one line per build's pool, in one
 * of three measures. Each system is computed by its own ruleset module under the conditions its
 * build carries; this module only puts the answers in one unit:
 *
 * - NetHack 3.4 counts turns (one move at speed 12) and DCSS turns of 10 auts (one move at normal
 *   speed): both are one turn here.
 * - Willpower counts seconds of game time: `secondsPerTurn` (the editable exchange rate) turns
 *   them into turns.
 *
 * Lines stop where a system's levels end (Willpower 60, NetHack 30, DCSS its max-HP curve, 27);
 * nothing is extrapolated. NetHack is random: its lines are expected values, with a 5–95% band.
 */
import { convolvePower, distKey, mean, quantile, shift, type Dist } from '../engine/dist';
import { formatExplained } from '../engine/explain';
import { Memo } from '../engine/memo';
import { structuralKey } from '../engine/structural-key';
import { computeRegenAt } from '../rulesets/dcss/regen';
import { assertDcssInput } from '../rulesets/dcss/validate';
import type { DcssBuild, DcssData } from '../rulesets/dcss/data';
import { nethackAdvancement } from '../rulesets/nethack34/advancement';
import type { Nethack34Build, Nethack34Data } from '../rulesets/nethack34/data';
import { nethackRegenView, type NethackRegenViewRow } from '../rulesets/nethack34/regen-view';
import { expectedTurnsToGain } from '../rulesets/nethack34/time-to-full';
import { computeRegenAtLevel, willpowerBuildRegen } from '../rulesets/willpower/build-regen';
import type { WillpowerBuild, WillpowerData } from '../rulesets/willpower/data';
import {
  COMPARE_MEASURES,
  type CompareEntry,
  type CompareMeasure,
  type CompareSettings,
} from './settings';

/** The parts of the project the comparison reads. */
export interface CompareSources {
  readonly willpower: { readonly data: WillpowerData; readonly builds: readonly WillpowerBuild[] };
  readonly nethack34: {
    readonly data: Nethack34Data;
    readonly builds: readonly Nethack34Build[];
  };
  readonly dcss: { readonly data: DcssData; readonly builds: readonly DcssBuild[] };
}

/** One level of a line: null where the pool never fills (time to full). */
export interface ComparePoint {
  readonly level: number;
  readonly value: number | null;
  /** The 5–95% band, for random systems (NetHack). */
  readonly low?: number;
  readonly high?: number;
}

export interface CompareSeries {
  readonly entry: CompareEntry;
  /** "Tathren (Willpower): mana". */
  readonly label: string;
  /** Only the levels the system has. */
  readonly points: readonly ComparePoint[];
  readonly banded: boolean;
}

/** One bar of the one-level panel: a build's time to full, and how it was reached. */
export interface CompareBar {
  readonly entry: CompareEntry;
  readonly label: string;
  /** False when the system has no such level (the bar is left out, and the trace says why). */
  readonly hasLevel: boolean;
  /** Turns from empty to full; null: never. */
  readonly turnsToFull: number | null;
  readonly low?: number;
  readonly high?: number;
  readonly trace: readonly string[];
}

/** How a system counts time, as the view states it. */
export interface SystemUnit {
  readonly system: string;
  readonly unit: string;
  readonly asTurns: string;
}

export interface RegenComparison {
  readonly measure: CompareMeasure;
  readonly measureName: string;
  /** The y axis title, naming the unit. */
  readonly axisTitle: string;
  readonly units: readonly SystemUnit[];
  readonly series: readonly CompareSeries[];
  readonly level: number;
  readonly bars: readonly CompareBar[];
  /** Entries whose build no longer exists (shown as a note, never drawn). */
  readonly missing: readonly CompareEntry[];
}

/** What one system says about one pool at one level, in turns. */
interface LevelFigures {
  readonly level: number;
  readonly pool: number;
  /** Points regained over 100 turns (expected), and its 5–95% band when random. */
  readonly per100: number;
  readonly per100Band?: readonly [number, number];
  /** The pool the percent is of (NetHack: the median). */
  readonly turnsToFull: number | null;
  readonly turnsBand?: readonly [number | null, number | null];
}

interface EntryFigures {
  readonly label: string;
  readonly levels: readonly LevelFigures[];
  readonly banded: boolean;
  /** The trace of one level (only computed for the bar panel's level). */
  readonly trace: (level: number) => string[];
}

const WINDOW = 100;

/** Rounds away floating-point noise (a band edge of 6.000000000000001). */
function clean(value: number): number {
  return Math.round(value * 1e9) / 1e9 + 0;
}

function turnsText(turns: number): string {
  return `${clean(Math.round(turns * 10) / 10)}`;
}

// ---------------------------------------------------------------------------------------------
// Willpower: mana, seconds of game time

/** A Willpower build's regeneration by level, in its own seconds (the exchange rate comes later). */
interface WillpowerSeconds {
  readonly levels: readonly {
    readonly level: number;
    readonly maxMana: number;
    readonly secondsPerPoint: number | null;
    readonly secondsToFull: number | null;
  }[];
  readonly conditions: { readonly statusIds: readonly string[] };
}

function willpowerSeconds(
  data: WillpowerData,
  build: WillpowerBuild,
  memo: Memo,
): WillpowerSeconds {
  const conditions = { statusIds: build.regenStatusIds };
  return { levels: willpowerBuildRegen(data, build, conditions, memo).levels, conditions };
}

function willpowerFigures(
  data: WillpowerData,
  build: WillpowerBuild,
  regen: WillpowerSeconds,
  secondsPerTurn: number,
): EntryFigures {
  const { conditions } = regen;
  const levels = regen.levels.map((row) => ({
    level: row.level,
    pool: row.maxMana,
    per100: row.secondsPerPoint === null ? 0 : (WINDOW * secondsPerTurn) / row.secondsPerPoint,
    turnsToFull: row.secondsToFull === null ? null : row.secondsToFull / secondsPerTurn,
  }));
  return {
    label: `${build.name} (Willpower): mana`,
    levels,
    banded: false,
    trace: (level) => {
      const row = regen.levels[level - 1];
      if (row === undefined) return [];
      const atLevel = computeRegenAtLevel(data, build, conditions, level);
      const perPoint = atLevel.perPoint;
      const lines = [
        `Max mana ${row.maxMana} at level ${level}.`,
        perPoint === null
          ? 'Mana does not come back under these conditions.'
          : `Seconds per point: ${formatExplained(perPoint)}.`,
      ];
      if (row.secondsToFull !== null && row.secondsPerPoint !== null) {
        lines.push(
          `${row.maxMana} points \u00d7 ${turnsText(row.secondsPerPoint)} s = ` +
            `${turnsText(row.secondsToFull)} s \u00f7 ${secondsPerTurn} s a turn = ` +
            `${turnsText(row.secondsToFull / secondsPerTurn)} turns from empty.`,
        );
      }
      return lines;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// NetHack 3.4: HP and power, turns, random

/**
 * The gain over turns 1..100 of the counter: ⌊100 / interval⌋ events, plus the other turns.
 * Remembered by schedule: from XL 10 on, NetHack's levels mostly share one.
 */
function windowGain(
  interval: number | null,
  amount: Dist,
  otherTurns: number,
  memo: Memo,
): Dist | null {
  if (interval === null) return null;
  const events = Math.floor(WINDOW / interval);
  const key = `compare/window-gain\n${events}|${otherTurns}|${distKey(amount)}`;
  return memo.get(key, () => shift(convolvePower(amount, events), otherTurns * (WINDOW - events)));
}

/** A NetHack build's figures for one pool, whatever its position or name in the project. */
interface NethackPoolFigures {
  readonly levels: readonly LevelFigures[];
  readonly trace: (level: number) => string[];
}

function nethackPoolFigures(
  data: Nethack34Data,
  build: Nethack34Build,
  pool: 'hp' | 'mana',
  memo: Memo,
): NethackPoolFigures {
  // The build's advancement and regeneration serve both pools (and the NetHack screen).
  const advancement = nethackAdvancement(data, build, memo);
  const rows = nethackRegenView(data, build, memo);
  const hp = pool === 'hp';
  const figuresAt = (row: NethackRegenViewRow): LevelFigures => {
    const summary = advancement.levels[row.xl - 1];
    const pools = hp ? summary?.hp : summary?.pw;
    const interval = hp ? row.hpInterval : row.pwInterval;
    const amount = hp ? row.hpAmount : row.pwAmount;
    const other = hp ? row.hpOtherTurns : 0;
    const gain = windowGain(interval, amount, other, memo);
    const start = hp ? 1 : 0;
    const fill = (target: number | undefined): number | null =>
      interval === null || target === undefined
        ? null
        : expectedTurnsToGain(Math.max(0, target - start), interval, amount, other, 1, memo);
    return {
      level: row.xl,
      pool: hp ? row.maxHp : row.maxPw,
      // Strain that costs HP has no events: its (negative) expected net per 100 turns.
      per100:
        gain === null ? (hp ? row.hpPer1000Turns : row.pwPer1000Turns) / 10 : clean(mean(gain)),
      ...(gain === null ? {} : { per100Band: [quantile(gain, 0.05), quantile(gain, 0.95)] }),
      turnsToFull: hp ? row.hpTurnsToFull : row.pwTurnsToFull,
      turnsBand: [fill(pools?.p5), fill(pools?.p95)],
    };
  };
  const levels = rows.map(figuresAt);
  return {
    levels,
    trace: (level) => {
      const row = rows[level - 1];
      const summary = advancement.levels[level - 1];
      const figures = levels[level - 1];
      if (row === undefined || summary === undefined || figures === undefined) return [];
      const pools = hp ? summary.hp : summary.pw;
      const interval = hp ? row.hpInterval : row.pwInterval;
      const amount = hp ? row.hpAmount : row.pwAmount;
      const what = hp ? 'HP' : 'power';
      return [
        `Max ${what} at XL ${level}: median ${pools.p50} (5\u201395%: ${pools.p5}\u2013${pools.p95}).`,
        interval === null
          ? `No ${what} comes back under these conditions.`
          : `${what === 'HP' ? 'HP' : 'Power'} comes back every ${interval} turns, ` +
            `${turnsText(mean(amount))} on average each time` +
            (hp && row.hpOtherTurns > 0 ? ', and 1 on every other turn (Regeneration).' : '.'),
        figures.turnsToFull === null
          ? 'The pool never fills.'
          : `Expected ${turnsText(figures.turnsToFull)} turns from ${hp ? '1 HP' : '0'} to the ` +
            `median pool, played turn by turn from turn 1 (${bandText(figures.turnsBand)} for ` +
            'the 5% and 95% pools).',
      ];
    },
  };
}

function nethackLabel(name: string, pool: 'hp' | 'mana'): string {
  return `${name} (NetHack): ${pool === 'hp' ? 'HP' : 'power'}`;
}

function bandText(band: readonly [number | null, number | null] | undefined): string {
  if (band === undefined) return '';
  const [low, high] = band.map((value) => (value === null ? 'never' : turnsText(value)));
  return `${low}\u2013${high}`;
}

// ---------------------------------------------------------------------------------------------
// DCSS: HP, turns of 10 auts

function dcssFigures(data: DcssData, build: DcssBuild): EntryFigures {
  const rules = data.rules;
  const curve = build.maxHpByLevel.slice(0, data.maxLevel);
  // The data and build checked once, not once per level.
  assertDcssInput(data, build);
  const at = (mhp: number) => computeRegenAt(rules, build, mhp);
  const levels = curve.map((mhp, i) => {
    const regen = at(mhp);
    // Points per turn of 10 auts: an action's points spread over the time it really takes.
    const perTurn = (regen.pointsPerAction * rules.autsPerTurn) / build.actionAuts;
    return {
      level: i + 1,
      pool: mhp,
      per100: clean((perTurn * WINDOW) / rules.pointsPerHp),
      turnsToFull: regen.turnsToFull,
    };
  });
  return {
    label: `${build.name} (DCSS): HP`,
    levels,
    banded: false,
    trace: (level) => {
      const mhp = curve[level - 1];
      if (mhp === undefined) return [];
      const regen = at(mhp);
      return [
        `Max HP ${mhp} at XL ${level} (the build's max-HP curve).`,
        `BRR: ${formatExplained(regen.brr)}.`,
        `TRR: ${formatExplained(regen.trr)}: ${regen.rateText}.`,
        regen.turnsToFull === null
          ? 'No HP comes back: the pool never fills.'
          : `From 1 HP: ${turnsText(regen.turnsToFull)} turns of 10 auts, the remainder carried.`,
      ];
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** What a comparison's entries share, each worked out once per comparison, on first use. */
interface SharedByEntries {
  /** A section's data, as a memo key. */
  readonly dataKey: (ruleset: CompareEntry['ruleset']) => string;
  readonly willpowerBuild: (id: string) => WillpowerBuild | undefined;
  readonly nethackBuild: (id: string) => Nethack34Build | undefined;
  readonly dcssBuild: (id: string) => DcssBuild | undefined;
}

/** Builds by id; of two with one id (a file refuses that), the first, as a search finds it. */
function firstById<B extends { readonly id: string }>(builds: readonly B[]): Map<string, B> {
  const byId = new Map<string, B>();
  for (const build of builds) if (!byId.has(build.id)) byId.set(build.id, build);
  return byId;
}

/** Lookups by id in one pass each: a thousand-build roster is not searched per entry. */
function sharedByEntries(sources: CompareSources): SharedByEntries {
  const once = <T>(make: () => T): (() => T) => {
    let made: { value: T } | null = null;
    return () => (made ??= { value: make() }).value;
  };
  const dataKeys = new Map<CompareEntry['ruleset'], string>();
  const willpowerById = once(() => firstById(sources.willpower.builds));
  const dcssById = once(() => firstById(sources.dcss.builds));
  const nethackById = once(() => firstById(sources.nethack34.builds));
  return {
    dataKey: (ruleset) => {
      let key = dataKeys.get(ruleset);
      if (key === undefined) {
        key = structuralKey(sources[ruleset].data);
        dataKeys.set(ruleset, key);
      }
      return key;
    },
    willpowerBuild: (id) => willpowerById().get(id),
    nethackBuild: (id) => nethackById().get(id),
    dcssBuild: (id) => dcssById().get(id),
  };
}

/**
 * Each entry's figures. What does not depend on the exchange rate or the other entries is kept in
 * `memo` by its data and build, so an edit recomputes only the lines it touches (the exchange
 * rate touches none: Willpower's seconds are converted last), and a NetHack build's HP and power
 * lines share its advancement and regeneration.
 */
function figuresOf(
  sources: CompareSources,
  entry: CompareEntry,
  secondsPerTurn: number,
  memo: Memo,
  shared: SharedByEntries,
): EntryFigures | null {
  const { dataKey } = shared;
  switch (entry.ruleset) {
    case 'willpower': {
      const { data } = sources.willpower;
      const build = shared.willpowerBuild(entry.build);
      if (build === undefined || entry.pool !== 'mana') return null;
      const key = `compare/willpower\n${dataKey('willpower')}\n${structuralKey(build)}`;
      const regen = memo.get(key, () => willpowerSeconds(data, build, memo));
      return willpowerFigures(data, build, regen, secondsPerTurn);
    }
    case 'nethack34': {
      const { data } = sources.nethack34;
      const build = shared.nethackBuild(entry.build);
      if (build === undefined) return null;
      const key = `compare/nethack34\n${dataKey('nethack34')}\n${structuralKey(build)}\n${entry.pool}`;
      const figures = memo.get(key, () => nethackPoolFigures(data, build, entry.pool, memo));
      return {
        label: nethackLabel(build.name, entry.pool),
        levels: figures.levels,
        banded: true,
        trace: figures.trace,
      };
    }
    case 'dcss': {
      const { data } = sources.dcss;
      const build = shared.dcssBuild(entry.build);
      if (build === undefined || entry.pool !== 'hp') return null;
      const key = `compare/dcss\n${dataKey('dcss')}\n${structuralKey(build)}`;
      return memo.get(key, () => dcssFigures(data, build));
    }
  }
}

function pointOf(figures: LevelFigures, measure: CompareMeasure): ComparePoint {
  const { level } = figures;
  switch (measure) {
    case 'points-per-100-turns':
      return figures.per100Band === undefined
        ? { level, value: figures.per100 }
        : { level, value: figures.per100, low: figures.per100Band[0], high: figures.per100Band[1] };
    case 'percent-per-100-turns': {
      if (figures.pool <= 0) return { level, value: null };
      const percent = (points: number) => clean((points / figures.pool) * 100);
      return figures.per100Band === undefined
        ? { level, value: percent(figures.per100) }
        : {
            level,
            value: percent(figures.per100),
            low: percent(figures.per100Band[0]),
            high: percent(figures.per100Band[1]),
          };
    }
    case 'turns-to-full': {
      const value = figures.turnsToFull === null ? null : clean(figures.turnsToFull);
      const [low, high] = figures.turnsBand ?? [null, null];
      return low === null || high === null
        ? { level, value }
        : { level, value, low: clean(low), high: clean(high) };
    }
  }
}

function axisTitle(measure: CompareMeasure, secondsPerTurn: number): string {
  const rate = `1 turn = ${secondsPerTurn} s`;
  switch (measure) {
    case 'points-per-100-turns':
      return `Points per 100 turns (${rate})`;
    case 'percent-per-100-turns':
      return `% of pool per 100 turns (${rate})`;
    case 'turns-to-full':
      return `Turns, empty to full (${rate})`;
  }
}

/**
 * The comparison the view draws: a line per entry (levels the system has only), the axis title
 * naming the unit, each system's unit, and the bar panel's time to full at `settings.level`.
 *
 * @throws RangeError for an exchange rate that is not a finite number above 0, or a level that is
 *   not a whole number from 1 to 60, or whatever a ruleset's engine refuses.
 */
export function compareRegen(
  sources: CompareSources,
  settings: CompareSettings,
  memo = new Memo(),
): RegenComparison {
  const { secondsPerTurn, measure, level } = settings;
  if (!Number.isFinite(secondsPerTurn) || !(secondsPerTurn > 0)) {
    throw new RangeError('The seconds a turn is worth must be a number above 0.');
  }
  if (!Number.isInteger(level) || level < 1 || level > 60) {
    throw new RangeError('The level must be a whole number from 1 to 60.');
  }
  const series: CompareSeries[] = [];
  const bars: CompareBar[] = [];
  const missing: CompareEntry[] = [];
  const shared = sharedByEntries(sources);
  for (const entry of settings.entries) {
    const figures = figuresOf(sources, entry, secondsPerTurn, memo, shared);
    if (figures === null) {
      missing.push(entry);
      continue;
    }
    series.push({
      entry,
      label: figures.label,
      points: figures.levels.map((each) => pointOf(each, measure)),
      banded: figures.banded,
    });
    const atLevel = figures.levels[level - 1];
    if (atLevel === undefined) {
      const last = figures.levels.length;
      bars.push({
        entry,
        label: figures.label,
        hasLevel: false,
        turnsToFull: null,
        trace: [`This system stops at level ${last}: nothing is drawn for level ${level}.`],
      });
      continue;
    }
    const point = pointOf(atLevel, 'turns-to-full');
    bars.push({
      entry,
      label: figures.label,
      hasLevel: true,
      turnsToFull: point.value,
      ...(point.low === undefined ? {} : { low: point.low, high: point.high }),
      trace: figures.trace(level),
    });
  }
  return {
    measure,
    measureName: COMPARE_MEASURES.find((each) => each.id === measure)?.name ?? measure,
    axisTitle: axisTitle(measure, secondsPerTurn),
    units: [
      {
        system: 'Willpower',
        unit: 'seconds of game time',
        asTurns: `1 turn = ${secondsPerTurn} s (the exchange rate; an assumption, edit it)`,
      },
      { system: 'NetHack 3.4', unit: 'turns (one move at speed 12)', asTurns: '1 turn = 1 turn' },
      {
        system: 'DCSS',
        unit: 'turns of 10 auts (one move at normal speed)',
        asTurns: '1 turn = 1 turn',
      },
    ],
    series,
    level,
    bars,
    missing,
  };
}
