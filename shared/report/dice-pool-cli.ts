/**
 * The plain dice pool's report as the CLI sees it: no ruleset data, only a pool of d10. A
 * `--project` is read and checked all the same (one command line with --project works for every
 * report), and reads nothing.
 */
import { PROJECT_OPTIONS, type OptionSpecs } from '../cli/options';
import { defineReportFamily } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { Again, PoolQuality } from '../engine/dice-pool';
import { dicePoolReport } from './dice-pool-report';
import type { ReportDeclaration } from './report-doc';

const DICE_OPTIONS = {
  project: PROJECT_OPTIONS.project,
  dice: { type: 'string', example: '7', number: true },
  again: { type: 'string', example: '8' },
  rote: { type: 'boolean' },
} as const satisfies OptionSpecs;

type DiceOptionName = keyof typeof DICE_OPTIONS;

interface DicePoolInput {
  readonly dice: number;
  readonly quality: PoolQuality;
}

/** The largest pool the report takes, and the lowest (0 or fewer is the chance die). */
const POOL_MAX = 100;
const POOL_MIN = -20;

const DICE_REPORTS: readonly ReportDeclaration<DicePoolInput, DiceOptionName>[] = [
  {
    options: ['project', 'dice', 'again', 'rote'],
    name: 'dice/pool',
    description: 'a pool of d10 (8+ succeeds) with n-again and rote: every count of successes',
    columns: [
      { name: 'successes', meaning: 'a number of successes, 0 up (one row each)' },
      {
        name: 'probability',
        meaning:
          'its exact probability, to 12 significant digits (the again series is summed until ' +
          'less than 1e-13 is left, not to a fixed depth)',
      },
      { name: 'at_least', meaning: 'P(this many successes or more)' },
      { name: 'at_most', meaning: 'P(this many successes or fewer)' },
    ],
    make: ({ dice, quality }) => dicePoolReport(dice, quality),
  },
];

export const DICE_POOL_CLI = defineReportFamily({
  options: DICE_OPTIONS,
  reports: DICE_REPORTS,
  help: () => [
    {
      title: 'dice/pool (dice alone: --project is accepted and checked, and reads nothing)',
      entries: [
        {
          term: '--dice N',
          meaning: `the pool, 1 to ${POOL_MAX} d10 (0 or fewer: the chance die)`,
        },
        { term: '--again A', meaning: '10 (default), 9, 8 or none' },
        { term: '--rote', meaning: 'rote quality: each failed die is rolled once more' },
      ],
    },
  ],
  /** `--dice N [--again 8|9|10|none] [--rote]`: a pool of N d10 (0 or fewer: the chance die). */
  table: (report, _project: unknown, flags) => {
    const diceFlag = flags.one('dice');
    if (diceFlag === undefined) {
      throw new UsageError('--dice: dice/pool needs the pool, e.g. --dice 7');
    }
    const dice = flags.whole('dice', 0);
    if (dice > POOL_MAX || dice < POOL_MIN) {
      throw new UsageError(
        `${diceFlag.shown}: a pool holds at most ${POOL_MAX} dice (0 or fewer: the chance die)`,
      );
    }
    const again = flags.choice('again', ['10', '9', '8', 'none'] as const, '10');
    const quality: PoolQuality = {
      again: again === 'none' ? null : (Number(again) as Exclude<Again, null>),
      rote: flags.has('rote'),
    };
    return report.make({ dice, quality });
  },
});
