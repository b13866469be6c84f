/**
 * What the DCSS screen shows for one build, in one engine answer (`dcss/regen`). The types are the
 * contract between the engine (`regen.ts`, `simulate.ts`, `regen-view.ts`) and the UI.
 */
import type { Explained } from '../../engine/explain';

/** The rates for one max HP under the build's conditions. */
export interface DcssRegen {
  readonly mhp: number;
  /** "⌊90 / 6⌋ + 10 = 25" as terms: 15 (90 / 6) + 10 = 25. */
  readonly brr: Explained;
  /** BRR + every bonus, Slow Healing's factor and Trog's Hand, as a trace. */
  readonly trr: Explained;
  /** Regeneration points the build's action brings (TRR scaled by its length in auts). */
  readonly pointsPerAction: number;
  /** 100 / TRR turns of 10 auts per HP (2.2 for TRR 45); null when TRR is 0. */
  readonly turnsPerHp: number | null;
  /** TRR / 100 (12.2 for TRR 1220). */
  readonly hpPerTurn: number;
  /** "1 HP every 2.2 turns", "12 or 13 HP each turn", "no HP comes back". */
  readonly rateText: string;
  /** Turns of 10 auts from 1 HP to full, carry-over from 0 points; null when never. */
  readonly turnsToFull: number | null;
  /** The readings that changed a number here, as sentences ("Trog's Hand: the spell adds nothing"). */
  readonly readings: readonly string[];
}

/** One point of the chart against max HP (1..600). */
export interface DcssMhpRow {
  readonly mhp: number;
  readonly brr: number;
  readonly trr: number;
  readonly turnsPerHp: number | null;
}

/** One XL of the build's max-HP curve. */
export interface DcssLevelRow {
  readonly xl: number;
  readonly mhp: number;
  readonly trr: number;
  readonly turnsPerHp: number | null;
  readonly turnsToFull: number | null;
}

/** One turn of the turn-by-turn simulation. */
export interface DcssSimulationRow {
  readonly turn: number;
  /** TRR this turn: Powered by Death counts only while it lasts. */
  readonly trr: number;
  /** HP at the start of the turn. */
  readonly hpBefore: number;
  /** Points this turn brought (TRR, Powered by Death only while it lasts). */
  readonly pointsGained: number;
  readonly hpGained: number;
  /** Points left over after turning each 100 into 1 HP. */
  readonly pointsCarried: number;
  readonly hpAfter: number;
}

export interface DcssSimulationInput {
  /** HP to start from (1 by default). */
  readonly startHp: number;
  /** How many turns to play. */
  readonly turns: number;
}

export interface DcssRegenView {
  readonly atBuild: DcssRegen;
  readonly byMhp: readonly DcssMhpRow[];
  readonly byLevel: readonly DcssLevelRow[];
  readonly simulation: readonly DcssSimulationRow[];
}
