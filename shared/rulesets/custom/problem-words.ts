/**
 * A formula problem as a report line says it: where it stands in the ruleset's text (line and
 * column, counted from 1, as an editor shows them), which formula, and the checker's words.
 */
import type { FormulaProblem } from '../../formula/check';
import { positionIn } from '../../formula/syntax';

/** "line 4, column 12, in hp_max: Nothing is called “hp_mx”. Did you mean hp_max?" */
export function describeProblem(text: string, problem: FormulaProblem): string {
  const { line, column } = positionIn(text, problem.from);
  const formula = problem.formula === null ? '' : `, in ${problem.formula}`;
  return `line ${line}, column ${column}${formula}: ${problem.message}`;
}
