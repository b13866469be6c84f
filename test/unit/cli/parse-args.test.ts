import { describe, expect, it } from 'vitest';
import { OPTIONS } from '../../../shared/app/report-catalog';
import { parseCliArgs, showFlag } from '../../../src-main/cli/parse-args';
import { UsageError } from '../../../shared/cli/usage-error';

function usageMessage(argv: readonly string[]): string {
  try {
    parseCliArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('parseCliArgs', () => {
  it('reads a report request with every kind of flag, repeated ones in order', () => {
    const command = parseCliArgs([
      'report',
      'willpower/curves',
      '--race',
      'Elf',
      '--class=Wizard',
      '--level',
      '12',
      '--stat',
      'Int=15',
      '--stat',
      'Wil=12',
      '--item',
      'Ring of mana (+5)',
      '--item',
      'ring-of-thrift',
      '--talent',
      'Deep well@4',
      '--skill',
      'Concentration=100',
      '--status',
      'Resting',
      '--status',
      'Poisoned',
      '--project',
      'p.json',
      '--build',
      'Tathren',
      '--out',
      'out.csv',
      '--no-bom',
    ]);
    expect(command.kind).toBe('report');
    if (command.kind !== 'report') return;
    expect(command.report.name).toBe('willpower/curves');
    const { flags } = command;
    expect(flags.one('race')).toEqual({ value: 'Elf', shown: '--race Elf' });
    expect(flags.one('class')).toEqual({ value: 'Wizard', shown: '--class Wizard' });
    expect(flags.one('level')?.value).toBe('12');
    expect(flags.all('stat').map((flag) => flag.value)).toEqual(['Int=15', 'Wil=12']);
    expect(flags.all('item')).toEqual([
      { value: 'Ring of mana (+5)', shown: '--item "Ring of mana (+5)"' },
      { value: 'ring-of-thrift', shown: '--item ring-of-thrift' },
    ]);
    expect(flags.all('talent').map((flag) => flag.value)).toEqual(['Deep well@4']);
    expect(flags.all('skill').map((flag) => flag.value)).toEqual(['Concentration=100']);
    expect(flags.all('status').map((flag) => flag.value)).toEqual(['Resting', 'Poisoned']);
    expect(flags.one('project')?.value).toBe('p.json');
    expect(flags.one('build')?.value).toBe('Tathren');
    expect(flags.one('out')?.value).toBe('out.csv');
    expect(flags.has('no-bom')).toBe(true);
  });

  it('writes the byte-order mark unless --no-bom, and leaves unset flags undefined', () => {
    const command = parseCliArgs(['report', 'willpower/costs']);
    if (command.kind !== 'report') throw new Error('not a report');
    expect(command.flags.has('no-bom')).toBe(false);
    expect(command.flags.all('stat')).toEqual([]);
    expect(command.flags.all('item')).toEqual([]);
    expect(command.flags.one('race')).toBeUndefined();
  });

  it('finds the report name in any case', () => {
    const command = parseCliArgs(['report', 'Willpower/Regen']);
    expect(command.kind === 'report' && command.report.name).toBe('willpower/regen');
  });

  it('takes a negative number as a value, so the engine can say it is out of range', () => {
    const command = parseCliArgs(['report', 'willpower/curves', '--level', '-1']);
    expect(command.kind === 'report' && command.flags.one('level')?.value).toBe('-1');
  });

  it('answers --help and -h before anything else, and --list before a report', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['report', '--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['report', 'willpower/nope', '-h'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['report', '--list'])).toEqual({ kind: 'list' });
    expect(parseCliArgs(['--list'])).toEqual({ kind: 'list' });
  });

  it.each([
    [[], 'missing command; choose one of report, diff, template (see wellspring --help)'],
    [
      ['reprot'],
      'reprot: unknown command; choose one of report, diff, template (see wellspring --help)',
    ],
    [
      ['report'],
      'report: missing report name; choose one of willpower/curves, willpower/regen, ' +
        'willpower/costs, willpower/casting, willpower/kills, willpower/training, willpower/pool, willpower/side-by-side, willpower/endurance, willpower/fit, willpower/sensitivity, willpower/goal, nethack34/curves, nethack34/hp-distribution, nethack34/pw-distribution, ' +
        'nethack34/regen, nethack34/side-by-side, nethack34/fit, nethack34/endurance, nethack34/sensitivity, nethack34/goal, dcss/regen, dcss/rate, dcss/fit, dcss/endurance, dcss/sensitivity, dcss/goal, quest/dispel-odds, quest/budget, quest/realms, quest/targets, quest/sensitivity, quest/goal, mage2e/cast, mage2e/figures, mage2e/anomalies, mage2e/sensitivity, mage2e/goal, ' +
        'compare/regen, compare/endurance, willpower/grid, nethack34/grid, dcss/grid, quest/grid, mage2e/grid, custom/curves, custom/check, custom/sensitivity, custom/goal, custom/grid, custom/side-by-side, custom/fit, custom/explain, dice/pool',
    ],
    [
      ['report', 'willpower/mana'],
      'report willpower/mana: unknown report; choose one of willpower/curves, willpower/regen, ' +
        'willpower/costs, willpower/casting, willpower/kills, willpower/training, willpower/pool, willpower/side-by-side, willpower/endurance, willpower/fit, willpower/sensitivity, willpower/goal, nethack34/curves, nethack34/hp-distribution, nethack34/pw-distribution, ' +
        'nethack34/regen, nethack34/side-by-side, nethack34/fit, nethack34/endurance, nethack34/sensitivity, nethack34/goal, dcss/regen, dcss/rate, dcss/fit, dcss/endurance, dcss/sensitivity, dcss/goal, quest/dispel-odds, quest/budget, quest/realms, quest/targets, quest/sensitivity, quest/goal, mage2e/cast, mage2e/figures, mage2e/anomalies, mage2e/sensitivity, mage2e/goal, ' +
        'compare/regen, compare/endurance, willpower/grid, nethack34/grid, dcss/grid, quest/grid, mage2e/grid, custom/curves, custom/check, custom/sensitivity, custom/goal, custom/grid, custom/side-by-side, custom/fit, custom/explain, dice/pool',
    ],
    // A typo of a report's own name is suggested (by the part after the slash within its family),
    // before the whole list; "willpower/mana" above is no typo of willpower/pool.
    [
      ['report', 'custom/curve'],
      /^report custom\/curve: unknown report \(did you mean custom\/curves\?\); choose one of willpower\/curves, /,
    ],
    [
      ['report', 'custum/curves'],
      /^report custum\/curves: unknown report \(did you mean custom\/curves\?\); choose/,
    ],
    [
      ['report', 'willpower/curves', 'extra'],
      'extra: unexpected argument; give one report name, then options (see wellspring --help)',
    ],
    [
      ['report', 'willpower/curves', '--colour', 'red'],
      '--colour: unknown option; wellspring --help lists the options each report takes',
    ],
    [
      ['report', 'willpower/curves', '-x'],
      '-x: unknown option; wellspring --help lists the options each report takes',
    ],
    [['report', 'willpower/curves', '--race'], '--race: needs a value, e.g. --race Elf'],
    [
      ['report', 'willpower/curves', '--race', '--class', 'Wizard'],
      '--race: needs a value, e.g. --race Elf',
    ],
    [['report', 'willpower/curves', '--stat'], '--stat: needs a value, e.g. --stat Int=15'],
    [['report', 'willpower/curves', '--no-bom=yes'], '--no-bom=yes: --no-bom takes no value'],
    [
      ['report', 'willpower/curves', '--race', 'Elf', '--race', 'Gnome'],
      '--race Gnome: --race is given more than once; give it once',
    ],
    [
      ['report', 'willpower/curves', '--out', 'a.csv', '--out', 'b c.csv'],
      '--out "b c.csv": --out is given more than once; give it once',
    ],
  ])('refuses %j with one line naming the flag', (argv, message) => {
    if (message instanceof RegExp) expect(usageMessage(argv)).toMatch(message);
    else expect(usageMessage(argv)).toBe(message);
  });

  it('has an example for every option that takes a value', () => {
    for (const [name, option] of Object.entries(OPTIONS)) {
      if (option.type !== 'string') continue;
      expect(usageMessage(['report', 'willpower/curves', `--${name}`])).toMatch(
        new RegExp(`^--${name}: needs a value, e\\.g\\. --${name} \\S`),
      );
    }
  });
});

describe('showFlag', () => {
  it('quotes a value with spaces or nothing in it, so the line reads back as typed', () => {
    expect(showFlag('--race', 'Elf')).toBe('--race Elf');
    expect(showFlag('--item', 'Ring of mana (+5)')).toBe('--item "Ring of mana (+5)"');
    expect(showFlag('--race', '')).toBe('--race ""');
    // A pasted 100 KB value is cut, with its length, not echoed back whole.
    const long = 'x'.repeat(100_000);
    expect(showFlag('--race', long)).toBe(`--race "${'x'.repeat(40)}\u2026" (100000 characters)`);
  });
});
