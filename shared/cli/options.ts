/**
 * How the CLI's options are declared: each report family (a ruleset's reports, the comparison's,
 * the dice pool's) declares the options it adds, in the form `node:util`'s `parseArgs` reads, with
 * an example for the line that asks for a missing value. The CLI's parser takes the union of them
 * all (`shared/app/report-catalog.ts`), and refuses two families declaring one name differently.
 */

/** One option: a value (`--race Elf`) or a switch (`--rote`); `multiple` when it may repeat. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly multiple?: boolean;
  readonly short?: string;
  /** A value to show in "--race: needs a value, e.g. --race Elf" (values only). */
  readonly example?: string;
  /**
   * The value is a number (`--every 6`): a pattern file must give it as a JSON number, so
   * `"every": "6"` is refused as the text it is rather than read as a number by luck.
   */
  readonly number?: boolean;
  /**
   * The value names a file the CLI reads before the report runs: the report gets its text as the
   * flag's `text` (the engine never touches the disk).
   */
  readonly readsFile?: boolean;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** What several families read the same way: the project file, and one of its builds. */
export const PROJECT_OPTIONS = {
  project: { type: 'string', example: 'project.json' },
  build: { type: 'string', example: 'Tathren' },
} as const satisfies OptionSpecs;

/** What every report takes: where the CSV goes and how. */
export const OUTPUT_OPTIONS = {
  out: { type: 'string', example: 'report.csv' },
  'no-bom': { type: 'boolean' },
  headers: { type: 'string', example: 'names' },
} as const satisfies OptionSpecs;

/** What `wellspring diff` reads besides the output options and `--levels` (the grids'). */
export const DIFF_OPTIONS = {
  report: { type: 'string', multiple: true, example: 'willpower/curves' },
  'fail-over': { type: 'string', example: '2', number: true },
} as const satisfies OptionSpecs;

/** What `wellspring template` reads besides `--project` and `--out`. */
export const TEMPLATE_OPTIONS = {
  name: { type: 'string', example: '"My game"' },
} as const satisfies OptionSpecs;

/** The words about the CLI itself, which work anywhere on the command line. */
export const COMMAND_OPTIONS = {
  list: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpecs;
