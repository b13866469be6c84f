/**
 * Regeneration compared across systems on one axis: levels on x, one line per build's pool, in one
 * of three measures. Each system's figures are its ruleset's own, as its declaration gives them
 * (`shared/rulesets/<id>/regen-comparison.ts`, listed in `shared/app/compare-list.ts`), under the
 * conditions its build carries; this module only puts the answers in one unit, and names no
 * ruleset:
 *
 * - a turn-based game (NetHack 3.4's turns at speed 12, DCSS's turns of 10 auts) counts one turn
 *   as one turn here;
 * - a game that counts seconds (Willpower) turns them into turns at `secondsPerTurn`, the editable
 *   exchange rate, in its declaration's `figures`.
 *
 * Lines stop where a system's levels end (Willpower 60, NetHack 30, DCSS its max-HP curve, 27);
 * nothing is extrapolated. A random system's lines are expected values, with a 5–95% band.
 */
import type { Named } from '../cli/names';
import {
  cleanTurns as clean,
  regenLineLabel,
  type AnyRegenComparison,
  type RegenFigures,
  type RegenLevelFigures,
} from '../analysis/regen-comparison';
import { Memo } from '../engine/memo';
import { structuralKey } from '../engine/structural-key';
import type { ComparePool } from '../project/schema/compare';
import {
  COMPARE_MEASURES,
  type CompareEntry,
  type CompareMeasure,
  type CompareSettings,
} from './settings';

/** The parts of the project the comparison reads: each declared ruleset's section, by its id. */
export type CompareSources = Readonly<
  Record<string, { readonly data: unknown; readonly builds: readonly Named[] }>
>;

/** A line the comparison is asked for: a build's pool (the project file's `CompareEntry`). */
export interface RegenEntry {
  readonly ruleset: string;
  readonly build: string;
  readonly pool: ComparePool;
}

/** What the comparison is asked, its lines of any declared ruleset. */
export type RegenSettings<Entry extends RegenEntry = CompareEntry> = Omit<
  CompareSettings,
  'entries'
> & { readonly entries: readonly Entry[] };

/** One level of a line: null where the pool never fills (time to full). */
export interface ComparePoint {
  readonly level: number;
  readonly value: number | null;
  /** The 5–95% band, for random systems (NetHack). */
  readonly low?: number;
  readonly high?: number;
}

export interface CompareSeries<Entry extends RegenEntry = CompareEntry> {
  readonly entry: Entry;
  /** "Tathren (Willpower): mana". */
  readonly label: string;
  /** Only the levels the system has. */
  readonly points: readonly ComparePoint[];
  readonly banded: boolean;
}

/** One bar of the one-level panel: a build's time to full, and how it was reached. */
export interface CompareBar<Entry extends RegenEntry = CompareEntry> {
  readonly entry: Entry;
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

export interface RegenComparison<Entry extends RegenEntry = CompareEntry> {
  readonly measure: CompareMeasure;
  readonly measureName: string;
  /** The y axis title, naming the unit. */
  readonly axisTitle: string;
  readonly units: readonly SystemUnit[];
  readonly series: readonly CompareSeries<Entry>[];
  readonly level: number;
  readonly bars: readonly CompareBar<Entry>[];
  /** Entries whose build no longer exists (shown as a note, never drawn). */
  readonly missing: readonly Entry[];
}

/** One build's pool as the comparison draws it: its ruleset's figures and its label. */
interface EntryFigures extends RegenFigures {
  readonly label: string;
  readonly banded: boolean;
}

/** Builds by id; of two with one id (a file refuses that), the first, as a search finds it. */
function firstById<B extends { readonly id: string }>(builds: readonly B[]): Map<string, B> {
  const byId = new Map<string, B>();
  for (const build of builds) if (!byId.has(build.id)) byId.set(build.id, build);
  return byId;
}

/**
 * What a comparison's entries of one ruleset share, worked out once per comparison, on first use:
 * its data as a memo key, and its builds by id (a thousand-build roster is not searched per entry).
 */
interface SectionLookup {
  readonly dataKey: string;
  readonly build: (id: string) => Named | undefined;
}

function sectionLookups(sources: CompareSources): (ruleset: string) => SectionLookup | undefined {
  const made = new Map<string, SectionLookup>();
  return (ruleset) => {
    const section = Object.hasOwn(sources, ruleset) ? sources[ruleset] : undefined;
    if (section === undefined) return undefined;
    let lookup = made.get(ruleset);
    if (lookup === undefined) {
      let byId: Map<string, Named> | null = null;
      let dataKey: string | null = null;
      lookup = {
        get dataKey() {
          return (dataKey ??= structuralKey(section.data));
        },
        build: (id) => (byId ??= firstById(section.builds)).get(id),
      };
      made.set(ruleset, lookup);
    }
    return lookup;
  };
}

/**
 * An entry's figures, or null when its ruleset declares no comparison, its build is gone or it
 * cannot draw that pool. What its ruleset works out before the exchange rate is kept in `memo` by
 * its data, build and pool, so an edit recomputes only the lines it touches (the exchange rate
 * touches none: a system's seconds are converted last), and a build's lines share what the
 * ruleset keeps in `memo` itself (NetHack's advancement and regeneration).
 */
function figuresOf(
  list: readonly AnyRegenComparison[],
  entry: RegenEntry,
  secondsPerTurn: number,
  memo: Memo,
  lookup: (ruleset: string) => SectionLookup | undefined,
  sources: CompareSources,
): EntryFigures | null {
  const declaration = list.find((each) => each.ruleset === entry.ruleset);
  const section = lookup(entry.ruleset);
  if (declaration === undefined || section === undefined) return null;
  if (!declaration.pools.some((pool) => pool.id === entry.pool)) return null;
  const build = section.build(entry.build);
  if (build === undefined) return null;
  const data = sources[entry.ruleset]?.data as never;
  const key = `compare/${entry.ruleset}\n${section.dataKey}\n${structuralKey(build)}\n${entry.pool}`;
  const own = memo.get(key, () => declaration.own(data, build as never, entry.pool, memo));
  if (own === null) return null;
  const figures = declaration.figures(own, {
    data,
    build: build as never,
    pool: entry.pool,
    secondsPerTurn,
  });
  return {
    ...figures,
    label: regenLineLabel(declaration, build, entry.pool),
    banded: declaration.banded,
  };
}

function pointOf(figures: RegenLevelFigures, measure: CompareMeasure): ComparePoint {
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
export function compareRegen<Entry extends RegenEntry>(
  list: readonly AnyRegenComparison[],
  sources: CompareSources,
  settings: RegenSettings<Entry>,
  memo = new Memo(),
): RegenComparison<Entry> {
  const { secondsPerTurn, measure, level } = settings;
  if (!Number.isFinite(secondsPerTurn) || !(secondsPerTurn > 0)) {
    throw new RangeError('The seconds a turn is worth must be a number above 0.');
  }
  if (!Number.isInteger(level) || level < 1 || level > 60) {
    throw new RangeError('The level must be a whole number from 1 to 60.');
  }
  const series: CompareSeries<Entry>[] = [];
  const bars: CompareBar<Entry>[] = [];
  const missing: Entry[] = [];
  const lookup = sectionLookups(sources);
  for (const entry of settings.entries) {
    const figures = figuresOf(list, entry, secondsPerTurn, memo, lookup, sources);
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
    units: list.map((declaration) => ({
      system: declaration.system,
      unit: declaration.time.unit,
      asTurns: declaration.time.asTurns(secondsPerTurn),
    })),
    series,
    level,
    bars,
    missing,
  };
}
