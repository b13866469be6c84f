/**
 * What the `custom` section's schema cannot check: ids and names that must be unique (a ruleset's,
 * a table's, a row's, a column's, an input's, a build's), a row's number in a column its table
 * does not declare, an axis that ends before it starts, and a build naming a table, a row or an
 * input that does not exist. The formula text is not checked here: a formula with a mistake is
 * work in progress, and the reports say its problems (`docs/formulas.md`).
 */
import { duplicateIds, problem, type Path } from '../../project/reference-checks';
import { quoted, type ProjectProblem } from '../../project/problems';
import type { CustomBuild, CustomRuleset, CustomSection, CustomTable } from './schema';

/** Every entry after the first whose name is taken: `repeats the name "race" of entry 0`. */
function duplicateNames(rows: readonly { readonly name: string }[], path: Path): ProjectProblem[] {
  const first = new Map<string, number>();
  const problems: ProjectProblem[] = [];
  rows.forEach((row, index) => {
    const earlier = first.get(row.name);
    if (earlier === undefined) first.set(row.name, index);
    else {
      problems.push(
        problem(
          [...path, index, 'name'],
          `repeats the name ${quoted(row.name)} of entry ${earlier}`,
        ),
      );
    }
  });
  return problems;
}

function tableProblems(table: CustomTable, path: Path): ProjectProblem[] {
  const columns = new Set(table.columns.map((column) => column.name));
  return [
    ...duplicateNames(table.columns, [...path, 'columns']),
    ...duplicateIds(table.rows, [...path, 'rows']),
    ...table.rows.flatMap((row, index) =>
      Object.keys(row.values)
        .filter((column) => !columns.has(column))
        .map((column) =>
          problem(
            [...path, 'rows', index, 'values', column],
            `${table.name} has no column ${quoted(column)}`,
          ),
        ),
    ),
  ];
}

/** A build's picks: each table it names exists and is held as it picks it; each row exists. */
function buildProblems(ruleset: CustomRuleset, build: CustomBuild, path: Path): ProjectProblem[] {
  const problems: ProjectProblem[] = [];
  for (const [name, picked] of Object.entries(build.rows)) {
    const at = [...path, 'rows', name];
    const table = ruleset.tables.find((each) => each.name === name);
    if (table === undefined) {
      problems.push(problem(at, `There is no table ${quoted(name)}`));
      continue;
    }
    const single = typeof picked === 'string';
    if (table.holds === 'lookup') {
      problems.push(problem(at, `${name} is a lookup table: a build picks no row of it`));
      continue;
    }
    if (single !== (table.holds === 'one')) {
      problems.push(
        problem(
          at,
          table.holds === 'one'
            ? `a build holds one ${name}: give its id, not a list`
            : `a build holds any number of ${name} rows: give a list of ids`,
        ),
      );
      continue;
    }
    const ids = new Set(table.rows.map((row) => row.id));
    const each: readonly (readonly [string, Path])[] = single
      ? [[picked, at]]
      : picked.map((id, index) => [id, [...at, index]] as const);
    for (const [id, where] of each) {
      if (!ids.has(id)) problems.push(problem(where, `There is no ${name} ${quoted(id)}`));
    }
  }
  for (const [name, value] of Object.entries(build.inputs)) {
    const input = ruleset.inputs.find((each) => each.name === name);
    if (input === undefined) {
      problems.push(problem([...path, 'inputs', name], `There is no input ${quoted(name)}`));
    } else if (outOfRange(input, value)) {
      problems.push(
        problem([...path, 'inputs', name], `must be ${rangeWords(input)}, not ${value}`),
      );
    }
  }
  return problems;
}

type CustomInput = CustomRuleset['inputs'][number];

/** Whether `value` is outside the input's range (never, while the range itself is upside down). */
function outOfRange(input: CustomInput, value: number): boolean {
  if (input.min !== undefined && input.max !== undefined && input.min > input.max) return false;
  return (
    (input.min !== undefined && value < input.min) || (input.max !== undefined && value > input.max)
  );
}

function rangeWords(input: CustomInput): string {
  if (input.min !== undefined && input.max !== undefined)
    return `from ${input.min} to ${input.max}`;
  return input.min !== undefined ? `at least ${input.min}` : `at most ${input.max}`;
}

/** An input's range: its low end at most its high end, and its value by default within it. */
function inputProblems(input: CustomInput, path: Path): ProjectProblem[] {
  if (input.min !== undefined && input.max !== undefined && input.min > input.max) {
    return [problem([...path, 'max'], `must be at least the min, ${input.min}`)];
  }
  return outOfRange(input, input.initial)
    ? [problem([...path, 'initial'], `must be ${rangeWords(input)}, not ${input.initial}`)]
    : [];
}

function rulesetProblems(ruleset: CustomRuleset, path: Path): ProjectProblem[] {
  const { axis } = ruleset;
  return [
    ...ruleset.inputs.flatMap((input, index) => inputProblems(input, [...path, 'inputs', index])),
    ...duplicateNames(ruleset.tables, [...path, 'tables']),
    ...ruleset.tables.flatMap((table, index) => tableProblems(table, [...path, 'tables', index])),
    ...duplicateNames(ruleset.inputs, [...path, 'inputs']),
    ...(axis.last < axis.first
      ? [problem([...path, 'axis', 'last'], `must be at least the first, ${axis.first}`)]
      : []),
    ...duplicateIds(ruleset.builds, [...path, 'builds']),
    ...ruleset.builds.flatMap((build, index) =>
      buildProblems(ruleset, build, [...path, 'builds', index]),
    ),
  ];
}

/** Every problem of the section beyond its schema, with its JSON path; empty when none. */
export function customProblems(section: CustomSection): ProjectProblem[] {
  const path = ['custom', 'rulesets'];
  return [
    ...duplicateIds(section.rulesets, path),
    ...section.rulesets.flatMap((ruleset, index) => rulesetProblems(ruleset, [...path, index])),
  ];
}
