/**
 * The Quest reports of `wellspring report`: each exactly the engine's own table (the function the
 * screen's export uses), with the words `--help` and `--list` print for it, and the options it
 * takes. `cli-flags.ts` turns the CLI's flags into the input below; `cli.ts` declares them to the CLI.
 */
import { PROJECT_OPTIONS, type OptionSpecs } from '../../cli/options';
import { PROBABILITY_6_DOC, type ReportDeclaration } from '../../report/report-doc';
import { questBudget } from './budget';
import type { QuestBuild, QuestData, QuestDispelView, QuestTarget } from './data';
import { dispelMatrixBefore, dispelMatrixKnownTotal } from './dispel-matrix';
import {
  questBudgetReport,
  questRealmsReport,
  questDispelReport,
  questTargetsReport,
} from './reports';

/**
 * What a Quest report is computed from: the data, a caster (and every caster, for the realms),
 * the dispel matrix's settings.
 */
export interface QuestReportInput {
  readonly data: QuestData;
  readonly build: QuestBuild;
  readonly builds: readonly QuestBuild[];
  readonly dispelView: QuestDispelView;
  readonly mode: 'before' | 'known-total';
  /** The figures the caster casts at (the project's, or --target). */
  readonly targets: readonly QuestTarget[];
}

/** The options the Quest reports read (`cli-flags.ts` reads them). */
export const QUEST_OPTIONS = {
  ...PROJECT_OPTIONS,
  int: { type: 'string', example: '5', number: true },
  vp: { type: 'string', example: '18', number: true },
  spells: { type: 'string', example: '3', number: true },
  cost: { type: 'string', example: '2', number: true },
  costs: { type: 'string', example: '2,3,1' },
  potions: { type: 'string', example: '1', number: true },
  scrolls: { type: 'string', example: '2', number: true },
  'non-hero': { type: 'boolean' },
  'min-int': { type: 'string', example: '1', number: true },
  'max-int': { type: 'string', example: '8', number: true },
  dispellers: { type: 'string', example: '2', number: true },
  'dispeller-int': { type: 'string', example: '5', number: true },
  'dispeller-mana': { type: 'string', example: '6' },
  'dispeller-squares': { type: 'string', example: '4', number: true },
  'in-melee': { type: 'boolean' },
  target: { type: 'string', multiple: true, example: 'Skeleton (3):heavy' },
  mode: { type: 'string', example: 'known-total' },
} as const satisfies OptionSpecs;

export type QuestOptionName = keyof typeof QUEST_OPTIONS;

/** What each report takes, in the order errors list them. */
const BUDGET_TAKES: readonly QuestOptionName[] = [
  'project',
  'build',
  'int',
  'vp',
  'spells',
  'cost',
  'costs',
  'potions',
  'scrolls',
  'non-hero',
  'dispellers',
  'dispeller-int',
  'dispeller-mana',
  'dispeller-squares',
  'in-melee',
];
const DISPEL_TAKES: readonly QuestOptionName[] = [
  'project',
  'min-int',
  'max-int',
  'dispellers',
  'mode',
];

const REALMS_TAKES: readonly QuestOptionName[] = ['project'];

/** The caster's own options: what the figures read (no dispellers, no targets). */
export const CASTER_TAKES: readonly QuestOptionName[] = [
  'project',
  'build',
  'int',
  'vp',
  'spells',
  'cost',
  'costs',
  'potions',
  'non-hero',
];

const TARGETS_TAKES: readonly QuestOptionName[] = [
  'project',
  'build',
  'vp',
  'spells',
  'cost',
  'costs',
  'non-hero',
  'target',
];

export const QUEST_REPORTS: readonly ReportDeclaration<QuestReportInput, QuestOptionName>[] = [
  {
    options: DISPEL_TAKES,
    name: 'quest/dispel-odds',
    description:
      'Quest: P(a spell is dispelled) for each caster Int (or known total) and dispeller Int',
    columns: [
      {
        name: 'caster_int (or caster_total)',
        meaning:
          "the caster's Int, --min-int to --max-int (--mode before, the default: the caster's " +
          '2d6 + Int is still to come); with --mode known-total, each total the caster can roll',
      },
      {
        name: 'dispeller_int_N',
        meaning:
          `P(2d6 + N exceeds the caster's roll or total), ${PROBABILITY_6_DOC}; with --dispellers K, ` +
          'P(at least one of K dispellers of Int N succeeds)',
      },
    ],
    make: ({ data, dispelView, mode }) =>
      mode === 'before'
        ? questDispelReport(dispelMatrixBefore(data.dispel, dispelView), 'before')
        : questDispelReport(dispelMatrixKnownTotal(data.dispel, dispelView), 'known-total'),
  },
  {
    options: BUDGET_TAKES,
    name: 'quest/budget',
    description: 'Quest: casts available per spell and in total in one quest, and what limits them',
    columns: [
      { name: 'spell', meaning: 'the spell (one row each), then "All spells"' },
      { name: 'mana_cost', meaning: 'mana one cast spends (--cost or --costs)' },
      { name: 'casting_limit', meaning: "the sorcery level's casts per spell per quest (by --vp)" },
      { name: 'casts_by_limit', meaning: 'the limit plus one per potion (--potions)' },
      {
        name: 'casts_by_mana',
        meaning:
          "what the quest's mana pays for, this spell alone: the pool (2 a spell, at most Int × 3) " +
          'plus each potion (a refill by default); "no cost" for a free spell',
      },
      { name: 'casts', meaning: 'the smaller of the two' },
      { name: 'limited_by', meaning: 'mana, casting limit, or both' },
      {
        name: 'casts_in_best_mix',
        meaning: 'casts of this spell when mixing spells, cheapest first',
      },
      {
        name: 'damage_dice',
        meaning:
          "the spell's damage dice at the caster's level (the level's modifier: an Apprentice's " +
          "−1, never below the rules' fewest, 1); empty for a spell that deals no damage",
      },
      {
        name: 'permanent_turns',
        meaning:
          "the turns of the spell's permanent effect at the caster's level (an Apprentice's −1, " +
          'never below 1); empty for a spell with none',
      },
      {
        name: 'casts_taking_effect',
        meaning:
          "of the casts, how many take effect on average against the project's dispellers " +
          "(--dispellers, and the dispel settings' --dispeller-int, --dispeller-mana, " +
          '--dispeller-squares, --in-melee): only those within the range (8) of the caster or ' +
          'the target, out of melee and with mana left try; each success costs its dispeller ' +
          'the dispel cost (1), and they try in a fixed order; a dispelled spell still spends ' +
          'its mana; an average, to 2 decimals',
      },
      {
        name: 'turns_for_scrolls',
        meaning:
          'on the "All spells" row: the fewest turns to use the --scrolls carried, one scroll or ' +
          'set of components a turn (seed 001); "never" when the rules allow none a turn',
      },
    ],
    make: ({ data, build, dispelView }) =>
      questBudgetReport(build, questBudget(data, build, dispelView)),
  },
  {
    options: REALMS_TAKES,
    name: 'quest/realms',
    description:
      "Quest: the magic realms and their Lores (seed 001), and the project's casters of each",
    columns: [
      { name: 'realm', meaning: 'the great magic realm' },
      { name: 'lore', meaning: 'a Lore of that realm; "No Lore chosen" for casters without one' },
      { name: 'casters', meaning: 'the project\'s casters who chose it, separated by "; "' },
    ],
    make: ({ data, builds }) => questRealmsReport(data, builds),
  },
  {
    options: TARGETS_TAKES,
    name: 'quest/targets',
    description:
      "Quest: each of the caster's spells at each target: line of sight, cover and damage dice",
    columns: [
      { name: 'spell', meaning: "the caster's spell (--build, or --spells/--costs)" },
      {
        name: 'target',
        meaning:
          "a figure on the board: the project's targets, or --target NAME:COVER (repeat it; " +
          'COVER none, light or heavy, or hidden for no line of sight)',
      },
      { name: 'line_of_sight', meaning: 'yes or no' },
      { name: 'cover', meaning: "the target's cover: none, light or heavy" },
      {
        name: 'cover_counts',
        meaning: 'yes when the spell is a magic projectile and the target has cover (seed 001)',
      },
      { name: 'can_cast', meaning: 'yes, or "no: no line of sight" (seed 001)' },
      {
        name: 'damage_dice',
        meaning:
          "the spell's damage dice there: its own, the sorcery level's modifier and, for a " +
          "projectile, the cover's (light −1, heavy −2: the rules' numbers), never below the " +
          "rules' fewest (1); empty for a spell that deals none or cannot be cast",
      },
    ],
    make: ({ data, build, targets }) => questTargetsReport(data, build, targets),
  },
];
