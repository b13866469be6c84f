/**
 * The formula language's own syntax tree (docs/formulas.md): what `lower.ts` makes of Lezer's
 * tree, with every node's place in the text, so that a check or a refusal can point at it.
 * Plain data: the checker reads it, `compile.ts` turns it into closures, nothing evaluates text.
 */

/** Where a node stands in the ruleset's text: `from` inclusive, `to` exclusive (characters). */
export interface Span {
  readonly from: number;
  readonly to: number;
}

/** The line and column (from 1, as an editor shows them) of `offset` in `text`. */
export function positionIn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}

/** A name as written, with its place (a formula, a table, a column, an axis, a function). */
export interface Word extends Span {
  readonly text: string;
}

export type ArithmeticOp = '+' | '-' | '*' | '/';
export type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

/** Which dice a roll keeps: the `n` highest (`4d6kh3`) or lowest (`2d20kl1`). */
export interface Keep {
  readonly which: 'highest' | 'lowest';
  readonly count: number;
}

/** What a die shows: 1..sides (`d8`), sides from an expression (`d(class.hit_die)`), or faces. */
export type DieFaces =
  | { readonly kind: 'sides'; readonly sides: number }
  | { readonly kind: 'expression'; readonly sides: Expr }
  | { readonly kind: 'faces'; readonly faces: readonly number[] };

export type Expr =
  | (Span & { readonly kind: 'number'; readonly value: number; readonly percent: boolean })
  | (Span & {
      readonly kind: 'dice';
      readonly count: number;
      readonly die: DieFaces;
      readonly keep: Keep | null;
      /** How many times a die showing its highest face is rolled again and added; 0: never. */
      readonly explode: number;
    })
  | (Span & { readonly kind: 'name'; readonly name: Word })
  | (Span & { readonly kind: 'column'; readonly table: Word; readonly column: Word })
  | (Span & {
      readonly kind: 'lookup';
      readonly table: Word;
      /** The row by its id (`race["elf"]`), or by a number its id spells (`stat[int]`: row "15"). */
      readonly row:
        { readonly kind: 'id'; readonly id: Word } | { readonly kind: 'key'; readonly key: Expr };
      readonly column: Word;
    })
  | (Span & { readonly kind: 'call'; readonly fn: Word; readonly args: readonly Expr[] })
  | (Span & { readonly kind: 'negate'; readonly operand: Expr })
  | (Span & {
      readonly kind: 'arithmetic';
      readonly op: ArithmeticOp;
      readonly left: Expr;
      readonly right: Expr;
    })
  | (Span & {
      readonly kind: 'compare';
      readonly op: CompareOp;
      readonly left: Expr;
      readonly right: Expr;
    })
  | (Span & {
      readonly kind: 'logic';
      readonly op: 'and' | 'or';
      readonly left: Expr;
      readonly right: Expr;
    })
  | (Span & { readonly kind: 'not'; readonly operand: Expr })
  | (Span & {
      readonly kind: 'if';
      readonly condition: Expr;
      readonly then: Expr;
      readonly otherwise: Expr;
    })
  | (Span & { readonly kind: 'piecewise'; readonly axis: Word; readonly pieces: readonly Piece[] })
  | (Span & { readonly kind: 'at'; readonly target: Expr; readonly level: Expr });

/** One piece of `by level { 1..9: …, 10..60: … }`: levels `first..last` inclusive. */
export interface Piece extends Span {
  readonly first: number;
  readonly last: number;
  readonly value: Expr;
}

/** A unit as written: `mp/tick` is `mp` over `tick`; `hp` is `hp` over nothing. */
export interface UnitText extends Span {
  readonly over: readonly Word[];
  readonly top: Word;
}

/**
 * `name[: unit] = expression`, or a function of the ruleset's own, `name(a, b) = expression`,
 * written into each call with its arguments in place of `a` and `b`.
 */
export interface Definition extends Span {
  readonly kind: 'definition';
  readonly name: Word;
  /** A function's parameters; none for a formula. */
  readonly params: readonly Word[];
  readonly unit: UnitText | null;
  readonly expr: Expr;
}

/** `check condition [for every table, …]`: a designer's assertion, run by `custom/check`. */
export interface Check extends Span {
  readonly kind: 'check';
  readonly condition: Expr;
  readonly forEvery: readonly Word[];
}

export type Statement = Definition | Check;

/** A syntax error: where, and what the designer should write instead. */
export interface SyntaxProblem extends Span {
  readonly message: string;
}

export interface ParsedFormulas {
  readonly statements: readonly Statement[];
  readonly problems: readonly SyntaxProblem[];
}
