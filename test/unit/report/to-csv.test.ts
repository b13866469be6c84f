import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
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

describe('reportToCsv', () => {
  it('starts with a byte-order mark by default and can leave it out', () => {
    expect(reportToCsv(table).startsWith('\ufeffName,Value\r\n')).toBe(true);
    expect(reportToCsv(table, { bom: false }).startsWith('Name,Value\r\n')).toBe(true);
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
});
