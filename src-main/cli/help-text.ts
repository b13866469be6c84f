/** The words `wellspring --help` and `wellspring report --list` print. */
import type { HelpSection } from '../../shared/cli/report-family';
import { DEFAULT_DIFF_REPORTS } from '../../shared/app/project-diff';
import { familyHelp, REPORTS } from '../../shared/app/report-catalog';
import { FORMULA_TEMPLATES } from '../../shared/app/formula-templates';

const WIDTH = 100;
const TERM_COLUMN = 26;
const USAGE_COLUMN = 41;

/** `text` wrapped at WIDTH, every line after the first indented by `indent` spaces. */
function wrap(text: string, indent: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** "  --race NAME          meaning…", the meaning wrapped under itself. */
function entry(term: string, meaning: string, termIndent = 2, column = TERM_COLUMN): string {
  const head = `${' '.repeat(termIndent)}${term}`;
  const pad =
    head.length + 2 > column ? `\n${' '.repeat(column)}` : ' '.repeat(column - head.length);
  return `${head}${pad}${wrap(meaning, column)}`;
}

function usage(command: string, meaning: string): string {
  return entry(command, meaning, 2, USAGE_COLUMN);
}

/** `report --list`: one report per line, its name and what it shows. */
export function listText(): string {
  const width = Math.max(...REPORTS.map((report) => report.name.length)) + 2;
  return REPORTS.map((report) => `${report.name.padEnd(width)}${report.description}\n`).join('');
}

/** A family's block: its title, then each flag and its meaning (a string is a note line). */
function section({ title, entries }: HelpSection): string {
  return [
    title,
    ...entries.map((each) => (typeof each === 'string' ? each : entry(each.term, each.meaning))),
  ].join('\n');
}

/** `--help`: every command, report, column and flag. */
export function helpText(): string {
  const reports = REPORTS.flatMap((report) => [
    entry(report.name, report.description),
    ...report.columns.map((column) => entry(column.name, column.meaning, 6)),
  ]);
  const sections = [
    'wellspring: the app\'s CSV reports, without the app (same numbers, same CSV as "Export CSV").',
    [
      'Usage',
      usage('wellspring report REPORT [options]', 'write one report as CSV to stdout (or --out)'),
      usage('wellspring report --list', 'list the reports, one per line'),
      usage(
        'wellspring diff BASE.json NEW.json [options]',
        'every result cell the change from BASE to NEW moves, as CSV (see Diff)',
      ),
      usage(
        'wellspring template NAME [options]',
        'the project with a custom ruleset made from a built-in one, to edit as your own (see Template)',
      ),
      usage('wellspring --help', 'this text (also: wellspring report --help)'),
      usage(
        'npm run -s report -- REPORT [options]',
        "the same, from a checkout of Wellspring (-s keeps npm's own banner and error lines " +
          'out of stdout and stderr)',
      ),
    ].join('\n'),
    ['Reports and their columns', ...reports].join('\n'),
    ...familyHelp().map(section),
    [
      'Diff (wellspring diff BASE.json NEW.json)',
      entry(
        'columns',
        'report, build (its id, a custom ruleset’s RULESET/BUILD; empty for a grid or the ' +
          'comparison), row (its key cells: the ' +
          'level, or race / class), column, base, new, change (new − base), percent (of |base|)',
      ),
      entry(
        '--report NAME',
        'a report to compare, repeat for several (default: ' +
          DEFAULT_DIFF_REPORTS.join(', ') +
          ')',
      ),
      entry(
        '--fail-over PCT',
        'exit 3 when a cell moves more than PCT percent, or appears, disappears, or changes ' +
          'from 0 or to or from a word ("never"); without it, report only (exit 0)',
      ),
      entry(
        '--levels L1,L2,…',
        'compare only these levels (rows of level-by-level reports; the grids take the ones ' +
          'their ruleset has)',
      ),
      '  Each report runs for every build of its ruleset (custom/curves: of each custom ruleset),',
      '  matched by id: a build, row or column only one project has shows with an empty base or',
      '  new.',
    ].join('\n'),
    [
      'Template (wellspring template NAME)',
      ...FORMULA_TEMPLATES.map((template) => entry(template.id, template.covers)),
      entry(
        '--project FILE',
        'the project whose data and builds the ruleset is made from (the built-in one without it); its other sections are kept as they are',
      ),
      entry('--name NAME', 'the new ruleset’s name (default: the template’s)'),
      entry(
        '--out FILE',
        'where the project file goes (replaced whole, atomically; it may be --project’s own); without it, stdout',
      ),
      '  stderr says which ruleset was added (its id, free in the project) and what the',
      '  template leaves out of its ruleset. The formula language: docs/formulas.md.',
    ].join('\n'),
    [
      'Output',
      entry(
        '--out FILE',
        'write the CSV to FILE instead of stdout, atomically: FILE is either the old file or ' +
          'the whole new one (--out - is stdout)',
      ),
      entry(
        '--no-bom',
        'leave out the UTF-8 byte-order mark (written by default, as the app does: Excel needs it)',
      ),
      entry(
        '--headers ids|names',
        'head the columns with their ids (the default: tathren_max_mana, for scripts and ' +
          'wellspring diff) or with the words the screen shows over them (Tathren max mana), as ' +
          "the app's status bar choice does",
      ),
      entry('--list', 'list the reports'),
      entry('--help, -h', 'this text'),
      '  CSV: RFC 4180, UTF-8, CRLF line ends, a header row; text a spreadsheet would run as a',
      '  formula is escaped with a leading quote. Numbers: plain decimals with "." (never an',
      '  exponent), to 15 significant digits, and 0 for any value below 1e-15 in size.',
      '  Columns: machine-friendly names, lower case words joined by "_" with their unit or',
      '  statistic (seconds_per_point, hp_p95, willpower_point_chance); chances are decimals from',
      '  0 to 1. Columns named after a build use its id (tathren_max_mana). The screens show the',
      '  same columns as words ("Seconds per point"; --headers names writes those) and chances as',
      '  the designer chooses.',
    ].join('\n'),
    [
      'Exit codes',
      entry('0', 'done'),
      entry(
        '2',
        'a bad flag, name, number or project file: one line on stderr names the flag and the ' +
          'valid choices',
      ),
      entry('1', 'anything else (the engine refused the data, a file could not be written)'),
      entry(
        '3',
        'diff --fail-over: a result cell moved past the limit; custom/check: a check of the ' +
          'ruleset does not hold (the CSV is written, stderr names each failing check)',
      ),
    ].join('\n'),
    [
      'Example',
      '  wellspring report willpower/curves --race Elf --class Wizard --stat Int=15 --stat Wil=12 \\',
      '    --stat Pre=10 --item "Ring of mana (+5)" --talent "Deep well@4" --out tathren.csv',
      '  wellspring report nethack34/curves --role Wiz --race Elf --stat Con=18 --stat Wis=18 \\',
      '    --stat Int=18',
      '  wellspring report dcss/regen --mhp 90 --mutation 1 --turns 20',
      '  wellspring diff main.wellspring.json mine.wellspring.json --fail-over 2 --out diff.csv',
      '  wellspring report custom/check --project game.wellspring.json --ruleset "My game"',
    ].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}
