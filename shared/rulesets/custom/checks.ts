/**
 * `custom/check`: a custom ruleset's own checks (`check hp_max@1 >= 1 for every race, class`),
 * one row each, run over every row of the tables each names and every level its condition reads
 * (`runChecks`, which says each failure in words). A check whose own text has a problem cannot be
 * run, and fails saying so: a studio's CI never passes a rule it could not read. Problems in the
 * other formulas are the report's notes; a check reading such a formula fails as it cannot be
 * computed.
 */
import type { CheckedRuleset } from '../../formula/check';
import type { Span } from '../../formula/syntax';
import { CHECK_CASES_MAX, readsLevel, runChecks } from '../../formula/run-checks';
import { checkWork } from '../../engine/work-bound';
import { LIMITS, type FormulaBuild } from '../../formula/source';
import type { ReportTable } from '../../report/report-table';
import { describeProblem } from './problem-words';

/**
 * The most cases all the checks of one report run together. Lower than one check's own bound
 * (`runChecks`' {@link CHECK_CASES_MAX}) because a case can be a whole rolled recurrence: 1,000
 * races × 100 levels of `prev(hp) + d6` took 10–16 s on this 2-core machine, 20,000 cases about 3.
 * The issue's roster, 10 races × 10 classes × 60 levels, is 6,000 cases a check.
 */
export const CHECK_REPORT_CASES_MAX = 20_000;

/** The failures a row lists in its cell; the rest are counted ("and 12 more"). */
export const LISTED_FAILURES_MAX = 20;

export type CheckVerdict = 'holds' | 'fails' | 'unreadable';

/**
 * Where each statement starts, as the language reads them (`shared/formula/lower.ts`: a line
 * beginning `name =`, `name: unit =` or `check`), and whether it is a check. A check whose text
 * cannot be read is not among the checked ruleset's checks, so the report finds it here: it must
 * fail, not vanish.
 */
const STATEMENT_START = /^[ \t]*(?:[A-Za-z_][A-Za-z_0-9]*[ \t]*(?::[^=\n]*)?=(?!=)|check\b)/gm;

interface WrittenCheck {
  readonly from: number;
  readonly to: number;
}

function writtenChecks(text: string): WrittenCheck[] {
  const starts = [...text.matchAll(STATEMENT_START)];
  return starts.flatMap((match, i) =>
    /^[ \t]*check\b/.test(match[0])
      ? [{ from: match.index, to: starts[i + 1]?.index ?? text.length }]
      : [],
  );
}

/**
 * The cases every check will run, counted as `runChecks` counts them (the rows of each table after
 * "for every", times the levels its condition reads), before any runs, so a file of a thousand
 * checks is refused at once rather than run for minutes. A check past its own bound
 * ({@link CHECK_CASES_MAX}) runs no case: `runChecks` refuses it in its row.
 */
export function casesOfChecks(checked: CheckedRuleset): number {
  const { axis, tables } = checked.source;
  return checked.checks.reduce((total, check) => {
    const combos = check.forEvery.reduce(
      (n, word) => n * (tables.find((table) => table.name === word.text)?.rows.length ?? 0),
      1,
    );
    const levels = readsLevel(check.condition, checked) ? axis.last - axis.first + 1 : 1;
    const cases = combos * levels;
    return total + (cases > CHECK_CASES_MAX ? 0 : cases);
  }, 0);
}

/** What a check the language did not read says, when no problem of its own says why. */
const NOT_READ = `It is not read: the language reads at most ${LIMITS.statements.toLocaleString('en')} formulas and checks.`;

/** A row's words and verdict, and the line stderr says of it when it does not hold. */
interface Row {
  readonly condition: string;
  readonly verdict: CheckVerdict;
  readonly cases: number;
  readonly failures: number;
  readonly said: readonly string[];
}

/** The checks' table for a base build (the rows and inputs a check does not range over). */
export function customChecksTable(
  rulesetName: string,
  checked: CheckedRuleset,
  build: FormulaBuild,
): ReportTable {
  const { text } = checked.source;
  const count = checked.checks.length;
  checkWork(
    `${rulesetName}: ${count.toLocaleString('en')} check${count === 1 ? '' : 's'}`,
    casesOfChecks(checked),
    CHECK_REPORT_CASES_MAX,
    'cases (rows × levels)',
    'check fewer rows or levels, or split the checks between rulesets',
  );
  const outcomes = runChecks(checked, build);
  const within = (from: number, to: number) => (span: Span) => span.from >= from && span.from < to;
  const written = writtenChecks(text);
  const rows: Row[] = written.map((check) => {
    const own = checked.problems.filter(within(check.from, check.to));
    const outcome = outcomes.find((each) => within(check.from, check.to)(each.check));
    const condition = text
      .slice(check.from, check.to)
      .replace(/#.*$/gm, '')
      .trim()
      .replace(/^check\s+/, '')
      .replace(/\s+/g, ' ');
    if (own.length > 0 || outcome === undefined) {
      // Past the language's 1,000 statements a check is not read, and only the first says so.
      const said =
        own.length > 0
          ? own.map((problem) => describeProblem(text, problem))
          : [describeProblem(text, { ...check, formula: null, message: NOT_READ })];
      return { condition, verdict: 'unreadable', cases: 0, failures: 0, said };
    }
    const verdict = outcome.failures.length > 0 ? 'fails' : 'holds';
    const { cases, failed, failures } = outcome;
    return { condition, verdict, cases, failures: failed, said: failures };
  });
  const failures = rows.flatMap((row, index) => {
    if (row.verdict === 'holds') return [];
    const more = row.said.length > 1 ? ` (and ${row.said.length - 1} more)` : '';
    const verb = row.verdict === 'fails' ? 'fails' : 'cannot be read';
    return [
      `${rulesetName}: check ${index + 1} (${row.condition}) ${verb}: ${row.said[0] ?? ''}${more}`,
    ];
  });
  const notes = [
    ...checked.problems
      .filter((problem) => !written.some(({ from, to }) => within(from, to)(problem)))
      .map((problem) => `${rulesetName}: ${describeProblem(text, problem)}`),
    // No check holds nothing: a CI that runs this on a ruleset without checks is told so.
    ...(written.length === 0
      ? [
          `${rulesetName}: the ruleset has no check, so none ran (write one as check hp_max@1 >= 1 for every race, class).`,
        ]
      : []),
  ];
  return {
    title: `${rulesetName}: checks`,
    columns: ['check', 'condition', 'outcome', 'cases', 'failures', 'failing'],
    rows: rows.map((row, index) => {
      const listed = row.said.slice(0, LISTED_FAILURES_MAX);
      const more = row.said.length - listed.length;
      const failing = [...listed, ...(more > 0 ? [`(and ${more} more)`] : [])].join(' ');
      return [index + 1, row.condition, row.verdict, row.cases, row.failures, failing];
    }),
    ...(notes.length > 0 ? { notes } : {}),
    ...(failures.length > 0 ? { failures } : {}),
  };
}
