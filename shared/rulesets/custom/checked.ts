/**
 * A custom ruleset's formulas checked once, not once per question: the worker is asked the
 * screen, Explain and each card of the same ruleset after every keystroke (each a structured
 * copy, so a new object), and the CLI's diff asks each report of each run. The same object is
 * found by identity; a copy by its source's text (tables, inputs, axis and formulas), the last
 * few kept. Reusing the checked ruleset also reuses what the evaluator compiled from it.
 */
import { checkFormulas, type CheckedRuleset } from '../../formula/check';
import { Memo } from '../../engine/memo';
import { customFormulaSource } from './formula-source';
import type { CustomRuleset } from './schema';

const BY_OBJECT = new WeakMap<CustomRuleset, CheckedRuleset>();
/** A handful: the ruleset as typed now, and the few before it (an Undo, the baseline's). */
const BY_SOURCE = new Memo(8);

export function checkedRuleset(ruleset: CustomRuleset): CheckedRuleset {
  const known = BY_OBJECT.get(ruleset);
  if (known !== undefined) return known;
  const source = customFormulaSource(ruleset);
  const checked = BY_SOURCE.get(JSON.stringify(source), () => checkFormulas(source));
  BY_OBJECT.set(ruleset, checked);
  return checked;
}
