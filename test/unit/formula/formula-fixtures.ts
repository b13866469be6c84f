/**
 * A small ruleset's tables and inputs for the formula tests: the small game's two races, two
 * classes and items, a Con bonus table by threshold, and the inputs con and resting.
 */
import { checkFormulas, type CheckedRuleset } from '../../../shared/formula/check';
import { FormulaEvaluation } from '../../../shared/formula/evaluate';
import { LEVELS, type FormulaBuild, type FormulaSource } from '../../../shared/formula/source';
import { smallCustomRuleset } from '../../fixtures/custom-ruleset';

export function source(text: string): FormulaSource {
  return {
    text,
    axis: LEVELS,
    inputs: [
      { name: 'con', unit: null, initial: 14 },
      { name: 'resting', unit: null, initial: 0 },
    ],
    tables: [
      // The small game's race, class and item tables (test/fixtures/custom-ruleset.ts).
      ...smallCustomRuleset().tables,
      {
        // NetHack's Con bonus as a table by threshold: the last row whose `from` Con is reached.
        name: 'con_bonuses',
        holds: 'lookup',
        columns: [
          { name: 'from', unit: null },
          { name: 'bonus', unit: 'hp' },
        ],
        rows: [
          { id: 'frail', values: { from: 3, bonus: -2 } },
          { id: 'weak', values: { from: 4, bonus: -1 } },
          { id: 'fair', values: { from: 7, bonus: 0 } },
          { id: 'hale', values: { from: 15, bonus: 1 } },
          { id: 'tough', values: { from: 17, bonus: 2 } },
          { id: 'iron', values: { from: 18, bonus: 3 } },
        ],
      },
    ],
  };
}

export const ELF_WIZARD: FormulaBuild = {
  rows: { race: 'elf', class: 'wizard', item: ['ring', 'amulet'] },
  inputs: {},
};

export function checked(text: string): CheckedRuleset {
  return checkFormulas(source(text));
}

/** The formulas of `text`, checked with no problem, for the elf wizard. */
export function evaluation(text: string, build: FormulaBuild = ELF_WIZARD): FormulaEvaluation {
  const ruleset = checked(text);
  if (ruleset.problems.length > 0) {
    throw new Error(ruleset.problems.map((problem) => problem.message).join('\n'));
  }
  return new FormulaEvaluation(ruleset, build);
}

/** Each problem of `text` as [formula, the text it points at, its message]. */
export function problems(text: string): [string | null, string, string][] {
  return checked(text).problems.map((p) => [p.formula, text.slice(p.from, p.to), p.message]);
}
