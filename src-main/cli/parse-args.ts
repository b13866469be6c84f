/**
 * The command line → a typed command. `node:util`'s `parseArgs` reads the words; this module only
 * turns its tokens into a `CliCommand` and every mistake into one `UsageError` line that names
 * the flag and, where there are choices, lists them.
 */
import { parseArgs } from 'node:util';
import { GivenFlags, type FlagValue } from '../../shared/cli/flags';
import { UsageError } from '../../shared/cli/usage-error';
import { didYouMean } from '../../shared/cli/names';
import {
  findReport,
  OPTIONS,
  OUTPUT_OPTION_NAMES,
  reportNames,
  type CliReport,
} from '../../shared/app/report-catalog';
import { FORMULA_TEMPLATES } from '../../shared/app/formula-templates';

export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'list' }
  | { readonly kind: 'report'; readonly report: CliReport; readonly flags: GivenFlags }
  | {
      readonly kind: 'template';
      /** The template's name, as typed (`willpower`). */
      readonly template: FlagValue;
      readonly flags: GivenFlags;
    }
  | {
      readonly kind: 'diff';
      /** The two project files, as typed. */
      readonly base: FlagValue;
      readonly next: FlagValue;
      readonly flags: GivenFlags;
    };

export const COMMANDS = ['report', 'diff', 'template'] as const;

/** The options `wellspring diff` reads. */
export const DIFF_OPTION_NAMES: readonly string[] = [
  'report',
  'fail-over',
  'levels',
  ...OUTPUT_OPTION_NAMES,
];

/** The options `wellspring template` reads. */
export const TEMPLATE_OPTION_NAMES: readonly string[] = ['project', 'name', 'out'];

function isOptionName(name: string): boolean {
  return Object.hasOwn(OPTIONS, name);
}

/** The options as `parseArgs` reads them: each one's spelling without the example. */
const PARSE_OPTIONS = Object.fromEntries(
  Object.entries(OPTIONS).map(([name, { type, multiple, short }]) => [
    name,
    {
      type,
      ...(multiple === undefined ? {} : { multiple }),
      ...(short === undefined ? {} : { short }),
    },
  ]),
);

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

type Collected = Record<string, FlagValue[] | undefined>;

/** Reads the words into values per option, checking each token as `parseArgs` hands it over. */
function collect(argv: readonly string[]): { values: Collected; positionals: string[] } {
  const { tokens } = parseArgs({
    args: [...argv],
    options: PARSE_OPTIONS,
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
    const option = isOptionName(name) ? OPTIONS[name] : undefined;
    if (option === undefined) {
      throw new UsageError(
        `${rawName}: unknown option; wellspring --help lists the options each report takes`,
      );
    }
    if (option.type === 'boolean') {
      if (value !== undefined) {
        throw new UsageError(`${rawName}=${value}: ${rawName} takes no value`);
      }
      values[name] = [{ value: 'true', shown: rawName }];
      continue;
    }
    if (value === undefined || (inlineValue !== true && looksLikeFlag(value))) {
      const example = option.example ?? 'VALUE';
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
  const taken = [...report.options, ...OUTPUT_OPTION_NAMES];
  for (const [name, given] of Object.entries(values)) {
    const first = given?.[0];
    if (first === undefined || taken.includes(name)) continue;
    const choices = taken.map((option) => `--${option}`).join(', ');
    throw new UsageError(
      `${first.shown}: ${report.name} does not take --${name}; it takes ${choices}`,
    );
  }
}

/**
 * Reads `argv` (without node and the script) into a command.
 * `--help` (or `-h`) anywhere wins, then `--list`; otherwise the words must be `report NAME`.
 *
 * @throws UsageError with one line naming the flag or word at fault and the valid choices.
 */
/**
 * A report name near a mistyped one: within its family by the part after the slash (so
 * "willpower/mana" suggests no willpower/pool), else by the whole name ("custum/curves").
 */
function nearestReport(typed: string): string {
  const names = reportNames().split(', ');
  const slash = typed.indexOf('/');
  const family = slash < 0 ? '' : typed.slice(0, slash + 1).toLowerCase();
  const kin = names.filter((name) => family !== '' && name.startsWith(family));
  if (kin.length === 0) return didYouMean(typed, names);
  const near = didYouMean(
    typed.slice(slash + 1),
    kin.map((name) => name.slice(family.length)),
  );
  return near.replace(/ Did you mean (.*)\?$/, ` Did you mean ${family}$1?`);
}

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
  if (command === 'diff') return diffCommand(positionals.slice(1), values);
  if (command === 'template') return templateCommand(positionals.slice(1), values);
  if (reportName === undefined) {
    throw new UsageError(`report: missing report name; choose one of ${reportNames()}`);
  }
  const report = findReport(reportName);
  if (report === undefined) {
    // " Did you mean custom/curves?" as "(did you mean custom/curves?)", before the whole list.
    const near = nearestReport(reportName).replace(' Did', ' (did');
    throw new UsageError(
      `report ${reportName}: unknown report${near === '' ? '' : `${near})`}; choose one of ${reportNames()}`,
    );
  }
  const [surplus] = extra;
  if (surplus !== undefined) {
    throw new UsageError(
      `${surplus}: unexpected argument; give one report name, then options (see wellspring --help)`,
    );
  }
  checkOptions(report, values);
  return { kind: 'report', report, flags: new GivenFlags(values) };
}

/** Refuses the first option a command does not read, naming those it does. */
function onlyOptions(command: string, values: Collected, takes: readonly string[]): void {
  for (const [name, given] of Object.entries(values)) {
    const first = given?.[0];
    if (first === undefined || takes.includes(name)) continue;
    const choices = takes.map((option) => `--${option}`).join(', ');
    throw new UsageError(`${first.shown}: ${command} does not take --${name}; it takes ${choices}`);
  }
}

/** `template NAME [--project FILE] [--name NAME] [--out FILE]`: one template's name. */
function templateCommand(words: readonly string[], values: Collected): CliCommand {
  const [name, surplus] = words;
  if (name === undefined) {
    throw new UsageError(
      `template: missing template name; choose one of ${FORMULA_TEMPLATES.map((t) => t.id).join(', ')}`,
    );
  }
  if (surplus !== undefined) {
    throw new UsageError(`${surplus}: unexpected argument; give one template name, then options`);
  }
  onlyOptions('template', values, TEMPLATE_OPTION_NAMES);
  return {
    kind: 'template',
    template: { value: name, shown: `template ${name}` },
    flags: new GivenFlags(values),
  };
}

/** `diff BASE NEW [options]`: two project files, then the diff's own options only. */
function diffCommand(files: readonly string[], values: Collected): CliCommand {
  const [base, next, surplus] = files;
  if (base === undefined || next === undefined) {
    throw new UsageError(
      'diff: give two project files, the baseline then the new one: wellspring diff BASE.json NEW.json',
    );
  }
  if (surplus !== undefined) {
    throw new UsageError(`${surplus}: unexpected argument; diff compares two project files`);
  }
  onlyOptions('diff', values, DIFF_OPTION_NAMES);
  return {
    kind: 'diff',
    base: { value: base, shown: base },
    next: { value: next, shown: next },
    flags: new GivenFlags(values),
  };
}
