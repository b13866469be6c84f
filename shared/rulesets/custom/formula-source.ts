/**
 * A custom ruleset of the project file as the formula language reads it: its text, tables, inputs
 * and axis as a `FormulaSource`, a build as a `FormulaBuild`. The file's shape is the language's
 * own, so this is a copy, no translation.
 */
import type { FormulaBuild, FormulaSource } from '../../formula/source';
import type { CustomBuild, CustomRuleset } from './schema';

export function customFormulaSource(ruleset: CustomRuleset): FormulaSource {
  return {
    text: ruleset.text,
    tables: ruleset.tables,
    inputs: ruleset.inputs,
    axis: ruleset.axis,
  };
}

export function customFormulaBuild(build: CustomBuild): FormulaBuild {
  return { rows: build.rows, inputs: build.inputs };
}

/** What a ruleset with no build computes for: no row picked, every input at its initial value. */
export const NO_BUILD: FormulaBuild = { rows: {}, inputs: {} };
