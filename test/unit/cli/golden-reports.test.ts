/**
 * Golden CSVs: every report of the CLI, on the built-in project, with the flags a designer would
 * give it, byte for byte against `test/golden/`. A change that moves any figure of any report
 * shows here; when the move is meant, `npx vitest run test/unit/cli/golden-reports.test.ts -u`
 * writes the new files and the commit says why they moved.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/project/default-project';
import { run } from './cli-harness';

/** The built-in project with a second Willpower build (Sage, a gnome), for side by side. */
const project = makeDefaultProject();
const [tathren] = project.willpower.builds;
if (tathren === undefined) throw new Error('the built-in project has no Willpower build');
const sage = { ...tathren, id: 'sage', name: 'Sage', raceId: 'gnome' };
const FILES = {
  'two-builds.json': JSON.stringify({
    ...project,
    willpower: { ...project.willpower, builds: [tathren, sage] },
  }),
};

const CASES: Readonly<Record<string, readonly string[]>> = {
  'willpower-curves': ['willpower/curves'],
  'willpower-regen': ['willpower/regen'],
  'willpower-costs': ['willpower/costs'],
  'willpower-casting': ['willpower/casting'],
  'willpower-kills': ['willpower/kills'],
  'willpower-training': ['willpower/training'],
  'willpower-pool': ['willpower/pool'],
  'willpower-side-by-side': [
    'willpower/side-by-side',
    '--project',
    'two-builds.json',
    '--versus',
    'Sage',
  ],
  'willpower-sensitivity': ['willpower/sensitivity', '--level', '30'],
  'willpower-goal': ['willpower/goal', '--at-least', '300', '--level', '30'],
  'willpower-endurance': ['willpower/endurance'],
  'willpower-fit': ['willpower/fit', '--target', '1=18', '--target', '60=500'],
  'nethack34-curves': ['nethack34/curves', '--role', 'Wiz'],
  'nethack34-hp-distribution': ['nethack34/hp-distribution', '--role', 'Val'],
  'nethack34-pw-distribution': ['nethack34/pw-distribution', '--role', 'Wiz'],
  'nethack34-regen': ['nethack34/regen', '--role', 'Wiz'],
  'nethack34-sensitivity': ['nethack34/sensitivity', '--role', 'Wiz', '--level', '10'],
  'nethack34-side-by-side': ['nethack34/side-by-side', '--role', 'Pri'],
  'nethack34-goal': ['nethack34/goal', '--role', 'Wiz', '--level', '10', '--at-least', '60'],
  'nethack34-fit': ['nethack34/fit', '--role', 'Wiz', '--target', '10=60', '--target', '30=200'],
  'nethack34-endurance': [
    'nethack34/endurance',
    '--role',
    'Wiz',
    '--cast',
    '1=2d6',
    '--every',
    '2',
  ],
  'dcss-regen': ['dcss/regen', '--mhp', '90'],
  'dcss-rate': ['dcss/rate', '--mhp', '90'],
  'dcss-sensitivity': ['dcss/sensitivity', '--mhp', '90'],
  'dcss-goal': ['dcss/goal', '--mhp', '90', '--at-most', '20'],
  'dcss-fit': ['dcss/fit', '--target', '1=12', '--target', '27=250'],
  'dcss-endurance': ['dcss/endurance', '--attack', '2d6', '--incoming', '1d6'],
  'dcss-endurance-edges': [
    'dcss/endurance',
    ...['--attack', '2d6', '--attack', '3d4+1', '--target-hp', '30'],
    ...['--incoming', '1d4+1', '--mutation', '2'],
  ],
  'quest-dispel-odds': ['quest/dispel-odds'],
  'quest-budget': ['quest/budget'],
  'quest-realms': ['quest/realms'],
  'quest-targets': ['quest/targets'],
  // Borgron knows spells: the plain caster's pool is 0 whatever moves (every row 0 or "none").
  'quest-sensitivity': ['quest/sensitivity', '--build', 'Borgron'],
  'quest-goal': ['quest/goal', '--build', 'Borgron', '--measure', 'quest-mana', '--at-least', '14'],
  'mage2e-cast': ['mage2e/cast'],
  'mage2e-figures': ['mage2e/figures'],
  'mage2e-anomalies': ['mage2e/anomalies'],
  'mage2e-sensitivity': ['mage2e/sensitivity'],
  'mage2e-goal': ['mage2e/goal', '--measure', 'paradox-chance', '--at-most', '40'],
  'compare-regen': ['compare/regen'],
  'compare-endurance': ['compare/endurance'],
  'willpower-grid': ['willpower/grid', '--levels', '1,10,30,60', '--stat', 'Int=8..18:2'],
  'nethack34-grid': ['nethack34/grid'],
  'dcss-grid': ['dcss/grid'],
  'dice-pool': ['dice/pool', '--dice', '7'],
};

describe('every report, byte for byte against its golden CSV', () => {
  for (const [name, argv] of Object.entries(CASES)) {
    it(`${argv.join(' ')} writes test/golden/${name}.csv`, async () => {
      const result = await run(['report', ...argv], FILES);
      expect(result.code, result.stderr).toBe(0);
      await expect(result.stdout).toMatchFileSnapshot(`../../golden/${name}.csv`);
    });
  }
});
