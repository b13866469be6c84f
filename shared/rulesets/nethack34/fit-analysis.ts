/**
 * NetHack's curve from targets, declared once: a few points the character's mean max HP or power
 * should pass through, and the whole value of one number of its role's or race's advancement
 * record (the HP and power dice) that comes nearest, applied as one undoable edit of the Roles or
 * Races table. The pool, the record and the number are the card's choices; the fit is
 * `curve-fit.ts`, the card `src-renderer/components/CurveFitCard.svelte`.
 */
import { FIT_TARGETS_MAX } from '../../analysis/curve-targets';
import { defineFitAnalysis, showOneValueFit } from '../../analysis/fit-analysis';
import {
  checkNethackTargets,
  NETHACK_FIT_FIELDS,
  NETHACK_FIT_REPORT_COLUMNS,
  nethackFitReport,
  type NethackFit,
  type NethackFitField,
  type NethackFitInput,
} from './curve-fit';
import type { Advance, Nethack34Build, Nethack34Data } from './data';

/** The curve a pool draws, as the chart names it. */
function meanOf(pool: 'hp' | 'pw'): string {
  return pool === 'hp' ? 'Mean max HP' : 'Mean max power';
}

export const NETHACK_FIT = defineFitAnalysis<
  'nethack34',
  Nethack34Data,
  Nethack34Build,
  {
    readonly pool: 'hp' | 'pw';
    readonly owner: 'role' | 'race';
    readonly field: NethackFitField;
  },
  NethackFitInput,
  NethackFit,
  'pool' | 'owner' | 'field' | 'target'
>({
  ruleset: 'nethack34',
  call: 'nethack34/fit',
  heading: 'Curve from targets: HP and power dice',
  fieldId: 'nethack-fit-targets',
  explainTestId: 'nethack-fit-explain',
  xTitle: 'XL',
  yTitle: ({ pool }) => meanOf(pool),
  maxLevel: (data) => data.maxLevel,
  choices: {
    pool: {
      label: 'Pool',
      options: () => [
        { value: 'hp', name: 'HP' },
        { value: 'pw', name: 'Power' },
      ],
      initial: 'hp',
      // Also nethack34/curves' --pool (hp, pw or both), spelt the same.
      flag: {
        name: 'pool',
        arg: 'POOL',
        example: 'hp',
        help: () => 'the pool fitted (hp, the default, or pw)',
      },
    },
    owner: {
      label: 'Record',
      title: "Whose advancement record: the role's or the race's",
      options: (data, build) => [
        {
          value: 'role',
          name: `${data.roles.find((each) => each.id === build.roleId)?.name ?? 'role'} (the role)`,
        },
        {
          value: 'race',
          name: `${data.races.find((each) => each.id === build.raceId)?.name ?? 'race'} (the race)`,
        },
      ],
      initial: 'role',
      flag: {
        name: 'owner',
        arg: 'role|race',
        example: 'role',
        help: () => "whose record (the character's role, the default, or race)",
      },
    },
    field: {
      label: 'Number',
      title:
        "start: XL 1; low: each level-up below the role's xlev; high: from it on; d: a die's size",
      options: () => NETHACK_FIT_FIELDS.map((each) => ({ value: each.id, name: each.name })),
      initial: 'lornd',
      flag: {
        name: 'field',
        arg: 'NAME',
        example: 'lornd',
        help: () =>
          'which number of the record (' +
          NETHACK_FIT_FIELDS.map((each) => `${each.id}: ${each.name}`).join(', ') +
          '; default lornd)',
      },
    },
  },
  targetsFlag: {
    name: 'target',
    arg: 'XL=VALUE',
    example: '30=200',
    help: () => `a point the mean curve should pass through (repeat, up to ${FIT_TARGETS_MAX})`,
  },
  check: checkNethackTargets,
  input: (data, build, targets, choices) => ({ data, build, targets, ...choices }),
  shown: (fit) => showOneValueFit(fit, nethackFitReport(fit)),
  summary: (build, fit, { pool }) =>
    `${meanOf(pool)} of ${build.name} by XL, now and with ${fit.name} ${fit.to}, and the targets.`,
  emptyColumns: NETHACK_FIT_REPORT_COLUMNS,
  csvName: (build, { pool, owner, field }) => `${build.id}-fit-${owner}-${pool}-${field}.csv`,
  // The role's or race's record in its table: every character of that role or race moves with it.
  apply: (fit) => ({
    data: (data) => {
      const change = <T extends { id: string; hp: Advance; pw: Advance }>(rows: readonly T[]) =>
        rows.map((row) =>
          row.id === fit.ownerId
            ? { ...row, [fit.pool]: { ...row[fit.pool], [fit.field]: fit.to } }
            : row,
        );
      return fit.owner === 'role'
        ? { ...data, roles: change(data.roles) }
        : { ...data, races: change(data.races) };
    },
  }),
  unchangedTitle: 'The value fits best already',
  hint: () =>
    'Type the XLs and the mean the curve should reach, like 1=15, 30=200. Every whole value of the chosen number from 0 to 999 is tried, and the one whose exact mean curve has the least squared misses is proposed; every character of that role or race moves with it.',
});
