/**
 * The command line → a typed command. `node:util`'s `parseArgs` reads the words; this module only
 * turns its tokens into a `CliCommand` and every mistake into one `UsageError` line that names
 * the flag and, where there are choices, lists them.
 */
import { parseArgs } from 'node:util';
import {
  DCSS_OPTIONS,
  DICE_OPTIONS,
  findReport,
  OUTPUT_OPTIONS,
  reportNames,
  type CliReport,
  type DcssOptionName,
  type DiceOptionName,
} from './report-catalog';
import { OPTIONS, type CliOptionName as OptionName } from '../../shared/report/cli-options';
import { UsageError } from './usage-error';

/** One value the user gave, and how to show it back in an error ("--stat Int=abc"). */
export interface FlagValue {
  readonly value: string;
  readonly shown: string;
}

/** The report options as typed: names and numbers are resolved against the data later. */
export interface ReportFlags {
  readonly race?: FlagValue;
  readonly class?: FlagValue;
  /** NetHack's role (nethack34/* only). */
  readonly role?: FlagValue;
  readonly level?: FlagValue;
  readonly stats: readonly FlagValue[];
  readonly items: readonly FlagValue[];
  readonly talents: readonly FlagValue[];
  readonly skills: readonly FlagValue[];
  readonly statuses: readonly FlagValue[];
  readonly project?: FlagValue;
  readonly build?: FlagValue;
  /** The DCSS options given (dcss/* only), by name. */
  readonly dcss: Readonly<Partial<Record<DcssOptionName, FlagValue>>>;
  /** compare/* only: the measure, and seconds one turn is worth. */
  readonly measure?: FlagValue;
  readonly secondsPerTurn?: FlagValue;
  /** The quest/*, mage2e/* and dice/* options given, by name (--yantra may repeat). */
  readonly dice: Readonly<Partial<Record<DiceOptionName, readonly FlagValue[]>>>;
  readonly out?: FlagValue;
  /** False with `--no-bom`. */
  readonly bom: boolean;
}

export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'list' }
  | { readonly kind: 'report'; readonly report: CliReport; readonly flags: ReportFlags };

export const COMMANDS = ['report'] as const;

function isOptionName(name: string): name is OptionName {
  return Object.hasOwn(OPTIONS, name);
}

/** Past this many characters, a value is shown cut (a pasted 100 KB value is not echoed back). */
const SHOWN_VALUE_MAX = 60;

/**
 * `--item "Ring of mana (+5)"`: quoted when it has spaces, so the line reads back as typed; a long
 * value is cut, with its length.
 */
export function showFlag(rawName: string, value: string): string {
  if (value.length > SHOWN_VALUE_MAX) {
    return `${rawName} "${value.slice(0, SHOWN_VALUE_MAX - 20)}\u2026" (${value.length} characters)`;
  }
  return /[\s"]/.test(value) || value === '' ? `${rawName} "${value}"` : `${rawName} ${value}`;
}

/**
 * A value that is really the next flag (`--race --class Wizard`); negative numbers are values, and
 * so is a lone `-` (`--out -`, the standard output).
 */
function looksLikeFlag(value: string): boolean {
  return value.startsWith('-') && value !== '-' && !/^-\d/.test(value);
}

const EXAMPLES: Partial<Record<OptionName, string>> = {
  race: 'Elf',
  class: 'Wizard',
  role: 'Wiz',
  level: '12',
  stat: 'Int=15',
  item: '"Ring of mana (+5)"',
  talent: '"Deep well@4"',
  skill: 'Concentration=100',
  status: 'Resting',
  project: 'project.json',
  build: 'Tathren',
  mhp: '90',
  rings: '1',
  mutation: '1',
  corpses: '7',
  'pbd-rank': '1',
  'slow-healing': '1',
  'action-auts': '15',
  'start-hp': '1',
  turns: '100',
  int: '5',
  vp: '18',
  spells: '3',
  cost: '2',
  costs: '2,3,1',
  potions: '1',
  'min-int': '1',
  'max-int': '8',
  dispellers: '2',
  mode: 'known-total',
  gnosis: '3',
  arcanum: '3',
  highest: '2',
  method: 'rote',
  'rote-skill': '3',
  primary: 'potency',
  intervals: '2',
  potency: '3',
  'duration-step': '2',
  subjects: '320',
  size: '35',
  'area-step': '1',
  reach: '1',
  yantra: 'demesne',
  mitigation: '1',
  'earlier-rolls': '1',
  witnesses: 'few',
  wisdom: '5',
  dice: '7',
  again: '8',
  out: 'report.csv',
};

type Collected = { [K in OptionName]?: FlagValue[] };

/** Reads the words into values per option, checking each token as `parseArgs` hands it over. */
function collect(argv: readonly string[]): { values: Collected; positionals: string[] } {
  const { tokens } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Collected = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const { name, rawName, value, inlineValue } = token;
    if (!isOptionName(name)) {
      throw new UsageError(
        `${rawName}: unknown option; wellspring --help lists the options each report takes`,
      );
    }
    const option: { type: string; multiple?: boolean } = OPTIONS[name];
    if (option.type === 'boolean') {
      if (value !== undefined) {
        throw new UsageError(`${rawName}=${value}: ${rawName} takes no value`);
      }
      values[name] = [{ value: 'true', shown: rawName }];
      continue;
    }
    if (value === undefined || (inlineValue !== true && looksLikeFlag(value))) {
      const example = EXAMPLES[name] ?? 'VALUE';
      throw new UsageError(`${rawName}: needs a value, e.g. ${rawName} ${example}`);
    }
    const given = values[name] ?? [];
    const shown = showFlag(rawName, value);
    if (option.multiple !== true && given.length > 0) {
      throw new UsageError(`${shown}: ${rawName} is given more than once; give it once`);
    }
    values[name] = [...given, { value, shown }];
  }
  return { values, positionals };
}

/**
 * Refuses the first option (in command-line order) the report does not read: a Willpower flag on a
 * NetHack report or the other way round would otherwise be silently ignored.
 */
function checkOptions(report: CliReport, values: Collected): void {
  const taken = [...report.options, ...OUTPUT_OPTIONS];
  for (const [name, given] of Object.entries(values)) {
    const first = given[0];
    if (first === undefined || !isOptionName(name) || taken.includes(name)) continue;
    const choices = taken.map((option) => `--${option}`).join(', ');
    throw new UsageError(
      `${first.shown}: ${report.name} does not take --${name}; it takes ${choices}`,
    );
  }
}

function one(values: Collected, name: OptionName): FlagValue | undefined {
  return values[name]?.[0];
}

/**
 * Reads `argv` (without node and the script) into a command.
 * `--help` (or `-h`) anywhere wins, then `--list`; otherwise the words must be `report NAME`.
 *
 * @throws UsageError with one line naming the flag or word at fault and the valid choices.
 */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const { values, positionals } = collect(argv);
  if (values.help !== undefined) return { kind: 'help' };
  const [command, reportName, ...extra] = positionals;
  if (command !== undefined && !(COMMANDS as readonly string[]).includes(command)) {
    throw new UsageError(
      `${command}: unknown command; choose one of ${COMMANDS.join(', ')} (see wellspring --help)`,
    );
  }
  if (values.list !== undefined) return { kind: 'list' };
  if (command === undefined) {
    throw new UsageError(
      `missing command; choose one of ${COMMANDS.join(', ')} (see wellspring --help)`,
    );
  }
  if (reportName === undefined) {
    throw new UsageError(`report: missing report name; choose one of ${reportNames()}`);
  }
  const report = findReport(reportName);
  if (report === undefined) {
    throw new UsageError(`report ${reportName}: unknown report; choose one of ${reportNames()}`);
  }
  const [surplus] = extra;
  if (surplus !== undefined) {
    throw new UsageError(
      `${surplus}: unexpected argument; give one report name, then options (see wellspring --help)`,
    );
  }
  checkOptions(report, values);
  const flags: ReportFlags = {
    race: one(values, 'race'),
    class: one(values, 'class'),
    role: one(values, 'role'),
    level: one(values, 'level'),
    stats: values.stat ?? [],
    items: values.item ?? [],
    talents: values.talent ?? [],
    skills: values.skill ?? [],
    statuses: values.status ?? [],
    project: one(values, 'project'),
    build: one(values, 'build'),
    dcss: Object.fromEntries(
      DCSS_OPTIONS.flatMap((name) => {
        const given = one(values, name);
        return given === undefined ? [] : [[name, given]];
      }),
    ),
    measure: one(values, 'measure'),
    secondsPerTurn: one(values, 'seconds-per-turn'),
    dice: Object.fromEntries(
      DICE_OPTIONS.flatMap((name) => {
        const given = values[name];
        return given === undefined ? [] : [[name, given]];
      }),
    ),
    out: one(values, 'out'),
    bom: values['no-bom'] === undefined,
  };
  return { kind: 'report', report, flags };
}
