import type { Spread } from '../../shared/analysis/endurance';

/** One figure an endurance card can draw (`EnduranceChart.svelte`), read off an engine row. */
export interface EnduranceFigure<R> {
  readonly id: string;
  readonly name: string;
  readonly axis: string;
  readonly meaning: string;
  /** A spread (three lines), one number, or null where the figure has none. */
  readonly read: (row: R) => Spread | number | null;
  /** What a null reads as in the summary ("never", "the pace holds"). */
  readonly none: string;
  /** What the gaps mean, in the note. */
  readonly gaps: string;
  /** Times run from thousands to tens: the log scale is on until the designer says. */
  readonly log: boolean;
}
