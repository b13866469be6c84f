/**
 * The one list of rulesets. Navigation, the worker and reports read it; nothing else lists them.
 */
export type RulesetId = 'willpower' | 'nethack34' | 'dcss' | 'quest' | 'mage2e';

export interface RulesetInfo {
  readonly id: RulesetId;
  readonly name: string;
  /** The rules text it implements (in the project's seed documents). */
  readonly seed: string;
  /** `partial`: some of its rules text is not built yet, and the navigation says so. */
  readonly status: 'available' | 'partial';
  /** One line for the navigation and the empty state. */
  readonly summary: string;
}

export const RULESETS: readonly RulesetInfo[] = [
  {
    id: 'willpower',
    name: 'Willpower',
    seed: '000',
    status: 'available',
    summary:
      'House mana rules: max mana and HP over levels 1\u201360, regeneration, costs and kills.',
  },
  {
    id: 'nethack34',
    name: 'NetHack 3.4',
    seed: '002',
    status: 'partial',
    summary: 'Rolled HP and power for XL 1\u201330, with regeneration.',
  },
  {
    id: 'dcss',
    name: 'DCSS',
    seed: '004',
    status: 'available',
    summary:
      'Dungeon Crawl Stone Soup regeneration: BRR, TRR and every bonus, by max HP and XL, turn by turn.',
  },
  {
    id: 'quest',
    name: 'Quest',
    seed: '001',
    status: 'available',
    summary:
      'A board game\u2019s magic: the mana pool, casting limits by VP, the quest budget and exact dispel odds.',
  },
  {
    id: 'mage2e',
    name: 'Mage 2e',
    seed: '003',
    status: 'available',
    summary:
      'Mage: the Awakening 2e spellcasting: Reach, spell factors, Yantras, the dice pool, Mana, Paradox and exact odds.',
  },
];
