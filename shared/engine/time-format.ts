/**
 * Game time written the way the rules texts write it: "5 minutes and 24 seconds", "1 minute",
 * "1 hour and 5 minutes", and roughly: "about an hour".
 */

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;

function requireDuration(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`A duration must be a finite number of seconds, 0 or more (${seconds}).`);
  }
}

/** "1 turn", "3 turns": a count with its unit, plural by an s. */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** "a", "a and b", "a, b and c". */
function joinParts(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/**
 * A duration in hours, minutes and seconds, leaving out the parts that are zero:
 * 324 → "5 minutes and 24 seconds", 240 → "4 minutes", 60 → "1 minute",
 * 3900 → "1 hour and 5 minutes", 3725 → "1 hour, 2 minutes and 5 seconds", 0 → "0 seconds".
 * Hours are the largest unit (100 hours stays "100 hours").
 *
 * Fractional seconds: the duration is first rounded to the nearest tenth of a second (halves
 * up), then split, so 86.4 → "1 minute and 26.4 seconds", 61.714… → "1 minute and 1.7 seconds"
 * and 59.96 → "1 minute". Only the seconds part can be fractional.
 *
 * @param seconds a finite number of seconds, 0 or more.
 * @throws RangeError for a negative, NaN or infinite duration.
 */
export function formatDuration(seconds: number): string {
  requireDuration(seconds);
  const tenths = Math.round(seconds * 10);
  const hours = Math.floor(tenths / (SECONDS_PER_HOUR * 10));
  const minutes = Math.floor((tenths % (SECONDS_PER_HOUR * 10)) / (SECONDS_PER_MINUTE * 10));
  const secondTenths = tenths % (SECONDS_PER_MINUTE * 10);
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, 'hour'));
  if (minutes > 0) parts.push(plural(minutes, 'minute'));
  if (secondTenths > 0 || parts.length === 0) {
    const whole = secondTenths % 10 === 0;
    const text = whole ? `${secondTenths / 10}` : (secondTenths / 10).toFixed(1);
    parts.push(`${text} second${secondTenths === 10 ? '' : 's'}`);
  }
  return joinParts(parts);
}

function about(count: number, unit: string, article: string): string {
  return count === 1 ? `about ${article} ${unit}` : `about ${count} ${unit}s`;
}

/**
 * A duration as a person would say it, rounded to one unit: "about an hour" (3888 s, Tathren's
 * empty pool), "about 2 hours", "about 45 minutes", "about a minute", "about 20 seconds",
 * "about 3 days". The unit is the largest whose rounded count is at least 1 and below the next
 * unit: under 60 s rounded, seconds; under 60 min rounded, minutes; under 48 h rounded, hours;
 * then days. Each count is rounded to the nearest whole (halves up). Exactly 0 is "no time";
 * anything above 0 that rounds to 0 seconds is "under a second".
 *
 * @param seconds a finite number of seconds, 0 or more.
 * @throws RangeError for a negative, NaN or infinite duration.
 */
export function formatRoughDuration(seconds: number): string {
  requireDuration(seconds);
  if (seconds === 0) return 'no time';
  const wholeSeconds = Math.round(seconds);
  if (wholeSeconds === 0) return 'under a second';
  if (wholeSeconds < SECONDS_PER_MINUTE) return about(wholeSeconds, 'second', 'a');
  const minutes = Math.round(seconds / SECONDS_PER_MINUTE);
  if (minutes < 60) return about(minutes, 'minute', 'a');
  const hours = Math.round(seconds / SECONDS_PER_HOUR);
  if (hours < 48) return about(hours, 'hour', 'an');
  return about(Math.round(seconds / SECONDS_PER_DAY), 'day', 'a');
}
