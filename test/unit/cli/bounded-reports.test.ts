/**
 * Bounded work: every report of the catalog, run with the largest values its flags accept, ends
 * within a time budget or refuses with the engine's bound on its work (exit 2, one line naming
 * the input). The list of reports is the catalog's, so a new report fails here until its worst
 * case is declared below. A plain whole-number flag's largest value is not written here but read
 * from the report's own refusal of a huge one ("from 1 to 10"), so raising a flag's range moves
 * its worst case with it.
 */
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../../shared/app/report-catalog';
import { customProject, smallCustomRuleset } from '../../fixtures/custom-ruleset';
import { run, type CliRun, type FakeFiles } from './cli-harness';

/**
 * The most one report may take here, in-process on a busy 2-core machine (its wall clock, shared
 * with the other test files). What this catches is a report without a bound, which runs for
 * minutes; the slowest worst case today, nethack34/fit with twelve targets, takes about 2.6 s
 * alone (1,000 candidate values × 12 targets of mean curves; see docs/bounded-work.md), but 16.7 s
 * of wall clock in a full `npm test` on a day the machine ran at half speed (2026-12-06), which
 * failed a budget of 15 s: timing is the benchmarks' job, this only tells minutes from seconds.
 */
const BUDGET_MS = 60_000;

interface WorstCase {
  /** The flags that push the work up, as typed. */
  readonly args: readonly string[];
  /** Whole-number flags set to the largest value the report accepts (read from its refusals). */
  readonly largest?: readonly string[];
  /** What the report needs beside each of `largest` while its range is read (cheap to run). */
  readonly context?: readonly string[];
  readonly files?: FakeFiles;
}

const SMALL = smallCustomRuleset();
const CUSTOM_CURVES_WORST = {
  ...SMALL,
  text: Array.from(
    { length: 99 },
    (_, i) => `f${i}: hp = by level { 0: ${i}, 1..10000: prev(f${i}) + level }`,
  ).join('\n'),
  axis: { name: 'level', first: 0, last: 10_000 },
};
const CUSTOM_CHECK_WORST = {
  ...SMALL,
  text: `${SMALL.text.replace('2..5', '2..20').replace(/check .*\n/g, '')}check hp_max >= 1 for every race\n`,
  tables: [
    {
      name: 'race',
      holds: 'one' as const,
      columns: [
        { name: 'hp_bonus', unit: 'hp' },
        { name: 'mana', unit: 'mp' },
      ],
      rows: Array.from({ length: 1000 }, (_, i) => ({
        id: `r${i}`,
        values: { hp_bonus: i % 7, mana: 1 },
      })),
    },
    ...SMALL.tables.slice(1),
  ],
  axis: { name: 'level', first: 1, last: 20 },
  builds: [{ id: 'b', name: 'B', rows: { race: 'r0', class: 'wizard' }, inputs: {} }],
};

const STATS_30 = ['--stat', 'Int=30', '--stat', 'Wil=30', '--stat', 'Pre=30', '--stat', 'Con=30'];
const WILLPOWER_BUILD = ['--level', '60', ...STATS_30, '--skill', 'Concentration=1000'];
const NETHACK_BUILD = ['--role', 'Wiz', '--stat', 'Con=25', '--stat', 'Wis=25', '--stat', 'Int=25'];
const NETHACK_CONDITIONS = ['--regeneration', '--eye', '--load', 'overtaxed', '--moving'];
const DCSS_BUILD = ['--mhp', '9999', '--rings', '8', '--pbd-rank', '3', '--corpses', '99'];
const QUEST_CASTER = ['--int', '99', '--vp', '999', '--spells', '99', '--potions', '99'];
/** The most a repeatable flag is given: as long as a project's list may be (LIST_MAX). */
const REPEATS = 1000;
const repeat = (flag: string, value: (index: number) => string, times = REPEATS): string[] =>
  Array.from({ length: times }, (_, index) => [flag, value(index)]).flat();
/** The widest dice a rotation accepts (DICE_SPREAD_MAX), twelve casts of them (ROTATION_MAX). */
const WIDE = '100d100';
const MAGE_NUMBERS = [
  'gnosis',
  'highest',
  'rote-skill',
  'intervals',
  'potency',
  'duration-step',
  'size',
  'area-step',
  'reach',
  'active-spells',
  'mitigation',
  'earlier-rolls',
  'wisdom',
];
/** Arcanum 5 (its most), so that every other number may go to its own most. */
const MAGE_CAST = [
  '--arcanum',
  '5',
  '--method',
  'rote',
  '--rote-quality',
  '--witnesses',
  'crowd',
  '--contain',
];
const ALL_WILLPOWER_MEASURES = [
  'max-mana',
  'max-hp',
  'seconds-per-point',
  'minutes-to-full',
  'casts-per-hour',
];
const ALL_NETHACK_MEASURES = [
  'hp-mean',
  'hp-p5',
  'hp-p95',
  'pw-mean',
  'pw-p5',
  'pw-p95',
  'hp-regen',
  'hp-full',
  'pw-regen',
  'pw-full',
];
const measures = (ids: readonly string[]) => ids.flatMap((id) => ['--measure', id]);

const WORST: Readonly<Record<string, WorstCase>> = {
  'willpower/curves': {
    args: [...WILLPOWER_BUILD, ...repeat('--item', () => 'Ring of mana (+5)')],
  },
  'willpower/regen': {
    args: [...WILLPOWER_BUILD, ...repeat('--status', () => 'Resting', 8)],
  },
  'willpower/costs': {
    args: [...WILLPOWER_BUILD, ...repeat('--item', () => 'Ring of Thrift (10%)')],
  },
  'willpower/casting': { args: WILLPOWER_BUILD },
  'willpower/kills': {
    args: [...WILLPOWER_BUILD, ...repeat('--kill', (i) => `spell:${(i % 101) - 50},50:100:hexed`)],
  },
  'willpower/training': { args: WILLPOWER_BUILD },
  'willpower/pool': { args: [...WILLPOWER_BUILD, ...repeat('--event', () => 'wait:1440')] },
  'willpower/side-by-side': { args: WILLPOWER_BUILD },
  'willpower/sensitivity': { args: [...WILLPOWER_BUILD, '--measure', 'casts-per-hour'] },
  'willpower/goal': {
    args: [...WILLPOWER_BUILD, '--measure', 'minutes-to-full', '--at-most', '0'],
  },
  'willpower/endurance': {
    args: [
      ...WILLPOWER_BUILD,
      ...repeat('--cast', () => `Burning hands=${WIDE}`, 12),
      '--every',
      '3600',
      '--target-hp',
      '5000',
      '--kill-cells',
      '50',
      '--kill-level',
      '100',
    ],
  },
  'willpower/fit': {
    args: ['--column', 'race-hp', ...repeat('--target', (i) => `${i * 5 + 1}=${99_999 - i}`, 12)],
  },
  'nethack34/curves': { args: NETHACK_BUILD },
  'nethack34/hp-distribution': {
    args: ['--role', 'Bar', '--race', 'Orc', '--stat', 'Con=25'],
  },
  'nethack34/pw-distribution': { args: ['--role', 'Wiz', '--stat', 'Wis=25'] },
  'nethack34/regen': { args: [...NETHACK_BUILD, ...NETHACK_CONDITIONS] },
  'nethack34/sensitivity': { args: [...NETHACK_BUILD, '--measure', 'pw-p95', '--level', '30'] },
  'nethack34/side-by-side': { args: NETHACK_BUILD },
  'nethack34/goal': {
    args: [...NETHACK_BUILD, '--measure', 'hp-p95', '--level', '30', '--at-least', '99999'],
  },
  'nethack34/fit': {
    args: [...NETHACK_BUILD, ...repeat('--target', (i) => `${i * 2 + 1}=${9999 - i}`, 12)],
  },
  'nethack34/endurance': {
    args: [
      ...NETHACK_BUILD,
      ...NETHACK_CONDITIONS,
      ...repeat('--cast', () => `7=${WIDE}`, 12),
      '--target-hp',
      '5000',
    ],
    largest: ['every', 'pw-per-spell-level'],
    context: ['--role', 'Wiz'],
  },
  'dcss/regen': { args: DCSS_BUILD, largest: ['turns', 'action-auts'], context: ['--mhp', '9'] },
  'dcss/rate': { args: DCSS_BUILD, largest: ['turns', 'action-auts'], context: ['--mhp', '9'] },
  'dcss/sensitivity': {
    args: [...DCSS_BUILD, '--measure', 'turns-to-full', '--action-auts', '1'],
  },
  'dcss/goal': {
    args: [...DCSS_BUILD, '--measure', 'turns-to-full', '--action-auts', '1', '--at-most', '0'],
  },
  'dcss/fit': {
    args: ['--shape', 'accelerating', ...repeat('--target', (i) => `${i * 2 + 1}=${9999 - i}`, 12)],
  },
  'dcss/endurance': {
    args: ['--attack', '1d2', '--incoming', '100d100', '--target-hp', '5000', '--rest-below', '99'],
  },
  'quest/dispel-odds': {
    args: ['--min-int', '80', '--max-int', '99', '--mode', 'known-total'],
    largest: ['dispellers'],
  },
  'quest/budget': {
    args: [...QUEST_CASTER, '--cost', '999', '--scrolls', '99', '--dispeller-mana', 'none'],
    largest: ['dispellers', 'dispeller-int'],
  },
  'quest/realms': { args: [] },
  'quest/targets': {
    args: ['--vp', '999', '--spells', '99', ...repeat('--target', (i) => `Target ${i}:heavy`)],
  },
  'quest/sensitivity': { args: [...QUEST_CASTER, '--measure', 'total-casts'] },
  'quest/goal': { args: [...QUEST_CASTER, '--measure', 'total-casts', '--at-least', '999999'] },
  'mage2e/cast': { args: MAGE_CAST, largest: MAGE_NUMBERS, context: MAGE_CAST },
  'mage2e/figures': { args: MAGE_CAST, largest: MAGE_NUMBERS, context: MAGE_CAST },
  'mage2e/anomalies': { args: MAGE_CAST, largest: MAGE_NUMBERS, context: MAGE_CAST },
  'mage2e/sensitivity': { args: MAGE_CAST, largest: MAGE_NUMBERS, context: MAGE_CAST },
  'mage2e/goal': {
    args: [...MAGE_CAST, '--measure', 'success-chance', '--at-least', '100'],
    largest: MAGE_NUMBERS,
    context: [...MAGE_CAST, '--at-least', '100'],
  },
  'compare/regen': { args: ['--measure', 'turns-to-full', '--seconds-per-turn', '86400'] },
  'compare/endurance': {
    args: ['--figure', 'rest-per-fight', '--seconds-per-turn', '86400', '--patterns', 'p.json'],
    files: {
      'p.json': JSON.stringify({
        willpower: {
          cast: Array(12).fill(`Burning hands=${WIDE}`),
          every: 3600,
          'target-hp': 5000,
        },
        nethack34: { cast: Array(12).fill(`7=${WIDE}`), every: 1000, 'target-hp': 5000 },
      }),
    },
  },
  // A grid's worst case is its bound (GRID_CELLS_MAX): every level and measure, and the widest
  // spread the bound still takes; one score more is refused (below).
  'willpower/grid': {
    // 13 races × 15 classes × 300 columns: 58,500 cells (two scores would be 117,000).
    args: ['--levels', '1..60', ...measures(ALL_WILLPOWER_MEASURES)],
  },
  'nethack34/grid': {
    // 35 role × race pairs × 8 Con scores × 300 columns: 84,000 cells.
    args: ['--levels', '1..30', ...measures(ALL_NETHACK_MEASURES), '--stat', 'Con=3..24:3'],
  },
  'dcss/grid': {
    args: [
      '--levels',
      '1..27',
      ...measures(['max-hp', 'turns-per-hp', 'turns-to-full']),
      '--stat',
      'Rings=0..8',
    ],
  },
  'quest/grid': {
    // 2 casters × 12 Int scores × 4,000 columns (VP 0–999, four measures): 96,000 cells.
    args: [
      ...['--levels', '0..999'],
      ...measures(['pool', 'quest-mana', 'total-casts', 'casting-limit']),
      ...['--stat', 'Int=0..99:9'],
    ],
  },
  'mage2e/grid': {
    // 2 spells × 5 Arcanum × Gnosis 1–10, every measure: 100 casts of the 3,000 a grid may cast.
    args: [
      ...['--levels', '1..10'],
      ...measures(['success-chance', 'exceptional-chance', 'paradox-chance', 'pool', 'mana']),
      ...['--stat', 'Arcanum=1..5'],
    ],
  },
  'dice/pool': { args: ['--again', '8', '--rote'], largest: ['dice'] },
  // 99 recurrences over 10,001 levels: just under custom/curves' 1,000,000 values.
  'custom/curves': {
    args: ['--project', 'custom.json'],
    files: { 'custom.json': JSON.stringify(customProject([CUSTOM_CURVES_WORST])) },
  },
  // One check of a rolled recurrence over 1,000 races × 20 levels: the report's 20,000 cases.
  'custom/check': {
    args: ['--project', 'custom.json'],
    files: { 'custom.json': JSON.stringify(customProject([CUSTOM_CHECK_WORST])) },
  },
  // The 99 recurrences at their last level, 10,000: a sensitivity's eleven evaluations are past
  // the bound (refused), as a goal's over a ranged input; an explanation takes one apart.
  'custom/sensitivity': {
    args: ['--project', 'custom.json', '--measure', 'f98', '--level', '10000'],
    files: { 'custom.json': JSON.stringify(customProject([CUSTOM_CURVES_WORST])) },
  },
  // With Con ranged 3–18: every value tried, each a whole evaluation to level 10,000.
  'custom/goal': {
    args: ['--project', 'custom.json', '--measure', 'f98', '--level', '10000', '--at-least', '1'],
    files: {
      'custom.json': JSON.stringify(
        customProject([
          {
            ...CUSTOM_CURVES_WORST,
            inputs: [{ name: 'con', unit: null, initial: 10, min: 3, max: 18 }],
          },
        ]),
      ),
    },
  },
  // Both builds' curves at the largest the curves compute: 99 formulas × 10,001 levels each.
  'custom/side-by-side': {
    args: ['--project', 'custom.json'],
    files: { 'custom.json': JSON.stringify(customProject([CUSTOM_CURVES_WORST])) },
  },
  // 1,000 values of a number tried, the rolled recurrence to level 20 each time, on the
  // 1,000-race ruleset: checked and computed again for each value.
  'custom/fit': {
    args: [
      '--project',
      'custom.json',
      '--measure',
      'hp_max',
      '--table',
      'class',
      '--column',
      'hit_die',
      '--target',
      '20=150',
      '--try',
      '0..999',
    ],
    files: { 'custom.json': JSON.stringify(customProject([CUSTOM_CHECK_WORST])) },
  },
  'custom/explain': {
    args: ['--project', 'custom.json', '--measure', 'f98', '--level', '10000'],
    files: { 'custom.json': JSON.stringify(customProject([CUSTOM_CURVES_WORST])) },
  },
  // 1,000 races × 2 classes, the rolled recurrence to level 20, every measure at every other
  // level: 60,000 cells, 160,000 values (rows × levels × formulas) of the report's 1,000,000.
  'custom/grid': {
    args: ['--project', 'custom.json', '--levels', '2..20:2', '--with-scores'],
    files: { 'custom.json': JSON.stringify(customProject([CUSTOM_CHECK_WORST])) },
  },
};

/**
 * The largest value a whole-number flag takes beside `context`, read from the report's refusals:
 * a huge value first ("--size 1000000000: must be a whole number from 0 to 9999"), then the
 * largest named, until one is taken ("--size 9999: Standard Scale stops at Size 9" → 9).
 */
async function largestAccepted(report: string, flag: string, context: readonly string[]) {
  let value = 1_000_000_000;
  for (let tries = 0; tries < 4; tries++) {
    const result = await run(['report', report, ...context, `--${flag}`, String(value)]);
    if (result.code === 0) return value;
    // "from 1 to 10", "at most 100 dice", "Standard Scale stops at Size 9", "… (step 4)"
    const named = /(?:from -?\d+ to|at most|stops at \w+|\(step) (\d+)\b/.exec(result.stderr)?.[1];
    if (result.code !== 2 || named === undefined || Number(named) >= value) {
      throw new Error(`${report} --${flag} ${value}: no smaller range in ${result.stderr}`);
    }
    value = Number(named);
  }
  throw new Error(`${report} --${flag}: no value taken`);
}

async function worstArgs(name: string, worst: WorstCase): Promise<string[]> {
  const args = [...worst.args];
  for (const flag of worst.largest ?? []) {
    args.push(`--${flag}`, String(await largestAccepted(name, flag, worst.context ?? [])));
  }
  return args;
}

async function timed(argv: readonly string[], files?: FakeFiles) {
  const started = performance.now();
  const result: CliRun = await run(argv, files);
  return { result, ms: Math.round(performance.now() - started) };
}

/** A refusal of the engine's bound on work, as `checkWork` words it. */
const BOUND_REFUSAL = /would take [\d,]+ .+; Wellspring computes at most [\d,]+/;

describe('every report at the largest inputs its flags accept', () => {
  it('has a worst case declared for every report of the catalog', () => {
    const missing = REPORTS.map(({ name }) => name).filter((name) => WORST[name] === undefined);
    expect(missing, 'declare their worst case in WORST').toEqual([]);
  });

  for (const { name } of REPORTS) {
    const worst = WORST[name];
    if (worst === undefined) continue;
    it(
      `${name} finishes within ${BUDGET_MS} ms or refuses by its bound`,
      async () => {
        const args = await worstArgs(name, worst);
        const { result, ms } = await timed(['report', name, ...args], worst.files);
        console.info(`${name}: exit ${result.code} in ${ms} ms`);
        if (result.code === 2) expect(result.stderr).toMatch(BOUND_REFUSAL);
        else expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
        expect(ms).toBeLessThan(BUDGET_MS);
      },
      2 * BUDGET_MS,
    );
  }

  it('reads a flag’s largest value from the flag’s own range: one more is refused', async () => {
    expect(await largestAccepted('mage2e/cast', 'gnosis', [])).toBe(10);
    const over = await run(['report', 'mage2e/cast', '--gnosis', '11']);
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('--gnosis 11');
  });
});

describe('past a bound, a report refuses at once, naming the input and the bound', () => {
  it('refuses a grid of more cells than it computes, naming its rows and columns', async () => {
    const { result, ms } = await timed([
      'report',
      'willpower/grid',
      '--levels',
      '1..60',
      ...measures(ALL_WILLPOWER_MEASURES),
      '--stat',
      'Int=1..30:29',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'The grid (390 rows × 300 columns) would take 117,000 cells; Wellspring computes at most ' +
        '100,000: pick fewer levels or measures, or a larger step for the stat spread.\n',
    );
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a repeatable flag given more often than a project’s list may hold', async () => {
    const events = repeat('--event', () => 'wait:1', REPEATS + 1);
    const { result } = await timed(['report', 'willpower/pool', ...events]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      '--event given 1,001 times would take 1,001 values; Wellspring computes at most 1,000: ' +
        'give it at most 1,000 times, as a project’s lists hold.\n',
    );
  });
});
