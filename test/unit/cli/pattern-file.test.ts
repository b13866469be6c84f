import { describe, expect, it } from 'vitest';
import { run } from './cli-harness';

const FLAGS = [
  '--cast',
  'Burning hands=2d6+1',
  '--cast',
  'Burning hands=1d4',
  '--every',
  '8',
  '--target-hp',
  '55',
  '--no-rest',
  '--kill-cells',
  '2',
];

const FILE = JSON.stringify({
  cast: ['Burning hands=2d6+1', 'Burning hands=1d4'],
  every: 8,
  'target-hp': 55,
  'no-rest': true,
  'kill-cells': 2,
});

describe('wellspring report willpower/endurance --pattern FILE', () => {
  it('writes what the same flags typed write', async () => {
    const typed = await run(['report', 'willpower/endurance', ...FLAGS]);
    const filed = await run(['report', 'willpower/endurance', '--pattern', 'p.json'], {
      'p.json': FILE,
    });
    expect(filed.stderr).toBe('');
    expect(filed.code).toBe(0);
    expect(filed.stdout).toBe(typed.stdout);
    // The file's pattern is not the default one.
    const plain = await run(['report', 'willpower/endurance']);
    expect(filed.stdout).not.toBe(plain.stdout);
  });

  it('lets a flag typed on the command line win over the file’s', async () => {
    const typed = await run([
      'report',
      'willpower/endurance',
      ...FLAGS.slice(0, 4),
      '--every',
      '3',
    ]);
    const both = await run(
      ['report', 'willpower/endurance', '--pattern', 'p.json', '--every', '3'],
      {
        'p.json': JSON.stringify({ cast: ['Burning hands=2d6+1', 'Burning hands=1d4'], every: 8 }),
      },
    );
    expect(both.code).toBe(0);
    expect(both.stdout).toBe(typed.stdout);
  });

  it.each([
    [
      { cast: ['Burning hands=2d6', 'Burning hands=2x6'] },
      'p.json $.cast[1]: "2x6" is not dice like 2d6 or a whole number',
    ],
    [{ every: 0 }, 'p.json $.every: a whole number of seconds from 1 to 3600'],
    [{ every: [6] }, 'p.json $.every: give one value, not a list'],
    // A flag whose value is a number takes a JSON number: the text "6" is refused, not read.
    [{ every: '6' }, 'p.json $.every: give a number, e.g. "every": 6 (not the text "6")'],
    [
      { 'target-hp': '40' },
      'p.json $.target-hp: give a number, e.g. "target-hp": 40 (not the text "40")',
    ],
    [{ level: true }, 'p.json $.level: give a number, e.g. "level": 12'],
    [{ 'no-rest': 'yes' }, 'p.json $.no-rest: give true or false'],
    [{ cast: [{ ability: 'Burning hands' }] }, 'p.json $.cast[0]: give a text or a number'],
    [
      { project: 'other.json' },
      /^p\.json \$\.project: not a flag this report takes; choose from race, class, level, /,
    ],
    [{ speed: 3 }, /^p\.json \$\.speed: not a flag this report takes; choose from .*\bevery\b/],
    [[6], 'p.json $: give an object of flags, e.g. {"every": 6}'],
  ])('refuses %j, naming the file and the JSON path', async (content, message) => {
    const { code, stdout, stderr } = await run(
      ['report', 'willpower/endurance', '--pattern', 'p.json'],
      { 'p.json': JSON.stringify(content) },
    );
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });

  it('refuses a huge file by its size, and a huge list by its length, before reading them', async () => {
    // 20,000 casts (about 500 KB): once parsed and expanded whole before the 12-cast limit.
    const casts = Array.from({ length: 20_000 }, () => 'Burning hands=2d6+1');
    const huge = await run(['report', 'willpower/endurance', '--pattern', 'p.json'], {
      'p.json': JSON.stringify({ cast: casts }),
    });
    expect(huge.stdout).toBe('');
    expect(huge.stderr.trim()).toMatch(
      /^p\.json: [\d,]+ characters; a pattern file is a few flags, at most 65,536 characters$/,
    );
    expect(huge.code).toBe(2);
    const long = await run(['report', 'willpower/endurance', '--pattern', 'p.json'], {
      'p.json': JSON.stringify({ cast: casts.slice(0, 101).map(() => '1=1') }),
    });
    expect(long.stderr.trim()).toBe(
      'p.json $.cast: 101 values; a pattern file gives a flag at most 100',
    );
    expect(long.code).toBe(2);
  });

  it('refuses a file that is not JSON or not there, and --pattern on another report', async () => {
    const broken = await run(['report', 'willpower/endurance', '--pattern', 'p.json'], {
      'p.json': '{"every": 6',
    });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^p\.json: not JSON \(/);
    const missing = await run(['report', 'willpower/endurance', '--pattern', 'nope.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^--pattern nope\.json: cannot read it \(ENOENT/);
    const elsewhere = await run(['report', 'willpower/curves', '--pattern', 'p.json'], {
      'p.json': FILE,
    });
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toMatch(/--pattern/);
  });
});
