/**
 * Every report line the README and its features page (docs/features.md, where the README's long
 * explanations live) show runs as written, on the built-in project, and gives an answer (issue
 * #36, item 7: its `quest/goal --measure pool --at-least 9` answered "none" for every
 * input, because the CLI's plain caster knows no spells): a goal moves at least one input to meet
 * it, a sensitivity finds at least one input that moves its figure, and every report writes rows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../../shared/app/report-catalog';
import { readCsv, run } from './cli-harness';

/** The README and docs/features.md without their fenced blocks (shell recipes, not report lines). */
const docs = ['README.md', 'docs/features.md']
  .map((file) => readFileSync(path.resolve(file), 'utf8'))
  .join('\n')
  .replace(/```[\s\S]*?```/g, '');
const NAMES = new Set(REPORTS.map((report) => report.name));

/** The words of a command line, double quotes keeping spaces together. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** Each inline code span of the README that is a report line, joined across line breaks. */
const EXAMPLES = [...docs.matchAll(/`([^`]+)`/g)]
  .map((match) => (match[1] ?? '').replace(/\s+/g, ' ').replace(/^npm run -s report -- /, ''))
  .filter((line) => NAMES.has(line.split(' ')[0] ?? ''));

describe('the README’s report lines', () => {
  it('are found (one per report family the README shows at least)', () => {
    expect(EXAMPLES.length).toBeGreaterThan(10);
    expect(EXAMPLES).toContain('quest/goal --build Borgron --measure quest-mana --at-least 14');
  });

  it.each(EXAMPLES)('%s runs and gives an answer', async (line) => {
    const { code, stdout, stderr } = await run(['report', ...words(line)]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const [header = [], ...rows] = readCsv(stdout);
    expect(rows.length).toBeGreaterThan(0);
    const at = (name: string) => header.indexOf(name);
    if (line.split(' ')[0]?.endsWith('/goal')) {
      // Some input reaches the goal by a change (not "none", not met already).
      const answered = rows.filter((row) => row[at('to')] !== 'none' && row[at('change')] !== '0');
      expect(answered.length).toBeGreaterThan(0);
    }
    if (line.split(' ')[0]?.endsWith('/sensitivity')) {
      const moves = rows.filter((row) =>
        ['down_change', 'up_change'].some((name) => !['', '0'].includes(row[at(name)] ?? '')),
      );
      expect(moves.length).toBeGreaterThan(0);
    }
  });
});
