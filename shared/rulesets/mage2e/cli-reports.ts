/**
 * The Mage 2e reports of `wellspring report`: each exactly the engine's own table (the function the
 * screen's export uses), with the words `--help` and `--list` print for it, and the options it
 * takes. `cli-flags.ts` turns the CLI's flags into the input below; `cli.ts` declares them to the CLI.
 */
import { PROJECT_OPTIONS, type OptionSpecs } from '../../cli/options';
import { PROBABILITY_6_DOC, type ReportDeclaration } from '../../report/report-doc';
import { computeMageCast } from './cast';
import type { Mage2eCast, Mage2eData } from './data';
import { mageAnomaliesReport, mageFiguresReport, mageOutcomeReport } from './reports';

/** What a Mage 2e report is computed from: the data and one spell. */
export interface Mage2eReportInput {
  readonly data: Mage2eData;
  readonly build: Mage2eCast;
}

/** The options `mage2e/cast` reads (`cli-flags.ts` reads them), in the order errors list them. */
export const MAGE_OPTIONS = {
  ...PROJECT_OPTIONS,
  gnosis: { type: 'string', example: '3', number: true },
  arcanum: { type: 'string', example: '3', number: true },
  highest: { type: 'string', example: '2', number: true },
  method: { type: 'string', example: 'rote' },
  'rote-skill': { type: 'string', example: '3', number: true },
  'rote-quality': { type: 'boolean' },
  grimoire: { type: 'boolean' },
  'common-arcanum': { type: 'boolean' },
  primary: { type: 'string', example: 'potency' },
  'spell-primary': { type: 'string', example: 'duration' },
  instant: { type: 'boolean' },
  intervals: { type: 'string', example: '2', number: true },
  sensory: { type: 'boolean' },
  'remote-viewing': { type: 'boolean' },
  potency: { type: 'string', example: '3', number: true },
  'advanced-potency': { type: 'boolean' },
  'duration-step': { type: 'string', example: '2', number: true },
  'advanced-duration': { type: 'boolean' },
  subjects: { type: 'string', example: '320', number: true },
  size: { type: 'string', example: '35', number: true },
  'area-step': { type: 'string', example: '1', number: true },
  'advanced-scale': { type: 'boolean' },
  reach: { type: 'string', example: '1', number: true },
  'active-spells': { type: 'string', example: '3', number: true },
  yantra: { type: 'string', multiple: true, example: 'demesne' },
  mitigation: { type: 'string', example: '1', number: true },
  inured: { type: 'boolean' },
  'earlier-rolls': { type: 'string', example: '1', number: true },
  witnesses: { type: 'string', example: 'few' },
  'dedicated-tool': { type: 'boolean' },
  contain: { type: 'boolean' },
  soulless: { type: 'boolean' },
  wisdom: { type: 'string', example: '5', number: true },
} as const satisfies OptionSpecs;

export type MageOptionName = keyof typeof MAGE_OPTIONS;

/**
 * Every Mage 2e report reads the whole cast; the sensitivity and the goal (`analyses.ts`) read
 * their --measure, --at-most and --at-least besides.
 */
export const MAGE_CAST_TAKES = Object.keys(MAGE_OPTIONS) as MageOptionName[];

export const MAGE2E_REPORTS: readonly ReportDeclaration<Mage2eReportInput, MageOptionName>[] = [
  {
    options: MAGE_CAST_TAKES,
    name: 'mage2e/cast',
    description:
      'Mage 2e: the odds of each outcome of one casting, with its pool, Mana and Paradox pool',
    columns: [
      {
        name: 'outcome',
        meaning: 'dramatic failure, failure, success, exceptional success (one row each)',
      },
      {
        name: 'probability',
        meaning:
          `exact, ${PROBABILITY_6_DOC}; a released Paradox's successes are taken off the casting ` +
          'pool (jointly), a contained one does not touch it',
      },
      { name: 'pool', meaning: 'the final dice pool, or "chance die" or "impossible"' },
      { name: 'mana', meaning: 'the Mana the casting costs' },
      { name: 'paradox_pool', meaning: 'the Paradox dice, "chance die", or "none"' },
      { name: 'p_paradox', meaning: 'P(at least one Paradox success)' },
    ],
    make: ({ data, build }) => mageOutcomeReport(computeMageCast(data, build), build.name),
  },
  {
    options: MAGE_CAST_TAKES,
    name: 'mage2e/figures',
    description:
      'Mage 2e: one casting step by step: Reach, the pool, casting time, Mana, Paradox, and how',
    columns: [
      {
        name: 'figure',
        meaning:
          'free_reach, reach_used, reach_over, base_pool, potency_penalty, duration_penalty, ' +
          "scale_penalty (each with its step, less the primary factor's free steps), " +
          'factor_penalties, yantra_bonus, ' +
          'ritual_bonus, pool, casting_turns (instant) or casting_minutes (ritual), mana, ' +
          "paradox_pool; five exceptional_choice rows (an exceptional success's choices, the " +
          'value its chance); then one row per error, warning and note',
      },
      {
        name: 'value',
        meaning: 'the figure, as the results panel shows it ("chance die", "not rolled"…)',
      },
      { name: 'how', meaning: "the figure's terms, or the message" },
    ],
    make: ({ data, build }) => mageFiguresReport(computeMageCast(data, build), build),
  },
  {
    options: MAGE_CAST_TAKES,
    name: 'mage2e/anomalies',
    description:
      "Mage 2e: what a released Paradox's successes buy as Paradox Reach, and the chance of each",
    columns: [
      { name: 'anomaly', meaning: "the effect, from the data's Anomalies table (seed 003)" },
      { name: 'paradox_reach', meaning: 'the Paradox Reach it costs: one per Paradox success' },
      {
        name: 'p_within_reach',
        meaning:
          'P(the Paradox roll makes at least that many successes), the Paradox released; 0 when ' +
          `contained (--contain) or with no Paradox roll; ${PROBABILITY_6_DOC}`,
      },
    ],
    make: ({ data, build }) =>
      mageAnomaliesReport(computeMageCast(data, build), data.anomalies, build.name),
  },
];
