import { atLeast, atMost } from '../../engine/dist';
import type { ReportTable } from '../../report/report-table';
import { formatExplained, type Explained } from '../../engine/explain';
import { castingTimeParts, type MageCastView } from './cast';
import type { Anomaly, Mage2eCast } from './data';
import { exceptionalChoices } from './exceptional';
import { MAGE_SWEEP_FACTORS, type MageSweepFactor, type MageSweepRow } from './sweep';

/**
 * The Mage 2e tables: what the UI's "Table" toggles show, and what the CSV exports and
 * `wellspring report mage2e/cast` write. Probabilities are rounded once, here, to 6 decimals.
 * `columns` are the CSV's names; `headings` what the screen shows over them.
 */

import { roundProbability6 as roundProbability } from '../../report/format-number';

export { roundProbability };

/** The pool as a cell: its dice, "chance die", or "impossible" (also when step 1 refuses it). */
export function poolCell(view: MageCastView): number | string {
  if (view.impossible !== null) return 'impossible';
  if (view.poolKind === 'chance') return 'chance die';
  return view.pool.value;
}

/**
 * The Paradox pool as a cell: its dice, "chance die", "none", or "not rolled" when the spell is
 * impossible (it is not cast, so there is no Paradox roll and P(Paradox) is 0).
 */
export function paradoxPoolCell(view: MageCastView): number | string {
  if (view.paradox.kind === 'none') return 'none';
  if (view.paradox.kind === 'impossible') return 'not rolled';
  if (view.paradox.kind === 'chance') return 'chance die';
  return view.paradox.pool?.value ?? 0;
}

export const MAGE_OUTCOME_COLUMNS: readonly string[] = [
  'outcome',
  'probability',
  'pool',
  'mana',
  'paradox_pool',
  'p_paradox',
];

/** What the screen shows over {@link MAGE_OUTCOME_COLUMNS}. */
export const MAGE_OUTCOME_HEADINGS: readonly string[] = [
  'Outcome',
  'Probability',
  'Pool',
  'Mana',
  'Paradox pool',
  'P(Paradox)',
];

/**
 * One row per outcome of the casting roll (jointly with a released Paradox) with its probability;
 * the pool, Mana, Paradox pool and P(Paradox) repeated on each row so every row stands alone.
 */
export function mageOutcomeReport(view: MageCastView, name = 'Spell'): ReportTable {
  const shared = [
    poolCell(view),
    view.mana.value,
    paradoxPoolCell(view),
    roundProbability(view.paradox.chance),
  ];
  const { outcomes } = view;
  return {
    title: `${name}: casting roll outcomes`,
    columns: MAGE_OUTCOME_COLUMNS,
    headings: MAGE_OUTCOME_HEADINGS,
    chances: ['probability', 'p_paradox'],
    rowHeadings: ['Dramatic failure', 'Failure', 'Success, not exceptional', 'Exceptional success'],
    rows: [
      ['dramatic_failure', roundProbability(outcomes.dramaticFailure), ...shared],
      ['failure', roundProbability(outcomes.failure), ...shared],
      ['success', roundProbability(outcomes.success), ...shared],
      ['exceptional_success', roundProbability(outcomes.exceptional), ...shared],
    ],
  };
}

export const MAGE_SWEEP_COLUMNS: readonly string[] = [
  'pool',
  'dramatic_failure',
  'failure',
  'success',
  'exceptional_success',
  'p_paradox',
];

/** What the screen shows over {@link MAGE_SWEEP_COLUMNS} (after the factor's own heading). */
export const MAGE_SWEEP_HEADINGS: readonly string[] = [
  'Pool',
  'Dramatic failure',
  'Failure',
  'Success, not exceptional',
  'Exceptional success',
  'P(Paradox)',
];

/** One row per swept value; the first column is named after the factor. */
export function mageSweepReport(
  rows: readonly MageSweepRow[],
  factor: MageSweepFactor,
): ReportTable {
  const info = MAGE_SWEEP_FACTORS.find((entry) => entry.factor === factor);
  return {
    title: `Casting outcomes by ${info?.label ?? factor}`,
    columns: [info?.column ?? factor, ...MAGE_SWEEP_COLUMNS],
    chances: MAGE_SWEEP_COLUMNS.filter((column) => column !== 'pool'),
    headings: [info?.label ?? factor, ...MAGE_SWEEP_HEADINGS],
    rows: rows.map((row) => [
      row.value,
      row.pool,
      roundProbability(row.dramaticFailure),
      roundProbability(row.failure),
      roundProbability(row.success),
      roundProbability(row.exceptional),
      roundProbability(row.paradox),
    ]),
  };
}

export const MAGE_DISTRIBUTION_COLUMNS: readonly string[] = [
  'successes',
  'probability',
  'at_least',
  'at_most',
];

/** What the screen shows over {@link MAGE_DISTRIBUTION_COLUMNS}. */
export const MAGE_DISTRIBUTION_HEADINGS: readonly string[] = [
  'Successes',
  'Probability',
  'At least',
  'At most',
];

/**
 * The Paradox successes, value by value (a single 0 row when there is no Paradox roll, also when
 * the spell is impossible and so not cast).
 */
export function mageParadoxReport(view: MageCastView, name = 'Spell'): ReportTable {
  const dist = view.paradox.successes;
  return {
    title: `${name}: Paradox successes`,
    columns: MAGE_DISTRIBUTION_COLUMNS,
    headings: MAGE_DISTRIBUTION_HEADINGS,
    chances: MAGE_DISTRIBUTION_COLUMNS.slice(1),
    rows: dist.probs.map((p, i) => {
      const k = dist.offset + i;
      return [
        k,
        roundProbability(p),
        roundProbability(atLeast(dist, k)),
        roundProbability(atMost(dist, k)),
      ];
    }),
  };
}

export const MAGE_BASHING_COLUMNS: readonly string[] = ['bashing', 'probability', 'at_least'];

/** What the screen shows over {@link MAGE_BASHING_COLUMNS}. */
export const MAGE_BASHING_HEADINGS: readonly string[] = ['Bashing', 'Probability', 'At least'];

/** Contained Paradox: the bashing damage the Wisdom roll costs (null when released). */
export function mageBashingReport(view: MageCastView, name = 'Spell'): ReportTable | null {
  const contain = view.contain;
  if (contain === null) return null;
  const dist = contain.bashing;
  return {
    title: `${name}: bashing damage from containing the Paradox (Wisdom ${contain.wisdomDice})`,
    columns: MAGE_BASHING_COLUMNS,
    headings: MAGE_BASHING_HEADINGS,
    chances: MAGE_BASHING_COLUMNS.slice(1),
    rows: dist.probs.map((p, i) => [
      dist.offset + i,
      roundProbability(p),
      roundProbability(atLeast(dist, dist.offset + i)),
    ]),
  };
}

export const MAGE_FIGURES_COLUMNS: readonly string[] = ['figure', 'value', 'how'];

function figureRow(figure: string, explained: Explained): (string | number)[] {
  return [figure, explained.value, formatExplained(explained)];
}

/**
 * The cast's figures, one a row, each with how it comes about (the traces the results panel
 * shows): Reach free, used and over, the base pool, each factor's step and penalty and their sum,
 * the Yantras and ritual
 * bonuses, the pool, the casting time, Mana and the Paradox pool; then each error, warning and
 * note the panel lists.
 */
export function mageFiguresReport(
  view: MageCastView,
  cast: Mage2eCast,
  name = cast.name,
): ReportTable {
  const time = view.castingTime;
  return {
    title: `${name}: the cast, step by step`,
    columns: MAGE_FIGURES_COLUMNS,
    rows: [
      figureRow('free_reach', view.freeReach),
      figureRow('reach_used', view.reachUsed),
      figureRow('reach_over', view.reachOver),
      figureRow('base_pool', view.basePool),
      ...(['potency', 'duration', 'scale'] as const).map((factor) => {
        const step = view[factor];
        const free = step.freeSteps > 0 ? ` − ${step.freeSteps} free = ${step.effectiveStep}` : '';
        return [`${factor}_penalty`, step.penalty, `${step.label}, step ${step.step}${free}`];
      }),
      figureRow('factor_penalties', view.penalties),
      figureRow('yantra_bonus', view.yantraBonus),
      figureRow('ritual_bonus', view.ritualBonus),
      ['pool', poolCell(view), formatExplained(view.pool)],
      [
        time.kind === 'instant' ? 'casting_turns' : 'casting_minutes',
        time.kind === 'instant' ? time.turns.value : time.minutes.value,
        castingTimeParts(time).join(' '),
      ],
      figureRow('mana', view.mana),
      [
        'paradox_pool',
        paradoxPoolCell(view),
        view.paradox.pool === null ? '' : formatExplained(view.paradox.pool),
      ],
      // An exceptional success's choices, with the chance of one (seed 003, Step 9).
      ...(view.impossible !== null
        ? []
        : exceptionalChoices(view, cast).map((choice) => [
            'exceptional_choice',
            roundProbability(view.outcomes.exceptional),
            choice,
          ])),
      ...view.errors.map((message) => ['error', '', message]),
      ...view.warnings.map((message) => ['warning', '', message]),
      ...view.notes.map((message) => ['note', '', message]),
    ],
  };
}

export const MAGE_ANOMALY_COLUMNS: readonly string[] = [
  'anomaly',
  'paradox_reach',
  'p_within_reach',
];

/** What the screen shows over {@link MAGE_ANOMALY_COLUMNS}. */
export const MAGE_ANOMALY_HEADINGS: readonly string[] = [
  'Anomaly',
  'Paradox Reach',
  'Within reach',
];

/**
 * A released Paradox's successes spent as Paradox Reach (seed 003, Released Paradoxes and the
 * Anomalies table): each anomaly's cost and the chance the Paradox roll makes at least that many
 * successes. A contained Paradox, or none, buys none: every chance is 0 and the title says why.
 */
export function mageAnomaliesReport(
  view: MageCastView,
  anomalies: readonly Anomaly[],
  name = 'Spell',
): ReportTable {
  const { paradox } = view;
  const rolled = paradox.kind === 'dice' || paradox.kind === 'chance';
  const released = rolled && view.contain === null;
  const why = released ? '' : rolled ? ' (contained: none)' : ' (no Paradox roll: none)';
  return {
    title: `${name}: released Paradox successes as Paradox Reach${why}`,
    columns: MAGE_ANOMALY_COLUMNS,
    headings: MAGE_ANOMALY_HEADINGS,
    chances: ['p_within_reach'],
    rows: anomalies.map((anomaly) => [
      anomaly.effect,
      anomaly.reach,
      released ? roundProbability(atLeast(paradox.successes, anomaly.reach)) : 0,
    ]),
  };
}
