import { machineNames } from '../report/machine-name';
import type { ReportTable } from '../report/report-table';
import type { ComparePoint, RegenComparison, RegenEntry } from './regen-compare';

/**
 * The comparison's tables: exactly what the chart and the bar panel draw, for the "Table" toggles,
 * the CSV exports and `wellspring report compare/regen`. Values to 3 decimals; a pool that never
 * fills is "never"; a level a system does not have is an empty cell (its line stops there).
 */

function round3(value: number): number {
  return Math.round(value * 1000) / 1000 + 0;
}

function cell(value: number | null | undefined): string | number {
  if (value === undefined) return '';
  return value === null ? 'never' : round3(value);
}

/**
 * Level, then a column per line (and its 5% and 95% edges when the line has a band). The CSV
 * names a line by its ruleset, build id, pool and measure (`willpower_tathren_mana_turns_to_full`,
 * then `_p5` and `_p95`); the screen by its label ("Tathren (Willpower): mana").
 */
export function comparisonReport(comparison: RegenComparison<RegenEntry>): ReportTable {
  const headings = ['Level'];
  const names = ['level'];
  for (const series of comparison.series) {
    const { ruleset, build, pool } = series.entry;
    const name = `${ruleset} ${build} ${pool} ${comparison.measure}`;
    headings.push(series.label);
    names.push(name);
    if (series.banded) {
      headings.push(`${series.label} 5%`, `${series.label} 95%`);
      names.push(`${name} p5`, `${name} p95`);
    }
  }
  const columns = machineNames(names);
  const lastLevel = Math.max(0, ...comparison.series.map((series) => series.points.length));
  const rows = Array.from({ length: lastLevel }, (_, i) => {
    const level = i + 1;
    const row: (string | number)[] = [level];
    for (const series of comparison.series) {
      const point: ComparePoint | undefined = series.points[i];
      row.push(point === undefined ? '' : cell(point.value));
      if (series.banded) {
        row.push(
          point === undefined ? '' : cell(point.low ?? null),
          point === undefined ? '' : cell(point.high ?? null),
        );
      }
    }
    return row;
  });
  return { title: `${comparison.measureName}: ${comparison.axisTitle}`, columns, headings, rows };
}

/** The bar panel: each line's time to full at one level, with its trace. */
export function comparisonBarsReport(comparison: RegenComparison<RegenEntry>): ReportTable {
  return {
    title: `Turns from empty to full at level ${comparison.level}`,
    columns: ['build', 'level', 'turns_to_full', 'turns_to_full_p5', 'turns_to_full_p95', 'how'],
    headings: ['Build', 'Level', 'Turns to full', '5%', '95%', 'How'],
    rows: comparison.bars.map((bar) => [
      bar.label,
      comparison.level,
      bar.hasLevel ? cell(bar.turnsToFull) : '',
      bar.low === undefined ? '' : cell(bar.low),
      bar.high === undefined ? '' : cell(bar.high),
      bar.trace.join(' '),
    ]),
  };
}
