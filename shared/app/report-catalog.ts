/**
 * The reports the CLI can write, and the options it reads, from the list of report families: each
 * ruleset's (`shared/rulesets/<id>/cli.ts`, in the list's order), then the comparison's, the
 * balance grids', the custom rulesets' and the dice pool's. Each report is exactly the engine's own `ReportTable` (the same functions the UI's
 * "Table" views and CSV exports use); each names the options it takes, so a flag of another
 * family is refused with one line.
 */
import type { GivenFlags } from '../cli/flags';
import {
  COMMAND_OPTIONS,
  DIFF_OPTIONS,
  OUTPUT_OPTIONS,
  TEMPLATE_OPTIONS,
  type OptionSpec,
  type OptionSpecs,
} from '../cli/options';
import type { DiffRun, Headline, HelpSection, ReportFamily } from '../cli/report-family';
import { BALANCE_CLI } from './grid-reports';
import { compareFamily } from '../compare/cli';
import { COMPARE_LIST, compareSources } from './compare-list';
import type { ProjectDocument } from './default-project';
import { DICE_POOL_CLI } from '../report/dice-pool-cli';
import type { ReportDeclaration, ReportDoc } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';
import { CUSTOM_CLI } from '../rulesets/custom/cli';
import { DCSS_CLI } from '../rulesets/dcss/cli';
import { RULESET_LIST, type RulesetId } from './ruleset-list';
import { MAGE2E_CLI } from '../rulesets/mage2e/cli';
import { NETHACK34_CLI } from '../rulesets/nethack34/cli';
import { QUEST_CLI } from '../rulesets/quest/cli';
import { WILLPOWER_CLI } from '../rulesets/willpower/cli';

/** A family as the catalog lists it: what it reads in a project, whatever its own types. */
type AnyFamily<Source> = ReportFamily<Source, OptionSpecs, ReportDeclaration<never>>;

/**
 * Each ruleset's reports, by ruleset id: a record over the ids of the list of rulesets, so a
 * ruleset without its reports does not compile. Each reads its own section of the project.
 */
const RULESET_CLIS: { readonly [Id in RulesetId]: AnyFamily<ProjectDocument[Id]> } = {
  willpower: WILLPOWER_CLI,
  nethack34: NETHACK34_CLI,
  dcss: DCSS_CLI,
  quest: QUEST_CLI,
  mage2e: MAGE2E_CLI,
};

export type FamilyId = RulesetId | 'compare' | 'balance' | 'custom' | 'dice';

/** A report of the catalog: its words, its family, and its table for a project and flags. */
export interface CliReport extends ReportDoc {
  readonly family: FamilyId;
  /**
   * @throws UsageError for anything the user typed; the engine's RangeError for data it refuses.
   */
  table(project: ProjectDocument, flags: GivenFlags): ReportTable;
  /** The runs a diff compares it in, where its family declares them (`ReportFamily.runs`). */
  runs?(project: ProjectDocument): readonly DiffRun[];
}

/** A family in the catalog: its id and declaration, and its reports as the catalog lists them. */
export interface ListedFamily {
  readonly id: FamilyId;
  readonly family: AnyFamily<never>;
  readonly reports: readonly CliReport[];
}

/** A family listed under `id`, reading `sourceOf(project)`: a ruleset its section. */
export function listed<Source>(
  id: FamilyId,
  family: AnyFamily<Source>,
  sourceOf: (project: ProjectDocument) => Source,
): ListedFamily {
  const reports = family.reports.map((report): CliReport => ({
    name: report.name,
    description: report.description,
    columns: report.columns,
    options: report.options,
    family: id,
    table: (project, flags) => family.table(report, sourceOf(project), flags),
    ...(family.runs && {
      runs: (project: ProjectDocument) => family.runs?.(sourceOf(project), report.name) ?? [],
    }),
  }));
  return { id, family, reports };
}

function rulesetFamily<Id extends RulesetId>(id: Id): ListedFamily {
  return listed(id, RULESET_CLIS[id], (project) => project[id]);
}

/** The comparison's reports, over the rulesets that declare a regeneration comparison. */
const COMPARE_CLI = compareFamily(COMPARE_LIST, compareSources, (ruleset) => {
  const family = RULESET_CLIS[ruleset as RulesetId] as AnyFamily<never> | undefined;
  const flags = family?.endurancePattern;
  return family === undefined || flags === undefined ? undefined : { specs: family.options, flags };
});

/** Every family, in the order `--list` and `--help` show them. */
const FAMILIES: readonly ListedFamily[] = [
  ...RULESET_LIST.map(({ meta }) => rulesetFamily(meta.id)),
  listed('compare', COMPARE_CLI, (project) => project),
  listed('balance', BALANCE_CLI, (project) => project),
  listed('custom', CUSTOM_CLI, (project) => project.custom),
  listed('dice', DICE_POOL_CLI, () => undefined),
];

/**
 * Two families may read one option (`--race`, `--stat`, `--build`), but only the same way: the
 * parser has one spelling per name, so a clash is a programming error, caught on load.
 */
function mergeOptions(list: readonly OptionSpecs[]): Readonly<Record<string, OptionSpec>> {
  const merged: Record<string, OptionSpec> = {};
  for (const specs of list) {
    for (const [name, spec] of Object.entries(specs)) {
      const known = merged[name];
      const differs =
        known !== undefined &&
        (known.type !== spec.type ||
          known.multiple !== spec.multiple ||
          (known.number ?? false) !== (spec.number ?? false));
      if (differs) {
        throw new Error(`--${name} is declared as two different options`);
      }
      merged[name] ??= spec;
    }
  }
  return merged;
}

/** What the CLI knows, built from a list of families. */
export interface Catalog {
  /** Every report, in the order `--list` prints them. */
  readonly reports: readonly CliReport[];
  /** Every option: the families', the output ones, and --list and --help. */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** The sections of `--help` about the families' flags, in the same order. */
  help(): HelpSection[];
  /** The reports a diff compares by default, in the families' order. */
  readonly headlines: readonly Headline[];
}

export function catalogOf(families: readonly ListedFamily[]): Catalog {
  return {
    reports: families.flatMap((family) => family.reports),
    options: mergeOptions([
      ...families.map(({ family }) => family.options),
      OUTPUT_OPTIONS,
      DIFF_OPTIONS,
      TEMPLATE_OPTIONS,
      COMMAND_OPTIONS,
    ]),
    help: () => families.flatMap(({ family }) => family.help()),
    headlines: families.flatMap(({ family }) => family.headlines ?? []),
  };
}

const CATALOG = catalogOf(FAMILIES);

export const REPORTS = CATALOG.reports;
export const OPTIONS = CATALOG.options;
export const HEADLINES = CATALOG.headlines;

export function familyHelp(): HelpSection[] {
  return CATALOG.help();
}

/** The output options, which every report takes besides its own. */
export const OUTPUT_OPTION_NAMES: readonly string[] = Object.keys(OUTPUT_OPTIONS);

/** The reports of one family (a ruleset's, the comparison's, the dice pool's). */
export function reportsOf(family: FamilyId): readonly CliReport[] {
  return REPORTS.filter((report) => report.family === family);
}

/** The report named `typed` (any case), or undefined. */
export function findReport(typed: string): CliReport | undefined {
  const wanted = typed.trim().toLowerCase();
  return REPORTS.find((report) => report.name === wanted);
}

export function reportNames(): string {
  return REPORTS.map((report) => report.name).join(', ');
}
