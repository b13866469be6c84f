/**
 * The CLI as a function: argv and injected I/O in, an exit code out. No globals, no process:
 * `wellspring.ts` plugs in the real streams and files, tests plug in their own.
 */
import type { FlagValue, GivenFlags } from '../../shared/cli/flags';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError } from '../../shared/cli/usage-error';
import { WorkBoundError } from '../../shared/engine/work-bound';
import { makeDefaultProject, type ProjectDocument } from '../../shared/app/default-project';
import type { ReportTable } from '../../shared/report/report-table';
import { CSV_HEADERS, reportToCsv, type CsvHeaders } from '../../shared/report/to-csv';
import type { CellChange } from '../../shared/diff/result-diff';
import { helpText, listText } from './help-text';
import { parseCliArgs } from './parse-args';
import { readProjectDocument } from './project-file';
import { OPTIONS, type CliReport } from '../../shared/app/report-catalog';
import type { OptionSpec } from '../../shared/cli/options';
import { patternFlags } from '../../shared/cli/pattern-file';
import { diffProjects } from './run-diff';
import { FORMULA_TEMPLATES, findTemplate, withTemplate } from '../../shared/app/formula-templates';
import { parseProject, serializeProject } from '../../shared/app/serialize';

/**
 * A check failed: `wellspring diff` with a cell moved past `--fail-over`, or a report that found
 * the designer's own rules broken (`custom/check`). The CSV is written all the same.
 */
export const EXIT_OVER = 3;

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads a text file (UTF-8); the path is as the user typed it. */
  readonly readFile: (path: string) => Promise<string>;
  /** Replaces a file atomically with `text` (UTF-8); the path is as the user typed it. */
  readonly writeFile: (path: string, text: string) => Promise<void>;
}

/** A resolved report request: the engine's table, and where and how the CSV goes. */
export interface ReportRequest {
  readonly table: ReportTable;
  /** `--out FILE`, or stdout when undefined. */
  readonly out?: FlagValue;
  readonly bom: boolean;
  /** `--headers`: the columns' ids (the default) or the screen's names for them. */
  readonly headers: CsvHeaders;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Error lines are one line, whatever an underlying message holds. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** The project the report reads: --project's file, else the built-in project. */
async function loadProject(
  flags: GivenFlags,
  io: CliIo,
  family: CliReport['family'],
): Promise<ProjectDocument> {
  const file = flags.one('project');
  if (file === undefined) return makeDefaultProject();
  return readProject(file, io, family !== 'custom');
}

/** A project file, named in errors as typed. */
async function readProject(
  file: FlagValue,
  io: CliIo,
  needsWillpowerBuild = true,
): Promise<ProjectDocument> {
  let text: string;
  try {
    text = await io.readFile(file.value);
  } catch (error) {
    throw new UsageError(`${file.shown}: cannot read it (${messageOf(error)})`);
  }
  return readProjectDocument(text, file.shown, needsWillpowerBuild);
}

/**
 * Flags → the engine's report table: its family reads the project's data (--project, else the
 * built-in project; the dice pool reads nothing, but a broken file is refused all the same), the
 * build the flags start from, and the flags on top.
 *
 * @throws UsageError for anything the user typed; the engine's RangeError for data it refuses.
 */
export async function resolveReport(
  report: CliReport,
  flags: GivenFlags,
  io: CliIo,
): Promise<ReportRequest> {
  const given = await withFileTexts(report, await withPatternFile(report, flags, io), io);
  // Read first: a mistyped --headers is refused before any work.
  const headers = readHeaders(given);
  const table = report.table(await loadProject(given, io, report.family), given);
  return { table, out: given.one('out'), bom: !given.has('no-bom'), headers };
}

/** `--headers ids|names` (any case), `ids` without it. */
function readHeaders(flags: GivenFlags): CsvHeaders {
  return flags.choice('headers', CSV_HEADERS, 'ids');
}

/** The flags with each option that reads a file (`OptionSpec.readsFile`) carrying its text. */
async function withFileTexts(report: CliReport, flags: GivenFlags, io: CliIo): Promise<GivenFlags> {
  let read = flags;
  for (const name of report.options) {
    if (OPTIONS[name]?.readsFile !== true) continue;
    const files = flags.all(name);
    if (files.length === 0) continue;
    const texts = await Promise.all(
      files.map(async (file) => {
        try {
          return { ...file, text: await io.readFile(file.value) };
        } catch (error) {
          throw new UsageError(`${file.shown}: cannot read it (${messageOf(error)})`);
        }
      }),
    );
    read = read.replaced(name, texts);
  }
  return read;
}

/** The flags with `--pattern FILE`'s underneath (the command line's win), when it is given. */
async function withPatternFile(
  report: CliReport,
  flags: GivenFlags,
  io: CliIo,
): Promise<GivenFlags> {
  const file = flags.one('pattern');
  if (file === undefined) return flags;
  let text: string;
  try {
    text = await io.readFile(file.value);
  } catch (error) {
    throw new UsageError(`${file.shown}: cannot read it (${messageOf(error)})`);
  }
  const takes = new Map<string, OptionSpec>();
  for (const name of report.options) {
    const spec = OPTIONS[name];
    if (spec !== undefined) takes.set(name, spec);
  }
  return flags.over(patternFlags(text, file.value, takes));
}

/** "willpower/curves --build tathren, level 30, max_mana: 250 → 260 (+4%)" */
function describeChange(change: CellChange, asked: string): string {
  const value = (cell: string | number | null) => (cell === null ? 'none' : String(cell));
  const rounded = change.percent === null ? null : Math.round(change.percent * 100) / 100;
  const percent = rounded === null ? '' : ` (${rounded > 0 ? '+' : ''}${rounded}%)`;
  return `${asked}, row ${change.row}, ${change.column}: ${value(change.base)} → ${value(change.next)}${percent}`;
}

/**
 * Writes `text` to `--out FILE` (atomically), or the standard output without it or with `--out -`;
 * false when the file cannot be written (said on stderr).
 */
async function writeOut(out: FlagValue | undefined, text: string, io: CliIo): Promise<boolean> {
  // `--out -` is the standard output, as for most command-line tools.
  if (out === undefined || out.value === '-') {
    io.stdout(text);
    return true;
  }
  if (out.value.trim() === '') {
    throw new UsageError(
      `${out.shown}: the file name is empty; give one, or --out - for the standard output`,
    );
  }
  try {
    await io.writeFile(out.value, text);
    return true;
  } catch (error) {
    io.stderr(`${oneLine(`${out.shown}: cannot write it (${messageOf(error)})`)}\n`);
    return false;
  }
}

/**
 * `wellspring template NAME`: the project (--project's, else the built-in one) with a custom
 * ruleset made by the template from its data and builds, as a project file's text; the notes say
 * which ruleset was added and what the template leaves out.
 */
async function templateProject(
  name: FlagValue,
  flags: GivenFlags,
  io: CliIo,
): Promise<{ text: string; notes: string[] }> {
  const template = findTemplate(name.value);
  if (template === undefined) {
    throw new UsageError(
      `${name.shown}: unknown template; choose one of ${FORMULA_TEMPLATES.map((t) => t.id).join(', ')}`,
    );
  }
  const file = flags.one('project');
  const project = file === undefined ? makeDefaultProject() : await readProject(file, io, false);
  const typed = flags.one('name');
  if (typed !== undefined && typed.value.trim() === '') {
    throw new UsageError(`${typed.shown}: the ruleset's name is empty; give one`);
  }
  const made = withTemplate(project, template, typed?.value.trim());
  const text = serializeProject(made.project);
  // What is written must open: checked as opening it would (a name past 200 characters, or a
  // project at the most rulesets a list holds, is refused here rather than written).
  const written = parseProject(text, 'the new project');
  if (!written.ok) {
    const [problem] = written.problems;
    throw new UsageError(
      `${typed?.shown ?? name.shown}: the project it makes would not open: ${problem?.path ?? ''}: ${problem?.message ?? ''}`,
    );
  }
  const { id, name: rulesetName, builds } = made.ruleset;
  return {
    text,
    notes: [
      `Added the custom ruleset “${rulesetName}” (id ${id}) with ${builds.length} build${builds.length === 1 ? '' : 's'}: ${template.covers}.`,
      ...made.leftOut,
    ],
  };
}

/**
 * Runs one command line (without node and the script name) and returns the exit code:
 * 0 done, 2 a usage error (one line on stderr naming the flag and the choices) or inputs past an
 * engine's bound on its work (`WorkBoundError`), 3 a diff with a
 * cell past `--fail-over` or a report whose table found the designer's rules broken (a custom
 * ruleset's checks; the CSV is written all the same), 1 anything else (one line on stderr,
 * never a stack trace).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseCliArgs(argv);
    if (command.kind === 'help') {
      io.stdout(helpText());
      return EXIT_OK;
    }
    if (command.kind === 'list') {
      io.stdout(listText());
      return EXIT_OK;
    }
    if (command.kind === 'template') {
      const { text, notes } = await templateProject(command.template, command.flags, io);
      // "Added …" only once it is written: a file that cannot be written says that alone.
      if (!(await writeOut(command.flags.one('out'), text, io))) return EXIT_FAILURE;
      for (const line of notes) io.stderr(`${oneLine(line)}\n`);
      return EXIT_OK;
    }
    let request: ReportRequest;
    let code = EXIT_OK;
    if (command.kind === 'diff') {
      const headers = readHeaders(command.flags);
      const base = { project: await readProject(command.base, io), file: command.base };
      const next = { project: await readProject(command.next, io), file: command.next };
      const outcome = diffProjects(base, next, command.flags);
      request = {
        table: outcome.table,
        out: command.flags.one('out'),
        bom: !command.flags.has('no-bom'),
        headers,
      };
      for (const line of outcome.table.notes ?? []) io.stderr(`${oneLine(line)}\n`);
      if (outcome.failing.length > 0) {
        const [first] = outcome.failing;
        const where =
          first === undefined ? '' : ` (first: ${describeChange(first, outcome.asked(first))})`;
        io.stderr(
          `${outcome.failing.length} result cell${outcome.failing.length === 1 ? '' : 's'} moved more than ${outcome.failOver}%${where}\n`,
        );
        code = EXIT_OVER;
      }
    } else {
      request = await resolveReport(command.report, command.flags, io);
      // What the cells could not say (a formula refused, its cells empty), then the rules broken.
      const { notes = [], failures = [] } = request.table;
      for (const line of [...notes, ...failures]) io.stderr(`${oneLine(line)}\n`);
      if (failures.length > 0) code = EXIT_OVER;
    }
    const csv = reportToCsv(request.table, { bom: request.bom, headers: request.headers });
    return (await writeOut(request.out, csv, io)) ? code : EXIT_FAILURE;
  } catch (error) {
    // Inputs past an engine's bound on its work are the user's to change, as a bad flag is.
    if (error instanceof UsageError || error instanceof WorkBoundError) {
      io.stderr(`${oneLine(error.message)}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`${oneLine(`wellspring: ${messageOf(error)}`)}\n`);
    return EXIT_FAILURE;
  }
}
