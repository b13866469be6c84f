/**
 * Endurance compared across systems on one axis: the builds of the regeneration comparison, each
 * fighting its ruleset's endurance pattern (the ruleset screens' Endurance cards), the time a kill
 * takes or the rest after it, in turns. A ruleset takes part by declaring `endurance` in its
 * regeneration comparison (`shared/rulesets/<id>/regen-comparison.ts`): the pool its fights spend,
 * its time unit against the axis's turns (Willpower counts seconds, which the exchange rate turns
 * into turns) and its fight. Each point is the median (p50) with its p5–p95 band, from each
 * ruleset's exact dice. Lines stop where a system's levels end.
 */
import type { Spread } from '../analysis/endurance';
import {
  poolWord,
  regenLineLabel,
  unitsPerTurn,
  type AnyRegenComparison,
  type ComparedEndurance,
} from '../analysis/regen-comparison';
import type { Memo } from '../engine/memo';
import type { ReportTable } from '../report/report-table';
import type { CompareSeries, CompareSources, RegenEntry } from './regen-compare';
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
 * The fight each ruleset's builds fight, as its Endurance card keeps it, by ruleset id; a ruleset
 * left out fights its declaration's `initial` (the card's, until the designer edits it).
 */
export type EndurancePatterns = Readonly<Record<string, unknown>>;

export interface EnduranceCompareInput<Entry extends RegenEntry = CompareEntry> {
  /** The compared rulesets' sections, by id (the regeneration comparison's). */
  readonly sources: CompareSources;
  /** The regeneration comparison's lines: a build is drawn for the pool its endurance spends. */
  readonly entries: readonly Entry[];
  readonly secondsPerTurn: number;
  readonly figure: CompareEnduranceFigure;
  readonly patterns: EndurancePatterns;
}

export interface EnduranceComparison<Entry extends RegenEntry = CompareEntry> {
  readonly figure: CompareEnduranceFigure;
  readonly figureName: string;
  readonly axisTitle: string;
  /** p50 lines, each with its p5–p95 band. */
  readonly series: readonly CompareSeries<Entry>[];
  /** Each system's fight, in words (the card's note and the report's title). */
  readonly fights: readonly string[];
  /** Builds the comparison names that the project no longer has, or whose data cannot fight. */
  readonly missing: readonly Entry[];
}

/** A declaration with an endurance line, and that line's declaration. */
export type EnduranceDeclaration = AnyRegenComparison & {
  readonly endurance: ComparedEndurance<never, never, unknown>;
};

/** The declarations of `list` that take part in the endurance comparison, in its order. */
export function enduranceDeclarations(
  list: readonly AnyRegenComparison[],
): readonly EnduranceDeclaration[] {
  return list.filter((each): each is EnduranceDeclaration => each.endurance !== undefined);
}

/**
 * "Willpower’s mana, NetHack’s power, DCSS’s HP (its seed has no other pool, …)": the pool each
 * system of `list` spends in its fights, for the card's note.
 */
export function endurancePoolsText(list: readonly AnyRegenComparison[]): string {
  return enduranceDeclarations(list)
    .map((declaration) => {
      const { short, endurance } = declaration;
      const why = endurance.poolNote === undefined ? '' : ` (${endurance.poolNote})`;
      return `${short}’s ${poolWord(declaration, endurance.pool)}${why}`;
    })
    .join(', ');
}

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
 * The endurance comparison over the rulesets of `list` (the composition root's `COMPARE_LIST`):
 * each of the comparison's lines whose pool is the one its game's endurance spends (a NetHack
 * build drawn for its HP alone has no endurance line; a ruleset that declares no endurance none).
 */
export function compareEndurance<Entry extends RegenEntry = CompareEntry>(
  list: readonly AnyRegenComparison[],
  input: EnduranceCompareInput<Entry>,
  memo: Memo,
): EnduranceComparison<Entry> {
  const { sources, secondsPerTurn, figure, patterns } = input;
  const kill = figure === 'time-to-kill';
  const series: CompareSeries<Entry>[] = [];
  const missing: Entry[] = [];
  const fights = new Map<string, string>();
  const declarations = enduranceDeclarations(list);
  for (const entry of input.entries) {
    const declaration = declarations.find((each) => each.ruleset === entry.ruleset);
    if (declaration === undefined || entry.pool !== declaration.endurance.pool) continue;
    const { endurance } = declaration;
    const section = sources[entry.ruleset];
    const build = section?.builds.find((each) => each.id === entry.build);
    // Own keys only: a ruleset id is never read off the record's prototype ("constructor").
    const stored = Object.hasOwn(patterns, entry.ruleset)
      ? patterns[entry.ruleset]
      : endurance.initial;
    const fight =
      section === undefined || build === undefined
        ? null
        : endurance.fight(section.data as never, build as never, stored, memo);
    if (build === undefined || fight === null) {
      missing.push(entry);
      continue;
    }
    fights.set(entry.ruleset, `${declaration.short}: ${fight.basis}`);
    const scale = unitsPerTurn(declaration, secondsPerTurn);
    series.push({
      entry,
      label: regenLineLabel(declaration, build, entry.pool),
      banded: true,
      points: fight.levels.map((row) => pointOf(row.level, kill ? row.kill : row.rest, scale)),
    });
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
export function enduranceComparisonReport(
  comparison: EnduranceComparison<RegenEntry>,
): ReportTable {
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
