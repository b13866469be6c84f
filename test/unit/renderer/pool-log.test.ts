import { describe, expect, it } from 'vitest';
import type { PoolLogRow } from '../../../shared/rulesets/willpower/pool-events';
import {
  appendPoolLog,
  EMPTY_POOL_LOG,
  keptPoolLogTable,
  poolLogLength,
  poolLogNote,
  POOL_LOG_KEPT,
  POOL_LOG_SHOWN,
  shownPoolLogTable,
  type PoolLog,
} from '../../../src-renderer/rulesets/willpower/pool-log';

function row(i: number): PoolLogRow {
  return { event: `Wait ${i}`, mana: i, maxMana: 18, hp: 10, maxHp: 10, message: `m${i}` };
}

function played(events: number, kept = POOL_LOG_KEPT): PoolLog {
  let log = EMPTY_POOL_LOG;
  for (let i = 1; i <= events; i += 1) log = appendPoolLog(log, row(i), kept);
  return log;
}

describe('the Mana now log', () => {
  it('draws the newest 100 of 2,000 events, numbered as they were played, and says so', () => {
    const log = played(2000);
    const shown = shownPoolLogTable('Tathren', log);
    expect(shown.rows).toHaveLength(POOL_LOG_SHOWN);
    expect(shown.rows[0]?.slice(0, 2)).toEqual([1901, 'Wait 1901']);
    expect(shown.rows.at(-1)?.slice(0, 2)).toEqual([2000, 'Wait 2000']);
    expect(poolLogNote(log)).toBe(
      'Showing the last 100 of 2,000 events; 1,900 earlier events are not shown. ' +
        'Export CSV… writes all 2,000.',
    );
  });

  it('keeps every event for the CSV up to its limit', () => {
    const table = keptPoolLogTable('Tathren', played(2000));
    expect(table.rows.map((each) => each[0])).toEqual(
      Array.from({ length: 2000 }, (_, i) => i + 1),
    );
  });

  it('lets the oldest go past its limit, and the CSV and the note say which', () => {
    const log = played(25, 10);
    expect(poolLogLength(log)).toBe(25);
    expect(log.rows).toHaveLength(10);
    expect(keptPoolLogTable('T', log).rows.map((each) => each[0])).toEqual([
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ]);
    expect(poolLogNote(log, 5, 10)).toBe(
      'Showing the last 5 of 25 events; 20 earlier events are not shown. Export CSV… writes ' +
        'the last 10 (the log keeps at most 10; the first 15 are gone).',
    );
  });

  it('draws and notes nothing extra while the log is short', () => {
    const log = played(3);
    expect(shownPoolLogTable('T', log).rows.map((each) => each[0])).toEqual([1, 2, 3]);
    expect(poolLogNote(log)).toBeNull();
  });
});
