/**
 * Willpower's curve from targets, declared once: a few points the build's max mana (or max HP)
 * should pass through, and the whole value of its race's or class's column that comes nearest,
 * applied as one undoable edit of the table. The column is the card's one choice; the fit is
 * `curve-fit.ts`, the card `src-renderer/components/CurveFitCard.svelte`.
 */
import { defineFitAnalysis, showOneValueFit } from '../../analysis/fit-analysis';
import {
  checkTargets,
  FIT_COLUMNS,
  FIT_REPORT_COLUMNS,
  fitReport,
  type CurveFit,
  type FitColumn,
  type FitInput,
} from './curve-fit';
import type { WillpowerBuild, WillpowerData } from './data';

/** The curve a column feeds, as the chart names it. */
function figureOf(column: FitColumn): string {
  return column.endsWith('hp') ? 'Max HP' : 'Max mana';
}

/** The column fitted until the designer picks another (and without --column). */
const FIRST_COLUMN: FitColumn = 'class-mana';

export const WILLPOWER_FIT = defineFitAnalysis<
  'willpower',
  WillpowerData,
  WillpowerBuild,
  { readonly column: FitColumn },
  FitInput,
  CurveFit,
  'column' | 'target'
>({
  ruleset: 'willpower',
  call: 'willpower/fit',
  heading: 'Curve from targets',
  fieldId: 'fit-targets',
  explainTestId: 'fit-explain',
  xTitle: 'Level',
  yTitle: ({ column }) => `${figureOf(column)} (points)`,
  maxLevel: (data) => data.rules.maxLevel,
  choices: {
    column: {
      label: 'Column',
      title: 'The table value proposed: the build’s race’s or class’s',
      // Named by the build's own race and class, so the designer sees which row moves.
      options: (data, build) => {
        const raceName = data.races.find((each) => each.id === build.raceId)?.name ?? 'race';
        const className = data.classes.find((each) => each.id === build.classId)?.name ?? 'class';
        return FIT_COLUMNS.map((each) => ({
          value: each.id,
          name: `${each.table === 'races' ? `${raceName} (the race)` : `${className} (the class)`} ${each.field === 'hp' ? 'HP' : 'mana'}`,
        }));
      },
      initial: FIRST_COLUMN,
      flag: {
        name: 'column',
        arg: 'NAME',
        example: 'class-mana',
        // Listed from FIT_COLUMNS, so a column added there is in --help too.
        help: () => {
          const ids = FIT_COLUMNS.map((each) =>
            each.id === FIRST_COLUMN ? `${each.id} (default)` : each.id,
          );
          return `the column it proposes a value for, the build’s ${ids.slice(0, -1).join(', ')} or ${ids.at(-1) ?? ''}`;
        },
      },
    },
  },
  targetsFlag: {
    name: 'target',
    arg: 'LEVEL=VALUE',
    example: '60=500',
    help: () =>
      'a point the curve should pass through, e.g. --target 1=18 --target 60=500 (or ' +
      '"1=18, 60=500")',
  },
  check: (targets, data) => checkTargets(targets, data.rules.maxLevel),
  input: (data, build, targets, { column }) => ({ data, build, column, targets }),
  shown: (fit) => showOneValueFit(fit, fitReport(fit)),
  summary: (build, fit, { column }) =>
    `${figureOf(column)} of ${build.name} by level, now and with ${fit.name} ${fit.to}, and the targets.`,
  emptyColumns: FIT_REPORT_COLUMNS,
  csvName: (build, { column }) => `${build.id}-fit-${column}.csv`,
  // The race's or class's row in its table: every build of that race or class moves with it.
  apply: (fit) => ({
    data: (data) => ({
      ...data,
      [fit.table]: data[fit.table].map((row) =>
        row.id === fit.rowId ? { ...row, [fit.field]: fit.to } : row,
      ),
    }),
  }),
  unchangedTitle: 'The value fits best already',
  hint: () =>
    'Type the levels and values the curve should pass through, like 1=18, 60=500. Every whole value of the column from 0 to 999 is tried; the one with the least squared misses is proposed. Willpower’s curves are straight lines over levels, so the points are the only shape to ask for: one value cannot bend a line.',
});
