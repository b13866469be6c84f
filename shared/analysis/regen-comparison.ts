/**
 * What a ruleset gives the regeneration comparison, declared once in
 * `shared/rulesets/<id>/regen-comparison.ts`: the pools a build of it can draw, how its game counts
 * time and how that becomes turns, how one build's pool figures are worked out at each level, the
 * words its lines and the screen say, and where its levels stop. The list of declarations
 * (`shared/app/compare-list.ts`) is all the comparison's engine call, `wellspring report
 * compare/regen` and the Compare screen know of a ruleset: one that declares a comparison gets its
 * builds' lines with no other edit.
 *
 * `Data` and `Build` are the ruleset's section of the project (its data and its builds); `Own` is
 * what the ruleset works out once per data, build and pool, in its own time unit, so a change of
 * the exchange rate (seconds a turn is worth) reaches only `figures`.
 */
import type { Named } from '../cli/names';
import type { Memo } from '../engine/memo';
import type { Spread } from './endurance';
import type { ComparePool } from '../project/schema/compare';

/** The points over this many turns are the "per 100 turns" measures. */
export const REGEN_WINDOW = 100;

/** What one system says about one pool at one level, in turns. */
export interface RegenLevelFigures {
  readonly level: number;
  /** The pool the percent is of (NetHack: the median). */
  readonly pool: number;
  /** Points regained over 100 turns (expected), and its 5–95% band when random. */
  readonly per100: number;
  readonly per100Band?: readonly [number, number];
  /** Turns from empty to full; null: never. */
  readonly turnsToFull: number | null;
  readonly turnsBand?: readonly [number | null, number | null];
}

/** One build's pool, level by level, and the trace of any one level (the bar panel's). */
export interface RegenFigures {
  /** Only the levels the system has: the line stops at the last. */
  readonly levels: readonly RegenLevelFigures[];
  readonly trace: (level: number) => string[];
}

/** One pool a build of the ruleset can draw, and the word its line and checkbox say. */
export interface RegenPool {
  readonly id: ComparePool;
  /** "mana", "power", "HP": "Tathren (Willpower): mana", "Tathren: mana". */
  readonly word: string;
}

/** A ruleset's section of the project as the comparison reads it. */
export interface RegenSection<Data, Build extends Named> {
  readonly data: Data;
  readonly builds: readonly Build[];
}

/** One level of a build's fight on the comparison's axis: its spreads, in its own time unit. */
export interface ComparedFightLevel {
  readonly level: number;
  /** The time a kill takes: from the first cast (or attack) to the killing one. */
  readonly kill: Spread;
  /** The time to full after the fight. */
  readonly rest: Spread;
}

/** A build's fight at every level it has, and what it assumes in words (the card's list). */
export interface ComparedFight {
  readonly basis: string;
  readonly levels: readonly ComparedFightLevel[];
}

/**
 * What a ruleset gives the endurance comparison (Compare's "Endurance on one axis" and
 * `wellspring report compare/endurance`): its builds fight the pattern set on its own Endurance
 * card. `Stored` is that pattern as the window keeps it (`initial` until the designer edits it).
 */
export interface ComparedEndurance<Data, Build, Stored> {
  /** The pool its fights spend: a build has an endurance line while this pool is drawn. */
  readonly pool: ComparePool;
  /** Why that pool, where it is not obvious (the card's note; DCSS: "its seed has no other pool"). */
  readonly poolNote?: string;
  /** The pattern its Endurance card starts on. */
  readonly initial: Stored;
  /** The build's fight under its own conditions; null when the data cannot fight the pattern. */
  fight(data: Data, build: Build, stored: Stored, memo: Memo): ComparedFight | null;
}

export interface RegenComparisonDeclaration<Data, Build extends Named, Own, Stored = never> {
  /** The ruleset's id: its section of the project and the first word of a CSV column. */
  readonly ruleset: string;
  /** "NetHack 3.4": the screen's group heading and the units' list. */
  readonly system: string;
  /** "NetHack": the lines' labels ("Elf wizard (NetHack): power") and --help. */
  readonly short: string;
  readonly pools: readonly RegenPool[];
  /** The screen's note beside the group: the pools drawn and why only those. */
  readonly note: string;
  /** Random systems draw a 5–95% band round each line (and the CSV has _p5 and _p95). */
  readonly banded: boolean;
  /** How the game counts time, and what one turn of the axis is in it. */
  readonly time: {
    readonly unit: string;
    /** It counts seconds, which the exchange rate turns into turns (else it counts turns). */
    readonly seconds: boolean;
    asTurns(secondsPerTurn: number): string;
  };
  /**
   * Where its levels stop, for --help ("at XL 30", "at its curve, 27"); null when it has every
   * level of the axis (1–60).
   */
  readonly stops: string | null;
  /**
   * What the ruleset works out once for a build's pool (remembered by its data, build and pool).
   * Null when the build cannot draw `pool`.
   */
  own(data: Data, build: Build, pool: ComparePool, memo: Memo): Own | null;
  /** The pool's figures in turns, at the comparison's exchange rate. */
  figures(own: Own, at: RegenAt<Data, Build>): RegenFigures;
  /** Its line in the endurance comparison, where its rules have an endurance analysis. */
  readonly endurance?: ComparedEndurance<Data, Build, Stored>;
}

/** What `figures` is told besides its own work: the data and build, and the exchange rate. */
export interface RegenAt<Data, Build> {
  readonly data: Data;
  readonly build: Build;
  readonly pool: ComparePool;
  readonly secondsPerTurn: number;
}

/**
 * Any ruleset's declaration, as the list holds them: its methods take only its own section's data
 * and builds, which the comparison hands it by the declaration's id.
 */
export type AnyRegenComparison = RegenComparisonDeclaration<never, never, unknown, unknown>;

/** A ruleset's regeneration comparison (an identity, so its types are inferred and checked). */
export function defineRegenComparison<Data, Build extends Named, Own, Stored = never>(
  declaration: RegenComparisonDeclaration<Data, Build, Own, Stored>,
): RegenComparisonDeclaration<Data, Build, Own, Stored> {
  return declaration;
}

/** The pool's word for a line: "power" for NetHack's mana; the pool's id when not declared. */
export function poolWord(declaration: AnyRegenComparison, pool: ComparePool): string {
  return declaration.pools.find((each) => each.id === pool)?.word ?? pool;
}

/** "Tathren (Willpower): mana": how a line names itself on the chart, its table and its bar. */
export function regenLineLabel(
  declaration: AnyRegenComparison,
  build: Named,
  pool: ComparePool,
): string {
  return `${build.name} (${declaration.short}): ${poolWord(declaration, pool)}`;
}

/** One turn of the axis in `declaration`'s own time unit: the exchange rate, or 1. */
export function unitsPerTurn(declaration: AnyRegenComparison, secondsPerTurn: number): number {
  return declaration.time.seconds ? secondsPerTurn : 1;
}

/** "Willpower": the systems of `list` that count seconds, by their short names. */
export function secondsCounting(list: readonly AnyRegenComparison[]): string {
  return list
    .filter((each) => each.time.seconds)
    .map((each) => each.short)
    .join(', ');
}

/** Rounds away floating-point noise (a band edge of 6.000000000000001). */
export function cleanTurns(value: number): number {
  return Math.round(value * 1e9) / 1e9 + 0;
}

/** A count of turns or seconds as a trace says it: one decimal. */
export function turnsText(turns: number): string {
  return `${cleanTurns(Math.round(turns * 10) / 10)}`;
}
