import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatReportNumber } from '../../../shared/report/format-number';
import type { ReportTable } from '../../../shared/report/report-table';
import { reportToCsv } from '../../../shared/report/to-csv';

const table = {
  title: 't',
  columns: ['Name', 'Value'],
  rows: [
    ['Elf, "the fair"', 3],
    ['=SUM(A1:A9)', -2],
    ['@risk', 0.5],
  ],
};

/** The CSV read back as text cells, without the byte-order mark and the last line end. */
function readBack(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\ufeff/, '').replace(/\r\n$/, ''), {
    newline: '\r\n',
    delimiter: ',',
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

function oneColumn(cells: readonly (string | number)[]): ReportTable {
  return { title: 'One column', columns: ['Cell'], rows: cells.map((cell) => [cell]) };
}

describe('reportToCsv', () => {
  it('writes a table with no rows as its header line alone', () => {
    const empty = { title: 'None', columns: ['a', 'b'], rows: [] };
    expect(reportToCsv(empty, { bom: false })).toBe('a,b\r\n');
  });

  it('starts with a byte-order mark by default and can leave it out', () => {
    expect(reportToCsv(table).startsWith('\ufeffName,Value\r\n')).toBe(true);
    expect(reportToCsv(table, { bom: false }).startsWith('Name,Value\r\n')).toBe(true);
    expect(reportToCsv(table, { bom: true })).toBe(`\ufeff${reportToCsv(table, { bom: false })}`);
  });

  it('quotes commas and quotes, escapes formulas in text but not negative numbers', () => {
    const lines = reportToCsv(table, { bom: false }).split('\r\n');
    expect(lines).toEqual([
      'Name,Value',
      '"Elf, ""the fair""",3',
      '"\'=SUM(A1:A9)",-2',
      '"\'@risk",0.5',
      '',
    ]);
  });

  it('reads back as the same table', () => {
    const parsed = Papa.parse<string[]>(reportToCsv(table, { bom: false }).trim(), {
      newline: '\r\n',
    });
    expect(parsed.data[1]).toEqual(['Elf, "the fair"', '3']);
  });

  it('escapes text starting with =, +, -, @, tab or CR with one leading quote', () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '-5 (Elf)'];
    const csv = reportToCsv(oneColumn(cells), { bom: false });
    expect(csv.split('\r\n').slice(1, 6)).toEqual([
      '"\'=1+1"',
      '"\'+1"',
      '"\'-1"',
      '"\'@SUM(A1)"',
      '"\'\tx"',
    ]);
    expect(readBack(csv).slice(1)).toEqual(cells.map((cell) => [`'${cell}`]));
  });

  it('leaves numbers as numbers, negative ones included', () => {
    const csv = reportToCsv(oneColumn([-5, -0.25, -1e-7, -2e22, 0, 42]), { bom: false });
    expect(csv).toBe(
      'Cell\r\n-5\r\n-0.25\r\n-0.0000001\r\n-20000000000000000000000\r\n0\r\n42\r\n',
    );
    // Text that only looks like such a number is escaped as any other text.
    expect(reportToCsv(oneColumn(['-0.0000001x', '-1']), { bom: false })).toBe(
      'Cell\r\n"\'-0.0000001x"\r\n"\'-1"\r\n',
    );
  });

  it('does not escape text that only contains a formula character later on', () => {
    const csv = reportToCsv(oneColumn(['Elf-Wizard', 'a=b', 'x =1', 'Tier 1 + 2']), {
      bom: false,
    });
    expect(csv).toBe('Cell\r\nElf-Wizard\r\na=b\r\nx =1\r\nTier 1 + 2\r\n');
  });

  it('escapes a formula after leading white space, and the full-width and small forms', () => {
    const cells = [
      ' =1+1',
      '   +1',
      '\u00a0@SUM(A1)',
      '\u3000=1',
      '\n=1',
      '\uff1d1+1',
      '\uff0b1',
      '\uff0d1',
      '\uff20SUM(A1)',
      ' \uff1d1',
      '\ufe661',
      '\u0000x',
    ];
    const rows = readBack(reportToCsv(oneColumn(cells), { bom: false })).slice(1);
    expect(rows).toEqual(cells.map((cell) => [`'${cell}`]));
  });

  /** What a spreadsheet skips before it looks for a formula's first character. */
  const space = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u3000', '\u2003', '\ufeff');
  const lead = fc.constantFrom('=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20');

  it('escapes every text cell a spreadsheet would evaluate, and reads back as that text', () => {
    fc.assert(
      fc.property(fc.array(space, { maxLength: 4 }), lead, fc.string(), (spaces, first, rest) => {
        const cell = `${spaces.join('')}${first}${rest}`;
        const [[header], [written]] = readBack(
          reportToCsv({ title: 't', columns: [cell], rows: [[cell]] }, { bom: false }),
        ) as [[string], [string]];
        expect(written).toBe(`'${cell}`);
        expect(header).toBe(`'${cell}`);
      }),
    );
  });

  it('leaves text alone that starts with anything a spreadsheet would not evaluate', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (cell) => {
        const first = cell.trimStart()[0];
        fc.pre(
          first !== undefined &&
            !/[=+\-@\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\ufe6b]/.test(first),
        );
        fc.pre(!/^[\t\r\0]/.test(cell) && !cell.includes('\0'));
        const [, [written]] = readBack(reportToCsv(oneColumn([cell]), { bom: false })) as [
          unknown,
          [string],
        ];
        expect(written).toBe(cell);
      }),
    );
  });

  it('never escapes a number, however negative', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, max: 0 }), (value) => {
        const csv = reportToCsv(oneColumn([value]), { bom: false });
        expect(csv).not.toContain("'");
        expect(csv).toBe(`Cell\r\n${formatReportNumber(value)}\r\n`);
      }),
    );
  });

  it('keeps names with commas, quotes, newlines and a leading = intact as text', () => {
    const names = ['Smith, "Hammer" =SUM(A1)', 'Two\nlines', 'Say "hi"', '=HYPERLINK("x")', 'Ünal'];
    const csv = reportToCsv(oneColumn(names), { bom: false });
    expect(readBack(csv).slice(1)).toEqual([
      ['Smith, "Hammer" =SUM(A1)'],
      ['Two\nlines'],
      ['Say "hi"'],
      ['\'=HYPERLINK("x")'],
      ['Ünal'],
    ]);
    expect(csv).toContain('"\'=HYPERLINK(""x"")"');
    expect(csv).toContain('"Two\nlines"');
  });

  it('escapes a header that would run as a formula too', () => {
    const csv = reportToCsv({ title: 't', columns: ['=x', 'y'], rows: [[1, 2]] }, { bom: false });
    expect(csv).toBe('"\'=x",y\r\n1,2\r\n');
  });

  it('writes numbers without float noise, as the table view shows them', () => {
    const csv = reportToCsv(
      oneColumn([0.1 + 0.2, 1 / 3, -0, 1e21, 1e-7, 100 * 1.1, 1.79858789909e-29]),
      { bom: false },
    );
    expect(csv).toBe(
      'Cell\r\n0.3\r\n0.333333333333333\r\n0\r\n1000000000000000000000\r\n0.0000001\r\n110\r\n0\r\n',
    );
  });

  it('writes every number as formatReportNumber does, and it parses back as a number', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1 }),
        (values) => {
          const rows = readBack(reportToCsv(oneColumn(values), { bom: false })).slice(1);
          expect(rows).toEqual(values.map((value) => [formatReportNumber(value)]));
          for (const [text] of rows) expect(Number.isFinite(Number(text))).toBe(true);
        },
      ),
    );
  });

  it('refuses NaN and infinities, naming the column and the row', () => {
    const bad: ReportTable = {
      title: 'Max mana',
      columns: ['Level', 'Max mana'],
      rows: [
        [1, 18],
        [2, Number.NaN],
      ],
    };
    expect(() => reportToCsv(bad)).toThrow(RangeError);
    expect(() => reportToCsv(bad)).toThrow('Max mana: column "Max mana", row 2 (2) holds NaN');
    const infinite = { ...bad, rows: [[Number.POSITIVE_INFINITY, 1]] };
    expect(() => reportToCsv(infinite)).toThrow('column "Level", row 1 (Infinity) holds Infinity');
  });

  it('writes the same bytes for the same table', () => {
    expect(reportToCsv(table)).toBe(reportToCsv(structuredClone(table)));
  });
});

describe('reportToCsv with headers: names', () => {
  it('heads the columns with the screen’s words: the table’s own headings, else readable ids', () => {
    const curves: ReportTable = {
      title: 'curves',
      columns: ['level', 'tathren_max_mana', 'hp_p95'],
      rows: [[1, 18, 9]],
    };
    expect(readBack(reportToCsv(curves, { headers: 'names' }))[0]).toEqual([
      'Level',
      'Tathren max mana',
      'HP 95%',
    ]);
    const own = { ...curves, headings: ['Level', 'Tathren: max mana', 'HP (p95)'] };
    expect(readBack(reportToCsv(own, { headers: 'names' }))[0]).toEqual(own.headings);
    // Ids by default, and the rows the same either way.
    expect(readBack(reportToCsv(own))[0]).toEqual(curves.columns);
    expect(readBack(reportToCsv(own, { headers: 'names' })).slice(1)).toEqual(
      readBack(reportToCsv(own)).slice(1),
    );
  });
});
