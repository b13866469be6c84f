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

/** The nearest-rank percentile (`q` from 0 to 1) of a non-empty sample: p95 is `q = 0.95`. */
export function percentile(sample: readonly number[], q: number): number {
  const sorted = [...sample].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  if (value === undefined) throw new Error('percentile of an empty sample');
  return value;
}
