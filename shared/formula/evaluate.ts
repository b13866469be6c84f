/**
 * Runs a checked formula ruleset for one build, exactly (docs/formulas.md, "Dice"). Each
 * expression is compiled once into a closure (no `eval`, no `new Function`); values are numbers or
 * exact random values (`outcomes.ts`).
 *
 * Rolls: every die written is its own roll, and a named formula is one value however often it is
 * read (at one level), so `a - a` is 0 when `a = d6`, while `d6 - d6` spreads from −5 to 5. Sums of
 * values that share no roll are exact by convolution. When an expression reads one random formula
 * by two paths (`a + b` with `b = a + d4`, or `a * a`), the evaluation conditions on it: for each
 * outcome of `a`, the rest is computed with `a` fixed, and the results are mixed by `a`'s chances.
 * It conditions on the earliest such formula first, so what it fixes never depends on another
 * formula it has yet to fix. P(…), E(…) and percentile(…) read the whole distribution of their
 * argument, whatever is fixed around them: they are plain numbers.
 */
import type { CheckedRuleset } from './check';
import { childrenOf } from './check';
import { diceSize, facesOf, rollDice, tooLargeRoll } from './dice';
import {
  add,
  chance,
  combine,
  expectation,
  isRandom,
  mapValue,
  mixture,
  pairsOf,
  percentile,
  type Value,
} from './outcomes';
import { LIMITS, type FormulaBuild, type FormulaRow } from './source';
import type { CompareOp, Expr, Keep, Span } from './syntax';

/** A formula that cannot give a value for this build at this level, and why, in words. */
export class FormulaRefusal extends Error {
  constructor(
    readonly formula: string,
    readonly level: number,
    readonly span: Span | null,
    message: string,
  ) {
    super(message);
    this.name = 'FormulaRefusal';
  }
}

/** Formula instances fixed to one outcome while the evaluation conditions on them. */
type Fixed = ReadonlyMap<string, number>;
const NOTHING_FIXED: Fixed = new Map();

interface Frame {
  readonly level: number;
  readonly fixed: Fixed;
  readonly formula: string;
}

type Compiled = (frame: Frame) => Value;

const instanceKey = (name: string, level: number) => `${name}@${level}`;

function fixedKey(fixed: Fixed): string {
  return [...fixed]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join(';');
}

/** One build's view of a checked ruleset: its values at any level, memoized. */
export class FormulaEvaluation {
  private readonly compiled = new WeakMap<Expr, Compiled>();
  private readonly values = new Map<string, Value>();
  private readonly reaches = new Map<string, ReadonlyMap<string, number>>();
  private readonly computing = new Set<string>();
  private readonly rows: ReadonlyMap<string, readonly FormulaRow[]>;
  private work = 0;

  constructor(
    readonly checked: CheckedRuleset,
    readonly build: FormulaBuild,
  ) {
    const rows = new Map<string, readonly FormulaRow[]>();
    for (const table of checked.source.tables) {
      const picked = Object.hasOwn(build.rows, table.name) ? build.rows[table.name] : undefined;
      const ids = picked === undefined ? [] : typeof picked === 'string' ? [picked] : picked;
      rows.set(
        table.name,
        ids.flatMap((id) => table.rows.filter((row) => row.id === id)),
      );
    }
    this.rows = rows;
  }

  /** `name` at `level`: a number, or its exact distribution. @throws FormulaRefusal */
  value(name: string, level: number): Value {
    return this.instance(name, level, NOTHING_FIXED, null);
  }

  /**
   * An expression of the ruleset's own text (a check's condition) at `level`, as a formula named
   * `as` would give it. @throws FormulaRefusal
   */
  expression(expr: Expr, level: number, as: string): Value {
    return this.distribution(expr, { level, fixed: NOTHING_FIXED, formula: as });
  }

  private refuse(frame: Frame, span: Span | null, message: string): never {
    throw new FormulaRefusal(frame.formula, frame.level, span, message);
  }

  private instance(name: string, level: number, fixed: Fixed, from: Frame | null): Value {
    const key = instanceKey(name, level);
    const set = fixed.get(key);
    if (set !== undefined) return set;
    const memo = `${key}|${fixedKey(fixed)}`;
    const known = this.values.get(memo);
    if (known !== undefined) return known;
    const axis = this.checked.source.axis;
    const frame: Frame = { level, fixed, formula: name };
    if (level < axis.first || level > axis.last || !Number.isInteger(level)) {
      this.refuse(
        from ?? frame,
        null,
        `${name} at ${axis.name} ${level}: ${axis.name}s go from ${axis.first} to ${axis.last}.`,
      );
    }
    const formula = this.checked.formulas.get(name);
    if (formula === undefined) {
      const waits = this.checked.waiting.get(name);
      this.refuse(
        frame,
        null,
        waits === undefined
          ? `${name} is refused: see its problems.`
          : `${name} waits on ${waits}, which is refused.`,
      );
    }
    if (this.computing.has(memo))
      this.refuse(frame, formula.definition.name, `${name} at ${axis.name} ${level} needs itself.`);
    this.computing.add(memo);
    try {
      const value = this.distribution(formula.definition.expr, frame);
      this.values.set(memo, value);
      return value;
    } finally {
      this.computing.delete(memo);
    }
  }

  /** The value of `expr` in `frame`, conditioning on each random formula it reads twice. */
  private distribution(expr: Expr, frame: Frame): Value {
    const reached = this.reach(expr, frame);
    const shared = [...reached].filter(([, paths]) => paths > 1).map(([key]) => key);
    if (shared.length === 0) return this.compile(expr)(frame);
    // The earliest shared formula: one whose own value reads no other shared one.
    const first =
      shared.find((key) => {
        const own = this.reachOfInstance(key, frame.fixed, frame);
        return shared.every((other) => !own.has(other));
      }) ?? (shared[0] as string);
    const [name, at] = splitKey(first);
    const outcomes = pairsOf(this.instance(name, at, frame.fixed, frame));
    this.spend(frame, outcomes.length);
    return mixture(
      outcomes.map(([outcome, p]) => {
        const fixed = new Map(frame.fixed).set(first, outcome);
        return [this.distribution(expr, { ...frame, fixed }), p] as const;
      }),
    );
  }

  /** How many paths lead from `expr` to each random formula instance not fixed in `frame`. */
  private reach(expr: Expr, frame: Frame): ReadonlyMap<string, number> {
    const counts = new Map<string, number>();
    const addInstance = (name: string, level: number) => {
      const key = instanceKey(name, level);
      if (frame.fixed.has(key)) return;
      if (!isRandom(this.instance(name, level, frame.fixed, frame))) return;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const [inner, paths] of this.reachOfInstance(key, frame.fixed, frame)) {
        counts.set(inner, (counts.get(inner) ?? 0) + paths);
      }
    };
    const walk = (e: Expr): void => {
      if (e.kind === 'name') {
        if (this.checked.formulas.has(e.name.text)) addInstance(e.name.text, frame.level);
        return;
      }
      if (e.kind === 'call') {
        const fn = e.fn.text;
        if (fn === 'P' || fn === 'E' || fn === 'percentile' || fn === 'd') return;
        if (fn === 'prev' && e.args[0]?.kind === 'name')
          return addInstance(e.args[0].name.text, frame.level - 1);
      }
      if (e.kind === 'at' && e.target.kind === 'name') {
        return addInstance(
          e.target.name.text,
          this.fixedNumber(e.level, frame, 'The level after @'),
        );
      }
      if (e.kind === 'dice') return;
      if (e.kind === 'piecewise') {
        const piece = e.pieces.find((p) => frame.level >= p.first && frame.level <= p.last);
        if (piece) walk(piece.value);
        return;
      }
      for (const child of childrenOf(e)) walk(child);
    };
    walk(expr);
    return counts;
  }

  private reachOfInstance(key: string, fixed: Fixed, from: Frame): ReadonlyMap<string, number> {
    const memo = `${key}|${fixedKey(fixed)}`;
    const known = this.reaches.get(memo);
    if (known !== undefined) return known;
    const [name, level] = splitKey(key);
    const formula = this.checked.formulas.get(name);
    if (formula === undefined) return new Map();
    if (this.computing.has(`reach:${memo}`))
      this.refuse(from, null, `${name} at level ${level} needs itself.`);
    this.computing.add(`reach:${memo}`);
    try {
      const out = this.reach(formula.definition.expr, { level, fixed, formula: name });
      this.reaches.set(memo, out);
      return out;
    } finally {
      this.computing.delete(`reach:${memo}`);
    }
  }

  private spend(frame: Frame, amount: number): void {
    this.work += amount;
    if (this.work > LIMITS.work) {
      this.refuse(
        frame,
        null,
        `${frame.formula} takes more than ${LIMITS.work.toLocaleString('en-US')} steps to compute exactly: roll fewer dice, or read a shared roll fewer ways.`,
      );
    }
  }

  private checkSize(value: Value, frame: Frame, span: Span): Value {
    if (isRandom(value)) {
      this.spend(frame, value.values.length);
      if (value.values.length > LIMITS.outcomes) {
        this.refuse(
          frame,
          span,
          `${frame.formula} has more than ${LIMITS.outcomes.toLocaleString('en-US')} different outcomes at ${this.checked.source.axis.name} ${frame.level}: round it (floor, round) or roll fewer dice.`,
        );
      }
    }
    // A chart never gets Infinity or NaN: 1e200 * 1e200 is refused where it happens.
    if (isRandom(value) ? !value.values.every(Number.isFinite) : !Number.isFinite(value)) {
      this.refuse(
        frame,
        span,
        `${frame.formula} at ${this.checked.source.axis.name} ${frame.level} goes past the largest number a formula can hold (about 10³⁰⁸).`,
      );
    }
    return value;
  }

  private fixedNumber(expr: Expr, frame: Frame, what: string): number {
    const value = this.compile(expr)(frame);
    if (isRandom(value)) this.refuse(frame, expr, `${what} must be a fixed number, not a roll.`);
    return value;
  }

  private compile(expr: Expr): Compiled {
    const known = this.compiled.get(expr);
    if (known !== undefined) return known;
    const made = this.build_(expr);
    const sized: Compiled = (frame) => this.checkSize(made(frame), frame, expr);
    this.compiled.set(expr, sized);
    return sized;
  }

  private build_(expr: Expr): Compiled {
    switch (expr.kind) {
      case 'number': {
        const value = expr.value;
        return () => value;
      }
      case 'dice': {
        const { count, keep, explode, die } = expr;
        if (die.kind === 'sides' || die.kind === 'faces') {
          let rolled: Value | null = null;
          const faces = die.kind === 'sides' ? facesOf(die.sides) : die.faces;
          return (frame) => (rolled ??= this.roll(count, faces, keep, explode, frame, expr));
        }
        const sides = this.compile(die.sides);
        return (frame) => {
          const n = sides(frame);
          if (isRandom(n))
            this.refuse(frame, die.sides, 'A die’s sides must be a fixed number, not a roll.');
          if (!Number.isInteger(n) || n < 1 || n > LIMITS.sides) {
            this.refuse(frame, die.sides, `A die has 1 to ${LIMITS.sides} whole sides; here ${n}.`);
          }
          return this.roll(count, facesOf(n), keep, explode, frame, expr);
        };
      }
      case 'name':
        return this.name(expr);
      case 'column': {
        const table = expr.table.text;
        const column = expr.column.text;
        return (frame) => {
          const row = this.rows.get(table)?.[0];
          if (row === undefined) this.refuse(frame, expr, `The build has no ${table}.`);
          return this.cell(table, row, column, frame, expr);
        };
      }
      case 'lookup': {
        const table = expr.table.text;
        const column = expr.column.text;
        const rows = new Map(
          (this.checked.source.tables.find((t) => t.name === table)?.rows ?? []).map((row) => [
            row.id,
            row,
          ]),
        );
        const { row } = expr;
        const key = row.kind === 'key' ? this.compile(row.key) : null;
        return (frame) => {
          const id =
            key === null
              ? row.kind === 'id'
                ? row.id.text
                : ''
              : String(
                  this.fixedNumber(row.kind === 'key' ? row.key : expr, frame, `A row of ${table}`),
                );
          const found = rows.get(id);
          if (found === undefined) this.refuse(frame, expr, `${table} has no row “${id}”.`);
          return this.cell(table, found, column, frame, expr);
        };
      }
      case 'call':
        return this.call(expr);
      case 'negate': {
        const operand = this.compile(expr.operand);
        return (frame) => mapValue(operand(frame), (x) => -x);
      }
      case 'arithmetic': {
        const left = this.compile(expr.left);
        const right = this.compile(expr.right);
        switch (expr.op) {
          case '+':
            return (frame) => add(left(frame), right(frame));
          case '-':
            return (frame) =>
              add(
                left(frame),
                mapValue(right(frame), (x) => -x),
              );
          case '*':
            return (frame) => this.pair(frame, left(frame), right(frame), (x, y) => x * y);
          case '/':
            return (frame) => {
              const divisor = right(frame);
              if (pairsOf(divisor).some(([v]) => v === 0)) {
                this.refuse(
                  frame,
                  expr.right,
                  `Division by 0 in ${frame.formula} at ${this.checked.source.axis.name} ${frame.level}${isRandom(divisor) ? ' (the divisor can roll 0)' : ''}.`,
                );
              }
              return this.pair(frame, left(frame), divisor, (x, y) => x / y);
            };
        }
        break;
      }
      case 'compare': {
        const left = this.compile(expr.left);
        const right = this.compile(expr.right);
        const test = COMPARE[expr.op];
        return (frame) =>
          this.pair(frame, left(frame), right(frame), (x, y) => (test(x, y) ? 1 : 0));
      }
      case 'logic': {
        const left = this.compile(expr.left);
        const right = this.compile(expr.right);
        const and = expr.op === 'and';
        return (frame) => {
          const a = left(frame);
          // A fixed left side decides alone when it can (the right side is then never computed).
          if (!isRandom(a) && (and ? a === 0 : a !== 0)) return and ? 0 : 1;
          return this.pair(frame, a, right(frame), (x, y) =>
            (and ? x !== 0 && y !== 0 : x !== 0 || y !== 0) ? 1 : 0,
          );
        };
      }
      case 'not': {
        const operand = this.compile(expr.operand);
        return (frame) => mapValue(operand(frame), (x) => (x === 0 ? 1 : 0));
      }
      case 'if': {
        const condition = this.compile(expr.condition);
        const then = this.compile(expr.then);
        const otherwise = this.compile(expr.otherwise);
        return (frame) => {
          const c = condition(frame);
          if (!isRandom(c)) return c !== 0 ? then(frame) : otherwise(frame);
          const p = chance(c);
          return mixture([
            [then(frame), p],
            [otherwise(frame), 1 - p],
          ]);
        };
      }
      case 'piecewise': {
        const pieces = expr.pieces.map((piece) => ({ ...piece, run: this.compile(piece.value) }));
        return (frame) => {
          const piece = pieces.find((p) => frame.level >= p.first && frame.level <= p.last);
          if (piece === undefined)
            this.refuse(
              frame,
              expr,
              `No piece covers ${this.checked.source.axis.name} ${frame.level}.`,
            );
          return piece.run(frame);
        };
      }
      case 'at': {
        const target = expr.target.kind === 'name' ? expr.target.name.text : '';
        return (frame) =>
          this.instance(
            target,
            this.fixedNumber(expr.level, frame, 'The level after @'),
            frame.fixed,
            frame,
          );
      }
    }
  }

  /** A roll, refused before it is made when it would be too large. */
  private roll(
    count: number,
    faces: readonly number[],
    keep: Keep | null,
    explode: number,
    frame: Frame,
    span: Span,
  ): Value {
    const size = diceSize(count, faces, keep, explode);
    if (size.outcomes > LIMITS.outcomes || size.work > LIMITS.work) {
      this.refuse(frame, span, tooLargeRoll(size));
    }
    this.spend(frame, size.work);
    return rollDice(count, faces, keep, explode);
  }

  /** A row's value in a column; a row without one is refused, never read as 0. */
  private cell(table: string, row: FormulaRow, column: string, frame: Frame, span: Span): number {
    const value = Object.hasOwn(row.values, column) ? row.values[column] : undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.refuse(frame, span, `${table} “${row.id}” has no number in ${column}.`);
    }
    return value;
  }

  /** f(A, B) for independent A and B: every pair of outcomes, counted as work before it is done. */
  private pair(frame: Frame, a: Value, b: Value, f: (x: number, y: number) => number): Value {
    if (isRandom(a) && isRandom(b)) this.spend(frame, a.values.length * b.values.length);
    return combine(a, b, f);
  }

  private sum(frame: Frame, a: Value, b: Value): Value {
    if (isRandom(a) && isRandom(b)) this.spend(frame, a.values.length * b.values.length);
    return add(a, b);
  }

  private name(expr: Extract<Expr, { kind: 'name' }>): Compiled {
    const name = expr.name.text;
    const { source } = this.checked;
    if (name === source.axis.name) return (frame) => frame.level;
    const input = source.inputs.find((i) => i.name === name);
    if (input !== undefined) {
      const set = Object.hasOwn(this.build.inputs, name) ? this.build.inputs[name] : undefined;
      const value = typeof set === 'number' && Number.isFinite(set) ? set : input.initial;
      return () => value;
    }
    return (frame) => this.instance(name, frame.level, frame.fixed, frame);
  }

  private call(expr: Extract<Expr, { kind: 'call' }>): Compiled {
    const fn = expr.fn.text;
    const [first, second] = expr.args;
    switch (fn) {
      case 'prev': {
        const target = first?.kind === 'name' ? first.name.text : '';
        return (frame) => this.instance(target, frame.level - 1, frame.fixed, frame);
      }
      case 'P':
      case 'E':
      case 'percentile': {
        const arg = first as Expr;
        return (frame) => {
          const whole = this.distribution(arg, { ...frame, fixed: NOTHING_FIXED });
          if (fn === 'P') return chance(whole);
          if (fn === 'E') return expectation(whole);
          return percentile(whole, this.fixedNumber(second as Expr, frame, 'The percentile'));
        };
      }
      case 'sum': {
        const column = first?.kind === 'column' ? first : null;
        return (frame) => {
          if (column === null) return 0;
          const table = column.table.text;
          return (this.rows.get(table) ?? []).reduce(
            (sum, row) => sum + this.cell(table, row, column.column.text, frame, column),
            0,
          );
        };
      }
      case 'count': {
        const table = first?.kind === 'name' ? first.name.text : '';
        return () => this.rows.get(table)?.length ?? 0;
      }
      case 'd': {
        const sides = this.compile(first as Expr);
        return (frame) => {
          const n = sides(frame);
          if (isRandom(n) || !Number.isInteger(n) || n < 1 || n > LIMITS.sides) {
            this.refuse(
              frame,
              first as Expr,
              `A die has 1 to ${LIMITS.sides} whole sides, fixed; here ${isRandom(n) ? 'a roll' : n}.`,
            );
          }
          return rollDice(1, facesOf(n), null, 0);
        };
      }
    }
    const args = expr.args.map((arg) => this.compile(arg));
    const one = args[0] as Compiled;
    switch (fn) {
      case 'floor':
        return (frame) => mapValue(one(frame), Math.floor);
      case 'ceil':
        return (frame) => mapValue(one(frame), Math.ceil);
      case 'round':
        return (frame) => mapValue(one(frame), (x) => Math.floor(x + 0.5));
      case 'abs':
        return (frame) => mapValue(one(frame), Math.abs);
      case 'min':
      case 'max': {
        const pick = fn === 'min' ? Math.min : Math.max;
        return (frame) =>
          args.slice(1).reduce((acc, arg) => this.pair(frame, acc, arg(frame), pick), one(frame));
      }
      case 'clamp': {
        const [, low, high] = args as [Compiled, Compiled, Compiled];
        return (frame) => {
          const kept = this.pair(frame, one(frame), low(frame), Math.max);
          return this.pair(frame, kept, high(frame), Math.min);
        };
      }
    }
    return (frame) => this.refuse(frame, expr.fn, `There is no function “${fn}”.`);
  }
}

const COMPARE: Readonly<Record<CompareOp, (x: number, y: number) => boolean>> = {
  '==': (x, y) => x === y,
  '!=': (x, y) => x !== y,
  '<': (x, y) => x < y,
  '<=': (x, y) => x <= y,
  '>': (x, y) => x > y,
  '>=': (x, y) => x >= y,
};

function splitKey(key: string): [string, number] {
  const at = key.lastIndexOf('@');
  return [key.slice(0, at), Number(key.slice(at + 1))];
}
