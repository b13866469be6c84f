/**
 * Where a formula text names a table, a column, a row or an input, read by the grammar (never by
 * searching the text: `mana` the column is not `mana` the formula, nor a word in a comment), so
 * that renaming one in its table renames it in the formulas as the same edit, and deleting one can
 * say which formulas use it first. A statement the grammar cannot read is left as it is.
 */
import { childrenOf } from './check';
import { lowerFormulas } from './lower';
import type { Expr, Span, Statement } from './syntax';

/** What a designer renames or deletes in a ruleset's tables or inputs. */
export type NamedThing =
  | { readonly kind: 'table'; readonly table: string }
  | { readonly kind: 'column'; readonly table: string; readonly column: string }
  | { readonly kind: 'row'; readonly table: string; readonly row: string }
  | { readonly kind: 'input'; readonly input: string };

interface Place extends Span {
  /** The statement it stands in: its formula's name, or null for a check. */
  readonly formula: string | null;
}

function placesIn(expr: Expr, thing: NamedThing, params: ReadonlySet<string>): Span[] {
  const own: Span[] = [];
  switch (expr.kind) {
    case 'name':
      // A function's parameter of the same name is the parameter, not the table or input.
      if (params.has(expr.name.text)) break;
      if (
        (thing.kind === 'table' && expr.name.text === thing.table) ||
        (thing.kind === 'input' && expr.name.text === thing.input)
      ) {
        own.push(expr.name);
      }
      break;
    case 'column':
    case 'lookup':
      // `race.mana`, `race["orc"].mana`: the table, the column, and a lookup's row by id.
      if (expr.table.text === (thing.kind === 'input' ? null : thing.table)) {
        if (thing.kind === 'table') own.push(expr.table);
        if (thing.kind === 'column' && expr.column.text === thing.column) own.push(expr.column);
        if (
          thing.kind === 'row' &&
          expr.kind === 'lookup' &&
          expr.row.kind === 'id' &&
          expr.row.id.text === thing.row
        ) {
          own.push(expr.row.id);
        }
      }
      break;
    default:
      break;
  }
  return [...own, ...childrenOf(expr).flatMap((child) => placesIn(child, thing, params))];
}

function placesInStatement(statement: Statement, thing: NamedThing): Place[] {
  if (statement.kind === 'check') {
    const forEvery =
      thing.kind === 'table' ? statement.forEvery.filter((word) => word.text === thing.table) : [];
    return [...placesIn(statement.condition, thing, new Set()), ...forEvery].map((span) => ({
      from: span.from,
      to: span.to,
      formula: null,
    }));
  }
  const params = new Set(statement.params.map((param) => param.text));
  return placesIn(statement.expr, thing, params).map((span) => ({
    from: span.from,
    to: span.to,
    formula: statement.name.text,
  }));
}

/** Every place the text names `thing`, in the order of the text. */
export function placesOf(text: string, thing: NamedThing): Place[] {
  return lowerFormulas(text)
    .statements.flatMap((statement) => placesInStatement(statement, thing))
    .sort((a, b) => a.from - b.from);
}

/** The formulas that name `thing` (each once, in the order of the text), and how many checks. */
export function usersOf(
  text: string,
  thing: NamedThing,
): { readonly formulas: readonly string[]; readonly checks: number } {
  const formulas: string[] = [];
  let checks = 0;
  const statements = lowerFormulas(text).statements;
  for (const statement of statements) {
    if (placesInStatement(statement, thing).length === 0) continue;
    if (statement.kind === 'check') checks += 1;
    else if (!formulas.includes(statement.name.text)) formulas.push(statement.name.text);
  }
  return { formulas, checks };
}

/** The text with every place naming `thing` written `to` instead. */
export function renamedIn(text: string, thing: NamedThing, to: string): string {
  let out = text;
  // From the end, so each place's offsets still hold.
  for (const place of [...placesOf(text, thing)].reverse()) {
    out = `${out.slice(0, place.from)}${to}${out.slice(place.to)}`;
  }
  return out;
}
