/**
 * A ruleset's own checks (`check hp_max@1 >= 1 for every race, class`), run over every row of the
 * tables they name and every level their condition reads: what `wellspring report custom/check`
 * prints, and what a studio's CI runs to guard its balance rules as it guards code.
 */
import { childrenOf, type CheckedRuleset } from './check';
import { FormulaEvaluation, FormulaRefusal } from './evaluate';
import { chance, highest, isRandom, lowest, expectation, type Value } from './outcomes';
import type { FormulaBuild } from './source';
import type { Check, Expr } from './syntax';

export interface CheckOutcome {
  /** The check as written. */
  readonly text: string;
  readonly check: Check;
  /** How many row × level cases it was asked for. */
  readonly cases: number;
  /** How many of them it did not hold in (or could not be computed for). */
  readonly failed: number;
  /**
   * Where it did not hold, in words: a row's failing levels together ("For race elf, it fails at
   * levels 1–3 and 7 (4 of 20): at level 1, mana is 5."), or its own problem.
   */
  readonly failures: readonly string[];
}

/** "1–3, 7 and 9–20": whole numbers in order, runs of them as ranges. */
function levelRanges(levels: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < levels.length;) {
    let j = i;
    while (j + 1 < levels.length && (levels[j + 1] as number) === (levels[j] as number) + 1) j += 1;
    runs.push(i === j ? `${levels[i]}` : `${levels[i]}–${levels[j]}`);
    i = j + 1;
  }
  return runs.length <= 1 ? (runs[0] ?? '') : `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}`;
}

/** A chance as a check says it: never "100%" for one short of certain, nor "0%" for one above none. */
function shareText(p: number): string {
  const percent = p * 100;
  if (p < 1 && percent > 99.995) return 'more than 99.99%';
  if (p > 0 && percent < 0.005) return 'less than 0.01%';
  return `${formatFigure(Number(percent.toPrecision(4)))}%`;
}

/** At most this many row combinations × levels per check: a larger roster is refused by name. */
export const CHECK_CASES_MAX = 100_000;

/** A value in words: `12`, or `a roll from 3 to 18 (mean 10.5)`. */
export function describeValue(value: Value): string {
  if (!isRandom(value)) return formatFigure(value);
  return `a roll from ${formatFigure(lowest(value))} to ${formatFigure(highest(value))} (mean ${formatFigure(expectation(value))})`;
}

function formatFigure(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)));
}

/**
 * Whether an expression's value can change with the level it is asked at: it reads `level`, a
 * `prev()`, a `by level`, or a formula (at its own level) that does. `hp@1` does not.
 */
export function readsLevel(
  expr: Expr,
  ruleset: CheckedRuleset,
  seen = new Map<string, boolean>(),
): boolean {
  const formula = (name: string): boolean => {
    const known = seen.get(name);
    if (known !== undefined) return known;
    seen.set(name, false);
    const definition = ruleset.formulas.get(name)?.definition;
    const reads = definition !== undefined && readsLevel(definition.expr, ruleset, seen);
    seen.set(name, reads);
    return reads;
  };
  if (expr.kind === 'name') {
    return expr.name.text === ruleset.source.axis.name || formula(expr.name.text);
  }
  if (expr.kind === 'at') return readsLevel(expr.level, ruleset, seen);
  if (expr.kind === 'call' && expr.fn.text === 'prev') return true;
  if (expr.kind === 'piecewise') return true;
  return childrenOf(expr).some((child) => readsLevel(child, ruleset, seen));
}

/** The formulas a condition names (`hp_max`, `hp_max@1`), to say what they were where it failed. */
function namedParts(expr: Expr, text: string): Expr[] {
  if (expr.kind === 'name' || expr.kind === 'at') return [expr];
  if (expr.kind === 'call' && ['P', 'E', 'percentile'].includes(expr.fn.text)) return [expr];
  return childrenOf(expr).flatMap((child) => namedParts(child, text));
}

export function runChecks(ruleset: CheckedRuleset, base: FormulaBuild): CheckOutcome[] {
  const { source } = ruleset;
  return ruleset.checks.map((check) => {
    const text = source.text.slice(check.from, check.to).trim();
    // A check with a problem of its own (an unknown name, a number for a condition) is not run.
    const own = ruleset.problems.filter((p) => p.from >= check.from && p.from < check.to);
    if (own.length > 0) {
      return { text, check, cases: 0, failed: 0, failures: own.map((p) => p.message) };
    }
    const tables = check.forEvery.map((word) => source.tables.find((t) => t.name === word.text));
    const unknown = check.forEvery.find((_, i) => tables[i] === undefined);
    if (unknown !== undefined) {
      return {
        text,
        check,
        cases: 0,
        failed: 0,
        failures: [`No table is called “${unknown.text}”.`],
      };
    }
    const levels = readsLevel(check.condition, ruleset)
      ? Array.from(
          { length: source.axis.last - source.axis.first + 1 },
          (_, i) => source.axis.first + i,
        )
      : [source.axis.first];
    const combos = tables.reduce((n, table) => n * (table?.rows.length ?? 0), 1);
    if (combos * levels.length > CHECK_CASES_MAX) {
      return {
        text,
        check,
        cases: 0,
        failed: 0,
        failures: [
          `It would run ${(combos * levels.length).toLocaleString('en-US')} cases; at most ${CHECK_CASES_MAX.toLocaleString('en-US')} are run.`,
        ],
      };
    }
    const failures: string[] = [];
    let cases = 0;
    let failed = 0;
    // Each formula the condition names, once ("hp is 6", not once per time it is named).
    const parts = namedParts(check.condition, source.text).filter(
      (part, i, all) =>
        all.findIndex(
          (other) =>
            source.text.slice(other.from, other.to) === source.text.slice(part.from, part.to),
        ) === i,
    );
    const byLevel = levels.length > 1;
    const visit = (index: number, rows: Record<string, string>): void => {
      const table = tables[index];
      if (table !== undefined) {
        for (const row of table.rows) visit(index + 1, { ...rows, [table.name]: row.id });
        return;
      }
      const run = new FormulaEvaluation(ruleset, { ...base, rows: { ...base.rows, ...rows } });
      const where = Object.entries(rows)
        .map(([name, id]) => `${name} ${id}`)
        .join(', ');
      // This row's failing levels, and what the first of each kind was: it fails, or it cannot
      // be computed (said apart, as their reasons differ).
      const fails: { level: number; said: string }[] = [];
      const refused: { level: number; said: string }[] = [];
      for (const level of levels) {
        cases += 1;
        try {
          const holds = run.expression(check.condition, level, 'check');
          const p = chance(holds);
          if (p >= 1) continue;
          const values = parts
            .map(
              (part) =>
                `${source.text.slice(part.from, part.to)} is ${describeValue(run.expression(part, level, 'check'))}`,
            )
            .join('; ');
          const share = isRandom(holds) ? ` (it holds in ${shareText(p)} of rolls)` : '';
          fails.push({ level, said: `${share}${values === '' ? '' : `: ${values}`}` });
        } catch (error) {
          if (!(error instanceof FormulaRefusal)) throw error;
          refused.push({ level, said: error.message });
        }
      }
      failed += fails.length + refused.length;
      const subject = where === '' ? 'It' : `For ${where}, it`;
      const axis = source.axis.name;
      const [firstFail] = fails;
      if (firstFail !== undefined) {
        if (!byLevel) failures.push(`${subject} fails${firstFail.said}.`);
        else if (fails.length === 1) {
          failures.push(`${subject} fails at ${axis} ${firstFail.level}${firstFail.said}.`);
        } else {
          // One line a row, however many levels: the levels, then the first one's values.
          const many = `${axis}s ${levelRanges(fails.map((f) => f.level))} (${fails.length} of ${levels.length})`;
          const first = firstFail.said.replace(/^: /, '');
          failures.push(
            `${subject} fails at ${many}${first === '' ? '' : `; at ${axis} ${firstFail.level}${first.startsWith(' (') ? '' : ':'} ${first.trim()}`}.`,
          );
        }
      }
      const [firstRefused] = refused;
      if (firstRefused !== undefined) {
        const at = !byLevel
          ? ''
          : refused.length === 1
            ? ` at ${axis} ${firstRefused.level}`
            : ` at ${axis}s ${levelRanges(refused.map((r) => r.level))} (${refused.length} of ${levels.length})`;
        failures.push(`${subject} cannot be computed${at}: ${firstRefused.said}`);
      }
    };
    visit(0, {});
    return { text, check, cases, failed, failures };
  });
}
