/**
 * DCSS's curve from targets, declared once: the build's max HP by XL drawn through a few points,
 * with a shape between them, against today's curve, and applied to the build's Max HP by XL table
 * as one undoable edit (the seed gives no HP growth: the table is the build's own assumption). The
 * shape is the card's one choice; the fit is `curve-fit.ts`, the card
 * `src-renderer/components/CurveFitCard.svelte`.
 */
import { FIT_TARGETS_MAX } from '../../analysis/curve-targets';
import { defineFitAnalysis } from '../../analysis/fit-analysis';
import {
  checkDcssTargets,
  DCSS_CURVE_SHAPES,
  DCSS_FIT_REPORT_COLUMNS,
  dcssFitReport,
  type DcssCurveShape,
  type DcssFit,
  type DcssFitInput,
} from './curve-fit';
import type { DcssBuild, DcssData } from './data';

export const DCSS_FIT = defineFitAnalysis<
  'dcss',
  DcssData,
  DcssBuild,
  { readonly shape: DcssCurveShape },
  DcssFitInput,
  DcssFit,
  'target' | 'shape'
>({
  ruleset: 'dcss',
  call: 'dcss/fit',
  heading: 'Curve from targets: max HP by XL',
  fieldId: 'dcss-fit-targets',
  explainTestId: 'dcss-fit-explain',
  xTitle: 'XL',
  yTitle: () => 'Max HP',
  maxLevel: (data) => data.maxLevel,
  choices: {
    shape: {
      label: 'Shape',
      title: 'How the curve runs between two targets',
      options: () => DCSS_CURVE_SHAPES.map((each) => ({ value: each.id, name: each.name })),
      initial: 'linear',
      flag: {
        name: 'shape',
        arg: 'NAME',
        example: 'linear',
        help: () =>
          'the shape between points: ' +
          DCSS_CURVE_SHAPES.map((shape) => shape.id).join(', ') +
          ' (default linear)',
      },
    },
  },
  // Before --shape, as the report's options have always listed them.
  targetsFlag: {
    name: 'target',
    arg: 'XL=HP',
    example: '27=250',
    help: () => `a point the max HP curve passes through (repeat, up to ${FIT_TARGETS_MAX})`,
    first: true,
  },
  check: checkDcssTargets,
  input: (data, build, targets, { shape }) => ({ data, build, targets, shape }),
  shown: (fit) => ({
    now: fit.now,
    proposed: fit.proposed,
    proposedLabel: 'Proposed',
    targets: fit.targets,
    table: dcssFitReport(fit),
    explain: fit.explain,
    applyLabel: 'Set the max HP by XL to the proposal',
    changes: !fit.same,
  }),
  summary: (build, _fit, { shape }) =>
    `Max HP of ${build.name} by XL, now and through the targets (${shape}).`,
  emptyColumns: DCSS_FIT_REPORT_COLUMNS,
  csvName: (build) => `${build.id}-fit-max-hp.csv`,
  // The build's own table: only this build moves.
  apply: (fit) => ({ build: (build) => ({ ...build, maxHpByLevel: [...fit.proposed] }) }),
  unchangedTitle: 'The curve passes through the targets already',
  hint: (data) =>
    `Type the XLs and max HP the curve should pass through, like 1=18, ${data.maxLevel}=250. Between two targets the curve is linear, accelerating (slow, then fast: t²) or decelerating (fast, then slow: √t); before the first and after the last, today’s curve keeps its shape, scaled to meet it. The proposal replaces the Max HP by XL table (an assumption of this build: the seed gives no HP growth).`,
});
