import { describe, expect, it } from 'vitest';
import {
  compareEndurance,
  enduranceComparisonReport,
} from '../../../shared/compare/endurance-compare';
import { Memo } from '../../../shared/engine/memo';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { COMPARE_LIST } from '../../../shared/app/compare-list';
import { DEFAULT_DCSS_PATTERN } from '../../../shared/rulesets/dcss/endurance';
import { DEFAULT_NETHACK_PATTERN } from '../../../shared/rulesets/nethack34/endurance';
import { asCsvCells, readCsv, run } from './cli-harness';

const project = makeDefaultProject();
const sources = { willpower: project.willpower, nethack34: project.nethack34, dcss: project.dcss };

function expected(
  figure: 'time-to-kill' | 'rest-per-fight',
  secondsPerTurn: number,
  nethackEvery = DEFAULT_NETHACK_PATTERN.everyTurns,
) {
  return asCsvCells(
    enduranceComparisonReport(
      compareEndurance(
        COMPARE_LIST,
        {
          sources,
          entries: project.compare.entries,
          secondsPerTurn,
          figure,
          patterns: {
            willpower: null,
            nethack34: { ...DEFAULT_NETHACK_PATTERN, everyTurns: nethackEvery },
            dcss: DEFAULT_DCSS_PATTERN,
          },
        },
        new Memo(),
      ),
    ),
  );
}

describe('wellspring report compare/endurance', () => {
  it('writes the card’s table: the project’s compared builds, each game’s default fight', async () => {
    const { code, stdout, stderr } = await run(['report', 'compare/endurance']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(readCsv(stdout)).toEqual(expected('time-to-kill', project.compare.secondsPerTurn));
    const rest = await run([
      'report',
      'compare/endurance',
      '--figure',
      'rest-per-fight',
      '--seconds-per-turn',
      '6',
    ]);
    expect(readCsv(rest.stdout)).toEqual(expected('rest-per-fight', 6));
  });

  it('reads each game’s fight from --patterns FILE, as its own --pattern file', async () => {
    const filed = await run(['report', 'compare/endurance', '--patterns', 'p.json'], {
      'p.json': JSON.stringify({ nethack34: { every: 3 } }),
    });
    expect(filed.stderr).toBe('');
    expect(readCsv(filed.stdout)).toEqual(
      expected('time-to-kill', project.compare.secondsPerTurn, 3),
    );
  });

  it.each([
    [
      { quest: {} },
      'p.json $.quest: not a game with endurance; choose from willpower, nethack34, dcss',
    ],
    [
      { nethack34: { every: 0 } },
      'p.json $.nethack34.every: a whole number of turns from 1 to 1000',
    ],
    [{ dcss: { cast: ['1'] } }, /^p\.json \$\.dcss\.cast: not a flag this report takes/],
    [
      [],
      'p.json $: give an object of games, e.g. {"willpower": {"every": 6}, ' +
        '"nethack34": {"cast": ["1=2d6"]}, "dcss": {"incoming": "1d8"}}',
    ],
  ] as const)('refuses the patterns file %j with its JSON path', async (file, line) => {
    const result = await run(['report', 'compare/endurance', '--patterns', 'p.json'], {
      'p.json': JSON.stringify(file),
    });
    expect(result.code).toBe(2);
    if (typeof line === 'string') expect(result.stderr).toBe(`${line}\n`);
    else expect(result.stderr).toMatch(line);
  });

  it('names a patterns file it cannot read, and a figure it does not know', async () => {
    const missing = await run(['report', 'compare/endurance', '--patterns', 'nope.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^--patterns nope\.json: cannot read it/);
    const figure = await run(['report', 'compare/endurance', '--figure', 'speed']);
    expect(figure.stderr).toBe('--figure speed: choose one of time-to-kill, rest-per-fight\n');
  });
});
