/**
 * The edits a designer makes to a custom ruleset's tables, inputs and builds, each whole: renaming
 * a table, a column, a row or an input renames it in the formulas and in the builds too (one edit,
 * one undo step), deleting one takes it out of the builds. Pure functions of a ruleset, so the
 * screen, the tests and any later tool make them alike.
 */
import { FORBIDDEN, FUNCTIONS, KEYWORDS } from '../../formula/check';
import { renamedIn } from '../../formula/rename';
import type { CustomBuild, CustomRuleset, CustomTable } from './schema';

type Holds = CustomTable['holds'];

/** A name formulas can read: letters, digits and `_`, not a word of the language. */
export function nameProblem(name: string, taken: readonly string[], noun: string): string | null {
  if (name === '') return `Give the ${noun} a name.`;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    return `A ${noun}’s name is written in formulas: letters, digits and _, starting with a letter (hp_bonus).`;
  }
  if (FORBIDDEN.has(name) || KEYWORDS.has(name) || Object.hasOwn(FUNCTIONS, name)) {
    return `“${name}” is a word of the formula language; choose another.`;
  }
  if (taken.includes(name)) return `There is already a ${noun} called ${name}.`;
  return null;
}

/** A row id a lookup can name (`race["orc"]`): any text without a quote or a line break. */
export function rowIdProblem(id: string, taken: readonly string[]): string | null {
  if (id.trim() === '') return 'Give the row an id.';
  if (/["\n]/.test(id)) return 'A row’s id cannot hold " or a line break.';
  if (taken.includes(id)) return `There is already a row ${id}.`;
  return null;
}

/** `record` with its key `from` written `to`, in the same place. */
function renamedKey<T>(
  record: Readonly<Record<string, T>>,
  from: string,
  to: string,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key === from ? to : key, value]),
  );
}

/** `record` without its key `gone`. */
function withoutKey<T>(record: Readonly<Record<string, T>>, gone: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== gone));
}

function mapTable(
  ruleset: CustomRuleset,
  name: string,
  change: (table: CustomTable) => CustomTable,
): CustomRuleset {
  return {
    ...ruleset,
    tables: ruleset.tables.map((table) => (table.name === name ? change(table) : table)),
  };
}

function mapBuildRows(
  ruleset: CustomRuleset,
  change: (rows: CustomBuild['rows']) => CustomBuild['rows'],
): CustomBuild[] {
  return ruleset.builds.map((build) => ({ ...build, rows: change(build.rows) }));
}

/** A name that is not among `taken`: `base`, else `base_2`, `base_3`, … */
export function freeName(base: string, taken: readonly string[], join = '_'): string {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}${join}${n}`)) n += 1;
  return `${base}${join}${n}`;
}

export function addTable(ruleset: CustomRuleset, name: string, holds: Holds): CustomRuleset {
  return {
    ...ruleset,
    tables: [...ruleset.tables, { name, holds, columns: [], rows: [] }],
  };
}

export function renameTable(ruleset: CustomRuleset, from: string, to: string): CustomRuleset {
  const renamed = mapTable(ruleset, from, (table) => ({ ...table, name: to }));
  return {
    ...renamed,
    text: renamedIn(ruleset.text, { kind: 'table', table: from }, to),
    builds: mapBuildRows(renamed, (rows) => renamedKey(rows, from, to)),
  };
}

export function deleteTable(ruleset: CustomRuleset, name: string): CustomRuleset {
  return {
    ...ruleset,
    tables: ruleset.tables.filter((table) => table.name !== name),
    builds: mapBuildRows(ruleset, (rows) => withoutKey(rows, name)),
  };
}

/**
 * How a build holds a table: `one` picks a row (the first, when it changes to `one`), `many` a
 * list, `lookup` none.
 */
export function setTableHolds(ruleset: CustomRuleset, name: string, holds: Holds): CustomRuleset {
  const changed = mapTable(ruleset, name, (table) => ({ ...table, holds }));
  const first = ruleset.tables.find((table) => table.name === name)?.rows[0]?.id;
  return {
    ...changed,
    builds: mapBuildRows(changed, (rows) => {
      const { [name]: held, ...others } = rows;
      if (holds === 'lookup') return others;
      if (holds === 'many') {
        return { ...others, [name]: held === undefined ? [] : Array.isArray(held) ? held : [held] };
      }
      const one = Array.isArray(held) ? held[0] : held;
      const picked = one ?? first;
      return picked === undefined ? others : { ...others, [name]: picked };
    }),
  };
}

export function addColumn(
  ruleset: CustomRuleset,
  table: string,
  column: string,
  unit: string | null,
): CustomRuleset {
  return mapTable(ruleset, table, (each) => ({
    ...each,
    columns: [...each.columns, { name: column, unit }],
    rows: each.rows.map((row) => ({ ...row, values: { ...row.values, [column]: 0 } })),
  }));
}

export function renameColumn(
  ruleset: CustomRuleset,
  table: string,
  from: string,
  to: string,
): CustomRuleset {
  const renamed = mapTable(ruleset, table, (each) => ({
    ...each,
    columns: each.columns.map((column) =>
      column.name === from ? { ...column, name: to } : column,
    ),
    rows: each.rows.map((row) => ({
      ...row,
      values: renamedKey(row.values, from, to),
    })),
  }));
  return { ...renamed, text: renamedIn(ruleset.text, { kind: 'column', table, column: from }, to) };
}

export function setColumnUnit(
  ruleset: CustomRuleset,
  table: string,
  column: string,
  unit: string | null,
): CustomRuleset {
  return mapTable(ruleset, table, (each) => ({
    ...each,
    columns: each.columns.map((c) => (c.name === column ? { ...c, unit } : c)),
  }));
}

export function deleteColumn(ruleset: CustomRuleset, table: string, column: string): CustomRuleset {
  return mapTable(ruleset, table, (each) => ({
    ...each,
    columns: each.columns.filter((c) => c.name !== column),
    rows: each.rows.map((row) => ({
      ...row,
      values: withoutKey(row.values, column),
    })),
  }));
}

/** Adds a row after the others, every column 0; returns the ruleset and the row's id. */
export function addRow(
  ruleset: CustomRuleset,
  table: string,
): { readonly ruleset: CustomRuleset; readonly id: string } {
  const found = ruleset.tables.find((each) => each.name === table);
  const id = freeName(
    `${table}_${(found?.rows.length ?? 0) + 1}`,
    found?.rows.map((r) => r.id) ?? [],
  );
  const next = mapTable(ruleset, table, (each) => ({
    ...each,
    rows: [...each.rows, { id, values: Object.fromEntries(each.columns.map((c) => [c.name, 0])) }],
  }));
  // A table a build picks one row of, given its first row: every build without a pick takes it.
  if (found?.holds !== 'one' || found.rows.length > 0) return { ruleset: next, id };
  return {
    ruleset: {
      ...next,
      builds: mapBuildRows(next, (rows) =>
        rows[table] === undefined ? { ...rows, [table]: id } : rows,
      ),
    },
    id,
  };
}

export function renameRow(
  ruleset: CustomRuleset,
  table: string,
  from: string,
  to: string,
): CustomRuleset {
  const renamed = mapTable(ruleset, table, (each) => ({
    ...each,
    rows: each.rows.map((row) => (row.id === from ? { ...row, id: to } : row)),
  }));
  return {
    ...renamed,
    text: renamedIn(ruleset.text, { kind: 'row', table, row: from }, to),
    builds: mapBuildRows(renamed, (rows) => {
      const held = rows[table];
      if (held === undefined) return rows;
      const moved = Array.isArray(held)
        ? held.map((id) => (id === from ? to : id))
        : held === from
          ? to
          : held;
      return { ...rows, [table]: moved };
    }),
  };
}

/** Deletes a row; a build that picked it picks the table's first row left (or none). */
export function deleteRow(ruleset: CustomRuleset, table: string, id: string): CustomRuleset {
  const next = mapTable(ruleset, table, (each) => ({
    ...each,
    rows: each.rows.filter((row) => row.id !== id),
  }));
  const first = next.tables.find((each) => each.name === table)?.rows[0]?.id;
  return {
    ...next,
    builds: mapBuildRows(next, (rows) => {
      const held = rows[table];
      if (held === undefined) return rows;
      if (Array.isArray(held)) return { ...rows, [table]: held.filter((each) => each !== id) };
      if (held !== id) return rows;
      const others = withoutKey(rows, table);
      return first === undefined ? others : { ...others, [table]: first };
    }),
  };
}

/** Moves a row up (−1) or down (+1) in its table; the ends stay where they are. */
export function moveRow(
  ruleset: CustomRuleset,
  table: string,
  id: string,
  by: -1 | 1,
): CustomRuleset {
  return mapTable(ruleset, table, (each) => {
    const at = each.rows.findIndex((row) => row.id === id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= each.rows.length) return each;
    const rows = [...each.rows];
    const [row] = rows.splice(at, 1);
    if (row !== undefined) rows.splice(to, 0, row);
    return { ...each, rows };
  });
}

export function setCell(
  ruleset: CustomRuleset,
  table: string,
  id: string,
  column: string,
  value: number,
): CustomRuleset {
  return mapTable(ruleset, table, (each) => ({
    ...each,
    rows: each.rows.map((row) =>
      row.id === id ? { ...row, values: { ...row.values, [column]: value } } : row,
    ),
  }));
}

/** A build picks `row` of a `one` table, or holds `rows` of a `many` table. */
export function setBuildRows(
  ruleset: CustomRuleset,
  buildId: string,
  table: string,
  rows: string | readonly string[],
): CustomRuleset {
  return {
    ...ruleset,
    builds: ruleset.builds.map((build) =>
      build.id === buildId ? { ...build, rows: { ...build.rows, [table]: rows } } : build,
    ),
  };
}

export function setBuildInput(
  ruleset: CustomRuleset,
  buildId: string,
  input: string,
  value: number,
): CustomRuleset {
  return {
    ...ruleset,
    builds: ruleset.builds.map((build) =>
      build.id === buildId ? { ...build, inputs: { ...build.inputs, [input]: value } } : build,
    ),
  };
}

export function addInput(ruleset: CustomRuleset, name: string): CustomRuleset {
  return { ...ruleset, inputs: [...ruleset.inputs, { name, unit: null, initial: 0 }] };
}

export function renameInput(ruleset: CustomRuleset, from: string, to: string): CustomRuleset {
  return {
    ...ruleset,
    text: renamedIn(ruleset.text, { kind: 'input', input: from }, to),
    inputs: ruleset.inputs.map((input) => (input.name === from ? { ...input, name: to } : input)),
    builds: ruleset.builds.map((build) => ({
      ...build,
      inputs: renamedKey(build.inputs, from, to),
    })),
  };
}

export function deleteInput(ruleset: CustomRuleset, name: string): CustomRuleset {
  return {
    ...ruleset,
    inputs: ruleset.inputs.filter((input) => input.name !== name),
    builds: ruleset.builds.map((build) => ({
      ...build,
      inputs: withoutKey(build.inputs, name),
    })),
  };
}

/** A new build after the others: the first row of each `one` table, nothing else held. */
export function addBuild(
  ruleset: CustomRuleset,
  name: string,
): { readonly ruleset: CustomRuleset; readonly id: string } {
  const id = freeName(
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'build',
    ruleset.builds.map((build) => build.id),
    '-',
  );
  const rows = Object.fromEntries(
    ruleset.tables.flatMap((table): [string, string | readonly string[]][] => {
      if (table.holds === 'many') return [[table.name, []]];
      const first = table.rows[0]?.id;
      return table.holds === 'one' && first !== undefined ? [[table.name, first]] : [];
    }),
  );
  return {
    ruleset: { ...ruleset, builds: [...ruleset.builds, { id, name, rows, inputs: {} }] },
    id,
  };
}
