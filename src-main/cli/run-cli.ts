/**
 * The CLI as a function: argv and injected I/O in, an exit code out. No globals, no process:
 * `wellspring.ts` plugs in the real streams and files, tests plug in their own.
 */
import { makeDefaultProject, type ProjectDocument } from '../../shared/project/default-project';
import { reportToCsv } from '../../shared/report/to-csv';
import type { ReportTable } from '../../shared/report/report-table';
import { applyBuildFlags, chooseBuild, resolveStatuses } from './build-flags';
import { resolveDcssFlags } from './dcss-flags';
import { helpText, listText } from './help-text';
import { resolveNethackFlags } from './nethack-flags';
import { parseCliArgs, type FlagValue, type ReportFlags } from './parse-args';
import { readProjectDocument } from './project-file';
import { COMPARE_MEASURES, type CompareMeasure } from '../../shared/compare/settings';
import type {
  CliReport,
  CompareReport,
  DcssReport,
  DiceReport,
  Mage2eReport,
  NethackReport,
  QuestReport,
  WillpowerReport,
} from './report-catalog';
import {
  resolveDicePool,
  resolveMageCast,
  resolveQuestBuild,
  resolveQuestDispel,
} from './dice-flags';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError } from './usage-error';

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
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Error lines are one line, whatever an underlying message holds. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

async function loadProject(flags: ReportFlags, io: CliIo): Promise<ProjectDocument> {
  if (flags.project === undefined) return makeDefaultProject();
  let text: string;
  try {
    text = await io.readFile(flags.project.value);
  } catch (error) {
    throw new UsageError(`${flags.project.shown}: cannot read it (${messageOf(error)})`);
  }
  return readProjectDocument(text, flags.project.shown);
}

/**
 * Flags → the engine's report table, for the report's family: each reads the project's data
 * (--project, else the built-in project), the build the flags start from, and the flags on top.
 *
 * @throws UsageError for anything the user typed; the engine's RangeError for data it refuses.
 */
export async function resolveReport(
  report: CliReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportRequest> {
  return { table: await makeTable(report, flags, io), out: flags.out, bom: flags.bom };
}

async function makeTable(report: CliReport, flags: ReportFlags, io: CliIo): Promise<ReportTable> {
  switch (report.family) {
    case 'willpower':
      return makeWillpowerTable(report, flags, io);
    case 'nethack34':
      return makeNethackTable(report, flags, io);
    case 'dcss':
      return makeDcssTable(report, flags, io);
    case 'compare':
      return makeCompareTable(report, flags, io);
    case 'quest':
      return makeQuestTable(report, flags, io);
    case 'mage2e':
      return makeMageTable(report, flags, io);
    case 'dice':
      return makeDiceTable(report, flags, io);
  }
}

/** Quest reports read the project's rules (the built-in project's without --project). */
async function makeQuestTable(
  report: QuestReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportTable> {
  const project = await loadProject(flags, io);
  const { data } = project.quest;
  if (report.name === 'quest/budget') {
    const build = resolveQuestBuild(project, flags);
    return report.make({ data, build, dispelView: project.quest.dispelView, mode: 'before' });
  }
  const { view, mode } = resolveQuestDispel(project, flags);
  const build = project.quest.builds[0];
  if (build === undefined) throw new UsageError('the project has no Quest caster');
  return report.make({ data, build, dispelView: view, mode });
}

async function makeMageTable(
  report: Mage2eReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportTable> {
  const project = await loadProject(flags, io);
  const build = resolveMageCast(project, flags);
  return report.make({ data: project.mage2e.data, build });
}

/** Dice alone: no ruleset data. A --project is read and checked all the same (one command line
 * works for every report), and a broken one is refused as everywhere else. */
async function makeDiceTable(
  report: DiceReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportTable> {
  if (flags.project !== undefined) await loadProject(flags, io);
  return report.make(resolveDicePool(flags));
}

/** The project's comparison (the built-in project's without --project), with the flags on top. */
async function makeCompareTable(
  report: CompareReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportTable> {
  const project = await loadProject(flags, io);
  const settings = {
    ...project.compare,
    ...(flags.measure === undefined ? {} : { measure: readMeasure(flags.measure) }),
    ...(flags.secondsPerTurn === undefined
      ? {}
      : { secondsPerTurn: readSecondsPerTurn(flags.secondsPerTurn) }),
  };
  const { willpower, nethack34, dcss } = project;
  return report.make({ sources: { willpower, nethack34, dcss }, settings });
}

function readMeasure(flag: FlagValue): CompareMeasure {
  const measure = COMPARE_MEASURES.find((each) => each.id === flag.value.trim().toLowerCase());
  if (measure === undefined) {
    throw new UsageError(
      `${flag.shown}: unknown measure; choose one of ` +
        COMPARE_MEASURES.map((each) => each.id).join(', '),
    );
  }
  return measure.id;
}

function readSecondsPerTurn(flag: FlagValue): number {
  const seconds = Number(flag.value);
  if (flag.value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 86400) {
    throw new UsageError(
      `${flag.shown}: give the seconds one turn is worth, above 0 and at most 86400`,
    );
  }
  return seconds;
}

/** DCSS reports read the project's data and builds (the built-in project's without --project). */
async function makeDcssTable(
  report: DcssReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportTable> {
  const { data, builds } = (await loadProject(flags, io)).dcss;
  const { build, simulation } = resolveDcssFlags(data, builds, flags, report.name);
  return report.make({ data, build, simulation });
}

/** NetHack reports read the project's tables and builds (the built-in 3.4.3 ones without it). */
async function makeNethackTable(
  report: NethackReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportTable> {
  const { data, builds } = (await loadProject(flags, io)).nethack34;
  const { build, int } = resolveNethackFlags(data, builds, flags, report.name);
  return report.make({ data, build, int });
}

/** The project, the base build, the flags on top of it and the conditions → the table. */
async function makeWillpowerTable(
  report: WillpowerReport,
  flags: ReportFlags,
  io: CliIo,
): Promise<ReportTable> {
  const project = await loadProject(flags, io);
  const { data, builds } = project.willpower;
  const base = chooseBuild(builds, flags.build);
  const origin =
    flags.project === undefined
      ? `build "${base.name}"`
      : `${flags.project.shown}: build "${base.name}"`;
  const build = applyBuildFlags(data, base, flags, origin);
  // --status replaces the build's own conditions; without it the build's are used.
  const statusIds =
    flags.statuses.length > 0 ? resolveStatuses(data, flags.statuses) : build.regenStatusIds;
  return report.make({ data, build, statusIds });
}

/**
 * Runs one command line (without node and the script name) and returns the exit code:
 * 0 done, 2 a usage error (one line on stderr naming the flag and the choices), 1 anything else
 * (one line on stderr, never a stack trace).
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
    const request = await resolveReport(command.report, command.flags, io);
    const csv = reportToCsv(request.table, { bom: request.bom });
    // `--out -` is the standard output, as for most command-line tools.
    if (request.out === undefined || request.out.value === '-') {
      io.stdout(csv);
      return EXIT_OK;
    }
    if (request.out.value.trim() === '') {
      throw new UsageError(
        `${request.out.shown}: the file name is empty; give one, or --out - for the standard output`,
      );
    }
    try {
      await io.writeFile(request.out.value, csv);
    } catch (error) {
      io.stderr(`${oneLine(`${request.out.shown}: cannot write it (${messageOf(error)})`)}\n`);
      return EXIT_FAILURE;
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${oneLine(error.message)}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`${oneLine(`wellspring: ${messageOf(error)}`)}\n`);
    return EXIT_FAILURE;
  }
}
