/**
 * Checks a formula ruleset before anything runs (docs/formulas.md, "What the checks say"): every
 * name resolves, no formula needs itself, `prev()` has a level before it, units agree, dice stand
 * only where a roll may, limits hold. Each problem names its formula and its place in the text. A
 * refused formula is never computed as 0: it and the formulas that use it wait, the rest compute.
 */
import { diceSize, facesOf, tooLargeRoll } from './dice';
import { lowerFormulas } from './lower';
import type { FormulaSource, FormulaTable } from './source';
import { LIMITS } from './source';
import { didYouMean } from '../cli/names';
import { positionIn, type Check, type Definition, type Expr, type Span } from './syntax';
import {
  formatUnit,
  isPure,
  joinUnits,
  multiplyUnits,
  sameUnit,
  unitOfName,
  unitOfText,
  type Unit,
} from './units';

export interface FormulaProblem extends Span {
  /** The formula the problem is in, or null (a check, a line that could not be read). */
  readonly formula: string | null;
  readonly message: string;
}

/** What the checker knows of an expression: a number or a condition, its unit, random or fixed. */
export interface Shape {
  readonly type: 'number' | 'condition';
  readonly unit: Unit;
  readonly random: boolean;
}

export interface CheckedFormula {
  readonly name: string;
  readonly definition: Definition;
  readonly shape: Shape;
  /** The formulas it reads at a level of its own choosing (a plain name or `@`), not via prev(). */
  readonly uses: ReadonlySet<string>;
}

export interface CheckedRuleset {
  readonly source: FormulaSource;
  /** Formulas that passed every check, in an order where each comes after what it uses. */
  readonly formulas: ReadonlyMap<string, CheckedFormula>;
  /** Refused formulas (their own problems), and formulas that wait on one (which). */
  readonly refused: ReadonlyMap<string, readonly FormulaProblem[]>;
  readonly waiting: ReadonlyMap<string, string>;
  readonly checks: readonly Check[];
  readonly problems: readonly FormulaProblem[];
}

export const FUNCTIONS: Readonly<
  Record<string, { readonly min: number; readonly max: number; readonly says: string }>
> = {
  min: { min: 2, max: 20, says: 'the smallest of its values' },
  max: { min: 2, max: 20, says: 'the largest of its values' },
  clamp: { min: 3, max: 3, says: 'clamp(x, low, high): x held between low and high' },
  floor: { min: 1, max: 1, says: 'rounded down' },
  ceil: { min: 1, max: 1, says: 'rounded up' },
  trunc: { min: 1, max: 1, says: 'the fraction dropped, toward zero (C’s integer division)' },
  round: { min: 1, max: 1, says: 'rounded to the nearest whole number, halves up' },
  abs: { min: 1, max: 1, says: 'without its sign' },
  prev: { min: 1, max: 1, says: 'prev(name): the formula at the level before' },
  P: { min: 1, max: 1, says: 'P(condition): the chance the condition holds' },
  E: { min: 1, max: 1, says: 'E(x): the mean of a random value' },
  percentile: {
    min: 2,
    max: 2,
    says: 'percentile(x, 95): the value x stays at or below 95% of the time',
  },
  sum: { min: 1, max: 1, says: 'sum(item.mana): a column added over the rows a build holds' },
  count: { min: 1, max: 1, says: 'count(item): how many rows of a table a build holds' },
  d: { min: 1, max: 1, says: 'd(sides): one die' },
  lookup: {
    min: 3,
    max: 3,
    says: 'lookup(con, con_bonus.from, con_bonus.bonus): the row with the largest key at or below the value, as a spreadsheet’s approximate VLOOKUP',
  },
};

/** Never a name: they would reach JavaScript's own objects if a lookup ever used a plain object. */
export const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
export const KEYWORDS = new Set([
  'if',
  'then',
  'else',
  'and',
  'or',
  'not',
  'by',
  'check',
  'for',
  'every',
]);

/** "levels 10–60 have", "level 10 has": a range of an axis as the subject of a sentence. */
function levelsText(axis: string, from: number, to: number): string {
  return from === to ? `${axis} ${from} has` : `${axis}s ${from}–${to} have`;
}

/** A spreadsheet's function name, as the language says it ("IF", "SUM", "MAX"). */
function functionHint(fn: string, known: readonly string[]): string {
  const lower = fn.toLowerCase();
  if (lower === 'if' || lower === 'iif') {
    return ' A choice is written if … then … else …: if level > 3 then 1 else 2.';
  }
  if (lower !== fn && Object.hasOwn(FUNCTIONS, lower)) {
    return ` Did you mean ${lower}? Names are written in lower case.`;
  }
  if (lower === 'power' || lower === 'pow') return ' There is no power: multiply (x * x).';
  if (lower === 'rounddown' || lower === 'int' || lower === 'trunc') return ' Did you mean floor?';
  if (lower === 'roundup') return ' Did you mean ceil?';
  return didYouMean(fn, known);
}

function depthOf(expr: Expr): number {
  const inner = (...parts: Expr[]) => 1 + Math.max(0, ...parts.map(depthOf));
  switch (expr.kind) {
    case 'number':
    case 'name':
    case 'column':
      return 1;
    case 'lookup':
      return expr.row.kind === 'key' ? inner(expr.row.key) : 1;
    case 'dice':
      return expr.die.kind === 'expression' ? inner(expr.die.sides) : 1;
    case 'call':
      return inner(...expr.args);
    case 'negate':
    case 'not':
      return inner(expr.operand);
    case 'arithmetic':
    case 'compare':
    case 'logic':
      return inner(expr.left, expr.right);
    case 'if':
      return inner(expr.condition, expr.then, expr.otherwise);
    case 'piecewise':
      return inner(...expr.pieces.map((piece) => piece.value));
    case 'at':
      return inner(expr.target, expr.level);
  }
}

/** The depth of nesting, counted without recursion (a hostile text may nest thousands deep). */
function nestingOf(text: string): number {
  let depth = 0;
  let most = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '{' || ch === '[') most = Math.max(most, (depth += 1));
    else if (ch === ')' || ch === '}' || ch === ']') depth = Math.max(0, depth - 1);
  }
  return most;
}

export function checkFormulas(source: FormulaSource): CheckedRuleset {
  const problems: FormulaProblem[] = [];
  const own = new Map<string, FormulaProblem[]>();
  const say = (formula: string | null, span: Span, message: string): void => {
    const problem = { from: span.from, to: span.to, formula, message };
    problems.push(problem);
    if (formula !== null) own.set(formula, [...(own.get(formula) ?? []), problem]);
  };

  const text = source.text;
  if (text.length > LIMITS.text) {
    say(
      null,
      { from: LIMITS.text, to: text.length },
      `The formulas are ${text.length.toLocaleString('en-US')} characters long; at most ${LIMITS.text.toLocaleString('en-US')} are read.`,
    );
    return done(source, new Map(), own, [], problems);
  }
  if (nestingOf(text) > LIMITS.depth) {
    say(
      null,
      { from: 0, to: Math.min(text.length, 1) },
      `Brackets nest more than ${LIMITS.depth} deep: split the formula into named parts.`,
    );
    return done(source, new Map(), own, [], problems);
  }
  const lowered = lowerFormulas(text);
  for (const problem of lowered.problems) say(problem.formula, problem, problem.message);
  /** Definitions that could not be read: known by name (so users wait on them), never computed. */
  const broken = new Set(lowered.broken.map((word) => word.text));

  const tables = new Map<string, FormulaTable>(source.tables.map((table) => [table.name, table]));
  const inputs = new Map(source.inputs.map((input) => [input.name, input]));
  const definitions = new Map<string, Definition>();
  const functions = new Map<string, Definition>();
  const checks: Check[] = [];
  if (lowered.statements.length > LIMITS.statements) {
    say(
      null,
      lowered.statements[LIMITS.statements] as Span,
      `At most ${LIMITS.statements} formulas and checks are read.`,
    );
  }
  for (const statement of lowered.statements.slice(0, LIMITS.statements)) {
    if (statement.to - statement.from > LIMITS.statement) {
      say(
        statement.kind === 'definition' ? statement.name.text : null,
        statement,
        `This line is ${statement.to - statement.from} characters long; at most ${LIMITS.statement} are read: split it into named parts.`,
      );
      continue;
    }
    if (statement.kind === 'check') {
      checks.push(statement);
      continue;
    }
    const name = statement.name.text;
    if (FORBIDDEN.has(name) || KEYWORDS.has(name) || name in FUNCTIONS) {
      say(
        name,
        statement.name,
        `“${name}” cannot name a formula: it is ${FORBIDDEN.has(name) ? 'reserved' : 'a word of the language'}.`,
      );
      continue;
    }
    if (tables.has(name) || inputs.has(name) || name === source.axis.name) {
      const what = tables.has(name)
        ? 'a table'
        : inputs.has(name)
          ? 'an input of the build'
          : 'the level axis';
      say(name, statement.name, `“${name}” is already ${what}: name the formula otherwise.`);
      continue;
    }
    const first = definitions.get(name) ?? functions.get(name);
    if (first !== undefined) {
      say(
        name,
        statement.name,
        `${name} is defined twice; the first is on line ${positionIn(source.text, first.from).line}.`,
      );
      continue;
    }
    if (depthOf(statement.expr) > LIMITS.depth) {
      say(
        name,
        statement.expr,
        `This formula nests more than ${LIMITS.depth} deep: split it into named parts.`,
      );
      continue;
    }
    if (statement.params.length > 0) {
      functions.set(name, statement);
      continue;
    }
    definitions.set(name, statement);
  }
  // The ruleset's own functions, written into each formula that calls them.
  for (const [name, fn] of functions) {
    const seen = new Set<string>();
    for (const param of fn.params) {
      if (seen.has(param.text)) say(name, param, `${name} names ${param.text} twice.`);
      seen.add(param.text);
    }
    if (fn.unit !== null) {
      say(
        name,
        fn.unit,
        `A function has no unit of its own: give one to the formulas that call ${name}.`,
      );
    }
  }
  /** Parts the current formula's expansion may still write (a nest of functions can double each time). */
  let budget = 0;
  for (const [name, definition] of definitions) {
    if (functions.size === 0) break;
    budget = LIMITS.expanded;
    const expanded = expandCalls(definition.expr, name, []);
    if (budget < 0) {
      say(
        name,
        definition.expr,
        `${name} is too large once its functions are written in (over ${LIMITS.expanded.toLocaleString('en-US')} parts): name the parts it repeats.`,
      );
    } else if (expanded !== definition.expr) {
      definitions.set(name, { ...definition, expr: expanded });
    }
  }

  /** `expr` with each call of a ruleset function replaced by its body, its arguments in place. */
  function expandCalls(expr: Expr, formula: string | null, stack: readonly string[]): Expr {
    if (budget < 0) return expr;
    if (expr.kind === 'call' && functions.has(expr.fn.text)) {
      const fn = functions.get(expr.fn.text) as Definition;
      const name = fn.name.text;
      if (stack.includes(name)) {
        say(
          formula,
          expr.fn,
          `${name} calls itself: ${[...stack, name].join(' → ')}. A function cannot; use prev() in a formula.`,
        );
        return expr;
      }
      if (expr.args.length !== fn.params.length) {
        say(
          formula,
          expr,
          `${name} takes ${fn.params.length} value${fn.params.length === 1 ? '' : 's'} (${fn.params.map((p) => p.text).join(', ')}), not ${expr.args.length}.`,
        );
        return expr;
      }
      const args = expr.args.map((arg) => expandCalls(arg, formula, stack));
      for (const arg of args) {
        if (rollsHere(arg)) {
          say(
            formula,
            arg,
            `Pass a roll to ${name} by its name (r = d6, then ${name}(r)), so that it is one roll wherever ${name} reads it.`,
          );
        }
      }
      const bound = new Map(fn.params.map((param, i) => [param.text, args[i] as Expr]));
      const body = substitute(fn.expr, bound);
      budget -= sizeOf(body);
      // The body written in stands where the call was written: Explain names it by the call's
      // text (`die(role.pw_inrnd)`, not the body's `if n > 0 then d(n) else 0`), and a problem
      // of the whole points at the call.
      const expanded = expandCalls(body, formula, [...stack, name]);
      return { ...expanded, from: expr.from, to: expr.to };
    }
    return mapChildren(expr, (child) => expandCalls(child, formula, stack));
  }

  const known = [
    ...definitions.keys(),
    ...broken,
    ...inputs.keys(),
    source.axis.name,
    ...tables.keys(),
  ];

  // Names, functions, prev's base case and what each formula uses, formula by formula.
  const uses = new Map<string, Set<string>>();
  /** The formulas the statement being walked reads (a check's are read and forgotten). */
  let used = new Set<string>();
  for (const [name, definition] of definitions) {
    used = new Set<string>();
    uses.set(name, used);
    walkNames(definition.expr, name, false, false);
  }
  // A check's names are checked as a formula's are, its functions written in first.
  const expandedChecks = checks.map((check) => {
    budget = LIMITS.expanded;
    const condition = expandCalls(check.condition, null, []);
    used = new Set<string>();
    walkNames(condition, null, false, false);
    return condition === check.condition ? check : { ...check, condition };
  });
  checks.splice(0, checks.length, ...expandedChecks);

  function walkNames(
    expr: Expr,
    formula: string | null,
    inPrev: boolean,
    afterFirst: boolean,
  ): void {
    const visit = (child: Expr, after = afterFirst) => walkNames(child, formula, false, after);
    switch (expr.kind) {
      case 'number':
        return;
      case 'dice':
        if (expr.count > LIMITS.dice)
          say(formula, expr, `At most ${LIMITS.dice} dice in one roll, not ${expr.count}.`);
        if (expr.die.kind === 'sides' && (expr.die.sides < 1 || expr.die.sides > LIMITS.sides)) {
          say(formula, expr, `A die has 1 to ${LIMITS.sides} sides, not ${expr.die.sides}.`);
        }
        if (expr.die.kind === 'faces' && expr.die.faces.length > LIMITS.sides) {
          say(formula, expr, `A die has at most ${LIMITS.sides} faces.`);
        }
        if (expr.die.kind !== 'expression' && expr.count <= LIMITS.dice) {
          const faces =
            expr.die.kind === 'sides'
              ? facesOf(Math.min(expr.die.sides, LIMITS.sides))
              : expr.die.faces;
          const size = diceSize(
            expr.count,
            faces,
            expr.keep,
            Math.min(expr.explode, LIMITS.explode),
          );
          if (faces.length > 0 && (size.outcomes > LIMITS.outcomes || size.work > LIMITS.work)) {
            say(formula, expr, tooLargeRoll(size));
          }
        }
        if (expr.explode > LIMITS.explode)
          say(
            formula,
            expr,
            `A die explodes at most ${LIMITS.explode} times, not ${expr.explode}.`,
          );
        if (expr.keep !== null && expr.keep.count > expr.count)
          say(
            formula,
            expr,
            `It keeps ${expr.keep.count} of ${expr.count} dice: keep at most as many as are rolled.`,
          );
        if (expr.die.kind === 'expression') visit(expr.die.sides);
        return;
      case 'name': {
        const n = expr.name.text;
        if (FORBIDDEN.has(n)) return say(formula, expr, `“${n}” is not a name a formula can read.`);
        if (definitions.has(n) || broken.has(n)) {
          if (!inPrev) used.add(n);
          return;
        }
        if (inputs.has(n) || n === source.axis.name) return;
        if (tables.has(n))
          return say(
            formula,
            expr,
            `${n} is a table: read one of its columns, e.g. ${n}.${tables.get(n)?.columns[0]?.name ?? 'column'}.`,
          );
        if (functions.has(n)) {
          return say(formula, expr, `${n} is a function: call it with its values, ${n}(…).`);
        }
        return say(formula, expr, `Nothing is called “${n}”.${didYouMean(n, known)}`);
      }
      case 'column':
      case 'lookup': {
        const table = tables.get(expr.table.text);
        if (FORBIDDEN.has(expr.table.text) || table === undefined) {
          return say(
            formula,
            expr.table,
            `No table is called “${expr.table.text}”.${didYouMean(expr.table.text, tables.keys())}`,
          );
        }
        const columns = table.columns.map((column) => column.name);
        if (FORBIDDEN.has(expr.column.text) || !columns.includes(expr.column.text)) {
          return say(
            formula,
            expr.column,
            `${table.name} has no column “${expr.column.text}”.${didYouMean(expr.column.text, columns)}`,
          );
        }
        if (expr.kind === 'lookup') {
          if (expr.row.kind === 'key') return visit(expr.row.key);
          const id = expr.row.id;
          if (table.rows.some((row) => row.id === id.text)) return;
          const ids = table.rows.map((row) => row.id);
          return say(
            formula,
            id,
            `${table.name} has no row “${id.text}”.${didYouMean(id.text, ids)}`,
          );
        }
        if (expr.kind === 'column' && table.holds === 'lookup') {
          return say(
            formula,
            expr,
            `No build holds a ${table.name} row: read one by its id, e.g. ${table.name}["${table.rows[0]?.id ?? 'id'}"].${expr.column.text}.`,
          );
        }
        if (expr.kind === 'column' && table.holds === 'many') {
          return say(
            formula,
            expr,
            `A build holds any number of ${table.name} rows: add them up with sum(${table.name}.${expr.column.text}).`,
          );
        }
        return;
      }
      case 'call': {
        const fn = expr.fn.text;
        const spec = Object.hasOwn(FUNCTIONS, fn) ? FUNCTIONS[fn] : undefined;
        if (spec === undefined) {
          // A call of the ruleset's own function left unexpanded was refused where it was met.
          if (functions.has(fn)) return;
          return say(
            formula,
            expr.fn,
            `There is no function “${fn}”.${functionHint(fn, [...Object.keys(FUNCTIONS), ...functions.keys()])}`,
          );
        }
        if (expr.args.length < spec.min || expr.args.length > spec.max) {
          const wanted = spec.min === spec.max ? `${spec.min}` : `${spec.min} to ${spec.max}`;
          return say(
            formula,
            expr,
            `${fn} takes ${wanted} value${spec.max === 1 ? '' : 's'}, not ${expr.args.length}: ${spec.says}.`,
          );
        }
        if (fn === 'prev') {
          const [target] = expr.args;
          if (
            target?.kind !== 'name' ||
            !(definitions.has(target.name.text) || broken.has(target.name.text))
          ) {
            return say(
              formula,
              expr,
              'prev() takes the name of a formula: prev(hp_max) is hp_max at the level before.',
            );
          }
          if (!afterFirst) {
            return say(
              formula,
              expr,
              `prev(${target.name.text}) has no level before ${source.axis.name} ${source.axis.first}: put it in a \`by ${source.axis.name}\` piece that starts at ${source.axis.first + 1} or later, and give ${source.axis.name} ${source.axis.first} its own value.`,
            );
          }
          return walkNames(target, formula, true, afterFirst);
        }
        if (fn === 'sum' || fn === 'count') {
          const [arg] = expr.args;
          const tableName =
            arg?.kind === 'column' ? arg.table.text : arg?.kind === 'name' ? arg.name.text : null;
          const table = tableName === null ? undefined : tables.get(tableName);
          if (fn === 'count' && arg?.kind === 'name' && table?.holds === 'many') return;
          if (fn === 'sum' && arg?.kind === 'column' && table?.holds === 'many') {
            const columns = table.columns.map((column) => column.name);
            if (columns.includes(arg.column.text)) return;
            return say(
              formula,
              arg.column,
              `${table.name} has no column “${arg.column.text}”.${didYouMean(arg.column.text, columns)}`,
            );
          }
          const many = source.tables.filter((t) => t.holds === 'many').map((t) => t.name);
          return say(
            formula,
            expr,
            `${fn} reads a table a build holds many rows of${many.length > 0 ? ` (${many.join(', ')})` : ''}: ${FUNCTIONS[fn]?.says}.`,
          );
        }
        if (fn === 'lookup') {
          const [value, key, result] = expr.args;
          const columnOf = (arg: Expr | undefined) => (arg?.kind === 'column' ? arg : null);
          const keyColumn = columnOf(key);
          const resultColumn = columnOf(result);
          const table = keyColumn === null ? undefined : tables.get(keyColumn.table.text);
          if (
            keyColumn === null ||
            resultColumn === null ||
            table === undefined ||
            table.holds !== 'lookup' ||
            resultColumn.table.text !== keyColumn.table.text
          ) {
            const lookups = source.tables.filter((t) => t.holds === 'lookup').map((t) => t.name);
            return say(
              formula,
              expr,
              `lookup(value, table.key, table.column) reads two columns of one lookup table${lookups.length > 0 ? ` (${lookups.join(', ')})` : ''}: the row with the largest key at or below the value.`,
            );
          }
          const columns = table.columns.map((column) => column.name);
          for (const column of [keyColumn, resultColumn]) {
            if (!columns.includes(column.column.text)) {
              return say(
                formula,
                column.column,
                `${table.name} has no column “${column.column.text}”.${didYouMean(column.column.text, columns)}`,
              );
            }
          }
          return visit(value as Expr);
        }
        for (const arg of expr.args) visit(arg);
        return;
      }
      case 'negate':
      case 'not':
        return visit(expr.operand);
      case 'arithmetic':
      case 'compare':
      case 'logic':
        visit(expr.left);
        return visit(expr.right);
      case 'if':
        visit(expr.condition);
        visit(expr.then);
        return visit(expr.otherwise);
      case 'piecewise': {
        if (expr.axis.text !== source.axis.name) {
          return say(
            formula,
            expr.axis,
            `Pieces go by ${source.axis.name}: write \`by ${source.axis.name} { … }\`.`,
          );
        }
        checkPieces(expr, formula);
        for (const piece of expr.pieces) visit(piece.value, piece.first > source.axis.first);
        return;
      }
      case 'at': {
        const target = expr.target.kind === 'name' ? expr.target.name.text : null;
        if (
          target !== null &&
          !definitions.has(target) &&
          !broken.has(target) &&
          !inputs.has(target) &&
          !tables.has(target) &&
          target !== source.axis.name
        ) {
          return say(
            formula,
            expr.target,
            `Nothing is called “${target}”.${didYouMean(target, known)}`,
          );
        }
        if (
          expr.target.kind !== 'name' ||
          !(definitions.has(expr.target.name.text) || broken.has(expr.target.name.text))
        ) {
          return say(
            formula,
            expr.target,
            `@ takes the name of a formula: hp_max@10 is hp_max at ${source.axis.name} 10.`,
          );
        }
        used.add(expr.target.name.text);
        return visit(expr.level);
      }
    }
  }

  function checkPieces(expr: Extract<Expr, { kind: 'piecewise' }>, formula: string | null): void {
    const { first, last, name } = source.axis;
    let next = first;
    for (const piece of expr.pieces) {
      if (
        !Number.isInteger(piece.first) ||
        !Number.isInteger(piece.last) ||
        piece.last < piece.first
      ) {
        say(
          formula,
          piece,
          `A piece covers whole ${name}s, low to high: ${piece.first}..${piece.last} does not.`,
        );
        return;
      }
      if (piece.first !== next) {
        say(
          formula,
          piece,
          piece.first < next
            ? `${name} ${piece.first} is covered twice: this piece should start at ${next}.`
            : `${levelsText(name, next, piece.first - 1)} no piece: this one starts at ${piece.first}.`,
        );
        return;
      }
      next = piece.last + 1;
    }
    if (next <= last) say(formula, expr, `${levelsText(name, next, last)} no piece.`);
    else if (next > last + 1) say(formula, expr, `The pieces go past ${name} ${last}, the last.`);
  }

  // Cycles: a formula that needs itself, by any path (prev() is not a path: it reads a level before).
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, path: string[]): void => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      const cycle = [...path.slice(path.indexOf(name)), name];
      for (const member of new Set(cycle)) {
        const definition = definitions.get(member);
        if (definition)
          say(
            member,
            definition.name,
            `${member} needs itself: ${cycle.join(' → ')}. Use prev() to read a level before.`,
          );
      }
      return;
    }
    state.set(name, 'open');
    for (const used of uses.get(name) ?? []) visit(used, [...path, name]);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of definitions.keys()) visit(name, []);

  // A division by a column some row holds 0 in, or by a die that can show 0, outside any `if`
  // that could guard it: found before a build ever meets it.
  for (const [name, definition] of definitions) {
    if (!own.has(name)) divisions(definition.expr, name, false);
  }
  function divisions(expr: Expr, formula: string, guarded: boolean): void {
    if (expr.kind === 'arithmetic' && expr.op === '/' && !guarded) {
      const divisor = expr.right;
      const said = source.text.slice(divisor.from, divisor.to);
      if (divisor.kind === 'column') {
        const table = tables.get(divisor.table.text);
        const zero = table?.rows.find((row) => row.values[divisor.column.text] === 0);
        if (table !== undefined && zero !== undefined) {
          say(
            formula,
            divisor,
            `Division by ${said}, which is 0 for ${table.name} “${zero.id}”: guard it, e.g. if ${said} > 0 then … else ….`,
          );
        }
      }
      if (
        divisor.kind === 'dice' &&
        divisor.die.kind === 'faces' &&
        divisor.die.faces.includes(0)
      ) {
        say(
          formula,
          divisor,
          `Division by ${said}, which can roll 0: guard it, or give the die no 0 face.`,
        );
      }
    }
    const inside = guarded || expr.kind === 'if';
    for (const child of childrenOf(expr)) divisions(child, formula, inside);
  }

  // Shapes and units, in dependency order; a formula waits on a refused one it uses.
  const shapes = new Map<string, Shape>();
  const waiting = new Map<string, string>();
  const formulas = new Map<string, CheckedFormula>();
  for (const name of order) {
    const definition = definitions.get(name);
    if (!definition || own.has(name)) continue;
    const blocker = [...(uses.get(name) ?? []), ...prevTargets(definition.expr)].find(
      (used) => used !== name && (own.has(used) || waiting.has(used)),
    );
    if (blocker !== undefined) {
      waiting.set(name, waiting.get(blocker) ?? blocker);
      continue;
    }
    const declared = definition.unit === null ? null : unitOfText(definition.unit);
    if (declared !== null) shapes.set(name, { type: 'number', unit: declared, random: false });
    const shape = shapeOf(definition.expr, name);
    if (own.has(name)) continue;
    // A pure number (a chance from P(…), casts from mp / mp) is a count or a share: its declared
    // unit names what it counts (`casts: casts = floor(max_mana / cost)`, `good: chance = …`).
    if (declared !== null && !isPure(shape.unit) && !sameUnit(declared, shape.unit)) {
      say(
        name,
        definition.expr,
        `${name} is declared in ${formatUnit(declared)} but its formula gives ${formatUnit(shape.unit)}.`,
      );
      continue;
    }
    const final = { ...shape, unit: declared ?? shape.unit };
    shapes.set(name, final);
    formulas.set(name, { name, definition, shape: final, uses: uses.get(name) ?? new Set() });
  }
  for (const check of checks) {
    // "for every racee": a check over a table that is not there cannot run, so it is not read.
    for (const word of check.forEvery) {
      if (!tables.has(word.text) || FORBIDDEN.has(word.text)) {
        say(
          null,
          word,
          `No table is called “${word.text}”.${didYouMean(word.text, tables.keys())}`,
        );
      }
    }
    const shape = shapeOf(check.condition, null);
    if (shape.type !== 'condition') {
      say(
        null,
        check.condition,
        'A check needs a condition (a comparison such as hp_max@1 >= 1), not a number.',
      );
    }
  }
  return done(source, formulas, own, checks, problems, waiting);

  function columnUnit(table: string, column: string): Unit {
    return unitOfName(tables.get(table)?.columns.find((c) => c.name === column)?.unit ?? null);
  }

  function shapeOf(expr: Expr, formula: string | null): Shape {
    const fixedNumber = (unit: Unit): Shape => ({ type: 'number', unit, random: false });
    const needNumber = (shape: Shape, at: Span, what: string): void => {
      if (shape.type !== 'number')
        say(
          formula,
          at,
          `${what} needs a number, not a condition: compare it (x > 0) or take P(…).`,
        );
    };
    const needCondition = (shape: Shape, at: Span, what: string): void => {
      if (shape.type !== 'condition')
        say(formula, at, `${what} needs a condition (a comparison such as x > 0), not a number.`);
    };
    const needFixed = (shape: Shape, at: Span, what: string): void => {
      if (shape.random)
        say(
          formula,
          at,
          `${what} must be a fixed number, not a roll: take E(…) or percentile(…, 50) of it.`,
        );
    };
    const sameUnits = (a: Shape, b: Shape, at: Span, what: string): Unit => {
      if (!sameUnit(a.unit, b.unit))
        say(
          formula,
          at,
          `${what} ${formatUnit(a.unit)} and ${formatUnit(b.unit)}: they do not add up.`,
        );
      return joinUnits(a.unit, b.unit);
    };
    switch (expr.kind) {
      case 'number':
        return fixedNumber(null);
      case 'dice':
        if (expr.die.kind === 'expression') {
          const sides = shapeOf(expr.die.sides, formula);
          needNumber(sides, expr.die.sides, 'A die’s sides');
          needFixed(sides, expr.die.sides, 'A die’s sides');
        }
        return { type: 'number', unit: null, random: true };
      case 'name': {
        const n = expr.name.text;
        if (n === source.axis.name) return fixedNumber(null);
        if (inputs.has(n)) return fixedNumber(unitOfName(inputs.get(n)?.unit ?? null));
        return shapes.get(n) ?? fixedNumber(null);
      }
      case 'column':
        return fixedNumber(columnUnit(expr.table.text, expr.column.text));
      case 'lookup':
        if (expr.row.kind === 'key') {
          const key = shapeOf(expr.row.key, formula);
          needNumber(key, expr.row.key, `A row of ${expr.table.text}`);
          needFixed(key, expr.row.key, `A row of ${expr.table.text}`);
        }
        return fixedNumber(columnUnit(expr.table.text, expr.column.text));
      case 'call': {
        const fn = expr.fn.text;
        const args =
          fn === 'prev' || fn === 'sum' || fn === 'count' || fn === 'lookup'
            ? []
            : expr.args.map((arg) => shapeOf(arg, formula));
        if (fn === 'prev') {
          const target = expr.args[0];
          return target?.kind === 'name'
            ? (shapes.get(target.name.text) ?? fixedNumber(null))
            : fixedNumber(null);
        }
        if (fn === 'sum') {
          const arg = expr.args[0];
          return fixedNumber(
            arg?.kind === 'column' ? columnUnit(arg.table.text, arg.column.text) : null,
          );
        }
        if (fn === 'count') return fixedNumber({});
        if (fn === 'lookup') {
          const [value, , result] = expr.args;
          const shape = shapeOf(value as Expr, formula);
          needNumber(shape, value as Expr, 'lookup(…)');
          needFixed(shape, value as Expr, 'The value lookup(…) looks up');
          return fixedNumber(
            result?.kind === 'column' ? columnUnit(result.table.text, result.column.text) : null,
          );
        }
        if (fn === 'P') {
          needCondition(args[0] as Shape, expr.args[0] as Expr, 'P(…)');
          return fixedNumber({});
        }
        if (fn === 'd') {
          needFixed(args[0] as Shape, expr.args[0] as Expr, 'A die’s sides');
          return { type: 'number', unit: null, random: true };
        }
        args.forEach((arg, i) => needNumber(arg, expr.args[i] as Expr, `${fn}(…)`));
        if (fn === 'E') return { ...(args[0] as Shape), random: false };
        if (fn === 'percentile') {
          needFixed(args[1] as Shape, expr.args[1] as Expr, 'The percentile');
          const q = expr.args[1];
          if (q?.kind === 'number' && (q.value < 0 || q.value > 100))
            say(formula, q, 'A percentile is from 0 to 100.');
          return { ...(args[0] as Shape), random: false };
        }
        let unit: Unit = null;
        if (fn === 'min' || fn === 'max' || fn === 'clamp') {
          for (const arg of args) {
            if (!sameUnit(unit, arg.unit))
              say(
                formula,
                expr,
                `${fn}(…) compares ${formatUnit(unit)} with ${formatUnit(arg.unit)}.`,
              );
            unit = joinUnits(unit, arg.unit);
          }
        } else unit = (args[0] as Shape).unit;
        return { type: 'number', unit, random: args.some((arg) => arg.random) };
      }
      case 'negate': {
        const operand = shapeOf(expr.operand, formula);
        needNumber(operand, expr.operand, 'A minus sign');
        return operand;
      }
      case 'arithmetic': {
        const left = shapeOf(expr.left, formula);
        const right = shapeOf(expr.right, formula);
        needNumber(left, expr.left, `“${expr.op}”`);
        needNumber(right, expr.right, `“${expr.op}”`);
        const random = left.random || right.random;
        if (expr.op === '/' && expr.right.kind === 'number' && expr.right.value === 0) {
          say(formula, expr.right, 'Division by 0.');
        }
        if (expr.op === '+' || expr.op === '-') {
          return {
            type: 'number',
            unit: sameUnits(left, right, expr, expr.op === '+' ? 'It adds' : 'It subtracts'),
            random,
          };
        }
        return {
          type: 'number',
          unit: multiplyUnits(left.unit, right.unit, expr.op === '*' ? 1 : -1),
          random,
        };
      }
      case 'compare': {
        const left = shapeOf(expr.left, formula);
        const right = shapeOf(expr.right, formula);
        needNumber(left, expr.left, 'A comparison');
        needNumber(right, expr.right, 'A comparison');
        sameUnits(left, right, expr, 'It compares');
        return { type: 'condition', unit: null, random: left.random || right.random };
      }
      case 'logic': {
        const left = shapeOf(expr.left, formula);
        const right = shapeOf(expr.right, formula);
        needCondition(left, expr.left, `“${expr.op}”`);
        needCondition(right, expr.right, `“${expr.op}”`);
        return { type: 'condition', unit: null, random: left.random || right.random };
      }
      case 'not': {
        const operand = shapeOf(expr.operand, formula);
        needCondition(operand, expr.operand, '“not”');
        return operand;
      }
      case 'if': {
        const condition = shapeOf(expr.condition, formula);
        needCondition(condition, expr.condition, '“if”');
        const then = shapeOf(expr.then, formula);
        const otherwise = shapeOf(expr.otherwise, formula);
        if (then.type !== otherwise.type)
          say(formula, expr, 'One branch gives a number and the other a condition.');
        const unit = sameUnits(then, otherwise, expr, 'Its branches give');
        return {
          type: then.type,
          unit,
          random: condition.random || then.random || otherwise.random,
        };
      }
      case 'piecewise': {
        const shapes = expr.pieces.map((piece) => shapeOf(piece.value, formula));
        let unit: Unit = null;
        for (const [i, shape] of shapes.entries()) {
          if (!sameUnit(unit, shape.unit))
            say(
              formula,
              expr.pieces[i] as Span,
              `This piece gives ${formatUnit(shape.unit)}, an earlier one ${formatUnit(unit)}.`,
            );
          unit = joinUnits(unit, shape.unit);
        }
        return {
          type: shapes[0]?.type ?? 'number',
          unit,
          random: shapes.some((shape) => shape.random),
        };
      }
      case 'at': {
        const level = shapeOf(expr.level, formula);
        needNumber(level, expr.level, 'The level after @');
        needFixed(level, expr.level, 'The level after @');
        return expr.target.kind === 'name'
          ? (shapes.get(expr.target.name.text) ?? fixedNumber(null))
          : fixedNumber(null);
      }
    }
  }
}

function prevTargets(expr: Expr): string[] {
  const out: string[] = [];
  const walk = (e: Expr): void => {
    if (e.kind === 'call' && e.fn.text === 'prev' && e.args[0]?.kind === 'name')
      out.push(e.args[0].name.text);
    for (const child of childrenOf(e)) walk(child);
  };
  walk(expr);
  return out;
}

/** Whether the expression itself rolls a die (not through a named formula). */
function rollsHere(expr: Expr): boolean {
  if (expr.kind === 'dice' || (expr.kind === 'call' && expr.fn.text === 'd')) return true;
  return childrenOf(expr).some(rollsHere);
}

function sizeOf(expr: Expr): number {
  return 1 + childrenOf(expr).reduce((sum, child) => sum + sizeOf(child), 0);
}

/** A function's body with each parameter read replaced by its argument. */
function substitute(expr: Expr, bound: ReadonlyMap<string, Expr>): Expr {
  if (expr.kind === 'name') return bound.get(expr.name.text) ?? expr;
  return mapChildren(expr, (child) => substitute(child, bound));
}

/** The same node with its children mapped (itself when none changes). */
function mapChildren(expr: Expr, f: (child: Expr) => Expr): Expr {
  switch (expr.kind) {
    case 'number':
    case 'name':
    case 'column':
      return expr;
    case 'lookup':
      return expr.row.kind === 'key'
        ? { ...expr, row: { kind: 'key', key: f(expr.row.key) } }
        : expr;
    case 'dice':
      return expr.die.kind === 'expression'
        ? { ...expr, die: { kind: 'expression', sides: f(expr.die.sides) } }
        : expr;
    case 'call':
      return { ...expr, args: expr.args.map(f) };
    case 'negate':
    case 'not':
      return { ...expr, operand: f(expr.operand) };
    case 'arithmetic':
    case 'compare':
    case 'logic':
      return { ...expr, left: f(expr.left), right: f(expr.right) };
    case 'if':
      return {
        ...expr,
        condition: f(expr.condition),
        then: f(expr.then),
        otherwise: f(expr.otherwise),
      };
    case 'piecewise':
      return { ...expr, pieces: expr.pieces.map((piece) => ({ ...piece, value: f(piece.value) })) };
    case 'at':
      return { ...expr, target: f(expr.target), level: f(expr.level) };
  }
}

export function childrenOf(expr: Expr): Expr[] {
  switch (expr.kind) {
    case 'number':
    case 'name':
    case 'column':
      return [];
    case 'lookup':
      return expr.row.kind === 'key' ? [expr.row.key] : [];
    case 'dice':
      return expr.die.kind === 'expression' ? [expr.die.sides] : [];
    case 'call':
      return [...expr.args];
    case 'negate':
    case 'not':
      return [expr.operand];
    case 'arithmetic':
    case 'compare':
    case 'logic':
      return [expr.left, expr.right];
    case 'if':
      return [expr.condition, expr.then, expr.otherwise];
    case 'piecewise':
      return expr.pieces.map((piece) => piece.value);
    case 'at':
      return [expr.target, expr.level];
  }
}

function done(
  source: FormulaSource,
  formulas: ReadonlyMap<string, CheckedFormula>,
  own: ReadonlyMap<string, readonly FormulaProblem[]>,
  checks: readonly Check[],
  problems: readonly FormulaProblem[],
  waiting: ReadonlyMap<string, string> = new Map(),
): CheckedRuleset {
  const sorted = [...problems].sort((a, b) => a.from - b.from);
  return { source, formulas, refused: own, waiting, checks, problems: sorted };
}
