/** Runs `runCli` against in-memory files and captured streams. */
import Papa from 'papaparse';
import { runCli, type CliIo } from '../../../src-main/cli/run-cli';
import { formatReportNumber } from '../../../shared/report/format-number';
import type { ReportTable } from '../../../shared/report/report-table';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** Files written through `writeFile`, by the path as typed. */
  readonly written: ReadonlyMap<string, string>;
}

export interface FakeFiles {
  readonly [path: string]: string;
}

export async function run(
  argv: readonly string[],
  files: FakeFiles = {},
  overrides: Partial<CliIo> = {},
): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const written = new Map<string, string>();
  const io: CliIo = {
    stdout: (text) => void stdout.push(text),
    stderr: (text) => void stderr.push(text),
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) {
        throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      }
      return text;
    },
    writeFile: async (path, text) => void written.set(path, text),
    ...overrides,
  };
  const code = await runCli(argv, io);
  return { code, stdout: stdout.join(''), stderr: stderr.join(''), written };
}

/** The CSV read back: header and rows as text, the byte-order mark dropped. */
export function readCsv(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\ufeff/, '').replace(/\r\n$/, ''), {
    newline: '\r\n',
  });
  if (parsed.errors.length > 0) throw new Error(parsed.errors[0]?.message);
  return parsed.data;
}

/** A report table as its CSV reads back: every cell as text. */
export function asCsvCells(table: ReportTable): string[][] {
  return [
    [...table.columns],
    ...table.rows.map((row) =>
      row.map((cell) => (typeof cell === 'number' ? formatReportNumber(cell) : cell)),
    ),
  ];
}
