/**
 * The words the screens use that a designer new to a game may not know: its abbreviations and its
 * jargon, each with what it means here. The sidebar's Glossary lists them (the shown screen's game
 * first); `test/e2e/browser/glossary.spec.ts` reads every screen and fails on an abbreviation this
 * list does not explain.
 */

export interface GlossaryTerm {
  /** As the screens write it: "BRR", "XL", "n-again". */
  readonly term: string;
  /** The words it stands for, where it abbreviates: "base regeneration rate". */
  readonly stands?: string;
  readonly meaning: string;
  /** The screen it belongs to (a ruleset's id), or every screen's. */
  readonly where: 'all' | 'willpower' | 'nethack34' | 'dcss' | 'quest' | 'mage2e';
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'HP',
    stands: 'hit points',
    meaning: 'The health pool; at 0 the character dies.',
    where: 'all',
  },
  {
    term: 'CSV',
    stands: 'comma-separated values',
    meaning:
      'The file every table exports, for a spreadsheet or a script; the CLI writes the same bytes.',
    where: 'all',
  },
  {
    term: 'Baseline',
    meaning:
      'The version of the project results are compared with (its last save, or another file): drawn dashed on every chart.',
    where: 'all',
  },
  {
    term: 'p5, p50, p95',
    stands: '5th, 50th and 95th percentiles',
    meaning:
      'Of a random figure, the value 5%, 50% (the median) and 95% of outcomes stay at or under; the band between p5 and p95 holds 90% of them.',
    where: 'all',
  },
  {
    term: 'Assumed HP model',
    meaning:
      'Willpower’s rules text gives no HP rule: the screen uses an assumed one (race and class HP, the Con modifier), editable in its tables.',
    where: 'willpower',
  },
  {
    term: 'd8, 2d6',
    stands: 'dice',
    meaning:
      'dN is one die of N sides, 1 to N each as likely; 2d6 is two six-sided dice added (2 to 12).',
    where: 'all',
  },
  {
    term: 'L1, L30',
    stands: 'level 1, level 30',
    meaning: 'A Balance grid column’s level: “Max mana L30” is max mana at level 30.',
    where: 'all',
  },
  {
    term: 'σ, |z|',
    stands: 'standard deviation, z-score',
    meaning:
      'In the Balance grid: how far a value lies from its column’s mean, in the column’s standard deviations (σ); “|z| ≥ 2” flags what lies two σ or more either side of it.',
    where: 'all',
  },
  {
    term: 'Pin',
    meaning:
      'In the Balance grid, the “pin” under a column’s heading keeps that column at the left, beside the names, while the other columns scroll sideways; pressed again, it scrolls with them.',
    where: 'all',
  },
  {
    term: 'Int, Wil, Pre, Con',
    stands: 'Intelligence, Willpower, Presence, Constitution',
    meaning:
      'Willpower’s four stats; each gives a modifier by the Stat modifiers table (an assumption: floor((score − 10) / 2) unless edited).',
    where: 'willpower',
  },
  {
    term: 'XL',
    stands: 'experience level',
    meaning: 'The character’s level: 1–30 in NetHack, 1–27 in DCSS.',
    where: 'all',
  },
  {
    term: 'Pw',
    stands: 'power',
    meaning: 'NetHack’s magic pool, spent on spells (5 Pw a spell level in 3.4.3).',
    where: 'nethack34',
  },
  {
    term: 'start, low, high (and d), xlev',
    meaning:
      'NetHack’s advancement numbers for HP and power (the Roles and Races tables): “start” is what a new character gets, “low” what each level-up from an XL below the role’s xlev adds, “high” each one from xlev on; the number is added as it is and “d” is a die rolled on top (1 to d).',
    where: 'nethack34',
  },
  {
    term: 'rn2(n)',
    meaning: 'NetHack’s random number: a whole number from 0 to n − 1, each as likely.',
    where: 'nethack34',
  },
  {
    term: 'DCSS',
    stands: 'Dungeon Crawl Stone Soup',
    meaning: 'The roguelike whose regeneration rules the DCSS screen follows.',
    where: 'dcss',
  },
  {
    term: 'MHP',
    stands: 'maximum hit points',
    meaning: 'DCSS’s max HP, which its regeneration is worked out from.',
    where: 'dcss',
  },
  {
    term: 'BRR',
    stands: 'base regeneration rate',
    meaning: 'DCSS: ⌊MHP / 3⌋ below 60 MHP, ⌊MHP / 6⌋ + 10 from 60.',
    where: 'dcss',
  },
  {
    term: 'TRR',
    stands: 'total regeneration rate',
    meaning:
      'DCSS: the BRR plus each source’s bonus (rings of regeneration, troll leather armour…); each turn adds TRR points, and 100 points heal 1 HP.',
    where: 'dcss',
  },
  {
    term: 'aut',
    stands: 'a tenth of a turn',
    meaning: 'DCSS’s unit of time: a normal-speed action takes 10 auts.',
    where: 'dcss',
  },
  {
    term: 'VP',
    stands: 'victory points',
    meaning:
      'Quest’s measure of a hero’s progress, which sets the sorcery level (an Apprentice below 18 VP).',
    where: 'quest',
  },
  {
    term: 'MtA 2e',
    stands: 'Mage: the Awakening, second edition',
    meaning: 'The game whose spellcasting the Mage 2e screen follows (page numbers refer to it).',
    where: 'mage2e',
  },
  {
    term: 'Gnosis',
    meaning: 'Mage: a mage’s magical power, 1–10; it sets Reach, the Mana pool and Mana per turn.',
    where: 'mage2e',
  },
  {
    term: 'Arcanum',
    meaning:
      'Mage: one of the ten fields of magic, rated in dots; a spell needs the dots it lists.',
    where: 'mage2e',
  },
  {
    term: 'Reach',
    meaning:
      'Mage: what a caster may push a spell past its basics (range, duration…); past the free Reach it risks Paradox.',
    where: 'mage2e',
  },
  {
    term: 'Paradox',
    meaning: 'Mage: the backlash of reality against magic pushed too far; rolled as a dice pool.',
    where: 'mage2e',
  },
  {
    term: 'n-again',
    meaning:
      'A dice pool rule: a die showing n or more (10-again, 9-again, 8-again) is rolled again and can add successes.',
    where: 'mage2e',
  },
];

/** The terms whose name or meaning holds every word of `query`, the `first` screen's first. */
export function glossaryFor(query: string, first: string | null): GlossaryTerm[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  const found = GLOSSARY.filter((entry) => {
    const text = `${entry.term} ${entry.stands ?? ''} ${entry.meaning}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const rank = (entry: GlossaryTerm) => (entry.where === first ? 0 : entry.where === 'all' ? 1 : 2);
  return [...found].sort((a, b) => rank(a) - rank(b));
}
