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
import { formatNumber } from '../engine/explain';
import { LIMITS, type FormulaBuild, type FormulaRow } from './source';
import { positionIn, type CompareOp, type Expr, type Keep, type Span } from './syntax';

/** A formula that cannot give a value for this build at this level, and why, in words. */
export class FormulaRefusal extends Error {
  constructor(
    readonly formula: string,
    readonly level: number,
    /** Where in the ruleset's text (the part that could not be computed, or the formula's name). */
    readonly span: Span | null,
    message: string,
  ) {
    super(message);
    this.name = 'FormulaRefusal';
  }
}

/** "Division by 0 in ratio at level 3." → "Division by 0 in ratio at level 3 (line 14, column 9)." */
function placed(message: string, text: string, span: Span | null): string {
  if (span === null) return message;
  const { line, column } = positionIn(text, span.from);
  const where = `(line ${line}, column ${column})`;
  return message.endsWith('.') ? `${message.slice(0, -1)} ${where}.` : `${message} ${where}`;
}

/** Formula instances fixed to one outcome while the evaluation conditions on them. */
type Fixed = ReadonlyMap<string, number>;
const NOTHING_FIXED: Fixed = new Map();

interface Frame {
  /** The build's evaluation the closures read values, rows and inputs from. */
  readonly ev: FormulaEvaluation;
  readonly level: number;
  readonly fixed: Fixed;
  readonly formula: string;
}

type Compiled = (frame: Frame) => Value;

/** A frame with nothing fixed, reused for each value computed at its depth. */
interface PlainFrame {
  readonly ev: FormulaEvaluation;
  level: number;
  readonly fixed: Fixed;
  formula: string;
}

const instanceKey = (name: string, level: number) => `${name}@${level}`;

/** How many levels one call may recurse through before its lower levels are computed first. */
const WARM_STEP = 50;

/** The formula names an expression reads (by name, prev() or @), for their warm-up. */
function namesIn(expr: Expr): Set<string> {
  const names = new Set<string>();
  const walk = (e: Expr): void => {
    if (e.kind === 'name') names.add(e.name.text);
    for (const child of childrenOf(e)) walk(child);
  };
  walk(expr);
  return names;
}

/** Which formulas may roll, found once per checked ruleset (every build of a grid shares it). */
const MAY_ROLL = new WeakMap<CheckedRuleset, ReadonlySet<string>>();

/** One formula as an evaluation keeps it: its closure (made once) and its values by level. */
interface Slot {
  readonly name: string;
  readonly expr: Expr | null;
  readonly mayRoll: boolean;
  /**
   * It reads no level (see `levelFreeFormulas`; a roll too): its value, once computed, is every
   * level's. A roll's distribution is the same at every level; `x@1 + x@2` still adds two
   * independent rolls, which conditioning tells apart by instance, not by this value.
   */
  readonly levelFree: boolean;
  /** That value, once computed (a level-free formula only). */
  once: Value | undefined;
  run: Compiled | null;
  /** The values with nothing fixed, by level. */
  readonly byLevel: (Value | typeof COMPUTING | undefined)[];
}

/** A value being computed: read again before it is done, the formula needs itself. */
const COMPUTING = Symbol('computing');

/**
 * The formulas whose value may be a roll at some level: they roll a die outside P, E and
 * percentile, or read (by name, prev() or @) one that may. Found by a fixpoint over prev() too,
 * which the checker's order leaves out.
 */
function formulasThatMayRoll(checked: CheckedRuleset): ReadonlySet<string> {
  const reads = new Map<string, { rolls: boolean; names: Set<string> }>();
  for (const [name, formula] of checked.formulas) {
    const names = new Set<string>();
    let rolls = false;
    const walk = (e: Expr): void => {
      if (
        e.kind === 'call' &&
        (e.fn.text === 'P' || e.fn.text === 'E' || e.fn.text === 'percentile')
      )
        return;
      if (e.kind === 'dice' || (e.kind === 'call' && e.fn.text === 'd')) rolls = true;
      if (e.kind === 'name') names.add(e.name.text);
      if (e.kind === 'at' && e.target.kind === 'name') names.add(e.target.name.text);
      for (const child of childrenOf(e)) walk(child);
    };
    walk(formula.definition.expr);
    reads.set(name, { rolls, names });
  }
  const random = new Set([...reads].filter(([, r]) => r.rolls).map(([name]) => name));
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, r] of reads) {
      if (!random.has(name) && [...r.names].some((read) => random.has(read))) {
        random.add(name);
        changed = true;
      }
    }
  }
  return random;
}

/** Which formulas are the same number at every level, found once per checked ruleset. */
const LEVEL_FREE = new WeakMap<CheckedRuleset, ReadonlySet<string>>();

/**
 * The formulas whose value cannot depend on the level: they are not in `mayRoll`, read no level
 * (the axis's name, a piece `by level`, `prev()`, `@`), and read only formulas that are level-free
 * too (`con_mod = floor((con - 10) / 2)`). A build computes each once, not once per level: a third
 * of a typical sheet's formulas are such modifiers and bonuses.
 */
function levelFreeFormulas(
  checked: CheckedRuleset,
  mayRoll: ReadonlySet<string>,
): ReadonlySet<string> {
  const axis = checked.source.axis.name;
  const reads = new Map<string, Set<string> | null>();
  for (const [name, formula] of checked.formulas) {
    if (mayRoll.has(name)) {
      reads.set(name, null);
      continue;
    }
    const names = new Set<string>();
    let levelled = false;
    const walk = (e: Expr): void => {
      if (e.kind === 'piecewise' || e.kind === 'at') levelled = true;
      else if (e.kind === 'call' && e.fn.text === 'prev') levelled = true;
      else if (e.kind === 'name') {
        if (e.name.text === axis) levelled = true;
        else names.add(e.name.text);
      }
      for (const child of childrenOf(e)) walk(child);
    };
    walk(formula.definition.expr);
    reads.set(name, levelled ? null : names);
  }
  const free = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, names] of reads) {
      if (free.has(name) || names === null) continue;
      if ([...names].every((read) => free.has(read) || !checked.formulas.has(read))) {
        free.add(name);
        changed = true;
      }
    }
  }
  return free;
}

function mayRollOf(checked: CheckedRuleset): ReadonlySet<string> {
  let mayRoll = MAY_ROLL.get(checked);
  if (mayRoll === undefined) MAY_ROLL.set(checked, (mayRoll = formulasThatMayRoll(checked)));
  return mayRoll;
}

/**
 * The formulas of `checked` that are one number at every level (`levelFreeFormulas`): a grid
 * shows each at one level, not the same number in a column per level.
 */
export function levelFreeOf(checked: CheckedRuleset): ReadonlySet<string> {
  let free = LEVEL_FREE.get(checked);
  if (free === undefined) {
    LEVEL_FREE.set(checked, (free = levelFreeFormulas(checked, mayRollOf(checked))));
  }
  return free;
}

/** Which formulas, rolls included, have one value at every level, found once per ruleset. */
const SAME_EVERY_LEVEL = new WeakMap<CheckedRuleset, ReadonlySet<string>>();

/** The formulas that read no level, whether or not they roll: a build computes each once. */
function sameEveryLevelOf(checked: CheckedRuleset): ReadonlySet<string> {
  let same = SAME_EVERY_LEVEL.get(checked);
  if (same === undefined) {
    SAME_EVERY_LEVEL.set(checked, (same = levelFreeFormulas(checked, new Set())));
  }
  return same;
}

function fixedKey(fixed: Fixed): string {
  return [...fixed]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join(';');
}

/** One build's view of a checked ruleset: its values at any level, memoized. */
export class FormulaEvaluation {
  private readonly compiler: Compiler;
  private readonly values = new Map<string, Value>();
  private readonly reaches = new Map<string, ReadonlyMap<string, number>>();
  private readonly computing = new Set<string>();
  private readonly rolling = new WeakMap<Expr, boolean>();
  /** Each formula's slot by its place in the ruleset (`Compiler.places`). */
  readonly slots: Slot[] = [];
  /** The build's inputs in the source's order, its own value or the input's initial one. */
  readonly inputValues: readonly number[];
  private readonly mayBeRandom: ReadonlySet<string>;
  private readonly levelFree: ReadonlySet<string>;
  readonly rows: ReadonlyMap<string, readonly FormulaRow[]>;
  /** The same rows by the table's place in the source (a column read is an array read). */
  readonly tableRows: readonly (readonly FormulaRow[])[];
  private work = 0;
  /** The frames of `plainInstance`'s calls, one per depth of the calls in progress. */
  private readonly frames: PlainFrame[] = [];
  private depth = 0;

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
    this.tableRows = checked.source.tables.map((table) => rows.get(table.name) ?? []);
    this.mayBeRandom = mayRollOf(checked);
    this.levelFree = sameEveryLevelOf(checked);
    this.compiler = compilerOf(checked);
    this.inputValues = checked.source.inputs.map((input) => {
      const set = Object.hasOwn(build.inputs, input.name) ? build.inputs[input.name] : undefined;
      return typeof set === 'number' && Number.isFinite(set) ? set : input.initial;
    });
  }

  /** `name` at `level`: a number, or its exact distribution. @throws FormulaRefusal */
  value(name: string, level: number): Value {
    const slot = this.slot(name);
    const known = slot.byLevel[level];
    if (known !== undefined && known !== COMPUTING) return known;
    // With the level below known, a recurrence recurses one level: no warm-up is needed.
    if (
      level - this.checked.source.axis.first > WARM_STEP &&
      slot.byLevel[level - 1] === undefined
    ) {
      this.warmUp(name, level);
    }
    return this.plainInstance(slot, level, null);
  }

  /**
   * A recurrence asked at a high level first (`hp` at 10,000) would recurse through every level
   * below it at once and overflow the stack: its lower levels are computed first, every
   * `WARM_STEP` levels from the axis's first, so each call recurses at most that far.
   */
  private warmUp(name: string, level: number): void {
    const { first } = this.checked.source.axis;
    if (!this.checked.formulas.has(name) || !Number.isInteger(level)) return;
    for (let at = first + WARM_STEP; at < level; at += WARM_STEP) {
      // Only a cache being filled: a refusal on the way is not the answer asked for (12 /
      // (level − 51) refuses at 51, not at 60), so warming stops there and the value asked is
      // computed as it is, refusing in its own words if it needs the refused level.
      try {
        this.instance(name, at, NOTHING_FIXED, null);
      } catch (error) {
        if (error instanceof FormulaRefusal) return;
        throw error;
      }
    }
  }

  /**
   * An expression of the ruleset's own text (a check's condition) at `level`, as a formula named
   * `as` would give it. @throws FormulaRefusal
   */
  expression(expr: Expr, level: number, as: string): Value {
    for (const name of namesIn(expr)) this.warmUp(name, level);
    return this.distribution(expr, { ev: this, level, fixed: NOTHING_FIXED, formula: as });
  }

  /** @throws FormulaRefusal, its message saying where in the text (a designer's line and column). */
  refuse(frame: Frame, span: Span | null, message: string): never {
    // Without a part to point at (a formula that needs itself), the formula's own name.
    const at = span ?? this.checked.formulas.get(frame.formula)?.definition.name ?? null;
    throw new FormulaRefusal(
      frame.formula,
      frame.level,
      at,
      placed(message, this.checked.source.text, at),
    );
  }

  instance(name: string, level: number, fixed: Fixed, from: Frame | null): Value {
    if (fixed.size === 0) return this.plainInstance(this.slot(name), level, from);
    const key = instanceKey(name, level);
    const set = fixed.get(key);
    if (set !== undefined) return set;
    // Only what this formula can reach changes it: with none of that fixed, its plain value holds
    // (a level's gain does not depend on the level before, fixed while a recurrence conditions).
    if (!this.mayBeRandom.has(name)) return this.plainInstance(this.slot(name), level, from);
    const reaches = this.reachOfInstance(
      key,
      NOTHING_FIXED,
      from ?? { ev: this, level, fixed, formula: name },
    );
    const relevant = new Map([...fixed].filter(([atom]) => reaches.has(atom)));
    if (relevant.size === 0) return this.plainInstance(this.slot(name), level, from);
    fixed = relevant;
    const memo = `${key}|${fixedKey(fixed)}`;
    const known = this.values.get(memo);
    if (known !== undefined) return known;
    const axis = this.checked.source.axis;
    const frame: Frame = { ev: this, level, fixed, formula: name };
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
      const value = this.valueOf(this.slot(name), formula.definition.expr, frame);
      this.values.set(memo, value);
      return value;
    } finally {
      this.computing.delete(memo);
    }
  }

  /**
   * The common case, nothing fixed: values kept in an array by level per formula, rather than by
   * a key written for every read (a 10 × 10 roster of 30 formulas reads 180,000 values).
   */
  plainInstance(slot: Slot, level: number, from: Frame | null): Value {
    const byLevel = slot.byLevel;
    const known = byLevel[level];
    if (known !== undefined && known !== COMPUTING) return known;
    const name = slot.name;
    // The frame of this call's depth, reused: nothing keeps a frame past its call (a conditioned
    // computation copies it, a refusal copies its level and formula).
    const depth = this.depth;
    const frame = (this.frames[depth] ??= { ev: this, level, fixed: NOTHING_FIXED, formula: name });
    frame.level = level;
    frame.formula = name;
    const axis = this.checked.source.axis;
    if (known === COMPUTING)
      this.refuse(frame, null, `${name} at ${axis.name} ${level} needs itself.`);
    if (level < axis.first || level > axis.last || !Number.isInteger(level)) {
      this.refuse(
        from ?? frame,
        null,
        `${name} at ${axis.name} ${level}: ${axis.name}s go from ${axis.first} to ${axis.last}.`,
      );
    }
    if (slot.expr === null) this.refuseMissing(name, frame);
    if (slot.once !== undefined) {
      byLevel[level] = slot.once;
      return slot.once;
    }
    byLevel[level] = COMPUTING;
    this.depth = depth + 1;
    try {
      const value = this.valueOf(slot, slot.expr, frame);
      byLevel[level] = value;
      // Once per build, not per level: a heavy roll (50d100) read at 60 levels would spend the
      // build's work 60 times over and be refused at the late levels only.
      if (slot.levelFree) slot.once = value;
      return value;
    } catch (error) {
      byLevel[level] = undefined;
      throw error;
    } finally {
      this.depth = depth;
    }
  }

  private refuseMissing(name: string, frame: Frame): never {
    const waits = this.checked.waiting.get(name);
    return this.refuse(
      frame,
      null,
      waits === undefined
        ? `${name} is refused: see its problems.`
        : `${name} waits on ${waits}, which is refused.`,
    );
  }

  /** A formula that can never be random skips the search for rolls read twice. */
  private valueOf(slot: Slot, expr: Expr, frame: Frame): Value {
    const value = slot.mayRoll
      ? this.distribution(expr, frame)
      : (slot.run ??= this.compile(expr))(frame);
    return this.checkSize(value, frame, expr);
  }

  /** The value of `expr` in `frame`, conditioning on each random formula it reads twice. */
  distribution(expr: Expr, frame: Frame): Value {
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
    // Each outcome computes the expression again with what it reaches.
    this.spend(frame, outcomes.length * (reached.size + 1));
    const mixed = mixture(
      outcomes.map(([outcome, p]) => {
        const fixed = new Map(frame.fixed).set(first, outcome);
        return [this.distribution(expr, { ...frame, fixed }), p] as const;
      }),
    );
    return this.checkSize(mixed, frame, expr);
  }

  /**
   * How many separate reads lead from `expr` to each random formula instance not fixed in `frame`:
   * its own reads, and one for each instance a read formula reaches.
   */
  private reach(expr: Expr, frame: Frame): ReadonlyMap<string, number> {
    const counts = new Map<string, number>();
    const addInstance = (name: string, level: number) => {
      if (!this.mayBeRandom.has(name)) return;
      const key = instanceKey(name, level);
      if (frame.fixed.has(key)) return;
      if (!isRandom(this.instance(name, level, frame.fixed, frame))) return;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      // What it reaches counts once per formula read here, however many ways that formula reaches
      // a roll (it resolves its own shared rolls when it is computed: counting its inner paths
      // conditioned again at every later level, 35 s for a recurrence at 7), and once however
      // often that formula is read (fixing it settles all it reaches: `if c then prev(hp) + g else
      // prev(hp)` conditions on prev(hp) alone, not on every level below it, 22 s at 60).
      if (expanded.has(key)) return;
      expanded.add(key);
      for (const inner of this.reachOfInstance(key, frame.fixed, frame).keys()) {
        counts.set(inner, (counts.get(inner) ?? 0) + 1);
      }
    };
    const expanded = new Set<string>();
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
      // An `if` whose condition cannot roll takes one branch: only that branch's reads count
      // (`if level <= 50 then prev(hp) + gain else prev(hp)` reads prev(hp) once, not twice).
      if (e.kind === 'if' && !this.mayRoll(e.condition)) {
        const c = this.compile(e.condition)(frame);
        if (!isRandom(c)) return walk(c !== 0 ? e.then : e.otherwise);
      }
      for (const child of childrenOf(e)) walk(child);
    };
    walk(expr);
    this.spend(frame, counts.size);
    return counts;
  }

  /** Whether an expression may be a roll: a die, or a read of a formula that may roll. */
  private mayRoll(expr: Expr): boolean {
    const known = this.rolling.get(expr);
    if (known !== undefined) return known;
    let rolls: boolean;
    if (expr.kind === 'dice') rolls = true;
    else if (expr.kind === 'call' && ['P', 'E', 'percentile'].includes(expr.fn.text)) rolls = false;
    else if (expr.kind === 'call' && expr.fn.text === 'd') rolls = true;
    else if (expr.kind === 'name') rolls = this.mayBeRandom.has(expr.name.text);
    else if (expr.kind === 'at' && expr.target.kind === 'name') {
      rolls = this.mayBeRandom.has(expr.target.name.text);
    } else rolls = childrenOf(expr).some((child) => this.mayRoll(child));
    this.rolling.set(expr, rolls);
    return rolls;
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
      const out = this.reach(formula.definition.expr, { ev: this, level, fixed, formula: name });
      this.reaches.set(memo, out);
      return out;
    } finally {
      this.computing.delete(`reach:${memo}`);
    }
  }

  /** The steps spent so far (pairs of outcomes combined): what a fit over many values adds up. */
  get workDone(): number {
    return this.work;
  }

  spend(frame: Frame, amount: number): void {
    this.work += amount;
    if (this.work > LIMITS.work) {
      this.refuse(
        frame,
        null,
        `${frame.formula} takes more than ${LIMITS.work.toLocaleString('en-US')} steps to compute exactly: roll fewer dice, or read a shared roll fewer ways.`,
      );
    }
  }

  checkSize(value: Value, frame: Frame, span: Span | null): Value {
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

  fixedNumber(expr: Expr, frame: Frame, what: string): number {
    const value = this.compile(expr)(frame);
    if (isRandom(value)) this.refuse(frame, expr, `${what} must be a fixed number, not a roll.`);
    return value;
  }

  /** A roll, refused before it is made when it would be too large. */
  roll(
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
  cell(table: string, row: FormulaRow, column: string, frame: Frame, span: Span): number {
    const value = Object.hasOwn(row.values, column) ? row.values[column] : undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.refuse(frame, span, `${table} “${row.id}” has no number in ${column}.`);
    }
    return value;
  }

  /** f(A, B) for independent A and B: every pair of outcomes, counted as work before it is done. */
  pair(frame: Frame, a: Value, b: Value, f: (x: number, y: number) => number): Value {
    if (typeof a === 'number' && typeof b === 'number') return f(a, b);
    if (isRandom(a) && isRandom(b)) this.spend(frame, a.values.length * b.values.length);
    return this.checkSize(combine(a, b, f), frame, null);
  }

  sum(frame: Frame, a: Value, b: Value): Value {
    if (typeof a === 'number' && typeof b === 'number') return a + b;
    if (isRandom(a) && isRandom(b)) this.spend(frame, a.values.length * b.values.length);
    return this.checkSize(add(a, b), frame, null);
  }

  slot(name: string): Slot {
    const place = this.compiler.places.get(name);
    const known = place === undefined ? undefined : this.slots[place];
    if (known !== undefined) return known;
    const formula = this.checked.formulas.get(name);
    const slot: Slot = {
      name,
      expr: formula?.definition.expr ?? null,
      mayRoll: this.mayBeRandom.has(name),
      levelFree: this.levelFree.has(name),
      once: undefined,
      run: null,
      byLevel: [],
    };
    if (place !== undefined) this.slots[place] = slot;
    return slot;
  }

  private compile(expr: Expr): Compiled {
    return this.compiler.compile(expr);
  }
}

/**
 * Turns a checked ruleset's expressions into closures, once per ruleset: every build of a grid
 * runs the same closures, each reading its own evaluation (`frame.ev`) for values, rows, inputs.
 */
class Compiler {
  private readonly compiled = new WeakMap<Expr, Compiled>();

  /** Each formula's place, so that an evaluation keeps its slots in an array. */
  readonly places: ReadonlyMap<string, number>;

  constructor(readonly checked: CheckedRuleset) {
    this.places = new Map([...checked.formulas.keys()].map((name, i) => [name, i]));
  }

  private indexOf(name: string): number {
    return this.places.get(name) ?? -1;
  }

  compile(expr: Expr): Compiled {
    const known = this.compiled.get(expr);
    if (known !== undefined) return known;
    // No check wraps each node: sizes and finiteness are checked where a value can grow (a sum,
    // a product, a mixture) and on each formula's result, which keeps a plain number's path short.
    const made = this.build_(expr);
    this.compiled.set(expr, made);
    return made;
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
          return (frame) => (rolled ??= frame.ev.roll(count, faces, keep, explode, frame, expr));
        }
        const sides = this.compile(die.sides);
        return (frame) => {
          const n = sides(frame);
          if (isRandom(n))
            return frame.ev.refuse(
              frame,
              die.sides,
              'A die’s sides must be a fixed number, not a roll.',
            );
          if (!Number.isInteger(n) || n < 1 || n > LIMITS.sides) {
            return frame.ev.refuse(
              frame,
              die.sides,
              `A die has 1 to ${LIMITS.sides} whole sides; here ${n}.`,
            );
          }
          return frame.ev.roll(count, facesOf(n), keep, explode, frame, expr);
        };
      }
      case 'name':
        return this.name(expr);
      case 'column': {
        const table = expr.table.text;
        const column = expr.column.text;
        const place = this.checked.source.tables.findIndex((t) => t.name === table);
        return (frame) => {
          const row = frame.ev.tableRows[place]?.[0];
          if (row === undefined) return frame.ev.refuse(frame, expr, `The build has no ${table}.`);
          return frame.ev.cell(table, row, column, frame, expr);
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
                  frame.ev.fixedNumber(
                    row.kind === 'key' ? row.key : expr,
                    frame,
                    `A row of ${table}`,
                  ),
                );
          const found = rows.get(id);
          if (found === undefined)
            return frame.ev.refuse(frame, expr, `${table} has no row “${id}”.`);
          return frame.ev.cell(table, found, column, frame, expr);
        };
      }
      case 'call':
        return this.call(expr);
      case 'negate': {
        const operand = this.compile(expr.operand);
        return (frame) => {
          const x = operand(frame);
          return typeof x === 'number' ? -x : mapValue(x, negate);
        };
      }
      case 'arithmetic': {
        const left = this.compile(expr.left);
        const right = this.compile(expr.right);
        const op = expr.op;
        switch (op) {
          // Each with its plain numbers' case written out: most values of a ruleset are numbers.
          case '+':
            return (frame) => {
              const a = left(frame);
              const b = right(frame);
              return typeof a === 'number' && typeof b === 'number'
                ? a + b
                : frame.ev.sum(frame, a, b);
            };
          case '-':
            return (frame) => {
              const a = left(frame);
              const b = right(frame);
              return typeof a === 'number' && typeof b === 'number'
                ? a - b
                : frame.ev.sum(frame, a, mapValue(b, negate));
            };
          case '*':
            return (frame) => {
              const a = left(frame);
              const b = right(frame);
              return typeof a === 'number' && typeof b === 'number'
                ? a * b
                : frame.ev.pair(frame, a, b, times);
            };
          case '/':
            return (frame) => {
              const divisor = right(frame);
              if (isRandom(divisor) ? divisor.values.includes(0) : divisor === 0) {
                return frame.ev.refuse(
                  frame,
                  expr.right,
                  `Division by 0 in ${frame.formula} at ${this.checked.source.axis.name} ${frame.level}${isRandom(divisor) ? ' (the divisor can roll 0)' : ''}.`,
                );
              }
              const a = left(frame);
              return typeof a === 'number' && typeof divisor === 'number'
                ? a / divisor
                : frame.ev.pair(frame, a, divisor, over);
            };
        }
        return assertNever(op);
      }
      case 'compare': {
        const left = this.compile(expr.left);
        const right = this.compile(expr.right);
        const test = COMPARE[expr.op];
        const compare = (x: number, y: number) => (test(x, y) ? 1 : 0);
        return (frame) => {
          const a = left(frame);
          const b = right(frame);
          return typeof a === 'number' && typeof b === 'number'
            ? compare(a, b)
            : frame.ev.pair(frame, a, b, compare);
        };
      }
      case 'logic': {
        const left = this.compile(expr.left);
        const right = this.compile(expr.right);
        const and = expr.op === 'and';
        return (frame) => {
          const a = left(frame);
          // A fixed left side decides alone when it can (the right side is then never computed).
          if (!isRandom(a) && (and ? a === 0 : a !== 0)) return and ? 0 : 1;
          return frame.ev.pair(frame, a, right(frame), (x, y) =>
            (and ? x !== 0 && y !== 0 : x !== 0 || y !== 0) ? 1 : 0,
          );
        };
      }
      case 'not': {
        const operand = this.compile(expr.operand);
        return (frame) => mapValue(operand(frame), notValue);
      }
      case 'if': {
        const condition = this.compile(expr.condition);
        const then = this.compile(expr.then);
        const otherwise = this.compile(expr.otherwise);
        return (frame) => {
          const c = condition(frame);
          if (!isRandom(c)) return c !== 0 ? then(frame) : otherwise(frame);
          const p = chance(c);
          const mixed = mixture([
            [then(frame), p],
            [otherwise(frame), 1 - p],
          ]);
          return frame.ev.checkSize(mixed, frame, expr);
        };
      }
      case 'piecewise': {
        const pieces = expr.pieces.map((piece) => ({ ...piece, run: this.compile(piece.value) }));
        return (frame) => {
          const level = frame.level;
          for (const piece of pieces) {
            if (level >= piece.first && level <= piece.last) return piece.run(frame);
          }
          return frame.ev.refuse(
            frame,
            expr,
            `No piece covers ${this.checked.source.axis.name} ${level}.`,
          );
        };
      }
      case 'at': {
        const target = expr.target.kind === 'name' ? expr.target.name.text : '';
        return (frame) =>
          frame.ev.instance(
            target,
            frame.ev.fixedNumber(expr.level, frame, 'The level after @'),
            frame.fixed,
            frame,
          );
      }
    }
  }

  private name(expr: Extract<Expr, { kind: 'name' }>): Compiled {
    const name = expr.name.text;
    const { source } = this.checked;
    if (name === source.axis.name) return (frame) => frame.level;
    const input = source.inputs.findIndex((i) => i.name === name);
    if (input !== -1) return (frame) => frame.ev.inputValues[input] as number;
    // A value already computed with nothing fixed is read straight from its level's slot (by the
    // formula's place in the ruleset: an array read, not a lookup by name, per value read).
    const index = this.indexOf(name);
    return (frame) => {
      if (frame.fixed.size === 0) {
        const slot = frame.ev.slots[index] ?? frame.ev.slot(name);
        const known = slot.byLevel[frame.level];
        if (known !== undefined && known !== COMPUTING) return known;
        // A level-free formula's one value, read at the level being computed (on the axis).
        if (slot.once !== undefined) return slot.once;
        return frame.ev.plainInstance(slot, frame.level, frame);
      }
      return frame.ev.instance(name, frame.level, frame.fixed, frame);
    };
  }

  private call(expr: Extract<Expr, { kind: 'call' }>): Compiled {
    const fn = expr.fn.text;
    const [first, second] = expr.args;
    switch (fn) {
      case 'prev': {
        const target = first?.kind === 'name' ? first.name.text : '';
        const index = this.indexOf(target);
        return (frame) => {
          const level = frame.level - 1;
          if (frame.fixed.size === 0) {
            const slot = frame.ev.slots[index] ?? frame.ev.slot(target);
            const known = slot.byLevel[level];
            if (known !== undefined && known !== COMPUTING) return known;
            return frame.ev.plainInstance(slot, level, frame);
          }
          return frame.ev.instance(target, level, frame.fixed, frame);
        };
      }
      case 'P':
      case 'E':
      case 'percentile': {
        const arg = first as Expr;
        return (frame) => {
          const whole = frame.ev.distribution(arg, { ...frame, fixed: NOTHING_FIXED });
          if (fn === 'P') return chance(whole);
          if (fn === 'E') return expectation(whole);
          return percentile(whole, frame.ev.fixedNumber(second as Expr, frame, 'The percentile'));
        };
      }
      case 'sum': {
        const column = first?.kind === 'column' ? first : null;
        return (frame) => {
          if (column === null) return 0;
          const table = column.table.text;
          return (frame.ev.rows.get(table) ?? []).reduce(
            (sum, row) => sum + frame.ev.cell(table, row, column.column.text, frame, column),
            0,
          );
        };
      }
      case 'lookup': {
        const [value, key, result] = expr.args;
        const table = key?.kind === 'column' ? key.table.text : '';
        const keyName = key?.kind === 'column' ? key.column.text : '';
        const resultName = result?.kind === 'column' ? result.column.text : '';
        // The rows by key, ascending; the last at or below the value is read (approximate VLOOKUP).
        const rows = (this.checked.source.tables.find((t) => t.name === table)?.rows ?? [])
          .filter((row) => typeof row.values[keyName] === 'number')
          .map((row) => ({ key: row.values[keyName] as number, row }))
          .sort((a, b) => a.key - b.key);
        const read = this.compile(value as Expr);
        return (frame) => {
          const x = read(frame);
          if (isRandom(x)) {
            return frame.ev.refuse(
              frame,
              expr,
              'The value lookup(…) looks up must be a fixed number, not a roll.',
            );
          }
          let found: FormulaRow | null = null;
          for (const { key: at, row } of rows) if (at <= x) found = row;
          if (found === null) {
            return frame.ev.refuse(
              frame,
              expr,
              `${table} has no row with ${keyName} at or below ${formatNumber(x)}${rows[0] ? ` (the lowest is ${formatNumber(rows[0].key)})` : ''}.`,
            );
          }
          return frame.ev.cell(table, found, resultName, frame, expr);
        };
      }
      case 'count': {
        const table = first?.kind === 'name' ? first.name.text : '';
        return (frame) => frame.ev.rows.get(table)?.length ?? 0;
      }
      case 'd': {
        const sides = this.compile(first as Expr);
        return (frame) => {
          const n = sides(frame);
          if (isRandom(n) || !Number.isInteger(n) || n < 1 || n > LIMITS.sides) {
            return frame.ev.refuse(
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
        return (frame) => {
          const x = one(frame);
          return typeof x === 'number' ? Math.floor(x) : mapValue(x, Math.floor);
        };
      case 'trunc':
        // `+ 0` makes trunc(−0.5) a plain 0, one outcome with 0.
        return (frame) => mapValue(one(frame), truncate);
      case 'ceil':
        return (frame) => mapValue(one(frame), Math.ceil);
      case 'round':
        return (frame) => mapValue(one(frame), roundHalfUp);
      case 'abs':
        return (frame) => mapValue(one(frame), Math.abs);
      case 'min':
      case 'max': {
        const pick = fn === 'min' ? Math.min : Math.max;
        const [, two] = args;
        // Two numbers, the usual case (`max(1, roll)`), without the loop or a pair.
        if (args.length === 2 && two !== undefined) {
          return fn === 'min'
            ? (frame) => {
                const a = one(frame);
                const b = two(frame);
                return typeof a === 'number' && typeof b === 'number'
                  ? Math.min(a, b)
                  : frame.ev.pair(frame, a, b, pick);
              }
            : (frame) => {
                const a = one(frame);
                const b = two(frame);
                return typeof a === 'number' && typeof b === 'number'
                  ? Math.max(a, b)
                  : frame.ev.pair(frame, a, b, pick);
              };
        }
        return (frame) => {
          let acc = one(frame);
          for (let i = 1; i < args.length; i += 1) {
            acc = frame.ev.pair(frame, acc, (args[i] as Compiled)(frame), pick);
          }
          return acc;
        };
      }
      case 'clamp': {
        const [, low, high] = args as [Compiled, Compiled, Compiled];
        return (frame) => {
          const kept = frame.ev.pair(frame, one(frame), low(frame), Math.max);
          return frame.ev.pair(frame, kept, high(frame), Math.min);
        };
      }
    }
    return (frame) => frame.ev.refuse(frame, expr.fn, `There is no function “${fn}”.`);
  }
}

const COMPILERS = new WeakMap<CheckedRuleset, Compiler>();

function compilerOf(checked: CheckedRuleset): Compiler {
  let compiler = COMPILERS.get(checked);
  if (compiler === undefined) COMPILERS.set(checked, (compiler = new Compiler(checked)));
  return compiler;
}

const COMPARE: Readonly<Record<CompareOp, (x: number, y: number) => boolean>> = {
  '==': (x, y) => x === y,
  '!=': (x, y) => x !== y,
  '<': (x, y) => x < y,
  '<=': (x, y) => x <= y,
  '>': (x, y) => x > y,
  '>=': (x, y) => x >= y,
};

// The maps and pairs each closure applies, made once (not an arrow per value computed).
const negate = (x: number) => -x;
const times = (x: number, y: number) => x * y;
const over = (x: number, y: number) => x / y;
const notValue = (x: number) => (x === 0 ? 1 : 0);
/** `+ 0` makes trunc(−0.5) a plain 0, one outcome with 0. */
const truncate = (x: number) => Math.trunc(x) + 0;
const roundHalfUp = (x: number) => Math.floor(x + 0.5);

function assertNever(value: never): never {
  throw new Error(`Unknown operator ${String(value)}`);
}

function splitKey(key: string): [string, number] {
  const at = key.lastIndexOf('@');
  return [key.slice(0, at), Number(key.slice(at + 1))];
}
