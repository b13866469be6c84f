/**
 * The formula language in the editor (CodeMirror 6): the grammar the engine reads
 * (`shared/formula/parser.ts`, from `formula.grammar`) with highlighting, the names a designer can
 * write with their unit and value for autocomplete and hover, and the checker's "did you mean"
 * as a quick fix. Plain functions over the ruleset and the engine's answer, tested under Node.
 */
import {
  LRLanguage,
  LanguageSupport,
  HighlightStyle,
  syntaxHighlighting,
} from '@codemirror/language';
import { styleTags, tags as t } from '@lezer/highlight';
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { parser } from '../../../shared/formula/parser';
import { FUNCTIONS } from '../../../shared/formula/check';
import { lowerFormulas } from '../../../shared/formula/lower';
import type { CustomRuleset } from '../../../shared/rulesets/custom/schema';
import type { CurveSeries } from '../../../shared/rulesets/custom/engine';
import { formatNumber } from '../../../shared/engine/explain';

export const formulaLanguage = LRLanguage.define({
  name: 'formulas',
  parser: parser.configure({
    props: [
      styleTags({
        Comment: t.lineComment,
        'Number Percent': t.number,
        'Dice Roll RollOpen': t.atom,
        String: t.string,
        'and or not if then else by check for every': t.keyword,
        'Definition/Identifier': t.definition(t.variableName),
        'Call/Identifier': t.function(t.variableName),
        'Unit/Identifier': t.typeName,
        'CompareOp "+" "-" "*" "/" "=" "@" ".."': t.operator,
      }),
    ],
  }),
  languageData: { commentTokens: { line: '#' } },
});

/** Colours from the app's theme (light and dark): `--syntax-*` in app.css. */
const highlight = HighlightStyle.define([
  { tag: t.lineComment, color: 'var(--syntax-comment)', fontStyle: 'italic' },
  { tag: t.number, color: 'var(--syntax-number)' },
  { tag: t.atom, color: 'var(--syntax-number)', fontWeight: '600' },
  { tag: t.string, color: 'var(--syntax-string)' },
  { tag: t.keyword, color: 'var(--syntax-keyword)', fontWeight: '600' },
  { tag: t.definition(t.variableName), color: 'var(--syntax-definition)', fontWeight: '600' },
  { tag: t.function(t.variableName), color: 'var(--syntax-function)' },
  { tag: t.typeName, color: 'var(--syntax-unit)' },
  { tag: t.operator, color: 'var(--muted)' },
]);

export function formulaSupport(): LanguageSupport {
  return new LanguageSupport(formulaLanguage, [syntaxHighlighting(highlight)]);
}

/** A name a formula may read, as autocomplete offers it and hover says it. */
export interface FormulaName {
  readonly label: string;
  /** What kind of name: a formula, an input, a table, a column, a function, the axis. */
  readonly kind: 'formula' | 'input' | 'table' | 'column' | 'function' | 'axis';
  /** Its unit as written, or null: a plain number. */
  readonly unit: string | null;
  /** Its value for the build at the level shown, where the screen has one ("123.5"). */
  readonly value: string | null;
  /** A line on what it is. */
  readonly detail: string;
}

/** A value as the editor shows it: a whole number as is, else to two decimals. */
function shown(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return formatNumber(Math.round(value * 100) / 100);
}

/**
 * Every name the ruleset's formulas may read: its formulas (with their value at `level`: from
 * `series` for those with a unit, from `steps` for the others), its inputs (the build's value), its tables and their columns, the
 * language's functions and the axis.
 */
export function formulaNames(
  ruleset: CustomRuleset,
  inputs: Readonly<Record<string, number>>,
  series: readonly CurveSeries[],
  levels: readonly number[],
  level: number,
  /** The formulas without a unit at `level` (`custom/values`), as far as they are known. */
  steps: Readonly<Record<string, number | null>> = {},
): FormulaName[] {
  const at = levels.indexOf(level);
  const valueOf = (name: string) =>
    shown(series.find((each) => each.name === name)?.values[at] ?? steps[name] ?? null);
  const statements = lowerFormulas(ruleset.text).statements;
  const formulas: FormulaName[] = [];
  const seen = new Set<string>();
  for (const statement of statements) {
    if (statement.kind !== 'definition' || seen.has(statement.name.text)) continue;
    seen.add(statement.name.text);
    const unit =
      statement.unit === null
        ? null
        : [statement.unit.top, ...statement.unit.over].map((word) => word.text).join('/');
    const isFunction = statement.params.length > 0;
    formulas.push({
      label: statement.name.text,
      kind: isFunction ? 'function' : 'formula',
      unit,
      value: isFunction ? null : valueOf(statement.name.text),
      detail: isFunction
        ? `${statement.name.text}(${statement.params.map((p) => p.text).join(', ')}): a function of this ruleset`
        : unit === null
          ? 'a formula without a unit, not charted'
          : 'a formula',
    });
  }
  return [
    ...formulas,
    ...ruleset.inputs.map((input): FormulaName => ({
      label: input.name,
      kind: 'input',
      unit: input.unit,
      value: shown(inputs[input.name] ?? input.initial),
      detail: 'an input of the build',
    })),
    ...ruleset.tables.map((table): FormulaName => ({
      label: table.name,
      kind: 'table',
      unit: null,
      value: null,
      detail:
        table.holds === 'one'
          ? `a table a build picks one row of (${table.name}.column)`
          : table.holds === 'many'
            ? `a table a build holds any rows of (sum(${table.name}.column))`
            : `a lookup table (${table.name}[id].column)`,
    })),
    {
      label: ruleset.axis.name,
      kind: 'axis',
      unit: null,
      value: String(level),
      detail: 'the axis',
    },
    ...Object.entries(FUNCTIONS).map(([label, { says }]): FormulaName => ({
      label,
      kind: 'function',
      unit: null,
      value: null,
      detail: says,
    })),
  ];
}

/** The columns of a table, for autocomplete after `table.`. */
export function columnNames(ruleset: CustomRuleset, tableName: string): FormulaName[] {
  const table = ruleset.tables.find((each) => each.name === tableName);
  return (table?.columns ?? []).map((column) => ({
    label: column.name,
    kind: 'column',
    unit: column.unit,
    value: null,
    detail: `a column of ${table?.name ?? tableName}`,
  }));
}

/** "hp · 123.5 at level 10": a name's unit and value, as the editor says them. */
export function nameSummary(name: FormulaName, axis: string, level: number): string {
  const unit = name.unit === null ? '' : name.unit;
  if (name.value === null) return unit;
  const value = name.kind === 'axis' ? name.value : `${name.value} at ${axis} ${level}`;
  return unit === '' ? value : `${unit} · ${value}`;
}

const COMPLETION_TYPE: Readonly<Record<FormulaName['kind'], string>> = {
  formula: 'variable',
  input: 'variable',
  table: 'class',
  column: 'property',
  function: 'function',
  axis: 'keyword',
};

function completionOf(name: FormulaName, axis: string, level: number): Completion {
  const summary = nameSummary(name, axis, level);
  return {
    label: name.label,
    type: COMPLETION_TYPE[name.kind],
    detail: summary,
    info: name.detail,
  };
}

/**
 * Autocomplete: after `table.`, that table's columns; else every name. `names` is read when asked,
 * so it gives the values of the answer on screen then.
 */
export function formulaCompletions(
  current: () => {
    readonly ruleset: CustomRuleset;
    readonly names: readonly FormulaName[];
    readonly level: number;
  },
) {
  return (context: CompletionContext): CompletionResult | null => {
    const { ruleset, names, level } = current();
    const member = context.matchBefore(/[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z0-9_]*/);
    if (member !== null) {
      const dot = member.text.indexOf('.');
      const columns = columnNames(ruleset, member.text.slice(0, dot));
      if (columns.length === 0) return null;
      return {
        from: member.from + dot + 1,
        options: columns.map((name) => completionOf(name, ruleset.axis.name, level)),
        validFor: /^[A-Za-z0-9_]*$/,
      };
    }
    const word = context.matchBefore(/[A-Za-z_][A-Za-z0-9_]*/);
    if (word === null && !context.explicit) return null;
    return {
      from: word?.from ?? context.pos,
      options: names.map((name) => completionOf(name, ruleset.axis.name, level)),
      validFor: /^[A-Za-z0-9_]*$/,
    };
  };
}

/** The checker's "Did you mean X?" as an edit: the mistaken word in the problem's span, and X. */
export interface QuickFix {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
  /** The button's words: "Use hp_max". */
  readonly label: string;
}

/**
 * The quick fix a problem's words offer, or null: the word the checker quotes (“hp_mx”) where it
 * stands inside the problem's span of `text`, replaced by the name it suggests.
 */
export function quickFixOf(
  text: string,
  problem: { readonly from: number; readonly to: number; readonly message: string },
): QuickFix | null {
  const suggestion = /Did you mean ([A-Za-z_][A-Za-z0-9_]*)\?/.exec(problem.message)?.[1];
  const quoted = /“([^”]+)”/.exec(problem.message)?.[1];
  if (suggestion === undefined || quoted === undefined) return null;
  const span = text.slice(problem.from, problem.to);
  // The last time the word stands whole in the span (a member's span holds its table first).
  const pattern = new RegExp(
    `(?<![A-Za-z0-9_])${quoted.replace(/[^A-Za-z0-9_]/g, '\\$&')}(?![A-Za-z0-9_])`,
    'g',
  );
  let at = -1;
  for (const match of span.matchAll(pattern)) at = match.index;
  if (at < 0) return null;
  const from = problem.from + at;
  return { from, to: from + quoted.length, insert: suggestion, label: `Use ${suggestion}` };
}
