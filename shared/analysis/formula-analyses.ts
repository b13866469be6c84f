/**
 * The analyses a ruleset written in formulas gets from its declarations alone (issue 39, item 6):
 * every formula with a unit is a measure, read at a level for a build; "what moves it most" moves
 * each input of the build and each column of the rows it picked by one point; goal seek finds the
 * nearest value of each input with a declared range that meets a target. A roll is read as its
 * mean, as the curves' line is; a formula that cannot give a value (a refusal) reads "never".
 */
import { checkFormulas, type CheckedRuleset } from '../formula/check';
import { FormulaEvaluation, FormulaRefusal } from '../formula/evaluate';
import { lowerFormulas } from '../formula/lower';
import { expectation } from '../formula/outcomes';
import type { FormulaBuild, FormulaSource } from '../formula/source';
import { formatUnit } from '../formula/units';
import type { GridMeasure } from './grid';
import { seekGoal, type GoalDirection, type GoalResult } from './goal-seek';
import {
  rankedMoves,
  roundOrNever,
  type Sensitivity,
  type SensitivityCandidate,
} from './sensitivity';

/** Every formula with a declared unit, as a measure: its name, in its unit, to two decimals. */
export function formulaMeasures(ruleset: CheckedRuleset): GridMeasure[] {
  return [...ruleset.formulas.values()]
    .filter((formula) => formula.definition.unit !== null)
    .map((formula) => ({
      id: formula.name,
      name: formula.name,
      column: formula.name,
      meaning: `${formula.name} in ${formatUnit(formula.shape.unit)}${formula.shape.random ? ', the mean of its roll' : ''}`,
      decimals: 2 as const,
    }));
}

/**
 * Every formula the text defines with a unit, in the order of the text, whether the checks passed
 * it or not: what a grid's columns and the curves can show. A refused one is there so a designer
 * who names it sees its cells without a value (and its problem), not "no such formula".
 */
export function declaredMeasures(ruleset: CheckedRuleset): GridMeasure[] {
  const passed = new Map(formulaMeasures(ruleset).map((measure) => [measure.id, measure]));
  const names = lowerFormulas(ruleset.source.text).statements.flatMap((statement) =>
    statement.kind === 'definition' && statement.unit !== null ? [statement.name.text] : [],
  );
  return [...new Set(names)].map(
    (name) =>
      passed.get(name) ?? {
        id: name,
        name,
        column: name,
        meaning: `${name}, refused by the checks (its problem says why): no value`,
        decimals: 2 as const,
      },
  );
}

/** A formula's figure for a build at a level: a number, a roll's mean, or null where it refuses. */
export function formulaFigure(
  ruleset: CheckedRuleset,
  build: FormulaBuild,
  name: string,
  level: number,
): number | null {
  try {
    return expectation(new FormulaEvaluation(ruleset, build).value(name, level));
  } catch (error) {
    if (error instanceof FormulaRefusal) return null;
    throw error;
  }
}

/** What one move changes: the whole ruleset (a column's value) and the build (an input's). */
interface Moved {
  readonly ruleset: CheckedRuleset;
  readonly build: FormulaBuild;
}

function measureOf(ruleset: CheckedRuleset, name: string): GridMeasure {
  const measure = formulaMeasures(ruleset).find((m) => m.id === name);
  if (measure === undefined) {
    throw new RangeError(`No formula with a unit is called “${name}”.`);
  }
  return measure;
}

function inputValue(source: FormulaSource, build: FormulaBuild, name: string): number {
  const set = Object.hasOwn(build.inputs, name) ? build.inputs[name] : undefined;
  return set ?? source.inputs.find((input) => input.name === name)?.initial ?? 0;
}

/**
 * What moves a formula most at a level: each input one point down and up, each number of the
 * rows the build picked or holds one point down and up (the table edited, as a designer would),
 * and each row of a table it holds any number of (items, talents) on or off; ranked by the larger
 * move.
 */
export function formulaSensitivity(
  ruleset: CheckedRuleset,
  build: FormulaBuild,
  name: string,
  level: number,
): Sensitivity {
  const measure = measureOf(ruleset, name);
  const { source } = ruleset;
  const candidates: SensitivityCandidate<Moved>[] = [];
  for (const input of source.inputs) {
    const now = inputValue(source, build, input.name);
    const at = (value: number): Moved => ({
      ruleset,
      build: { ...build, inputs: { ...build.inputs, [input.name]: value } },
    });
    candidates.push({
      id: `input:${input.name}`,
      kind: 'input',
      name: input.name,
      realistic: 'one point',
      down:
        input.min !== undefined && now - 1 < input.min
          ? null
          : { step: `${now} → ${now - 1}`, moved: at(now - 1) },
      up:
        input.max !== undefined && now + 1 > input.max
          ? null
          : { step: `${now} → ${now + 1}`, moved: at(now + 1) },
    });
  }
  for (const table of source.tables) {
    if (table.holds === 'lookup') continue;
    const picked = build.rows[table.name];
    const held = typeof picked === 'string' ? [picked] : (picked ?? []);
    // A table a build holds any number of rows of (items, talents): each row on or off, as a
    // designer tries an item on; below, the numbers of the rows it holds, as of a race or class.
    if (table.holds === 'many') {
      for (const row of table.rows) {
        const on = held.includes(row.id);
        const rows = (ids: readonly string[]): Moved => ({
          ruleset,
          build: { ...build, rows: { ...build.rows, [table.name]: ids } },
        });
        candidates.push({
          id: `${table.name}:${row.id}`,
          kind: table.name,
          name: `${table.name} ${row.id}`,
          realistic: 'on or off',
          down: on ? { step: 'on → off', moved: rows(held.filter((id) => id !== row.id)) } : null,
          up: on ? null : { step: 'off → on', moved: rows([...held, row.id]) },
        });
      }
    }
    for (const row of table.rows.filter((r) => held.includes(r.id))) {
      for (const column of table.columns) {
        const now = row.values[column.name];
        if (typeof now !== 'number') continue;
        const edited = (value: number): Moved => ({
          build,
          ruleset: checkFormulas({
            ...source,
            tables: source.tables.map((t) =>
              t !== table
                ? t
                : {
                    ...t,
                    rows: t.rows.map((r) =>
                      r !== row ? r : { ...r, values: { ...r.values, [column.name]: value } },
                    ),
                  },
            ),
          }),
        });
        candidates.push({
          id: `${table.name}:${row.id}:${column.name}`,
          kind: `${table.name} column`,
          name: `${table.name} ${row.id}’s ${column.name}`,
          realistic: 'one point',
          down: { step: `${now} → ${now - 1}`, moved: edited(now - 1) },
          up: { step: `${now} → ${now + 1}`, moved: edited(now + 1) },
        });
      }
    }
  }
  const base = formulaFigure(ruleset, build, name, level);
  const rows = rankedMoves(
    candidates,
    base,
    (moved) => formulaFigure(moved.ruleset, moved.build, name, level),
    measure.decimals,
  );
  return {
    title: `What moves ${name} most`,
    measure,
    level,
    at: `${source.axis.name} ${level}`,
    base: roundOrNever(base, measure.decimals),
    rows,
    least: null,
    basis: `${name} at ${source.axis.name} ${level}; each input and each number of the rows the build picked or holds moved one point, each row of a table it holds any number of (items) on or off, the rest as the build has it`,
  };
}

/** The nearest value of each input with a declared range that brings a formula to a target. */
export function formulaGoal(
  ruleset: CheckedRuleset,
  build: FormulaBuild,
  name: string,
  level: number,
  goal: GoalDirection,
  target: number,
): GoalResult {
  const measure = measureOf(ruleset, name);
  const { source } = ruleset;
  const inputs = source.inputs
    .filter((input) => input.min !== undefined && input.max !== undefined)
    .map((input) => ({
      id: input.name,
      name: input.name,
      from: inputValue(source, build, input.name),
      min: input.min as number,
      max: input.max as number,
      figure: (value: number) =>
        formulaFigure(
          ruleset,
          { ...build, inputs: { ...build.inputs, [input.name]: value } },
          name,
          level,
        ),
    }));
  return seekGoal({
    who: 'The build',
    measure,
    at: `${source.axis.name} ${level}`,
    goal,
    target,
    base: formulaFigure(ruleset, build, name, level),
    inputs,
  });
}
