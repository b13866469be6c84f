/**
 * The CLI runs behind the golden CSVs (`test/golden/NAME.csv`): every report, with the flags a
 * designer would give it. `two-builds.json` is the project given with a second Willpower build
 * named Sage.
 */
export const GOLDEN_CASES: Readonly<Record<string, readonly string[]>> = {
  'willpower-curves': ['willpower/curves'],
  // The small custom ruleset of test/fixtures/custom-ruleset.ts, its first build (Elf wizard).
  'custom-curves': ['custom/curves', '--project', 'custom.json'],
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
  // VP 0 (a hero below Apprentice's VP), and either side of Journeyman's 18; Int 3–6 crosses
  // Borgron's pool cap (Int × 3 under his 3 spells × 2).
  'quest-grid': [
    ...['quest/grid', '--levels', '0,1,17,18,40'],
    ...['--measure', 'pool', '--measure', 'quest-mana', '--measure', 'total-casts'],
    ...['--measure', 'casting-limit', '--stat', 'Int=1..6'],
  ],
  // Each saved spell at Gnosis 1, 2, 3, 5 and 10, its caster's Arcanum 2–4 (the rote needs 3).
  'mage2e-grid': [
    ...['mage2e/grid', '--levels', '1,2,3,5,10', '--measure', 'success-chance'],
    ...['--measure', 'paradox-chance', '--measure', 'pool', '--measure', 'mana'],
    ...['--stat', 'Arcanum=2..4'],
  ],
  'dice-pool': ['dice/pool', '--dice', '7'],
};

/**
 * The same reports on a project edited as a designer would (`test/fixtures/edited-project.ts`,
 * given as `edited.json`), in `test/golden/edited/`: the figures a change of the code must keep
 * when the data is not the built-in one. Side by side sets the edited project's own second
 * Willpower build (Veteran, level 20) against Tathren. A report the edits do not reach (Mage 2e,
 * DCSS at a given max HP) writes the same bytes as on the built-in project, and is kept so: a
 * change that made it read the edits would show.
 */
export const EDITED_GOLDEN_CASES: Readonly<Record<string, readonly string[]>> = {
  // The edited project holds no custom ruleset (custom/* refuses it, with exit 2).
  ...Object.fromEntries(
    Object.entries(GOLDEN_CASES)
      .filter(([name]) => !name.startsWith('custom-'))
      .map(([name, argv]) => [name, onEditedProject(argv)]),
  ),
  // The builds only the edited project has: NetHack's Dwarf Valkyrie "Tank" and DCSS's "Ringed".
  'nethack34-curves-tank': ['nethack34/curves', '--build', 'Tank', '--project', 'edited.json'],
  'nethack34-regen-tank': ['nethack34/regen', '--build', 'Tank', '--project', 'edited.json'],
  'dcss-regen-ringed': ['dcss/regen', '--build', 'Ringed', '--project', 'edited.json'],
  'dcss-sensitivity-ringed': ['dcss/sensitivity', '--build', 'Ringed', '--project', 'edited.json'],
};

function onEditedProject(argv: readonly string[]): readonly string[] {
  const at = argv.indexOf('--project');
  if (at === -1) return [...argv, '--project', 'edited.json'];
  const own = argv.map((arg, index) => (index === at + 1 ? 'edited.json' : arg));
  return own.map((arg, index) => (own[index - 1] === '--versus' ? 'Veteran' : arg));
}

/** What changed from the built-in project to the edited one, cell by cell (`wellspring diff`). */
export const DIFF_GOLDEN_CASES: Readonly<Record<string, readonly string[]>> = {
  'diff-default-edited': ['diff', 'default.json', 'edited.json'],
  'diff-default-edited-curves': [
    ...['diff', 'default.json', 'edited.json', '--report', 'willpower/curves'],
    ...['--levels', '1,10,30,60'],
  ],
};
