/** A day as YYYY-MM-DD in the user's own time zone (what file names carry), e.g. "2026-12-02". */
export function localDateStamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** This moment as ISO 8601 (when an edit was made, for the recovery record). */
export function isoNow(): string {
  return new Date().toISOString();
}

/**
 * When an edit was made, as the designer reads it ("3 Dec 2026, 14:02" in their locale); the text
 * as it is when it is not a date.
 */
export function changedAtText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
