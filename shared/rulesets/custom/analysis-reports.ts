/**
 * `custom/sensitivity`, `custom/goal` and `custom/explain`: what a custom ruleset gets from its
 * formulas alone (`shared/analysis/formula-analyses.ts`, `shared/formula/explain.ts`), for a
 * measure (`--measure NAME`, a formula with a unit) at a level (`--level N`).
 */
import {
  declaredMeasures,
  formulaGoal,
  formulaMeasures,
  formulaSensitivity,
} from '../../analysis/formula-analyses';
import {
  formulaGrid,
  formulaGridRows,
  pickOneTables,
  type FormulaGridBase,
} from '../../analysis/formula-grid';
import { findGridMeasure } from '../../analysis/grid';
import {
  GRID_SCORE_COLUMNS,
  scoredGridReport,
  type GridScoreOptionName,
} from '../../analysis/grid-score-flags';
import { defaultGridLevels, parseGridLevels } from '../../analysis/grid-spec';
import {
  goalColumns,
  goalReport,
  type GoalDirection,
  type GoalResult,
} from '../../analysis/goal-seek';
import {
  sensitivityColumns,
  sensitivityReport,
  type Sensitivity,
} from '../../analysis/sensitivity';
import { afterFlag, type FlagValue, type GivenFlags } from '../../cli/flags';
import { chooseEach, findNamed, listNames } from '../../cli/names';
import { UsageError } from '../../cli/usage-error';
import { formatNumber } from '../../engine/explain';
import type { CheckedRuleset } from '../../formula/check';
import { FormulaEvaluation, FormulaRefusal } from '../../formula/evaluate';
import { explainFormula, FormulaTracer, type TraceNode } from '../../formula/explain';
import type { FormulaBuild } from '../../formula/source';
import type { ColumnDoc } from '../../report/report-doc';
import type { ReportTable } from '../../report/report-table';
import { checkWork } from '../../engine/work-bound';
import { CURVE_VALUES_MAX } from './curves';
import { describeProblem } from './problem-words';

/** The formula `--measure` names (one with a unit), and the level `--level` gives. */
export interface MeasureQuestion {
  readonly measure: string;
  readonly level: number;
}

/**
 * Why a formula the text defines cannot be asked for: its first problem, where it stands ("hp_max
 * is refused: line 16, column 61, in hp_max: Nothing is called “gian”."), or the refused formula
 * it waits on, with that one's. Null for a name the text does not define.
 */
export function refusalOf(checked: CheckedRuleset, name: string): string | null {
  const { text } = checked.source;
  const first = (formula: string) => {
    const [problem] = checked.refused.get(formula) ?? [];
    return problem === undefined ? 'see its problems' : describeProblem(text, problem);
  };
  if (checked.refused.has(name)) return `${name} is refused: ${first(name)}`;
  const blocker = checked.waiting.get(name);
  if (blocker !== undefined) {
    return `${name} waits on ${blocker}, which is refused: ${first(blocker)}`;
  }
  return null;
}

/** `--measure` and `--level`, read against the ruleset: refused in words listing what there is. */
export function readMeasureQuestion(
  checked: CheckedRuleset,
  measure: FlagValue | undefined,
  level: FlagValue | undefined,
  report: string,
): MeasureQuestion {
  const measures = formulaMeasures(checked).map((m) => m.id);
  if (measures.length === 0) {
    throw new UsageError(
      `${report}: no formula of this ruleset has a unit, so none is a measure (write name: unit = …)`,
    );
  }
  const name = measure?.value ?? measures[0];
  if (name === undefined || !measures.includes(name)) {
    const why = name === undefined ? null : refusalOf(checked, name);
    throw new UsageError(
      why !== null
        ? `${measure?.shown ?? report}: ${why}`
        : `${measure?.shown ?? report}: no formula with a unit is called that; choose one of ${measures.join(', ')}`,
    );
  }
  const { axis } = checked.source;
  const text = level?.value.trim();
  const at = text === undefined ? axis.first : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(at) || at < axis.first || at > axis.last) {
    throw new UsageError(
      `${level?.shown ?? report}: give a whole ${axis.name} from ${axis.first} to ${axis.last}`,
    );
  }
  return { measure: name, level: at };
}

export const SENSITIVITY_COLUMNS: readonly ColumnDoc[] = sensitivityColumns({
  inputs:
    'each input of the build, each number of the rows the build picked or holds (as “race elf’s hp_bonus”), and each row of a table it holds any number of (as “item ring”)',
  kinds:
    'input, TABLE column (a number of a row the build picked or holds, the table edited), or TABLE (a row of a table it holds any number of, put on or taken off)',
  steps: 'one point, down and up; a held row on or off',
  down: 'the move down ("14 → 13", "on → off"); empty where it would leave the input’s declared range, or for a row the build does not hold',
  up: 'the move up ("off → on" for a row it does not hold)',
  value:
    'the measure after it (a roll by its mean), to two decimals; never: the formula refuses there',
  whose: 'the build’s',
  decimals: true,
});

export const GOAL_COLUMNS: readonly ColumnDoc[] = goalColumns({
  inputs: 'each input of the build with a declared range (min and max)',
  noun: 'value',
  whose: 'the build’s',
  roundedAs: 'custom/sensitivity',
  never: 'never: the formula refuses there',
});

export const EXPLAIN_COLUMNS: readonly ColumnDoc[] = [
  {
    name: 'depth',
    meaning:
      '0 for the formula, 1 for its parts, 2 for theirs (a formula read inside is taken apart once more)',
  },
  {
    name: 'part',
    meaning: 'the part as written in the formula (or the formula’s name, at depth 0)',
  },
  { name: 'value', meaning: 'its value there, or a roll’s mean' },
  { name: 'low', meaning: 'a roll’s lowest outcome; empty for a fixed value' },
  { name: 'p5', meaning: 'a roll’s 5th percentile (as percentile(x, 5)); empty for a fixed value' },
  { name: 'p50', meaning: 'the same at 50%' },
  { name: 'p95', meaning: 'the same at 95%' },
  { name: 'high', meaning: 'a roll’s highest outcome' },
  {
    name: 'note',
    meaning:
      'the piece or branch taken at that level, or what a max, min or clamp did (“raised to 2 in 12.5% of outcomes”)',
  },
];

/**
 * Refuses, before any work, an analysis that would compute more values than a report's curves
 * may: `evaluations` builds, each up to every formula at every level up to the one asked.
 */
function checkEvaluations(
  checked: CheckedRuleset,
  question: MeasureQuestion,
  evaluations: number,
  what: string,
): void {
  const levels = question.level - checked.source.axis.first + 1;
  checkWork(
    `${question.measure} at ${checked.source.axis.name} ${question.level}, ${what}`,
    evaluations * levels * Math.max(1, checked.formulas.size),
    CURVE_VALUES_MAX,
    'values (evaluations × levels × formulas)',
    'ask at a lower level, or move fewer inputs',
  );
}

/**
 * What moves the measure most at the level, for the build: every input and every number of the
 * rows it picked or holds one step down and up, each row of a table it holds any of on or off.
 * @throws WorkBoundError past {@link CURVE_VALUES_MAX} values, before any is computed
 */
export function customSensitivity(
  checked: CheckedRuleset,
  build: FormulaBuild,
  question: MeasureQuestion,
): Sensitivity {
  const { tables, inputs } = checked.source;
  // Counted as formulaSensitivity moves them: each input and each number of a row the build
  // picked or holds both ways, each row of a table it holds any number of on or off.
  let evaluations = 1 + 2 * inputs.length;
  for (const table of tables) {
    if (table.holds === 'lookup') continue;
    const picked = Object.hasOwn(build.rows, table.name) ? build.rows[table.name] : undefined;
    const held = typeof picked === 'string' ? [picked] : (picked ?? []);
    const rows = table.rows.filter((row) => held.includes(row.id)).length;
    evaluations += 2 * rows * table.columns.length;
    if (table.holds === 'many') evaluations += table.rows.length;
  }
  checkEvaluations(
    checked,
    question,
    evaluations,
    `${(evaluations - 1).toLocaleString('en')} moves of inputs, numbers and rows`,
  );
  return formulaSensitivity(checked, build, question.measure, question.level);
}

export function customSensitivityTable(
  checked: CheckedRuleset,
  build: FormulaBuild,
  question: MeasureQuestion,
): ReportTable {
  return sensitivityReport(customSensitivity(checked, build, question));
}

/**
 * The nearest value of each input with a declared range that meets the goal for the measure at
 * the level.
 * @throws WorkBoundError past {@link CURVE_VALUES_MAX} values, before any is computed
 */
export function customGoal(
  checked: CheckedRuleset,
  build: FormulaBuild,
  question: MeasureQuestion,
  goal: { readonly goal: GoalDirection; readonly target: number },
): GoalResult {
  const tries = checked.source.inputs.reduce(
    (sum, input) =>
      input.min === undefined || input.max === undefined
        ? sum
        : sum + Math.max(0, input.max - input.min) + 2,
    1,
  );
  checkEvaluations(checked, question, tries, 'every value of each ranged input');
  return formulaGoal(checked, build, question.measure, question.level, goal.goal, goal.target);
}

export function customGoalTable(
  checked: CheckedRuleset,
  build: FormulaBuild,
  question: MeasureQuestion,
  goal: { readonly goal: GoalDirection; readonly target: number },
): ReportTable {
  const table = goalReport(customGoal(checked, build, question, goal));
  // No row is not an answer: say why there is none, and what to add.
  const ranged = checked.source.inputs.some((i) => i.min !== undefined && i.max !== undefined);
  return ranged
    ? table
    : {
        ...table,
        notes: [
          'No input of this ruleset has a declared range, so goal seek has nothing to move: give an input a min and a max (in the project file, the ruleset’s inputs).',
        ],
      };
}

/** The formula at the level, part by part: its Explain as rows, the sum written out in the title. */
export function customExplainTable(
  checked: CheckedRuleset,
  build: FormulaBuild,
  question: MeasureQuestion,
): ReportTable {
  const { measure, level } = question;
  const run = new FormulaEvaluation(checked, build);
  let top: TraceNode;
  let sum: string;
  try {
    top = new FormulaTracer(run).formula(measure, level);
    const explained = explainFormula(run, measure, level);
    const terms = explained.terms.map((term) => `${formatNumber(term.value)} (${term.label})`);
    sum = `${terms.join(explained.op === 'product' ? ' × ' : ' + ')} = ${formatNumber(explained.value)}`;
  } catch (error) {
    if (error instanceof FormulaRefusal)
      throw new UsageError(`${measure} at ${checked.source.axis.name} ${level}: ${error.message}`);
    throw error;
  }
  const rows: (string | number)[][] = [];
  const visit = (node: TraceNode, depth: number) => {
    const spread = node.value.spread;
    rows.push([
      depth,
      node.text,
      // A roll's mean as every custom report writes one (12 significant digits: no float noise).
      spread === null || node.value.value === 0
        ? node.value.value
        : Number(node.value.value.toPrecision(12)),
      spread?.min ?? '',
      spread?.p5 ?? '',
      spread?.p50 ?? '',
      spread?.p95 ?? '',
      spread?.max ?? '',
      node.note ?? '',
    ]);
    for (const part of node.parts) visit(part, depth + 1);
  };
  visit(top, 0);
  return {
    title: `${measure} at ${checked.source.axis.name} ${level}: ${sum}`,
    columns: EXPLAIN_COLUMNS.map((column) => column.name),
    rows,
  };
}

export const GRID_COLUMNS: readonly ColumnDoc[] = [
  {
    name: 'TABLE',
    meaning:
      'one column per table crossed (--over; by default every table a build picks one row of, as race and class), named as the table: the row’s id. A ruleset with no such table has one row, its column build: the build’s name',
  },
  {
    name: 'FORMULA_l<LEVEL>',
    meaning:
      'one column per --measure (a formula with a unit; by default every one, in the order of the text) and --levels level (by default 1, 10, 30 and 60 where the axis has them (and its last, when it ends before 60)): the value for the row, a roll’s mean (exact, to 12 significant digits). A formula that reads no level (no level, by level, prev() or @, and only formulas like it) is one number at every level: one column, at the first level asked. "never": the formula refuses there; stderr says why, once per formula, and the exit code stays 0',
  },
  ...GRID_SCORE_COLUMNS,
];

/** The grid's levels: `--levels` as the Balance grid's field reads it, else the usual ones. */
function readGridLevels(checked: CheckedRuleset, flag: FlagValue | undefined): number[] {
  const { axis } = checked.source;
  if (flag === undefined) {
    const usual = defaultGridLevels(axis.last).filter((level) => level >= axis.first);
    return usual.length > 0 ? usual : [axis.first];
  }
  const parsed = parseGridLevels(flag.value, axis.last, axis.first);
  if (!parsed.ok) throw new UsageError(`${flag.shown}: ${afterFlag(parsed.message)}`);
  return parsed.value;
}

/** `--measure`, each a formula with a unit (any case), in the order given; every one by default. */
function readGridMeasures(checked: CheckedRuleset, flags: readonly FlagValue[]): string[] {
  const measures = declaredMeasures(checked);
  if (measures.length === 0) {
    throw new UsageError(
      'custom/grid: no formula of this ruleset has a unit, so none is a measure (write name: unit = …)',
    );
  }
  if (flags.length === 0) return measures.map((measure) => measure.id);
  return chooseEach(
    flags,
    (typed) => findGridMeasure(measures, typed),
    (flag) =>
      `${flag.shown}: ${refusalOf(checked, flag.value.trim()) ?? `no formula with a unit is called that; choose one of ${measures.map((m) => m.id).join(', ')}`}`,
  );
}

/** `--over`, each a table a build picks one row of (by name, any case); every one by default. */
function readGridTables(checked: CheckedRuleset, flags: readonly FlagValue[]): string[] {
  const tables = pickOneTables(checked).map((table) => ({ id: table.name, name: table.name }));
  if (flags.length === 0) return tables.map((table) => table.id);
  return chooseEach(
    flags,
    (typed) => findNamed(tables, typed),
    (flag) =>
      tables.length === 0
        ? `${flag.shown}: this ruleset has no table a build picks one row of, so its grid is its build alone`
        : `${flag.shown}: no table a build picks one row of is called that; choose one of ${listNames(tables)}`,
  );
}

/**
 * `--where NAME`: a formula of the ruleset that keeps a row where it is not 0 (at the axis's first
 * level), or null without the flag. Refused when there is no such formula, when the checks refused
 * it, or when it can roll (a row is in the grid or not).
 */
function readGridWhere(checked: CheckedRuleset, flag: FlagValue | undefined): string | null {
  if (flag === undefined) return null;
  const name = flag.value.trim();
  const formula = checked.formulas.get(name);
  if (formula === undefined) {
    const known = [...checked.formulas.keys()];
    const why = refusalOf(checked, name);
    throw new UsageError(
      why !== null
        ? `${flag.shown}: ${why} It cannot choose rows.`
        : `${flag.shown}: no formula is called that; choose one of ${known.join(', ')}`,
    );
  }
  if (formula.shape.random) {
    throw new UsageError(
      `${flag.shown}: ${name} can roll; give a formula with a fixed value (a row is in the grid or not)`,
    );
  }
  return name;
}

/**
 * `custom/grid`: every combination of the crossed tables' rows against the measures at the
 * levels, the rest from the build; `--with-scores` adds z-scores and outliers as every grid does.
 *
 * @throws WorkBoundError past {@link CURVE_VALUES_MAX} values (rows × levels up to the last
 *   asked × formulas), before any is computed
 */
export function customGridTable(
  rulesetName: string,
  checked: CheckedRuleset,
  base: FormulaGridBase,
  flags: GivenFlags<'measure' | 'levels' | 'over' | 'where' | GridScoreOptionName>,
): ReportTable {
  const measures = readGridMeasures(checked, flags.all('measure'));
  const levels = readGridLevels(checked, flags.one('levels'));
  const over = readGridTables(checked, flags.all('over'));
  const { axis } = checked.source;
  const rows = formulaGridRows(pickOneTables(checked).filter((table) => over.includes(table.name)));
  const last = levels[levels.length - 1] ?? axis.first;
  checkWork(
    `${rulesetName}: a grid of ${rows.toLocaleString('en')} rows to ${axis.name} ${last}`,
    rows * (last - axis.first + 1) * Math.max(1, checked.formulas.size),
    CURVE_VALUES_MAX,
    'values (rows × levels up to the last asked × formulas)',
    'cross fewer tables (--over) or ask fewer levels',
  );
  const where = readGridWhere(checked, flags.one('where'));
  const crossed = over.length === 0 ? base.name : over.join(' × ');
  const { grid, notes } = formulaGrid(
    checked,
    base,
    { measures, levels, over, where },
    `${rulesetName}: balance grid of every ${crossed}${where === null ? '' : ` where ${where} is not 0`} (${base.name})`,
  );
  const table = scoredGridReport(grid, flags);
  const problems = checked.problems.map(
    (problem) => `${rulesetName}: ${describeProblem(checked.source.text, problem)}`,
  );
  const all = [...problems, ...notes.map((note) => `${rulesetName}: ${note}`)];
  return all.length > 0 ? { ...table, notes: all } : table;
}
