/**
 * A formula problem as a report line says it: where it stands in the ruleset's text (line and
 * column, counted from 1, as an editor shows them), which formula, and the checker's words.
 */
import type { FormulaProblem } from '../../formula/check';

/** The line and column (from 1) of `offset` in `text`. */
export function positionIn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** "line 4, column 12, in hp_max: Nothing is called “hp_mx”. Did you mean hp_max?" */
export function describeProblem(text: string, problem: FormulaProblem): string {
  const { line, column } = positionIn(text, problem.from);
  const formula = problem.formula === null ? '' : `, in ${problem.formula}`;
  return `line ${line}, column ${column}${formula}: ${problem.message}`;
}
