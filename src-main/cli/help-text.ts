/** The words `wellspring --help` and `wellspring report --list` print. */
import { makeDefaultMage2eData } from '../../shared/rulesets/mage2e/defaults';
import { makeDefaultDcssData } from '../../shared/rulesets/dcss/defaults';
import {
  DCSS_MAX_ACTION_AUTS,
  DCSS_MAX_CORPSES,
  DCSS_MAX_HP_LIMIT,
  DCSS_MAX_MUTATION,
  DCSS_MAX_PBD_RANK,
  DCSS_MAX_RINGS,
  DCSS_MAX_SIMULATION_TURNS,
} from '../../shared/rulesets/dcss/limits';
import { makeDefaultNethack34Data } from '../../shared/rulesets/nethack34/defaults';
import { makeDefaultWillpowerData, TATHREN } from '../../shared/rulesets/willpower/defaults';
import { statScoreRange } from '../../shared/rulesets/willpower/stat-modifiers';
import { SKILL_VALUE_MAX } from '../../shared/rulesets/willpower/limits';
import { listNames } from './names';
import { DEFAULT_DCSS_SIMULATION } from '../../shared/rulesets/dcss/defaults';
import { DEFAULT_NETHACK_STAT, listWithIds } from './nethack-flags';
import { REPORTS } from './report-catalog';

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

/** The NetHack flags: the built-in 3.4.3 data's roles, races and allowed pairs. */
function nethackSection(): string {
  const data = makeDefaultNethack34Data();
  const lowest = data.conBonus[0]?.minCon ?? 3;
  const pairs = data.roles.map((role) => `${role.id}: ${role.races.join(' ')}`).join('; ');
  return [
    "nethack34/* build (the project's NetHack tables, the built-in 3.4.3 ones without --project)",
    entry('--project FILE', "the project whose tables and builds are read (its roles' own names)"),
    entry(
      '--build NAME',
      'a NetHack build of the project, by name or id: its role, race, stats and regeneration ' +
        'conditions, with the flags below on top; without it, a plain Human with stats ' +
        `${DEFAULT_NETHACK_STAT}`,
    ),
    entry(
      '--role NAME',
      `required without --build; a role by name or id, any case: ${listWithIds(data.roles)}`,
    ),
    entry(
      '--race NAME',
      `default the build's, else Human; ${listWithIds(data.races)}. ` +
        `The game allows only these pairs: ${pairs}`,
    ),
    entry(
      '--stat STAT=SCORE',
      `Con, Wis or Int (or Constitution, Wisdom, Intelligence), a whole number ${lowest} to ` +
        `${data.maxStat}, default the build's; repeat for each stat: --stat ` +
        'Con=18 --stat Wis=18. Con gives the HP bonus per level-up and HP regeneration from ' +
        'XL 10; Wis the power die and power regeneration; Int power regeneration only',
    ),
  ].join('\n');
}

/** The DCSS flags: the build the regeneration rules see, and the simulation's start. */
function dcssSection(): string {
  const { bonuses, autsPerTurn } = makeDefaultDcssData().rules;
  return [
    "dcss/* build (the project's DCSS rules, the seed's without --project)",
    entry('--project FILE', 'the project whose DCSS rules and builds are read'),
    entry(
      '--build NAME',
      'a DCSS build of the project, by name or id, with the flags below on top (a switch turns ' +
        "a bonus on; one the build has stays on); without it, the seed's plain build",
    ),
    entry('--mhp N', `required without --build; max HP, a whole number 1 to ${DCSS_MAX_HP_LIMIT}`),
    entry(
      '--rings N',
      `rings of regeneration, 0 to ${DCSS_MAX_RINGS} (an Octopode wears eight), ` +
        `+${bonuses.perRing} each`,
    ),
    entry('--troll-leather', `a troll leather armour, +${bonuses.trollLeather}`),
    entry(
      '--moon-troll-leather',
      `the moon troll leather armour: the troll leather's +${bonuses.trollLeather} and ` +
        `+${bonuses.moonTrollExtra} more`,
    ),
    entry(
      '--mutation N',
      `the regeneration mutation, 0 to ${DCSS_MAX_MUTATION}, +${bonuses.perMutationLevel} a level`,
    ),
    entry('--spell', `the Regeneration spell (or the Elixir card's effect), +${bonuses.spell}`),
    entry('--trogs-hand', `Trog's Hand, +${bonuses.trogsHand}, which Slow Healing never touches`),
    entry(
      '--pbd-rank N',
      `Powered by Death, rank 0 to ${DCSS_MAX_PBD_RANK}: +${bonuses.perCorpse} a corpse, at ` +
        `most ${bonuses.poweredByDeathMax}, for the first ⌊9 + 8 × rank⌋ turns`,
    ),
    entry(
      '--corpses N',
      `corpses in reach after the kill, 0 to ${DCSS_MAX_CORPSES} (needs --pbd-rank)`,
    ),
    entry(
      '--slow-healing N',
      'the Slow Healing mutation, 0 to 3: × ½ at 1 with a monster in sight (rounded down), × 0 ' +
        'at 3, or at 2 with a monster in sight',
    ),
    entry('--monster-in-sight', 'a monster is in sight (matters only with --slow-healing)'),
    entry('--troll', 'the character is a Troll (the seed still gives it the troll leather bonus)'),
    entry(
      '--action-auts N',
      `how long each action takes, 1 to ${DCSS_MAX_ACTION_AUTS} auts (default ${autsPerTurn}); ` +
        `the points scale with it`,
    ),
    entry(
      '--walking',
      `the action is walking: more than ${autsPerTurn} auts count as ${autsPerTurn}`,
    ),
    entry(
      '--start-hp N',
      `the HP the simulation starts from, 1 to --mhp (default ${DEFAULT_DCSS_SIMULATION.startHp})`,
    ),
    entry(
      '--turns N',
      `how many turns the simulation plays, 0 to ${DCSS_MAX_SIMULATION_TURNS} ` +
        `(default ${DEFAULT_DCSS_SIMULATION.turns})`,
    ),
  ].join('\n');
}

/** `--help`: every command, report, column and flag. */
/** The flags of quest/*, mage2e/cast and dice/pool. */
function diceSection(): string {
  const yantras = makeDefaultMage2eData()
    .yantras.map((row) => row.id)
    .join(', ');
  return [
    "quest/* (the project's Quest rules, the built-in project's without --project)",
    entry('--int N', "the caster's Intelligence (default 4, or the --build caster's)"),
    entry('--vp N', "victory points: a hero's sorcery level (default 1)"),
    entry('--spells N', 'N spells learned, each of --cost mana (default 1)'),
    entry('--costs A,B,…', 'one spell per mana cost, e.g. --costs 2,3,1 (instead of --spells)'),
    entry('--potions N', 'magic recovery potions (each: mana, and one more cast of one spell)'),
    entry('--non-hero', 'a Dark Player character or Mercenary: casts as a Journeyman'),
    entry('--build NAME', "start from the project's Quest caster of that name (quest/budget)"),
    entry(
      '--mode MODE',
      "quest/dispel-odds: before (default: rows are the caster's Int) or known-total (rows are " +
        'the totals the caster can roll)',
    ),
    entry('--min-int N, --max-int N', "the matrix's Int range (the project's, 1 to 8 built in)"),
    entry('--dispellers N', 'dispellers of the same Int, each trying in turn (1 to 10)'),
    "mage2e/cast (a plain improvised spell, Gnosis 2, Arcanum 2 of 2, or --build NAME's)",
    entry('--gnosis N', 'Gnosis 1 to 10'),
    entry('--arcanum N, --highest N', "the caster's Arcanum dots, and the spell's highest dot"),
    entry('--method M', 'improvised, rote or praxis'),
    entry('--rote-skill N', "a rote's Skill dice (added to the pool)"),
    entry('--rote-quality, --grimoire', 'rote action quality; cast from a grimoire'),
    entry('--common-arcanum', 'the spell uses a Common or Inferior Arcanum (improvised: 1 Mana)'),
    entry('--primary F', 'the primary factor: potency, duration or scale'),
    entry('--instant, --intervals N', 'instant casting; or extra ritual intervals (+1 die each)'),
    entry('--sensory', 'Advanced range'),
    entry('--potency N, --advanced-potency', 'Potency (−2 dice a level above 1)'),
    entry('--duration-step N, --advanced-duration', 'the Duration table step (0: the first row)'),
    entry(
      '--subjects N, --size N, --area-step N, --advanced-scale',
      'Scale: the worst of the three steps counts',
    ),
    entry('--reach N', 'Reach beyond the spell factors (its own effects, a changed factor…)'),
    entry('--yantra ID[=BONUS]', `repeat for each Yantra: ${yantras}`),
    entry('--mitigation N', 'Mana spent to remove Paradox dice'),
    entry(
      '--inured, --earlier-rolls N, --witnesses W, --dedicated-tool',
      'Paradox modifiers; witnesses none, few (9-again), large (8-again) or crowd (rote)',
    ),
    entry('--contain, --wisdom N', 'contain the Paradox, rolling Wisdom N (default: release it)'),
    'dice/pool (dice alone: --project is accepted and checked, and reads nothing)',
    entry('--dice N', 'the pool, 1 to 100 d10 (0 or fewer: the chance die)'),
    entry('--again A', '10 (default), 9, 8 or none'),
    entry('--rote', 'rote quality: each failed die is rolled once more'),
  ].join('\n');
}

export function helpText(): string {
  const data = makeDefaultWillpowerData();
  const { stats } = TATHREN;
  const { min, max } = statScoreRange(data.statModifiers);
  const race = data.races.find((row) => row.id === TATHREN.raceId)?.name ?? TATHREN.raceId;
  const cls = data.classes.find((row) => row.id === TATHREN.classId)?.name ?? TATHREN.classId;
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
      usage('wellspring --help', 'this text (also: wellspring report --help)'),
      usage(
        'npm run -s report -- REPORT [options]',
        "the same, from a checkout of Wellspring (-s keeps npm's own banner and error lines " +
          'out of stdout and stderr)',
      ),
    ].join('\n'),
    ['Reports and their columns', ...reports].join('\n'),
    [
      `willpower/* build (default: the seed's ${TATHREN.name}, level ${TATHREN.level} ${race} ${cls}, ` +
        `Int ${stats.int}, Wil ${stats.wil}, Pre ${stats.pre}, Con ${stats.con})`,
      entry('--race NAME', `race, by name or id in any case: ${listNames(data.races)}`),
      entry('--class NAME', `class: ${listNames(data.classes)}`),
      entry(
        '--level N',
        `the build's level, 1 to ${data.rules.maxLevel} (default 1). The curves and regen ` +
          'reports cover every level anyway; willpower/costs counts the talents taken by N',
      ),
      entry(
        '--stat STAT=SCORE',
        'Int, Wil, Pre or Con (or Intelligence, Willpower, Presence, Constitution), a whole ' +
          `number ${min} to ${max}; repeat for each stat: --stat Int=15 --stat Wil=12`,
      ),
      entry(
        '--item NAME',
        'an item worn; repeat for several (the same item twice is worn twice). Replaces the ' +
          `base build's items. ${listNames(data.items)}`,
      ),
      entry(
        '--talent NAME[@LEVEL]',
        'a talent taken at LEVEL (default: taken at level 1), e.g. --talent deep-well@4; ' +
          `repeat for several. Replaces the base build's talents. ${listNames(data.talents)}`,
      ),
      entry(
        '--skill NAME=VALUE',
        `a skill trained, at VALUE (0 to ${SKILL_VALUE_MAX}), e.g. --skill Concentration=100. ` +
          `Other skills stay as the base build has them. ${listNames(data.skills)}`,
      ),
      entry(
        '--status NAME',
        'a condition regeneration is looked at under (willpower/regen only; the others ignore ' +
          `it); repeat for several. ${listNames(data.statuses)}`,
      ),
      entry(
        '--project FILE',
        'take the data, the builds and the comparison from a project file (.wellspring.json, ' +
          'as the app saves it) instead of the built-in project. Older formats are migrated in ' +
          'memory (the file is not rewritten); a file with a problem is refused with its JSON ' +
          'path, e.g. willpower.builds[0].stats.int',
      ),
      entry(
        '--build NAME',
        "which of the project's builds is the base, by name or id (default: the first); the " +
          'flags above then change it',
      ),
      "  Names above are the built-in data's; with --project, the project's own names count.",
    ].join('\n'),
    nethackSection(),
    dcssSection(),
    diceSection(),
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
      entry('--list', 'list the reports'),
      entry('--help, -h', 'this text'),
      '  CSV: RFC 4180, UTF-8, CRLF line ends, a header row; text a spreadsheet would run as a',
      '  formula is escaped with a leading quote.',
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
    ].join('\n'),
    [
      'Example',
      '  wellspring report willpower/curves --race Elf --class Wizard --stat Int=15 --stat Wil=12 \\',
      '    --stat Pre=10 --item "Ring of mana (+5)" --talent "Deep well@4" --out tathren.csv',
      '  wellspring report nethack34/curves --role Wiz --race Elf --stat Con=18 --stat Wis=18 \\',
      '    --stat Int=18',
      '  wellspring report dcss/regen --mhp 90 --mutation 1 --turns 20',
    ].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}
