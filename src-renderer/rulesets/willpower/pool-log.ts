/**
 * The "Mana now" log, bounded: it keeps the newest `POOL_LOG_KEPT` events for its CSV and the
 * screen draws the newest `POOL_LOG_SHOWN`, so an afternoon of clicking neither grows the page
 * (every row is DOM nodes, drawn even while the log is folded) nor the memory without end. Steps
 * keep their numbers from the first event, so the rows shown and the CSV's read as one log.
 * Plain TypeScript, tested under Node.
 */
import { poolLogReport, type PoolLogRow } from '../../../shared/rulesets/willpower/pool-events';
import type { ReportTable } from '../../../shared/report/report-table';

/** How many of the newest events the screen draws. */
export const POOL_LOG_SHOWN = 100;

/** How many of the newest events the log keeps (its CSV holds them all). */
export const POOL_LOG_KEPT = 10_000;

export interface PoolLog {
  /** The events kept, oldest first. */
  readonly rows: readonly PoolLogRow[];
  /** How many events came before `rows[0]` and are no longer kept. */
  readonly dropped: number;
}

export const EMPTY_POOL_LOG: PoolLog = { rows: [], dropped: 0 };

/** The log with one more event, the oldest let go past `kept`. */
export function appendPoolLog(log: PoolLog, row: PoolLogRow, kept = POOL_LOG_KEPT): PoolLog {
  const rows = [...log.rows, row];
  const over = Math.max(0, rows.length - kept);
  return { rows: over === 0 ? rows : rows.slice(over), dropped: log.dropped + over };
}

/** Every event the log has had, kept or not. */
export function poolLogLength(log: PoolLog): number {
  return log.dropped + log.rows.length;
}

/** The log's CSV table: every event kept, numbered from the first event of the play. */
export function keptPoolLogTable(buildName: string, log: PoolLog): ReportTable {
  return poolLogReport(buildName, log.rows, log.dropped + 1);
}

/** The table the screen draws: the newest `shown` events, with their own step numbers. */
export function shownPoolLogTable(
  buildName: string,
  log: PoolLog,
  shown = POOL_LOG_SHOWN,
): ReportTable {
  const from = Math.max(0, log.rows.length - shown);
  return poolLogReport(buildName, log.rows.slice(from), log.dropped + from + 1);
}

/** What the screen says of the events it does not draw, or null when it draws them all. */
export function poolLogNote(
  log: PoolLog,
  shown = POOL_LOG_SHOWN,
  kept = POOL_LOG_KEPT,
): string | null {
  const total = poolLogLength(log);
  if (total <= shown) return null;
  const count = (n: number) => n.toLocaleString('en');
  const csv =
    log.dropped === 0
      ? `Export CSV… writes all ${count(total)}`
      : `Export CSV… writes the last ${count(log.rows.length)} (the log keeps at most ` +
        `${count(kept)}; the first ${count(log.dropped)} are gone)`;
  return `Showing the last ${count(shown)} of ${count(total)} events; ${count(total - shown)} earlier events are not shown. ${csv}.`;
}
