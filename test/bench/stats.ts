/** Median of a non-empty sample (the mean of the middle two for an even count). */
export function median(sample: readonly number[]): number {
  const sorted = [...sample].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  const lower = sorted[sorted.length % 2 === 0 ? mid - 1 : mid];
  if (upper === undefined || lower === undefined) throw new Error('median of an empty sample');
  return (upper + lower) / 2;
}

export function formatMs(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}
