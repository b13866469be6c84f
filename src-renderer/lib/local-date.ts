/** A day as YYYY-MM-DD in the user's own time zone (what file names carry), e.g. "2026-12-02". */
export function localDateStamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** This moment as ISO 8601 (when an edit was made, for the recovery record). */
export function isoNow(): string {
  return new Date().toISOString();
}
