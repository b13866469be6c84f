/**
 * What `wellspring diff` and What changed compare by default is each family's own declaration of
 * its headline reports (a ruleset's `cli.ts`, a grid's declaration): every one is a report of the
 * catalog, listed once, named, in the catalog's order, and every ruleset has at least one.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_REPORTS, DIFF_REPORT_NAMES } from '../../../shared/app/project-diff';
import { REPORTS } from '../../../shared/app/report-catalog';
import { RULESET_LIST } from '../../../shared/app/ruleset-list';

describe('the default diff reports', () => {
  it('are reports of the catalog, each once and named, in its order', () => {
    const names = REPORTS.map((report) => report.name);
    for (const report of DEFAULT_DIFF_REPORTS) expect(names, report).toContain(report);
    expect(new Set(DEFAULT_DIFF_REPORTS).size).toBe(DEFAULT_DIFF_REPORTS.length);
    const order = DEFAULT_DIFF_REPORTS.map((report) => names.indexOf(report));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(Object.keys(DIFF_REPORT_NAMES).sort()).toEqual([...DEFAULT_DIFF_REPORTS].sort());
    for (const name of Object.values(DIFF_REPORT_NAMES)) expect(name.length).toBeGreaterThan(3);
  });

  it('hold a headline of every ruleset, the comparison and the grids that say they are one', () => {
    for (const { meta } of RULESET_LIST) {
      expect(
        DEFAULT_DIFF_REPORTS.some((report) => report.startsWith(`${meta.id}/`)),
        meta.id,
      ).toBe(true);
    }
    expect(DEFAULT_DIFF_REPORTS).toContain('compare/regen');
    expect(DEFAULT_DIFF_REPORTS.filter((report) => report.endsWith('/grid'))).toEqual([
      'willpower/grid',
      'nethack34/grid',
      // Once per custom ruleset, so an edit of a row no build picks shows (custom-changes.test).
      'custom/grid',
    ]);
  });
});
