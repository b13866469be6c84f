/**
 * Ticks for a logarithmic axis a person can read: 1, 2 and 5 of every decade the axis spans, below
 * 1 as well (0.2, 0.5), each labelled as a person writes it ("0.05", "5", "2,000"), never "5.0".
 * Plain (no runes, no chart.js), so it is tested under Node.
 */

/** The 1–2–5 values from `min` to `max` (both positive), in order. */
export function logTicks(min: number, max: number): number[] {
  if (!(min > 0) || !(max >= min) || !Number.isFinite(max)) return [];
  const ticks: number[] = [];
  for (
    let exponent = Math.floor(Math.log10(min));
    exponent <= Math.ceil(Math.log10(max));
    exponent += 1
  ) {
    for (const step of [1, 2, 5]) {
      // Rounded to the decade's own digits: 0.1 * 3 is not 0.30000000000000004 here.
      const value = Number((step * 10 ** exponent).toPrecision(1));
      // A hair of float slack at the ends, so an axis from exactly 0.2 keeps its 0.2.
      if (value >= min * (1 - 1e-9) && value <= max * (1 + 1e-9)) ticks.push(value);
    }
  }
  return ticks;
}

/**
 * The axis's ends widened to ticks: the largest 1-2-5 value at or below `min` and the smallest
 * at or above `max`, so a line at the axis's floor or ceiling still has a labelled tick beside it.
 */
export function logBounds(min: number, max: number): { min: number; max: number } {
  if (!(min > 0) || !(max >= min) || !Number.isFinite(max)) return { min, max };
  const below = logTicks(min / 10, min);
  const above = logTicks(max, max * 10);
  return { min: below.at(-1) ?? min, max: above[0] ?? max };
}

/** A tick's label: "0.05", "0.5", "5", "50", "2,000". */
export function logTickLabel(value: number): string {
  return value.toLocaleString('en', { maximumSignificantDigits: 2 });
}
