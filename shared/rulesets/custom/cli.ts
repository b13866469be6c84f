/**
 * The custom rulesets' reports as the CLI sees them (`custom/curves`, `custom/check`, the analyses
 * and `custom/side-by-side`), each reading one ruleset of the project's `custom` section
 * (`--ruleset NAME`, by name or id; the only one when there is one) and one of its builds
 * (`--build NAME`; its first by default).
 */
import type { FlagValue, FlagValues, GivenFlags } from '../../cli/flags';
import { PROJECT_OPTIONS, type OptionSpecs } from '../../cli/options';
import { defineReportFamily } from '../../cli/report-family';
import { findNamed, listNames } from '../../cli/names';
import { UsageError } from '../../cli/usage-error';
import type { CheckedRuleset } from '../../formula/check';
import { checkedRuleset } from './checked';
import type { FormulaBuild } from '../../formula/source';
import type { ReportDeclaration } from '../../report/report-doc';
import { readGoal } from '../../analysis/goal-flags';
import { declaredMeasures } from '../../analysis/formula-analyses';
import {
  GRID_SCORE_OPTION_NAMES,
  GRID_SCORE_OPTIONS,
  GRID_SCORES_HELP,
} from '../../analysis/grid-score-flags';
import {
  customExplainTable,
  customGoalTable,
  customGridTable,
  GRID_COLUMNS,
  customSensitivityTable,
  EXPLAIN_COLUMNS,
  GOAL_COLUMNS,
  readMeasureQuestion,
  SENSITIVITY_COLUMNS,
} from './analysis-reports';
import { CHECK_REPORT_CASES_MAX, customChecksTable, LISTED_FAILURES_MAX } from './checks';
import { CURVE_VALUES_MAX, customCurvesTable } from './curves';
import { customFormulaBuild, NO_BUILD } from './formula-source';
import type { CustomBuild, CustomRuleset, CustomSection } from './schema';
import { customSideBySide } from './side-by-side';
import { customFit, parseFitRange } from './fit';
import { parseTargets, proposalColumnDocs } from '../../analysis/curve-targets';

const CUSTOM_OPTIONS = {
  project: PROJECT_OPTIONS.project,
  ruleset: { type: 'string', example: '"My game"' },
  build: PROJECT_OPTIONS.build,
  // Repeatable for custom/grid (a column per measure); the other reports refuse a second.
  measure: { type: 'string', multiple: true, example: 'hp_max' },
  level: { type: 'string', example: '10', number: true },
  levels: { type: 'string', example: '1,10,30,60' },
  over: { type: 'string', multiple: true, example: 'race' },
  where: { type: 'string', example: 'allowed' },
  ...GRID_SCORE_OPTIONS,
  'at-most': { type: 'string', example: '10', number: true },
  'at-least': { type: 'string', example: '80', number: true },
  versus: { type: 'string', example: '"Second build"' },
  table: { type: 'string', example: 'class' },
  row: { type: 'string', example: 'wizard' },
  column: { type: 'string', example: 'hit_die' },
  target: { type: 'string', multiple: true, example: '30=150' },
  try: { type: 'string', example: '0..20' },
} as const satisfies OptionSpecs;

type CustomOptionName = keyof typeof CUSTOM_OPTIONS;

/** What a custom report reads: the ruleset checked, the build it computes for. */
export interface CustomReportInput {
  readonly name: string;
  readonly checked: CheckedRuleset;
  readonly build: FormulaBuild;
  readonly buildName: string;
  /** The report's name, as its refusals say it. */
  readonly report: string;
  /** The flags given beyond the ruleset and the build, read by the report. */
  readonly flags: GivenFlags<CustomOptionName>;
  /** The ruleset as the project has it, and the id of the build (null: it has none). */
  readonly ruleset: CustomRuleset;
  readonly buildId: string | null;
}

const question = ({ checked, flags, report }: CustomReportInput) =>
  readMeasureQuestion(checked, onlyOne(flags.all('measure')), flags.one('level'), report);

const MEASURE_NOTE =
  '--measure names a formula with a unit (its first by default), --level a level of its axis (its first by default)';

const CUSTOM_REPORTS: readonly ReportDeclaration<CustomReportInput, CustomOptionName>[] = [
  {
    name: 'custom/curves',
    description:
      "a custom ruleset's formulas with a unit over its level axis, for one build (exact dice)",
    options: ['project', 'ruleset', 'build'],
    columns: [
      {
        name: 'level',
        meaning:
          'the axis (its own name, level unless the ruleset names it), one row each from its first to its last',
      },
      {
        name: 'FORMULA',
        meaning:
          'one column per formula that declares a unit (hp_max: hp = …), in the order of the text, named as the formula: its value, or a random value’s mean (exact, to 12 significant digits: the float noise of adding up its chances left out). A formula that cannot give a value at a level (refused by the checks, or by its computation) has an empty cell there, never a number; stderr says why, once per formula, and the exit code stays 0',
      },
      {
        name: 'FORMULA_p5',
        meaning:
          'for a formula that can roll: the smallest value it stays at or below in 5% of rolls (exact; as percentile(x, 5) in the language)',
      },
      { name: 'FORMULA_p50', meaning: 'the same at 50% (the median)' },
      { name: 'FORMULA_p95', meaning: 'the same at 95%' },
    ],
    make: ({ name, checked, build, buildName }) =>
      customCurvesTable(name, checked, build, buildName),
  },
  {
    name: 'custom/check',
    description:
      "a custom ruleset's own checks (check … for every race, class): exit 3 when one fails",
    options: ['project', 'ruleset', 'build'],
    columns: [
      { name: 'check', meaning: 'the check’s number, 1 for the first in the text' },
      { name: 'condition', meaning: 'the check as written, after the word check' },
      {
        name: 'outcome',
        meaning:
          'holds (in every case), fails (in at least one), or unreadable (its text has a problem: it is not run, and counts as failing). When any check does not hold, the CSV is written, stderr names each such check with its first failure, and the exit code is 3',
      },
      {
        name: 'cases',
        meaning: `how many cases it ran: one per combination of the rows of the tables after "for every", times the levels its condition reads (one when it reads only fixed levels such as hp_max@1). All checks together run at most ${CHECK_REPORT_CASES_MAX.toLocaleString('en')} cases: more is refused before any runs (exit 2)`,
      },
      { name: 'failures', meaning: 'how many of those cases failed' },
      {
        name: 'failing',
        meaning: `each failure in words, naming its rows, its level and the values read ("For race elf, class wizard, it fails: hp_max@1 is -1."): a rolled condition must hold in every roll (the share it holds in is said), and a case that cannot be computed fails with its reason; the first ${LISTED_FAILURES_MAX}, then how many more`,
      },
    ],
    make: ({ name, checked, build }) => customChecksTable(name, checked, build),
  },
  {
    name: 'custom/sensitivity',
    description: `what moves a custom ruleset's formula most at a level, for one build (${MEASURE_NOTE})`,
    options: ['project', 'ruleset', 'build', 'measure', 'level'],
    columns: SENSITIVITY_COLUMNS,
    make: (input) => customSensitivityTable(input.checked, input.build, question(input)),
  },
  {
    name: 'custom/goal',
    description:
      "the nearest value of each input with a declared range that brings a custom ruleset's formula to a goal (--at-most N or --at-least N)",
    options: ['project', 'ruleset', 'build', 'measure', 'level', 'at-most', 'at-least'],
    columns: GOAL_COLUMNS,
    make: (input) =>
      customGoalTable(
        input.checked,
        input.build,
        question(input),
        readGoal(input.flags.one('at-most'), input.flags.one('at-least'), input.report),
      ),
  },
  {
    name: 'custom/grid',
    description:
      "a custom ruleset's balance grid: every combination of its pick-one tables' rows (race × class) against its formulas with a unit at chosen levels, the rest from one build",
    options: [
      'project',
      'ruleset',
      'build',
      'measure',
      'levels',
      'over',
      'where',
      ...GRID_SCORE_OPTION_NAMES,
    ],
    columns: GRID_COLUMNS,
    make: (input) =>
      customGridTable(
        input.name,
        input.checked,
        { name: input.buildName, build: input.build },
        input.flags,
      ),
  },
  {
    name: 'custom/side-by-side',
    description:
      "a custom ruleset's build B (--versus) beside build A (--build), level by level: every formula with a unit, and B − A",
    options: ['project', 'ruleset', 'build', 'versus'],
    columns: [
      {
        name: 'level',
        meaning:
          'the axis (its own name, level unless the ruleset names it), one row each from its first to its last',
      },
      {
        name: 'a_<name>_FORMULA',
        meaning:
          "build A's value of each formula with a unit, in the order of the text (a roll: its exact mean, to 12 significant digits); empty where it has none",
      },
      { name: 'b_<name>_FORMULA', meaning: "build B's" },
      {
        name: 'change_FORMULA',
        meaning: "B − A (to 12 significant digits); empty where either build's value is",
      },
    ],
    make: (input) => {
      const b = versusBuild(input);
      return customSideBySide(
        input.name,
        input.checked,
        { name: input.buildName, build: input.build },
        { name: b.name, build: customFormulaBuild(b) },
      ).table;
    },
  },
  {
    name: 'custom/fit',
    description:
      'curve from targets for a custom ruleset: the value of one table number (--table, --row, --column) that brings a formula (--measure) nearest the --target points, for one build',
    options: ['project', 'ruleset', 'build', 'measure', 'table', 'row', 'column', 'target', 'try'],
    columns: [
      { name: 'level', meaning: "a target's level (the axis's own name)" },
      { name: 'target', meaning: 'the value the formula should have there' },
      { name: 'now', meaning: "the formula's value there today (a roll: its exact mean)" },
      { name: 'miss_now', meaning: 'now − target' },
      { name: 'proposed', meaning: 'its value with the number proposed' },
      { name: 'miss_proposed', meaning: 'proposed − target' },
      ...proposalColumnDocs('the table number the fit changes', 'class wizard’s hit_die'),
    ],
    make: (input) => customFitTable(input),
  },
  {
    name: 'custom/explain',
    description:
      "a custom ruleset's formula at a level taken apart: each part's value (a roll's mean and spread), the piece or branch taken, what a bound did",
    options: ['project', 'ruleset', 'build', 'measure', 'level'],
    columns: EXPLAIN_COLUMNS,
    make: (input) => customExplainTable(input.checked, input.build, question(input)),
  },
];

/**
 * Build B of `custom/side-by-side`: the one `--versus` names, else the build after A in the
 * ruleset's list (the first without --build), as the screen's card opens. Refused: a ruleset with
 * one build or none, and B the very build A is.
 */
function versusBuild({ ruleset, buildId, flags, report }: CustomReportInput): CustomBuild {
  const typed = flags.one('versus');
  const { builds } = ruleset;
  if (typed === undefined) {
    const at = builds.findIndex((each) => each.id === buildId);
    const next = builds[(at + 1) % builds.length];
    if (next === undefined || next.id === buildId) {
      throw new UsageError(
        `${report}: ${ruleset.name} has ${builds.length === 0 ? 'no build' : 'one build'}; add another to set two side by side`,
      );
    }
    return next;
  }
  const named = findNamed(builds, typed.value);
  if (named === undefined) {
    throw new UsageError(
      `${typed.shown}: ${ruleset.name} has no build of that name or id (there are: ${listNames(builds)})`,
    );
  }
  if (named.id === buildId) {
    throw new UsageError(
      `${typed.shown}: build B is build A (${named.name}); name another with --versus`,
    );
  }
  return named;
}

/**
 * `custom/fit`'s question from its flags: the measure (the first with a unit by default), the
 * table number (`--row` by default the row the build picks of `--table`), the targets and the
 * values tried, each refused naming its flag.
 */
function customFitTable(input: CustomReportInput) {
  const { checked, flags, report, ruleset, buildId } = input;
  const { measure } = readMeasureQuestion(
    checked,
    onlyOne(flags.all('measure')),
    undefined,
    report,
  );
  const tableFlag = flags.one('table');
  const columnFlag = flags.one('column');
  if (tableFlag === undefined || columnFlag === undefined) {
    throw new UsageError(
      `${report} needs the number to fit: --table NAME --column NAME (and --row ID unless the build picks one), e.g. --table class --column hit_die`,
    );
  }
  const table = findNamed(
    ruleset.tables.map((each) => ({ ...each, id: each.name })),
    tableFlag.value,
  );
  if (table === undefined) {
    throw new UsageError(
      `${tableFlag.shown}: ${ruleset.name} has no table of that name (there are: ${ruleset.tables.map((each) => each.name).join(', ')})`,
    );
  }
  const rowFlag = flags.one('row');
  const build = ruleset.builds.find((each) => each.id === buildId);
  const picked = build?.rows[table.name];
  const rowId = rowFlag?.value ?? (typeof picked === 'string' ? picked : undefined);
  const row = table.rows.find((each) => each.id === rowId);
  if (row === undefined) {
    throw new UsageError(
      rowId === undefined
        ? `${tableFlag.shown}: the build picks no row of ${table.name}; name one with --row (there are: ${table.rows.map((each) => each.id).join(', ')})`
        : `${rowFlag?.shown ?? tableFlag.shown}: ${table.name} has no row ${rowId} (there are: ${table.rows.map((each) => each.id).join(', ')})`,
    );
  }
  const column = table.columns.find((each) => each.name === columnFlag.value);
  if (column === undefined) {
    throw new UsageError(
      `${columnFlag.shown}: ${table.name} has no column of that name (there are: ${table.columns.map((each) => each.name).join(', ')})`,
    );
  }
  const typed = flags.all('target');
  if (typed.length === 0) {
    throw new UsageError(`${report} needs a target: --target LEVEL=VALUE, e.g. --target 30=150`);
  }
  const targets = [];
  for (const flag of typed) {
    const parsed = parseTargets(flag.value);
    if (!parsed.ok) throw new UsageError(`${flag.shown}: ${parsed.message}`);
    targets.push(...parsed.targets);
  }
  const tryFlag = flags.one('try');
  const range = tryFlag === undefined ? null : parseFitRange(tryFlag.value);
  if (typeof range === 'string') throw new UsageError(`${tryFlag?.shown}: ${range}`);
  try {
    return customFit(
      checked,
      { name: input.buildName, build: input.build },
      { measure, cell: { table: table.name, row: row.id, column: column.name }, targets, range },
    ).table;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const flag = /values? to try|step|FROM\.\.TO/.test(error.message) ? tryFlag : typed.at(-1);
    throw new UsageError(`${flag?.shown ?? report}: ${error.message}`);
  }
}

/** A repeatable flag given at most once: its value, or undefined. */
function onlyOne(values: readonly FlagValue[]): FlagValue | undefined {
  const [first, another] = values;
  if (another !== undefined) {
    throw new UsageError(`${another.shown}: --measure is given more than once; give it once`);
  }
  return first;
}

/** The ruleset `--ruleset` names, or the only one; refused in words listing the names there are. */
function chosenRuleset(
  section: CustomSection,
  typed: FlagValue | undefined,
  report: string,
): CustomRuleset {
  const { rulesets } = section;
  if (rulesets.length === 0) {
    throw new UsageError(
      `${report}: the project has no custom ruleset (its "custom" section lists none); give --project a file with one`,
    );
  }
  if (typed === undefined) {
    const [only] = rulesets;
    if (rulesets.length === 1 && only !== undefined) return only;
    throw new UsageError(
      `${report}: the project has ${rulesets.length} custom rulesets; name one with --ruleset (${listNames(rulesets)})`,
    );
  }
  const found = findNamed(rulesets, typed.value);
  if (found === undefined) {
    throw new UsageError(
      `${typed.shown}: there is no custom ruleset of that name or id (there are: ${listNames(rulesets)})`,
    );
  }
  return found;
}

/** The ruleset's formulas, checked once (`checked.ts`): a diff asks each report of each run. */
const checkedOf = checkedRuleset;

/** `--ruleset ID` and, where there is one, `--build ID`, as a diff asks a run. */
function runFlags(ruleset: CustomRuleset, build: CustomBuild | undefined): FlagValues {
  return {
    ruleset: [{ value: ruleset.id, shown: `--ruleset ${ruleset.id}` }],
    ...(build && { build: [{ value: build.id, shown: `--build ${build.id}` }] }),
  };
}

export const CUSTOM_CLI = defineReportFamily({
  options: CUSTOM_OPTIONS,
  reports: CUSTOM_REPORTS,
  // What `wellspring diff` and What changed compare by default: each ruleset's curves, for each
  // of its builds (the ruleset alone when it has none), as a ruleset's reports run per build; and
  // its grid once, so an edit of a row no build picks (a race nobody plays yet) shows too.
  headlines: [
    { report: 'custom/curves', name: 'Your rulesets’ curves' },
    { report: 'custom/grid', name: 'Your rulesets’ grids' },
  ],
  runs: ({ rulesets }: CustomSection, report: string) =>
    rulesets.flatMap((ruleset) =>
      report === 'custom/grid'
        ? // A ruleset with no formula with a unit has no grid to compare (its report says so).
          declaredMeasures(checkedOf(ruleset)).length === 0
          ? []
          : [
              {
                id: ruleset.id,
                name: ruleset.name,
                flags: runFlags(ruleset, undefined),
                levels: { first: ruleset.axis.first, last: ruleset.axis.last },
              },
            ]
        : ruleset.builds.length === 0
          ? [{ id: ruleset.id, name: ruleset.name, flags: runFlags(ruleset, undefined) }]
          : ruleset.builds.map((build) => ({
              id: `${ruleset.id}/${build.id}`,
              name: `${ruleset.name}, ${build.name}`,
              flags: runFlags(ruleset, build),
            })),
    ),
  help: () => [
    {
      title: 'custom/* (a designer’s own rulesets, from the project’s "custom" section)',
      entries: [
        {
          term: '--ruleset NAME',
          meaning:
            'the custom ruleset, by name or id (any case); not needed when the project has one. A project with none, or a name it does not have, is refused (exit 2) listing the names there are',
        },
        {
          term: '--build NAME',
          meaning:
            'one of its builds, by name or id (default: its first; with none, no row is picked and every input has its initial value). custom/check ranges over the tables after "for every" and takes the rest from this build',
        },
        {
          term: '--measure NAME',
          meaning:
            'custom/sensitivity, custom/goal, custom/explain: a formula with a unit (default: the first in the text); custom/grid: one column each, repeat for several (default: every one)',
        },
        {
          term: '--versus NAME',
          meaning:
            'custom/side-by-side: build B, by name or id (default: the build after --build in the ruleset’s list, the first without --build), beside build A (--build)',
        },
        {
          term: '--table NAME --row ID --column NAME',
          meaning:
            'custom/fit: the table number to fit (--row: by default the row the build picks of that table)',
        },
        {
          term: '--target LEVEL=VALUE',
          meaning:
            'custom/fit: a point the formula (--measure) should pass through, for the build (repeat, up to 12; a roll by its mean)',
        },
        {
          term: '--try FROM..TO[:STEP]',
          meaning:
            'custom/fit: the values tried, at most 1,000 (default: whole numbers from 0 to twice the number today, at least to 20); the one with the least sum of squared misses is proposed, a tie going to the value nearest today’s',
        },
        {
          term: '--level N',
          meaning:
            'custom/sensitivity, custom/goal, custom/explain: a whole level of the ruleset’s axis (default: its first)',
        },
        {
          term: '--at-most N, --at-least N',
          meaning: 'custom/goal: the goal for --measure (one of the two), e.g. --at-least 80',
        },
        {
          term: '--levels L1,L2,…',
          meaning:
            'custom/grid: levels of the axis, or a range (1..60, 1..60:5); default 1, 10, 30 and 60 where the axis has them (and its last, when it ends before 60)',
        },
        {
          term: '--over TABLE',
          meaning:
            'custom/grid: a table a build picks one row of, whose rows the grid crosses; repeat for several (default: every such table, as race × class). The build gives the rest',
        },
        {
          term: '--where NAME',
          meaning:
            'custom/grid: only the rows where this formula is not 0 at the axis’s first level (a NetHack template’s allowed: no Knight elf); it must not roll. A row it cannot be computed for is left out, and said on stderr',
        },
        GRID_SCORES_HELP,
        '  A formula with a problem does not stop the others: each problem is a line on stderr',
        '  (line, column, formula, words), its cells are empty, and custom/check fails a check',
        `  that reads it. custom/curves computes at most ${CURVE_VALUES_MAX.toLocaleString('en')} values (formulas × levels), and`,
        '  refuses more (exit 2).',
      ],
    },
  ],
  table: (report, section: CustomSection, flags) => {
    const ruleset = chosenRuleset(section, flags.one('ruleset'), report.name);
    const typed = flags.one('build');
    const build = typed === undefined ? ruleset.builds[0] : findNamed(ruleset.builds, typed.value);
    if (typed !== undefined && build === undefined) {
      throw new UsageError(
        `${typed.shown}: ${ruleset.name} has no build of that name or id (there are: ${listNames(ruleset.builds)})`,
      );
    }
    return report.make({
      name: ruleset.name,
      checked: checkedOf(ruleset),
      build: build === undefined ? NO_BUILD : customFormulaBuild(build),
      buildName: build === undefined ? 'no build' : build.name,
      report: report.name,
      flags,
      ruleset,
      buildId: build?.id ?? null,
    });
  },
});
