/**
 * Where a formula's number comes from, read off its syntax tree (docs/formulas.md, "Explain"):
 * each part's value (for a roll, its mean and its 5th, 50th and 95th percentiles), which piece of a
 * `by level` or which branch of an `if` was taken, and how often a `max`/`min`/`clamp` bound the
 * value. `explainFormula` gives the top of it in the `Explained` shape every screen already draws.
 */
import { formatNumber, type Explained, type ExplainTerm } from '../engine/explain';
import { childrenOf } from './check';
import type { FormulaEvaluation } from './evaluate';
import {
  highest,
  isRandom,
  lowest,
  mapValue,
  pairsOf,
  percentile,
  reportedMean,
  type Value,
} from './outcomes';
import type { Expr } from './syntax';

/** A value as Explain shows it: the number, or a roll's mean and spread. */
export interface TracedValue {
  /** The number, or the mean of a roll. */
  readonly value: number;
  readonly spread: {
    readonly min: number;
    readonly p5: number;
    readonly p50: number;
    readonly p95: number;
    readonly max: number;
  } | null;
}

/** One part of a formula: its text, its value, what was chosen there, and its own parts. */
export interface TraceNode {
  readonly text: string;
  readonly value: TracedValue;
  /** Which piece or branch was taken, or how often a bound held the value. */
  readonly note: string | null;
  readonly parts: readonly TraceNode[];
}

/**
 * `value` as Explain shows it. A roll's mean is written as the reports write it (12 significant
 * digits: `custom/curves` says 11 where adding up a d9's chances gives 10.999999999999998), so a
 * part's figure is the table's.
 */
export function traced(value: Value): TracedValue {
  if (!isRandom(value)) return { value, spread: null };
  return {
    value: reportedMean(value),
    spread: {
      min: lowest(value),
      p5: percentile(value, 5),
      p50: percentile(value, 50),
      p95: percentile(value, 95),
      max: highest(value),
    },
  };
}

/** A share as people say it: 12.5%, 0.03%, 100%. */
function share(p: number): string {
  return `${Number((p * 100).toPrecision(3))}%`;
}

function flatten(expr: Expr, ops: readonly string[], sign = 1): { expr: Expr; sign: number }[] {
  if (expr.kind === 'arithmetic' && ops.includes(expr.op)) {
    const inverse = expr.op === '-' || expr.op === '/' ? -sign : sign;
    return [...flatten(expr.left, ops, sign), ...flatten(expr.right, ops, inverse)];
  }
  return [{ expr, sign }];
}

export class FormulaTracer {
  constructor(
    private readonly run: FormulaEvaluation,
    /** How many formulas deep the parts go (a formula read inside is traced this far). */
    private readonly depth = 2,
  ) {}

  /** The formula `name` at `level`, part by part. @throws FormulaRefusal */
  formula(name: string, level: number): TraceNode {
    const definition = this.run.checked.formulas.get(name)?.definition;
    const value = traced(this.run.value(name, level));
    if (definition === undefined) return { text: name, value, note: null, parts: [] };
    const node = this.node(definition.expr, level, name, this.depth);
    return { ...node, text: name, value };
  }

  private textOf(expr: Expr): string {
    return this.run.checked.source.text.slice(expr.from, expr.to).replace(/\s+/g, ' ');
  }

  private valueOf(expr: Expr, level: number, name: string): Value {
    return this.run.expression(expr, level, name);
  }

  /**
   * A piece or branch taken: its note, then the chosen expression's. A sum (or a further choice)
   * is opened into its parts; anything else is the one part, so `prev(hp)` chosen keeps its own
   * "at level N" and parts.
   */
  private chosen(
    text: string,
    value: Value,
    branch: Expr,
    note: string,
    part: (child: Expr) => TraceNode,
  ): TraceNode {
    const inner = part(branch);
    const opened =
      branch.kind === 'arithmetic' || branch.kind === 'piecewise' || branch.kind === 'if';
    if (!opened) return { text, value: traced(value), note, parts: [inner] };
    return {
      text,
      value: traced(value),
      note: inner.note === null || branch.kind === 'arithmetic' ? note : `${note}; ${inner.note}`,
      parts: inner.parts,
    };
  }

  private node(expr: Expr, level: number, name: string, depth: number): TraceNode {
    const text = this.textOf(expr);
    const value = this.valueOf(expr, level, name);
    const part = (child: Expr) => this.node(child, level, name, depth);
    const axis = this.run.checked.source.axis.name;
    switch (expr.kind) {
      case 'arithmetic': {
        const sum = expr.op === '+' || expr.op === '-';
        const terms = flatten(expr, sum ? ['+', '-'] : ['*', '/']);
        // A sum's parts add up to it: a term taken away is shown as its negative ("− 5", −5).
        const signed = (t: { expr: Expr; sign: number }): TraceNode => {
          const node = part(t.expr);
          if (!sum || t.sign > 0) return node;
          const negated = this.valueOf(t.expr, level, name);
          return {
            ...node,
            text: `\u2212 ${node.text}`,
            value: traced(mapValue(negated, (x) => -x + 0)),
          };
        };
        return { text, value: traced(value), note: null, parts: terms.map(signed) };
      }
      case 'piecewise': {
        const piece = expr.pieces.find((p) => level >= p.first && level <= p.last);
        if (piece === undefined) return { text, value: traced(value), note: null, parts: [] };
        const range =
          piece.first === piece.last ? `${piece.first}` : `${piece.first}–${piece.last}`;
        return this.chosen(text, value, piece.value, `the piece for ${axis}s ${range}`, part);
      }
      case 'if': {
        const condition = this.valueOf(expr.condition, level, name);
        const said = this.textOf(expr.condition);
        if (!isRandom(condition)) {
          const taken = condition !== 0 ? expr.then : expr.otherwise;
          return this.chosen(
            text,
            value,
            taken,
            `${said}: ${condition !== 0 ? 'yes' : 'no'}`,
            part,
          );
        }
        const p = pairsOf(condition).reduce((sum, [v, q]) => (v !== 0 ? sum + q : sum), 0);
        return {
          text,
          value: traced(value),
          note: `${said} in ${share(p)} of outcomes`,
          parts: [part(expr.then), part(expr.otherwise)],
        };
      }
      case 'call': {
        const fn = expr.fn.text;
        if ((fn === 'max' || fn === 'min' || fn === 'clamp') && expr.args.length >= 2) {
          return {
            text,
            value: traced(value),
            note: boundNote(this.run, expr, level, name),
            // A fixed bound (the 0 of max(0, …)) is in the note, not a part.
            parts: expr.args.filter((arg) => arg.kind !== 'number').map(part),
          };
        }
        if (fn === 'prev' && expr.args[0]?.kind === 'name' && depth > 0) {
          const inner = new FormulaTracer(this.run, depth - 1).formula(
            expr.args[0].name.text,
            level - 1,
          );
          return {
            text,
            value: traced(value),
            note: `at ${axis} ${level - 1}`,
            parts: inner.parts,
          };
        }
        if (fn === 'prev') {
          // Deeper than the trace goes: where it was read, without its parts.
          return { text, value: traced(value), note: `at ${axis} ${level - 1}`, parts: [] };
        }
        if (fn === 'P' || fn === 'E' || fn === 'percentile') {
          return { text, value: traced(value), note: null, parts: [] };
        }
        // A sum or count over a build's rows, and the two columns lookup() searches, name whole
        // tables, not a value: only the value looked up is a part.
        if (fn === 'sum' || fn === 'count') {
          return { text, value: traced(value), note: null, parts: [] };
        }
        if (fn === 'lookup') {
          const [looked] = expr.args;
          return {
            text,
            value: traced(value),
            note: null,
            parts: looked === undefined ? [] : [part(looked)],
          };
        }
        return {
          text,
          value: traced(value),
          note: null,
          parts: expr.args.filter((arg) => arg.kind !== 'number').map(part),
        };
      }
      case 'name': {
        const formula = this.run.checked.formulas.get(expr.name.text);
        if (formula === undefined || depth === 0)
          return { text, value: traced(value), note: null, parts: [] };
        const inner = new FormulaTracer(this.run, depth - 1).formula(expr.name.text, level);
        return { text, value: traced(value), note: inner.note, parts: inner.parts };
      }
      case 'at': {
        if (expr.target.kind !== 'name' || depth === 0) {
          return { text, value: traced(value), note: null, parts: [] };
        }
        const at = this.valueOf(expr.level, level, name);
        const where = isRandom(at) ? level : at;
        const inner = new FormulaTracer(this.run, depth - 1).formula(expr.target.name.text, where);
        return { text, value: traced(value), note: `at ${axis} ${where}`, parts: inner.parts };
      }
      default:
        return {
          text,
          value: traced(value),
          note: null,
          parts: childrenOf(expr)
            .filter(
              () =>
                expr.kind === 'negate' ||
                expr.kind === 'not' ||
                expr.kind === 'compare' ||
                expr.kind === 'logic',
            )
            .map(part),
        };
    }
  }
}

/** What a `max`/`min`/`clamp` did: "raised to 0 in 12.5% of outcomes", or nothing. */
function boundNote(
  run: FormulaEvaluation,
  expr: Extract<Expr, { kind: 'call' }>,
  level: number,
  name: string,
): string | null {
  const fn = expr.fn.text;
  const [x, ...bounds] = expr.args;
  if (x === undefined) return null;
  // The bound is the fixed argument (max(0, …) or max(…, 0)); the other is what it bounds.
  const values = expr.args.map((arg) => run.expression(arg, level, name));
  const fixedAt = values.findIndex((v) => !isRandom(v));
  if (fn === 'clamp') {
    const inner = values[0] as Value;
    const low = values[1];
    const high = values[2];
    if (low === undefined || high === undefined || isRandom(low) || isRandom(high)) return null;
    const below = pairsOf(inner).reduce((s, [v, p]) => (v < low ? s + p : s), 0);
    const above = pairsOf(inner).reduce((s, [v, p]) => (v > high ? s + p : s), 0);
    const said: string[] = [];
    if (below > 0)
      said.push(
        isRandom(inner)
          ? `raised to ${formatNumber(low)} in ${share(below)} of outcomes`
          : `raised from ${formatNumber(inner)} to ${formatNumber(low)}`,
      );
    if (above > 0)
      said.push(
        isRandom(inner)
          ? `lowered to ${formatNumber(high)} in ${share(above)} of outcomes`
          : `lowered from ${formatNumber(inner)} to ${formatNumber(high)}`,
      );
    return said.length === 0 ? null : said.join('; ');
  }
  void bounds;
  if (fixedAt === -1 || values.length !== 2) return null;
  const limit = values[fixedAt] as number;
  const other = values[1 - fixedAt] as Value;
  const held = pairsOf(other).reduce(
    (s, [v, p]) => ((fn === 'max' ? v < limit : v > limit) ? s + p : s),
    0,
  );
  if (held === 0) return null;
  const verb = fn === 'max' ? 'raised' : 'lowered';
  return isRandom(other)
    ? `${verb} to ${formatNumber(limit)} in ${share(held)} of outcomes`
    : `${verb} from ${formatNumber(other)} to ${formatNumber(limit)}`;
}

/**
 * The formula at a level in the `Explained` shape: a sum's terms (a difference's as negatives), a
 * product's factors, or the formula as one term; a bound that changed it is the trace's clamp.
 */
export function explainFormula(run: FormulaEvaluation, name: string, level: number): Explained {
  const definition = run.checked.formulas.get(name)?.definition;
  const value = traced(run.value(name, level)).value;
  if (definition === undefined) return { value, terms: [{ label: name, value }] };
  let expr = definition.expr;
  let reason: string | null = null;
  // Down through the choices made at this level to the expression that gave the value.
  for (;;) {
    if (expr.kind === 'piecewise') {
      const piece = expr.pieces.find((p) => level >= p.first && level <= p.last);
      if (piece === undefined) break;
      expr = piece.value;
    } else if (expr.kind === 'if') {
      const condition = run.expression(expr.condition, level, name);
      if (isRandom(condition)) break;
      expr = condition !== 0 ? expr.then : expr.otherwise;
    } else if (
      expr.kind === 'call' &&
      (expr.fn.text === 'max' || expr.fn.text === 'min') &&
      expr.args.length === 2 &&
      reason === null
    ) {
      const values = expr.args.map((arg) => run.expression(arg, level, name));
      const fixedAt = values.findIndex((v) => !isRandom(v));
      if (fixedAt === -1) break;
      reason = boundNote(run, expr, level, name);
      expr = expr.args[1 - fixedAt] as Expr;
    } else break;
  }
  const text = (e: Expr) => run.checked.source.text.slice(e.from, e.to).replace(/\s+/g, ' ');
  const mean = (e: Expr) => traced(run.expression(e, level, name)).value;
  let terms: ExplainTerm[];
  let op: 'sum' | 'product' = 'sum';
  if (expr.kind === 'arithmetic' && (expr.op === '+' || expr.op === '-')) {
    terms = flatten(expr, ['+', '-']).map((t) => ({
      label: text(t.expr),
      value: t.sign * mean(t.expr),
    }));
  } else if (expr.kind === 'arithmetic') {
    op = 'product';
    terms = flatten(expr, ['*', '/']).map((t) => ({
      label: text(t.expr),
      value: mean(t.expr),
      ...(t.sign < 0 ? { divide: true } : {}),
    }));
  } else {
    terms = [{ label: text(expr), value: mean(expr) }];
  }
  const combined =
    op === 'sum'
      ? terms.reduce((sum, term) => sum + term.value, 0)
      : terms.reduce((acc, term) => (term.divide ? acc / term.value : acc * term.value), 1);
  const explained: Explained = op === 'product' ? { op, value, terms } : { value, terms };
  // The terms' means are rounded as the reports write them: a sum of them may miss the value by
  // that rounding, which is not a bound at work.
  if (reason !== null && Math.abs(combined - value) > 1e-9 * Math.max(1, Math.abs(value))) {
    return { ...explained, clamp: { unclamped: combined, reason } };
  }
  return explained;
}
