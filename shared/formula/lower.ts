/**
 * From the grammar's tree (formula.grammar, compiled by Lezer into parser.ts) to the language's own
 * syntax tree (syntax.ts). Lezer parses every text to a tree, marking what it could not read with
 * error nodes; here each error becomes a problem in words, and a statement holding one is left
 * out (its name kept in `broken`, so the checker can say why the formulas using it wait).
 */
import type { SyntaxNode } from '@lezer/common';
import { parser } from './parser';
import type {
  ArithmeticOp,
  CompareOp,
  Definition,
  DieFaces,
  Expr,
  Keep,
  Piece,
  Statement,
  SyntaxProblem,
  UnitText,
  Word,
} from './syntax';

export interface Lowered {
  readonly statements: readonly Statement[];
  /** Each with the definition it is in, if any (`formula`). */
  readonly problems: readonly (SyntaxProblem & { readonly formula: string | null })[];
  /** Definitions whose text holds a syntax error: known by name, not computed. */
  readonly broken: readonly Word[];
}

/** A node the grammar promised but Lezer's recovery left out: the statement is not lowered. */
class Missing extends Error {}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child !== null; child = child.nextSibling) out.push(child);
  return out;
}

function hasError(node: SyntaxNode): boolean {
  if (node.type.isError) return true;
  for (let child = node.firstChild; child !== null; child = child.nextSibling) {
    if (hasError(child)) return true;
  }
  return false;
}

const ARITHMETIC_OPS: ReadonlySet<string> = new Set(['+', '-', '*', '/']);

const EXPRESSIONS = new Set([
  'Number',
  'Percent',
  'Dice',
  'Roll',
  'Faces',
  'Identifier',
  'Member',
  'Lookup',
  'Call',
  'Parenthesized',
  'Negation',
  'Arithmetic',
  'Comparison',
  'Logic',
  'Not',
  'Conditional',
  'Piecewise',
  'AtLevel',
]);

/** What the text says of why it stopped reading at an error node. */
function problemAt(text: string, error: SyntaxNode): SyntaxProblem {
  const at = error.from;
  const found = text.slice(error.from, Math.max(error.to, error.from + 1)).trim();
  const before = text.slice(0, at).trimEnd();
  if (/[0-9]*d[0-9]+$/.test(before) && text[at] === '!') {
    return {
      from: at,
      to: at + 1,
      message:
        'An exploding die says how often it may explode: `d6!3` rolls a 6 again at most 3 times.',
    };
  }
  if (found === '' || at >= text.trimEnd().length) {
    // The last words before the end, whole ("l > 3 then 1" cut a word; "level > 3 then 1").
    const tail = before.slice(-24);
    const last = (before.length > 24 ? tail.replace(/^\S*\s+/, '') : tail).trimStart() || tail;
    return {
      from: Math.max(0, before.length - 1),
      to: Math.max(1, before.length),
      message: `The text ends too early: something is missing after “${last}”.${endHint(before)}`,
    };
  }
  const word = /^[A-Za-z_0-9.]+|^\S/.exec(found)?.[0] ?? found;
  return {
    from: at,
    to: at + word.length,
    message: `“${word}” cannot stand here: expected an operator, a value or a new \`name = …\` line.${wordHint(word, before, text.slice(at))}`,
  };
}

/** What a text that stops early most likely misses: an `if` without its `else`. */
function endHint(before: string): string {
  const ifs = before.match(/\bif\b/g)?.length ?? 0;
  const elses = before.match(/\belse\b/g)?.length ?? 0;
  return ifs > elses && /\bthen\b/.test(before)
    ? ' An if needs an else: if level > 3 then 1 else 2.'
    : '';
}

/** The habit a word that cannot stand here most likely comes from: a spreadsheet's, mostly. */
function wordHint(word: string, before: string, rest: string): string {
  if (word === '=' && !rest.startsWith('==')) {
    return ' To compare, write == (hp_max@1 == 1); a formula is defined on a line of its own.';
  }
  if (word === '^') return ' There is no power operator: multiply (x * x), or write the number.';
  if (/^[A-Za-z_]/.test(word) && /\.\.\s*$|\{\s*$|,\s*$/.test(before) && /\bby\b/.test(before)) {
    return ' A piece’s levels are whole numbers written out: by level { 1..9: …, 10..60: … }.';
  }
  return '';
}

/**
 * Where each statement starts: a line beginning `name =`, `name: unit =` or `check`. Each is
 * parsed on its own, so a line left unfinished is one problem and never swallows the next
 * definition (as `hp = 3 +` would read the next line's name as its missing operand).
 */
const STATEMENT_START =
  /^[ \t]*(?:[A-Za-z_][A-Za-z_0-9]*[ \t]*(?:\([^)=\n]*\)[ \t]*)?(?::[^=\n]*)?=(?!=)|check\b)/gm;

function statementRanges(text: string): { from: number; to: number }[] {
  const starts = [...text.matchAll(STATEMENT_START)].map((match) => match.index);
  if (starts[0] !== 0) starts.unshift(0);
  return starts.map((from, i) => ({ from, to: starts[i + 1] ?? text.length }));
}

/** One statement of a text as a designer reads it: what it defines (or `check`) and its words. */
export interface StatementText {
  /** The name it defines (`hp_max`, a function's `die`), or null for a check. */
  readonly name: string | null;
  /** Its text without comments, its whitespace made single spaces: two versions compare alike. */
  readonly text: string;
}

/**
 * The statements of a text as written, read even where they do not parse (a half-typed line is
 * still the statement it starts): what a diff of two versions of a ruleset says changed.
 */
export function statementTexts(text: string): StatementText[] {
  return statementRanges(text).flatMap(({ from, to }) => {
    const words = text.slice(from, to).replace(/#.*$/gm, '').replace(/\s+/g, ' ').trim();
    if (words === '') return [];
    const name = /^([A-Za-z_][A-Za-z_0-9]*)\s*(?:\(|:|=)/.exec(words)?.[1];
    return [{ name: name === undefined || name === 'check' ? null : name, text: words }];
  });
}

export function lowerFormulas(text: string): Lowered {
  const statements: Statement[] = [];
  const problems: (SyntaxProblem & { formula: string | null })[] = [];
  const broken: Word[] = [];
  for (const range of statementRanges(text)) {
    if (text.slice(range.from, range.to).replace(/#.*$/gm, '').trim() === '') continue;
    // Lezer parses the statement alone; its places are then moved to where it stands in the text.
    const lowered = shifted(lowerRange(text.slice(range.from, range.to)), range.from);
    statements.push(...lowered.statements);
    problems.push(...lowered.problems);
    broken.push(...lowered.broken);
  }
  return { statements, problems, broken };
}

/** A copy of `value` with every `from` and `to` moved on by `offset`. */
function shifted<T>(value: T, offset: number): T {
  if (Array.isArray(value)) return value.map((item: unknown) => shifted(item, offset)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      (key === 'from' || key === 'to') && typeof inner === 'number'
        ? inner + offset
        : shifted(inner, offset);
  }
  return out as T;
}

function lowerRange(text: string): Lowered {
  const tree = parser.parse(text);
  const statements: Statement[] = [];
  const problems: (SyntaxProblem & { formula: string | null })[] = [];
  const broken: Word[] = [];
  const word = (node: SyntaxNode | null | undefined): Word => {
    if (!node) throw new Missing();
    return { from: node.from, to: node.to, text: text.slice(node.from, node.to) };
  };
  // The first place a statement stops making sense: once the parser is lost, later "cannot stand
  // here"s are its confusion, not the designer's mistakes (a name in `by level { 1..stop: … }`
  // gave six).
  const errors = (node: SyntaxNode, formula: string | null = null): void => {
    if (node.type.isError) {
      if (!problems.some((problem) => problem.formula === formula)) {
        problems.push({ ...problemAt(text, node), formula });
      }
      return;
    }
    for (let child = node.firstChild; child !== null; child = child.nextSibling) {
      errors(child, formula);
    }
  };

  const expression = (node: SyntaxNode | null | undefined): Expr => {
    if (!node || !EXPRESSIONS.has(node.type.name)) throw new Missing();
    const span = { from: node.from, to: node.to };
    const source = text.slice(node.from, node.to);
    const parts = children(node);
    const exprs = parts.filter((child) => EXPRESSIONS.has(child.type.name));
    switch (node.type.name) {
      case 'Number':
        return { ...span, kind: 'number', value: Number(source), percent: false };
      case 'Percent':
        return { ...span, kind: 'number', value: Number(source.slice(0, -1)) / 100, percent: true };
      case 'Dice':
        return dice(span, source);
      case 'Roll': {
        const count = source.slice(0, source.indexOf('d'));
        const die: DieFaces = { kind: 'expression', sides: expression(exprs[0]) };
        return {
          ...span,
          kind: 'dice',
          count: count === '' ? 1 : Number(count),
          die,
          keep: null,
          explode: 0,
        };
      }
      case 'Faces': {
        const count = source.slice(0, source.indexOf('d'));
        const faces = parts
          .filter((child) => child.type.name === 'Face')
          .map((face) => Number(text.slice(face.from, face.to).replace(/\s+/g, '')));
        return {
          ...span,
          kind: 'dice',
          count: count === '' ? 1 : Number(count),
          die: { kind: 'faces', faces },
          keep: null,
          explode: 0,
        };
      }
      case 'Identifier':
        return { ...span, kind: 'name', name: word(node) };
      case 'Member':
        return { ...span, kind: 'column', table: word(parts[0]), column: word(parts[2]) };
      case 'Lookup': {
        const id = parts.find((child) => child.type.name === 'String');
        const key = exprs.find((child) => child !== parts[0]);
        if (!id && !key) throw new Missing();
        return {
          ...span,
          kind: 'lookup',
          table: word(parts[0]),
          row: id
            ? {
                kind: 'id',
                id: { from: id.from + 1, to: id.to - 1, text: text.slice(id.from + 1, id.to - 1) },
              }
            : { kind: 'key', key: expression(key) },
          column: word(parts.at(-1)),
        };
      }
      case 'Call':
        // The function's own name is the first Identifier; the arguments follow.
        return { ...span, kind: 'call', fn: word(parts[0]), args: exprs.slice(1).map(expression) };
      case 'Parenthesized':
        return expression(exprs[0]);
      case 'Negation':
        return { ...span, kind: 'negate', operand: expression(exprs[0]) };
      case 'Arithmetic': {
        // The operator's own token: the text between the operands may hold a comment too.
        const token = parts.find((child) => ARITHMETIC_OPS.has(child.type.name));
        if (!token) throw new Missing();
        const op = token.type.name as ArithmeticOp;
        return {
          ...span,
          kind: 'arithmetic',
          op,
          left: expression(exprs[0]),
          right: expression(exprs[1]),
        };
      }
      case 'Comparison': {
        const op = word(parts.find((child) => child.type.name === 'CompareOp')).text as CompareOp;
        return {
          ...span,
          kind: 'compare',
          op,
          left: expression(exprs[0]),
          right: expression(exprs[1]),
        };
      }
      case 'Logic': {
        const op = parts.some((child) => child.type.name === 'and') ? 'and' : 'or';
        return {
          ...span,
          kind: 'logic',
          op,
          left: expression(exprs[0]),
          right: expression(exprs[1]),
        };
      }
      case 'Not':
        return { ...span, kind: 'not', operand: expression(exprs[0]) };
      case 'Conditional':
        return {
          ...span,
          kind: 'if',
          condition: expression(exprs[0]),
          then: expression(exprs[1]),
          otherwise: expression(exprs[2]),
        };
      case 'Piecewise':
        return {
          ...span,
          kind: 'piecewise',
          axis: word(parts.find((child) => child.type.name === 'Identifier')),
          pieces: parts.filter((child) => child.type.name === 'Piece').map(piece),
        };
      case 'AtLevel':
        return { ...span, kind: 'at', target: expression(exprs[0]), level: expression(exprs[1]) };
      default:
        throw new Missing();
    }
  };

  const piece = (node: SyntaxNode): Piece => {
    const parts = children(node);
    const colon = parts.findIndex((child) => child.type.name === ':');
    const numbers = parts
      .slice(0, colon)
      .filter((child) => child.type.name === 'Number')
      .map((child) => Number(word(child).text));
    const first = numbers[0];
    if (first === undefined) throw new Missing();
    return {
      from: node.from,
      to: node.to,
      first,
      last: numbers[1] ?? first,
      value: expression(parts.at(-1)),
    };
  };

  const unit = (node: SyntaxNode | undefined): UnitText | null => {
    if (!node) return null;
    const names = children(node)
      .filter((child) => child.type.name === 'Identifier')
      .map(word);
    const [top, ...over] = names;
    if (top === undefined) throw new Missing();
    return { from: node.from, to: node.to, top, over };
  };

  const definition = (node: SyntaxNode): Definition => {
    const parts = children(node);
    return {
      kind: 'definition',
      from: node.from,
      to: node.to,
      name: word(parts[0]),
      params: parameters(parts.find((child) => child.type.name === 'Parameters')),
      unit: unit(parts.find((child) => child.type.name === 'Unit')),
      expr: expression(parts.at(-1)),
    };
  };

  const parameters = (node: SyntaxNode | undefined): Word[] =>
    node === undefined
      ? []
      : children(node)
          .filter((child) => child.type.name === 'Identifier')
          .map(word);

  for (const node of children(tree.topNode)) {
    if (node.type.isError) {
      errors(node);
      continue;
    }
    if (hasError(node)) {
      const name =
        node.type.name === 'Definition' && node.firstChild?.type.name === 'Identifier'
          ? word(node.firstChild)
          : null;
      if (name !== null) broken.push(name);
      errors(node, name?.text ?? null);
      continue;
    }
    try {
      if (node.type.name === 'Definition') statements.push(definition(node));
      else if (node.type.name === 'Check') {
        const parts = children(node);
        const every = parts.find((child) => child.type.name === 'ForEvery');
        statements.push({
          kind: 'check',
          from: node.from,
          to: node.to,
          condition: expression(parts.find((child) => EXPRESSIONS.has(child.type.name))),
          forEvery: every
            ? children(every)
                .filter((child) => child.type.name === 'Identifier')
                .map(word)
            : [],
        });
      }
    } catch (error) {
      if (!(error instanceof Missing)) throw error;
      problems.push({
        from: node.from,
        to: node.to,
        formula: null,
        message: 'This line could not be read whole.',
      });
    }
  }
  return { statements, problems, broken };
}

/** `3d6`, `4d6kh3`, `2d20kl1`, `d6!3`: read from the Dice token's own text. */
function dice(span: { from: number; to: number }, source: string): Expr {
  const match = /^([0-9]*)d([0-9]+)(?:(kh|kl)([0-9]+))?(?:!([0-9]+))?$/.exec(source);
  if (!match) throw new Missing();
  const [, count, sides, keepWhich, keepCount, explode] = match;
  const keep: Keep | null =
    keepWhich === undefined
      ? null
      : { which: keepWhich === 'kh' ? 'highest' : 'lowest', count: Number(keepCount) };
  return {
    ...span,
    kind: 'dice',
    count: count === '' || count === undefined ? 1 : Number(count),
    die: { kind: 'sides', sides: Number(sides) },
    keep,
    explode: explode === undefined ? 0 : Number(explode),
  };
}
