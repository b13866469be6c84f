/**
 * The Mage 2e reports of `wellspring report`: each exactly the engine's own table (the function the
 * screen's export uses), with the words `--help` and `--list` print for it, and the options it
 * takes. The CLI turns its flags into the input below (`src-main/cli/`).
 */
import type { CliOptionName } from '../../report/cli-options';
import { PROBABILITY_6_DOC, type ReportDeclaration } from '../../report/report-doc';
import { computeMageCast } from './cast';
import type { Mage2eCast, Mage2eData } from './data';
import { mageOutcomeReport } from './reports';

/** What a Mage 2e report is computed from: the data and one spell. */
export interface Mage2eReportInput {
  readonly data: Mage2eData;
  readonly build: Mage2eCast;
}

export const MAGE_OPTIONS = [
  'project',
  'build',
  'gnosis',
  'arcanum',
  'highest',
  'method',
  'rote-skill',
  'rote-quality',
  'grimoire',
  'common-arcanum',
  'primary',
  'instant',
  'intervals',
  'sensory',
  'potency',
  'advanced-potency',
  'duration-step',
  'advanced-duration',
  'subjects',
  'size',
  'area-step',
  'advanced-scale',
  'reach',
  'yantra',
  'mitigation',
  'inured',
  'earlier-rolls',
  'witnesses',
  'dedicated-tool',
  'contain',
  'wisdom',
] as const satisfies readonly CliOptionName[];

export const MAGE2E_REPORTS: readonly ReportDeclaration<Mage2eReportInput>[] = [
  {
    options: MAGE_OPTIONS,
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
];
